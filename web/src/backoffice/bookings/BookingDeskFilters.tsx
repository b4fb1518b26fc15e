import { Button, HStack, Input, NativeSelect } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import type { BookingStatus, PaymentStatus } from "../../graphql/generated";
import { useDebouncedValue } from "../../ui/hooks/useDebouncedValue";
import type { MessageId } from "../../i18n/messages";
import { bookingStatuses, paymentStatuses, type BookingDeskFilter } from "./bookingDesk";

const SORTS = ["CREATED_AT", "DEPARTS_AT", "PRICE"] as const;

function FilterSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <NativeSelect.Root size="sm" width="auto">
      <NativeSelect.Field aria-label={label} value={value} onChange={(event) => onChange(event.currentTarget.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

interface BookingDeskFiltersProps {
  filter: BookingDeskFilter;
  onChange: (change: Partial<BookingDeskFilter>) => void;
  onExport: () => void;
}

/** Search, status, payment and order of the desk, and the CSV of what they show. */
export function BookingDeskFilters({ filter, onChange, onExport }: BookingDeskFiltersProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: id as MessageId });
  const [search, setSearch] = useState(filter.search);
  const settled = useDebouncedValue(search);
  useEffect(() => {
    if (settled !== filter.search) onChange({ search: settled });
  }, [settled, filter.search, onChange]);

  return (
    <HStack gap="3" flexWrap="wrap" as="search">
      <Input
        size="sm"
        maxW="xs"
        type="search"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        aria-label={t("admin.bookings.search")}
        placeholder={t("admin.bookings.search")}
        maxLength={100}
      />
      <FilterSelect
        label={t("admin.bookings.filterStatus")}
        value={filter.status ?? ""}
        options={[
          { value: "", label: t("admin.bookings.allStatuses") },
          ...bookingStatuses.map((s) => ({ value: s, label: t(`trips.bookingStatus.${s}`) })),
        ]}
        onChange={(value) => onChange({ status: (value || null) as BookingStatus | null })}
      />
      <FilterSelect
        label={t("admin.bookings.filterPayment")}
        value={filter.payment ?? ""}
        options={[
          { value: "", label: t("admin.bookings.allPayments") },
          ...paymentStatuses.map((s) => ({ value: s, label: t(`admin.bookings.payment.${s}`) })),
        ]}
        onChange={(value) => onChange({ payment: (value || null) as PaymentStatus | null })}
      />
      <FilterSelect
        label={t("admin.bookings.sort")}
        value={filter.sort}
        options={SORTS.map((s) => ({ value: s, label: t(`admin.bookings.sort.${s}`) }))}
        onChange={(value) => onChange({ sort: value as BookingDeskFilter["sort"] })}
      />
      <Button size="sm" variant="outline" onClick={onExport}>
        <FormattedMessage id="admin.bookings.export" />
      </Button>
    </HStack>
  );
}

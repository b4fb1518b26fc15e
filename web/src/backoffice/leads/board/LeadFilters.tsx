import { Field, HStack, NativeSelect } from "@chakra-ui/react";
import { useIntl } from "react-intl";
import { leadSources, leadStatuses } from "../leadPipeline";
import type { MessageId } from "../../../i18n/messages";
import { SearchField } from "../../../ui/components/form/SearchField";

/** What the staff narrowed the list to; "" means any. */
export interface LeadFilterState {
  search: string;
  status: string;
  source: string;
  /** "FIELD:DIRECTION", e.g. "SCORE:DESC". */
  sort: string;
}

export const sortOptions = ["CREATED_AT:DESC", "CREATED_AT:ASC", "SCORE:DESC", "ESTIMATED_VALUE:DESC"] as const;

interface LeadFiltersProps {
  value: LeadFilterState;
  onChange: (value: LeadFilterState) => void;
  /** The board shows every status in its own column, and in pipeline order. */
  boardView: boolean;
}

export function LeadFilters({ value, onChange, boardView }: LeadFiltersProps) {
  const intl = useIntl();
  const set = (key: keyof LeadFilterState) => (next: string) => onChange({ ...value, [key]: next });
  const t = (id: MessageId) => intl.formatMessage({ id });
  return (
    <HStack gap="3" flexWrap="wrap" align="end">
      <SearchField
        label="leadBoard.filter.search"
        placeholder="leadBoard.filter.searchPlaceholder"
        value={value.search}
        onChange={set("search")}
        flex="1 1 16rem"
        testId="lead-search"
      />
      {!boardView && (
        <Choice
          label={t("leadBoard.filter.status")}
          value={value.status}
          onChange={set("status")}
          options={[
            ["", t("leadBoard.filter.anyStatus")],
            ...leadStatuses.map((s) => [s, t(`lead.status.${s}` as MessageId)] as const),
          ]}
        />
      )}
      <Choice
        label={t("leadBoard.filter.source")}
        value={value.source}
        onChange={set("source")}
        options={[
          ["", t("leadBoard.filter.anySource")],
          ...leadSources.map((s) => [s, t(`lead.source.${s}` as MessageId)] as const),
        ]}
      />
      {!boardView && (
        <Choice
          label={t("leadBoard.filter.sort")}
          value={value.sort}
          onChange={set("sort")}
          options={sortOptions.map((s) => [s, t(`leadBoard.sort.${s}` as MessageId)] as const)}
        />
      )}
    </HStack>
  );
}

interface ChoiceProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly (readonly [string, string])[];
}

// Native selects: keyboard, screen readers and phone pickers work without extra code.
function Choice({ label, value, onChange, options }: ChoiceProps) {
  return (
    <Field.Root w="auto" minW="10rem">
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="md">
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.currentTarget.value)}>
          {options.map(([key, text]) => (
            <option key={key} value={key}>
              {text}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

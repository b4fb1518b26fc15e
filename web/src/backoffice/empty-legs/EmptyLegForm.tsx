import { Button, Field, HStack, Input, NativeSelect, SimpleGrid, Stack } from "@chakra-ui/react";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { categoryLabels } from "../../features/fleet";
import type { AdminEmptyLegs_ListQuery, AircraftCategory, EmptyLegInput } from "../../graphql/generated";
import type { MessageId } from "../../i18n/messages";

type Leg = AdminEmptyLegs_ListQuery["allEmptyLegs"][number];

interface Draft {
  fromCode: string;
  toCode: string;
  earliestLocal: string;
  latestLocal: string;
  aircraftType: string;
  category: AircraftCategory | "";
  seats: string;
  priceUsd: string;
}

const blank: Draft = {
  fromCode: "",
  toCode: "",
  earliestLocal: "",
  latestLocal: "",
  aircraftType: "",
  category: "",
  seats: "",
  priceUsd: "",
};

const draftOf = (leg: Leg): Draft => ({
  fromCode: leg.from.code,
  toCode: leg.to.code,
  earliestLocal: leg.earliestLocal,
  latestLocal: leg.latestLocal,
  aircraftType: leg.aircraftType,
  category: leg.category ?? "",
  seats: leg.seats == null ? "" : String(leg.seats),
  priceUsd: leg.priceUsd == null ? "" : String(leg.priceUsd),
});

const numberOrNull = (text: string) => (text.trim() === "" ? null : Number(text));

const textFields: readonly { name: keyof Draft; label: MessageId; type: string }[] = [
  { name: "fromCode", label: "admin.emptyLegs.fromCode", type: "text" },
  { name: "toCode", label: "admin.emptyLegs.toCode", type: "text" },
  { name: "earliestLocal", label: "admin.emptyLegs.earliest", type: "datetime-local" },
  { name: "latestLocal", label: "admin.emptyLegs.latest", type: "datetime-local" },
  { name: "aircraftType", label: "admin.emptyLegs.aircraftType", type: "text" },
  { name: "seats", label: "admin.emptyLegs.seats", type: "number" },
  { name: "priceUsd", label: "admin.emptyLegs.price", type: "number" },
];

/** Creates a draft (no leg) or edits one; the window is typed in the departure airport's local time. */
export function EmptyLegForm({
  leg,
  saving,
  onSave,
  onCancel,
}: {
  leg: Leg | null;
  saving: boolean;
  onSave: (input: EmptyLegInput) => Promise<boolean>;
  onCancel: () => void;
}) {
  const intl = useIntl();
  const [draft, setDraft] = useState<Draft>(leg ? draftOf(leg) : blank);
  const set = (name: keyof Draft, value: string) => setDraft((current) => ({ ...current, [name]: value }));

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const saved = await onSave({
      id: leg?.id ?? null,
      fromCode: draft.fromCode,
      toCode: draft.toCode,
      earliestLocal: draft.earliestLocal,
      latestLocal: draft.latestLocal,
      aircraftType: draft.aircraftType,
      category: draft.category || null,
      seats: numberOrNull(draft.seats),
      priceUsd: numberOrNull(draft.priceUsd),
    });
    if (saved && !leg) setDraft(blank);
  }

  return (
    <Stack asChild gap="4">
      <form onSubmit={(event) => void submit(event)} aria-label={intl.formatMessage({ id: "admin.emptyLegs.form" })}>
        <SimpleGrid columns={{ base: 1, md: 2, xl: 4 }} gap="4">
          {textFields.map((field) => (
            <Field.Root key={field.name}>
              <Field.Label>
                <FormattedMessage id={field.label} />
              </Field.Label>
              <Input
                type={field.type}
                value={draft[field.name]}
                onChange={(event) => set(field.name, event.target.value)}
                data-testid={`leg-${field.name}`}
              />
            </Field.Root>
          ))}
          <Field.Root>
            <Field.Label>
              <FormattedMessage id="admin.emptyLegs.category" />
            </Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={draft.category}
                onChange={(event) => set("category", event.target.value)}
                data-testid="leg-category"
              >
                <option value="">—</option>
                {(Object.keys(categoryLabels) as AircraftCategory[]).map((category) => (
                  <option key={category} value={category}>
                    {intl.formatMessage({ id: categoryLabels[category] })}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        </SimpleGrid>
        <HStack gap="3">
          <Button type="submit" colorPalette="navy" loading={saving} data-testid="leg-save">
            <FormattedMessage id="admin.emptyLegs.save" />
          </Button>
          {leg && (
            <Button variant="ghost" onClick={onCancel}>
              <FormattedMessage id="admin.emptyLegs.cancel" />
            </Button>
          )}
        </HStack>
      </form>
    </Stack>
  );
}

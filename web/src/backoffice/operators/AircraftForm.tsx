import { Button, Checkbox, Field, HStack, NativeSelect, SimpleGrid, Stack } from "@chakra-ui/react";
import { FormattedMessage, useIntl } from "react-intl";
import type { AircraftCategory } from "../../graphql/generated";
import type { AircraftDraft } from "./aircraftDraft";
import { DraftField } from "./DraftField";
import { useAircraftForm } from "./useAircraftForm";

const categories: AircraftCategory[] = ["LIGHT", "MIDSIZE", "LARGE", "ULTRA"];
const amenities = [
  ["wifi", "admin.fleet.column.wifi"],
  ["lavatory", "admin.fleet.column.lavatory"],
  ["petsAllowed", "admin.fleet.column.pets_allowed"],
] as const;

/** Adds an aircraft to the operator's fleet, or edits one; refused fields are marked in place. */
export function AircraftForm({
  operatorId,
  initial,
  onDone,
}: {
  operatorId: string;
  initial: AircraftDraft;
  onDone: () => void;
}) {
  const intl = useIntl();
  const { draft, setDraft, errors, loading, onSubmit } = useAircraftForm(operatorId, initial, onDone);
  const set = <K extends keyof AircraftDraft>(key: K, value: AircraftDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate data-testid="aircraft-form">
      <Stack gap="4" borderWidth="1px" rounded="lg" p="4" bg="white">
        <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="4">
          <DraftField
            label="admin.fleet.column.registration"
            value={draft.registration}
            onChange={(v) => set("registration", v)}
            error={errors.get("registration")}
            required
            maxLength={10}
          />
          <DraftField
            label="admin.fleet.column.type"
            value={draft.typeName}
            onChange={(v) => set("typeName", v)}
            error={errors.get("typeName")}
            required
            maxLength={80}
          />
          <Field.Root>
            <Field.Label>
              <FormattedMessage id="admin.fleet.column.category" />
            </Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={draft.category}
                onChange={(event) => set("category", event.target.value as AircraftCategory)}
              >
                {categories.map((c) => (
                  <option key={c} value={c}>
                    {intl.formatMessage({ id: `category.${c}` })}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <DraftField
            label="admin.fleet.column.seats"
            value={draft.seats}
            onChange={(v) => set("seats", v)}
            error={errors.get("seats")}
            required
            maxLength={2}
          />
          <DraftField
            label="admin.fleet.column.year_of_manufacture"
            value={draft.yearOfManufacture}
            onChange={(v) => set("yearOfManufacture", v)}
            error={errors.get("yearOfManufacture")}
            required
            maxLength={4}
          />
          <DraftField
            label="admin.fleet.column.year_of_refurbishment"
            value={draft.yearOfRefurbishment}
            onChange={(v) => set("yearOfRefurbishment", v)}
            error={errors.get("yearOfRefurbishment")}
            maxLength={4}
          />
          <DraftField
            label="admin.fleet.column.base_airport"
            value={draft.baseAirport}
            onChange={(v) => set("baseAirport", v)}
            error={errors.get("baseAirport")}
            required
            maxLength={4}
          />
        </SimpleGrid>
        <HStack gap="6" flexWrap="wrap">
          {amenities.map(([key, label]) => (
            <Checkbox.Root
              key={key}
              checked={draft[key]}
              onCheckedChange={(details) => set(key, details.checked === true)}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>
                <FormattedMessage id={label} />
              </Checkbox.Label>
            </Checkbox.Root>
          ))}
        </HStack>
        <HStack gap="3">
          <Button type="submit" colorPalette="gold" loading={loading}>
            <FormattedMessage id="admin.fleet.save" />
          </Button>
          <Button variant="ghost" onClick={onDone}>
            <FormattedMessage id="common.cancel" />
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

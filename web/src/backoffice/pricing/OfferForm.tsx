import { Button, Checkbox, Field, HStack, NativeSelect, SimpleGrid, Stack } from "@chakra-ui/react";
import { FormattedMessage, useIntl } from "react-intl";
import type { AircraftCategory } from "../../graphql/generated";
import type { OfferDraft } from "./offerDraft";
import { OfferTextField } from "./OfferTextField";
import { useOfferForm } from "./useOfferForm";

const categories: AircraftCategory[] = ["LIGHT", "MIDSIZE", "LARGE", "ULTRA"];

/** Creates or edits one featured offer (price in USD); the server's refusals are marked on their fields. */
export function OfferForm({ initial, onDone }: { initial: OfferDraft; onDone: () => void }) {
  const intl = useIntl();
  const { draft, set, invalid, loading, onSubmit } = useOfferForm(initial, onDone);

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate data-testid="offer-form">
      <Stack gap="4" borderWidth="1px" rounded="lg" p="4">
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
          <OfferTextField name="from" draft={draft} invalid={invalid} set={set} />
          <OfferTextField name="to" draft={draft} invalid={invalid} set={set} />
          <OfferTextField name="fromIata" draft={draft} invalid={invalid} set={set} />
          <OfferTextField name="toIata" draft={draft} invalid={invalid} set={set} />
          <Field.Root>
            <Field.Label>
              <FormattedMessage id="admin.offers.field.category" />
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
          <OfferTextField name="priceUsd" draft={draft} invalid={invalid} set={set} />
          <OfferTextField name="discountPercent" draft={draft} invalid={invalid} set={set} />
          <OfferTextField name="sortOrder" draft={draft} invalid={invalid} set={set} />
          <OfferTextField name="validUntil" type="datetime-local" draft={draft} invalid={invalid} set={set} />
        </SimpleGrid>
        <Checkbox.Root
          checked={draft.featured}
          onCheckedChange={(details) => set("featured", details.checked === true)}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>
            <FormattedMessage id="admin.offers.field.featured" />
          </Checkbox.Label>
        </Checkbox.Root>
        <HStack gap="3">
          <Button type="submit" colorPalette="gold" loading={loading}>
            <FormattedMessage id="admin.offers.save" />
          </Button>
          <Button variant="ghost" onClick={onDone}>
            <FormattedMessage id="common.cancel" />
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

import { Button, Checkbox, Field, HStack, Input, NativeSelect, SimpleGrid, Stack } from "@chakra-ui/react";
import { useState, type FormEvent, type ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { badInputFields, hasErrorCode } from "../../../components/form/fieldErrors";
import { toaster } from "../../../components/toaster";
import { useAdminUpsertFlightOfferMutation, type AircraftCategory } from "../../../graphql/generated";
import { toOfferInput, type OfferDraft } from "./offerDraft";

const categories: AircraftCategory[] = ["LIGHT", "MIDSIZE", "LARGE", "ULTRA"];
type TextKey = "from" | "to" | "fromIata" | "toIata" | "discountPercent" | "priceUsd" | "sortOrder" | "validUntil";

/** Creates or edits one featured offer (price in USD); the server's refusals are marked on their fields. */
export function OfferForm({ initial, onDone }: { initial: OfferDraft; onDone: () => void }) {
  const intl = useIntl();
  const [draft, setDraft] = useState(initial);
  const [invalid, setInvalid] = useState<Set<string>>(new Set());
  const [upsert, { loading }] = useAdminUpsertFlightOfferMutation({
    refetchQueries: ["AdminFlightOffers", "AdminAuditTrail"],
    awaitRefetchQueries: true,
  });
  const set = (key: keyof OfferDraft, value: OfferDraft[keyof OfferDraft]) => setDraft((d) => ({ ...d, [key]: value }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const checked = toOfferInput(draft);
    if ("bad" in checked) return setInvalid(new Set(checked.bad));
    setInvalid(new Set());
    try {
      await upsert({ variables: { input: checked.input } });
      toaster.create({ type: "success", title: intl.formatMessage({ id: "admin.offers.saved" }) });
      onDone();
    } catch (error) {
      const fields = badInputFields(error);
      if (fields.length) setInvalid(new Set(fields));
      else if (hasErrorCode(error, "CONFLICT"))
        toaster.create({ type: "error", closable: true, title: intl.formatMessage({ id: "admin.offers.duplicate" }) });
      else
        toaster.create({
          type: "error",
          closable: true,
          title: intl.formatMessage({ id: "admin.pricing.saveFailed" }),
        });
    }
  }

  const field = (key: TextKey, extra: { type?: string; helper?: ReactNode } = {}) => (
    <Field.Root invalid={invalid.has(`input.${key}`)}>
      <Field.Label>
        <FormattedMessage id={`admin.offers.field.${key}`} />
      </Field.Label>
      <Input type={extra.type ?? "text"} value={draft[key]} onChange={(event) => set(key, event.target.value)} />
      {invalid.has(`input.${key}`) && (
        <Field.ErrorText>
          <FormattedMessage id={`admin.offers.error.${key}`} />
        </Field.ErrorText>
      )}
    </Field.Root>
  );

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate data-testid="offer-form">
      <Stack gap="4" borderWidth="1px" rounded="lg" p="4">
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
          {field("from")}
          {field("to")}
          {field("fromIata")}
          {field("toIata")}
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
          {field("priceUsd")}
          {field("discountPercent")}
          {field("sortOrder")}
          {field("validUntil", { type: "datetime-local" })}
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

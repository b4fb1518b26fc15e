import { Alert, Button, Card, Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { badInputFields } from "../../../components/form/fieldErrors";
import { toaster } from "../../../components/toaster";
import { useCurrency } from "../../../currency/CurrencyContext";
import { useAdminUpdatePricingMutation, type AdminPricingFieldsFragment } from "../../../graphql/generated";
import { NumberField } from "./NumberField";
import { categoryFields, limitOf, ruleNames, toDraft, toInput, unparsable, type PricingDraft } from "./pricingDraft";

const programNames = {
  ON_DEMAND: "program.onDemand.name",
  MEMBERSHIP: "program.membership.name",
  CORPORATE: "program.corporate.name",
} as const;

/** Every figure staff tune, saved together with updatePricing; refused fields are marked where they are. */
export function PricingForm({ settings }: { settings: AdminPricingFieldsFragment }) {
  const intl = useIntl();
  const { format } = useCurrency();
  const [draft, setDraft] = useState<PricingDraft>(() => toDraft(settings));
  const [invalid, setInvalid] = useState<Set<string>>(new Set());
  const [save, { loading }] = useAdminUpdatePricingMutation({
    refetchQueries: ["AdminEstimatePreview", "AdminAuditTrail"],
    awaitRefetchQueries: true,
  });

  const inUsd = (text: string) =>
    Number.isFinite(Number(text)) && text.trim() ? (
      <FormattedMessage id="admin.pricing.shownAs" values={{ amount: format(Number(text)) }} />
    ) : undefined;
  const edit = (change: (draft: PricingDraft) => void) =>
    setDraft((current) => {
      const next = structuredClone(current);
      change(next);
      return next;
    });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const bad = unparsable(draft);
    setInvalid(new Set(bad));
    if (bad.length) return;
    try {
      const { data } = await save({ variables: { input: toInput(draft) } });
      if (data) setDraft(toDraft(data.updatePricing));
      toaster.create({ type: "success", title: intl.formatMessage({ id: "admin.pricing.saved" }) });
    } catch (error) {
      const fields = badInputFields(error);
      if (fields.length) setInvalid(new Set(fields));
      else
        toaster.create({
          type: "error",
          closable: true,
          title: intl.formatMessage({ id: "admin.pricing.saveFailed" }),
        });
    }
  }

  return (
    <Card.Root as="section" aria-labelledby="pricing-form-title">
      <Card.Body>
        <form onSubmit={(event) => void onSubmit(event)} noValidate>
          <Stack gap="8">
            <Heading as="h2" id="pricing-form-title" size="lg">
              <FormattedMessage id="admin.pricing.formTitle" />
            </Heading>
            {draft.categories.map((c, i) => (
              <Stack key={c.category} as="fieldset" gap="3" data-testid={`category-${c.category}`}>
                <Heading as="legend" size="md" mb="3">
                  <FormattedMessage id={`category.${c.category}`} />
                </Heading>
                <SimpleGrid columns={{ base: 1, sm: 2, lg: 5 }} gap="4">
                  {categoryFields.map((f) => (
                    <NumberField
                      key={f}
                      path={`categories[${i}].${f}`}
                      limit={limitOf(settings.limits, f)}
                      label={<FormattedMessage id={`admin.pricing.field.${f}`} />}
                      value={c[f]}
                      invalid={invalid.has(`categories[${i}].${f}`)}
                      helper={f === "hourlyRateUsd" ? inUsd(c[f]) : undefined}
                      onChange={(value) => edit((d) => void (d.categories[i]![f] = value))}
                    />
                  ))}
                </SimpleGrid>
              </Stack>
            ))}
            <Stack as="fieldset" gap="3">
              <Heading as="legend" size="md" mb="3">
                <FormattedMessage id="admin.pricing.programsTitle" />
              </Heading>
              <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
                {draft.programs.map((p, i) =>
                  p.custom ? (
                    <Text key={p.code} fontSize="sm" color="fg.muted" alignSelf="center">
                      <FormattedMessage
                        id="admin.pricing.customPrice"
                        values={{ name: intl.formatMessage({ id: programNames[p.code] }) }}
                      />
                    </Text>
                  ) : (
                    <NumberField
                      key={p.code}
                      path={`programs[${draft.programs.filter((x) => !x.custom).indexOf(p)}].fromPriceUsd`}
                      limit={limitOf(settings.limits, "fromPriceUsd")}
                      label={
                        <FormattedMessage
                          id="admin.pricing.field.fromPriceUsd"
                          values={{ name: intl.formatMessage({ id: programNames[p.code] }) }}
                        />
                      }
                      value={p.fromPriceUsd}
                      invalid={invalid.has(
                        `programs[${draft.programs.filter((x) => !x.custom).indexOf(p)}].fromPriceUsd`,
                      )}
                      helper={inUsd(p.fromPriceUsd)}
                      onChange={(value) => edit((d) => void (d.programs[i]!.fromPriceUsd = value))}
                    />
                  ),
                )}
              </SimpleGrid>
            </Stack>
            <Stack as="fieldset" gap="3">
              <Heading as="legend" size="md" mb="3">
                <FormattedMessage id="admin.pricing.rulesTitle" />
              </Heading>
              <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
                {ruleNames.map((name) => (
                  <NumberField
                    key={name}
                    path={name}
                    limit={limitOf(settings.limits, name)}
                    label={<FormattedMessage id={`admin.pricing.field.${name}`} />}
                    value={draft.rules[name]}
                    invalid={invalid.has(name)}
                    onChange={(value) => edit((d) => void (d.rules[name] = value))}
                  />
                ))}
              </SimpleGrid>
            </Stack>
            {invalid.size > 0 && (
              <Alert.Root status="error" role="alert">
                <Alert.Indicator />
                <Alert.Description>
                  <FormattedMessage id="admin.pricing.fixFields" />
                </Alert.Description>
              </Alert.Root>
            )}
            <Button type="submit" colorPalette="gold" alignSelf="start" loading={loading} data-testid="save-pricing">
              <FormattedMessage id="admin.pricing.save" />
            </Button>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}

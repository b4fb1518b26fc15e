import { Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { FormattedMessage, useIntl } from "react-intl";
import { useCurrency } from "../../currency/CurrencyContext";
import type { AdminPricingFieldsFragment } from "../../graphql/generated";
import { NumberField } from "./NumberField";
import { categoryFields, limitOf, marginNames, ruleNames, type PricingDraft } from "./pricingDraft";
import type { EditPricing } from "./usePricingForm";

const programNames = {
  ON_DEMAND: "program.onDemand.name",
  MEMBERSHIP: "program.membership.name",
  CORPORATE: "program.corporate.name",
} as const;

interface FieldsetProps {
  draft: PricingDraft;
  limits: AdminPricingFieldsFragment["limits"];
  /** The paths of the fields to mark as refused. */
  invalid: Set<string>;
  edit: EditPricing;
}

/** A dollar amount as typed, shown in the viewer's currency beneath its field. */
function useInUsd() {
  const { format } = useCurrency();
  return (text: string) =>
    Number.isFinite(Number(text)) && text.trim() ? (
      <FormattedMessage id="admin.pricing.shownAs" values={{ amount: format(Number(text)) }} />
    ) : undefined;
}

/** One fieldset per aircraft category: its hourly rate, daily minimum, seats, range and speed. */
export function CategoryFieldsets({ draft, limits, invalid, edit }: FieldsetProps) {
  const inUsd = useInUsd();
  return draft.categories.map((c, i) => (
    <Stack key={c.category} as="fieldset" gap="3" data-testid={`category-${c.category}`}>
      <Heading as="legend" size="md" mb="3">
        <FormattedMessage id={`category.${c.category}`} />
      </Heading>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 5 }} gap="4">
        {categoryFields.map((f) => (
          <NumberField
            key={f}
            path={`categories[${i}].${f}`}
            limit={limitOf(limits, f)}
            label={<FormattedMessage id={`admin.pricing.field.${f}`} />}
            value={c[f]}
            invalid={invalid.has(`categories[${i}].${f}`)}
            helper={f === "hourlyRateUsd" ? inUsd(c[f]) : undefined}
            onChange={(value) => edit((d) => void (d.categories[i]![f] = value))}
          />
        ))}
      </SimpleGrid>
    </Stack>
  ));
}

/** The programmes' "from" prices; a programme priced case by case has none. */
export function ProgramsFieldset({ draft, limits, invalid, edit }: FieldsetProps) {
  const intl = useIntl();
  const inUsd = useInUsd();
  return (
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
              limit={limitOf(limits, "fromPriceUsd")}
              label={
                <FormattedMessage
                  id="admin.pricing.field.fromPriceUsd"
                  values={{ name: intl.formatMessage({ id: programNames[p.code] }) }}
                />
              }
              value={p.fromPriceUsd}
              invalid={invalid.has(`programs[${draft.programs.filter((x) => !x.custom).indexOf(p)}].fromPriceUsd`)}
              helper={inUsd(p.fromPriceUsd)}
              onChange={(value) => edit((d) => void (d.programs[i]!.fromPriceUsd = value))}
            />
          ),
        )}
      </SimpleGrid>
    </Stack>
  );
}

/** The rules every estimate follows: routing factor, taxi time and range margins. */
export function RulesFieldset({ draft, limits, invalid, edit }: FieldsetProps) {
  return (
    <Stack as="fieldset" gap="3">
      <Heading as="legend" size="md" mb="3">
        <FormattedMessage id="admin.pricing.rulesTitle" />
      </Heading>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
        {ruleNames.map((name) => (
          <NumberField
            key={name}
            path={name}
            limit={limitOf(limits, name)}
            label={<FormattedMessage id={`admin.pricing.field.${name}`} />}
            value={draft.rules[name]}
            invalid={invalid.has(name)}
            onChange={(value) => edit((d) => void (d.rules[name] = value))}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** The margin on quotes made from operators' answers: the default staff start from, and the least they may send. */
export function MarginsFieldset({ draft, limits, invalid, edit }: FieldsetProps) {
  const inUsd = useInUsd();
  return (
    <Stack as="fieldset" gap="3" data-testid="margins">
      <Heading as="legend" size="md" mb="3">
        <FormattedMessage id="admin.pricing.marginsTitle" />
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        <FormattedMessage id="admin.pricing.marginsHint" />
      </Text>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
        {marginNames.map((name) => (
          <NumberField
            key={name}
            path={name}
            limit={limitOf(limits, name)}
            label={<FormattedMessage id={`admin.pricing.field.${name}`} />}
            value={draft.rules[name]}
            invalid={invalid.has(name)}
            helper={name === "marginMinimumUsd" ? inUsd(draft.rules[name]) : undefined}
            onChange={(value) => edit((d) => void (d.rules[name] = value))}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

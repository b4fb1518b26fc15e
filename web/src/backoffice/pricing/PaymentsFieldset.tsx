import { Button, Heading, HStack, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { FormattedMessage, useIntl } from "react-intl";
import type { AdminPricingFieldsFragment } from "../../graphql/generated";
import { NumberField } from "./NumberField";
import { limitOf, paymentNames, type PricingDraft } from "./pricingDraft";
import type { EditPricing } from "./usePricingForm";

interface PaymentsFieldsetProps {
  draft: PricingDraft;
  limits: AdminPricingFieldsFragment["limits"];
  invalid: Set<string>;
  edit: EditPricing;
}

// A tier's bounds (the server's cancellationSchedule rules); the flat limits list holds none for tiers.
const TIER_LIMITS = { daysBefore: { min: 0, max: 365 }, percent: { min: 0, max: 100 } } as const;
const MAX_TIERS = 6;

/**
 * A new booking's schedule (the deposit and when it and the balance are due, and when the reminder
 * goes) and the cancellation schedule the customer agrees to when accepting a quote.
 */
export function PaymentsFieldset({ draft, limits, invalid, edit }: PaymentsFieldsetProps) {
  const intl = useIntl();
  const scheduleRefused = invalid.has("cancellationSchedule");
  return (
    <Stack as="fieldset" gap="3" data-testid="payment-rules">
      <Heading as="legend" size="md" mb="3">
        <FormattedMessage id="admin.pricing.paymentsTitle" />
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        <FormattedMessage id="admin.pricing.paymentsHint" />
      </Text>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
        {paymentNames.map((name) => (
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
      <Heading as="h3" size="sm" mt="4">
        <FormattedMessage id="charter.cancellationTitle" />
      </Heading>
      <Text
        fontSize="sm"
        color={scheduleRefused ? "fg.error" : "fg.muted"}
        role={scheduleRefused ? "alert" : undefined}
      >
        <FormattedMessage id={scheduleRefused ? "admin.pricing.tiersRefused" : "admin.pricing.tiersHint"} />
      </Text>
      <Stack gap="3" data-testid="cancellation-tiers">
        {draft.tiers.map((tier, i) => (
          <HStack key={i} gap="3" align="end" flexWrap="wrap">
            {(["daysBefore", "percent"] as const).map((field) => (
              <NumberField
                key={field}
                path={`cancellationSchedule[${i}].${field}`}
                limit={TIER_LIMITS[field]}
                label={<FormattedMessage id={`admin.pricing.tier.${field}`} />}
                value={tier[field]}
                invalid={invalid.has(`cancellationSchedule[${i}].${field}`)}
                onChange={(value) => edit((d) => void (d.tiers[i]![field] = value))}
              />
            ))}
            <Button
              variant="ghost"
              size="sm"
              disabled={draft.tiers.length <= 1}
              aria-label={intl.formatMessage({ id: "admin.pricing.tier.remove" }, { number: i + 1 })}
              onClick={() => edit((d) => void d.tiers.splice(i, 1))}
            >
              <FormattedMessage id="admin.pricing.tier.removeShort" />
            </Button>
          </HStack>
        ))}
        <Button
          variant="outline"
          size="sm"
          alignSelf="start"
          disabled={draft.tiers.length >= MAX_TIERS}
          onClick={() => edit((d) => void d.tiers.push({ daysBefore: "", percent: "" }))}
        >
          <FormattedMessage id="admin.pricing.tier.add" />
        </Button>
      </Stack>
    </Stack>
  );
}

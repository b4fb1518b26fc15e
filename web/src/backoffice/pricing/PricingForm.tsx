import { Alert, Button, Card, Heading, Stack } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import type { AdminPricingFieldsFragment } from "../../graphql/generated";
import { CategoryFieldsets, MarginsFieldset, ProgramsFieldset, RulesFieldset } from "./PricingFieldsets";
import { PaymentsFieldset } from "./PaymentsFieldset";
import { usePricingForm } from "./usePricingForm";

/** Every figure staff tune, saved together with updatePricing; refused fields are marked where they are. */
export function PricingForm({ settings }: { settings: AdminPricingFieldsFragment }) {
  const { draft, edit, invalid, loading, onSubmit } = usePricingForm(settings);
  const fieldsets = { draft, limits: settings.limits, invalid, edit };

  return (
    <Card.Root as="section" aria-labelledby="pricing-form-title">
      <Card.Body>
        <form onSubmit={(event) => void onSubmit(event)} noValidate>
          <Stack gap="8">
            <Heading as="h2" id="pricing-form-title" size="lg">
              <FormattedMessage id="admin.pricing.formTitle" />
            </Heading>
            <CategoryFieldsets {...fieldsets} />
            <ProgramsFieldset {...fieldsets} />
            <RulesFieldset {...fieldsets} />
            <MarginsFieldset {...fieldsets} />
            <PaymentsFieldset {...fieldsets} />
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

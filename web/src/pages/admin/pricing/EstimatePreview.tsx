import { Alert, Button, Card, Field, Heading, HStack, Input, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useCurrency } from "../../../currency/CurrencyContext";
import { useAdminEstimatePreviewQuery, type EstimateInput } from "../../../graphql/generated";

/** A weekday morning a month ahead, as the estimate wants it: local time at the departure airport. */
function sampleDeparture(): string {
  const day = new Date(Date.now() + 30 * 86_400_000);
  return `${day.toISOString().slice(0, 10)}T09:00`;
}

const tripOf = (from: string, to: string, passengers: number): EstimateInput => ({
  legs: [{ from: from.trim().toUpperCase(), to: to.trim().toUpperCase(), departAt: sampleDeparture() }],
  passengers,
});

/**
 * What the public estimator answers for a sample trip with the *saved* pricing (not unsaved edits):
 * the form's save refetches it by name, so a change shows here once it is live.
 */
export function EstimatePreview() {
  const intl = useIntl();
  const { format } = useCurrency();
  const [from, setFrom] = useState("LHR");
  const [to, setTo] = useState("NCE");
  const [passengers, setPassengers] = useState("4");
  const [trip, setTrip] = useState<EstimateInput>(() => tripOf("LHR", "NCE", 4));
  const { data, error, loading } = useAdminEstimatePreviewQuery({
    variables: { input: trip },
    fetchPolicy: "network-only",
    notifyOnNetworkStatusChange: true,
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setTrip(tripOf(from, to, Math.max(1, Math.min(19, Math.round(Number(passengers)) || 1))));
  }

  return (
    <Card.Root as="section" aria-labelledby="estimate-preview-title">
      <Card.Body gap="5">
        <Stack gap="1">
          <Heading as="h2" id="estimate-preview-title" size="lg">
            <FormattedMessage id="admin.pricing.previewTitle" />
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            <FormattedMessage id="admin.pricing.previewBody" />
          </Text>
        </Stack>
        <form onSubmit={onSubmit}>
          <HStack gap="3" align="end" flexWrap="wrap">
            <Field.Root width="28">
              <Field.Label>
                <FormattedMessage id="admin.pricing.previewFrom" />
              </Field.Label>
              <Input value={from} maxLength={4} onChange={(event) => setFrom(event.target.value)} />
            </Field.Root>
            <Field.Root width="28">
              <Field.Label>
                <FormattedMessage id="admin.pricing.previewTo" />
              </Field.Label>
              <Input value={to} maxLength={4} onChange={(event) => setTo(event.target.value)} />
            </Field.Root>
            <Field.Root width="28">
              <Field.Label>
                <FormattedMessage id="admin.pricing.previewPassengers" />
              </Field.Label>
              <Input inputMode="numeric" value={passengers} onChange={(event) => setPassengers(event.target.value)} />
            </Field.Root>
            <Button type="submit" variant="outline" loading={loading}>
              <FormattedMessage id="admin.pricing.previewRun" />
            </Button>
          </HStack>
        </form>
        {error && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Description>
              <FormattedMessage id="admin.pricing.previewFailed" />
            </Alert.Description>
          </Alert.Root>
        )}
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4" aria-live="polite" data-testid="estimate-preview">
          {data?.estimateCharter.options.map((option) => (
            <Stack
              key={option.category}
              gap="1"
              borderWidth="1px"
              rounded="lg"
              p="4"
              data-testid={`estimate-${option.category}`}
            >
              <Text fontWeight="semibold">
                <FormattedMessage id={`category.${option.category}`} />
              </Text>
              {option.lowUsd != null && option.highUsd != null ? (
                <Text fontSize="lg" data-testid="estimate-range">
                  <bdi>{format(option.lowUsd)}</bdi> – <bdi>{format(option.highUsd)}</bdi>
                </Text>
              ) : (
                <Text color="fg.muted">
                  <FormattedMessage id="admin.pricing.previewTooFewSeats" />
                </Text>
              )}
              <Text fontSize="sm" color="fg.muted">
                <FormattedMessage
                  id="admin.pricing.previewHours"
                  values={{ hours: intl.formatNumber(option.flightMinutes / 60, { maximumFractionDigits: 1 }) }}
                />
                {option.fuelStop && (
                  <>
                    {" · "}
                    <FormattedMessage id="admin.pricing.previewFuelStop" />
                  </>
                )}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}

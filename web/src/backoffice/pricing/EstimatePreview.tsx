import { Alert, Button, Card, Field, Heading, HStack, Input, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import { FormattedMessage } from "react-intl";
import { useAdminEstimatePreviewQuery, type EstimateInput } from "../../graphql/generated";
import { PreviewOption } from "./PreviewOption";

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
            <PreviewOption key={option.category} option={option} />
          ))}
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}

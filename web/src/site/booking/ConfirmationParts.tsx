import { Container, Heading, List, Stack, Text } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import { customerDashboardPath, customerSignupPath } from "../../auth/paths";
import { PageHeader } from "../../ui/components/PageHeader";
import { PageTitle } from "../../ui/components/PageTitle";
import { ButtonLink } from "../../ui/navigation/links";
import { useCurrency } from "../../currency/CurrencyContext";
import type { SubmittedRequest } from "../../features/booking";
import { LocalDeparture, TripFact, TripFacts } from "../../features/trips";

/** A confirmation this tab does not know (another browser, or too long ago): where to go instead. */
export function UnknownRequest() {
  return (
    <>
      <PageTitle id="confirmation.unknownTitle" />
      <PageHeader
        eyebrow={<FormattedMessage id="confirmation.eyebrow" />}
        title={<FormattedMessage id="confirmation.unknownTitle" />}
        subtitle={<FormattedMessage id="confirmation.unknownBody" />}
      />
      <Container maxW="4xl" py="12">
        <Stack direction={{ base: "column", sm: "row" }} gap="4">
          <ButtonLink to="/booking" colorPalette="gold">
            <FormattedMessage id="confirmation.newRequest" />
          </ButtonLink>
          <ButtonLink to={customerDashboardPath} variant="outline">
            <FormattedMessage id="confirmation.toDashboard" />
          </ButtonLink>
        </Stack>
      </Container>
    </>
  );
}

/** The trip as it was sent: each leg with its local departure, passengers, category and our estimate. */
export function SentTrip({ request }: { request: SubmittedRequest }) {
  const { format } = useCurrency();
  return (
    <Stack as="section" gap="4" aria-labelledby="sent-title">
      <Heading id="sent-title" as="h2" fontSize="xl" fontFamily="heading" fontWeight="normal">
        <FormattedMessage id="confirmation.tripTitle" />
      </Heading>
      <List.Root as="ol" gap="2" ps="5" data-testid="confirmation-legs">
        {request.legs.map((leg, index) => (
          <List.Item key={index}>
            <bdi>{`${leg.fromName} (${leg.from}) → ${leg.toName} (${leg.to})`}</bdi>
            {" — "}
            <LocalDeparture departAt={leg.departAt} airport={leg.from} />
          </List.Item>
        ))}
      </List.Root>
      <TripFacts passengers={request.passengers} category={request.category}>
        {request.estimate && (
          <TripFact label="request.estimateTitle">
            {format(request.estimate.lowUsd)} – {format(request.estimate.highUsd)}
          </TripFact>
        )}
      </TripFacts>
    </Stack>
  );
}

/** Signed out: an account for the address the request came from, to follow it. */
export function AccountOffer({ email }: { email: string }) {
  return (
    <Stack bg="gold.50" rounded="xl" p="6" gap="3" data-testid="confirmation-signup">
      <Heading as="h2" fontSize="xl" fontFamily="heading" fontWeight="normal">
        <FormattedMessage id="confirmation.accountTitle" />
      </Heading>
      <Text>
        <FormattedMessage id="confirmation.accountBody" values={{ email: email }} />
      </Text>
      <ButtonLink to={`${customerSignupPath}?email=${encodeURIComponent(email)}`} colorPalette="gold" alignSelf="start">
        <FormattedMessage id="confirmation.createAccount" />
      </ButtonLink>
    </Stack>
  );
}

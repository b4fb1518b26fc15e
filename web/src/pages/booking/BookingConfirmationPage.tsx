import { Box, Container, Heading, List, Stack, Text } from "@chakra-ui/react";
import { FormattedMessage, useIntl } from "react-intl";
import { useSearchParams } from "react-router-dom";
import { customerDashboardPath, customerSignupPath } from "../../auth/paths";
import { useSession } from "../../auth/SessionContext";
import { PageHeader } from "../../components/PageHeader";
import { PageTitle } from "../../components/PageTitle";
import { ButtonLink, TextLink } from "../../components/RouterLinks";
import { useCurrency } from "../../currency/CurrencyContext";
import { recallRequest } from "../../features/booking/submittedRequests";
import { TripFact, TripFacts } from "../../features/trips/TripFacts";
import { formatLocalDateTime } from "../../features/trips/tripFormat";
import type { MessageId } from "../../i18n/messages";

/** After a request: its reference, the trip as sent, what happens next; signed out, an account offer. */
export default function BookingConfirmationPage() {
  const intl = useIntl();
  const { format } = useCurrency();
  const { session } = useSession();
  const [params] = useSearchParams();
  const reference = params.get("request") ?? "";
  const request = reference ? recallRequest(reference) : null;

  if (!request) {
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

  const steps: MessageId[] = ["confirmation.next1", "confirmation.next2", "confirmation.next3"];
  return (
    <>
      <PageTitle id="confirmation.pageTitle" />
      <PageHeader
        eyebrow={<FormattedMessage id="confirmation.eyebrow" />}
        title={<FormattedMessage id="confirmation.title" values={{ name: request.name }} />}
        subtitle={<FormattedMessage id="confirmation.subtitle" values={{ email: request.email }} />}
      />
      <Container maxW="5xl" py={{ base: "10", md: "14" }}>
        <Stack gap="10">
          <Box bg="navy.900" color="fg.inverted" rounded="xl" p="6">
            <Text fontSize="sm" color="gold.200" textTransform="uppercase" letterSpacing="wider">
              <FormattedMessage id="confirmation.reference" />
            </Text>
            <Text fontSize="3xl" fontFamily="mono" data-testid="confirmation-reference">
              {request.reference}
            </Text>
          </Box>
          <Stack as="section" gap="4" aria-labelledby="sent-title">
            <Heading id="sent-title" as="h2" fontSize="xl" fontFamily="heading" fontWeight="normal">
              <FormattedMessage id="confirmation.tripTitle" />
            </Heading>
            <List.Root as="ol" gap="2" ps="5" data-testid="confirmation-legs">
              {request.legs.map((leg, index) => (
                <List.Item key={index}>
                  <bdi>{`${leg.fromName} (${leg.from}) → ${leg.toName} (${leg.to})`}</bdi>
                  {" — "}
                  <FormattedMessage
                    id="request.localDeparture"
                    values={{ time: formatLocalDateTime(leg.departAt, intl.locale), airport: leg.from }}
                  />
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
          <Stack as="section" gap="4" aria-labelledby="next-title">
            <Heading id="next-title" as="h2" fontSize="xl" fontFamily="heading" fontWeight="normal">
              <FormattedMessage id="confirmation.nextTitle" />
            </Heading>
            <List.Root as="ol" gap="2" ps="5">
              {steps.map((step) => (
                <List.Item key={step}>
                  <FormattedMessage id={step} />
                </List.Item>
              ))}
            </List.Root>
          </Stack>
          {session ? (
            <TextLink to={customerDashboardPath}>
              <FormattedMessage id="confirmation.toDashboard" />
            </TextLink>
          ) : (
            <Stack bg="gold.50" rounded="xl" p="6" gap="3" data-testid="confirmation-signup">
              <Heading as="h2" fontSize="xl" fontFamily="heading" fontWeight="normal">
                <FormattedMessage id="confirmation.accountTitle" />
              </Heading>
              <Text>
                <FormattedMessage id="confirmation.accountBody" values={{ email: request.email }} />
              </Text>
              <ButtonLink
                to={`${customerSignupPath}?email=${encodeURIComponent(request.email)}`}
                colorPalette="gold"
                alignSelf="start"
              >
                <FormattedMessage id="confirmation.createAccount" />
              </ButtonLink>
            </Stack>
          )}
        </Stack>
      </Container>
    </>
  );
}

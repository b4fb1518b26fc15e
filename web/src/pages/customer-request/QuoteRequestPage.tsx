import { Container, Grid, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { useEffect } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useParams } from "react-router-dom";
import { customerDashboardPath } from "../../auth/paths";
import { InlineLoader } from "../../components/InlineLoader";
import { LoadError } from "../../components/LoadError";
import { PageHeader } from "../../components/PageHeader";
import { PageTitle } from "../../components/PageTitle";
import { TextLink } from "../../components/RouterLinks";
import { useCurrency } from "../../currency/CurrencyContext";
import { markQuotesSeen } from "../../features/requests/seenQuotes";
import { useRequestUpdates } from "../../features/requests/useRequestUpdates";
import { RequestStatusBadge } from "../../features/trips/StatusBadge";
import { TripFact, TripFacts } from "../../features/trips/TripFacts";
import { LazyRouteMap } from "../../features/trips/LazyRouteMap";
import { formatLocalDateTime, routeOf } from "../../features/trips/tripFormat";
import { useCustomerRequestQuery } from "../../graphql/generated";
import type { MessageId } from "../../i18n/messages";
import { CancelRequest } from "./CancelRequest";
import { QuoteOptions } from "./QuoteOptions";
import { RequestTimeline } from "./RequestTimeline";
import { hasErrorCode } from "../../components/form/fieldErrors";

export const customerRequestQuery = /* GraphQL */ `
  query CustomerRequest($id: ID!) {
    quoteRequest(id: $id) {
      ...RequestSummary
      legs {
        fromAirport {
          ...TripAirport
        }
        toAirport {
          ...TripAirport
        }
      }
      category
      pets
      luggage
      catering
      notes
      estimate {
        category
        flightMinutes
        lowUsd
        highUsd
      }
      quotes {
        id
        aircraft
        operator
        priceUsd
        validUntil
        terms
        note
        status
        expired
        category
      }
      booking {
        id
        number
        status
        confirmationCode
      }
    }
  }
`;

/** One quote request: the trip, where it stands, and the broker's quotes to accept. */
export default function QuoteRequestPage() {
  const { id = "" } = useParams();
  const intl = useIntl();
  const { format } = useCurrency();
  const { data, error, refetch } = useCustomerRequestQuery({ variables: { id }, fetchPolicy: "cache-and-network" });
  const request = data?.quoteRequest;
  // Events for this request update it through the cache; others are not this page's business.
  useRequestUpdates(
    () => undefined,
    () => true,
  );
  const quoteCount = request?.quotes.length ?? 0;
  useEffect(() => {
    if (request) markQuotesSeen(request.id, quoteCount);
  }, [request, quoteCount]);

  // Someone else's request answers NOT_FOUND, exactly as one that does not exist.
  const notFound = hasErrorCode(error, "NOT_FOUND");
  if (error && !data && !notFound) {
    return (
      <Container maxW="5xl" py="16">
        <LoadError onRetry={() => void refetch()} />
      </Container>
    );
  }
  if (!data && !notFound) return <InlineLoader />;
  if (!request) {
    return (
      <Container maxW="5xl" py="16">
        <PageTitle id="request.notFoundTitle" />
        <Stack gap="4">
          <Heading as="h1" fontFamily="heading" fontWeight="normal">
            <FormattedMessage id="request.notFoundTitle" />
          </Heading>
          <Text>
            <FormattedMessage id="request.notFoundBody" />
          </Text>
          <TextLink to={customerDashboardPath}>
            <FormattedMessage id="request.backToDashboard" />
          </TextLink>
        </Stack>
      </Container>
    );
  }

  const extras: { label: MessageId; value: string | null }[] = [
    { label: "request.pets", value: intl.formatMessage({ id: request.pets ? "common.yes" : "common.no" }) },
    { label: "request.luggage", value: request.luggage },
    { label: "request.catering", value: request.catering },
    { label: "request.notes", value: request.notes },
  ];

  return (
    <>
      <PageTitle id="request.pageTitle" values={{ reference: request.reference }} />
      <PageHeader
        eyebrow={<FormattedMessage id="request.eyebrow" values={{ reference: request.reference }} />}
        title={<bdi>{routeOf(request.legs)}</bdi>}
        subtitle={<RequestStatusBadge status={request.status} />}
      />
      <Container maxW="7xl" py={{ base: "10", md: "14" }}>
        <Stack gap="12">
          <TextLink to={customerDashboardPath} fontSize="sm">
            <FormattedMessage id="request.backToDashboard" />
          </TextLink>
          <RequestTimeline request={request} />
          <CancelRequest request={request} />
          <Grid templateColumns={{ base: "1fr", lg: "3fr 2fr" }} gap="10" alignItems="start">
            <Stack gap="4" as="section" aria-labelledby="trip-title">
              <Heading id="trip-title" as="h2" fontSize="xl" fontFamily="heading" fontWeight="normal">
                <FormattedMessage id="request.tripTitle" />
              </Heading>
              <Stack as="ol" gap="2" listStyleType="none" data-testid="request-legs">
                {request.legs.map((leg, index) => (
                  <HStack
                    as="li"
                    key={`${leg.from}-${leg.to}-${leg.departAt}`}
                    justify="space-between"
                    borderBottomWidth="1px"
                    py="2"
                    flexWrap="wrap"
                  >
                    <Stack gap="0">
                      <Text fontWeight="medium">
                        <FormattedMessage id="request.leg" values={{ number: index + 1 }} />:{" "}
                        <bdi>{`${leg.from} → ${leg.to}`}</bdi>
                      </Text>
                      <Text fontSize="sm" color="fg.muted">
                        <bdi>{`${leg.fromAirport.name} → ${leg.toAirport.name}`}</bdi>
                      </Text>
                    </Stack>
                    <Text color="fg.muted">
                      <FormattedMessage
                        id="request.localDeparture"
                        values={{
                          time: formatLocalDateTime(leg.departAt, intl.locale),
                          airport: leg.fromAirport.city ?? leg.from,
                        }}
                      />
                    </Text>
                  </HStack>
                ))}
              </Stack>
              <LazyRouteMap legs={request.legs.map((leg) => ({ from: leg.fromAirport, to: leg.toAirport }))} />
              <TripFacts passengers={request.passengers} category={request.category}>
                {extras
                  .filter((extra) => extra.value)
                  .map((extra) => (
                    <TripFact key={extra.label} label={extra.label}>
                      {extra.value}
                    </TripFact>
                  ))}
              </TripFacts>
            </Stack>
            {request.estimate && (
              <Stack gap="2" as="section" aria-labelledby="estimate-title" bg="bg.muted" p="6" rounded="xl">
                <Heading id="estimate-title" as="h2" fontSize="xl" fontFamily="heading" fontWeight="normal">
                  <FormattedMessage id="request.estimateTitle" />
                </Heading>
                <Text fontSize="2xl" fontWeight="semibold">
                  {format(request.estimate.lowUsd)} – {format(request.estimate.highUsd)}
                </Text>
                <Text color="fg.muted" fontSize="sm">
                  <FormattedMessage
                    id="request.estimateDetail"
                    values={{
                      hours: Math.floor(request.estimate.flightMinutes / 60),
                      minutes: request.estimate.flightMinutes % 60,
                    }}
                  />
                </Text>
                <Text color="fg.muted" fontSize="xs">
                  <FormattedMessage id="request.estimateDisclaimer" />
                </Text>
              </Stack>
            )}
          </Grid>
          <QuoteOptions request={request} />
        </Stack>
      </Container>
    </>
  );
}

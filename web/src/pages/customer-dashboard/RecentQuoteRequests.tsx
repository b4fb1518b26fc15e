import { Badge, Button, Card, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { FormattedMessage, useIntl } from "react-intl";
import { ButtonLink } from "../../components/RouterLinks";
import { quoteRequestPath } from "../../features/requests/paths";
import { hasUnseenQuotes } from "../../features/requests/seenQuotes";
import { useRequestUpdates } from "../../features/requests/useRequestUpdates";
import { RequestStatusBadge } from "../../features/trips/StatusBadge";
import { formatLocalDateTime, routeOf } from "../../features/trips/tripFormat";
import { ListState } from "../../components/ListState";
import { useCustomerDashboard_RequestsQuery } from "../../graphql/generated";

export const customerRequestsQuery = /* GraphQL */ `
  query CustomerDashboard_Requests($after: String) {
    myQuoteRequests(first: 10, after: $after) {
      totalCount
      pageInfo {
        endCursor
        hasNextPage
      }
      edges {
        cursor
        node {
          ...RequestSummary
        }
      }
    }
  }
`;

export function RecentQuoteRequests() {
  const intl = useIntl();
  const { data, loading, error, refetch, fetchMore } = useCustomerDashboard_RequestsQuery({
    fetchPolicy: "cache-and-network",
    notifyOnNetworkStatusChange: true,
  });
  const requests = data?.myQuoteRequests.edges.map((edge) => edge.node) ?? [];
  const pageInfo = data?.myQuoteRequests.pageInfo;
  useRequestUpdates(
    () => void refetch(),
    (id) => requests.some((request) => request.id === id),
  );

  return (
    <Stack gap="5" as="section" aria-labelledby="my-requests-title">
      <Heading id="my-requests-title" as="h2" fontSize="2xl" fontWeight="normal" fontFamily="heading">
        <FormattedMessage id="dashboard.requests.title" />
      </Heading>
      <ListState
        loaded={Boolean(data)}
        failed={Boolean(error)}
        empty={requests.length === 0}
        onRetry={() => void refetch()}
        emptyTitle="dashboard.requests.emptyTitle"
        emptyBody="dashboard.requests.emptyBody"
      >
        <Stack as="ul" listStyleType="none" gap="3" data-testid="quote-requests" aria-live="polite">
          {requests.map((request) => {
            const openQuotes = request.quotes.filter((quote) => quote.status === "SENT" && !quote.expired).length;
            const firstLeg = request.legs[0];
            return (
              <Card.Root
                as="li"
                key={request.id}
                size="sm"
                data-testid="quote-request"
                data-reference={request.reference}
              >
                <Card.Body>
                  <HStack justify="space-between" gap="4" flexWrap="wrap">
                    <Stack gap="1" minW="0">
                      <HStack gap="3" flexWrap="wrap">
                        <Text fontWeight="semibold" fontSize="lg">
                          <bdi>{routeOf(request.legs)}</bdi>
                        </Text>
                        <RequestStatusBadge status={request.status} />
                        {request.status === "QUOTED" && hasUnseenQuotes(request.id, request.quotes.length) && (
                          <Badge colorPalette="gold" variant="solid" data-testid="new-quote-badge">
                            <FormattedMessage id="dashboard.requests.newQuote" />
                          </Badge>
                        )}
                      </HStack>
                      <Text color="fg.muted" fontSize="sm">
                        <FormattedMessage
                          id="dashboard.requests.summary"
                          values={{
                            reference: request.reference,
                            date: firstLeg ? formatLocalDateTime(firstLeg.departAt, intl.locale, "date") : "—",
                            passengers: request.passengers,
                            quotes: openQuotes,
                          }}
                        />
                      </Text>
                    </Stack>
                    <ButtonLink
                      to={quoteRequestPath(request.id)}
                      variant="outline"
                      size="sm"
                      aria-label={intl.formatMessage(
                        { id: "dashboard.requests.viewDetailsOf" },
                        { reference: request.reference },
                      )}
                    >
                      <FormattedMessage id="dashboard.requests.viewDetails" />
                    </ButtonLink>
                  </HStack>
                </Card.Body>
              </Card.Root>
            );
          })}
        </Stack>
      </ListState>
      {pageInfo?.hasNextPage && (
        <Button
          alignSelf="center"
          variant="outline"
          loading={loading}
          onClick={() => void fetchMore({ variables: { after: pageInfo.endCursor } })}
        >
          <FormattedMessage id="common.showMore" />
        </Button>
      )}
    </Stack>
  );
}

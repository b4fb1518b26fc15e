import { Heading, Stack } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import { useRequestUpdates } from "../../features/requests";
import { ListState } from "../../ui/components/ListState";
import { useCustomerDashboard_RequestsQuery } from "../../graphql/generated";
import { QuoteRequestCard } from "./QuoteRequestCard";
import { UnreadMessagesNotice } from "./UnreadMessagesNotice";
import { ShowMore } from "../../ui/components/ShowMore";

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

/** The customer's quote requests, ten at a time, kept current by their live updates. */
export function RecentQuoteRequests() {
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
      <UnreadMessagesNotice />
      <ListState
        loaded={Boolean(data)}
        failed={Boolean(error)}
        empty={requests.length === 0}
        onRetry={() => void refetch()}
        emptyTitle="dashboard.requests.emptyTitle"
        emptyBody="dashboard.requests.emptyBody"
      >
        <Stack as="ul" listStyleType="none" gap="3" data-testid="quote-requests" aria-live="polite">
          {requests.map((request) => (
            <QuoteRequestCard key={request.id} request={request} />
          ))}
        </Stack>
      </ListState>
      <ShowMore pageInfo={pageInfo} loading={loading} fetchMore={fetchMore} />
    </Stack>
  );
}

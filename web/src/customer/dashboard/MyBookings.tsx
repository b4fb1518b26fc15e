import { Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import { TextLink } from "../../ui/navigation/links";
import { ListState } from "../../ui/components/ListState";
import { useCustomerDashboard_BookingsQuery } from "../../graphql/generated";
import { BookingsTable } from "./MyBookingsViews";
import { ShowMore } from "../../ui/components/ShowMore";

export const customerBookingsQuery = /* GraphQL */ `
  query CustomerDashboard_Bookings($after: String) {
    myBookings(first: 10, after: $after) {
      totalCount
      pageInfo {
        endCursor
        hasNextPage
      }
      edges {
        cursor
        node {
          id
          number
          status
          departAt
          route
          passengers
          aircraft
          priceUsd
          confirmationCode
          quoteRequest {
            id
          }
          manifest {
            complete
            erasedAt
            legs {
              unnamedSeats
              incompletePassengers
            }
          }
        }
      }
    }
  }
`;

/** The customer's bookings, ten at a time: a table, or cards on a phone. */
export function MyBookings() {
  const { data, loading, error, refetch, fetchMore } = useCustomerDashboard_BookingsQuery({
    fetchPolicy: "cache-and-network",
    notifyOnNetworkStatusChange: true,
  });
  const bookings = data?.myBookings.edges.map((edge) => edge.node) ?? [];
  const pageInfo = data?.myBookings.pageInfo;

  return (
    <Stack gap="5" as="section" aria-labelledby="my-bookings-title">
      <HStack justify="space-between" flexWrap="wrap">
        <Heading id="my-bookings-title" as="h2" fontSize="2xl" fontWeight="normal" fontFamily="heading">
          <FormattedMessage id="dashboard.bookings.title" />
        </Heading>
        {data && (
          <HStack gap="4">
            <Text color="fg.muted" fontSize="sm">
              <FormattedMessage id="dashboard.bookings.count" values={{ count: data.myBookings.totalCount }} />
            </Text>
            {bookings.some((booking) => booking.status === "COMPLETED") && (
              <TextLink to="/customer/testimonials" fontSize="sm" fontWeight="semibold">
                <FormattedMessage id="dashboard.reviewsLink" />
              </TextLink>
            )}
          </HStack>
        )}
      </HStack>
      <ListState
        loaded={Boolean(data)}
        failed={Boolean(error)}
        empty={bookings.length === 0}
        onRetry={() => void refetch()}
        emptyTitle="dashboard.bookings.emptyTitle"
        emptyBody="dashboard.bookings.emptyBody"
      >
        <BookingsTable bookings={bookings} />
      </ListState>
      <ShowMore pageInfo={pageInfo} loading={loading} fetchMore={fetchMore} />
    </Stack>
  );
}

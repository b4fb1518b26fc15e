import { Container, Stack, Text } from "@chakra-ui/react";
import { FormattedMessage, useIntl } from "react-intl";
import { useSession } from "../../auth/SessionContext";
import { ListState } from "../../ui/components/ListState";
import { BackOfficePageHeader } from "../layout/BackOfficePageHeader";
import { PageTitle } from "../../ui/components/PageTitle";
import { toaster } from "../../ui/components/toaster";
import { useAdminBookingsQuery } from "../../graphql/generated";
import { authorizedDownload } from "../../lib/authorizedDownload";
import { BookingDeskFilters } from "./BookingDeskFilters";
import { bookingExportPath } from "./bookingDesk";
import { BookingsTable } from "./BookingsTable";
import { useBookingDeskFilter } from "./useBookingDeskFilter";
import { ShowMore } from "../../ui/components/ShowMore";

export const adminBookingsQuery = /* GraphQL */ `
  query AdminBookings($filter: BookingFilter, $orderBy: BookingOrder, $first: Int, $after: String) {
    bookings(filter: $filter, orderBy: $orderBy, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        cursor
        node {
          id
          number
          confirmationCode
          status
          paymentStatus
          allowedStatuses
          manifest {
            ...ManifestStatusFields
          }
          allowedPaymentStatuses
          route
          departAt
          passengers
          aircraft
          priceUsd
          quoteRequest {
            id
            leadId
            contact {
              name
              email
            }
          }
        }
      }
    }
  }
`;

/** The staff's bookings desk: find a booking, move it along, record payments, export what is shown. */
export default function AdminBookingsPage() {
  const intl = useIntl();
  const { client } = useSession();
  const [filter, setFilter] = useBookingDeskFilter();
  const variables = {
    filter: {
      search: filter.search.trim() || null,
      status: filter.status ? [filter.status] : null,
      paymentStatus: filter.payment ? [filter.payment] : null,
    },
    orderBy: { field: filter.sort, direction: filter.sort === "DEPARTS_AT" ? ("ASC" as const) : ("DESC" as const) },
    first: 25,
  };
  const { data, error, loading, refetch, fetchMore } = useAdminBookingsQuery({
    variables,
    fetchPolicy: "cache-and-network",
  });
  const page = data?.bookings;

  async function exportCsv() {
    try {
      const { data: session } = await client.getSession();
      await authorizedDownload(bookingExportPath(filter), session.session?.access_token ?? null, "bookings.csv");
    } catch {
      toaster.create({
        type: "error",
        closable: true,
        title: intl.formatMessage({ id: "admin.bookings.exportFailed" }),
      });
    }
  }

  return (
    <>
      <PageTitle id="admin.bookings.title" />
      <Container maxW="7xl" py="6">
        <Stack gap="6">
          <BackOfficePageHeader
            title={<FormattedMessage id="admin.bookings.title" />}
            subtitle={<FormattedMessage id="admin.bookings.intro" />}
          />
          <BookingDeskFilters filter={filter} onChange={setFilter} onExport={() => void exportCsv()} />
          {page && (
            <Text color="fg.muted" fontSize="sm" aria-live="polite">
              <FormattedMessage id="dashboard.bookings.count" values={{ count: page.totalCount }} />
            </Text>
          )}
          <ListState
            loaded={Boolean(data)}
            failed={Boolean(error)}
            empty={!page?.edges.length}
            onRetry={() => void refetch()}
            emptyTitle="admin.bookings.emptyTitle"
            emptyBody="admin.bookings.emptyBody"
            emptyAction={null}
          >
            <BookingsTable bookings={page?.edges.map((edge) => edge.node) ?? []} />
          </ListState>
          <ShowMore pageInfo={page?.pageInfo} loading={loading} fetchMore={fetchMore} />
        </Stack>
      </Container>
    </>
  );
}

import { Badge, Box, Card, DataList, HStack, Stack, Table, Text } from "@chakra-ui/react";
import { FormattedMessage, useIntl } from "react-intl";
import { WideTable } from "../../ui/components/WideTable";
import { useCurrency } from "../../currency/CurrencyContext";
import { BookingStatusBadge, formatLocalDateTime } from "../../features/trips";
import type { CustomerDashboard_BookingsQuery } from "../../graphql/generated";
import { TextLink } from "../../ui/navigation/links";

type BookingRow = CustomerDashboard_BookingsQuery["myBookings"]["edges"][number]["node"];

/** Passengers or their details still missing: a link to the request page, where they are named. */
function ManifestNote({ booking }: { booking: BookingRow }) {
  const { manifest } = booking;
  if (manifest.complete || manifest.erasedAt || booking.status === "CANCELLED" || booking.status === "COMPLETED")
    return null;
  const missing = manifest.legs.reduce((sum, leg) => sum + leg.unnamedSeats + leg.incompletePassengers, 0);
  return (
    <TextLink to={`/customer/requests/${booking.quoteRequest.id}`} fontSize="xs" data-testid="manifest-note">
      <Badge variant="subtle" colorPalette="orange">
        <FormattedMessage id="passengers.dashboardMissing" values={{ missing }} />
      </Badge>
    </TextLink>
  );
}

/** The customer's bookings as a table from a tablet up, as cards below. */
export function BookingsTable({ bookings }: { bookings: BookingRow[] }) {
  const intl = useIntl();
  const { format } = useCurrency();
  const headers = (
    ["booking", "status", "date", "route", "passengers", "aircraft", "price", "confirmation"] as const
  ).map((header) => ({ label: `dashboard.bookings.column.${header}` as const }));
  return (
    <WideTable testId="bookings-table" columns={headers} cards={<BookingCards bookings={bookings} />}>
      {bookings.map((booking) => (
        <Table.Row key={booking.id}>
          <Table.Cell fontWeight="medium">{booking.number}</Table.Cell>
          <Table.Cell>
            <BookingStatusBadge status={booking.status} />
          </Table.Cell>
          <Table.Cell whiteSpace="nowrap">{formatLocalDateTime(booking.departAt, intl.locale, "date")}</Table.Cell>
          <Table.Cell>
            <bdi>{booking.route}</bdi>
          </Table.Cell>
          <Table.Cell textAlign="end">
            <Stack gap="1" align="end">
              {intl.formatNumber(booking.passengers)}
              <ManifestNote booking={booking} />
            </Stack>
          </Table.Cell>
          <Table.Cell>{booking.aircraft}</Table.Cell>
          <Table.Cell textAlign="end" whiteSpace="nowrap">
            {format(booking.priceUsd)}
          </Table.Cell>
          <Table.Cell fontFamily="mono" data-testid="confirmation-code">
            {booking.confirmationCode}
          </Table.Cell>
        </Table.Row>
      ))}
    </WideTable>
  );
}

/** On a phone the table becomes one card per booking. */
function BookingCards({ bookings }: { bookings: BookingRow[] }) {
  const intl = useIntl();
  const { format } = useCurrency();
  return (
    <Stack gap="4" as="ul" listStyleType="none">
      {bookings.map((booking) => (
        <Card.Root as="li" key={booking.id} size="sm">
          <Card.Body gap="3">
            <HStack justify="space-between">
              <Text fontWeight="semibold">{booking.number}</Text>
              <BookingStatusBadge status={booking.status} />
            </HStack>
            <Box fontSize="lg">
              <bdi>{booking.route}</bdi>
            </Box>
            <DataList.Root size="sm">
              <Item label="date">{formatLocalDateTime(booking.departAt, intl.locale, "date")}</Item>
              <Item label="passengers">
                <HStack gap="2" flexWrap="wrap">
                  {intl.formatNumber(booking.passengers)}
                  <ManifestNote booking={booking} />
                </HStack>
              </Item>
              <Item label="aircraft">{booking.aircraft}</Item>
              <Item label="price">{format(booking.priceUsd)}</Item>
              <Item label="confirmation">
                <Text as="span" fontFamily="mono">
                  {booking.confirmationCode}
                </Text>
              </Item>
            </DataList.Root>
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}

function Item({
  label,
  children,
}: {
  label: "date" | "passengers" | "aircraft" | "price" | "confirmation";
  children: React.ReactNode;
}) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>
        <FormattedMessage id={`dashboard.bookings.column.${label}`} />
      </DataList.ItemLabel>
      <DataList.ItemValue>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}

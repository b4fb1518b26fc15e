import { Badge, Box, Card, HStack, Link, Stack, Table, Text } from "@chakra-ui/react";
import { FormattedMessage, useIntl } from "react-intl";
import { WideTable } from "../../ui/components/WideTable";
import { TextLink } from "../../ui/navigation/links";
import { useCurrency } from "../../currency/CurrencyContext";
import { BookingStatusBadge, formatLocalDateTime } from "../../features/trips";
import { BookingDocuments } from "../../features/booking";
import type { AdminBookingsQuery } from "../../graphql/generated";
import type { MessageId } from "../../i18n/messages";
import { BookingActions } from "./BookingActions";
import { ManifestDialog } from "./ManifestDialog";
import { PaymentsDialog } from "./payments/PaymentsDialog";

export type DeskBooking = AdminBookingsQuery["bookings"]["edges"][number]["node"];

const COLUMNS = (["booking", "customer", "route", "departs", "price", "status", "payment", "actions"] as const).map(
  (column) => ({ label: `admin.bookings.column.${column}` as const }),
);

function Customer({ booking }: { booking: DeskBooking }) {
  const contact = booking.quoteRequest.contact;
  return (
    <Stack gap="0">
      <Text>
        <bdi>{contact.name}</bdi>
      </Text>
      {/* 24 px tall each: stacked links stay separate targets (WCAG 2.5.8). */}
      <Link href={`mailto:${contact.email}`} fontSize="xs" color="fg.muted" minH="6" alignSelf="start">
        <bdi>{contact.email}</bdi>
      </Link>
      {booking.quoteRequest.leadId && (
        <TextLink
          to={`/admin/leads/${booking.quoteRequest.leadId}`}
          fontSize="xs"
          minH="6"
          alignSelf="start"
          display="inline-flex"
          alignItems="center"
        >
          <FormattedMessage id="admin.bookings.openLead" />
        </TextLink>
      )}
    </Stack>
  );
}

function Payment({ booking }: { booking: DeskBooking }) {
  return (
    <Badge
      variant="outline"
      colorPalette={
        booking.paymentStatus === "PAID" ? "green" : booking.paymentStatus === "REFUNDED" ? "gray" : "orange"
      }
    >
      <FormattedMessage id={`admin.bookings.payment.${booking.paymentStatus}` as MessageId} />
    </Badge>
  );
}

/** The desk's bookings: a table from a tablet up, one card per booking on a phone. */
export function BookingsTable({ bookings }: { bookings: DeskBooking[] }) {
  const intl = useIntl();
  const { format } = useCurrency();
  const cards = (
    <Stack as="ul" gap="3" listStyleType="none">
      {bookings.map((booking) => (
        <Card.Root as="li" key={booking.id} size="sm" bg="white">
          <Card.Body gap="2">
            <HStack justify="space-between" flexWrap="wrap">
              <Text fontWeight="semibold">
                {booking.number} ·{" "}
                <Box as="span" fontFamily="mono">
                  {booking.confirmationCode}
                </Box>
              </Text>
              <BookingStatusBadge status={booking.status} />
            </HStack>
            <Text>
              <bdi>{booking.route}</bdi> · {formatLocalDateTime(booking.departAt, intl.locale)}
            </Text>
            <HStack justify="space-between">
              <Text fontWeight="medium">{format(booking.priceUsd)}</Text>
              <Payment booking={booking} />
            </HStack>
            <Customer booking={booking} />
            <BookingActions booking={booking} />
            <BookingDocuments bookingId={booking.id} size="xs" />
            <ManifestDialog booking={booking} />
            <PaymentsDialog booking={booking} />
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
  return (
    <WideTable cards={cards} testId="desk-bookings" columns={COLUMNS}>
      {bookings.map((booking) => (
        <Table.Row key={booking.id} data-testid="desk-booking" data-list-row>
          <Table.Cell>
            <Text fontWeight="medium">{booking.number}</Text>
            <Text fontFamily="mono" fontSize="xs" color="fg.muted">
              {booking.confirmationCode}
            </Text>
          </Table.Cell>
          <Table.Cell>
            <Customer booking={booking} />
          </Table.Cell>
          <Table.Cell>
            <bdi>{booking.route}</bdi>
          </Table.Cell>
          <Table.Cell whiteSpace="nowrap">{formatLocalDateTime(booking.departAt, intl.locale)}</Table.Cell>
          <Table.Cell textAlign="end" whiteSpace="nowrap">
            {format(booking.priceUsd)}
          </Table.Cell>
          <Table.Cell>
            <BookingStatusBadge status={booking.status} />
          </Table.Cell>
          <Table.Cell>
            <Payment booking={booking} />
          </Table.Cell>
          <Table.Cell>
            <BookingActions booking={booking} />
            <BookingDocuments bookingId={booking.id} size="xs" />
            <ManifestDialog booking={booking} />
            <PaymentsDialog booking={booking} />
          </Table.Cell>
        </Table.Row>
      ))}
    </WideTable>
  );
}

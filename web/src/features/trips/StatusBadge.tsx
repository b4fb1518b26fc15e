import { Badge } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import type { BookingStatus, QuoteRequestStatus } from "../../graphql/generated";
import type { MessageId } from "../../i18n/messages";

const requestPalette: Record<QuoteRequestStatus, string> = {
  NEW: "blue",
  QUOTED: "orange",
  ACCEPTED: "green",
  CANCELLED: "red",
  EXPIRED: "gray",
};

const bookingPalette: Record<BookingStatus, string> = {
  REQUESTED: "blue",
  CONFIRMED: "green",
  COMPLETED: "teal",
  CANCELLED: "red",
};

export function RequestStatusBadge({ status }: { status: QuoteRequestStatus }) {
  return (
    <Badge colorPalette={requestPalette[status]} variant="subtle" size="md">
      <FormattedMessage id={`trips.requestStatus.${status}` as MessageId} />
    </Badge>
  );
}

export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  return (
    <Badge colorPalette={bookingPalette[status]} variant="subtle" size="md">
      <FormattedMessage id={`trips.bookingStatus.${status}` as MessageId} />
    </Badge>
  );
}

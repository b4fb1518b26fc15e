import { Alert, Text } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import { BookingDocuments } from "../../features/booking";

/** The booking an accepted quote made: its number and confirmation code, and its documents to download. */
export function BookedNotice({ booking }: { booking: { id: string; number: string; confirmationCode: string } }) {
  return (
    <Alert.Root status="success" rounded="lg" data-testid="booking-confirmation">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          <FormattedMessage id="request.bookedTitle" values={{ number: booking.number }} />
        </Alert.Title>
        <Alert.Description>
          <FormattedMessage
            id="request.bookedBody"
            values={{
              code: (
                <Text as="strong" fontFamily="mono" data-testid="request-confirmation-code">
                  {booking.confirmationCode}
                </Text>
              ),
            }}
          />
        </Alert.Description>
        <BookingDocuments bookingId={booking.id} />
      </Alert.Content>
    </Alert.Root>
  );
}

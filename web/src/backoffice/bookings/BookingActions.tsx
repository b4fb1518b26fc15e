import { HStack } from "@chakra-ui/react";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { ConfirmDialog } from "../../ui/components/ConfirmDialog";
import type { BookingStatus, PaymentStatus } from "../../graphql/generated";
import type { MessageId } from "../../i18n/messages";
import { MoveSelect } from "./MoveSelect";
import { useBookingMoves } from "./useBookingMoves";

interface BookingActionsProps {
  /** The moves come from the server, as it would accept them from this viewer. */
  booking: {
    id: string;
    number: string;
    allowedStatuses: readonly BookingStatus[];
    allowedPaymentStatuses: readonly PaymentStatus[];
  };
}

/** Status and payment moves for one booking; cancelling asks first (it also takes the price off the lead). */
export function BookingActions({ booking }: BookingActionsProps) {
  const intl = useIntl();
  const moves = useBookingMoves();
  const [confirmCancel, setConfirmCancel] = useState(false);

  return (
    <HStack gap="2" flexWrap="wrap">
      <MoveSelect
        label={intl.formatMessage({ id: "admin.bookings.changeStatus" }, { number: booking.number })}
        moves={booking.allowedStatuses}
        optionLabel={(move) => `trips.bookingStatus.${move}` as MessageId}
        disabled={moves.busy}
        onMove={(move) => (move === "CANCELLED" ? setConfirmCancel(true) : void moves.moveStatus(booking.id, move))}
      />
      <MoveSelect
        label={intl.formatMessage({ id: "admin.bookings.changePayment" }, { number: booking.number })}
        moves={booking.allowedPaymentStatuses}
        optionLabel={(move) => `admin.bookings.payment.${move}` as MessageId}
        disabled={moves.busy}
        onMove={(move) => void moves.movePayment(booking.id, move)}
      />
      <ConfirmDialog
        open={confirmCancel}
        onOpenChange={setConfirmCancel}
        title={<FormattedMessage id="admin.bookings.cancelTitle" values={{ number: booking.number }} />}
        dismissLabel={<FormattedMessage id="admin.bookings.keep" />}
        confirmLabel={<FormattedMessage id="admin.bookings.cancelConfirm" />}
        onConfirm={() => {
          setConfirmCancel(false);
          void moves.moveStatus(booking.id, "CANCELLED");
        }}
        loading={moves.busy}
        palette="red"
        confirmTestId="confirm-cancel-booking"
      >
        <FormattedMessage id="admin.bookings.cancelBody" />
      </ConfirmDialog>
    </HStack>
  );
}

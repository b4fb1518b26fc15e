import { useApolloClient } from "@apollo/client/react";
import { useIntl } from "react-intl";
import { toaster } from "../../ui/components/toaster";
import {
  useAdminBookings_ChangePaymentMutation,
  useAdminBookings_ChangeStatusMutation,
  type BookingStatus,
  type PaymentStatus,
} from "../../graphql/generated";

export const changeBookingMutations = /* GraphQL */ `
  mutation AdminBookings_ChangeStatus($id: ID!, $status: BookingStatus!) {
    changeBookingStatus(id: $id, status: $status) {
      id
      status
      allowedStatuses
      allowedPaymentStatuses
    }
  }
  mutation AdminBookings_ChangePayment($id: ID!, $paymentStatus: PaymentStatus!) {
    changePaymentStatus(id: $id, paymentStatus: $paymentStatus) {
      id
      paymentStatus
      allowedPaymentStatuses
    }
  }
`;

/** The desk's two moves, each confirmed by a toast (or the reason it failed). */
export function useBookingMoves() {
  const intl = useIntl();
  const apollo = useApolloClient();
  // The list is asked again after every move, failed or not: a filtered view may lose the row,
  // and a refused move usually means someone else moved it first.
  const options = { refetchQueries: ["AdminBookings"] };
  const [changeStatus, status] = useAdminBookings_ChangeStatusMutation(options);
  const [changePayment, payment] = useAdminBookings_ChangePaymentMutation(options);
  const report = async (work: Promise<unknown>) => {
    try {
      await work;
      toaster.create({ type: "success", closable: true, title: intl.formatMessage({ id: "admin.bookings.saved" }) });
    } catch {
      void apollo.refetchQueries({ include: ["AdminBookings"] });
      toaster.create({ type: "error", closable: true, title: intl.formatMessage({ id: "admin.bookings.failed" }) });
    }
  };
  return {
    busy: status.loading || payment.loading,
    moveStatus: (id: string, to: BookingStatus) => report(changeStatus({ variables: { id, status: to } })),
    movePayment: (id: string, to: PaymentStatus) => report(changePayment({ variables: { id, paymentStatus: to } })),
  };
}

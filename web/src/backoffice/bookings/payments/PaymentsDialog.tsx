import { Alert, Button, Dialog, Heading, Portal, Separator, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { FormattedMessage } from "react-intl";
import { AgreementSummary, PaymentHistory, PaymentSchedule } from "../../../features/booking";
import { useAdminBookingPaymentsQuery } from "../../../graphql/generated";
import { DialogCloseButton } from "../../../ui/components/DialogCloseButton";
import { InlineLoader } from "../../../ui/components/InlineLoader";
import { RecordPaymentForm } from "./RecordPaymentForm";

export const adminBookingPaymentsQuery = /* GraphQL */ `
  query AdminBookingPayments($requestId: ID!) {
    quoteRequest(id: $requestId) {
      id
      booking {
        ...BookingMoneyFields
      }
    }
  }
`;

/**
 * A booking's money for staff: the schedule in the booking's currency, the form that records a
 * payment or refund, the history of records, and the agreement the customer accepted.
 */
export function PaymentsDialog({ booking }: { booking: { number: string; quoteRequest: { id: string } } }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      size="xl"
      placement="center"
      scrollBehavior="inside"
    >
      <Dialog.Trigger asChild>
        <Button size="xs" variant="outline" data-testid="open-payments">
          <FormattedMessage id="admin.payments.open" />
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content data-testid="payments-dialog">
            <Dialog.Header>
              <Dialog.Title>
                <FormattedMessage id="admin.payments.title" values={{ number: booking.number }} />
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{open && <PaymentsBody requestId={booking.quoteRequest.id} />}</Dialog.Body>
            <DialogCloseButton />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function PaymentsBody({ requestId }: { requestId: string }) {
  const { data, error, loading } = useAdminBookingPaymentsQuery({
    variables: { requestId },
    fetchPolicy: "cache-and-network",
  });
  const booking = data?.quoteRequest?.booking;
  if (loading && !booking) return <InlineLoader />;
  if (error || !booking)
    return (
      <Alert.Root status="error" rounded="md">
        <Alert.Indicator />
        <Alert.Title>
          <FormattedMessage id="admin.payments.failed" />
        </Alert.Title>
      </Alert.Root>
    );
  return (
    <Stack gap="6">
      <PaymentSchedule booking={booking} />
      <Text fontSize="sm" color="fg.muted">
        <FormattedMessage id="admin.payments.reference" />
        {": "}
        <Text as="span" fontFamily="mono" data-testid="staff-payment-reference">
          {booking.paymentReference}
        </Text>
      </Text>
      <Separator />
      <Stack gap="3">
        <Heading as="h3" size="sm">
          <FormattedMessage id="admin.payments.recordTitle" />
        </Heading>
        <RecordPaymentForm bookingId={booking.id} currency={booking.currency} />
      </Stack>
      <Separator />
      <Stack gap="3">
        <Heading as="h3" size="sm">
          <FormattedMessage id="charter.history.title" />
        </Heading>
        <PaymentHistory payments={booking.payments} />
      </Stack>
      <Separator />
      <Stack gap="3">
        <Heading as="h3" size="sm">
          <FormattedMessage id="charter.agreement.title" />
        </Heading>
        {booking.agreement ? (
          <AgreementSummary agreement={booking.agreement} />
        ) : (
          <Text color="fg.muted">
            <FormattedMessage id="admin.payments.noAgreement" />
          </Text>
        )}
      </Stack>
    </Stack>
  );
}

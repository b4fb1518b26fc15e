import { Button, CloseButton, Dialog, Portal, Text } from "@chakra-ui/react";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { toaster } from "../../components/toaster";
import { useCustomerRequest_CancelMutation, type QuoteRequestStatus } from "../../graphql/generated";

export const cancelRequestMutation = /* GraphQL */ `
  mutation CustomerRequest_Cancel($id: ID!) {
    cancelQuoteRequest(id: $id) {
      id
      status
      updatedAt
      quotes {
        id
        status
        expired
      }
    }
  }
`;

const cancellable: QuoteRequestStatus[] = ["NEW", "QUOTED", "EXPIRED"];

/** Withdraws a request nothing is booked on yet, after asking; staff see it on their board at once. */
export function CancelRequest({ request }: { request: { id: string; reference: string; status: QuoteRequestStatus; booking: unknown } }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [cancel, { loading }] = useCustomerRequest_CancelMutation();
  if (request.booking || !cancellable.includes(request.status)) return null;

  async function confirm() {
    try {
      await cancel({ variables: { id: request.id } });
      setOpen(false);
      toaster.create({ type: "success", closable: true, title: intl.formatMessage({ id: "request.cancelledToast" }, { reference: request.reference }) });
    } catch {
      toaster.create({ type: "error", closable: true, title: intl.formatMessage({ id: "request.cancelFailed" }) });
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={(details) => setOpen(details.open)} role="alertdialog" placement="center">
      <Dialog.Trigger asChild>
        <Button variant="outline" colorPalette="red" size="sm" alignSelf="start" data-testid="cancel-request">
          <FormattedMessage id="request.cancel" />
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>
                <FormattedMessage id="request.cancelConfirmTitle" />
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>
                <FormattedMessage id="request.cancelConfirmBody" />
              </Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">
                  <FormattedMessage id="request.keepRequest" />
                </Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" loading={loading} onClick={() => void confirm()} data-testid="confirm-cancel">
                <FormattedMessage id="request.cancelConfirm" />
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={intl.formatMessage({ id: "common.close" })} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

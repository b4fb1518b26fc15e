import { Button, Text } from "@chakra-ui/react";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { ConfirmDialog } from "../../ui/components/ConfirmDialog";
import { toaster } from "../../ui/components/toaster";
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
export function CancelRequest({
  request,
}: {
  request: { id: string; reference: string; status: QuoteRequestStatus; booking: unknown };
}) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [cancel, { loading }] = useCustomerRequest_CancelMutation();
  if (request.booking || !cancellable.includes(request.status)) return null;

  async function confirm() {
    try {
      await cancel({ variables: { id: request.id } });
      setOpen(false);
      toaster.create({
        type: "success",
        closable: true,
        title: intl.formatMessage({ id: "request.cancelledToast" }, { reference: request.reference }),
      });
    } catch {
      toaster.create({ type: "error", closable: true, title: intl.formatMessage({ id: "request.cancelFailed" }) });
    }
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      title={<FormattedMessage id="request.cancelConfirmTitle" />}
      dismissLabel={<FormattedMessage id="request.keepRequest" />}
      confirmLabel={<FormattedMessage id="request.cancelConfirm" />}
      onConfirm={() => void confirm()}
      loading={loading}
      palette="red"
      confirmTestId="confirm-cancel"
      trigger={
        <Button variant="outline" colorPalette="red" size="sm" alignSelf="start" data-testid="cancel-request">
          <FormattedMessage id="request.cancel" />
        </Button>
      }
    >
      <Text>
        <FormattedMessage id="request.cancelConfirmBody" />
      </Text>
    </ConfirmDialog>
  );
}

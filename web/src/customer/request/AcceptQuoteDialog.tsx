import { Alert, Text } from "@chakra-ui/react";
import { CombinedGraphQLErrors } from "@apollo/client";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { ConfirmDialog } from "../../ui/components/ConfirmDialog";
import { toaster } from "../../ui/components/toaster";
import { useCurrency } from "../../currency/CurrencyContext";
import { useCustomerRequest_AcceptQuoteMutation } from "../../graphql/generated";

export const acceptQuoteMutation = /* GraphQL */ `
  mutation CustomerRequest_AcceptQuote($quoteId: ID!) {
    acceptQuote(quoteId: $quoteId) {
      id
      number
      status
      confirmationCode
      quoteRequest {
        id
        status
        updatedAt
        quotes {
          id
          status
          expired
        }
        booking {
          id
          number
          status
          confirmationCode
        }
      }
    }
  }
`;

interface AcceptQuoteDialogProps {
  quote: { id: string; aircraft: string; operator: string; priceUsd: number };
  onClose: () => void;
}

/** The confirmation step before a quote becomes a booking; the server decides if it still can. */
export function AcceptQuoteDialog({ quote, onClose }: AcceptQuoteDialogProps) {
  const intl = useIntl();
  const { format } = useCurrency();
  const [accept, { loading }] = useCustomerRequest_AcceptQuoteMutation();
  const [refusal, setRefusal] = useState<string | null>(null);

  async function confirm() {
    setRefusal(null);
    try {
      const { data } = await accept({ variables: { quoteId: quote.id } });
      toaster.create({
        type: "success",
        closable: true,
        title: intl.formatMessage({ id: "request.acceptedTitle" }),
        description: intl.formatMessage(
          { id: "request.acceptedBody" },
          { code: data?.acceptQuote.confirmationCode ?? "" },
        ),
      });
      onClose();
    } catch (error) {
      // CONFLICT: expired, withdrawn or the request moved on; anything else is a failure to try again.
      const code = CombinedGraphQLErrors.is(error) ? error.errors[0]?.extensions?.code : undefined;
      setRefusal(
        intl.formatMessage({
          id: code === "CONFLICT" || code === "NOT_FOUND" ? "request.acceptRefused" : "request.acceptFailed",
        }),
      );
    }
  }

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={<FormattedMessage id="request.acceptConfirmTitle" />}
      dismissLabel={<FormattedMessage id="common.cancel" />}
      confirmLabel={<FormattedMessage id="request.acceptConfirm" />}
      onConfirm={() => void confirm()}
      loading={loading}
      palette="gold"
      confirmTestId="confirm-accept"
    >
      <Text>
        <FormattedMessage
          id="request.acceptConfirmBody"
          values={{ aircraft: quote.aircraft, operator: quote.operator, price: format(quote.priceUsd) }}
        />
      </Text>
      {refusal && (
        <Alert.Root status="error" mt="4" rounded="md">
          <Alert.Indicator />
          <Alert.Title>{refusal}</Alert.Title>
        </Alert.Root>
      )}
    </ConfirmDialog>
  );
}

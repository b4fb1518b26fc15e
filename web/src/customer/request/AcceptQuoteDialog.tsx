import { Alert, Box, Button, Checkbox, Dialog, Heading, Portal, Stack, Text } from "@chakra-ui/react";
import { CombinedGraphQLErrors } from "@apollo/client";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { DialogCloseButton } from "../../ui/components/DialogCloseButton";
import { InlineLoader } from "../../ui/components/InlineLoader";
import { TextLink } from "../../ui/navigation/links";
import { toaster } from "../../ui/components/toaster";
import { useCurrency } from "../../currency/CurrencyContext";
import { CancellationScheduleList } from "../../features/booking";
import { useCustomerRequest_AcceptQuoteMutation, useCustomerRequest_CharterTermsQuery } from "../../graphql/generated";
import { charterTermsPath } from "../terms/charterTermsPath";

export const acceptQuoteMutation = /* GraphQL */ `
  mutation CustomerRequest_AcceptQuote($quoteId: ID!, $termsVersion: String!, $currency: Currency, $locale: String) {
    acceptQuote(quoteId: $quoteId, termsVersion: $termsVersion, currency: $currency, locale: $locale) {
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
          ...BookingMoneyFields
        }
      }
    }
  }
`;

export const charterTermsQuery = /* GraphQL */ `
  query CustomerRequest_CharterTerms($locale: String) {
    charterTerms(locale: $locale) {
      version
      locale
      title
      summary
      sections {
        heading
        body
      }
      cancellationSchedule {
        daysBefore
        percent
      }
    }
  }
`;

interface AcceptQuoteDialogProps {
  quote: {
    id: string;
    aircraft: string;
    operator: string;
    priceUsd: number;
    terms?: string | null;
    validUntil: string;
  };
  onClose: () => void;
}

/**
 * The charter agreement before a quote becomes a booking: the operator's conditions, the broker's
 * terms (their version) and the cancellation schedule, ticked as read. The booking is priced in
 * the customer's display currency at today's rate; the server decides if the quote can still be accepted.
 */
export function AcceptQuoteDialog({ quote, onClose }: AcceptQuoteDialogProps) {
  const intl = useIntl();
  const { format, currency } = useCurrency();
  const terms = useCustomerRequest_CharterTermsQuery({ variables: { locale: intl.locale } });
  const [accept, { loading }] = useCustomerRequest_AcceptQuoteMutation();
  const [agreed, setAgreed] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const charter = terms.data?.charterTerms;

  async function confirm() {
    if (!charter) return;
    if (!agreed) {
      setRefusal(intl.formatMessage({ id: "request.agreeFirst" }));
      return;
    }
    setRefusal(null);
    try {
      const { data } = await accept({
        variables: { quoteId: quote.id, termsVersion: charter.version, currency: currency.code, locale: intl.locale },
      });
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
      // CONFLICT: expired, withdrawn or the request moved on; BAD_USER_INPUT: the terms changed meanwhile.
      const code = CombinedGraphQLErrors.is(error) ? error.errors[0]?.extensions?.code : undefined;
      if (code === "BAD_USER_INPUT") {
        setAgreed(false);
        void terms.refetch();
      }
      setRefusal(
        intl.formatMessage({
          id:
            code === "BAD_USER_INPUT"
              ? "request.termsChanged"
              : code === "CONFLICT" || code === "NOT_FOUND"
                ? "request.acceptRefused"
                : "request.acceptFailed",
        }),
      );
    }
  }

  return (
    <Dialog.Root
      open
      onOpenChange={(details) => !details.open && onClose()}
      role="alertdialog"
      placement="center"
      size="lg"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content data-testid="accept-dialog">
            <Dialog.Header>
              <Dialog.Title>
                <FormattedMessage id="request.acceptConfirmTitle" />
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="5">
                <Text>
                  <FormattedMessage
                    id="request.acceptConfirmBody"
                    values={{ aircraft: quote.aircraft, operator: quote.operator, price: format(quote.priceUsd) }}
                  />
                </Text>
                {currency.code !== "USD" && (
                  <Text fontSize="sm" color="fg.muted">
                    <FormattedMessage id="request.acceptCurrency" values={{ currency: currency.code }} />
                  </Text>
                )}
                <Stack gap="1" data-testid="accept-operator-conditions">
                  <Heading as="h3" size="sm">
                    <FormattedMessage id="charter.operatorConditions" />
                  </Heading>
                  <Text whiteSpace="pre-line" color={quote.terms ? undefined : "fg.muted"}>
                    {quote.terms ?? <FormattedMessage id="charter.noOperatorConditions" />}
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    <FormattedMessage
                      id="request.acceptValidUntil"
                      values={{ until: intl.formatDate(quote.validUntil, { dateStyle: "medium", timeStyle: "short" }) }}
                    />
                  </Text>
                </Stack>
                {!charter ? (
                  <InlineLoader />
                ) : (
                  <>
                    <Stack gap="2" data-testid="accept-terms">
                      <Heading as="h3" size="sm">
                        <FormattedMessage id="request.brokerTerms" values={{ version: charter.version }} />
                      </Heading>
                      <Box
                        maxH="48"
                        overflowY="auto"
                        borderWidth="1px"
                        rounded="md"
                        p="3"
                        fontSize="sm"
                        tabIndex={0}
                        aria-label={charter.title}
                      >
                        <Text mb="2">{charter.summary}</Text>
                        {charter.sections.map((section) => (
                          <Box key={section.heading} mb="2">
                            <Text fontWeight="semibold">{section.heading}</Text>
                            <Text>{section.body}</Text>
                          </Box>
                        ))}
                      </Box>
                      <TextLink to={charterTermsPath} target="_blank" rel="noopener" fontSize="sm" alignSelf="start">
                        <FormattedMessage id="request.fullTerms" />
                      </TextLink>
                    </Stack>
                    <Stack gap="1">
                      <Heading as="h3" size="sm">
                        <FormattedMessage id="charter.cancellationTitle" />
                      </Heading>
                      <CancellationScheduleList tiers={charter.cancellationSchedule} />
                    </Stack>
                    <Checkbox.Root
                      checked={agreed}
                      onCheckedChange={(details) => setAgreed(details.checked === true)}
                      data-testid="accept-agree"
                    >
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                      <Checkbox.Label>
                        <FormattedMessage id="request.agree" values={{ version: charter.version }} />
                      </Checkbox.Label>
                    </Checkbox.Root>
                  </>
                )}
                {refusal && (
                  <Alert.Root status="error" rounded="md">
                    <Alert.Indicator />
                    <Alert.Title>{refusal}</Alert.Title>
                  </Alert.Root>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                <FormattedMessage id="common.cancel" />
              </Button>
              <Button
                colorPalette="gold"
                loading={loading}
                disabled={!charter || !agreed}
                onClick={() => void confirm()}
                data-testid="confirm-accept"
              >
                <FormattedMessage id="request.acceptConfirm" />
              </Button>
            </Dialog.Footer>
            <DialogCloseButton />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

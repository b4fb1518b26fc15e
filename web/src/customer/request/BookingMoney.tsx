import { Box, Card, Heading, Stack, Text } from "@chakra-ui/react";
import { useEffect, useRef } from "react";
import { FormattedMessage } from "react-intl";
import { AgreementSummary, PaymentHistory, PaymentSchedule } from "../../features/booking";
import { useCustomerRequest_BookingMoneyQuery } from "../../graphql/generated";
import { InlineLoader } from "../../ui/components/InlineLoader";

export const bookingMoneyQuery = /* GraphQL */ `
  query CustomerRequest_BookingMoney($id: ID!) {
    quoteRequest(id: $id) {
      id
      booking {
        ...BookingMoneyFields
      }
    }
  }
`;

/**
 * The booking's agreement and money on the customer's request page: what is paid and due when, the
 * bank details for its currency and the reference to quote. The request's live updates carry the
 * amount paid (RequestSummary): when it changes, staff recorded a payment, and the rest is read again.
 */
export function BookingMoney({ requestId }: { requestId: string }) {
  const { data, refetch } = useCustomerRequest_BookingMoneyQuery({
    variables: { id: requestId },
    fetchPolicy: "cache-and-network",
  });
  const paid = data?.quoteRequest?.booking?.amountPaid;
  const seen = useRef(paid);
  useEffect(() => {
    if (seen.current !== undefined && paid !== seen.current) void refetch();
    seen.current = paid;
  }, [paid, refetch]);
  const booking = data?.quoteRequest?.booking;
  if (!booking) return data ? null : <InlineLoader />;
  return (
    <Stack gap="8" as="section" aria-labelledby="booking-money-title" data-testid="booking-money">
      <Heading as="h2" size="lg" id="booking-money-title">
        <FormattedMessage id="request.paymentsTitle" values={{ number: booking.number }} />
      </Heading>
      <Card.Root>
        <Card.Body>
          <Stack gap="6">
            <PaymentSchedule booking={booking} />
            {booking.amountOutstanding > 0 && (
              <Stack gap="2" data-testid="payment-instructions">
                <Heading as="h3" size="sm">
                  <FormattedMessage id="request.howToPay" />
                </Heading>
                <Text>
                  <FormattedMessage
                    id="request.payReference"
                    values={{
                      reference: (
                        <Text as="strong" fontFamily="mono" data-testid="payment-reference">
                          {booking.paymentReference}
                        </Text>
                      ),
                    }}
                  />
                </Text>
                {booking.paymentInstructions ? (
                  <Box
                    as="pre"
                    whiteSpace="pre-wrap"
                    fontFamily="mono"
                    fontSize="sm"
                    p="3"
                    rounded="md"
                    bg="bg.muted"
                    dir="ltr"
                  >
                    {booking.paymentInstructions}
                  </Box>
                ) : (
                  <Text color="fg.muted">
                    <FormattedMessage id="request.noInstructions" />
                  </Text>
                )}
              </Stack>
            )}
            <Stack gap="2">
              <Heading as="h3" size="sm">
                <FormattedMessage id="charter.history.title" />
              </Heading>
              <PaymentHistory payments={booking.payments} />
            </Stack>
          </Stack>
        </Card.Body>
      </Card.Root>
      {booking.agreement && (
        <Card.Root>
          <Card.Header>
            <Heading as="h3" size="md">
              <FormattedMessage id="charter.agreement.title" />
            </Heading>
          </Card.Header>
          <Card.Body>
            <AgreementSummary agreement={booking.agreement} />
          </Card.Body>
        </Card.Root>
      )}
    </Stack>
  );
}

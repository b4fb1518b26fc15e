import { Alert, Button, Card, DataList, Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { EmptyState } from "../../components/EmptyState";
import { useCurrency } from "../../currency/CurrencyContext";
import type { CustomerRequestQuery } from "../../graphql/generated";
import { AcceptQuoteDialog } from "./AcceptQuoteDialog";
import { ValidityCountdown } from "./ValidityCountdown";

type Request = NonNullable<CustomerRequestQuery["quoteRequest"]>;
type Quote = Request["quotes"][number];

/** Why a quote cannot be accepted now, or null when it can. */
export function quoteBlocker(
  request: Pick<Request, "status" | "booking">,
  quote: Pick<Quote, "status" | "expired">,
  now = new Date(),
  validUntil?: string,
) {
  if (quote.status === "ACCEPTED") return "accepted" as const;
  if (request.booking || request.status !== "QUOTED") return "closed" as const;
  if (quote.status === "CLOSED") return "withdrawn" as const;
  if (quote.expired || (validUntil && new Date(validUntil) <= now)) return "expired" as const;
  return null;
}

export function QuoteOptions({ request }: { request: Request }) {
  const intl = useIntl();
  const { format } = useCurrency();
  const [accepting, setAccepting] = useState<Quote | null>(null);
  const [, setTick] = useState(0);

  return (
    <Stack gap="5" as="section" aria-labelledby="quotes-title">
      <Heading id="quotes-title" as="h2" fontSize="2xl" fontFamily="heading" fontWeight="normal">
        <FormattedMessage id="request.quotesTitle" />
      </Heading>
      {request.booking && (
        <Alert.Root status="success" rounded="lg" data-testid="booking-confirmation">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              <FormattedMessage id="request.bookedTitle" values={{ number: request.booking.number }} />
            </Alert.Title>
            <Alert.Description>
              <FormattedMessage
                id="request.bookedBody"
                values={{
                  code: (
                    <Text as="strong" fontFamily="mono" data-testid="request-confirmation-code">
                      {request.booking.confirmationCode}
                    </Text>
                  ),
                }}
              />
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {request.quotes.length === 0 ? (
        <EmptyState
          title={<FormattedMessage id="request.noQuotesTitle" />}
          body={<FormattedMessage id="request.noQuotesBody" />}
        />
      ) : (
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="5" as="ul" listStyleType="none">
          {request.quotes.map((quote, index) => {
            const blocker = quoteBlocker(request, quote, new Date(), quote.validUntil);
            return (
              <Card.Root
                as="li"
                key={quote.id}
                data-testid="quote-option"
                borderColor={quote.status === "ACCEPTED" ? "green.500" : undefined}
                borderWidth={quote.status === "ACCEPTED" ? "2px" : "1px"}
              >
                <Card.Header>
                  <Text color="fg.muted" fontSize="sm">
                    <FormattedMessage id="request.option" values={{ number: index + 1 }} />
                  </Text>
                  <Card.Title fontFamily="heading" fontWeight="normal" fontSize="xl">
                    {quote.aircraft}
                  </Card.Title>
                  <Text fontSize="3xl" fontWeight="semibold" data-testid="quote-price">
                    {format(quote.priceUsd)}
                  </Text>
                </Card.Header>
                <Card.Body gap="3">
                  <DataList.Root size="sm">
                    <DataList.Item>
                      <DataList.ItemLabel>
                        <FormattedMessage id="request.operator" />
                      </DataList.ItemLabel>
                      <DataList.ItemValue>{quote.operator}</DataList.ItemValue>
                    </DataList.Item>
                    <DataList.Item>
                      <DataList.ItemLabel>
                        <FormattedMessage id="request.validUntil" />
                      </DataList.ItemLabel>
                      <DataList.ItemValue flexDirection="column" alignItems="start">
                        {intl.formatDate(quote.validUntil, { dateStyle: "medium", timeStyle: "short" })}
                        {!blocker && (
                          <ValidityCountdown until={quote.validUntil} onExpire={() => setTick((tick) => tick + 1)} />
                        )}
                      </DataList.ItemValue>
                    </DataList.Item>
                    {quote.terms && (
                      <DataList.Item>
                        <DataList.ItemLabel>
                          <FormattedMessage id="request.terms" />
                        </DataList.ItemLabel>
                        <DataList.ItemValue whiteSpace="pre-wrap">{quote.terms}</DataList.ItemValue>
                      </DataList.Item>
                    )}
                    {quote.note && (
                      <DataList.Item>
                        <DataList.ItemLabel>
                          <FormattedMessage id="request.brokerNote" />
                        </DataList.ItemLabel>
                        <DataList.ItemValue whiteSpace="pre-wrap">{quote.note}</DataList.ItemValue>
                      </DataList.Item>
                    )}
                  </DataList.Root>
                </Card.Body>
                <Card.Footer>
                  {blocker ? (
                    <Text
                      fontSize="sm"
                      color={blocker === "accepted" ? "green.700" : "fg.muted"}
                      data-testid="quote-blocker"
                    >
                      <FormattedMessage id={`request.quote.${blocker}`} />
                    </Text>
                  ) : (
                    <Button colorPalette="gold" onClick={() => setAccepting(quote)} data-testid="accept-quote">
                      <FormattedMessage id="request.accept" />
                    </Button>
                  )}
                </Card.Footer>
              </Card.Root>
            );
          })}
        </SimpleGrid>
      )}
      {accepting && <AcceptQuoteDialog quote={accepting} onClose={() => setAccepting(null)} />}
    </Stack>
  );
}

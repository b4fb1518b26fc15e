import { Button, Card, DataList, Text } from "@chakra-ui/react";
import { FormattedMessage, useIntl } from "react-intl";
import { useCurrency } from "../../currency/CurrencyContext";
import type { CustomerRequest } from "./useCustomerRequest";
import type { quoteBlocker } from "./quoteBlocker";
import { ValidityCountdown } from "./ValidityCountdown";

interface QuoteCardProps {
  quote: CustomerRequest["quotes"][number];
  /** The option's number on the page, from 1. */
  number: number;
  /** Why it cannot be accepted now, or null when it can. */
  blocker: ReturnType<typeof quoteBlocker>;
  onAccept: () => void;
  /** Called when its validity runs out while shown. */
  onExpire: () => void;
}

/** One quoted option: aircraft, price, operator, validity, terms and note, and accepting it. */
export function QuoteCard({ quote, number, blocker, onAccept, onExpire }: QuoteCardProps) {
  const intl = useIntl();
  const { format } = useCurrency();
  return (
    <Card.Root
      as="li"

      data-testid="quote-option"
      borderColor={quote.status === "ACCEPTED" ? "green.500" : undefined}
      borderWidth={quote.status === "ACCEPTED" ? "2px" : "1px"}
    >
      <Card.Header>
        <Text color="fg.muted" fontSize="sm">
          <FormattedMessage id="request.option" values={{ number }} />
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
              {!blocker && <ValidityCountdown until={quote.validUntil} onExpire={onExpire} />}
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
          <Text fontSize="sm" color={blocker === "accepted" ? "green.700" : "fg.muted"} data-testid="quote-blocker">
            <FormattedMessage id={`request.quote.${blocker}`} />
          </Text>
        ) : (
          <Button colorPalette="gold" onClick={onAccept} data-testid="accept-quote">
            <FormattedMessage id="request.accept" />
          </Button>
        )}
      </Card.Footer>
    </Card.Root>
  );
}

import { Badge, Button, Card, DataList, HStack, Stack, Text } from "@chakra-ui/react";
import { FormattedMessage, useIntl } from "react-intl";
import { useCurrency } from "../../currency/CurrencyContext";
import type { CustomerRequest } from "./useCustomerRequest";
import type { quoteBlocker } from "./quoteBlocker";
import { AMENITIES, type QuoteMarks } from "./quoteComparison";
import { ValidityCountdown } from "./ValidityCountdown";

interface QuoteCardProps {
  quote: CustomerRequest["quotes"][number];
  /** The option's number on the page, from 1 (cheapest first). */
  number: number;
  /** What sets it apart from the other options. */
  marks: QuoteMarks;
  /** The request's own estimate, to set the price against. */
  estimate: CustomerRequest["estimate"];
  /** Why it cannot be accepted now, or null when it can. */
  blocker: ReturnType<typeof quoteBlocker>;
  onAccept: () => void;
  /** Called when its validity runs out while shown. */
  onExpire: () => void;
}

const amenityMessages = {
  wifi: { has: "request.amenity.wifi", lacks: "request.amenity.noWifi" },
  lavatory: { has: "request.amenity.lavatory", lacks: "request.amenity.noLavatory" },
  petsAllowed: { has: "request.amenity.petsAllowed", lacks: "request.amenity.noPetsAllowed" },
} as const;

/**
 * One quoted option, laid out like its neighbours so they read side by side: the aircraft, its age,
 * seats and amenities, the operator and its safety audits, the price against our estimate, what is
 * included, the validity, and accepting it. What sets it apart from the others is marked.
 */
export function QuoteCard({ quote, number, marks, estimate, blocker, onAccept, onExpire }: QuoteCardProps) {
  const intl = useIntl();
  const { format } = useCurrency();
  const details = quote.aircraftDetails;
  const highlight = marks.cheapest || marks.newest || marks.mostSeats;
  return (
    <Card.Root
      as="li"
      minW="0"
      data-testid="quote-option"
      borderColor={quote.status === "ACCEPTED" ? "green.500" : highlight ? "gold.500" : undefined}
      borderWidth={quote.status === "ACCEPTED" ? "2px" : "1px"}
    >
      <Card.Header gap="2">
        <HStack justify="space-between" gap="2" flexWrap="wrap">
          <Text color="fg.muted" fontSize="sm">
            <FormattedMessage id="request.option" values={{ number }} />
          </Text>
          <HStack gap="1" flexWrap="wrap" data-testid="quote-marks">
            {marks.cheapest && (
              <Badge colorPalette="green" data-testid="mark-cheapest">
                <FormattedMessage id="request.mark.cheapest" />
              </Badge>
            )}
            {marks.newest && (
              <Badge colorPalette="blue" data-testid="mark-newest">
                <FormattedMessage id="request.mark.newest" />
              </Badge>
            )}
            {marks.mostSeats && (
              <Badge colorPalette="purple" data-testid="mark-most-seats">
                <FormattedMessage id="request.mark.mostSeats" />
              </Badge>
            )}
          </HStack>
        </HStack>
        <Card.Title fontFamily="heading" fontWeight="normal" fontSize="xl" overflowWrap="anywhere">
          <bdi>{details ? details.typeName : quote.aircraft}</bdi>
        </Card.Title>
        {details && (
          <Text fontSize="sm" color="fg.muted">
            <bdi>{details.registration}</bdi>
          </Text>
        )}
        <Text fontSize="3xl" fontWeight="semibold" data-testid="quote-price">
          {format(quote.priceUsd)}
        </Text>
        {quote.priceAgainstEstimate && estimate && (
          <Text
            fontSize="sm"
            color={quote.priceAgainstEstimate === "ABOVE" ? "orange.700" : "fg.muted"}
            data-testid="quote-estimate"
            data-position={quote.priceAgainstEstimate}
          >
            <FormattedMessage
              id={`request.estimate.${quote.priceAgainstEstimate}`}
              values={{ low: format(estimate.lowUsd), high: format(estimate.highUsd) }}
            />
          </Text>
        )}
      </Card.Header>
      <Card.Body gap="3">
        <DataList.Root size="sm">
          {details && (
            <>
              <DataList.Item>
                <DataList.ItemLabel>
                  <FormattedMessage id="request.yearBuilt" />
                </DataList.ItemLabel>
                <DataList.ItemValue data-testid="quote-year" fontWeight={marks.newest ? "semibold" : undefined}>
                  {details.yearOfManufacture ?? "—"}
                </DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>
                  <FormattedMessage id="request.refurbished" />
                </DataList.ItemLabel>
                <DataList.ItemValue>
                  {details.yearOfRefurbishment ?? <FormattedMessage id="request.notRefurbished" />}
                </DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>
                  <FormattedMessage id="request.seats" />
                </DataList.ItemLabel>
                <DataList.ItemValue data-testid="quote-seats" fontWeight={marks.mostSeats ? "semibold" : undefined}>
                  {details.seats ?? "—"}
                </DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>
                  <FormattedMessage id="request.amenities" />
                </DataList.ItemLabel>
                <DataList.ItemValue>
                  <HStack as="ul" listStyleType="none" gap="1" flexWrap="wrap" data-testid="quote-amenities">
                    {AMENITIES.map((amenity) => {
                      const has = details[amenity];
                      const differs = amenity in marks.differing;
                      if (has === null && !differs) return null;
                      return (
                        <Badge
                          as="li"
                          key={amenity}
                          variant={differs ? "surface" : "subtle"}
                          fontWeight={differs ? "bold" : undefined}
                          colorPalette={has ? "green" : "gray"}
                          data-amenity={amenity}
                          data-has={has ? "yes" : "no"}
                          data-differs={differs ? "yes" : undefined}
                        >
                          <FormattedMessage id={amenityMessages[amenity][has ? "has" : "lacks"]} />
                        </Badge>
                      );
                    })}
                  </HStack>
                </DataList.ItemValue>
              </DataList.Item>
            </>
          )}
          <DataList.Item>
            <DataList.ItemLabel>
              <FormattedMessage id="request.operator" />
            </DataList.ItemLabel>
            <DataList.ItemValue>
              <Stack gap="1" minW="0">
                <Text overflowWrap="anywhere">
                  <bdi>{quote.operator}</bdi>
                </Text>
                {quote.operatorAudits.length > 0 && (
                  <HStack gap="1" flexWrap="wrap" data-testid="quote-audits">
                    {quote.operatorAudits.map((rating) => (
                      <Badge key={rating} variant="outline" colorPalette="blue">
                        <FormattedMessage id={`request.rating.${rating}`} />
                      </Badge>
                    ))}
                  </HStack>
                )}
              </Stack>
            </DataList.ItemValue>
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
                <FormattedMessage id="request.included" />
              </DataList.ItemLabel>
              <DataList.ItemValue whiteSpace="pre-wrap" overflowWrap="anywhere" dir="auto">
                {quote.terms}
              </DataList.ItemValue>
            </DataList.Item>
          )}
          {quote.note && (
            <DataList.Item>
              <DataList.ItemLabel>
                <FormattedMessage id="request.brokerNote" />
              </DataList.ItemLabel>
              <DataList.ItemValue whiteSpace="pre-wrap" overflowWrap="anywhere" dir="auto">
                {quote.note}
              </DataList.ItemValue>
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

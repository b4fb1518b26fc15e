import { Badge, Card, HStack, Stack, Text } from "@chakra-ui/react";
import { FormattedMessage, useIntl } from "react-intl";
import { ButtonLink } from "../../ui/navigation/links";
import { quoteRequestPath } from "../../features/requests";
import { RequestStatusBadge, formatLocalDateTime, routeOf } from "../../features/trips";
import type { CustomerDashboard_RequestsQuery } from "../../graphql/generated";

type QuoteRequestRow = CustomerDashboard_RequestsQuery["myQuoteRequests"]["edges"][number]["node"];

/** One request: route, status (a new quote not yet seen, messages not yet read), its summary and the way to its page. */
export function QuoteRequestCard({ request }: { request: QuoteRequestRow }) {
  const intl = useIntl();
  const openQuotes = request.quotes.filter((quote) => quote.status === "SENT" && !quote.expired).length;
  const firstLeg = request.legs[0];
  return (
    <Card.Root
      as="li"

      size="sm"
      data-testid="quote-request"
      data-reference={request.reference}
    >
      <Card.Body>
        <HStack justify="space-between" gap="4" flexWrap="wrap">
          <Stack gap="1" minW="0">
            <HStack gap="3" flexWrap="wrap">
              <Text fontWeight="semibold" fontSize="lg">
                <bdi>{routeOf(request.legs)}</bdi>
              </Text>
              <RequestStatusBadge status={request.status} />
              {request.status === "QUOTED" && request.newQuotes > 0 && (
                <Badge colorPalette="gold" variant="solid" data-testid="new-quote-badge">
                  <FormattedMessage id="dashboard.requests.newQuote" />
                </Badge>
              )}
              {request.unreadMessages > 0 && (
                <Badge colorPalette="navy" variant="solid" data-testid="unread-messages-badge">
                  <FormattedMessage id="conversation.unread" values={{ count: request.unreadMessages }} />
                </Badge>
              )}
            </HStack>
            <Text color="fg.muted" fontSize="sm">
              <FormattedMessage
                id="dashboard.requests.summary"
                values={{
                  reference: request.reference,
                  date: firstLeg ? formatLocalDateTime(firstLeg.departAt, intl.locale, "date") : "—",
                  passengers: request.passengers,
                  quotes: openQuotes,
                }}
              />
            </Text>
          </Stack>
          <ButtonLink
            to={quoteRequestPath(request.id)}
            variant="outline"
            size="sm"
            aria-label={intl.formatMessage(
              { id: "dashboard.requests.viewDetailsOf" },
              { reference: request.reference },
            )}
          >
            <FormattedMessage id="dashboard.requests.viewDetails" />
          </ButtonLink>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

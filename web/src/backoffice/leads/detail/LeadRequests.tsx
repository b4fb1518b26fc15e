import { Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { FormattedMessage, useIntl } from "react-intl";
import { useCurrency } from "../../../currency/CurrencyContext";
import {
  LazyRouteMap,
  RequestStatusBadge,
  LocalDeparture,
  TripFact,
  TripFacts,
  routeOf,
} from "../../../features/trips";
import type { LeadDetailFieldsFragment, QuoteRequestStatus } from "../../../graphql/generated";
import { RfqPanel } from "./RfqPanel";
import { SendQuoteForm } from "./SendQuoteForm";

type Request = LeadDetailFieldsFragment["quoteRequests"][number];

// A request can take (more) quotes until it is accepted or cancelled (quotes/quote-status-moves.ts).
const quotable: QuoteRequestStatus[] = ["NEW", "QUOTED", "EXPIRED"];

/** The lead's quote requests, newest first: the trip, its quotes, and the form to quote it. */
export function LeadRequests({ lead, onQuoted }: { lead: LeadDetailFieldsFragment; onQuoted: () => void }) {
  return (
    <Stack as="section" aria-labelledby="lead-requests-title" gap="6">
      <Heading id="lead-requests-title" as="h2" fontSize="xl" fontFamily="heading" fontWeight="normal">
        <FormattedMessage id="leadDetail.requestsTitle" values={{ count: lead.quoteRequests.length }} />
      </Heading>
      {lead.quoteRequests.length === 0 && (
        <Text color="fg.muted">
          <FormattedMessage id="leadDetail.noRequests" />
        </Text>
      )}
      {lead.quoteRequests.map((request) => (
        <LeadRequest key={request.id} request={request} onQuoted={onQuoted} />
      ))}
    </Stack>
  );
}

function LeadRequest({ request, onQuoted }: { request: Request; onQuoted: () => void }) {
  const intl = useIntl();
  const { format } = useCurrency();
  return (
    <Stack
      as="article"
      aria-labelledby={`request-${request.id}`}
      gap="4"
      borderWidth="1px"
      rounded="xl"
      p={{ base: "4", md: "6" }}
      data-testid={`lead-request-${request.reference}`}
    >
      <HStack justify="space-between" flexWrap="wrap" gap="2">
        <Heading id={`request-${request.id}`} as="h3" fontSize="lg" fontWeight="semibold">
          <bdi>{request.reference}</bdi> · <bdi>{routeOf(request.legs)}</bdi>
        </Heading>
        <RequestStatusBadge status={request.status} />
      </HStack>
      <Stack as="ol" listStyleType="none" gap="1">
        {request.legs.map((leg, index) => (
          <Text as="li" key={`${leg.from}-${leg.to}-${leg.departAt}`} fontSize="sm">
            <FormattedMessage id="request.leg" values={{ number: index + 1 }} />:{" "}
            <bdi>{`${leg.fromAirport.name} (${leg.from}) → ${leg.toAirport.name} (${leg.to})`}</bdi>
            {" · "}
            <LocalDeparture departAt={leg.departAt} airport={leg.fromAirport.city ?? leg.from} />
          </Text>
        ))}
      </Stack>
      <LazyRouteMap legs={request.legs.map((leg) => ({ from: leg.fromAirport, to: leg.toAirport }))} />
      <TripFacts passengers={request.passengers} category={request.category}>
        {request.referralCode && (
          <TripFact label="leadDetail.referral">
            <Text as="span" fontFamily="mono" data-testid="lead-referral">
              {request.referralCode}
            </Text>
          </TripFact>
        )}
      </TripFacts>
      {request.estimate && (
        <Text fontSize="sm" color="fg.muted">
          <FormattedMessage
            id="leadDetail.estimate"
            values={{ low: format(request.estimate.lowUsd), high: format(request.estimate.highUsd) }}
          />
        </Text>
      )}
      {request.notes && (
        <Text whiteSpace="pre-wrap" dir="auto" fontSize="sm">
          {request.notes}
        </Text>
      )}
      {request.quotes.length > 0 && (
        <Stack as="ul" listStyleType="none" gap="2" data-testid="lead-request-quotes">
          {request.quotes.map((quote) => (
            <Stack as="li" key={quote.id} gap="0" bg="bg.muted" rounded="md" p="3">
              <Text fontWeight="medium">
                <bdi>{quote.aircraft}</bdi> · <bdi>{quote.operator}</bdi> · {format(quote.priceUsd)}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                <FormattedMessage
                  id={quote.expired ? "leadDetail.quote.expiredOn" : "leadDetail.quote.validUntilOn"}
                  values={{ date: intl.formatDate(quote.validUntil, { dateStyle: "medium", timeStyle: "short" }) }}
                />
              </Text>
              {quote.marginUsd !== null && (
                <Text fontSize="sm" color="fg.muted" data-testid="quote-margin">
                  <FormattedMessage id="leadDetail.rfqQuote.margin" values={{ margin: format(quote.marginUsd) }} />
                </Text>
              )}
              {quote.staffNote && (
                <Text fontSize="sm" whiteSpace="pre-wrap" dir="auto">
                  <FormattedMessage id="leadDetail.quote.staffNoteShown" values={{ note: quote.staffNote }} />
                </Text>
              )}
            </Stack>
          ))}
        </Stack>
      )}
      <RfqPanel
        quoteRequestId={request.id}
        reference={request.reference}
        rfqs={request.rfqs}
        open={quotable.includes(request.status)}
        onSent={onQuoted}
      />
      {quotable.includes(request.status) && (
        <SendQuoteForm quoteRequestId={request.id} reference={request.reference} onSent={onQuoted} />
      )}
    </Stack>
  );
}

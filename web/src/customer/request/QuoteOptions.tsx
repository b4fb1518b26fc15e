import { Heading, SimpleGrid, Stack } from "@chakra-ui/react";
import { useState } from "react";
import { FormattedMessage } from "react-intl";
import { EmptyState } from "../../ui/components/EmptyState";
import type { CustomerRequestQuery } from "../../graphql/generated";
import { AcceptQuoteDialog } from "./AcceptQuoteDialog";
import { BookedNotice } from "./BookedNotice";
import { QuoteCard } from "./QuoteCard";
import { quoteBlocker } from "./quoteBlocker";
import { cheapestFirst, compareQuotes } from "./quoteComparison";

type Request = NonNullable<CustomerRequestQuery["quoteRequest"]>;
type Quote = Request["quotes"][number];

/**
 * The broker's quotes for a request, cheapest first and side by side (stacked on a phone), with what
 * sets each apart marked; each to accept while it is open and valid; the booking once one is.
 */
export function QuoteOptions({ request }: { request: Request }) {
  const [accepting, setAccepting] = useState<Quote | null>(null);
  const [, setTick] = useState(0);
  const quotes = cheapestFirst(request.quotes);
  const marks = compareQuotes(quotes);

  return (
    <Stack gap="5" as="section" aria-labelledby="quotes-title">
      <Heading id="quotes-title" as="h2" fontSize="2xl" fontFamily="heading" fontWeight="normal">
        <FormattedMessage id="request.quotesTitle" />
      </Heading>
      {request.booking && <BookedNotice booking={request.booking} />}
      {request.quotes.length === 0 ? (
        <EmptyState
          title={<FormattedMessage id="request.noQuotesTitle" />}
          body={<FormattedMessage id="request.noQuotesBody" />}
        />
      ) : (
        <SimpleGrid
          columns={{ base: 1, md: 2, xl: Math.min(3, quotes.length) }}
          gap="5"
          as="ul"
          listStyleType="none"
          alignItems="stretch"
          data-testid="quote-comparison"
        >
          {quotes.map((quote, index) => {
            const blocker = quoteBlocker(request, quote, new Date(), quote.validUntil);
            return (
              <QuoteCard
                key={quote.id}
                quote={quote}
                number={index + 1}
                marks={marks.get(quote.id)!}
                estimate={request.estimate}
                blocker={blocker}
                onAccept={() => setAccepting(quote)}
                onExpire={() => setTick((tick) => tick + 1)}
              />
            );
          })}
        </SimpleGrid>
      )}
      {accepting && <AcceptQuoteDialog quote={accepting} onClose={() => setAccepting(null)} />}
    </Stack>
  );
}

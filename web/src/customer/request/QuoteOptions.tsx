import { Heading, SimpleGrid, Stack } from "@chakra-ui/react";
import { useState } from "react";
import { FormattedMessage } from "react-intl";
import { EmptyState } from "../../ui/components/EmptyState";
import type { CustomerRequestQuery } from "../../graphql/generated";
import { AcceptQuoteDialog } from "./AcceptQuoteDialog";
import { BookedNotice } from "./BookedNotice";
import { QuoteCard } from "./QuoteCard";
import { quoteBlocker } from "./quoteBlocker";

type Request = NonNullable<CustomerRequestQuery["quoteRequest"]>;
type Quote = Request["quotes"][number];

/** The broker's quotes for a request, each to accept while it is open and valid; the booking once one is. */
export function QuoteOptions({ request }: { request: Request }) {
  const [accepting, setAccepting] = useState<Quote | null>(null);
  const [, setTick] = useState(0);

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
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="5" as="ul" listStyleType="none">
          {request.quotes.map((quote, index) => {
            const blocker = quoteBlocker(request, quote, new Date(), quote.validUntil);
            return (
              <QuoteCard
                key={quote.id}
                quote={quote}
                number={index + 1}
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

import DataLoader from "dataloader";
import { In, type DataSource } from "typeorm";
import { groupByKey, oneByKey, type LoaderOptions } from "../../core/batches.js";
import { QuoteRequestLegEntity } from "./quote-request-leg.entity.js";
import { QuoteRequestEntity } from "./quote-request.entity.js";
import type { QuoteRequest, TripLeg } from "./quote-request.js";
import { QuoteEntity } from "./quote.entity.js";
import type { Quote } from "./quote.js";
import { toQuote, toQuoteRequest, toTripLeg } from "./quote.mappers.js";

export interface QuoteLoaders {
  /** A lead's quote requests, newest first. */
  quoteRequestsByLead: DataLoader<string, QuoteRequest[]>;
  quoteRequest: DataLoader<string, QuoteRequest | null>;
  /** A request's legs in flying order. */
  legsByQuoteRequest: DataLoader<string, TripLeg[]>;
  /** A request's quotes, cheapest first. */
  quotesByQuoteRequest: DataLoader<string, Quote[]>;
}

export function createQuoteLoaders(db: DataSource, { cache = true }: LoaderOptions = {}): QuoteLoaders {
  const quoteRequest = new DataLoader<string, QuoteRequest | null>(
    async (ids) => {
      const rows = await db.getRepository(QuoteRequestEntity).findBy({ id: In([...ids]) });
      return oneByKey(ids, rows.map(toQuoteRequest), (request) => request.id);
    },
    { cache },
  );
  return {
    quoteRequestsByLead: new DataLoader(
      async (leadIds) => {
        const rows = await db
          .getRepository(QuoteRequestEntity)
          .find({ where: { leadId: In([...leadIds]) }, order: { createdAt: "DESC", id: "DESC" } });
        const requests = rows.map(toQuoteRequest);
        // Quote.quoteRequest and Booking.quoteRequest below then need no query of their own.
        for (const request of requests) quoteRequest.prime(request.id, request);
        return groupByKey(leadIds, requests, (request) => request.leadId);
      },
      { cache },
    ),
    quoteRequest,
    legsByQuoteRequest: new DataLoader(
      async (requestIds) => {
        const rows = await db
          .getRepository(QuoteRequestLegEntity)
          .find({ where: { quoteRequestId: In([...requestIds]) }, order: { position: "ASC" } });
        return groupByKey(requestIds, rows, (row) => row.quoteRequestId).map((legs) => legs.map(toTripLeg));
      },
      { cache },
    ),
    quotesByQuoteRequest: new DataLoader(
      async (requestIds) => {
        const rows = await db.getRepository(QuoteEntity).find({
          where: { quoteRequestId: In([...requestIds]) },
          order: { priceUsdCents: "ASC", createdAt: "ASC" },
        });
        const now = new Date();
        return groupByKey(requestIds, rows, (row) => row.quoteRequestId).map((quotes) =>
          quotes.map((row) => toQuote(row, now)),
        );
      },
      { cache },
    ),
  };
}

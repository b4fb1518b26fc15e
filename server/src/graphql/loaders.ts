import DataLoader from "dataloader";
import { In, type DataSource } from "typeorm";
import { groupByKey, oneByKey, type LoaderOptions } from "../core/batches.js";
import { createAirportLoaders, type AirportLoaders } from "../modules/airports/index.js";
import { createBookingLoaders, type BookingLoaders } from "../modules/bookings/index.js";
import { createLeadLoaders, type LeadLoaders } from "../modules/leads/index.js";
import { QuoteRequestLegEntity } from "../modules/quotes/quote-request-leg.entity.js";
import { QuoteRequestEntity } from "../modules/quotes/quote-request.entity.js";
import { QuoteEntity } from "../modules/quotes/quote.entity.js";
import { createUserLoaders, type UserLoaders } from "../modules/users/index.js";

// One set of loaders per request (context.ts): every nested list or relation is fetched with one
// statement per level of the query, however many parents the page holds. Loaders only read;
// who may see a parent was decided by the root field that returned it.

export interface Loaders extends LeadLoaders, BookingLoaders, UserLoaders, AirportLoaders {
  /** A lead's quote requests, newest first. */
  quoteRequestsByLead: DataLoader<string, QuoteRequestEntity[]>;
  quoteRequest: DataLoader<string, QuoteRequestEntity | null>;
  /** A request's legs in flying order. */
  legsByQuoteRequest: DataLoader<string, QuoteRequestLegEntity[]>;
  /** A request's quotes, cheapest first. */
  quotesByQuoteRequest: DataLoader<string, QuoteEntity[]>;
}

export function createLoaders(db: DataSource, options: LoaderOptions = {}): Loaders {
  const cache = options.cache ?? true;
  const quoteRequest = new DataLoader<string, QuoteRequestEntity | null>(
    async (ids) => {
      const rows = await db.getRepository(QuoteRequestEntity).findBy({ id: In([...ids]) });
      return oneByKey(ids, rows, (row) => row.id);
    },
    { cache },
  );
  return {
    ...createUserLoaders(db, options),
    ...createAirportLoaders(db, options),
    ...createLeadLoaders(db, options),
    ...createBookingLoaders(db, options),
    quoteRequestsByLead: new DataLoader(
      async (leadIds) => {
        const rows = await db
          .getRepository(QuoteRequestEntity)
          .find({ where: { leadId: In([...leadIds]) }, order: { createdAt: "DESC", id: "DESC" } });
        // Quote.quoteRequest and Booking.quoteRequest below then need no query of their own.
        for (const row of rows) quoteRequest.prime(row.id, row);
        return groupByKey(leadIds, rows, (row) => row.leadId);
      },
      { cache },
    ),
    quoteRequest,
    legsByQuoteRequest: new DataLoader(
      async (requestIds) => {
        const rows = await db
          .getRepository(QuoteRequestLegEntity)
          .find({ where: { quoteRequestId: In([...requestIds]) }, order: { position: "ASC" } });
        return groupByKey(requestIds, rows, (row) => row.quoteRequestId);
      },
      { cache },
    ),
    quotesByQuoteRequest: new DataLoader(
      async (requestIds) => {
        const rows = await db.getRepository(QuoteEntity).find({
          where: { quoteRequestId: In([...requestIds]) },
          order: { priceUsdCents: "ASC", createdAt: "ASC" },
        });
        return groupByKey(requestIds, rows, (row) => row.quoteRequestId);
      },
      { cache },
    ),
  };
}

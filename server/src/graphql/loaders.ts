import DataLoader from "dataloader";
import { In, type DataSource } from "typeorm";
import { groupByKey, oneByKey, type LoaderOptions } from "../core/batches.js";
import { createAirportLoaders, type AirportLoaders } from "../modules/airports/index.js";
import { BookingEntity } from "../modules/bookings/booking.entity.js";
import { toBooking } from "../modules/bookings/booking.mappers.js";
import type { Booking } from "../modules/bookings/booking.type.js";
import { LeadActivityEntity } from "../modules/leads/lead-activity.entity.js";
import { QuoteRequestLegEntity } from "../modules/quotes/quote-request-leg.entity.js";
import { QuoteRequestEntity } from "../modules/quotes/quote-request.entity.js";
import { QuoteEntity } from "../modules/quotes/quote.entity.js";
import { createUserLoaders, type UserLoaders } from "../modules/users/index.js";

// One set of loaders per request (context.ts): every nested list or relation is fetched with one
// statement per level of the query, however many parents the page holds. Loaders only read;
// who may see a parent was decided by the root field that returned it.

export interface Loaders extends UserLoaders, AirportLoaders {
  /** A lead's timeline, newest first. */
  leadActivity: DataLoader<string, LeadActivityEntity[]>;
  /** A lead's newest timeline entry (null for none): the staff list shows it beside each lead. */
  latestActivity: DataLoader<string, LeadActivityEntity | null>;
  /** A lead's quote requests, newest first. */
  quoteRequestsByLead: DataLoader<string, QuoteRequestEntity[]>;
  quoteRequest: DataLoader<string, QuoteRequestEntity | null>;
  /** A request's legs in flying order. */
  legsByQuoteRequest: DataLoader<string, QuoteRequestLegEntity[]>;
  /** A request's quotes, cheapest first. */
  quotesByQuoteRequest: DataLoader<string, QuoteEntity[]>;
  bookingByQuoteRequest: DataLoader<string, Booking | null>;
  /** Whether an open lead has had no activity for pricing_setting.stale_lead_days (Lead.stale). */
  leadStale: DataLoader<string, boolean>;
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
    leadActivity: new DataLoader(
      async (leadIds) => {
        const rows = await db
          .getRepository(LeadActivityEntity)
          .find({ where: { leadId: In([...leadIds]) }, order: { createdAt: "DESC", id: "DESC" } });
        return groupByKey(leadIds, rows, (row) => row.leadId);
      },
      { cache },
    ),
    latestActivity: new DataLoader(
      async (leadIds) => {
        // One index probe per lead (lead_activity_lead_idx), however long its timeline is.
        const rows = (await db.query(
          `SELECT a.id, a.lead_id AS "leadId", a.kind, a.actor_user_id AS "actorUserId", a.body, a.from_status AS "fromStatus",
                a.to_status AS "toStatus", a.quote_request_id AS "quoteRequestId", a.created_at AS "createdAt"
         FROM unnest($1::uuid[]) AS k(lead_id)
         CROSS JOIN LATERAL (SELECT * FROM lead_activity x WHERE x.lead_id = k.lead_id ORDER BY x.created_at DESC, x.id DESC LIMIT 1) a`,
          [[...leadIds]],
        )) as LeadActivityEntity[];
        return oneByKey(leadIds, rows, (row) => row.leadId);
      },
      { cache },
    ),
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
    bookingByQuoteRequest: new DataLoader(
      async (requestIds) => {
        const rows = await db.getRepository(BookingEntity).findBy({ quoteRequestId: In([...requestIds]) });
        return oneByKey(requestIds, rows.map(toBooking), (booking) => booking.quoteRequestId);
      },
      { cache },
    ),
    leadStale: new DataLoader(
      async (leadIds) => {
        // Last activity: the newest timeline entry (every change writes one), else the lead's creation.
        const rows = (await db.query(
          `SELECT l.id, (l.status IN ('NEW', 'CONTACTED', 'QUALIFIED')
                       AND coalesce((SELECT max(a.created_at) FROM lead_activity a WHERE a.lead_id = l.id), l.created_at)
                           < now() - make_interval(days => s.stale_lead_days)) AS stale
         FROM lead l CROSS JOIN pricing_setting s WHERE l.id = ANY($1::uuid[])`,
          [[...leadIds]],
        )) as { id: string; stale: boolean }[];
        return oneByKey(leadIds, rows, (row) => row.id).map((row) => row?.stale ?? false);
      },
      { cache },
    ),
  };
}

import DataLoader from "dataloader";
import { In, type DataSource } from "typeorm";
import type { Airport } from "../modules/airports/airport.type.js";
import { fromSql, type AirportSqlRow } from "../modules/airports/airports.service.js";
import { BookingEntity } from "../modules/bookings/booking.entity.js";
import { toBooking } from "../modules/bookings/booking.mappers.js";
import type { Booking } from "../modules/bookings/booking.type.js";
import { LeadActivityEntity } from "../modules/leads/lead-activity.entity.js";
import { QuoteRequestLegEntity } from "../modules/quotes/quote-request-leg.entity.js";
import { QuoteRequestEntity } from "../modules/quotes/quote-request.entity.js";
import { QuoteEntity } from "../modules/quotes/quote.entity.js";
import type { UserSummary } from "../modules/users/user-summary.type.js";
import type { UserFactor } from "../modules/users/user.type.js";

// One set of loaders per request (context.ts): every nested list or relation is fetched with one
// statement per level of the query, however many parents the page holds. Loaders only read;
// who may see a parent was decided by the root field that returned it.

export interface Loaders {
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
  user: DataLoader<string, UserSummary | null>;
  /** Whether an open lead has had no activity for pricing_setting.stale_lead_days (Lead.stale). */
  leadStale: DataLoader<string, boolean>;
  /** A user's second factors, oldest first (admins' user list). */
  factorsByUser: DataLoader<string, UserFactor[]>;
  /** Airports by their row id (trip legs keep it beside the code). */
  airport: DataLoader<number, Airport | null>;
}

/** Rows grouped under the keys asked for, in the keys' order (each group keeps the rows' order). */
export function groupByKey<K, V>(keys: readonly K[], rows: readonly V[], keyOf: (row: V) => K): V[][] {
  const groups = new Map<K, V[]>(keys.map((key) => [key, []]));
  for (const row of rows) groups.get(keyOf(row))?.push(row);
  return keys.map((key) => groups.get(key)!);
}

export function oneByKey<K, V>(keys: readonly K[], rows: readonly V[], keyOf: (row: V) => K): (V | null)[] {
  const found = new Map<K, V>(rows.map((row) => [keyOf(row), row]));
  return keys.map((key) => found.get(key) ?? null);
}

export function createLoaders(db: DataSource, options: { cache?: boolean } = {}): Loaders {
  const cache = options.cache ?? true;
  const quoteRequest = new DataLoader<string, QuoteRequestEntity | null>(
    async (ids) => {
      const rows = await db.getRepository(QuoteRequestEntity).findBy({ id: In([...ids]) });
      return oneByKey(ids, rows, (row) => row.id);
    },
    { cache },
  );
  return {
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
    user: new DataLoader(
      async (userIds) => {
        const rows = (await db.query(
          `SELECT id, email, user_metadata->>'name' AS name FROM auth_user WHERE id = ANY($1::uuid[])`,
          [[...userIds]],
        )) as UserSummary[];
        return oneByKey(userIds, rows, (row) => row.id);
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
    factorsByUser: new DataLoader(
      async (userIds) => {
        const rows = (await db.query(
          `SELECT id, user_id, factor_type AS type, status, friendly_name AS "friendlyName", created_at AS "createdAt"
         FROM auth_mfa_factor WHERE user_id = ANY($1::uuid[]) ORDER BY created_at, id`,
          [[...userIds]],
        )) as (UserFactor & { user_id: string })[];
        return groupByKey(userIds, rows, (row) => row.user_id).map((group) =>
          group.map(({ user_id: _, ...factor }) => factor),
        );
      },
      { cache },
    ),
    airport: new DataLoader(
      async (ids) => {
        const rows = (await db.query(`SELECT * FROM airport WHERE id = ANY($1::int[])`, [[...ids]])) as AirportSqlRow[];
        return oneByKey(
          ids,
          rows.map((row) => ({ id: row.id, airport: fromSql(row) })),
          (row) => row.id,
        ).map((row) => row?.airport ?? null);
      },
      { cache },
    ),
  };
}

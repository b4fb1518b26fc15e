import type { CurrencyCode } from "../../core/rules/index.js";
import { isUuid } from "../../core/ids.js";
import type { Queryable } from "../../core/queryable.js";

// What a booking's documents print: the booking, its request's contact and legs, each leg's
// airports with their time zones, and the customer's account (email, language).

export interface LegFacts {
  fromCode: string;
  fromName: string;
  toCode: string;
  toName: string;
  /** Local time at the departure airport, "2027-03-01T09:30". */
  departLocal: string;
  departsAt: Date;
  /** The departure airport's IANA zone; null when the airport data has none. */
  timeZone: string | null;
}

export interface BookingFacts {
  id: string;
  number: string;
  confirmationCode: string;
  route: string;
  passengers: number;
  aircraft: string;
  operator: string;
  priceUsdCents: number;
  /** The currency the booking is paid in, and its rate per US dollar fixed when it was made. */
  currency: CurrencyCode;
  usdRate: number;
  createdAt: Date;
  customerUserId: string | null;
  quoteRequestId: string;
  reference: string;
  contactName: string;
  /** The account's address, else the one given on the request. */
  email: string;
  /** The account's language, else the request's. */
  locale: string;
  legs: LegFacts[];
  /** The broker's main phone and email from the company settings; empty while unset. */
  brokerPhone: string;
  brokerEmail: string;
}

interface BookingRow {
  id: string;
  number: string;
  confirmation_code: string;
  route: string;
  passengers: number;
  aircraft: string;
  operator: string;
  price_usd_cents: number;
  currency: CurrencyCode;
  usd_rate: string;
  created_at: Date;
  customer_user_id: string | null;
  reference: string;
  contact_name: string;
  email: string;
  locale: string;
  quote_request_id: string;
}

interface LegRow {
  from_code: string;
  from_name: string;
  to_code: string;
  to_name: string;
  depart_local: string;
  departs_at: Date;
  time_zone: string | null;
}

/** The booking's facts, or null when there is no booking with this id. */
export async function loadBookingFacts(db: Queryable, id: string): Promise<BookingFacts | null> {
  if (!isUuid(id)) return null;
  const [row] = (await db.query(
    `SELECT b.id, b.number, b.confirmation_code, b.route, b.passengers, b.aircraft, b.operator, b.price_usd_cents,
            b.currency, b.usd_rate, b.created_at, b.customer_user_id, b.quote_request_id, r.reference, r.contact_name,
            COALESCE(u.email, r.contact_email) AS email, COALESCE(u.locale, r.locale) AS locale
       FROM booking b
       JOIN quote_request r ON r.id = b.quote_request_id
       LEFT JOIN auth_user u ON u.id = b.customer_user_id
      WHERE b.id = $1`,
    [id],
  )) as BookingRow[];
  if (!row) return null;
  const legs = (await db.query(
    `SELECT l.from_code, f.name AS from_name, l.to_code, t.name AS to_name, l.depart_local, l.departs_at, f.time_zone
       FROM quote_request_leg l
       JOIN airport f ON f.id = l.from_airport_id
       JOIN airport t ON t.id = l.to_airport_id
      WHERE l.quote_request_id = $1
      ORDER BY l.position`,
    [row.quote_request_id],
  )) as LegRow[];
  // The company settings' table is the company module's; a document reads only its two contact points.
  const [broker] = (await db.query(
    `SELECT settings->>'phone' AS phone, settings->>'email' AS email FROM company_settings WHERE id`,
  )) as { phone: string | null; email: string | null }[];
  return {
    id: row.id,
    number: row.number,
    confirmationCode: row.confirmation_code,
    route: row.route,
    passengers: row.passengers,
    aircraft: row.aircraft,
    operator: row.operator,
    priceUsdCents: row.price_usd_cents,
    currency: row.currency,
    usdRate: Number(row.usd_rate),
    createdAt: row.created_at,
    customerUserId: row.customer_user_id,
    quoteRequestId: row.quote_request_id,
    reference: row.reference,
    contactName: row.contact_name,
    email: row.email,
    locale: row.locale,
    brokerPhone: broker?.phone ?? "",
    brokerEmail: broker?.email ?? "",
    legs: legs.map((l) => ({
      fromCode: l.from_code,
      fromName: l.from_name,
      toCode: l.to_code,
      toName: l.to_name,
      departLocal: l.depart_local,
      departsAt: l.departs_at,
      timeZone: l.time_zone,
    })),
  };
}

// `npm run seed -- --leads N`: N synthetic leads for load work, made inside PostgreSQL with
// generate_series (set-based, no rows through Node), so 100,000 leads take seconds rather than the
// minutes the demo generator (estimate engine per request, JSON per batch) would. Each lead gets a
// timeline, ~60% a quote request with legs, quoted ones 1–2 quotes, won ones a booking, and most
// worked leads an assignee among the existing staff. Times are spread over the last year, in order.
import type { EntityManager } from "typeorm";
import { CODE_ALPHABET } from "../../core/codes.js";
import { DEMO_AIRPORTS } from "./demo-leads.seed.js";
import type { SeededCounts } from "./demo-leads.seed.js";

// References and confirmation codes: six symbols of the same alphabet the services draw from.
const CODE_SPACE = CODE_ALPHABET.length ** 6;
const FIRST_NAMES = [
  "James",
  "Olivia",
  "Mateo",
  "Sofia",
  "Omar",
  "Layla",
  "Wei",
  "Mei",
  "Chidi",
  "Amara",
  "Lucas",
  "Emma",
  "Hiroshi",
  "Yuki",
  "Ahmed",
  "Fatima",
];
const LAST_NAMES = [
  "Whitmore",
  "Alvarez",
  "Haddad",
  "Chen",
  "Okafor",
  "Rossi",
  "Tanaka",
  "Dubois",
  "Schneider",
  "Fernandes",
  "Nakamura",
  "Adeyemi",
];
const COMPANIES = [
  "Harbor Point Capital",
  "Meridian Holdings",
  "Blue Fjord Ventures",
  "Atlas Family Office",
  "Northwind Media",
  "Lumen Biotech",
];
const NOTES = [
  "Left a voicemail; will try again tomorrow.",
  "Prefers WhatsApp for updates.",
  "Assistant handles the bookings.",
  "Flexible by a day either way.",
];
const AIRCRAFT = [
  "Embraer Phenom 300E",
  "Cessna Citation XLS+",
  "Bombardier Challenger 350",
  "Gulfstream G450",
  "Bombardier Global 7500",
];
const OPERATORS = ["Aurelia Aviation", "Northstar Executive Jets", "Meridian Air Charter", "Atlas Skyways"];

/** SQL text: the 6-character code of the bigint expression `n` (scrambled so neighbours look unrelated). */
const code = (n: string) =>
  `(SELECT string_agg(substr('${CODE_ALPHABET}', (((${n}) * 387420489 % ${CODE_SPACE}) / (31::bigint ^ p)::bigint % 31)::int + 1, 1), '' ORDER BY p) FROM generate_series(0, 5) p)`;
/** SQL text: a pick from a text array by a random number in [0, 1). */
const pick = (values: readonly string[], r: string) =>
  `(ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(", ")}])[1 + floor(${r} * ${values.length})::int]`;
/** SQL text: the instant a fraction `f` of the way from the lead's creation to now (timelines stay ordered and past). */
const at = (f: number) => `(l.created_at + (now() - l.created_at) * ${f})`;

/**
 * Inserts `count` leads numbered from `offset` (emails and codes stay unique across runs) in the
 * caller's transaction. Statements: a fixed dozen, whatever `count` is.
 */
export async function seedBulkLeadsSql(tx: EntityManager, count: number, offset: number): Promise<SeededCounts> {
  const [{ airports }] = (await tx.query(`SELECT count(*)::int AS airports FROM airport WHERE iata = ANY($1::text[])`, [
    Object.values(DEMO_AIRPORTS).flat(),
  ])) as { airports: number }[];
  if (airports < 2) throw new Error("No demo airports in the airport table: run the reference data seed first.");
  await tx.query(
    `
    CREATE TEMP TABLE bulk_lead ON COMMIT DROP AS
    WITH base AS (
      SELECT i, random() AS r_source, random() AS r_status, random() AS r1, random() AS r2, random() AS r3, random() AS r4, random() AS r5,
             now() - interval '1 hour' - interval '363 days' * (1 - sqrt(random())) AS created_at
      FROM generate_series(1, $1::int) AS i
    ), staff AS (
      SELECT array_agg(id ORDER BY created_at) AS ids, array_agg(email ORDER BY created_at) AS emails FROM auth_user WHERE role IN ('staff', 'admin')
    )
    SELECT b.*, gen_random_uuid() AS id,
      (CASE WHEN r_source < .38 THEN 'BOOKING' WHEN r_source < .56 THEN 'CONTACT' WHEN r_source < .66 THEN 'AFFILIATE'
            WHEN r_source < .80 THEN 'SIGNUP' WHEN r_source < .90 THEN 'MANUAL' ELSE 'IMPORT' END)::lead_source AS source,
      (CASE WHEN r_status < .15 THEN 'NEW' WHEN r_status < .33 THEN 'CONTACTED' WHEN r_status < .48 THEN 'QUALIFIED'
            WHEN r_status < .65 THEN 'WON' ELSE 'LOST' END)::lead_status AS status,
      ${pick(FIRST_NAMES, "r1")} || ' ' || ${pick(LAST_NAMES, "r2")} AS contact_name,
      CASE WHEN r3 < .55 THEN ${pick(COMPANIES, "r3 / .55")} END AS company,
      'bulk.' || ($2::bigint + i) || '@example.com' AS email,
      CASE WHEN r4 < .7 THEN '+1 212 555 ' || lpad((i % 10000)::text, 4, '0') END AS phone,
      5 + floor(r5 * 90)::int AS score,
      -- Worked leads (not NEW) mostly have someone on them, spread evenly over the staff.
      CASE WHEN r_status >= .15 AND r5 < .75 AND s.ids IS NOT NULL THEN s.ids[1 + (i % cardinality(s.ids))::int] END AS assignee_id,
      CASE WHEN r_status >= .15 AND r5 < .75 AND s.ids IS NOT NULL THEN s.emails[1 + (i % cardinality(s.ids))::int] END AS assignee_email
    FROM base b CROSS JOIN staff s`,
    [count, offset],
  );

  await tx.query(`ANALYZE bulk_lead`);
  // Requests: every BOOKING and WON lead, half the QUALIFIED; references that would clash with an existing one are skipped.
  await tx.query(
    `
    CREATE TEMP TABLE bulk_request ON COMMIT DROP AS
    WITH airports AS (
      SELECT array_agg(id ORDER BY iata) AS ids, array_agg(iata::text ORDER BY iata) AS codes, array_agg(coalesce(time_zone, 'UTC') ORDER BY iata) AS zones
      FROM airport WHERE iata = ANY($2::text[])
    ), chosen AS (
      SELECT l.*, gen_random_uuid() AS request_id, ${code("$1::bigint + l.i")} AS reference,
             1 + floor(l.r2 * cardinality(a.ids))::int AS from_n, a.ids, a.codes, a.zones,
             date_trunc('hour', l.created_at + interval '3 days' + interval '42 days' * l.r4) AS departs_at,
             (l.r3 < .35) AS round_trip, 1 + floor(l.r1 * 8)::int AS passengers, 8000 + floor(l.r5 * 90000)::int AS low_usd
      FROM bulk_lead l CROSS JOIN airports a
      WHERE l.source = 'BOOKING' OR l.status = 'WON' OR (l.status = 'QUALIFIED' AND l.r4 < .5)
    )
    SELECT c.*, 1 + (from_n + floor(c.r3 * (cardinality(ids) - 1))::int) % cardinality(ids) AS to_n,
      (CASE WHEN status = 'WON' THEN 'ACCEPTED'
            WHEN status = 'LOST' THEN CASE WHEN r3 < .6 THEN 'EXPIRED' ELSE 'CANCELLED' END
            WHEN status = 'NEW' OR (status = 'CONTACTED' AND r5 < .3) THEN CASE WHEN departs_at <= now() THEN 'EXPIRED' ELSE 'NEW' END
            ELSE CASE WHEN departs_at <= now() THEN 'EXPIRED' ELSE 'QUOTED' END END)::quote_request_status AS request_status
    FROM chosen c
    WHERE NOT EXISTS (SELECT 1 FROM quote_request q WHERE q.reference = 'SC-' || c.reference)`,
    [offset, Object.values(DEMO_AIRPORTS).flat()],
  );

  await tx.query(`ANALYZE bulk_request`);
  await tx.query(`
    INSERT INTO lead (id, contact_name, company, email, phone, source, score, status, estimated_value_usd_cents, assignee_user_id, created_at, updated_at)
    SELECT l.id, l.contact_name, l.company, l.email, l.phone, l.source, l.score, l.status,
           coalesce(CASE WHEN l.status = 'WON' THEN r.low_usd * 105 ELSE r.low_usd * 115 END, 0), l.assignee_id, l.created_at,
           CASE WHEN l.status = 'NEW' THEN l.created_at ELSE ${at(0.6)} END
    FROM bulk_lead l LEFT JOIN bulk_request r ON r.id = l.id`);

  await tx.query(`
    INSERT INTO quote_request (id, reference, status, trip_type, passengers, contact_name, contact_email, contact_phone, contact_company,
      estimate_category, estimate_low_usd_cents, estimate_high_usd_cents, estimate_flight_minutes, lead_id, request_hash, created_at, updated_at)
    SELECT request_id, 'SC-' || reference, request_status, (CASE WHEN round_trip THEN 'ROUND_TRIP' ELSE 'ONE_WAY' END)::trip_type, passengers,
           contact_name, email, phone, company, 'midsize', low_usd * 100, low_usd * 130, 60 + floor(r2 * 400)::int, id,
           encode(sha256(convert_to(request_id::text, 'UTF8')), 'hex'), created_at + (now() - created_at) * CASE WHEN source = 'BOOKING' THEN 0 ELSE .05 END,
           created_at + (now() - created_at) * .4
    FROM bulk_request`);

  await tx.query(`
    INSERT INTO quote_request_leg (quote_request_id, position, from_airport_id, from_code, to_airport_id, to_code, depart_local, departs_at)
    SELECT request_id, leg.position, leg.a, codes[leg.a_n], leg.b, codes[leg.b_n],
           to_char(leg.departs AT TIME ZONE zones[leg.a_n], 'YYYY-MM-DD"T"HH24:MI'), leg.departs
    FROM bulk_request r
    CROSS JOIN LATERAL (VALUES (0, ids[from_n], from_n, ids[to_n], to_n, departs_at),
                               (1, ids[to_n], to_n, ids[from_n], from_n, departs_at + interval '1 day' * (1 + floor(r1 * 7)))) AS leg(position, a, a_n, b, b_n, departs)
    WHERE leg.position = 0 OR round_trip`);

  // One or two quotes on every request staff answered; a won lead's first quote is the accepted one.
  await tx.query(`
    CREATE TEMP TABLE bulk_quote ON COMMIT DROP AS
    SELECT r.request_id, r.id AS lead_id, q.n, gen_random_uuid() AS quote_id, r.low_usd * (95 + 10 * q.n) AS price_cents_100,
           ${pick(AIRCRAFT, "((r.r5 * 7 + q.n * 0.37) - floor(r.r5 * 7 + q.n * 0.37))")} AS aircraft, ${pick(OPERATORS, "r.r2")} AS operator,
           CASE WHEN r.request_status = 'ACCEPTED' THEN CASE WHEN q.n = 1 THEN 'ACCEPTED' ELSE 'CLOSED' END ELSE 'SENT' END::quote_status AS status,
           r.created_at + (now() - r.created_at) * (.1 + .05 * q.n) AS sent_at, r.departs_at
    FROM bulk_request r CROSS JOIN LATERAL generate_series(1, 1 + (r.r3 < .4)::int) AS q(n)
    WHERE r.request_status IN ('QUOTED', 'ACCEPTED') OR (r.request_status = 'EXPIRED' AND r.status <> 'NEW')`);
  await tx.query(`
    INSERT INTO quote (id, quote_request_id, status, price_usd_cents, aircraft, category, operator, valid_until, terms, created_at, updated_at)
    SELECT quote_id, request_id, status, price_cents_100, aircraft, 'midsize', operator, least(sent_at + interval '5 days', departs_at),
           'Subject to aircraft availability and operator confirmation.', sent_at, sent_at
    FROM bulk_quote`);

  await tx.query(
    `
    INSERT INTO booking (status, payment_status, quote_request_id, quote_id, depart_local, departs_at, route, passengers, aircraft, operator,
      price_usd_cents, confirmation_code, created_at, updated_at)
    SELECT (CASE WHEN r.departs_at <= now() THEN 'COMPLETED' ELSE 'CONFIRMED' END)::booking_status,
           (CASE WHEN r.departs_at <= now() OR r.r1 < .5 THEN 'PAID' ELSE 'DEPOSIT_PAID' END)::payment_status,
           r.request_id, q.quote_id, to_char(r.departs_at AT TIME ZONE r.zones[r.from_n], 'YYYY-MM-DD"T"HH24:MI'), r.departs_at,
           r.codes[r.from_n] || ' → ' || r.codes[r.to_n] || CASE WHEN r.round_trip THEN ' → ' || r.codes[r.from_n] ELSE '' END,
           r.passengers, q.aircraft, q.operator, q.price_cents_100, ${code("$1::bigint + r.i + 400000000")},
           r.created_at + (now() - r.created_at) * .4, r.created_at + (now() - r.created_at) * .4
    FROM bulk_request r JOIN bulk_quote q ON q.request_id = r.request_id AND q.status = 'ACCEPTED'
    WHERE NOT EXISTS (SELECT 1 FROM booking b WHERE b.confirmation_code = ${code("$1::bigint + r.i + 400000000")})`,
    [offset],
  );

  // The timeline: each entry at a fixed fraction of the lead's age, so they come in order and all in the past.
  await tx.query(`
    INSERT INTO lead_activity (lead_id, kind, body, from_status, to_status, quote_request_id, created_at)
    SELECT l.id, e.kind::lead_activity_kind, e.body, e.from_status::lead_status, e.to_status::lead_status, e.request_id, e.at
    FROM bulk_lead l LEFT JOIN bulk_request r ON r.id = l.id
    CROSS JOIN LATERAL (VALUES
      ('CREATED', CASE WHEN r.request_id IS NOT NULL AND l.source = 'BOOKING' THEN 'Quote request SC-' || r.reference || '.' ELSE 'Lead created (' || lower(l.source::text) || ').' END,
        NULL, NULL, CASE WHEN l.source = 'BOOKING' THEN r.request_id END, l.created_at, true),
      ('QUOTE_REQUESTED', 'Quote request SC-' || r.reference || '.', NULL, NULL, r.request_id, ${at(0.05)}, r.request_id IS NOT NULL AND l.source <> 'BOOKING'),
      ('ASSIGNED', 'Assigned to ' || l.assignee_email || '.', NULL, NULL, NULL, ${at(0.08)}, l.assignee_id IS NOT NULL),
      ('STATUS_CHANGED', 'Called the client.', 'NEW', 'CONTACTED', NULL, ${at(0.1)}, l.status <> 'NEW'),
      ('STATUS_CHANGED', 'Budget and dates confirmed.', 'CONTACTED', 'QUALIFIED', NULL, ${at(0.3)}, l.status = 'QUALIFIED' OR (l.status IN ('WON', 'LOST') AND l.r2 < .5)),
      ('QUOTE_ACCEPTED', 'Quote accepted.', CASE WHEN l.r2 < .5 THEN 'QUALIFIED' ELSE 'CONTACTED' END, 'WON', r.request_id, ${at(0.4)}, l.status = 'WON' AND r.request_id IS NOT NULL),
      ('STATUS_CHANGED', 'Booked with another broker.', CASE WHEN l.r2 < .5 THEN 'QUALIFIED' ELSE 'CONTACTED' END, 'LOST', NULL, ${at(0.5)}, l.status = 'LOST'),
      ('NOTE', ${pick(NOTES, "l.r4")}, NULL, NULL, NULL, ${at(0.6)}, l.status <> 'NEW' AND l.r3 < .35)
    ) AS e(kind, body, from_status, to_status, request_id, at, wanted)
    WHERE e.wanted`);
  // Each quote sent is on the timeline too.
  await tx.query(`
    INSERT INTO lead_activity (lead_id, kind, body, quote_request_id, created_at)
    SELECT lead_id, 'QUOTE_SENT', 'Quote sent: $' || to_char(price_cents_100 / 100, 'FM999,999,999') || ' (' || aircraft || ').', request_id, sent_at
    FROM bulk_quote`);

  const [row] = (await tx.query(`
    SELECT (SELECT count(*) FROM bulk_lead)::int AS leads, (SELECT count(*) FROM bulk_request)::int AS "quoteRequests",
           (SELECT count(*) FROM bulk_quote)::int AS quotes,
           (SELECT count(*) FROM booking b JOIN bulk_request r ON r.request_id = b.quote_request_id)::int AS bookings,
           (SELECT count(*) FROM lead_activity a JOIN bulk_lead l ON l.id = a.lead_id)::int AS activities`)) as SeededCounts[];
  return row!;
}

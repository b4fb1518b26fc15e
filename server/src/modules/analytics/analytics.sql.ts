import type { AircraftCategory } from "../aircraft/index.js";
import type { LeadSource, LeadStatus } from "../leads/index.js";

const TOP_ROUTES = 10;

/** The one row ANALYTICS_SQL returns; json aggregates of empty sets are null. */
export interface AnalyticsRow {
  by_source: { source: LeadSource; count: number }[] | null;
  by_status: { status: LeadStatus; count: number }[] | null;
  lead_months: { month: string; source: LeadSource; count: number }[] | null;
  revenue: { month: string; bookings: number; cents: number }[];
  requests: { month: string; count: number }[];
  routes: { from: string; to: string; count: number }[] | null;
  categories: { category: AircraftCategory | null; bookings: number; cents: number }[] | null;
  first_contact: { median_hours: number | null; contacted: number; not_contacted: number };
  affiliates: { code: string; name: string; leads: number; bookings: number; cents: number }[] | null;
}

// One statement: every figure is an aggregate over the rows created in [$1, $2); months in UTC.
// "First contact" is a lead's earliest timeline entry with a staff actor (the customer's and the
// system's own entries have none). Affiliate leads are the range's leads whose requests or contact
// messages an affiliate's code was attached to; affiliate revenue is the range's bookings on such requests.
export const ANALYTICS_SQL = `
  WITH months AS (
    SELECT to_char(m, 'YYYY-MM') AS month
    FROM generate_series(date_trunc('month', $1::timestamptz AT TIME ZONE 'UTC'),
                         ($2::timestamptz AT TIME ZONE 'UTC') - interval '1 millisecond', interval '1 month') AS m
  ),
  leads AS (SELECT id, source, status, created_at FROM lead WHERE created_at >= $1 AND created_at < $2),
  range_bookings AS (
    SELECT id, quote_id, quote_request_id, price_usd_cents, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM') AS month
    FROM booking WHERE created_at >= $1 AND created_at < $2 AND status <> 'CANCELLED'
  ),
  bookings AS (SELECT month, count(*)::int AS bookings, sum(price_usd_cents)::bigint AS cents FROM range_bookings GROUP BY 1),
  requests AS (
    SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM') AS month, count(*)::int AS count
    FROM quote_request WHERE created_at >= $1 AND created_at < $2 GROUP BY 1
  ),
  first_contact AS (
    SELECT extract(epoch FROM (SELECT min(a.created_at) FROM lead_activity a WHERE a.lead_id = l.id AND a.actor_user_id IS NOT NULL) - l.created_at) / 3600 AS hours
    FROM leads l
  ),
  affiliate_leads AS (
    SELECT affiliate_id, count(DISTINCT lead_id)::int AS leads FROM (
      SELECT r.affiliate_id, r.lead_id FROM quote_request r JOIN leads l ON l.id = r.lead_id WHERE r.affiliate_id IS NOT NULL
      UNION ALL
      SELECT m.affiliate_id, m.lead_id FROM contact_message m JOIN leads l ON l.id = m.lead_id WHERE m.affiliate_id IS NOT NULL
    ) attributed GROUP BY affiliate_id
  ),
  affiliate_bookings AS (
    SELECT r.affiliate_id, count(*)::int AS bookings, sum(b.price_usd_cents)::bigint AS cents
    FROM range_bookings b JOIN quote_request r ON r.id = b.quote_request_id WHERE r.affiliate_id IS NOT NULL GROUP BY 1
  )
  SELECT
    (SELECT json_agg(json_build_object('source', source, 'count', count)) FROM (SELECT source, count(*)::int AS count FROM leads GROUP BY source) s) AS by_source,
    (SELECT json_agg(json_build_object('status', status, 'count', count)) FROM (SELECT status, count(*)::int AS count FROM leads GROUP BY status) s) AS by_status,
    (SELECT json_agg(json_build_object('month', month, 'source', source, 'count', count))
       FROM (SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM') AS month, source, count(*)::int AS count FROM leads GROUP BY 1, 2) s) AS lead_months,
    (SELECT json_agg(json_build_object('month', m.month, 'bookings', coalesce(b.bookings, 0), 'cents', coalesce(b.cents, 0)) ORDER BY m.month)
       FROM months m LEFT JOIN bookings b USING (month)) AS revenue,
    (SELECT json_agg(json_build_object('month', m.month, 'count', coalesce(r.count, 0)) ORDER BY m.month)
       FROM months m LEFT JOIN requests r USING (month)) AS requests,
    (SELECT json_agg(json_build_object('from', from_code, 'to', to_code, 'count', count) ORDER BY count DESC, from_code, to_code)
       FROM (SELECT leg.from_code, leg.to_code, count(*)::int AS count
             FROM quote_request request JOIN quote_request_leg leg ON leg.quote_request_id = request.id AND leg.position = 0
             WHERE request.created_at >= $1 AND request.created_at < $2
             GROUP BY leg.from_code, leg.to_code ORDER BY count DESC, leg.from_code, leg.to_code LIMIT ${TOP_ROUTES}) r) AS routes,
    (SELECT json_agg(json_build_object('category', category, 'bookings', bookings, 'cents', cents))
       FROM (SELECT q.category, count(*)::int AS bookings, sum(b.price_usd_cents)::bigint AS cents
             FROM range_bookings b JOIN quote q ON q.id = b.quote_id GROUP BY q.category) c) AS categories,
    (SELECT json_build_object('median_hours', percentile_cont(0.5) WITHIN GROUP (ORDER BY hours), 'contacted', count(hours)::int,
                              'not_contacted', (count(*) - count(hours))::int)
       FROM first_contact) AS first_contact,
    (SELECT json_agg(json_build_object('code', a.referral_code, 'name', a.name, 'leads', coalesce(al.leads, 0),
                                       'bookings', coalesce(ab.bookings, 0), 'cents', coalesce(ab.cents, 0))
                     ORDER BY coalesce(ab.cents, 0) DESC, coalesce(al.leads, 0) DESC, a.referral_code)
       FROM affiliate_application a
       LEFT JOIN affiliate_leads al ON al.affiliate_id = a.id
       LEFT JOIN affiliate_bookings ab ON ab.affiliate_id = a.id
       WHERE al.affiliate_id IS NOT NULL OR ab.affiliate_id IS NOT NULL) AS affiliates`;

import type { DataSource } from "typeorm";
import type { DateRangeInput } from "../../graphql/date-range.js";
import { badInput, type FieldProblem } from "../../graphql/errors.js";
import { usdFromCents } from "../common/money.js";
import { LeadSource, LeadStatus } from "../leads/lead.enums.js";
import type { Analytics } from "./analytics.type.js";

/** The longest range analytics will aggregate over: two years, plus a leap day. */
export const MAX_RANGE_DAYS = 731;
const TOP_ROUTES = 10;

export function analyticsRangeProblems(range: DateRangeInput | null | undefined): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (!range?.from) problems.push({ field: "range.from", message: "Required." });
  if (!range?.to) problems.push({ field: "range.to", message: "Required." });
  if (range?.from && range.to) {
    const days = (range.to.getTime() - range.from.getTime()) / 86_400_000;
    if (days <= 0) problems.push({ field: "range.to", message: "Must be after `from`." });
    else if (days > MAX_RANGE_DAYS) problems.push({ field: "range.to", message: "At most two years after `from`." });
  }
  return problems;
}

interface Row {
  by_source: { source: LeadSource; count: number }[] | null;
  by_status: { status: LeadStatus; count: number }[] | null;
  revenue: { month: string; bookings: number; cents: number }[];
  requests: { month: string; count: number }[];
  routes: { from: string; to: string; count: number }[] | null;
}

// One statement: every figure is an aggregate over the rows created in [from, to); months in UTC.
const SQL = `
  WITH months AS (
    SELECT to_char(m, 'YYYY-MM') AS month
    FROM generate_series(date_trunc('month', $1::timestamptz AT TIME ZONE 'UTC'),
                         ($2::timestamptz AT TIME ZONE 'UTC') - interval '1 millisecond', interval '1 month') AS m
  ),
  leads AS (SELECT source, status FROM lead WHERE created_at >= $1 AND created_at < $2),
  bookings AS (
    SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM') AS month, count(*)::int AS bookings, sum(price_usd_cents)::bigint AS cents
    FROM booking WHERE created_at >= $1 AND created_at < $2 AND status <> 'CANCELLED' GROUP BY 1
  ),
  requests AS (
    SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM') AS month, count(*)::int AS count
    FROM quote_request WHERE created_at >= $1 AND created_at < $2 GROUP BY 1
  )
  SELECT
    (SELECT json_agg(json_build_object('source', source, 'count', count)) FROM (SELECT source, count(*)::int AS count FROM leads GROUP BY source) s) AS by_source,
    (SELECT json_agg(json_build_object('status', status, 'count', count)) FROM (SELECT status, count(*)::int AS count FROM leads GROUP BY status) s) AS by_status,
    (SELECT json_agg(json_build_object('month', m.month, 'bookings', coalesce(b.bookings, 0), 'cents', coalesce(b.cents, 0)) ORDER BY m.month)
       FROM months m LEFT JOIN bookings b USING (month)) AS revenue,
    (SELECT json_agg(json_build_object('month', m.month, 'count', coalesce(r.count, 0)) ORDER BY m.month)
       FROM months m LEFT JOIN requests r USING (month)) AS requests,
    (SELECT json_agg(json_build_object('from', from_code, 'to', to_code, 'count', count) ORDER BY count DESC, from_code, to_code)
       FROM (SELECT leg.from_code, leg.to_code, count(*)::int AS count
             FROM quote_request request JOIN quote_request_leg leg ON leg.quote_request_id = request.id AND leg.position = 0
             WHERE request.created_at >= $1 AND request.created_at < $2
             GROUP BY leg.from_code, leg.to_code ORDER BY count DESC, leg.from_code, leg.to_code LIMIT ${TOP_ROUTES}) r) AS routes`;

export class AnalyticsService {
  constructor(private readonly db: DataSource) {}

  async analytics(range: DateRangeInput | null | undefined): Promise<Analytics> {
    const problems = analyticsRangeProblems(range);
    if (problems.length) throw badInput(problems);
    const from = range!.from!;
    const to = range!.to!;
    const [row] = (await this.db.query(SQL, [from, to])) as Row[];
    const bySource = new Map((row!.by_source ?? []).map((r) => [r.source, r.count]));
    const byStatus = new Map((row!.by_status ?? []).map((r) => [r.status, r.count]));
    const won = byStatus.get(LeadStatus.WON) ?? 0;
    const lost = byStatus.get(LeadStatus.LOST) ?? 0;
    const bookings = row!.revenue.reduce((sum, m) => sum + m.bookings, 0);
    const cents = row!.revenue.reduce((sum, m) => sum + Number(m.cents), 0);
    return {
      from,
      to,
      totalLeads: [...bySource.values()].reduce((a, b) => a + b, 0),
      leadsBySource: Object.values(LeadSource)
        .map((source) => ({ source, count: bySource.get(source) ?? 0 }))
        .toSorted((a, b) => b.count - a.count),
      leadsByStatus: Object.values(LeadStatus).map((status) => ({ status, count: byStatus.get(status) ?? 0 })),
      conversionRate: won + lost ? won / (won + lost) : 0,
      bookings,
      revenueUsd: usdFromCents(cents),
      averageDealSizeUsd: bookings ? usdFromCents(cents / bookings) : 0,
      revenueByMonth: row!.revenue.map((m) => ({ month: m.month, bookings: m.bookings, revenueUsd: usdFromCents(Number(m.cents)) })),
      quoteRequestsByMonth: row!.requests,
      topRoutes: row!.routes ?? [],
    };
  }
}

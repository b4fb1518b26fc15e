import { usdFromCents } from "../../core/money.js";
import type { LeadStats } from "./lead.js";

// The all-time pipeline figures and the stale test, as SQL the stats query, the Lead.stale loader
// and the live event's card share, so the board's figures mean the same wherever they come from.

/** All-time figures from the counts triggers keep per status (lead_pipeline_count): no scan of the leads. */
export const ALL_TIME_FIGURES_SQL = `SELECT sum(leads)::int AS total,
       sum(leads) FILTER (WHERE status = 'NEW')::int AS new,
       sum(leads) FILTER (WHERE status = 'CONTACTED')::int AS contacted,
       sum(leads) FILTER (WHERE status = 'QUALIFIED')::int AS qualified,
       sum(leads) FILTER (WHERE status = 'WON')::int AS won,
       sum(leads) FILTER (WHERE status = 'LOST')::int AS lost,
       coalesce(sum(value_usd_cents) FILTER (WHERE status = 'WON'), 0)::bigint AS revenue_cents
  FROM lead_pipeline_count`;

/**
 * Whether lead `l` is stale under pricing_setting `s`: open, and its newest timeline entry (every
 * change writes one; else its creation) older than stale_lead_days.
 */
export const STALE_SQL = `(l.status IN ('NEW', 'CONTACTED', 'QUALIFIED')
  AND coalesce((SELECT max(a.created_at) FROM lead_activity a WHERE a.lead_id = l.id), l.created_at)
      < now() - make_interval(days => s.stale_lead_days))`;

/** A row of counts as ALL_TIME_FIGURES_SQL (or a ranged count with the same columns) returns it. */
export interface FigureCounts {
  total: number | null;
  new: number | null;
  contacted: number | null;
  qualified: number | null;
  won: number | null;
  lost: number | null;
  /** bigint: pg returns it as text. */
  revenue_cents: string | number;
}

export function toLeadStats(row: FigureCounts): LeadStats {
  const won = row.won ?? 0;
  const lost = row.lost ?? 0;
  const revenueCents = Number(row.revenue_cents);
  return {
    totalLeads: row.total ?? 0,
    newLeads: row.new ?? 0,
    contacted: row.contacted ?? 0,
    qualified: row.qualified ?? 0,
    dealsWon: won,
    dealsLost: lost,
    totalRevenueUsd: usdFromCents(revenueCents),
    averageDealSizeUsd: won ? usdFromCents(revenueCents / won) : 0,
    conversionRate: won + lost ? won / (won + lost) : 0,
  };
}

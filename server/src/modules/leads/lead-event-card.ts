import type { Queryable } from "../../core/queryable.js";
import type { Lead, LeadStats } from "./lead.js";
import { toLead, type LeadColumns } from "./lead.mappers.js";
import { ALL_TIME_FIGURES_SQL, STALE_SQL, toLeadStats, type FigureCounts } from "./lead-pipeline.js";

/**
 * What a `leadEvents` event carries to every server copy: the lead as the board shows it (with
 * `stale` and how many customer messages it has, which the subscribers would otherwise each ask
 * for) and the pipeline figures after the change. Read once, by the copy that made the change.
 */
export interface LeadEventCard {
  lead: Lead & { knownStale: boolean; knownCustomerMessages: number };
  stats: LeadStats;
}

/** The card as JSON carries it: dates as ISO text. */
export interface LeadEventCardWire {
  lead: Omit<LeadEventCard["lead"], "createdAt" | "updatedAt"> & { createdAt: string; updatedAt: string };
  stats: LeadStats;
}

interface CardRow extends FigureCounts, LeadColumns {
  stale: boolean;
  customer_messages: number;
}

/** The lead's card and the figures in one statement (one round trip after the commit); null when the lead is gone. */
export async function readLeadEventCard(db: Queryable, leadId: string): Promise<LeadEventCard | null> {
  const rows = (await db.query(
    `WITH figures AS (${ALL_TIME_FIGURES_SQL})
     SELECT l.id, l.contact_name AS "contactName", l.company, l.email, l.phone, l.source, l.score,
            l.score_parts AS "scoreParts", l.status,
            l.estimated_value_usd_cents::float8 AS "estimatedValueUsdCents", l.assignee_user_id AS "assigneeUserId",
            l.created_at AS "createdAt", l.updated_at AS "updatedAt",
            ${STALE_SQL} AS stale,
            (SELECT count(*)::int FROM conversation_message m JOIN quote_request qr ON qr.id = m.quote_request_id
              WHERE qr.lead_id = l.id AND m.from_staff = false) AS customer_messages,
            f.*
       FROM lead l CROSS JOIN pricing_setting s CROSS JOIN figures f
      WHERE l.id = $1`,
    [leadId],
  )) as CardRow[];
  const row = rows[0];
  if (!row) return null;
  return {
    lead: {
      ...toLead(row),
      knownStale: row.stale,
      knownCustomerMessages: row.customer_messages,
    },
    stats: toLeadStats(row),
  };
}

export function cardToWire(card: LeadEventCard): LeadEventCardWire {
  return {
    lead: { ...card.lead, createdAt: card.lead.createdAt.toISOString(), updatedAt: card.lead.updatedAt.toISOString() },
    stats: card.stats,
  };
}

export function cardFromWire(wire: LeadEventCardWire): LeadEventCard {
  return {
    lead: { ...wire.lead, createdAt: new Date(wire.lead.createdAt), updatedAt: new Date(wire.lead.updatedAt) },
    stats: wire.stats,
  };
}

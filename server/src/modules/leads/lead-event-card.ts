import type { Queryable } from "../../core/queryable.js";
import { usdFromCents } from "../../core/money.js";
import type { Lead, LeadStats } from "./lead.js";
import type { LeadSource, LeadStatus } from "./lead.enums.js";
import type { LeadScoreFactorKey } from "./lead-scoring.js";
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

interface CardRow extends FigureCounts {
  id: string;
  contact_name: string;
  company: string | null;
  email: string;
  phone: string | null;
  source: LeadSource;
  score: number;
  score_parts: Partial<Record<LeadScoreFactorKey, number>> | null;
  status: LeadStatus;
  estimated_value_usd_cents: string;
  assignee_user_id: string | null;
  created_at: Date;
  updated_at: Date;
  stale: boolean;
  customer_messages: number;
}

/** The lead's card and the figures in one statement (one round trip after the commit); null when the lead is gone. */
export async function readLeadEventCard(db: Queryable, leadId: string): Promise<LeadEventCard | null> {
  const rows = (await db.query(
    `WITH figures AS (${ALL_TIME_FIGURES_SQL})
     SELECT l.id, l.contact_name, l.company, l.email, l.phone, l.source, l.score, l.score_parts, l.status,
            l.estimated_value_usd_cents, l.assignee_user_id, l.created_at, l.updated_at,
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
      id: row.id,
      contactName: row.contact_name,
      company: row.company,
      email: row.email,
      phone: row.phone,
      source: row.source,
      score: row.score,
      status: row.status,
      estimatedValueUsd: usdFromCents(Number(row.estimated_value_usd_cents)),
      createdAt: row.created_at,
      updatedAt: row.updated_at,
      assigneeUserId: row.assignee_user_id,
      scoreParts: row.score_parts,
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

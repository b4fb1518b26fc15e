import { usdFromCents as usd } from "../../core/money.js";
import type { LeadActivityEntity } from "./lead-activity.entity.js";
import type { LeadEntity } from "./lead.entity.js";
import type { Lead, LeadActivity } from "./lead.js";

/** The columns a lead is made from: an entity, or a raw row selected under the entity's names (lead-event-card.ts). */
export type LeadColumns = Pick<
  LeadEntity,
  | "id"
  | "contactName"
  | "company"
  | "email"
  | "phone"
  | "source"
  | "score"
  | "status"
  | "estimatedValueUsdCents"
  | "createdAt"
  | "updatedAt"
  | "assigneeUserId"
  | "scoreParts"
>;

export function toLead(row: LeadColumns): Lead {
  return {
    id: row.id,
    contactName: row.contactName,
    company: row.company,
    email: row.email,
    phone: row.phone,
    source: row.source,
    score: row.score,
    status: row.status,
    estimatedValueUsd: usd(row.estimatedValueUsdCents),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    assigneeUserId: row.assigneeUserId,
    scoreParts: row.scoreParts,
  };
}

export function toLeadActivity(row: LeadActivityEntity): LeadActivity {
  return {
    id: row.id,
    kind: row.kind,
    body: row.body,
    fromStatus: row.fromStatus,
    toStatus: row.toStatus,
    quoteRequestId: row.quoteRequestId,
    createdAt: row.createdAt,
    actorUserId: row.actorUserId,
  };
}

import DataLoader from "dataloader";
import { In, type DataSource } from "typeorm";
import { groupByKey, oneByKey, type LoaderOptions } from "../../core/batches.js";
import { LeadActivityEntity } from "./lead-activity.entity.js";
import type { LeadActivity } from "./lead.js";
import { toLeadActivity } from "./lead.mappers.js";
import { STALE_SQL } from "./lead-pipeline.js";

export interface LeadLoaders {
  /** A lead's timeline, newest first. */
  leadActivity: DataLoader<string, LeadActivity[]>;
  /** A lead's newest timeline entry (null for none): the staff list shows it beside each lead. */
  latestActivity: DataLoader<string, LeadActivity | null>;
  /** Whether an open lead has had no activity for pricing_setting.stale_lead_days (Lead.stale). */
  leadStale: DataLoader<string, boolean>;
}

export function createLeadLoaders(db: DataSource, { cache = true }: LoaderOptions = {}): LeadLoaders {
  return {
    leadActivity: new DataLoader(
      async (leadIds) => {
        const rows = await db
          .getRepository(LeadActivityEntity)
          .find({ where: { leadId: In([...leadIds]) }, order: { createdAt: "DESC", id: "DESC" } });
        return groupByKey(leadIds, rows, (row) => row.leadId).map((group) => group.map(toLeadActivity));
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
        return oneByKey(leadIds, rows, (row) => row.leadId).map((row) => row && toLeadActivity(row));
      },
      { cache },
    ),
    leadStale: new DataLoader(
      async (leadIds) => {
        const rows = (await db.query(
          `SELECT l.id, ${STALE_SQL} AS stale FROM lead l CROSS JOIN pricing_setting s WHERE l.id = ANY($1::uuid[])`,
          [[...leadIds]],
        )) as { id: string; stale: boolean }[];
        return oneByKey(leadIds, rows, (row) => row.id).map((row) => row?.stale ?? false);
      },
      { cache },
    ),
  };
}

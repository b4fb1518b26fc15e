import type { EntityManager } from "typeorm";

// The audit log's one writer: every feature that changes records (pricing, bookings, users, …) and
// the auth admin API write here; modules/audit only reads the log back for the back office.

export interface AuditEntry {
  actorUserId: string | null;
  action: string;
  entity: string;
  entityId: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** One row's change, as a feature that owns the table reports it to the caller that audits it. */
export type RowChange = Omit<AuditEntry, "actorUserId" | "action">;

/** The fields of `next` that differ from `current`, as { before, after }; null when none do. */
export function diffFields<T extends object>(
  current: T,
  next: Partial<T>,
): { before: Record<string, unknown>; after: Record<string, unknown> } | null {
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(next)) {
    if (value === undefined) continue;
    const old = (current as Record<string, unknown>)[key];
    if (old === value) continue;
    before[key] = old;
    after[key] = value;
  }
  return Object.keys(after).length ? { before, after } : null;
}

/** Writes the entries with the caller's manager, so they commit or roll back with the change. */
export async function writeAudit(manager: EntityManager, entries: AuditEntry[]): Promise<void> {
  for (const e of entries) {
    await manager.query(
      `INSERT INTO audit_log (actor_user_id, action, entity, entity_id, before, after) VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb)`,
      [
        e.actorUserId,
        e.action,
        e.entity,
        e.entityId,
        e.before && JSON.stringify(e.before),
        e.after && JSON.stringify(e.after),
      ],
    );
  }
}

import { In, type DataSource } from "typeorm";
import { keysetPage, type ConnectionShape, type KeysetSort, type PageArgs } from "../../core/pagination.js";
import { AUDIT_TABLES, type AuditChange, type AuditEntry } from "./audit-entry.js";
import type { AuditSubject } from "./audit-subject.enum.js";
import { AuditLogEntity } from "./audit-log.entity.js";

// Newest first on the identity column: it grows with every insert, so it orders like `at` without ties.
const SORT: KeysetSort<AuditLogEntity> = {
  name: "audit:ID:DESC",
  columns: [{ path: "audit.id", kind: "int", cast: "bigint" }],
  direction: "DESC",
  keysOf: (row) => [Number(row.id)],
};

const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));

/** Every field named before or after, in the order first seen. */
export function changesOf(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): AuditChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields.map((field) => ({ field, before: json(before?.[field]), after: json(after?.[field]) }));
}

function toEntry(row: AuditLogEntity): AuditEntry {
  return {
    id: row.id,
    at: row.at,
    action: row.action,
    entity: row.entity,
    entityId: row.entityId,
    actorUserId: row.actorUserId,
    changes: changesOf(row.before, row.after),
  };
}

/** Reading the audit log the pricing, offers and users modules write. */
export class AuditService {
  constructor(private readonly db: DataSource) {}

  list(subjects: AuditSubject[] | null | undefined, page: PageArgs): Promise<ConnectionShape<AuditEntry>> {
    const query = this.db.getRepository(AuditLogEntity).createQueryBuilder("audit");
    if (subjects?.length) query.where({ entity: In(subjects.flatMap((s) => AUDIT_TABLES[s])) });
    return keysetPage(query, SORT, page, toEntry);
  }
}

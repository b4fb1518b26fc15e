import { AuditSubject } from "./audit-subject.enum.js";

/** The audited tables each subject covers. */
export const AUDIT_TABLES: Record<AuditSubject, string[]> = {
  [AuditSubject.PRICING]: ["pricing_setting", "aircraft_category", "program"],
  [AuditSubject.OFFERS]: ["flight_offer"],
  [AuditSubject.USERS]: ["auth_user"],
  [AuditSubject.PASSENGERS]: ["booking_passengers", "saved_passenger", "passenger_export"],
};

/** One field of one audited change, its values as JSON text (null when absent). */
export interface AuditChange {
  field: string;
  before: string | null;
  after: string | null;
}

/** One audited change: who did what to which record, and when. */
export interface AuditEntry {
  id: string;
  at: Date;
  /** e.g. "pricing.update", "offer.create", "user.disable". */
  action: string;
  /** The kind of record changed, e.g. "aircraft_category". */
  entity: string;
  entityId: string | null;
  changes: AuditChange[];
  /** null for a system change or a deleted account. */
  actorUserId: string | null;
}

import type { EntityManager } from "typeorm";
import type { UserRole } from "../common/store.js";

/**
 * The back office's rules on accounts, which the admin API keeps as well. They belong to the users
 * and account features, and auth/ imports no feature: the app's wiring (services.ts) fills this port.
 */
export interface AccountRules {
  /** Another role, under the back office's rules (not one's own, not the last admin, staff only for a proven address); audited. */
  changeRole(tx: EntityManager, userId: string, role: UserRole, actorUserId: string | null): Promise<void>;
  /** A ban until `until` (null lifts it): the sessions end at once, and a change of state is audited. */
  setBannedUntil(tx: EntityManager, userId: string, until: Date | null, actorUserId: string | null): Promise<void>;
  /** Before an account is deleted: its requests are marked as a deleted owner's (see the account feature). */
  markRequestsOwnerDeleted(tx: EntityManager, userId: string, provenEmail: string | null): Promise<void>;
}

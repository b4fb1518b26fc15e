// Who is calling and what their role lets them see: the services decide on these, whatever
// transport (GraphQL, the HTTP routers) resolved the caller.

// STAFF_REQUIRE_MFA is read (and its type declared) where the environment is: config.ts, at the bottom.
import type { StaffMfaRule } from "../config.js";

export type { StaffMfaRule };

export enum RoleRank {
  CUSTOMER = 1,
  STAFF = 2,
  ADMIN = 3,
}

/** Whether a session meets the staff rule: its assurance level and the methods it was proven with. */
export function meetsStaffMfa(rule: StaffMfaRule, aal: "aal1" | "aal2", amr: readonly { method: string }[]): boolean {
  if (rule === false) return true;
  if (aal !== "aal2") return false;
  return rule === "any" || amr.some((entry) => entry.method === "mfa/webauthn");
}

/** Who is calling: a verified access token whose session and user still exist. */
export interface Viewer {
  userId: string;
  sessionId: string;
  email: string;
  role: keyof typeof RoleRank;
  aal: "aal1" | "aal2";
  /**
   * The user has a verified second factor and this session has not proven it (aal1 after a password,
   * link, texted code, Google or a passkey): until it steps up, it passes no guard.
   */
  owesSecondFactor: boolean;
  /** False when staff APIs need a second factor (STAFF_REQUIRE_MFA) and this session has none. */
  staffMfaSatisfied: boolean;
  /** Seconds since the epoch when the access token expires. */
  expiresAt: number;
}

/**
 * Whether the viewer passes an `@auth(requires: role)` guard now: a session that has proven every
 * factor its user has, that role or a higher one, and for staff tools the staff rule's second factor.
 * The guards and the "what may I do" fields both ask this.
 */
export function hasRole(viewer: Viewer | null, role: keyof typeof RoleRank): boolean {
  if (viewer === null || viewer.owesSecondFactor || RoleRank[viewer.role] < RoleRank[role]) return false;
  return RoleRank[role] < RoleRank.STAFF || viewer.staffMfaSatisfied;
}

/** Staff (or admin) whose session may use staff tools now: they see every customer's rows. */
export function seesAllRows(viewer: Viewer | null): boolean {
  return hasRole(viewer, "STAFF");
}

import type { Role } from "./role.enum.js";

// Users as the features see them. auth_user has no TypeORM entity: user-rows.ts reads them in SQL.

/** Who someone is, briefly: a booking's customer, a lead's assignee, who wrote a note. */
export interface UserSummary {
  id: string;
  email: string | null;
  /** Full name given at sign-up. */
  name: string | null;
}

/** An account, as admins manage it. */
export interface User {
  id: string;
  email: string | null;
  name: string | null;
  role: Role;
  /** False for an invitation not yet followed. */
  emailConfirmed: boolean;
  createdAt: Date;
  lastSignInAt: Date | null;
  /** Has a verified second factor. */
  mfaEnabled: boolean;
  /** Disabled by an admin: it cannot sign in. */
  disabled: boolean;
  activeSessions: number;
}

/** A second factor of an account, as admins see it (never its secret or phone number). */
export interface UserFactor {
  id: string;
  /** totp, phone or webauthn. */
  type: string;
  /** verified, or unverified (enrolment begun, never finished). */
  status: string;
  friendlyName: string | null;
  createdAt: Date;
}

/** The signed-in user, as the current access token shows them. */
export interface ViewerInfo {
  id: string;
  email: string;
  name: string | null;
  role: Role;
  /** aal1 or aal2. */
  assuranceLevel: string;
  /** aal2 once the user has a verified second factor. */
  nextAssuranceLevel: string;
  /** Whether this session may use the staff back office now (role, and a second factor where required). */
  canUseStaffTools: boolean;
}

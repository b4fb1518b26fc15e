import type { Db } from "../../auth/common/store.js";
import { Role } from "./role.enum.js";
import type { User } from "./user.js";

// auth_user has no TypeORM entity: the admin user list and every admin mutation read users with
// these columns, so each answers with the same User shape.

/** SQL over auth_user: who can be given a lead (the assignee picker and assignLead agree on it). */
export const ASSIGNABLE_STAFF = "role IN ('staff', 'admin') AND (banned_until IS NULL OR banned_until <= now())";

export interface UserRow {
  id: string;
  email: string | null;
  name: string | null;
  role: "customer" | "staff" | "admin";
  email_confirmed: boolean;
  created_at: Date;
  last_sign_in_at: Date | null;
  mfa_enabled: boolean;
  disabled: boolean;
  active_sessions: number;
  /** created_at to the microsecond: auth_user keeps microseconds, and a cursor must compare equal. */
  cursor_at: string;
}

export const USER_COLUMNS = `u.id, u.email, u.user_metadata->>'name' AS name, u.role, u.email_confirmed_at IS NOT NULL AS email_confirmed,
  u.created_at, u.last_sign_in_at, to_char(u.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS cursor_at,
  EXISTS (SELECT 1 FROM auth_mfa_factor f WHERE f.user_id = u.id AND f.status = 'verified') AS mfa_enabled,
  coalesce(u.banned_until > now(), false) AS disabled,
  (SELECT count(*)::int FROM auth_session s WHERE s.user_id = u.id) AS active_sessions`;

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role.toUpperCase() as Role,
    emailConfirmed: row.email_confirmed,
    createdAt: row.created_at,
    lastSignInAt: row.last_sign_in_at,
    mfaEnabled: row.mfa_enabled,
    disabled: row.disabled,
    activeSessions: row.active_sessions,
  };
}

/** The user as admins see them now (inside the caller's transaction, so after its writes). */
export async function readUser(db: Db, userId: string): Promise<User> {
  const [row] = (await db.query(`SELECT ${USER_COLUMNS} FROM auth_user u WHERE u.id = $1`, [userId])) as UserRow[];
  return toUser(row!);
}

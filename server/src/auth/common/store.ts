import type { DataSource, EntityManager } from "typeorm";
import { lockForTransaction } from "../../core/advisory-lock.js";

/** A DataSource or a transaction's manager: auth queries run in either. */
export type Db = DataSource | EntityManager;

export type UserRole = "customer" | "staff" | "admin";

/** The address an email_change link went to: the pending one, or (secure email change) the current one. */
export type EmailChangeSide = "new" | "current";

export interface UserRow {
  id: string;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  /**
   * When the owner last showed the address is theirs: followed a link mailed to it, or a provider
   * vouched for it. Null for an autoconfirmed sign-up, which proves nothing: only a proven address
   * claims what others sent with it (requests, messages) or survives an invitation.
   */
  email_proven_at: Date | null;
  phone: string;
  phone_confirmed_at: Date | null;
  role: UserRole;
  user_metadata: Record<string, unknown>;
  app_metadata: Record<string, unknown>;
  locale: string;
  confirmation_sent_at: Date | null;
  recovery_sent_at: Date | null;
  /** The address an email change waits to switch to (GoTrue's email_change, new_email on the wire). */
  email_change: string | null;
  email_change_sent_at: Date | null;
  /** Which links of the pending change are still to be followed ('new', 'current'); null: the new one only. */
  email_change_awaiting: EmailChangeSide[] | null;
  last_sign_in_at: Date | null;
  banned_until: Date | null;
  /** Set when staff invited the address: only the invitation link may confirm such an account. */
  invited_at: Date | null;
  /** Signed in anonymously (no address): a session, but no account to keep data in (docs/auth.md). */
  is_anonymous: boolean;
  created_at: Date;
  updated_at: Date;
}

/**
 * An unconfirmed account that a public sign-up may add its pending password to: a customer's own
 * sign-up, never an invitation or a staff account (whoever followed that link would become staff).
 */
export const isOpenSignUp = (user: UserRow) => !user.email_confirmed_at && !user.invited_at && user.role === "customer";

export interface IdentityRow {
  id: string;
  user_id: string;
  provider: string;
  provider_id: string;
  identity_data: Record<string, unknown>;
  email: string | null;
  last_sign_in_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export interface FactorRow {
  id: string;
  user_id: string;
  friendly_name: string | null;
  factor_type: "totp" | "phone" | "webauthn";
  status: "unverified" | "verified";
  secret: string | null;
  phone: string;
  last_challenged_at: Date | null;
  last_used_step: string | null;
  created_at: Date;
  updated_at: Date;
}

export interface SessionRow {
  id: string;
  user_id: string;
  aal: "aal1" | "aal2";
  amr: { method: string; timestamp: number }[];
  factor_id: string | null;
  /** When an emailed link or code opened the session (null: any other way, texted codes included). */
  opened_by_email_at: Date | null;
  created_at: Date;
}

/** TypeORM answers UPDATE and DELETE with [rows, rowCount], everything else with rows. */
function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) && typeof result[1] === "number")
    return result[0] as T[];
  return result as T[];
}

export async function one<T>(db: Db, sql: string, params: unknown[] = []): Promise<T | null> {
  return rowsOf<T>(await db.query(sql, params))[0] ?? null;
}

export async function many<T>(db: Db, sql: string, params: unknown[] = []): Promise<T[]> {
  return rowsOf<T>(await db.query(sql, params));
}

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** An address accounts may use: local@domain.tld in Supabase Auth's format, at most 254 characters (RFC 5321's path limit). */
// The form Supabase Auth accepts, shared with the web's sign-in forms (core/rules/account.ts).
export { isAccountEmail } from "../../core/rules/index.js";

/**
 * The transaction lock every claim on an address takes (sign-up, external sign-in, email change,
 * resend, staff invites, the admin CLI): one key, so they take turns instead of racing.
 */
export const lockEmail = (tx: Db, email: string) => lockForTransaction(tx, `signup:${email}`);

export const findUserByEmail = (db: Db, email: string) =>
  one<UserRow>(db, `SELECT * FROM auth_user WHERE email = $1`, [normalizeEmail(email)]);

/** By phone number as stored: E.164 digits without the "+", as Supabase Auth keeps them. */
export const findUserByPhone = (db: Db, phone: string) =>
  one<UserRow>(db, `SELECT * FROM auth_user WHERE phone = $1 AND phone <> ''`, [phone]);

export const findUserById = (db: Db, id: string) => one<UserRow>(db, `SELECT * FROM auth_user WHERE id = $1`, [id]);

export const identitiesOf = (db: Db, userId: string) =>
  many<IdentityRow>(db, `SELECT * FROM auth_identity WHERE user_id = $1 ORDER BY created_at`, [userId]);

export const factorsOf = (db: Db, userId: string) =>
  many<FactorRow>(db, `SELECT * FROM auth_mfa_factor WHERE user_id = $1 ORDER BY created_at`, [userId]);

export const hasVerifiedFactor = async (db: Db, userId: string) =>
  Boolean(
    await one<{ id: string }>(db, `SELECT id FROM auth_mfa_factor WHERE user_id = $1 AND status = 'verified' LIMIT 1`, [
      userId,
    ]),
  );

export const findSession = (db: Db, id: string) =>
  one<SessionRow>(db, `SELECT * FROM auth_session WHERE id = $1`, [id]);

export interface NewUser {
  email: string;
  encryptedPassword: string | null;
  confirmed: boolean;
  /** The address is shown to be the owner's (a provider vouched, or an operator set it); not for autoconfirm. */
  proven?: boolean;
  role?: UserRole;
  userMetadata: Record<string, unknown>;
  locale: string;
  provider: string;
}

/** Inserts a user and the identity of the provider it signed up with (email: the user's own id). */
export async function insertUser(
  db: Db,
  user: NewUser,
  providerId?: string,
  identityData: Record<string, unknown> = {},
): Promise<UserRow> {
  const row = (await one<UserRow>(
    db,
    `INSERT INTO auth_user (email, encrypted_password, email_confirmed_at, email_proven_at, role, user_metadata, app_metadata, locale)
     VALUES ($1, $2, CASE WHEN $3 THEN now() END, CASE WHEN $3 AND $8 THEN now() END, $4, $5, $6, $7) RETURNING *`,
    [
      normalizeEmail(user.email),
      user.encryptedPassword,
      user.confirmed,
      user.role ?? "customer",
      JSON.stringify(user.userMetadata),
      JSON.stringify({ provider: user.provider, providers: [user.provider] }),
      user.locale,
      user.proven ?? false,
    ],
  ))!;
  await db.query(
    `INSERT INTO auth_identity (user_id, provider, provider_id, identity_data, email) VALUES ($1, $2, $3, $4, $5)`,
    [
      row.id,
      user.provider,
      providerId ?? row.id,
      JSON.stringify({
        sub: providerId ?? row.id,
        email: row.email,
        email_verified: user.confirmed,
        phone_verified: false,
        ...identityData,
      }),
      row.email,
    ],
  );
  return row;
}

/**
 * An account with no email address: a phone sign-in's (identity "phone", its number unconfirmed
 * until a texted code is entered) when `phone` is given, else an anonymous one (no identity).
 */
export async function insertUserWithoutEmail(
  db: Db,
  fields: {
    phone: string | null;
    userMetadata: Record<string, unknown>;
    locale: string;
    /** A phone sign-up's password: at once when the number needs no code (SMS_AUTOCONFIRM), else when its code comes back. */
    encryptedPassword?: string | null;
    /** The number counts as confirmed from the start (SMS_AUTOCONFIRM, or its texted code just came back). */
    phoneConfirmed?: boolean;
    /** The id to give the account (the one a phone sign-up already answered with); else a new one. */
    id?: string;
  },
): Promise<UserRow> {
  const provider = fields.phone === null ? "anonymous" : "phone";
  const confirmed = fields.phone !== null && fields.phoneConfirmed === true;
  const row = (await one<UserRow>(
    db,
    `INSERT INTO auth_user (id, phone, is_anonymous, user_metadata, app_metadata, locale, encrypted_password, phone_confirmed_at)
     VALUES (coalesce($8, gen_random_uuid()), $1, $2, $3, $4, $5, $6, CASE WHEN $7 THEN now() END) RETURNING *`,
    [
      fields.phone ?? "",
      fields.phone === null,
      JSON.stringify(fields.userMetadata),
      JSON.stringify({ provider, providers: [provider] }),
      fields.locale,
      fields.encryptedPassword ?? null,
      confirmed,
      fields.id ?? null,
    ],
  ))!;
  if (fields.phone !== null) {
    await db.query(
      `INSERT INTO auth_identity (user_id, provider, provider_id, identity_data) VALUES ($1, 'phone', $2, $3)`,
      [
        row.id,
        row.id,
        JSON.stringify({ sub: row.id, phone: fields.phone, email_verified: false, phone_verified: confirmed }),
      ],
    );
  }
  return row;
}

/**
 * An unconfirmed number's account that a public phone sign-up may add its pending password to: a
 * customer's own phone sign-up or phone sign-in, with no address (an account that has one is reached
 * through that address, never by typing its number).
 */
export const isOpenPhoneSignUp = (user: UserRow) =>
  !user.phone_confirmed_at && !user.email && !user.invited_at && !user.is_anonymous && user.role === "customer";

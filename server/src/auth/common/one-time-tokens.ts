import type { AuthConfig } from "../../config.js";
import { base64UrlSha256, randomToken, safeEqual, sha256 } from "./crypto.js";
import { AuthError } from "./errors.js";
import { many, one, type Db, type EmailChangeSide } from "./store.js";

export const FLOW_STATE_TTL_SECONDS = 300;
export const EMAIL_LINK_TTL_SECONDS = 86_400;
/** Wrong tries a mailed or texted code survives; the last one voids it (six digits must not fall to persistence). */
export const MAX_WRONG_CODES = 5;

/** redirect_to is honoured only for the site itself and the configured extra URLs (no open redirects). */
export function allowedRedirect(config: AuthConfig, requested: string | undefined | null): string {
  if (!requested) return config.siteUrl;
  let url: URL;
  try {
    url = new URL(requested, config.siteUrl);
  } catch {
    return config.siteUrl;
  }
  const site = new URL(config.siteUrl);
  if (url.origin === site.origin) return url.toString();
  const ok = config.additionalRedirectUrls.some((allowed) => {
    if (allowed.endsWith("/**")) return url.toString().startsWith(allowed.slice(0, -2));
    try {
      const entry = new URL(allowed);
      return entry.pathname === "/" ? entry.origin === url.origin : url.toString().startsWith(allowed);
    } catch {
      return false;
    }
  });
  return ok ? url.toString() : config.siteUrl;
}

/** The address an emailed link points at: GET /verify, which redirects on to `redirectTo`. */
export function verifyLink(config: AuthConfig, token: string, type: string, redirectTo: string): string {
  const url = new URL(`${config.siteUrl}/auth/v1/verify`);
  url.search = new URLSearchParams({ token, type, redirect_to: redirectTo }).toString();
  return url.toString();
}

export interface PkceParams {
  code_challenge?: string | null;
  code_challenge_method?: string | null;
}

export function readPkce(params: PkceParams): { challenge: string; method: "s256" | "plain" } | null {
  if (!params.code_challenge) return null;
  const method = (params.code_challenge_method ?? "s256").toLowerCase();
  if (method !== "s256" && method !== "plain")
    throw new AuthError(400, "validation_failed", "Unsupported code challenge method");
  if (!/^[A-Za-z0-9\-._~]{43,128}$/.test(params.code_challenge))
    throw new AuthError(400, "validation_failed", "Invalid code challenge");
  return { challenge: params.code_challenge, method };
}

export async function createFlowState(
  db: Db,
  pkce: { challenge: string; method: string },
  fields: {
    userId?: string | null;
    method: string;
    provider?: string;
    redirectTo?: string;
    providerState?: Record<string, unknown>;
    linkUserId?: string | null;
  },
): Promise<string> {
  const row = await one<{ id: string }>(
    db,
    `INSERT INTO auth_flow_state (user_id, code_challenge, code_challenge_method, authentication_method, provider, redirect_to, provider_state, link_user_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [
      fields.userId ?? null,
      pkce.challenge,
      pkce.method,
      fields.method,
      fields.provider ?? "email",
      fields.redirectTo ?? null,
      JSON.stringify(fields.providerState ?? {}),
      fields.linkUserId ?? null,
    ],
  );
  return row!.id;
}

/** Gives a flow state its one-time auth code (returned once, stored hashed). */
export async function issueAuthCode(db: Db, flowStateId: string, userId: string): Promise<string> {
  const code = randomToken(24);
  await db.query(
    `UPDATE auth_flow_state SET auth_code_hash = $2, user_id = $3, auth_code_issued_at = now() WHERE id = $1`,
    [flowStateId, sha256(code), userId],
  );
  return code;
}

interface FlowStateRow {
  id: string;
  user_id: string | null;
  code_challenge: string;
  code_challenge_method: "s256" | "plain";
  authentication_method: string;
  provider: string;
  auth_code_issued_at: Date | null;
}

/** Spends an auth code: the flow state is deleted whether or not the verifier matches. */
export async function redeemAuthCode(
  db: Db,
  code: string,
  verifier: string,
): Promise<FlowStateRow & { user_id: string }> {
  const flow = await one<FlowStateRow>(db, `DELETE FROM auth_flow_state WHERE auth_code_hash = $1 RETURNING *`, [
    sha256(code),
  ]);
  if (!flow || !flow.user_id)
    throw new AuthError(404, "flow_state_not_found", "invalid flow state, no valid flow state found");
  const issued = flow.auth_code_issued_at ? new Date(flow.auth_code_issued_at).getTime() : 0;
  if (Date.now() - issued > FLOW_STATE_TTL_SECONDS * 1000)
    throw new AuthError(422, "flow_state_expired", "invalid flow state, flow state has expired");
  const expected = flow.code_challenge_method === "s256" ? base64UrlSha256(verifier) : verifier;
  if (!safeEqual(expected, flow.code_challenge))
    throw new AuthError(400, "bad_code_verifier", "code challenge does not match previously saved code verifier");
  return flow as FlowStateRow & { user_id: string };
}

/** magiclink: a passwordless sign-in's link and code (one email); phone_otp: a texted sign-in code. */
export type OneTimeTokenType = "confirmation" | "recovery" | "email_change" | "magiclink" | "phone_otp";

/**
 * The verification types /verify takes, and the emailed secret each redeems. A magic link is its own
 * token (with the code mailed beside it, one-time/otp.service.ts); to a new address the admin API's magic link
 * is a sign-up link, as in Supabase Auth.
 */
const LINK_TYPES: Record<string, OneTimeTokenType> = {
  signup: "confirmation",
  email: "confirmation",
  invite: "confirmation",
  recovery: "recovery",
  magiclink: "magiclink",
  email_change: "email_change",
};

export const linkTokenType = (type: string | undefined): OneTimeTokenType | undefined =>
  type && Object.hasOwn(LINK_TYPES, type) ? LINK_TYPES[type] : undefined;

/** The link types Supabase Auth verifies by token hash. */
export const isVerifyType = (type: string) => Object.hasOwn(LINK_TYPES, type);

/** What a sign-up asked for, kept with its own confirmation token until that token is followed. */
export interface PendingSignUp {
  encryptedPassword: string;
  userMetadata: Record<string, unknown>;
  locale: string;
}

export interface OneTimeTokenRow {
  id: string;
  user_id: string;
  token_type: OneTimeTokenType;
  flow_state_id: string | null;
  created_at: Date;
  pending_password: string | null;
  pending_user_metadata: Record<string, unknown> | null;
  pending_locale: string | null;
  /** An email_change token's new address. */
  pending_email: string | null;
  /** An email_change token's recipient; null (older tokens): the new address. */
  email_change_side: EmailChangeSide | null;
  token_hash: string;
  /** A sign-in code sent with (or instead of) the link, salted with token_hash; null when none was. */
  code_hash: string | null;
  code_failures: number;
}

export interface TokenOptions {
  /** Keep the user's other tokens of the type (a resent confirmation that carries no sign-up's password). */
  keepOthers?: boolean;
  /** The address an email_change link confirms. */
  newEmail?: string;
  /** Which address an email_change link is mailed to. */
  side?: EmailChangeSide;
  /** A short code that redeems the token too (passwordless sign-in), stored only hashed. */
  code?: string;
}

// Salted with the token's own (hashed) secret: equal codes never share a stored hash.
const codeHash = (tokenHash: string, code: string) => sha256(`${tokenHash}:${code}`);

/** Drops the user's emailed links of a type (all types when none is given) and the PKCE flows they carried. */
export async function dropLinks(tx: Db, userId: string, type?: string): Promise<void> {
  await tx.query(
    `DELETE FROM auth_flow_state WHERE id IN (SELECT flow_state_id FROM auth_one_time_token WHERE user_id = $1 AND ($2::text IS NULL OR token_type = $2))`,
    [userId, type ?? null],
  );
  await tx.query(`DELETE FROM auth_one_time_token WHERE user_id = $1 AND ($2::text IS NULL OR token_type = $2)`, [
    userId,
    type ?? null,
  ]);
}

/**
 * A new emailed link secret for the user. A sign-up's token carries that sign-up's pending
 * password and coexists with other sign-ups' tokens; any other token replaces earlier ones of its type
 * (unless `keepOthers`).
 */
export async function createOneTimeToken(
  db: Db,
  userId: string,
  type: OneTimeTokenType,
  flowStateId: string | null,
  pending?: PendingSignUp,
  options: TokenOptions = {},
): Promise<string> {
  const token = randomToken(32);
  const tokenHash = sha256(token);
  await db.query(
    `DELETE FROM auth_one_time_token WHERE user_id = $1 AND token_type = $2 AND ($3 OR created_at < now() - make_interval(secs => $4))`,
    [userId, type, !pending && !options.keepOthers, EMAIL_LINK_TTL_SECONDS],
  );
  await db.query(
    `INSERT INTO auth_one_time_token (user_id, token_type, token_hash, flow_state_id, pending_password, pending_user_metadata, pending_locale, pending_email, email_change_side, code_hash)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      userId,
      type,
      tokenHash,
      flowStateId,
      pending?.encryptedPassword ?? null,
      pending ? JSON.stringify(pending.userMetadata) : null,
      pending?.locale ?? null,
      options.newEmail ?? null,
      options.side ?? null,
      options.code === undefined ? null : codeHash(tokenHash, options.code),
    ],
  );
  return token;
}

/**
 * The newest pending sign-up's password hash of an unconfirmed user (for the "not confirmed" hint):
 * an email sign-up's (its confirmation link) or a phone sign-up's (its texted code).
 */
export async function newestPendingPassword(
  db: Db,
  userId: string,
  type: "confirmation" | "phone_otp" = "confirmation",
): Promise<string | null> {
  const row = await one<{ pending_password: string }>(
    db,
    `SELECT pending_password FROM auth_one_time_token WHERE user_id = $1 AND token_type = $2 AND pending_password IS NOT NULL ORDER BY created_at DESC LIMIT 1`,
    [userId, type],
  );
  return row?.pending_password ?? null;
}

/**
 * Spends an emailed link secret; null when unknown or older than `ttlSeconds` (a day unless said).
 * The user row is locked first, so two links of one user redeemed at once take turns (and see each
 * other's outcome).
 */
export async function redeemOneTimeToken(
  db: Db,
  token: string,
  type: OneTimeTokenType,
  ttlSeconds = EMAIL_LINK_TTL_SECONDS,
): Promise<OneTimeTokenRow | null> {
  const owner = await one<{ user_id: string }>(
    db,
    `SELECT user_id FROM auth_one_time_token WHERE token_hash = $1 AND token_type = $2`,
    [sha256(token), type],
  );
  if (!owner) return null;
  await db.query(`SELECT 1 FROM auth_user WHERE id = $1 FOR UPDATE`, [owner.user_id]);
  const row = await one<OneTimeTokenRow>(
    db,
    `DELETE FROM auth_one_time_token WHERE token_hash = $1 AND token_type = $2 RETURNING *`,
    [sha256(token), type],
  );
  if (!row || Date.now() - new Date(row.created_at).getTime() > ttlSeconds * 1000) return null;
  return row;
}

/**
 * Spends the user's code of a type (sent with a link, or texted); null when no live one matches.
 * A wrong code counts against the user's live codes of that type, and MAX_WRONG_CODES void them: the
 * caller must commit even when it refuses. Locks the user row first, as links do.
 */
export async function redeemOneTimeCode(
  db: Db,
  userId: string,
  type: OneTimeTokenType,
  code: string,
  ttlSeconds: number,
): Promise<OneTimeTokenRow | null> {
  await db.query(`SELECT 1 FROM auth_user WHERE id = $1 FOR UPDATE`, [userId]);
  const live = await many<OneTimeTokenRow>(
    db,
    `SELECT * FROM auth_one_time_token WHERE user_id = $1 AND token_type = $2 AND code_hash IS NOT NULL
       AND code_failures < $3 AND created_at > now() - make_interval(secs => $4)`,
    [userId, type, MAX_WRONG_CODES, ttlSeconds],
  );
  const match = live.find((row) => safeEqual(codeHash(row.token_hash, code), row.code_hash!));
  if (!match) {
    if (live.length)
      await db.query(`UPDATE auth_one_time_token SET code_failures = code_failures + 1 WHERE id = ANY($1)`, [
        live.map((row) => row.id),
      ]);
    return null;
  }
  await db.query(`DELETE FROM auth_one_time_token WHERE id = $1`, [match.id]);
  return match;
}

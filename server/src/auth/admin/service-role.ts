import { createHash, randomUUID } from "node:crypto";
import { createLocalJWKSet, decodeJwt, jwtVerify, SignJWT, type JWTPayload } from "jose";
import { isUuid } from "../../core/ids.js";
import { bearerToken, type SigningKeys } from "../sessions/index.js";
import { AuthError } from "../common/errors.js";
import { one, type Db } from "../common/store.js";

/** The JWT role Supabase Auth's admin endpoints require (its secret key carries it). */
export const SERVICE_ROLE = "service_role";
/** The audience a service-role key names: the admin API alone, never a user's "authenticated". */
export const SERVICE_ROLE_AUDIENCE = "auth-admin";

/** Checks an Authorization header for a service-role JWT signed with one of our keys. */
export type ServiceRoleCheck = (header: string | undefined) => Promise<void>;

export interface ServiceRoleRules {
  /** This service's issuer, as in its access tokens: SITE_URL/auth/v1. */
  issuer: string;
  /** The longest a key may live, from its iat to its exp (SERVICE_ROLE_KEY_MAX_DAYS). */
  maxLifetimeSeconds: number;
  /**
   * A Supabase project's issuer whose keys are taken on Supabase Auth's terms: role, signature and
   * expiry, without audience, id or lifetime cap (SERVICE_ROLE_KEY_SUPABASE_ISSUER); null: none.
   */
  supabaseIssuer: string | null;
}

const badJwt = (reason: string) => new AuthError(403, "bad_jwt", `invalid JWT: ${reason}`);

const names = (audience: JWTPayload["aud"], wanted: string) =>
  audience === wanted || (Array.isArray(audience) && audience.includes(wanted));

/**
 * As Supabase Auth's admin guard: no token 401 `no_authorization`; a token that fails its signature,
 * algorithm or expiry 403 `bad_jwt`; any other role (a user's access token) 403 `not_admin`. Unlike
 * Supabase Auth, a key must also name this service as issuer and the admin API as audience, carry an
 * id (jti) and a lifetime within the cap, and not be revoked (auth_revoked_service_key, read on every
 * request so every server copy refuses a revoked key at once). Keys of the older CLI lack those
 * claims and are refused. Keys naming rules.supabaseIssuer skip those extra claims (an operator's
 * choice, to take a Supabase project's keys) but stay revocable, by the id made from the key.
 */
export function serviceRoleCheck(keys: SigningKeys, db: Db, rules: ServiceRoleRules): ServiceRoleCheck {
  const keySet = createLocalJWKSet(keys.publicJwks);
  const algorithms = [...new Set(keys.publicJwks.keys.map((k) => k.alg!))];
  return async (header) => {
    const token = bearerToken(header);
    if (!token) throw new AuthError(401, "no_authorization", "This endpoint requires a Bearer token");
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, keySet, { algorithms, requiredClaims: ["exp"] }));
    } catch (error) {
      const reason = error instanceof Error ? error.message : "unknown";
      throw badJwt(`unable to parse or verify signature, ${reason}`);
    }
    if (payload.role !== SERVICE_ROLE) throw new AuthError(403, "not_admin", "User not allowed");
    if (rules.supabaseIssuer === null || payload.iss !== rules.supabaseIssuer) checkOwnClaims(payload, rules);
    const revoked = await one<{ key_id: string }>(db, `SELECT key_id FROM auth_revoked_service_key WHERE key_id = $1`, [
      serviceRoleKeyId(token, payload),
    ]);
    if (revoked) throw badJwt("the key has been revoked");
  };
}

/** What this service asks of its own keys beyond Supabase Auth: issuer, audience, an id, a capped lifetime. */
function checkOwnClaims(payload: JWTPayload, rules: ServiceRoleRules): void {
  if (payload.iss !== rules.issuer) throw badJwt("the key was not issued by this service");
  if (!names(payload.aud, SERVICE_ROLE_AUDIENCE)) throw badJwt("the key is not meant for the admin API");
  if (typeof payload.jti !== "string" || !isUuid(payload.jti))
    throw badJwt("the key has no id to revoke it by; make a new one");
  const now = Math.floor(Date.now() / 1000);
  if (typeof payload.iat !== "number" || payload.iat > now + 60) throw badJwt("the key has no valid issue time");
  if (payload.exp! - payload.iat > rules.maxLifetimeSeconds)
    throw badJwt("the key lives longer than SERVICE_ROLE_KEY_MAX_DAYS allows");
}

/**
 * The id a key is revoked by: its jti, or for a key without one (a Supabase project's) a UUID made
 * from the SHA-256 of its signed part, which no re-encoding of the signature can change.
 */
function serviceRoleKeyId(key: string, claims: JWTPayload): string {
  if (typeof claims.jti === "string" && isUuid(claims.jti)) return claims.jti;
  const hex = createHash("sha256").update(key.split(".").slice(0, 2).join(".")).digest("hex");
  return [hex.slice(0, 8), hex.slice(8, 12), hex.slice(12, 16), hex.slice(16, 20), hex.slice(20, 32)].join("-");
}

/**
 * A service-role key (a JWT with `role: service_role`, as Supabase's), signed with the current
 * signing key, for this service's admin API only, with an id (jti) it can be revoked by.
 */
export async function signServiceRoleKey(keys: SigningKeys, issuer: string, lifetimeSeconds: number): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ role: SERVICE_ROLE })
    .setProtectedHeader({ alg: keys.signing.alg, kid: keys.signing.kid, typ: "JWT" })
    .setIssuer(issuer)
    .setAudience(SERVICE_ROLE_AUDIENCE)
    .setJti(randomUUID())
    .setIssuedAt(now)
    .setExpirationTime(now + lifetimeSeconds)
    .sign(keys.signing.key);
}

/** A key's id and expiry (read, not verified: the id alone is what revocation needs). */
export function serviceRoleKeyClaims(key: string): { id: string; expiresAt: Date | null } {
  let claims: JWTPayload;
  try {
    claims = decodeJwt(key);
  } catch {
    throw new Error("that is neither a service-role key nor a key id");
  }
  return {
    id: serviceRoleKeyId(key, claims),
    expiresAt: typeof claims.exp === "number" ? new Date(claims.exp * 1000) : null,
  };
}

/**
 * Revokes a key, given whole or by its id: from the next request on, every server copy refuses it.
 * Returns the id. Revocations of keys that have expired anyway are swept on the way.
 */
export async function revokeServiceRoleKey(db: Db, keyOrId: string): Promise<string> {
  const given = keyOrId.trim();
  const { id, expiresAt } = isUuid(given) ? { id: given, expiresAt: null } : serviceRoleKeyClaims(given);
  await db.query(`DELETE FROM auth_revoked_service_key WHERE expires_at < now()`);
  await db.query(
    `INSERT INTO auth_revoked_service_key (key_id, expires_at) VALUES ($1, $2) ON CONFLICT (key_id) DO NOTHING`,
    [id, expiresAt],
  );
  return id;
}

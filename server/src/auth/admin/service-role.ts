import { createLocalJWKSet, jwtVerify, SignJWT } from "jose";
import { bearerToken } from "../bearer.js";
import { AuthError } from "../errors.js";
import type { SigningKeys } from "../keys.js";

/** The JWT role Supabase Auth's admin endpoints require (its secret key carries it). */
export const SERVICE_ROLE = "service_role";

/** Checks an Authorization header for a service-role JWT signed with one of our keys. */
export type ServiceRoleCheck = (header: string | undefined) => Promise<void>;

/**
 * As Supabase Auth's admin guard: no token 401 `no_authorization`; a token that fails its signature,
 * algorithm or expiry 403 `bad_jwt`; any other role (a user's access token) 403 `not_admin`.
 * Unlike Supabase Auth, an expiry is required: a key that never ends cannot be retired but by
 * removing the signing key itself.
 */
export function serviceRoleCheck(keys: SigningKeys): ServiceRoleCheck {
  const keySet = createLocalJWKSet(keys.publicJwks);
  const algorithms = [...new Set(keys.publicJwks.keys.map((k) => k.alg!))];
  return async (header) => {
    const token = bearerToken(header);
    if (!token) throw new AuthError(401, "no_authorization", "This endpoint requires a Bearer token");
    let role: unknown;
    try {
      ({
        payload: { role },
      } = await jwtVerify(token, keySet, { algorithms, requiredClaims: ["exp"] }));
    } catch (error) {
      const reason = error instanceof Error ? error.message : "unknown";
      throw new AuthError(403, "bad_jwt", `invalid JWT: unable to parse or verify signature, ${reason}`);
    }
    if (role !== SERVICE_ROLE) throw new AuthError(403, "not_admin", "User not allowed");
  };
}

/** A service-role key (a JWT with `role: service_role`, as Supabase's), signed with the current signing key. */
export async function signServiceRoleKey(keys: SigningKeys, issuer: string, lifetimeSeconds: number): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ role: SERVICE_ROLE })
    .setProtectedHeader({ alg: keys.signing.alg, kid: keys.signing.kid, typ: "JWT" })
    .setIssuer(issuer)
    .setIssuedAt(now)
    .setExpirationTime(now + lifetimeSeconds)
    .sign(keys.signing.key);
}

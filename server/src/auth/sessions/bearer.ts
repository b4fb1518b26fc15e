import type { Db, SessionRow, UserRow } from "../common/store.js";
import { findSession, findUserById } from "../common/store.js";
import { AuthError } from "../common/errors.js";
import type { AccessClaims, TokenService } from "./access-tokens.js";

export interface Authenticated {
  claims: AccessClaims;
  user: UserRow;
  session: SessionRow;
}

export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? "");
  return match?.[1] ?? null;
}

/**
 * Verifies an access token and that its user and session still exist, so sign-out and
 * deleted accounts take effect at once rather than when the token expires.
 */
export async function authenticate(db: Db, tokens: TokenService, header: string | undefined): Promise<Authenticated> {
  const token = bearerToken(header);
  if (!token) throw new AuthError(401, "no_authorization", "This endpoint requires a Bearer token");
  let claims: AccessClaims;
  try {
    claims = await tokens.verify(token);
  } catch (error) {
    const reason = error instanceof Error ? error.message : "unknown";
    throw new AuthError(403, "bad_jwt", `invalid JWT: unable to parse or verify signature, ${reason}`);
  }
  const [user, session] = await Promise.all([findUserById(db, claims.sub), findSession(db, claims.session_id)]);
  if (!user) throw new AuthError(403, "user_not_found", "User from sub claim in JWT does not exist");
  if (!session || session.user_id !== user.id)
    throw new AuthError(403, "session_not_found", "Session from session_id claim in JWT does not exist");
  return { claims, user, session };
}

/**
 * As Supabase Auth's factor and passkey routes: an anonymous session has no account to protect, so
 * it may not enrol second factors or register passkeys (a passkey would be a way back into it).
 */
export function refuseAnonymous(auth: Authenticated): Authenticated {
  if (auth.user.is_anonymous)
    throw new AuthError(403, "no_authorization", "Anonymous user not allowed to perform these actions");
  return auth;
}

import type { Db, SessionRow, UserRow } from "../common/store.js";
import { findSession, findUserById, one } from "../common/store.js";
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

/** The claims of the request's bearer token, once its signature, issuer, audience and expiry check out. */
async function verifiedClaims(tokens: TokenService, header: string | undefined): Promise<AccessClaims> {
  const token = bearerToken(header);
  if (!token) throw new AuthError(401, "no_authorization", "This endpoint requires a Bearer token");
  try {
    return await tokens.verify(token);
  } catch (error) {
    const reason = error instanceof Error ? error.message : "unknown";
    throw new AuthError(403, "bad_jwt", `invalid JWT: unable to parse or verify signature, ${reason}`);
  }
}

/**
 * Verifies an access token and that its user and session still exist, so sign-out and
 * deleted accounts take effect at once rather than when the token expires.
 */
export async function authenticate(db: Db, tokens: TokenService, header: string | undefined): Promise<Authenticated> {
  const claims = await verifiedClaims(tokens, header);
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

/** What a request's viewer is made of (graphql/authenticate-viewer.ts): parts of the user and session rows. */
export interface ViewerSession {
  claims: AccessClaims;
  user: Pick<UserRow, "id" | "email" | "role" | "is_anonymous" | "banned_until">;
  session: Pick<SessionRow, "id" | "aal" | "amr">;
  /** The session is aal1 and the user has a verified second factor, which it then owes. */
  owesSecondFactor: boolean;
}

/**
 * `authenticate` for the GraphQL and download viewers, with the same checks and errors, in one
 * statement: the user, its session and whether it has a verified factor, read together on every
 * request, so a sign-out, ban, demotion or new factor applies to the very next request.
 */
export async function authenticateViewerSession(
  db: Db,
  tokens: TokenService,
  header: string | undefined,
): Promise<ViewerSession> {
  const claims = await verifiedClaims(tokens, header);
  const row = await one<
    ViewerSession["user"] & {
      session_id: string | null;
      aal: SessionRow["aal"];
      amr: SessionRow["amr"];
      owes_factor: boolean;
    }
  >(
    db,
    `SELECT u.id, u.email, u.role, u.is_anonymous, u.banned_until, s.id AS session_id, s.aal, s.amr,
            coalesce(s.aal = 'aal1' AND EXISTS (
              SELECT 1 FROM auth_mfa_factor f WHERE f.user_id = u.id AND f.status = 'verified'
            ), false) AS owes_factor
     FROM auth_user u LEFT JOIN auth_session s ON s.id = $2 AND s.user_id = u.id
     WHERE u.id = $1`,
    [claims.sub, claims.session_id],
  );
  if (!row) throw new AuthError(403, "user_not_found", "User from sub claim in JWT does not exist");
  if (!row.session_id)
    throw new AuthError(403, "session_not_found", "Session from session_id claim in JWT does not exist");
  const { id, email, role, is_anonymous, banned_until } = row;
  return {
    claims,
    user: { id, email, role, is_anonymous, banned_until },
    session: { id: row.session_id, aal: row.aal, amr: row.amr },
    owesSecondFactor: row.owes_factor,
  };
}

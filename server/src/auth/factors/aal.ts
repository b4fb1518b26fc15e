import { aalOf, type AmrEntry, type SessionService } from "../sessions/index.js";
import { AuthError } from "../common/errors.js";
import { many, one, type Db, type FactorRow, type SessionRow } from "../common/store.js";

export type MfaMethod = "totp" | "mfa/phone" | "mfa/webauthn";

const METHODS: Record<FactorRow["factor_type"], MfaMethod> = {
  totp: "totp",
  phone: "mfa/phone",
  webauthn: "mfa/webauthn",
};

export const mfaMethodOf = (factor: Pick<FactorRow, "factor_type">): MfaMethod => METHODS[factor.factor_type];

/**
 * Raises a session to aal2 once a factor is proven, and hands it a new refresh token.
 * The session's earlier refresh tokens are deleted rather than revoked: SessionService
 * honours a revoked token within the reuse interval, which would let an aal1 token
 * obtain the aal2 session. Other sessions of the user below aal2 end.
 */
export async function upgradeSession(
  tx: Db,
  sessions: SessionService,
  sessionId: string,
  factor: FactorRow,
): Promise<{ session: SessionRow; refreshToken: string }> {
  // Same lock order as a refresh (token, then session), so the two cannot deadlock.
  await tx.query(`SELECT id FROM auth_refresh_token WHERE session_id = $1 FOR UPDATE`, [sessionId]);
  const current = await one<SessionRow>(tx, `SELECT * FROM auth_session WHERE id = $1 FOR UPDATE`, [sessionId]);
  if (!current) throw new AuthError(403, "session_not_found", "Session from session_id claim in JWT does not exist");
  const method = mfaMethodOf(factor);
  // Newest first, so it stays first when it shares a second with the sign-in.
  const amr: AmrEntry[] = [
    { method, timestamp: Math.floor(Date.now() / 1000) },
    ...current.amr.filter((e) => e.method !== method),
  ];
  const session = (await one<SessionRow>(
    tx,
    `UPDATE auth_session SET aal = $2, amr = $3, factor_id = $4, updated_at = now() WHERE id = $1 RETURNING *`,
    [sessionId, aalOf(amr), JSON.stringify(amr), factor.id],
  ))!;
  await tx.query(`DELETE FROM auth_refresh_token WHERE session_id = $1`, [sessionId]);
  const refreshToken = await sessions.newRefreshToken(tx, session, null);
  await tx.query(`DELETE FROM auth_session WHERE user_id = $1 AND id <> $2 AND aal <> 'aal2'`, [
    session.user_id,
    sessionId,
  ]);
  return { session, refreshToken };
}

/** Sessions that reached aal2 with this factor lose its amr entries (aal1 unless another factor type remains). */
export async function downgradeSessions(tx: Db, factor: FactorRow): Promise<void> {
  const method = mfaMethodOf(factor);
  const tied = await many<SessionRow>(tx, `SELECT * FROM auth_session WHERE factor_id = $1 FOR UPDATE`, [factor.id]);
  for (const session of tied) {
    const amr = session.amr.filter((e) => e.method !== method);
    await tx.query(`UPDATE auth_session SET aal = $2, amr = $3, factor_id = NULL, updated_at = now() WHERE id = $1`, [
      session.id,
      aalOf(amr),
      JSON.stringify(amr),
    ]);
  }
}

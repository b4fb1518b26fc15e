import type { DataSource } from "typeorm";
import { openWithSecret, randomToken, sealWithSecret, sha256 } from "../common/crypto.js";
import { AuthError } from "../common/errors.js";
import { appMetadata, userJson } from "../common/serialize.js";
import {
  factorsOf,
  findUserById,
  identitiesOf,
  many,
  one,
  type Db,
  type SessionRow,
  type UserRow,
} from "../common/store.js";
import type { AmrEntry, TokenService } from "./access-tokens.js";

export interface ClientInfo {
  ip: string;
  userAgent: string | undefined;
}

// Key-derivation label for the copy of a child refresh token sealed with its parent.
const REUSE_PURPOSE = "refresh-token-reuse";

export type SignInMethod = "password" | "otp" | "oauth" | "totp" | "mfa/phone" | "anonymous" | "passkey";

const SECOND_FACTORS = new Set(["totp", "mfa/phone", "mfa/webauthn"]);

/** aal2 exactly when a second factor is among the methods (a passkey sign-in alone is aal1, as in Supabase Auth). */
export const aalOf = (amr: AmrEntry[]): "aal1" | "aal2" =>
  amr.some((e) => SECOND_FACTORS.has(e.method)) ? "aal2" : "aal1";

export class SessionService {
  constructor(
    private readonly db: DataSource,
    private readonly tokens: TokenService,
    private readonly reuseIntervalSeconds: number,
  ) {}

  /**
   * Opens a session for a user who just proved who they are, and returns the wire Session.
   * `openedBy: "email"`: an emailed link or code proved the inbox (not a texted code, whose amr is
   * the same "otp"), which spares the session the reauthentication code for a while.
   */
  async signIn(db: Db, user: UserRow, method: SignInMethod, client: ClientInfo, openedBy?: "email") {
    const now = Date.now();
    const amr: AmrEntry[] = [{ method, timestamp: Math.floor(now / 1000) }];
    const session = (await one<SessionRow>(
      db,
      `INSERT INTO auth_session (user_id, aal, amr, user_agent, ip_address, opened_by_email_at) VALUES ($1, $2, $3, $4, $5, $6) RETURNING *`,
      [
        user.id,
        aalOf(amr),
        JSON.stringify(amr),
        client.userAgent ?? null,
        client.ip,
        openedBy === "email" ? new Date(now) : null,
      ],
    ))!;
    await db.query(`UPDATE auth_user SET last_sign_in_at = now(), updated_at = now() WHERE id = $1`, [user.id]);
    const refreshToken = await this.newRefreshToken(db, session, null);
    return this.sessionJson(db, user.id, session, refreshToken);
  }

  /** Builds the Session payload: a fresh access token for the session, plus the given refresh token. */
  async sessionJson(db: Db, userId: string, session: SessionRow, refreshToken: string) {
    const user = (await findUserById(db, userId))!;
    // One after the other: inside a transaction both would share one connection.
    const identities = await identitiesOf(db, userId);
    const factors = await factorsOf(db, userId);
    const { token, expiresAt } = await this.tokens.sign({
      sub: user.id,
      email: user.email ?? "",
      phone: user.phone,
      app_metadata: appMetadata(user, identities),
      user_metadata: user.user_metadata,
      role: "authenticated",
      aal: session.aal,
      amr: session.amr.toSorted((a, b) => b.timestamp - a.timestamp),
      session_id: session.id,
      is_anonymous: user.is_anonymous,
    });
    return {
      access_token: token,
      token_type: "bearer",
      expires_in: expiresAt - Math.floor(Date.now() / 1000),
      expires_at: expiresAt,
      refresh_token: refreshToken,
      user: userJson(user, identities, factors),
    };
  }

  /**
   * A new refresh token for the session, the child of `parentToken` when rotating. The child is also
   * kept sealed with its parent, so a client replaying the parent in the reuse interval gets it back.
   */
  async newRefreshToken(db: Db, session: SessionRow, parentToken: string | null): Promise<string> {
    const token = randomToken(24);
    await db.query(
      `INSERT INTO auth_refresh_token (token_hash, parent_hash, session_id, user_id, sealed_for_parent) VALUES ($1, $2, $3, $4, $5)`,
      [
        sha256(token),
        parentToken && sha256(parentToken),
        session.id,
        session.user_id,
        parentToken && sealWithSecret(parentToken, REUSE_PURPOSE, token),
      ],
    );
    return token;
  }

  /**
   * Rotates a refresh token. A revoked token is honoured only when it is the parent of the
   * session's active token and was rotated within the reuse interval (the client lost the last
   * response): it gets the active token back unchanged. Any other reuse means the token leaked,
   * so the whole session ends.
   */
  async refresh(refreshToken: string) {
    return this.db
      .transaction(async (tx) => {
        const hash = sha256(refreshToken);
        const row = await one<{
          id: string;
          token_hash: string;
          session_id: string;
          user_id: string;
          revoked: boolean;
          updated_at: Date;
        }>(tx, `SELECT * FROM auth_refresh_token WHERE token_hash = $1 FOR UPDATE`, [hash]);
        if (!row) throw new AuthError(400, "refresh_token_not_found", "Invalid Refresh Token: Refresh Token Not Found");
        const session = await one<SessionRow>(tx, `SELECT * FROM auth_session WHERE id = $1 FOR UPDATE`, [
          row.session_id,
        ]);
        if (!session)
          throw new AuthError(400, "refresh_token_not_found", "Invalid Refresh Token: Refresh Token Not Found");
        const user = await findUserById(tx, row.user_id);
        if (!user)
          throw new AuthError(400, "refresh_token_not_found", "Invalid Refresh Token: Refresh Token Not Found");
        if (user.banned_until && user.banned_until > new Date())
          throw new AuthError(400, "user_banned", "User is banned");

        if (row.revoked) {
          const active = await one<{ parent_hash: string | null; sealed_for_parent: string | null }>(
            tx,
            `SELECT parent_hash, sealed_for_parent FROM auth_refresh_token WHERE session_id = $1 AND NOT revoked ORDER BY id DESC LIMIT 1`,
            [session.id],
          );
          const withinReuse = Date.now() - new Date(row.updated_at).getTime() < this.reuseIntervalSeconds * 1000;
          const activeToken =
            active?.parent_hash === hash && active.sealed_for_parent && withinReuse
              ? openWithSecret(refreshToken, REUSE_PURPOSE, active.sealed_for_parent)
              : null;
          if (activeToken) return this.sessionJson(tx, user.id, session, activeToken);
          await tx.query(`DELETE FROM auth_session WHERE id = $1`, [session.id]);
          return { revokedSession: true } as const;
        }

        await tx.query(`UPDATE auth_refresh_token SET revoked = true, updated_at = now() WHERE id = $1`, [row.id]);
        await tx.query(`UPDATE auth_session SET refreshed_at = now(), updated_at = now() WHERE id = $1`, [session.id]);
        const child = await this.newRefreshToken(tx, session, refreshToken);
        return this.sessionJson(tx, user.id, session, child);
      })
      .then((result) => {
        // Raised after the transaction commits, so the revocation sticks.
        if ("revokedSession" in result) {
          throw new AuthError(400, "refresh_token_already_used", "Invalid Refresh Token: Already Used");
        }
        return result;
      });
  }

  async logout(userId: string, sessionId: string, scope: "global" | "local" | "others"): Promise<void> {
    if (scope === "global") await this.db.query(`DELETE FROM auth_session WHERE user_id = $1`, [userId]);
    if (scope === "local") await this.db.query(`DELETE FROM auth_session WHERE id = $1`, [sessionId]);
    if (scope === "others")
      await this.db.query(`DELETE FROM auth_session WHERE user_id = $1 AND id <> $2`, [userId, sessionId]);
  }

  /** Ends every session of the user but one (after a password change). */
  async endOtherSessions(db: Db, userId: string, keepSessionId: string): Promise<void> {
    await db.query(`DELETE FROM auth_session WHERE user_id = $1 AND id <> $2`, [userId, keepSessionId]);
  }

  sessionsOf(db: Db, userId: string) {
    return many<SessionRow>(db, `SELECT * FROM auth_session WHERE user_id = $1`, [userId]);
  }
}

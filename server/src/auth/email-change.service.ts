import type { DataSource, EntityManager } from "typeorm";
import type { AuthConfig } from "../config.js";
import type { RateLimiter } from "../http/rate-limit.js";
import { enqueueMail } from "../mail/outbox.js";
import { emailChangeEmail, emailChangeNoticeEmail } from "../mail/templates.js";
import { readEmailField, type MailNotifier } from "./accounts.service.js";
import type { Authenticated } from "./bearer.js";
import { AuthError } from "./errors.js";
import { throttleEmail } from "./limits.js";
import { allowedRedirect, createFlowState, createOneTimeToken, dropLinks, verifyLink, type OneTimeTokenRow, type readPkce } from "./links.js";
import { syncProviders } from "./oauth/identity-linking.js";
import { findUserByEmail, findUserById, hasVerifiedFactor, lockEmail, one, type Db, type UserRow } from "./store.js";

export const emailExists = () => new AuthError(422, "email_exists", "A user with this email address has already been registered");

const takenByOther = async (db: Db, email: string, userId: string) => {
  const holder = await findUserByEmail(db, email);
  return Boolean(holder && holder.id !== userId);
};

/**
 * Email change as Supabase Auth does it: PUT /user with a new address stores it as pending and mails
 * a link to it; following that link swaps the address. The old address is told a change was asked for.
 */
export class EmailChangeService {
  constructor(
    private readonly db: DataSource,
    private readonly config: AuthConfig,
    private readonly mail: MailNotifier,
    private readonly limiter: RateLimiter,
  ) {}

  /**
   * The checks Supabase Auth makes before any write of PUT /user: the address's format, the second
   * factor, and that no other account holds it. Null when there is nothing to change.
   */
  async validate(auth: Authenticated, value: unknown): Promise<string | null> {
    if (value === undefined || value === null || value === "") return null;
    const email = readEmailField(value);
    if (email === auth.user.email) return null;
    if (auth.session.aal !== "aal2" && (await hasVerifiedFactor(this.db, auth.user.id))) {
      throw new AuthError(401, "insufficient_aal", "AAL2 session is required to update email or password when MFA is enabled.");
    }
    if (await takenByOther(this.db, email, auth.user.id)) throw emailExists();
    return email;
  }

  /** Counted on the account's address (requests and resends alike) and on the address mailed. */
  async throttle(user: UserRow, newEmail: string): Promise<void> {
    if (user.email) await throttleEmail(this.limiter, "email_change", user.email, this.config.smtpMaxFrequencySeconds);
    await throttleEmail(this.limiter, "email_change", newEmail, this.config.smtpMaxFrequencySeconds);
  }

  /** Inside PUT /user's transaction: the address becomes pending, and both addresses get their mail. */
  async request(tx: EntityManager, user: UserRow, newEmail: string, redirectTo: string | undefined, pkce: ReturnType<typeof readPkce>): Promise<void> {
    await lockEmail(tx, newEmail);
    if (await takenByOther(tx, newEmail, user.id)) throw emailExists();
    await this.sendLink(tx, user, newEmail, redirectTo, pkce);
    if (user.email) {
      await enqueueMail(tx, { to: user.email, locale: user.locale, kind: "email_change_notice", ...emailChangeNoticeEmail({ locale: user.locale, newEmail }) });
    }
  }

  /** POST /resend type=email_change, `email` being the account's current address. True when a link went out. */
  async resend(email: string, redirectTo: string | undefined, pkce: ReturnType<typeof readPkce>): Promise<boolean> {
    await throttleEmail(this.limiter, "email_change", email, this.config.smtpMaxFrequencySeconds);
    return this.db.transaction(async (tx) => {
      const user = await findUserByEmail(tx, email);
      if (!user?.email_change) return false;
      await this.sendLink(tx, user, user.email_change, redirectTo, pkce);
      return true;
    });
  }

  /** Call after the transaction that queued the mail commits. */
  delivered(): void {
    this.mail.poke();
  }

  /** A new link for the pending address; every earlier email_change link (whichever address it was for) stops working. */
  private async sendLink(tx: EntityManager, user: UserRow, newEmail: string, redirectTo: string | undefined, pkce: ReturnType<typeof readPkce>): Promise<void> {
    const redirect = allowedRedirect(this.config, redirectTo);
    await dropLinks(tx, user.id, "email_change");
    const flowStateId = pkce ? await createFlowState(tx, pkce, { userId: user.id, method: "email_change", redirectTo: redirect }) : null;
    const token = await createOneTimeToken(tx, user.id, "email_change", flowStateId, undefined, { newEmail });
    await tx.query(`UPDATE auth_user SET email_change = $2, email_change_sent_at = now(), updated_at = now() WHERE id = $1`, [user.id, newEmail]);
    const link = verifyLink(this.config, token, "email_change", redirect);
    await enqueueMail(tx, { to: newEmail, locale: user.locale, kind: "email_change", ...emailChangeEmail({ locale: user.locale, link }) });
  }
}

/**
 * Following an email_change link (its token already spent, the user row locked): swaps in the new
 * address, or says why not. Runs in the link's transaction, which commits either way.
 */
export async function confirmEmailChange(tx: EntityManager, user: UserRow, link: OneTimeTokenRow): Promise<{ ok: true; user: UserRow } | { ok: false; error: AuthError | null }> {
  const newEmail = link.pending_email;
  // A later request replaced this one (its tokens are gone too); null: plainly invalid.
  if (!newEmail || user.email_change !== newEmail) return { ok: false, error: null };
  await lockEmail(tx, newEmail);
  if (await takenByOther(tx, newEmail, user.id)) {
    // Someone else confirmed the address meanwhile: this change can never happen, so it stops pending.
    await tx.query(`UPDATE auth_user SET email_change = NULL, email_change_sent_at = NULL, updated_at = now() WHERE id = $1`, [user.id]);
    return { ok: false, error: emailExists() };
  }
  await tx.query(
    `UPDATE auth_user SET email = $2, email_change = NULL, email_change_sent_at = NULL, email_confirmed_at = coalesce(email_confirmed_at, now()),
       email_proven_at = now(), updated_at = now()
     WHERE id = $1`,
    [user.id, newEmail],
  );
  const identityData = JSON.stringify({ email: newEmail, email_verified: true });
  const identity = await one<{ id: string }>(tx, `SELECT id FROM auth_identity WHERE user_id = $1 AND provider = 'email'`, [user.id]);
  if (identity) {
    await tx.query(`UPDATE auth_identity SET email = $2, identity_data = identity_data || $3::jsonb, updated_at = now() WHERE id = $1`, [identity.id, newEmail, identityData]);
  } else {
    // As Supabase Auth: an account without one (signed up with Google) gains an email identity.
    await tx.query(
      `INSERT INTO auth_identity (user_id, provider, provider_id, identity_data, email) VALUES ($1, 'email', $1, $2, $3)`,
      [user.id, JSON.stringify({ sub: user.id, email: newEmail, email_verified: true, phone_verified: false }), newEmail],
    );
    await syncProviders(tx, user.id);
  }
  // Links mailed to the old address (a password reset, say) must not outlive the change.
  await dropLinks(tx, user.id);
  // Every session opened before the swap ends, as after a password change: the address is how the
  // account is recovered, so a device (or a hijacker) that only held a session signs in again.
  await tx.query(`DELETE FROM auth_session WHERE user_id = $1`, [user.id]);
  return { ok: true, user: (await findUserById(tx, user.id))! };
}

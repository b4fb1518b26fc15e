import type { DataSource, EntityManager } from "typeorm";
import type { AuthConfig } from "../../config.js";
import type { RateLimiter } from "../../http/rate-limit.js";
import { enqueueMail } from "../../mail/outbox.js";
import { emailChangeCurrentEmail, emailChangeEmail, emailChangeNoticeEmail } from "../../mail/templates.js";
import { readEmailField } from "../common/account-fields.js";
import { type MailNotifier } from "../../mail/outbox.js";
import type { Authenticated } from "../sessions/index.js";
import { AuthError } from "../common/errors.js";
import { throttleEmail } from "../common/limits.js";
import {
  allowedRedirect,
  createFlowState,
  createOneTimeToken,
  dropLinks,
  verifyLink,
  type OneTimeTokenRow,
  type readPkce,
} from "../common/one-time-tokens.js";
import { syncProviders } from "../oauth/index.js";
import {
  findUserByEmail,
  findUserById,
  hasVerifiedFactor,
  lockEmail,
  one,
  type Db,
  type EmailChangeSide,
  type UserRow,
} from "../common/store.js";

export const emailExists = () =>
  new AuthError(422, "email_exists", "A user with this email address has already been registered");

const takenByOther = async (db: Db, email: string, userId: string) => {
  const holder = await findUserByEmail(db, email);
  return Boolean(holder && holder.id !== userId);
};

/**
 * Email change as Supabase Auth does it: PUT /user with a new address stores it as pending and mails
 * a link to it. With secure email change (the default) the current address gets a link as well and
 * the address swaps once both are followed, in either order; without, the new address's link swaps
 * it and the current address is only told.
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
      throw new AuthError(
        401,
        "insufficient_aal",
        "AAL2 session is required to update email or password when MFA is enabled.",
      );
    }
    if (await takenByOther(this.db, email, auth.user.id)) throw emailExists();
    return email;
  }

  /** Counted on the account's address (requests and resends alike) and on the address mailed. */
  async throttle(user: UserRow, newEmail: string): Promise<void> {
    if (user.email) await throttleEmail(this.limiter, "email_change", user.email, this.config.smtpMaxFrequencySeconds);
    await throttleEmail(this.limiter, "email_change", newEmail, this.config.smtpMaxFrequencySeconds);
  }

  /**
   * Inside PUT /user's transaction: the address becomes pending and its link goes out. With secure
   * email change the current address gets a link too (both must be followed); without, a notice.
   */
  async request(
    tx: EntityManager,
    user: UserRow,
    newEmail: string,
    redirectTo: string | undefined,
    pkce: ReturnType<typeof readPkce>,
  ): Promise<void> {
    await lockEmail(tx, newEmail);
    if (await takenByOther(tx, newEmail, user.id)) throw emailExists();
    const sides: EmailChangeSide[] = this.config.secureEmailChange && user.email ? ["new", "current"] : ["new"];
    await dropLinks(tx, user.id, "email_change");
    await tx.query(
      `UPDATE auth_user SET email_change = $2, email_change_awaiting = $3, email_change_sent_at = now(), updated_at = now() WHERE id = $1`,
      [user.id, newEmail, sides],
    );
    await this.sendLinks(tx, { ...user, email_change: newEmail }, sides, redirectTo, pkce);
    if (user.email && !sides.includes("current")) {
      await enqueueMail(tx, {
        to: user.email,
        locale: user.locale,
        kind: "email_change_notice",
        ...emailChangeNoticeEmail({ locale: user.locale, newEmail }),
      });
    }
  }

  /**
   * POST /resend type=email_change, `email` being the account's current address. New links for the
   * addresses whose link is not yet followed; a confirmation already given stands. True when mail went out.
   */
  async resend(email: string, redirectTo: string | undefined, pkce: ReturnType<typeof readPkce>): Promise<boolean> {
    await throttleEmail(this.limiter, "email_change", email, this.config.smtpMaxFrequencySeconds);
    return this.db.transaction(async (tx) => {
      const user = await findUserByEmail(tx, email);
      if (!user?.email_change) return false;
      const sides = user.email_change_awaiting ?? ["new"];
      await tx.query(`UPDATE auth_user SET email_change_sent_at = now(), updated_at = now() WHERE id = $1`, [user.id]);
      await this.sendLinks(tx, user, sides, redirectTo, pkce);
      return true;
    });
  }

  /** Call after the transaction that queued the mail commits. */
  delivered(): void {
    this.mail.poke();
  }

  /**
   * A new link for each side of the pending change (`user.email_change`); earlier links for those
   * sides stop working. One PKCE flow serves both: whichever link completes the change gets the code.
   */
  private async sendLinks(
    tx: EntityManager,
    user: UserRow,
    sides: EmailChangeSide[],
    redirectTo: string | undefined,
    pkce: ReturnType<typeof readPkce>,
  ): Promise<void> {
    const newEmail = user.email_change!;
    const redirect = allowedRedirect(this.config, redirectTo);
    const replaced = `SELECT flow_state_id FROM auth_one_time_token WHERE user_id = $1 AND token_type = 'email_change' AND coalesce(email_change_side, 'new') = ANY($2)`;
    await tx.query(`DELETE FROM auth_flow_state WHERE id IN (${replaced})`, [user.id, sides]);
    await tx.query(
      `DELETE FROM auth_one_time_token WHERE user_id = $1 AND token_type = 'email_change' AND coalesce(email_change_side, 'new') = ANY($2)`,
      [user.id, sides],
    );
    const flowStateId = pkce
      ? await createFlowState(tx, pkce, { userId: user.id, method: "email_change", redirectTo: redirect })
      : null;
    for (const side of sides) {
      const token = await createOneTimeToken(tx, user.id, "email_change", flowStateId, undefined, {
        newEmail,
        side,
        keepOthers: true,
      });
      const link = verifyLink(this.config, token, "email_change", redirect);
      const mail =
        side === "new"
          ? { to: newEmail, ...emailChangeEmail({ locale: user.locale, link }) }
          : { to: user.email!, ...emailChangeCurrentEmail({ locale: user.locale, newEmail, link }) };
      await enqueueMail(tx, { locale: user.locale, kind: "email_change", ...mail });
    }
  }
}

/**
 * Following an email_change link (its token already spent, the user row locked): swaps in the new
 * address, or says why not. Runs in the link's transaction, which commits either way.
 */
export async function confirmEmailChange(
  tx: EntityManager,
  user: UserRow,
  link: OneTimeTokenRow,
): Promise<{ ok: true; user: UserRow } | { ok: "partly" } | { ok: false; error: AuthError | null }> {
  const newEmail = link.pending_email;
  // A later request replaced this one (its tokens are gone too); null: plainly invalid.
  if (!newEmail || user.email_change !== newEmail) return { ok: false, error: null };
  await lockEmail(tx, newEmail);
  if (await takenByOther(tx, newEmail, user.id)) {
    // Someone else confirmed the address meanwhile: this change can never happen, so it stops pending.
    await tx.query(
      `UPDATE auth_user SET email_change = NULL, email_change_awaiting = NULL, email_change_sent_at = NULL, updated_at = now() WHERE id = $1`,
      [user.id],
    );
    await dropLinks(tx, user.id, "email_change");
    return { ok: false, error: emailExists() };
  }
  // The request decided which links it takes (secure email change: both addresses'), whatever the setting is now.
  const side = link.email_change_side ?? "new";
  const awaiting = (user.email_change_awaiting ?? ["new"]).filter((s) => s !== side);
  if (awaiting.length) {
    await tx.query(`UPDATE auth_user SET email_change_awaiting = $2, updated_at = now() WHERE id = $1`, [
      user.id,
      awaiting,
    ]);
    return { ok: "partly" };
  }
  // An anonymous account that confirms an address becomes an account, as in Supabase Auth.
  await tx.query(
    `UPDATE auth_user SET email = $2, email_change = NULL, email_change_awaiting = NULL, email_change_sent_at = NULL, email_confirmed_at = coalesce(email_confirmed_at, now()),
       email_proven_at = now(), is_anonymous = false, updated_at = now()
     WHERE id = $1`,
    [user.id, newEmail],
  );
  const identityData = JSON.stringify({ email: newEmail, email_verified: true });
  const identity = await one<{ id: string }>(
    tx,
    `SELECT id FROM auth_identity WHERE user_id = $1 AND provider = 'email'`,
    [user.id],
  );
  if (identity) {
    await tx.query(
      `UPDATE auth_identity SET email = $2, identity_data = identity_data || $3::jsonb, updated_at = now() WHERE id = $1`,
      [identity.id, newEmail, identityData],
    );
  } else {
    // As Supabase Auth: an account without one (signed up with Google) gains an email identity.
    await tx.query(
      `INSERT INTO auth_identity (user_id, provider, provider_id, identity_data, email) VALUES ($1, 'email', $4, $2, $3)`,
      [
        user.id,
        JSON.stringify({ sub: user.id, email: newEmail, email_verified: true, phone_verified: false }),
        newEmail,
        // Its own parameter: user_id is a uuid, provider_id text, and one parameter cannot be both.
        user.id,
      ],
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

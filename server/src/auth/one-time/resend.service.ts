import type { DataSource } from "typeorm";
import type { AuthConfig } from "../../config.js";
import type { Logger } from "../../logger.js";
import type { RateLimiter } from "../../http/rate-limit.js";
import { isUnproven } from "../common/address-proof.js";
import { mailConfirmation } from "./confirmation-mail.js";
import { readEmailField, readPhoneField } from "../common/account-fields.js";
import { type MailNotifier } from "../../mail/outbox.js";
import type { EmailChangeService } from "../user/index.js";
import { AuthError, validationFailed } from "../common/errors.js";
import { throttleEmail } from "../common/limits.js";
import { EMAIL_LINK_TTL_SECONDS, readPkce, type PkceParams } from "../common/one-time-tokens.js";
import type { PhoneOtp } from "./phone-otp.service.js";
import { findUserByEmail, isOpenSignUp, lockEmail, many } from "../common/store.js";

export interface ResendInput extends PkceParams {
  type?: unknown;
  email?: unknown;
  phone?: unknown;
}

const RESEND_TYPES = ["signup", "email_change", "sms", "phone_change"] as const;
type ResendType = (typeof RESEND_TYPES)[number];

interface PendingSignUpRow {
  id: string;
  flow_state_id: string | null;
  pending_password: string;
  pending_user_metadata: Record<string, unknown> | null;
  pending_locale: string | null;
}

/**
 * POST /resend: a new confirmation (signup) or email-change link, or a new code for a number that
 * has not been confirmed yet (sms), answered alike for every address and number.
 */
export class ResendService {
  constructor(
    private readonly db: DataSource,
    private readonly emailChange: EmailChangeService,
    private readonly phoneOtp: PhoneOtp,
    private readonly mail: MailNotifier,
    private readonly limiter: RateLimiter,
    private readonly log: Logger,
    private readonly config: AuthConfig,
  ) {}

  async resend(body: ResendInput, redirectTo: string | undefined): Promise<void> {
    // Checked as Supabase Auth checks a resend, in its order and words.
    const type = RESEND_TYPES.find((t) => t === body.type);
    if (!type) throw validationFailed("Missing one of these types: signup, email_change, sms, phone_change");
    const pkce = type === "signup" || type === "email_change" ? readPkce(body) : null;
    const hasEmail = typeof body.email === "string" && body.email !== "";
    const hasPhone = typeof body.phone === "string" && body.phone !== "";
    if (!hasEmail && type === "signup") throw validationFailed("Type provided requires an email address");
    if (!hasPhone && type === "sms") throw validationFailed("Type provided requires a phone number");
    if (hasEmail && hasPhone) throw validationFailed("Only an email address or phone number should be provided.");
    if (hasPhone) {
      if (!this.config.phoneSignIn) throw new AuthError(400, "phone_provider_disabled", "Phone logins are disabled");
      return this.resendPhone(type, readPhoneField(body.phone));
    }
    if (!hasEmail) throw validationFailed("Missing email address or phone number");
    const email = readEmailField(body.email);
    const sent =
      type === "signup"
        ? await this.resendSignup(email, redirectTo, pkce)
        : type === "email_change"
          ? await this.emailChange.resend(email, redirectTo, pkce)
          : false; // a texted code goes to a number, never to an address
    if (sent) this.mail.poke();
    else this.log.debug({ type }, "resend for an unknown, confirmed or unchanged address");
  }

  /**
   * A number that signed up or asked for a sign-in code and never entered one gets a new code (its
   * first code confirms it; a lone pending sign-up's password travels on with it). Numbers do not
   * change here (no phone_change is ever pending), and an unknown or confirmed number gets nothing,
   * with the same answer.
   */
  private async resendPhone(type: ResendType, phone: string): Promise<void> {
    if (type !== "sms") return;
    await this.phoneOtp.resend(phone);
  }

  /**
   * Each pending sign-up keeps its own password beside its own link, so a resend must not hand one
   * person's password to a link anyone could ask for: only a lone pending sign-up travels on.
   */
  private async resendSignup(
    email: string,
    redirectTo: string | undefined,
    pkce: ReturnType<typeof readPkce>,
  ): Promise<boolean> {
    await throttleEmail(this.limiter, "signup", email, this.config.smtpMaxFrequencySeconds);
    return this.db.transaction(async (tx) => {
      await lockEmail(tx, email);
      const user = await findUserByEmail(tx, email);
      if (user && isUnproven(user) && !user.invited_at) {
        // An autoconfirmed account: the link lets the inbox owner prove the address (and take the
        // account over clean: whoever typed the address loses their password and sessions).
        await tx.query(`DELETE FROM auth_one_time_token WHERE user_id = $1 AND token_type = 'confirmation'`, [user.id]);
        await mailConfirmation(tx, this.config, user, redirectTo, null, null);
        return true;
      }
      // An invitation is resent by the admin who sent it; a public resend must not replace its link.
      if (!user || !isOpenSignUp(user)) return false;
      const pending = await many<PendingSignUpRow>(
        tx,
        `SELECT id, flow_state_id, pending_password, pending_user_metadata, pending_locale FROM auth_one_time_token
         WHERE user_id = $1 AND token_type = 'confirmation' AND pending_password IS NOT NULL AND created_at > now() - make_interval(secs => $2)`,
        [user.id, EMAIL_LINK_TTL_SECONDS],
      );
      if (pending.length === 1) {
        // The same sign-up, mailed again: its earlier link stops working, its details move to the new one.
        const [only] = pending as [PendingSignUpRow];
        await tx.query(`DELETE FROM auth_one_time_token WHERE id = $1`, [only.id]);
        if (only.flow_state_id) await tx.query(`DELETE FROM auth_flow_state WHERE id = $1`, [only.flow_state_id]);
        await mailConfirmation(tx, this.config, user, redirectTo, pkce, {
          encryptedPassword: only.pending_password,
          userMetadata: only.pending_user_metadata ?? {},
          locale: only.pending_locale ?? user.locale,
        });
        return true;
      }
      // Several people (or, once all links expired, nobody) are waiting: the link confirms the address
      // and signs the inbox owner in to choose a password. Not PKCE-bound, since a code exchange could
      // not tell the app it is a recovery. An earlier such link is replaced.
      await tx.query(
        `DELETE FROM auth_one_time_token WHERE user_id = $1 AND token_type = 'confirmation' AND pending_password IS NULL`,
        [user.id],
      );
      await mailConfirmation(tx, this.config, user, redirectTo, null, null);
      return true;
    });
  }
}

import type { DataSource } from "typeorm";
import type { AuthConfig } from "../config.js";
import { lockForTransaction } from "../core/advisory-lock.js";
import type { RateLimiter } from "../http/rate-limit.js";
import type { Logger } from "../logger.js";
import { readPhoneField } from "./account-fields.js";
import { sha256, sixDigitCode } from "./crypto.js";
import { AuthError, signupDisabled } from "./errors.js";
import { throttleSms } from "./limits.js";
import {
  createOneTimeToken,
  dropLinks,
  EMAIL_LINK_TTL_SECONDS,
  type OneTimeTokenRow,
  type PendingSignUp,
} from "./links.js";
import { smsSendFailed } from "./mfa/mfa.errors.js";
import { readChannel, type SmsChannel, type SmsSender } from "./mfa/sms.js";
import {
  findUserById,
  findUserByPhone,
  insertUserWithoutEmail,
  isOpenPhoneSignUp,
  many,
  type Db,
  type UserRow,
} from "./store.js";

/**
 * What a phone sign-up with a password came to: a code texted to confirm the number (`texted`), an
 * account usable at once (`confirmed`, SMS_AUTOCONFIRM), or a number that is already someone's,
 * answered as Supabase Auth answers (`registered`: 422 with autoconfirm; `taken`: a made-up user).
 */
export type PhoneSignUpOutcome =
  { kind: "texted"; user: UserRow } | { kind: "confirmed"; user: UserRow } | { kind: "registered" } | { kind: "taken" };

/**
 * Phone sign-in (PHONE_SIGNIN_ENABLED): a 6-digit code texted through the same sender as phone
 * second factors; an unknown number gets an account (identity "phone"), confirmed by its first code.
 * A phone sign-up with a password (POST /signup with `phone`) is confirmed the same way: its password
 * waits beside its own code, as an email sign-up's waits beside its link, and only entering that
 * code gives it to the account.
 */
export class PhoneOtp {
  constructor(
    private readonly db: DataSource,
    private readonly config: AuthConfig,
    private readonly sms: SmsSender,
    private readonly limiter: RateLimiter,
    private readonly log: Logger,
  ) {}

  async send(
    rawPhone: unknown,
    rawChannel: unknown,
    signUp: { data: Record<string, unknown>; locale: string },
  ): Promise<void> {
    // Supabase Auth's answer with its phone provider off, before the number is read.
    if (!this.config.phoneSignIn) throw new AuthError(400, "phone_provider_disabled", "Unsupported phone provider");
    const channel = readChannel(rawChannel);
    const phone = readPhoneField(rawPhone);
    if (this.config.disableSignup && !(await findUserByPhone(this.db, phone))) throw signupDisabled();
    await throttleSms(this.limiter, phone, this.config.smsMaxFrequencySeconds);
    const { userId, code } = await this.db.transaction(async (tx) => {
      await lockForTransaction(tx, `phone:${phone}`);
      let user = await findUserByPhone(tx, phone);
      if (!user) {
        if (this.config.disableSignup) throw signupDisabled();
        user = await insertUserWithoutEmail(tx, { phone, userMetadata: signUp.data, locale: signUp.locale });
      }
      const code = sixDigitCode();
      await createOneTimeToken(tx, user.id, "phone_otp", null, undefined, { code });
      return { userId: user.id, code };
    });
    try {
      await this.sms.send({ to: `+${phone}`, message: `Your SkyCharter sign-in code is ${code}`, channel });
    } catch (error) {
      this.log.error({ err: error }, "sign-in sms send failed");
      // Nothing was sent: the code goes, so a later request is not answered with a dead one.
      await this.db.query(`DELETE FROM auth_one_time_token WHERE user_id = $1 AND token_type = 'phone_otp'`, [userId]);
      throw smsSendFailed();
    }
  }

  /**
   * POST /signup with `phone` and a password (the request already checked, phone sign-in on). A new
   * number gets an account without a password and a texted code carrying it; an unconfirmed phone
   * account of a customer gets one more pending sign-up (every earlier one keeps its own code). A
   * confirmed number, or any other account's, is `taken`: nothing is sent or changed.
   */
  async signUp(phone: string, channel: SmsChannel, pending: PendingSignUp): Promise<PhoneSignUpOutcome> {
    const autoconfirm = this.config.smsAutoconfirm;
    // Before the number is looked up, so a taken number is throttled as a new one is.
    if (!autoconfirm) await throttleSms(this.limiter, phone, this.config.smsMaxFrequencySeconds);
    const outcome = await this.db.transaction(async (tx) => {
      await lockForTransaction(tx, `phone:${phone}`);
      const existing = await findUserByPhone(tx, phone);
      if (existing?.phone_confirmed_at) {
        // As Supabase Auth: named taken only when either autoconfirm (a development setting) is on.
        const named = this.config.smsAutoconfirm || this.config.mailerAutoconfirm;
        return named ? ({ kind: "registered" } as const) : ({ kind: "taken" } as const);
      }
      // Differs on purpose from Supabase Auth, which with autoconfirm signs the caller in to an
      // existing unconfirmed account: a typed number never takes an account over.
      if (existing && (autoconfirm || !isOpenPhoneSignUp(existing))) return { kind: "taken" } as const;
      if (!existing && autoconfirm) {
        const user = await insertUserWithoutEmail(tx, {
          phone,
          userMetadata: pending.userMetadata,
          locale: pending.locale,
          encryptedPassword: pending.encryptedPassword,
          phoneConfirmed: true,
        });
        return { kind: "confirmed", user } as const;
      }
      const user =
        existing ??
        (await insertUserWithoutEmail(tx, { phone, userMetadata: pending.userMetadata, locale: pending.locale }));
      const code = sixDigitCode();
      const token = await createOneTimeToken(tx, user.id, "phone_otp", null, pending, { code });
      await tx.query(`UPDATE auth_user SET confirmation_sent_at = now(), updated_at = now() WHERE id = $1`, [user.id]);
      return { kind: "texted", user: (await findUserById(tx, user.id))!, code, token } as const;
    });
    if (outcome.kind !== "texted") return outcome;
    await this.text(outcome.user.id, phone, outcome.code, channel, outcome.token);
    return { kind: "texted", user: outcome.user };
  }

  /**
   * POST /resend type sms: a number that has not entered a code yet gets a new one. A lone pending
   * phone sign-up travels on with it (its earlier code stops working); with none, or several (each
   * somebody's password), the new code is a plain sign-in code and they end.
   */
  async resend(phone: string): Promise<void> {
    const known = await findUserByPhone(this.db, phone);
    if (!known || known.phone_confirmed_at) return;
    await throttleSms(this.limiter, phone, this.config.smsMaxFrequencySeconds);
    const sent = await this.db.transaction(async (tx) => {
      await lockForTransaction(tx, `phone:${phone}`);
      const user = await findUserByPhone(tx, phone);
      if (!user || user.phone_confirmed_at) return null;
      const pending = await many<OneTimeTokenRow>(
        tx,
        `SELECT * FROM auth_one_time_token WHERE user_id = $1 AND token_type = 'phone_otp' AND pending_password IS NOT NULL
           AND created_at > now() - make_interval(secs => $2)`,
        [user.id, EMAIL_LINK_TTL_SECONDS],
      );
      const code = sixDigitCode();
      const only = pending.length === 1 && isOpenPhoneSignUp(user) ? pending[0]! : null;
      if (only) await tx.query(`DELETE FROM auth_one_time_token WHERE id = $1`, [only.id]);
      const signUp: PendingSignUp | undefined = only
        ? {
            encryptedPassword: only.pending_password!,
            userMetadata: only.pending_user_metadata ?? {},
            locale: only.pending_locale ?? user.locale,
          }
        : undefined;
      // Without a sign-up to carry, this replaces every code of the number (createOneTimeToken).
      const token = await createOneTimeToken(tx, user.id, "phone_otp", null, signUp, { code });
      await tx.query(`UPDATE auth_user SET confirmation_sent_at = now(), updated_at = now() WHERE id = $1`, [user.id]);
      return { userId: user.id, code, token };
    });
    if (sent) await this.text(sent.userId, phone, sent.code, "sms", sent.token);
  }

  /** Texts a code; when nothing could be sent, the code goes, so a later request is not answered with a dead one. */
  private async text(userId: string, phone: string, code: string, channel: SmsChannel, token: string): Promise<void> {
    try {
      await this.sms.send({ to: `+${phone}`, message: `Your SkyCharter code is ${code}`, channel });
    } catch (error) {
      this.log.error({ err: error }, "sms send failed");
      await this.db.query(`DELETE FROM auth_one_time_token WHERE user_id = $1 AND token_hash = $2`, [
        userId,
        sha256(token),
      ]);
      throw smsSendFailed();
    }
  }

  /**
   * A code texted to the number came back: the number is the owner's. A phone sign-up's code also
   * gives the account that sign-up's password and details, and ends every other pending sign-up.
   */
  async confirm(
    tx: Db,
    user: UserRow,
    spent: Pick<OneTimeTokenRow, "pending_password" | "pending_user_metadata" | "pending_locale">,
  ): Promise<UserRow | null> {
    if (!user.phone_confirmed_at) {
      await tx.query(
        `UPDATE auth_user SET phone_confirmed_at = now(), encrypted_password = coalesce($2, encrypted_password),
           user_metadata = coalesce($3, user_metadata), locale = coalesce($4, locale), updated_at = now() WHERE id = $1`,
        [
          user.id,
          spent.pending_password,
          spent.pending_user_metadata && JSON.stringify(spent.pending_user_metadata),
          spent.pending_locale,
        ],
      );
      await tx.query(
        `UPDATE auth_identity SET identity_data = identity_data || '{"phone_verified": true}'::jsonb WHERE user_id = $1 AND provider = 'phone'`,
        [user.id],
      );
      await dropLinks(tx, user.id, "phone_otp");
    }
    return findUserById(tx, user.id);
  }
}

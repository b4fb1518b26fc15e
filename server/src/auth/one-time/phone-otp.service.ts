import type { DataSource } from "typeorm";
import type { AuthConfig } from "../../config.js";
import { lockForTransaction } from "../../core/advisory-lock.js";
import type { RateLimiter } from "../../http/rate-limit.js";
import type { Logger } from "../../logger.js";
import { readPhoneField } from "../common/account-fields.js";
import { sha256, sixDigitCode } from "../common/crypto.js";
import { assertNotBanned, AuthError, signupDisabled } from "../common/errors.js";
import { throttleSms } from "../common/limits.js";
import {
  createOneTimeToken,
  dropLinks,
  EMAIL_LINK_TTL_SECONDS,
  redeemOneTimeCode,
  type OneTimeTokenRow,
  type PendingSignUp,
} from "../common/one-time-tokens.js";
import { smsSendFailed } from "../factors/index.js";
import { readChannel, type SmsChannel, type SmsSender } from "../common/sms-sender.js";
import {
  createPhoneCode,
  dropPhoneCode,
  dropPhoneCodes,
  phoneCodesOf,
  redeemPhoneCode,
  type PhoneCodeRow,
} from "./phone-codes.js";
import { assertTextable, SmsAllowance } from "../common/sms-allowance.js";
import {
  findUserById,
  findUserByPhone,
  insertUserWithoutEmail,
  isOpenPhoneSignUp,
  many,
  type Db,
  type UserRow,
} from "../common/store.js";

/**
 * What a phone sign-up with a password came to: a code texted to a new number, whose account is made
 * when the code comes back (`pending`, with the id it will get), or one more pending sign-up on an
 * unconfirmed account that exists already (`texted`); an account usable at once (`confirmed`,
 * SMS_AUTOCONFIRM); or a number that is already someone's, answered as Supabase Auth answers
 * (`registered`: 422 with autoconfirm; `taken`: a made-up user).
 */
export type PhoneSignUpOutcome =
  | { kind: "pending"; userId: string }
  | { kind: "texted"; user: UserRow }
  | { kind: "confirmed"; user: UserRow }
  | { kind: "registered" }
  | { kind: "taken" };

/** A code ready to text, and how to take it back if the text cannot be sent. */
interface CodeToText {
  code: string;
  undo: () => Promise<unknown>;
}

/**
 * Phone sign-in (PHONE_SIGNIN_ENABLED): a 6-digit code texted through the same sender as phone
 * second factors. A number without an account gets none until its code comes back: the code waits
 * in auth_phone_code (phone-codes.ts), and entering it makes the account (identity "phone"),
 * confirmed. A phone sign-up with a password (POST /signup with `phone`) is confirmed the same way:
 * its password waits beside its own code, as an email sign-up's waits beside its link, and only
 * entering that code gives it to the account. Every text is to an allowed country and out of the
 * hour's budget (common/sms-allowance.ts).
 */
export class PhoneOtp {
  private readonly allowance: SmsAllowance;

  constructor(
    private readonly db: DataSource,
    private readonly config: AuthConfig,
    private readonly sms: SmsSender,
    private readonly limiter: RateLimiter,
    private readonly log: Logger,
  ) {
    this.allowance = new SmsAllowance(limiter, config);
  }

  async send(
    rawPhone: unknown,
    rawChannel: unknown,
    signUp: { data: Record<string, unknown>; locale: string },
  ): Promise<void> {
    // Supabase Auth's answer with its phone provider off, before the number is read.
    if (!this.config.phoneSignIn) throw new AuthError(400, "phone_provider_disabled", "Unsupported phone provider");
    const channel = readChannel(rawChannel);
    const phone = readPhoneField(rawPhone);
    assertTextable(this.config, phone);
    if (this.config.disableSignup && !(await findUserByPhone(this.db, phone))) throw signupDisabled();
    await throttleSms(this.limiter, phone, this.config.smsMaxFrequencySeconds);
    const budget = await this.allowance.take();
    const toText = await this.inBudget(budget, () =>
      this.db.transaction(async (tx): Promise<CodeToText> => {
        await lockForTransaction(tx, `phone:${phone}`);
        const user = await findUserByPhone(tx, phone);
        const code = sixDigitCode();
        if (user) {
          const token = await createOneTimeToken(tx, user.id, "phone_otp", null, undefined, { code });
          return { code, undo: () => this.dropToken(user.id, token) };
        }
        if (this.config.disableSignup) throw signupDisabled();
        const row = await createPhoneCode(tx, phone, code, {
          encryptedPassword: null,
          userMetadata: signUp.data,
          locale: signUp.locale,
        });
        return { code, undo: () => dropPhoneCode(this.db, row.id) };
      }),
    );
    await this.text(phone, `Your SkyCharter sign-in code is ${toText.code}`, channel, budget, toText);
  }

  /**
   * POST /signup with `phone` and a password (the request already checked, phone sign-in on). A new
   * number gets a texted code carrying the password, and no account until the code comes back; an
   * unconfirmed phone account of a customer gets one more pending sign-up (every earlier one keeps
   * its own code). A confirmed number, or any other account's, is `taken`: nothing is sent or changed.
   */
  async signUp(phone: string, channel: SmsChannel, pending: PendingSignUp): Promise<PhoneSignUpOutcome> {
    const autoconfirm = this.config.smsAutoconfirm;
    let budget: Date | null = null;
    // Before the number is looked up, so a taken number is throttled as a new one is.
    if (!autoconfirm) {
      assertTextable(this.config, phone);
      await throttleSms(this.limiter, phone, this.config.smsMaxFrequencySeconds);
      budget = await this.allowance.take();
    }
    const outcome = await this.inBudget(budget, () =>
      this.db.transaction(async (tx) => {
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
          // A number with a code out is someone's to confirm: not handed to whoever types it.
          if ((await phoneCodesOf(tx, phone)).length) return { kind: "taken" } as const;
          const user = await insertUserWithoutEmail(tx, {
            phone,
            userMetadata: pending.userMetadata,
            locale: pending.locale,
            encryptedPassword: pending.encryptedPassword,
            phoneConfirmed: true,
          });
          return { kind: "confirmed", user } as const;
        }
        const code = sixDigitCode();
        if (!existing) {
          const row = await createPhoneCode(tx, phone, code, pending);
          return { kind: "pending", userId: row.user_id, code, undo: () => dropPhoneCode(this.db, row.id) } as const;
        }
        const token = await createOneTimeToken(tx, existing.id, "phone_otp", null, pending, { code });
        await tx.query(`UPDATE auth_user SET confirmation_sent_at = now(), updated_at = now() WHERE id = $1`, [
          existing.id,
        ]);
        const user = (await findUserById(tx, existing.id))!;
        return { kind: "texted", user, code, undo: () => this.dropToken(existing.id, token) } as const;
      }),
    );
    if (outcome.kind !== "texted" && outcome.kind !== "pending") {
      // Nothing is texted to a taken number (nor with autoconfirm): its text goes back to the budget.
      if (budget) await this.allowance.giveBack(budget);
      return outcome;
    }
    await this.text(phone, `Your SkyCharter code is ${outcome.code}`, channel, budget!, outcome);
    return outcome.kind === "pending"
      ? { kind: "pending", userId: outcome.userId }
      : { kind: "texted", user: outcome.user };
  }

  /**
   * POST /resend type sms: a number that has not entered a code yet gets a new one. A lone pending
   * phone sign-up travels on with it (its earlier code stops working); with none, or several (each
   * somebody's password), the new code is a plain sign-in code and they end.
   */
  async resend(phone: string): Promise<void> {
    assertTextable(this.config, phone);
    const known = await findUserByPhone(this.db, phone);
    if (known?.phone_confirmed_at) return;
    if (!known && !(await phoneCodesOf(this.db, phone)).length) return;
    await throttleSms(this.limiter, phone, this.config.smsMaxFrequencySeconds);
    const budget = await this.allowance.take();
    const toText = await this.inBudget(budget, () =>
      this.db.transaction(async (tx) => {
        await lockForTransaction(tx, `phone:${phone}`);
        const user = await findUserByPhone(tx, phone);
        if (user) return user.phone_confirmed_at ? null : this.resendToAccount(tx, user);
        return this.resendToNumber(tx, phone);
      }),
    );
    if (!toText) return void (await this.allowance.giveBack(budget));
    await this.text(phone, `Your SkyCharter code is ${toText.code}`, "sms", budget, toText);
  }

  /** An unconfirmed account's new code (its lone pending sign-up carried on). */
  private async resendToAccount(tx: Db, user: UserRow): Promise<CodeToText> {
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
    return { code, undo: () => this.dropToken(user.id, token) };
  }

  /** A number without an account: the same, on its waiting codes. */
  private async resendToNumber(tx: Db, phone: string): Promise<CodeToText | null> {
    const codes = await phoneCodesOf(tx, phone);
    if (!codes.length) return null;
    const signUps = codes.filter((row) => row.pending_password !== null);
    const only = signUps.length === 1 ? signUps[0]! : null;
    const code = sixDigitCode();
    if (only) await dropPhoneCode(tx, only.id);
    // Without a lone sign-up to carry, a plain code (the newest request's details) replaces them all.
    const newest = codes[0]!;
    const row = only
      ? await createPhoneCode(
          tx,
          phone,
          code,
          {
            encryptedPassword: only.pending_password,
            userMetadata: only.pending_user_metadata,
            locale: only.pending_locale,
          },
          only.user_id,
        )
      : await createPhoneCode(tx, phone, code, {
          encryptedPassword: null,
          userMetadata: signUps.length ? {} : newest.pending_user_metadata,
          locale: newest.pending_locale,
        });
    return { code, undo: () => dropPhoneCode(this.db, row.id) };
  }

  /**
   * POST /verify type sms, inside its transaction: the account the number's code signs in to, or
   * null. A number without an account gets one now, made from the code's own details. A wrong code
   * is counted (the caller commits). A banned account's code stays unspent.
   */
  async redeem(tx: Db, phone: string, code: string): Promise<UserRow | null> {
    await lockForTransaction(tx, `phone:${phone}`);
    const user = await findUserByPhone(tx, phone);
    const ttl = this.config.smsOtpExpirySeconds;
    if (!user) {
      const spent = await redeemPhoneCode(tx, phone, code, ttl);
      return spent && this.openAccount(tx, spent);
    }
    const spent = await redeemOneTimeCode(tx, user.id, "phone_otp", code, ttl);
    if (!spent) return null;
    assertNotBanned(user);
    return this.confirm(tx, user, spent);
  }

  /**
   * A code texted to a number without an account came back: the account is made, its number
   * confirmed, with that code's details (a sign-up's password and metadata); every other code of
   * the number ends.
   */
  private async openAccount(tx: Db, spent: PhoneCodeRow): Promise<UserRow> {
    const user = await insertUserWithoutEmail(tx, {
      id: spent.user_id,
      phone: spent.phone,
      userMetadata: spent.pending_user_metadata,
      locale: spent.pending_locale,
      encryptedPassword: spent.pending_password,
      phoneConfirmed: true,
    });
    await dropPhoneCodes(tx, spent.phone);
    return user;
  }

  /** Runs `work` with a text taken from the hour's budget, giving it back if `work` fails. */
  private async inBudget<T>(budget: Date | null, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (budget) await this.allowance.giveBack(budget);
      throw error;
    }
  }

  /** Texts a code; when nothing could be sent, the code goes, so a later request is not answered with a dead one. */
  private async text(
    phone: string,
    message: string,
    channel: SmsChannel,
    budget: Date,
    toText: Pick<CodeToText, "undo">,
  ): Promise<void> {
    try {
      await this.sms.send({ to: `+${phone}`, message, channel });
    } catch (error) {
      this.log.error({ err: error }, "sms send failed");
      await toText.undo();
      await this.allowance.giveBack(budget);
      throw smsSendFailed();
    }
  }

  private dropToken(userId: string, token: string) {
    return this.db.query(`DELETE FROM auth_one_time_token WHERE user_id = $1 AND token_hash = $2`, [
      userId,
      sha256(token),
    ]);
  }

  /**
   * A code texted to an existing account's number came back: the number is the owner's. A phone
   * sign-up's code also gives the account that sign-up's password and details, and ends every other
   * pending sign-up.
   */
  private async confirm(
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

import type { DataSource, EntityManager } from "typeorm";
import type { AuthConfig } from "../../config.js";
import type { RateLimiter } from "../../http/rate-limit.js";
import type { Logger } from "../../logger.js";
import { enqueueMail, type MailNotifier } from "../../mail/outbox.js";
import { signInCodeEmail } from "../../mail/sign-in-code.js";
import { localeFrom, readEmailField, readPhoneField, readSignUpData } from "../common/account-fields.js";
import { sixDigitCode } from "../common/crypto.js";
import { SignInCodeBudget } from "./code-budget.js";
import { assertNotBanned, AuthError, signupDisabled, validationFailed } from "../common/errors.js";
import { throttleEmail } from "../common/limits.js";
import {
  allowedRedirect,
  createFlowState,
  createOneTimeToken,
  readPkce,
  redeemOneTimeCode,
  verifyLink,
  type PkceParams,
} from "../common/one-time-tokens.js";
import { acceptMagicLink } from "./magic-link.js";
import type { PhoneOtp } from "./phone-otp.service.js";
import type { ClientInfo, SessionService } from "../sessions/index.js";
import {
  findUserByEmail,
  findUserByPhone,
  insertUser,
  isOpenSignUp,
  lockEmail,
  type UserRow,
} from "../common/store.js";

export interface OtpInput extends PkceParams {
  email?: unknown;
  phone?: unknown;
  channel?: unknown;
  data?: unknown;
  /** auth-js's shouldCreateUser; true unless false is sent, as in Supabase Auth. */
  create_user?: unknown;
}

/** What POST /verify passes on for a typed code (the request's shape already checked). */
export interface CodeVerification {
  type: string;
  /** Normalised; empty when the code came by text. */
  email: string;
  phone: string;
  code: string;
}

const given = (value: unknown) => value !== undefined && value !== null && value !== "";

const codeNotValid = () => new AuthError(403, "otp_expired", "Token has expired or is invalid");

/** Passwordless sign-in: POST /otp mails a code and a magic link (or texts a code), POST /verify takes the code. */
export class OtpService {
  private readonly codeBudget: SignInCodeBudget;

  constructor(
    private readonly db: DataSource,
    private readonly config: AuthConfig,
    private readonly sessions: SessionService,
    private readonly mail: MailNotifier,
    private readonly limiter: RateLimiter,
    private readonly phone: PhoneOtp,
    private readonly log: Logger,
  ) {
    this.codeBudget = new SignInCodeBudget(limiter, config);
  }

  /** POST /otp, checked in Supabase Auth's order. Answers `{}` whether or not the address was known. */
  async send(input: OtpInput, redirectTo: string | undefined, acceptLanguage: string | undefined): Promise<object> {
    if (given(input.email) && given(input.phone))
      throw validationFailed("Only an email address or phone number should be provided");
    if (given(input.email) && given(input.channel))
      throw validationFailed("Channel should only be specified with Phone OTP");
    const pkce = readPkce(input);
    // As Supabase Auth: with create_user false, an unknown address or number is refused in these words.
    if (input.create_user === false && (given(input.email) || given(input.phone))) {
      const known = given(input.email)
        ? await findUserByEmail(this.db, readEmailField(input.email))
        : await findUserByPhone(this.db, readPhoneField(input.phone));
      if (!known) throw new AuthError(422, "otp_disabled", "Signups not allowed for otp");
    }
    const data = readSignUpData(input.data);
    const locale = localeFrom(data, acceptLanguage);
    if (given(input.email)) {
      await this.sendEmail(readEmailField(input.email), { data, locale, pkce, redirectTo });
      return {};
    }
    if (given(input.phone)) {
      await this.phone.send(input.phone, input.channel, { data, locale });
      return {};
    }
    throw validationFailed("One of email or phone must be set");
  }

  private async sendEmail(
    email: string,
    request: { data: Record<string, unknown>; locale: string; pkce: ReturnType<typeof readPkce>; redirectTo?: string },
  ): Promise<void> {
    if (this.config.disableSignup && !(await findUserByEmail(this.db, email))) throw signupDisabled();
    await throttleEmail(this.limiter, "otp", email, this.config.smtpMaxFrequencySeconds);
    const sent = await this.db.transaction(async (tx) => {
      await lockEmail(tx, email);
      let user = await findUserByEmail(tx, email);
      if (!user) {
        if (this.config.disableSignup) throw signupDisabled();
        // As a sign-up without its password: confirmed by the link or code (or at once with autoconfirm).
        user = await insertUser(tx, {
          email,
          encryptedPassword: null,
          confirmed: this.config.mailerAutoconfirm,
          userMetadata: request.data,
          locale: request.locale,
          provider: "email",
        });
      } else if (!user.email_confirmed_at && !isOpenSignUp(user)) {
        // An invitation is accepted through its own link only.
        return false;
      }
      await this.mailSignInCode(tx, user, request.redirectTo, request.pkce);
      return true;
    });
    if (sent) this.mail.poke();
    else this.log.debug("sign-in code asked for an invited address");
  }

  /** One email with a 6-digit code and a magic link, both one auth_one_time_token row (replacing earlier ones). */
  private async mailSignInCode(
    tx: EntityManager,
    user: UserRow,
    redirectTo: string | undefined,
    pkce: ReturnType<typeof readPkce>,
  ): Promise<void> {
    const redirect = allowedRedirect(this.config, redirectTo);
    const flowStateId = pkce
      ? await createFlowState(tx, pkce, { userId: user.id, method: "magiclink", redirectTo: redirect })
      : null;
    const code = sixDigitCode();
    const token = await createOneTimeToken(tx, user.id, "magiclink", flowStateId, undefined, { code });
    const link = verifyLink(this.config, token, "magiclink", redirect);
    const minutes = Math.round(this.config.emailOtpExpirySeconds / 60);
    await enqueueMail(tx, {
      to: user.email!,
      locale: user.locale,
      kind: "sign_in_code",
      ...signInCodeEmail({ locale: user.locale, code, minutes, link }),
    });
    // As Supabase Auth records it: a magic link to a confirmed account is a recovery, else a confirmation.
    const sentColumn = user.email_confirmed_at ? "recovery_sent_at" : "confirmation_sent_at";
    await tx.query(`UPDATE auth_user SET ${sentColumn} = now(), updated_at = now() WHERE id = $1`, [user.id]);
  }

  /**
   * POST /verify with a typed code: `email` or `magiclink` with the address, `sms` with the number.
   * A wrong code is counted (and the fifth voids it) even though the request is refused, and counted
   * again against the address or number across its codes (SignInCodeBudget).
   */
  async verifyCode(input: CodeVerification, client: ClientInfo) {
    const byEmail = Boolean(input.email);
    const usable = byEmail
      ? input.type === "email" || input.type === "magiclink"
      : input.type === "sms" && this.config.phoneSignIn;
    if (!usable) throw codeNotValid();
    // Paid before the code is compared, known address or not; a right code gives the slot back.
    const slot = await this.codeBudget.take(byEmail ? input.email : `phone:${input.phone}`);
    const code = input.code.trim();
    const session = await this.db.transaction(async (tx) => {
      const signedIn = byEmail
        ? await this.redeemEmailCode(tx, input.email, code)
        : await this.phone.redeem(tx, input.phone, code);
      // Both are amr "otp", as in Supabase Auth; only the emailed code proved an inbox.
      return signedIn && this.sessions.signIn(tx, signedIn, "otp", client, byEmail ? "email" : undefined);
    });
    if (!session) throw codeNotValid();
    await this.codeBudget.giveBack(slot);
    return session;
  }

  /** The account an emailed code signs in to, or null; a wrong code is counted (the caller commits). */
  private async redeemEmailCode(tx: EntityManager, email: string, code: string): Promise<UserRow | null> {
    const user = await findUserByEmail(tx, email);
    if (!user) return null;
    const spent = await redeemOneTimeCode(tx, user.id, "magiclink", code, this.config.emailOtpExpirySeconds);
    if (!spent) return null;
    // Thrown inside the transaction: a disabled account's code stays unspent.
    assertNotBanned(user);
    // Typed on the page that asked for it: no PKCE exchange needed, so the link's flow ends here.
    if (spent.flow_state_id) await tx.query(`DELETE FROM auth_flow_state WHERE id = $1`, [spent.flow_state_id]);
    return acceptMagicLink(tx, user);
  }
}

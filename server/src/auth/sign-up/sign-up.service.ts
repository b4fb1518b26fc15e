import type { DataSource } from "typeorm";
import type { AuthConfig } from "../../config.js";
import type { MailNotifier } from "../../mail/outbox.js";
import type { RateLimiter } from "../../http/rate-limit.js";
import { mailConfirmation, type PhoneOtp } from "../one-time/index.js";
import type { ClientInfo, SessionService } from "../sessions/index.js";
import {
  assertStrongPassword,
  given,
  localeFrom,
  passwordRules,
  readEmailField,
  readPhoneField,
  readSignUpData,
} from "../common/account-fields.js";
import { AuthError, signupDisabled, validationFailed } from "../common/errors.js";
import { throttleEmail } from "../common/limits.js";
import { readPkce, type PkceParams } from "../common/one-time-tokens.js";
import { hashPassword } from "../common/passwords.js";
import { userJson, userPayload } from "../common/serialize.js";
import { readChannel } from "../common/sms-sender.js";
import {
  findUserByEmail,
  findUserById,
  insertUser,
  isOpenSignUp,
  lockEmail,
  type IdentityRow,
  type UserRow,
} from "../common/store.js";
import { signInAnonymously } from "../sign-in/index.js";

export interface SignUpInput extends PkceParams {
  email?: unknown;
  phone?: unknown;
  password?: unknown;
  data?: unknown;
  /** A phone sign-up's code goes by text (sms, the default) or WhatsApp. */
  channel?: unknown;
}

/**
 * POST /signup: an account by email (confirmed by a mailed link) or by phone (by a texted code), or
 * with neither an anonymous session. A taken address or number gets the same answer as a new one.
 */
export class SignUpService {
  constructor(
    private readonly db: DataSource,
    private readonly config: AuthConfig,
    private readonly sessions: SessionService,
    private readonly mail: MailNotifier,
    private readonly limiter: RateLimiter,
    /** Phone sign-ups with a password, confirmed by a texted code. */
    private readonly phone: Pick<PhoneOtp, "signUp">,
  ) {}

  async signUp(input: SignUpInput, redirectTo: string | undefined, client: ClientInfo & { acceptLanguage?: string }) {
    // Checked in Supabase Auth's order: a sign-up with neither address is an anonymous sign-in.
    if (!given(input.email) && !given(input.phone))
      return signInAnonymously(this.db, this.sessions, this.config, input, client);
    if (this.config.disableSignup) throw signupDisabled();
    if (!given(input.password)) throw validationFailed("Signup requires a valid password");
    const password = assertStrongPassword(input.password, passwordRules(this.config));
    if (given(input.email) && given(input.phone))
      throw validationFailed("Only an email address or phone number should be provided on signup.");
    if (!given(input.email)) return this.signUpByPhone(input, password, client);
    const email = readEmailField(input.email);
    const data = readSignUpData(input.data);
    const pkce = readPkce(input);
    if (!this.config.mailerAutoconfirm)
      await throttleEmail(this.limiter, "signup", email, this.config.smtpMaxFrequencySeconds);
    // Hashed before looking the address up, so both answers take the same time.
    const encryptedPassword = await hashPassword(password);
    const result = await this.db.transaction(async (tx) => {
      await lockEmail(tx, email);
      const existing = await findUserByEmail(tx, email);
      const locale = localeFrom(data, client.acceptLanguage);
      // As Supabase Auth with autoconfirm on (a development setting): a confirmed address is named taken.
      if (existing?.email_confirmed_at && this.config.mailerAutoconfirm) return { kind: "registered" as const };
      if (existing) {
        // An existing row is never given this caller's password directly, autoconfirm or not: only a
        // customer's own unconfirmed sign-up gets one more pending sign-up, whose link the inbox owner
        // may or may not follow. Invitations and staff accounts are answered as a taken address.
        if (!this.config.mailerAutoconfirm && isOpenSignUp(existing)) {
          await mailConfirmation(tx, this.config, existing, redirectTo, pkce, {
            encryptedPassword,
            userMetadata: data,
            locale,
          });
        }
        return { kind: "taken" as const, locale };
      }
      if (this.config.mailerAutoconfirm) {
        const user = await insertUser(tx, {
          email,
          encryptedPassword,
          confirmed: true,
          userMetadata: data,
          locale,
          provider: "email",
        });
        return { kind: "session" as const, session: await this.sessions.signIn(tx, user, "password", client) };
      }
      // The account gets no password until a link is followed: each sign-up's password waits with
      // its own token, so confirming activates only the password of whoever that link was sent for.
      const user = await insertUser(tx, {
        email,
        encryptedPassword: null,
        confirmed: false,
        userMetadata: data,
        locale,
        provider: "email",
      });
      await mailConfirmation(tx, this.config, user, redirectTo, pkce, {
        encryptedPassword,
        userMetadata: data,
        locale,
      });
      return { kind: "user" as const, user: (await findUserById(tx, user.id))! };
    });
    this.mail.poke();
    if (result.kind === "registered") throw new AuthError(422, "user_already_exists", "User already registered");
    if (result.kind === "session") return result.session;
    // Otherwise every known address, confirmed, pending or invited, gets the same made-up answer.
    if (result.kind === "taken") return this.obfuscatedUser(email, data, result.locale);
    return userPayload(this.db, result.user);
  }

  /**
   * POST /signup with `phone`, after the checks every sign-up shares; then Supabase Auth's: the
   * channel, no PKCE, the phone provider, the number's format. The answer is the new user (a code is
   * texted), a session (SMS_AUTOCONFIRM), or for a number already someone's a made-up user (or 422
   * with autoconfirm on), as for an address.
   */
  private async signUpByPhone(input: SignUpInput, password: string, client: ClientInfo & { acceptLanguage?: string }) {
    const channel = readChannel(input.channel);
    if (given(input.code_challenge)) throw validationFailed("PKCE not supported for phone signups");
    if (!this.config.phoneSignIn) throw new AuthError(400, "phone_provider_disabled", "Phone signups are disabled");
    const phone = readPhoneField(input.phone);
    const data = readSignUpData(input.data);
    const locale = localeFrom(data, client.acceptLanguage);
    // Hashed before the number is looked up, so every answer takes the same time.
    const encryptedPassword = await hashPassword(password);
    const outcome = await this.phone.signUp(phone, channel, { encryptedPassword, userMetadata: data, locale });
    if (outcome.kind === "registered") throw new AuthError(422, "user_already_exists", "User already registered");
    if (outcome.kind === "taken") return this.obfuscatedPhoneUser(phone, data, locale);
    if (outcome.kind === "confirmed")
      return this.db.transaction((tx) => this.sessions.signIn(tx, outcome.user, "password", client));
    // A new number's account is made when its code comes back: answered as it will be, with its id.
    if (outcome.kind === "pending") return this.madeUpUser({ email: null, phone }, data, locale, outcome.userId);
    return userPayload(this.db, outcome.user);
  }

  /**
   * What an already-registered address gets: built like a new sign-up's answer (one unverified email
   * identity, no session), with made-up ids and times, so the two cannot be told apart.
   */
  private obfuscatedUser(email: string, data: Record<string, unknown>, locale: string) {
    return this.madeUpUser({ email, phone: "" }, data, locale);
  }

  /** The same for a phone sign-up whose number is already someone's: a new phone sign-up's answer. */
  private obfuscatedPhoneUser(phone: string, data: Record<string, unknown>, locale: string) {
    return this.madeUpUser({ email: null, phone }, data, locale);
  }

  private madeUpUser(
    address: { email: string | null; phone: string },
    data: Record<string, unknown>,
    locale: string,
    id: string = crypto.randomUUID(),
  ) {
    const { email, phone } = address;
    const provider = email === null ? "phone" : "email";
    const now = new Date();
    const user: UserRow = {
      id,
      email,
      encrypted_password: null,
      email_confirmed_at: null,
      email_proven_at: null,
      phone,
      phone_confirmed_at: null,
      role: "customer",
      user_metadata: data,
      app_metadata: { provider, providers: [provider] },
      locale,
      confirmation_sent_at: now,
      recovery_sent_at: null,
      email_change: null,
      email_change_sent_at: null,
      email_change_awaiting: null,
      last_sign_in_at: null,
      banned_until: null,
      invited_at: null,
      is_anonymous: false,
      created_at: now,
      updated_at: now,
    };
    const identity: IdentityRow = {
      id: crypto.randomUUID(),
      user_id: id,
      provider,
      provider_id: id,
      identity_data:
        email === null
          ? { sub: id, phone, email_verified: false, phone_verified: false }
          : { sub: id, email, email_verified: false, phone_verified: false },
      email,
      last_sign_in_at: null,
      created_at: now,
      updated_at: now,
    };
    return userJson(user, [identity], []);
  }
}

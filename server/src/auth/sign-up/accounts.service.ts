import type { DataSource, EntityManager } from "typeorm";
import type { AuthConfig } from "../../config.js";
import { reasonOf } from "../../core/errors.js";
import type { Logger } from "../../logger.js";
import { enqueueMail, type MailNotifier } from "../../mail/outbox.js";
import { recoveryEmail, signupConfirmationEmail } from "../../mail/templates.js";
import type { RateLimiter } from "../../http/rate-limit.js";
import {
  assertStrongPassword,
  localeFrom,
  passwordRules,
  readEmailField,
  readPhoneField,
  readSignUpData,
} from "../shared/account-fields.js";
import { markAddressProven } from "../shared/address-proof.js";
import { signInAnonymously } from "../sign-in/anonymous.js";
import {
  assertNotBanned,
  AuthError,
  invalidCredentials,
  oauthErrorOf,
  signupDisabled,
  validationFailed,
} from "../shared/errors.js";
import { confirmEmailChange } from "../user/email-change.service.js";
import { throttleEmail } from "../shared/limits.js";
import {
  allowedRedirect,
  createFlowState,
  createOneTimeToken,
  dropLinks,
  isVerifyType,
  issueAuthCode,
  linkTokenType,
  newestPendingPassword,
  readPkce,
  redeemAuthCode,
  redeemOneTimeToken,
  verifyLink,
  type OneTimeTokenType,
  type PendingSignUp,
  type PkceParams,
} from "../shared/one-time-tokens.js";
import { acceptMagicLink } from "../one-time/magic-link.js";
import type { OtpService } from "../one-time/otp.service.js";
import { readChannel } from "../shared/sms-sender.js";
import type { PhoneOtp } from "../one-time/phone-otp.service.js";
import { hashPassword, verifyPassword } from "../shared/passwords.js";
import { newestPendingPhonePassword } from "../one-time/phone-codes.js";
import { SignInBudget } from "../sign-in/sign-in-budget.js";
import { userJson } from "../shared/serialize.js";
import type { ClientInfo, SessionService } from "../sessions/sessions.service.js";
import {
  factorsOf,
  findUserByEmail,
  findUserById,
  findUserByPhone,
  identitiesOf,
  insertUser,
  isOpenSignUp,
  lockEmail,
  normalizeEmail,
  type Db,
  type IdentityRow,
  type UserRow,
} from "../shared/store.js";

export interface SignUpInput extends PkceParams {
  email?: unknown;
  phone?: unknown;
  password?: unknown;
  data?: unknown;
  /** A phone sign-up's code goes by text (sms, the default) or WhatsApp. */
  channel?: unknown;
}

const given = (value: unknown) => value !== undefined && value !== null && value !== "";

type WireSession = Awaited<ReturnType<SessionService["signIn"]>>;
/** `type` is what the landing page is told the link was (recovery: the account still needs a password). */
type LinkOutcome =
  | { kind: "invalid" }
  | { kind: "failed"; error: AuthError }
  | { kind: "code"; code: string }
  | { kind: "session"; session: WireSession; type: string }
  | { kind: "message"; message: string; pkce: boolean };

/** Supabase Auth's words when the first of a secure email change's two links is followed. */
export const EMAIL_CHANGE_HALF_CONFIRMED =
  "Confirmation link accepted. Please proceed to confirm link sent to the other email";

/** Sign-up, email confirmation, password sign-in, recovery: the email-and-password account flows. */
export class AccountsService {
  private readonly signInBudget: SignInBudget;

  constructor(
    private readonly db: DataSource,
    private readonly config: AuthConfig,
    private readonly sessions: SessionService,
    private readonly mail: MailNotifier,
    private readonly limiter: RateLimiter,
    private readonly log: Logger,
    /** Typed codes (emailed or texted sign-in) for POST /verify. */
    private readonly codes: Pick<OtpService, "verifyCode">,
    /** Phone sign-ups with a password, confirmed by a texted code. */
    private readonly phone: Pick<PhoneOtp, "signUp">,
  ) {
    this.signInBudget = new SignInBudget(limiter, config);
  }

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
          await this.sendConfirmation(tx, existing, redirectTo, pkce, {
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
      await this.sendConfirmation(tx, user, redirectTo, pkce, { encryptedPassword, userMetadata: data, locale });
      return { kind: "user" as const, user: (await findUserById(tx, user.id))! };
    });
    this.mail.poke();
    if (result.kind === "registered") throw new AuthError(422, "user_already_exists", "User already registered");
    if (result.kind === "session") return result.session;
    // Otherwise every known address, confirmed, pending or invited, gets the same made-up answer.
    if (result.kind === "taken") return this.obfuscatedUser(email, data, result.locale);
    return this.userPayload(this.db, result.user);
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
    return this.userPayload(this.db, outcome.user);
  }

  /**
   * Mails a confirmation link. With a sign-up's pending details the link activates that password;
   * without (`null`), it only confirms the address and leaves other sign-ups' links alone.
   */
  async sendConfirmation(
    tx: EntityManager,
    user: UserRow,
    redirectTo: string | undefined,
    pkce: ReturnType<typeof readPkce>,
    pending: PendingSignUp | null,
  ) {
    const redirect = allowedRedirect(this.config, redirectTo);
    const flowStateId = pkce
      ? await createFlowState(tx, pkce, { userId: user.id, method: "email/signup", redirectTo: redirect })
      : null;
    const token = await createOneTimeToken(tx, user.id, "confirmation", flowStateId, pending ?? undefined, {
      keepOthers: !pending,
    });
    const link = verifyLink(this.config, token, "signup", redirect);
    const name = typeof pending?.userMetadata.name === "string" ? pending.userMetadata.name : "";
    const locale = pending?.locale ?? user.locale;
    await enqueueMail(tx, {
      to: user.email!,
      locale,
      kind: "signup_confirmation",
      ...signupConfirmationEmail({ locale, name, link }),
    });
    await tx.query(`UPDATE auth_user SET confirmation_sent_at = now(), updated_at = now() WHERE id = $1`, [user.id]);
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

  async userPayload(db: Db, user: UserRow) {
    const identities = await identitiesOf(db, user.id);
    const factors = await factorsOf(db, user.id);
    return userJson(user, identities, factors);
  }

  /** POST /token?grant_type=password with `email` or `phone`, checked in Supabase Auth's order and words. */
  async signInWithPassword(body: { email?: unknown; phone?: unknown; password?: unknown }, client: ClientInfo) {
    const rawEmail = typeof body.email === "string" ? body.email : "";
    const rawPhone = typeof body.phone === "string" ? body.phone : "";
    if (rawEmail && rawPhone)
      throw validationFailed("Only an email address or phone number should be provided on login.");
    if (!rawEmail && !rawPhone) throw validationFailed("missing email or phone");
    if (rawPhone && !this.config.phoneSignIn)
      throw new AuthError(422, "phone_provider_disabled", "Phone logins are disabled");
    // An empty password matches no account; no guess was made, so nothing is counted.
    if (typeof body.password !== "string" || !body.password) throw invalidCredentials();
    const byPhone = Boolean(rawPhone);
    // A number outside E.164 is nobody's: answered as an unknown one.
    const phone = byPhone ? phoneOrNull(rawPhone) : null;
    // Each address or number has its own budget (a number's key has no "@", so never an address's).
    const account = byPhone ? `phone:${phone ?? rawPhone.trim()}` : normalizeEmail(rawEmail);
    // Paid before the check: a wrong password keeps its slot, a right one gives it back.
    const slot = await this.signInBudget.take(account, client.ip);
    const user = byPhone
      ? phone
        ? await findUserByPhone(this.db, phone)
        : null
      : await findUserByEmail(this.db, account);
    const confirmed = byPhone ? user?.phone_confirmed_at : user?.email_confirmed_at;
    // An unconfirmed sign-up's password is still pending: it can only earn the "not confirmed" hint.
    // A new number's sign-up has no account yet: its password waits beside its texted code.
    const encoded = !user
      ? phone && (await newestPendingPhonePassword(this.db, phone))
      : !confirmed && !user.encrypted_password
        ? await newestPendingPassword(this.db, user.id, byPhone ? "phone_otp" : "confirmation")
        : user.encrypted_password;
    const ok = await verifyPassword(encoded || null, body.password);
    if (!ok) throw invalidCredentials();
    await this.signInBudget.giveBack(slot);
    if (!user || !confirmed)
      throw byPhone
        ? new AuthError(400, "phone_not_confirmed", "Phone not confirmed")
        : new AuthError(400, "email_not_confirmed", "Email not confirmed");
    assertNotBanned(user);
    return this.db.transaction((tx) => this.sessions.signIn(tx, user, "password", client));
  }

  async exchangeCode(body: { auth_code?: unknown; code_verifier?: unknown }, client: ClientInfo) {
    if (
      typeof body.auth_code !== "string" ||
      typeof body.code_verifier !== "string" ||
      !body.auth_code ||
      !body.code_verifier
    ) {
      throw validationFailed("invalid request: both auth code and code verifier should be non-empty");
    }
    const authCode = body.auth_code;
    const verifier = body.code_verifier;
    return this.db.transaction(async (tx) => {
      const flow = await redeemAuthCode(tx, authCode, verifier);
      const user = await findUserById(tx, flow.user_id);
      if (!user) throw new AuthError(404, "user_not_found", "User not found");
      assertNotBanned(user);
      // An emailed link's PKCE flow (provider "email") proved the inbox; Google's did not.
      if (flow.provider === "email") return this.sessions.signIn(tx, user, "otp", client, "email");
      return this.sessions.signIn(tx, user, "oauth", client);
    });
  }

  /**
   * Follows an emailed link (GET /verify). Returns where to send the browser: with `?code=` for
   * PKCE clients, with the session in the fragment for implicit ones, or with an error.
   */
  async followLink(
    query: { token?: string; type?: string; redirect_to?: string },
    client: ClientInfo,
  ): Promise<string> {
    // A malformed request is answered, not redirected, as Supabase Auth does.
    if (!query.type) throw validationFailed("Verify requires a verification type");
    if (!query.token) throw validationFailed("Verify requires a token or a token hash");
    const redirect = new URL(allowedRedirect(this.config, query.redirect_to));
    if (!isVerifyType(query.type))
      return linkErrorRedirect(redirect, validationFailed("Invalid email verification type"));
    const outcome = await this.redeemLink(query.token, query.type, client).catch((error: unknown) => {
      if (reasonOf(error) === "user_banned") return { kind: "banned" as const };
      throw error;
    });
    if (outcome.kind === "banned")
      return linkErrorRedirect(redirect, new AuthError(403, "user_banned", "User is banned"));
    if (outcome.kind === "invalid")
      return linkErrorRedirect(redirect, new AuthError(403, "otp_expired", "Email link is invalid or has expired"));
    if (outcome.kind === "failed") return linkErrorRedirect(redirect, outcome.error);
    if (outcome.kind === "code") {
      redirect.searchParams.set("code", outcome.code);
      return redirect.toString();
    }
    if (outcome.kind === "message") {
      // No session: the address has not changed yet. As Supabase Auth, in the fragment (and the query for PKCE clients).
      if (outcome.pkce) redirect.searchParams.set("message", outcome.message);
      redirect.hash = new URLSearchParams({ message: outcome.message }).toString();
      return redirect.toString();
    }
    const s = outcome.session;
    redirect.hash = new URLSearchParams({
      access_token: s.access_token,
      expires_at: String(s.expires_at),
      expires_in: String(s.expires_in),
      refresh_token: s.refresh_token,
      token_type: "bearer",
      type: outcome.type,
    }).toString();
    return redirect.toString();
  }

  /**
   * POST /verify with the link's secret as token_hash: answers with a session (never for a PKCE-bound
   * link). Requests are checked as Supabase Auth checks them; a typed code (emailed or texted
   * sign-in) goes on to the OTP service.
   */
  async verifyToken(
    body: {
      type?: unknown;
      token_hash?: unknown;
      token?: unknown;
      email?: unknown;
      phone?: unknown;
      redirect_to?: unknown;
    },
    client: ClientInfo,
  ) {
    const type = typeof body.type === "string" ? body.type : "";
    if (!type) throw validationFailed("Verify requires a verification type");
    const tokenHash = typeof body.token_hash === "string" ? body.token_hash : "";
    const code = typeof body.token === "string" ? body.token : "";
    if (!tokenHash === !code) throw validationFailed("Verify requires either a token or a token hash");
    if (code) {
      const email = typeof body.email === "string" ? body.email : "";
      const phone = typeof body.phone === "string" ? body.phone : "";
      if (!email === !phone)
        throw validationFailed("Only an email address or phone number should be provided on verify");
      let address = "";
      if (email) {
        try {
          address = readEmailField(email);
        } catch {
          throw new AuthError(422, "validation_failed", "Invalid email format");
        }
      }
      const number = phone ? readPhoneField(phone) : "";
      return this.codes.verifyCode({ type, email: address, phone: number, code }, client);
    }
    if (given(body.email) || given(body.phone) || given(body.redirect_to))
      throw validationFailed("Only the token_hash and type should be provided");
    if (!isVerifyType(type)) throw validationFailed("Invalid email verification type");
    const outcome = await this.redeemLink(tokenHash, type, client, false);
    if (outcome.kind === "failed") throw outcome.error;
    if (outcome.kind === "message") return { msg: outcome.message, code: "200" };
    if (outcome.kind !== "session") throw new AuthError(403, "otp_expired", "Email link is invalid or has expired");
    return outcome.session;
  }

  private async redeemLink(
    token: string | undefined,
    type: string | undefined,
    client: ClientInfo,
    allowPkce = true,
  ): Promise<LinkOutcome> {
    const tokenType = linkTokenType(type);
    if (!token || !type || !tokenType) return { kind: "invalid" };
    return this.db.transaction(async (tx) => {
      const link = await this.redeemByType(tx, token, type, tokenType);
      let user = link && (await findUserById(tx, link.user_id));
      if (!link || !user) return { kind: "invalid" };
      // A sign-up's password never reaches an invited account, whatever link carried it.
      if (link.pending_password && !isOpenSignUp(user) && !user.email_confirmed_at) return { kind: "invalid" };
      // Thrown inside the transaction: a disabled account's link stays unspent for when it is enabled again.
      assertNotBanned(user);
      // A PKCE-bound link signs in only through its auth code and the requester's verifier. Thrown
      // inside the transaction, so the link stays unspent and the address unconfirmed.
      if (!allowPkce && link.flow_state_id)
        throw new AuthError(
          400,
          "validation_failed",
          "Unexpected PKCE flow: open the link in the browser that requested it",
        );
      if (link.token_type === "magiclink") {
        const accepted = await acceptMagicLink(tx, user);
        if (!accepted) return { kind: "invalid" };
        user = accepted;
        if (allowPkce && link.flow_state_id)
          return { kind: "code", code: await issueAuthCode(tx, link.flow_state_id, user.id) };
        const session = await this.sessions.signIn(tx, user, "otp", client, "email");
        return { kind: "session", session, type: "magiclink" };
      }
      // Read before confirming: an account that was already confirmed but never proven was autoconfirmed.
      const before = user;
      if (tokenType === "confirmation" && !user.email_confirmed_at) {
        // This link's own sign-up wins: its password and details; every other pending sign-up ends.
        await tx.query(
          `UPDATE auth_user SET email_confirmed_at = now(), encrypted_password = coalesce($2, encrypted_password), user_metadata = coalesce($3, user_metadata),
             locale = coalesce($4, locale), updated_at = now() WHERE id = $1`,
          [
            user.id,
            link.pending_password,
            link.pending_user_metadata && JSON.stringify(link.pending_user_metadata),
            link.pending_locale,
          ],
        );
        await dropLinks(tx, user.id, "confirmation");
        await tx.query(
          `UPDATE auth_identity SET identity_data = identity_data || '{"email_verified": true}'::jsonb WHERE user_id = $1 AND provider = 'email'`,
          [user.id],
        );
        user = (await findUserById(tx, user.id))!;
      }
      // A confirmation or recovery link was mailed to the account's address: following it proves it.
      if (tokenType !== "email_change" && !before.email_proven_at) {
        await markAddressProven(tx, before);
        user = (await findUserById(tx, user.id))!;
      }
      if (tokenType === "email_change") {
        const change = await confirmEmailChange(tx, user, link);
        if (change.ok === "partly")
          return { kind: "message", message: EMAIL_CHANGE_HALF_CONFIRMED, pkce: Boolean(link.flow_state_id) };
        if (!change.ok) return change.error ? { kind: "failed", error: change.error } : { kind: "invalid" };
        user = change.user;
      }
      if (allowPkce && link.flow_state_id)
        return { kind: "code", code: await issueAuthCode(tx, link.flow_state_id, user.id) };
      // A resent link that carried no sign-up's password: the landing page asks the owner to choose one.
      // An invitation lands as one (Supabase Auth's type=invite), whose page asks for a password too.
      const landing = tokenType === "confirmation" && !user.encrypted_password && type !== "invite" ? "recovery" : type;
      return { kind: "session", session: await this.sessions.signIn(tx, user, "otp", client, "email"), type: landing };
    });
  }

  /**
   * The link a token names: a magic link lives as long as its code (MAILER_OTP_EXP), other links a
   * day. As in Supabase Auth, type "email" is a sign-up's confirmation or a magic link.
   */
  private async redeemByType(tx: EntityManager, token: string, type: string, tokenType: OneTimeTokenType) {
    const otpTtl = this.config.emailOtpExpirySeconds;
    if (tokenType === "magiclink") return redeemOneTimeToken(tx, token, "magiclink", otpTtl);
    const link = await redeemOneTimeToken(tx, token, tokenType);
    if (link || type !== "email") return link;
    return redeemOneTimeToken(tx, token, "magiclink", otpTtl);
  }

  /** Always answers the same, known address or not; the owner of a known one gets a link. */
  async recover(body: { email?: unknown } & PkceParams, redirectTo: string | undefined): Promise<void> {
    const email = readEmailField(body.email);
    const pkce = readPkce(body);
    await throttleEmail(this.limiter, "recovery", email, this.config.smtpMaxFrequencySeconds);
    const sent = await this.db.transaction(async (tx) => {
      const user = await findUserByEmail(tx, email);
      if (!user) return false;
      const redirect = allowedRedirect(this.config, redirectTo);
      const flowStateId = pkce
        ? await createFlowState(tx, pkce, { userId: user.id, method: "recovery", redirectTo: redirect })
        : null;
      const token = await createOneTimeToken(tx, user.id, "recovery", flowStateId);
      const link = verifyLink(this.config, token, "recovery", redirect);
      await enqueueMail(tx, {
        to: user.email!,
        locale: user.locale,
        kind: "recovery",
        ...recoveryEmail({ locale: user.locale, link }),
      });
      await tx.query(`UPDATE auth_user SET recovery_sent_at = now(), updated_at = now() WHERE id = $1`, [user.id]);
      return true;
    });
    if (sent) this.mail.poke();
    else this.log.debug("recovery requested for an unknown address");
  }
}

/**
 * Where a refused link sends the browser: the redirect with the error in its fragment, as Supabase
 * Auth words it (`sb` marks the fragment as an auth answer for the clients that look for it).
 */
function linkErrorRedirect(redirect: URL, error: AuthError): string {
  const fragment = new URLSearchParams();
  const oauthError = oauthErrorOf(error);
  if (oauthError) fragment.set("error", oauthError);
  fragment.set("error_code", error.code);
  fragment.set("error_description", error.message);
  fragment.set("sb", "");
  redirect.hash = fragment.toString();
  return redirect.toString();
}

function phoneOrNull(value: string): string | null {
  try {
    return readPhoneField(value);
  } catch {
    return null;
  }
}

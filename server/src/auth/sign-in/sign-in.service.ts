import type { DataSource } from "typeorm";
import type { AuthConfig } from "../../config.js";
import type { RateLimiter } from "../../http/rate-limit.js";
import { newestPendingPhonePassword } from "../one-time/index.js";
import type { ClientInfo, SessionService } from "../sessions/index.js";
import { readPhoneField } from "../common/account-fields.js";
import { assertNotBanned, AuthError, invalidCredentials, validationFailed } from "../common/errors.js";
import { newestPendingPassword, redeemAuthCode } from "../common/one-time-tokens.js";
import { verifyPassword } from "../common/passwords.js";
import { findUserByEmail, findUserById, findUserByPhone, normalizeEmail } from "../common/store.js";
import { SignInBudget } from "./sign-in-budget.js";

/** POST /token's grants that open a session from what the caller gives: a password, or a PKCE auth code. */
export class SignInService {
  private readonly signInBudget: SignInBudget;

  constructor(
    private readonly db: DataSource,
    private readonly config: AuthConfig,
    private readonly sessions: SessionService,
    limiter: RateLimiter,
  ) {
    this.signInBudget = new SignInBudget(limiter, config);
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
}

function phoneOrNull(value: string): string | null {
  try {
    return readPhoneField(value);
  } catch {
    return null;
  }
}

import type { DataSource, EntityManager } from "typeorm";
import type { AuthConfig } from "../../config.js";
import { reasonOf } from "../../core/errors.js";
import type { ClientInfo, SessionService } from "../sessions/index.js";
import { given, readEmailField, readPhoneField } from "../common/account-fields.js";
import { markAddressProven } from "../common/address-proof.js";
import { assertNotBanned, AuthError, oauthErrorOf, validationFailed } from "../common/errors.js";
import {
  allowedRedirect,
  dropLinks,
  isVerifyType,
  issueAuthCode,
  linkTokenType,
  redeemOneTimeToken,
  type OneTimeTokenType,
} from "../common/one-time-tokens.js";
import { findUserById, isOpenSignUp } from "../common/store.js";
import { confirmEmailChange } from "../user/index.js";
import { acceptMagicLink } from "./magic-link.js";
import type { OtpService } from "./otp.service.js";

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

/**
 * GET and POST /verify: an emailed link followed (confirmation, recovery, invitation, magic link,
 * email change) or its secret posted, and a typed code passed on to the OTP service.
 */
export class VerifyService {
  constructor(
    private readonly db: DataSource,
    private readonly config: AuthConfig,
    private readonly sessions: SessionService,
    /** Typed codes (emailed or texted sign-in) for POST /verify. */
    private readonly codes: Pick<OtpService, "verifyCode">,
  ) {}

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

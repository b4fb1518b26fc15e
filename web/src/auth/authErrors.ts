// From auth-js's errors module itself: its index would bring the whole client into every file
// that reads an error (the app loads the client only when the session needs it).
import {
  isAuthError,
  isAuthImplicitGrantRedirectError,
  isAuthRetryableFetchError,
  isAuthWeakPasswordError,
} from "@supabase/auth-js/dist/module/lib/errors";
import type { MessageId } from "../i18n/messages";

/** What to tell the user about a failed auth call: a translated message, or the server's own words. */
export type AuthErrorMessage = { id: MessageId; values?: Record<string, string | number> } | { text: string };

// Supabase Auth error codes (the server speaks the same) → our translated messages.
const messagesByCode: Record<string, MessageId> = {
  invalid_credentials: "auth.error.invalidCredentials",
  email_not_confirmed: "auth.error.emailNotConfirmed",
  over_email_send_rate_limit: "auth.error.emailRateLimit",
  over_request_rate_limit: "auth.error.requestRateLimit",
  over_sms_send_rate_limit: "auth.error.requestRateLimit",
  mfa_verification_failed: "auth.error.mfaVerificationFailed",
  mfa_challenge_expired: "auth.error.mfaChallengeExpired",
  mfa_ip_address_mismatch: "auth.error.mfaChallengeExpired",
  mfa_factor_not_found: "auth.error.factorNotFound",
  too_many_enrolled_mfa_factors: "auth.error.tooManyFactors",
  insufficient_aal: "auth.error.insufficientAal",
  same_password: "auth.error.samePassword",
  // The settings page asks for the mailed code itself; elsewhere (a reset or invitation page left
  // open too long) the only way on is a new link.
  reauthentication_needed: "auth.error.reauthenticationNeeded",
  reauthentication_not_valid: "auth.error.reauthenticationInvalid",
  signup_disabled: "auth.error.signupDisabled",
  user_banned: "auth.error.userBanned",
  user_already_exists: "auth.error.userExists",
  email_exists: "auth.error.userExists",
  email_address_invalid: "auth.validation.emailInvalid",
  otp_expired: "auth.error.linkExpired",
  flow_state_expired: "auth.error.linkExpired",
  flow_state_not_found: "auth.error.linkExpired",
  bad_code_verifier: "auth.error.linkExpired",
  identity_already_exists: "auth.error.identityExists",
  manual_linking_disabled: "auth.error.manualLinkingDisabled",
  session_not_found: "auth.error.sessionExpired",
  session_expired: "auth.error.sessionExpired",
  refresh_token_not_found: "auth.error.sessionExpired",
  refresh_token_already_used: "auth.error.sessionExpired",
  user_not_found: "auth.error.sessionExpired",
  bad_jwt: "auth.error.sessionExpired",
  no_authorization: "auth.error.sessionExpired",
};

/** The error code a failure carries: the API's `code`, or the one in a redirect's URL. */
export function authErrorCode(error: unknown): string | undefined {
  if (isAuthImplicitGrantRedirectError(error)) return error.details?.code;
  if (isAuthError(error)) return error.code ?? (isAuthWeakPasswordError(error) ? "weak_password" : undefined);
  return undefined;
}

function weakPasswordMessage(reasons: readonly string[]): MessageId {
  if (reasons.includes("length")) return "auth.error.weakPasswordLength";
  if (reasons.includes("pwned")) return "auth.error.weakPasswordPwned";
  return "auth.error.weakPasswordCharacters";
}

/**
 * Maps a failed auth-js call to a message: known codes to our translations, an unreachable
 * server to a connection hint, anything else to the server's message, or to `fallback`.
 */
export function describeAuthError(error: unknown, fallback: MessageId): AuthErrorMessage {
  if (isAuthWeakPasswordError(error)) return { id: weakPasswordMessage(error.reasons) };
  const code = authErrorCode(error);
  if (code === "weak_password") return { id: weakPasswordMessage([]) };
  const known = code ? messagesByCode[code] : undefined;
  if (known) return { id: known };
  // Offline, or the server answered 5xx: auth-js would retry these itself, so say so plainly.
  if (isAuthRetryableFetchError(error)) return { id: "auth.error.network" };
  if (error instanceof TypeError) return { id: "auth.error.network" };
  const message = error instanceof Error ? error.message.trim() : "";
  return message ? { text: message } : { id: fallback };
}

/** A sign-in link that did not work (see SessionState.linkProblem). */
export function describeLinkProblem(problem: { code: string | null; message: string }): AuthErrorMessage {
  if (problem.code === "pkce_verifier_missing") return { id: "auth.error.linkOtherBrowser" };
  const known = problem.code ? messagesByCode[problem.code] : undefined;
  if (known) return { id: known };
  return problem.message ? { text: problem.message } : { id: "auth.error.linkExpired" };
}

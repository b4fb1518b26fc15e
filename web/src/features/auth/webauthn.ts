import type { GoTrueClient } from "@supabase/auth-js";
import { describeAuthError, authErrorCode, type AuthErrorMessage } from "../../auth/authErrors";
import type { FieldError } from "../../auth/validation";
import type { MessageId } from "../../i18n/messages";

// Security keys (WebAuthn second factors) and passkeys through auth-js, which runs the browser's
// ceremony (navigator.credentials) and speaks to /auth/v1/factors and /auth/v1/passkeys.

/** Longest name a security key may have (the server's friendly_name limit). */
export const securityKeyNameMaxLength = 120;

export function validateSecurityKeyName(value: string): FieldError | undefined {
  const name = value.trim();
  if (!name) return { id: "auth.securityKey.nameRequired" };
  if (name.length > securityKeyNameMaxLength)
    return { id: "auth.securityKey.nameTooLong", values: { max: securityKeyNameMaxLength } };
  return undefined;
}

export function browserSupportsWebAuthn(): boolean {
  return typeof window !== "undefined" && typeof window.PublicKeyCredential === "function";
}

// The server's WebAuthn refusals (Supabase Auth's codes) and the browser's (auth-js's WebAuthnError codes).
const messagesByCode: Record<string, MessageId> = {
  unsupported: "auth.error.webauthnUnsupported",
  webauthn_verification_failed: "auth.error.webauthnFailed",
  webauthn_challenge_expired: "auth.error.webauthnExpired",
  webauthn_challenge_not_found: "auth.error.webauthnExpired",
  webauthn_credential_exists: "auth.error.webauthnExists",
  too_many_passkeys: "auth.error.tooManyPasskeys",
  ERROR_CEREMONY_ABORTED: "auth.error.webauthnCancelled",
  ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED: "auth.error.webauthnExists",
};

/** What to tell the user when a security key or passkey step failed. */
export function describeWebAuthnError(error: unknown, fallback: MessageId): AuthErrorMessage {
  const code =
    authErrorCode(error) ??
    (error && typeof error === "object" && "code" in error && typeof error.code === "string" ? error.code : undefined);
  const known = code ? messagesByCode[code] : undefined;
  if (known) return { id: known };
  // Any other browser-side refusal (an unsupported authenticator, a wrong domain): our words, not the API's.
  if (code?.startsWith("ERROR_")) return { id: fallback };
  if (error instanceof Error && error.name === "NotAllowedError") return { id: "auth.error.webauthnCancelled" };
  return describeAuthError(error, fallback);
}

/** Enrols a WebAuthn factor and registers a new credential with it: the session is aal2 afterwards. */
export async function registerSecurityKey(client: GoTrueClient, friendlyName: string): Promise<unknown> {
  if (!browserSupportsWebAuthn()) return { code: "unsupported" };
  const { error } = await client.mfa.webauthn.register({ friendlyName: friendlyName.trim() });
  return error ?? null;
}

/** The factor's credential signs a fresh challenge: the session is raised to aal2. */
export async function verifySecurityKey(client: GoTrueClient, factorId: string): Promise<unknown> {
  if (!browserSupportsWebAuthn()) return { code: "unsupported" };
  const { error } = await client.mfa.webauthn.authenticate({ factorId });
  return error ?? null;
}

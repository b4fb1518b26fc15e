import type { Authenticated } from "../sessions/index.js";
import { validationFailed, type AuthError } from "../common/errors.js";
import type { Db, FactorRow } from "../common/store.js";
import {
  credentialOfFactor,
  credentialsOfUser,
  insertCredential,
  readAuthenticationResponse,
  readRegistrationResponse,
  recordUse,
  type RelyingParty,
  verificationFailed,
} from "../webauthn/index.js";

// A WebAuthn factor (a security key, or a platform authenticator) as Supabase Auth has it: enrolled
// unverified, its first challenge asks the browser to create a credential ("create"), and verifying
// that stores it; later challenges ask the same credential to sign ("request").

export type WebAuthnCeremony = "create" | "request";

export interface WebAuthnChallengeParts {
  challenge: string;
  type: WebAuthnCeremony;
  /** As Supabase Auth answers: `{ publicKey: … }`, which auth-js hands to navigator.credentials. */
  credentialOptions: { publicKey: unknown };
}

/** The options for this factor's next ceremony, and the challenge to keep with it. */
export async function webauthnChallenge(
  db: Db,
  rp: RelyingParty,
  auth: Authenticated,
  factor: FactorRow,
): Promise<WebAuthnChallengeParts> {
  if (factor.status === "unverified") {
    const options = await rp.registrationOptions(auth.user, await credentialsOfUser(db, auth.user.id), false);
    return { challenge: options.challenge, type: "create", credentialOptions: { publicKey: options } };
  }
  const credential = await credentialOfFactor(db, factor.id);
  if (!credential) throw verificationFailed("This factor has no credential");
  const options = await rp.authenticationOptions([credential]);
  return { challenge: options.challenge, type: "request", credentialOptions: { publicKey: options } };
}

export interface WebAuthnVerifyInput {
  type?: unknown;
  credential_response?: unknown;
}

/**
 * Checks the browser's answer to the challenge: a new credential (stored with the factor) or an
 * assertion by the factor's credential (its counter recorded). Returns the refusal, if any; the
 * caller counts it as a wrong code.
 */
export async function proveWebauthn(
  tx: Db,
  rp: RelyingParty,
  factor: FactorRow,
  challenge: { webauthn_challenge: string | null; webauthn_type: string | null },
  input: WebAuthnVerifyInput | undefined,
): Promise<AuthError | null> {
  if (!input || typeof input !== "object") throw validationFailed("WebAuthn config required");
  if (input.type !== "create" && input.type !== "request")
    throw validationFailed("WebAuthn type must be create or request");
  if (input.credential_response === undefined || input.credential_response === null)
    throw validationFailed("credential_response required");
  if (!challenge.webauthn_challenge || challenge.webauthn_type !== input.type)
    throw validationFailed(`This challenge expects a WebAuthn ${challenge.webauthn_type ?? "ceremony"} response`);

  try {
    if (input.type === "create") {
      const response = readRegistrationResponse(input.credential_response, "credential_response");
      const created = await rp.verifyRegistration(response, challenge.webauthn_challenge, false);
      await insertCredential(
        tx,
        { userId: factor.user_id, factorId: factor.id, friendlyName: factor.friendly_name ?? "" },
        created,
      );
      return null;
    }
    const response = readAuthenticationResponse(input.credential_response, "credential_response");
    const credential = await credentialOfFactor(tx, factor.id);
    if (!credential || credential.credential_id !== response.id)
      return verificationFailed("The credential is not this factor's");
    const { newCounter } = await rp.verifyAuthentication(response, challenge.webauthn_challenge, credential);
    if (!(await recordUse(tx, credential, newCounter)))
      return verificationFailed("The authenticator's signature counter did not increase");
    return null;
  } catch (error) {
    if (error instanceof Error && "code" in error && error.code === "webauthn_verification_failed")
      return error as AuthError;
    throw error;
  }
}

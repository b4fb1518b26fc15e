import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import type { WebAuthnConfig } from "../../config.js";
import { AuthError, validationFailed } from "../common/errors.js";
import type { UserRow } from "../common/store.js";
import type { CredentialRow, NewCredential } from "./credentials.js";

/** How long a ceremony's challenge may be answered (Supabase Auth's WebAuthn challenge expiry). */
export const WEBAUTHN_CHALLENGE_TTL_SECONDS = 300;
const TIMEOUT_MS = WEBAUTHN_CHALLENGE_TTL_SECONDS * 1000;

export const verificationFailed = (message = "Credential verification failed") =>
  new AuthError(400, "webauthn_verification_failed", message);

/** The user handle an authenticator keeps with a discoverable credential: the user's id, as Supabase Auth's. */
export const userHandleOf = (userId: string) => new TextEncoder().encode(userId);

const allowed = (credentials: Pick<CredentialRow, "credential_id" | "transports">[]) =>
  credentials.map((c) => ({ id: c.credential_id, transports: c.transports as AuthenticatorTransport[] }));

function readObject(value: unknown, name: string): Record<string, unknown> {
  if (!value || typeof value !== "object" || Array.isArray(value)) throw validationFailed(`${name} is required`);
  return value as Record<string, unknown>;
}

/** A RegistrationResponseJSON in shape (the library checks every value). */
export function readRegistrationResponse(value: unknown, name = "credential"): RegistrationResponseJSON {
  const credential = readObject(value, name);
  const response = readObject(credential.response, `${name}.response`);
  if (typeof credential.id !== "string" || typeof response.clientDataJSON !== "string")
    throw validationFailed(`${name} is not a credential creation response`);
  if (typeof response.attestationObject !== "string")
    throw validationFailed(`${name} is not a credential creation response`);
  return credential as unknown as RegistrationResponseJSON;
}

/** An AuthenticationResponseJSON in shape. */
export function readAuthenticationResponse(value: unknown, name = "credential"): AuthenticationResponseJSON {
  const credential = readObject(value, name);
  const response = readObject(credential.response, `${name}.response`);
  for (const field of ["clientDataJSON", "authenticatorData", "signature"])
    if (typeof response[field] !== "string") throw validationFailed(`${name} is not a credential request response`);
  if (typeof credential.id !== "string") throw validationFailed(`${name} is not a credential request response`);
  return credential as unknown as AuthenticationResponseJSON;
}

/**
 * The relying party (WEBAUTHN_RP_ID, WEBAUTHN_RP_ORIGINS): options for the browser's ceremonies and
 * the checks of what the authenticator answered, for second factors and passkeys alike. The rpId and
 * origins a client sends are never used: credentials are bound to the configured ones.
 */
export class RelyingParty {
  constructor(private readonly config: WebAuthnConfig) {}

  /**
   * Creation options; `passkey` asks for a discoverable credential that verifies its user (PIN,
   * biometrics): a passkey is the whole sign-in, so holding the device must not be enough.
   */
  registrationOptions(user: UserRow, exclude: CredentialRow[], passkey: boolean) {
    const name = user.email || user.phone || user.id;
    const displayName =
      typeof user.user_metadata.name === "string" && user.user_metadata.name ? user.user_metadata.name : name;
    return generateRegistrationOptions({
      rpName: this.config.rpName,
      rpID: this.config.rpId,
      userID: userHandleOf(user.id),
      userName: name,
      userDisplayName: displayName,
      timeout: TIMEOUT_MS,
      attestationType: "none",
      excludeCredentials: allowed(exclude),
      authenticatorSelection: passkey
        ? { residentKey: "required", userVerification: "required" }
        : { residentKey: "discouraged", userVerification: "preferred" },
    });
  }

  /**
   * Request options: for `credentials` (a second factor), or any discoverable one (passkey sign-in)
   * when empty; a passkey sign-in requires user verification, a second factor only prefers it.
   */
  authenticationOptions(credentials: CredentialRow[]) {
    const passkey = credentials.length === 0;
    return generateAuthenticationOptions({
      rpID: this.config.rpId,
      allowCredentials: allowed(credentials),
      userVerification: passkey ? "required" : "preferred",
      timeout: TIMEOUT_MS,
    });
  }

  /** `passkey`: the authenticator must have verified its user (the UV flag), as the options required. */
  async verifyRegistration(
    response: RegistrationResponseJSON,
    challenge: string,
    passkey: boolean,
  ): Promise<NewCredential> {
    let result;
    try {
      result = await verifyRegistrationResponse({
        response,
        expectedChallenge: challenge,
        expectedOrigin: this.config.origins,
        expectedRPID: this.config.rpId,
        requireUserVerification: passkey,
      });
    } catch (error) {
      throw verificationFailed(`Credential verification failed: ${reasonOf(error)}`);
    }
    if (!result.verified) throw verificationFailed();
    const info = result.registrationInfo;
    return {
      credentialId: info.credential.id,
      publicKey: info.credential.publicKey,
      signCount: info.credential.counter,
      transports: info.credential.transports ?? response.response.transports ?? [],
      aaguid: info.aaguid === "00000000-0000-0000-0000-000000000000" ? null : info.aaguid,
      backupEligible: info.credentialDeviceType === "multiDevice",
      backedUp: info.credentialBackedUp,
    };
  }

  /**
   * Checks an assertion against the stored credential; the new signature counter on success. A
   * counter that does not grow (once either side counts) is refused: the key may have been cloned.
   * A passkey's (factor_id null) assertion must carry the UV flag.
   */
  async verifyAuthentication(
    response: AuthenticationResponseJSON,
    challenge: string,
    credential: CredentialRow,
  ): Promise<{ newCounter: number; backedUp: boolean }> {
    let result;
    try {
      result = await verifyAuthenticationResponse({
        response,
        expectedChallenge: challenge,
        expectedOrigin: this.config.origins,
        expectedRPID: this.config.rpId,
        credential: {
          id: credential.credential_id,
          publicKey: new Uint8Array(credential.public_key),
          counter: Number(credential.sign_count),
          transports: credential.transports as AuthenticatorTransport[],
        },
        requireUserVerification: credential.factor_id === null,
      });
    } catch (error) {
      throw verificationFailed(`Credential verification failed: ${reasonOf(error)}`);
    }
    if (!result.verified) throw verificationFailed();
    return { newCounter: result.authenticationInfo.newCounter, backedUp: result.authenticationInfo.credentialBackedUp };
  }
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : "unknown");

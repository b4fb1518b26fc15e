// What second factors, passkeys and the admin API use of WebAuthn: the relying party that checks a
// credential's answers, and the stored credentials.

export {
  credentialOfFactor,
  credentialsOfUser,
  insertCredential,
  passkeysOf,
  recordUse,
  type CredentialRow,
} from "./credentials.js";
export {
  readAuthenticationResponse,
  readRegistrationResponse,
  RelyingParty,
  verificationFailed,
  WEBAUTHN_CHALLENGE_TTL_SECONDS,
} from "./relying-party.js";

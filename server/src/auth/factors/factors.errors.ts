import { AuthError } from "../common/errors.js";

// Supabase Auth's MFA error codes and statuses, so auth-js clients can branch on `code`.

export const factorNotFound = () => new AuthError(404, "mfa_factor_not_found", "Factor not found");

export const challengeNotFound = () =>
  new AuthError(422, "mfa_factor_not_found", "MFA factor with the provided challenge ID not found");

export const challengeExpired = (id: string) =>
  new AuthError(
    422,
    "mfa_challenge_expired",
    `MFA challenge ${id} has expired, verify against another challenge or create a new challenge.`,
  );

export const challengeUsed = (id: string) =>
  new AuthError(422, "mfa_challenge_expired", `MFA challenge ${id} has already been used, create a new challenge.`);

// mfa_challenge_expired: auth-js clients then ask for a new challenge, which is what is needed.
export const challengeSpent = (id: string) =>
  new AuthError(
    422,
    "mfa_challenge_expired",
    `MFA challenge ${id} has had too many failed attempts, create a new challenge.`,
  );

export const ipMismatch = () =>
  new AuthError(422, "mfa_ip_address_mismatch", "Challenge and verify IP addresses mismatch.");

export const verificationFailed = (type: "totp" | "phone") =>
  new AuthError(
    422,
    "mfa_verification_failed",
    type === "totp" ? "Invalid TOTP code entered" : "Invalid MFA Phone code entered",
  );

export const nameConflict = (name: string) =>
  new AuthError(
    422,
    "mfa_factor_name_conflict",
    `A factor with the friendly name "${name}" for this user already exists`,
  );

export const tooManyFactors = () =>
  new AuthError(
    422,
    "too_many_enrolled_mfa_factors",
    "Maximum number of verified factors reached, unenroll to continue",
  );

export const verifiedPhoneExists = () =>
  new AuthError(
    422,
    "mfa_verified_factor_exists",
    "A verified phone factor already exists, unenroll the existing factor to continue",
  );

export const insufficientAal = (status: 403 | 422, action: string) =>
  new AuthError(status, "insufficient_aal", `AAL2 required to ${action}`);

export const smsSendFailed = () =>
  new AuthError(500, "sms_send_failed", "Error sending the SMS message, please try again");

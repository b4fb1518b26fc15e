import {
  AuthApiError,
  AuthImplicitGrantRedirectError,
  AuthRetryableFetchError,
  AuthUnknownError,
  AuthWeakPasswordError,
} from "@supabase/auth-js";
import { describe, expect, it } from "vitest";
import en from "../i18n/messages/en.json";
import { authErrorCode, describeAuthError, describeLinkProblem } from "./authErrors";

const apiError = (code: string, message = "server says no", status = 400) => new AuthApiError(message, status, code);

describe("describeAuthError", () => {
  it.each([
    ["invalid_credentials", "auth.error.invalidCredentials"],
    ["email_not_confirmed", "auth.error.emailNotConfirmed"],
    ["over_email_send_rate_limit", "auth.error.emailRateLimit"],
    ["over_request_rate_limit", "auth.error.requestRateLimit"],
    ["mfa_verification_failed", "auth.error.mfaVerificationFailed"],
    ["mfa_challenge_expired", "auth.error.mfaChallengeExpired"],
    ["insufficient_aal", "auth.error.insufficientAal"],
    ["same_password", "auth.error.samePassword"],
    ["reauthentication_needed", "auth.error.reauthenticationNeeded"],
    ["reauthentication_not_valid", "auth.error.reauthenticationInvalid"],
    ["signup_disabled", "auth.error.signupDisabled"],
    ["user_banned", "auth.error.userBanned"],
    ["otp_expired", "auth.error.linkExpired"],
    ["session_not_found", "auth.error.sessionExpired"],
    ["identity_already_exists", "auth.error.identityExists"],
  ])("maps %s to a translated message", (code, id) => {
    expect(describeAuthError(apiError(code), "auth.toast.signInFailed")).toEqual({ id });
  });

  it("explains a weak password by its reasons", () => {
    expect(describeAuthError(new AuthWeakPasswordError("weak", 422, ["length"]), "auth.toast.signUpFailed")).toEqual({
      id: "auth.error.weakPasswordLength",
    });
    expect(describeAuthError(new AuthWeakPasswordError("weak", 422, ["pwned"]), "auth.toast.signUpFailed")).toEqual({
      id: "auth.error.weakPasswordPwned",
    });
    expect(
      describeAuthError(new AuthWeakPasswordError("weak", 422, ["characters"]), "auth.toast.signUpFailed"),
    ).toEqual({ id: "auth.error.weakPasswordCharacters" });
    expect(describeAuthError(apiError("weak_password", "weak", 422), "auth.toast.signUpFailed")).toEqual({
      id: "auth.error.weakPasswordCharacters",
    });
  });

  it("falls back to the server's message for codes it does not know", () => {
    expect(
      describeAuthError(
        apiError("validation_failed", "Unable to validate email address: invalid format"),
        "auth.toast.signUpFailed",
      ),
    ).toEqual({
      text: "Unable to validate email address: invalid format",
    });
  });

  it("uses the fallback when there is no message at all", () => {
    expect(describeAuthError(apiError("something_new", ""), "auth.toast.signInFailed")).toEqual({
      id: "auth.toast.signInFailed",
    });
    expect(describeAuthError(null, "auth.toast.googleFailed")).toEqual({ id: "auth.toast.googleFailed" });
    expect(describeAuthError("boom", "auth.toast.signUpFailed")).toEqual({ id: "auth.toast.signUpFailed" });
  });

  it("tells an unreachable server apart from a refusal", () => {
    expect(describeAuthError(new AuthRetryableFetchError("Failed to fetch", 0), "auth.toast.signInFailed")).toEqual({
      id: "auth.error.network",
    });
    expect(describeAuthError(new TypeError("Failed to fetch"), "auth.toast.signInFailed")).toEqual({
      id: "auth.error.network",
    });
    expect(describeAuthError(new AuthUnknownError("Unexpected", null), "auth.toast.signInFailed")).toEqual({
      text: "Unexpected",
    });
  });

  it("reads the code a failed redirect put in the URL", () => {
    const error = new AuthImplicitGrantRedirectError("Email link is invalid or has expired", {
      error: "access_denied",
      code: "otp_expired",
    });
    expect(authErrorCode(error)).toBe("otp_expired");
    expect(describeAuthError(error, "auth.toast.signInFailed")).toEqual({ id: "auth.error.linkExpired" });
  });

  it("only names messages that exist in the catalogue", () => {
    const codes = [
      "invalid_credentials",
      "email_not_confirmed",
      "over_email_send_rate_limit",
      "mfa_factor_not_found",
      "too_many_enrolled_mfa_factors",
      "email_exists",
      "bad_code_verifier",
      "bad_jwt",
    ];
    for (const code of codes) {
      const message = describeAuthError(apiError(code), "auth.toast.signInFailed");
      expect("id" in message && message.id in en, code).toBe(true);
    }
  });
});

describe("describeLinkProblem", () => {
  it("explains a link opened in another browser, an expired link, and passes other messages on", () => {
    expect(describeLinkProblem({ code: "pkce_verifier_missing", message: "" })).toEqual({
      id: "auth.error.linkOtherBrowser",
    });
    expect(describeLinkProblem({ code: "otp_expired", message: "Email link is invalid or has expired" })).toEqual({
      id: "auth.error.linkExpired",
    });
    expect(describeLinkProblem({ code: "unspecified_code", message: "Provider said no" })).toEqual({
      text: "Provider said no",
    });
    expect(describeLinkProblem({ code: null, message: "" })).toEqual({ id: "auth.error.linkExpired" });
  });
});

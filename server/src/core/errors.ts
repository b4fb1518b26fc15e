// Coded errors: a service refuses with a reason from these tables, and each transport turns it into
// its own wire format (graphql/errors.ts for GraphQL's extensions, auth/common/errors.ts for the auth API).

/** The codes API.md promises in the GraphQL API's `extensions.code`. */
export enum ErrorCode {
  UNAUTHENTICATED = "UNAUTHENTICATED",
  FORBIDDEN = "FORBIDDEN",
  BAD_USER_INPUT = "BAD_USER_INPUT",
  NOT_FOUND = "NOT_FOUND",
  CONFLICT = "CONFLICT",
  RATE_LIMITED = "RATE_LIMITED",
  /** The database cannot be reached (an outage or a restart): retry shortly, with the same idempotency key. */
  SERVICE_UNAVAILABLE = "SERVICE_UNAVAILABLE",
  INTERNAL_SERVER_ERROR = "INTERNAL_SERVER_ERROR",
}

/** The auth API's `error_code` values (Supabase Auth's names, which its clients match on). */
export const AUTH_REASONS = [
  "anonymous_provider_disabled",
  "bad_code_verifier",
  "bad_json",
  "bad_jwt",
  "bad_oauth_callback",
  "bad_oauth_state",
  "email_conflict_identity_not_deletable",
  "email_exists",
  "email_not_confirmed",
  "flow_state_already_used",
  "flow_state_expired",
  "flow_state_not_found",
  "identity_already_exists",
  "identity_not_found",
  "insufficient_aal",
  "invalid_credentials",
  "manual_linking_disabled",
  "mfa_challenge_expired",
  "mfa_factor_name_conflict",
  "mfa_factor_not_found",
  "mfa_ip_address_mismatch",
  "mfa_verification_failed",
  "mfa_verified_factor_exists",
  "no_authorization",
  "not_admin",
  "not_found",
  "oauth_client_not_found",
  "oauth_provider_not_supported",
  "otp_disabled",
  "otp_expired",
  "over_email_send_rate_limit",
  "over_request_rate_limit",
  "over_sms_send_rate_limit",
  "phone_exists",
  "phone_not_confirmed",
  "phone_provider_disabled",
  "provider_disabled",
  "provider_email_needs_verification",
  "reauthentication_needed",
  "reauthentication_not_valid",
  "refresh_token_already_used",
  "refresh_token_not_found",
  "same_password",
  "saml_provider_disabled",
  "session_not_found",
  "signup_disabled",
  "single_identity_not_deletable",
  "sms_send_failed",
  "too_many_enrolled_mfa_factors",
  "too_many_passkeys",
  "unexpected_failure",
  "user_already_exists",
  "user_banned",
  "user_not_found",
  "validation_failed",
  "weak_password",
  "web3_provider_disabled",
  "webauthn_challenge_expired",
  "webauthn_challenge_not_found",
  "webauthn_credential_exists",
  "webauthn_verification_failed",
] as const;

export type AuthReason = (typeof AUTH_REASONS)[number];

/** Any reason a caller can be refused with, on either API. */
export type Reason = ErrorCode | AuthReason;

const REASONS: ReadonlySet<string> = new Set<string>([...Object.values(ErrorCode), ...AUTH_REASONS]);

export interface FieldProblem {
  field: string;
  message: string;
}

/** A domain error whose message is safe to show to the caller. */
export class AppError extends Error {
  /**
   * The code and the faulty fields as the API documents them. graphql-js copies an original
   * error's `extensions` onto the GraphQLError it reports, and the HTTP routers answer with them.
   */
  readonly extensions: { code: ErrorCode; fields?: FieldProblem[]; reason?: AuthReason };

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: FieldProblem[],
    /** The auth API's name for the refusal, where a client acts on it (e.g. `insufficient_aal`: step up). */
    readonly reason?: AuthReason,
  ) {
    super(message);
    this.name = "AppError";
    this.extensions = { code, ...(fields ? { fields } : {}), ...(reason ? { reason } : {}) };
  }
}

/** A session that owes its second factor asked for more than stepping up: FORBIDDEN, reason `insufficient_aal`. */
export const insufficientAal = () =>
  new AppError(
    ErrorCode.FORBIDDEN,
    "Verify your second factor first: this account has one, and this session has not proven it.",
    undefined,
    "insufficient_aal",
  );

export const badInput = (fields: FieldProblem[]) =>
  new AppError(ErrorCode.BAD_USER_INPUT, fields.map((f) => `${f.field}: ${f.message}`).join("; "), fields);

/** The reason a coded error (an AppError, or the auth API's AuthError) names; null for any other error. */
export function reasonOf(error: unknown): Reason | null {
  if (error instanceof AppError) return error.code;
  const code = error instanceof Error ? (error as { code?: unknown }).code : undefined;
  return typeof code === "string" && REASONS.has(code) ? (code as Reason) : null;
}

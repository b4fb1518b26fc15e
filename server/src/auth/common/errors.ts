import type { ErrorRequestHandler, Response } from "express";
import type { AuthReason } from "../../core/errors.js";
import type { UserRow } from "./store.js";

/** An error the auth API answers with, in Supabase Auth's wire format; its code is one of core's AUTH_REASONS. */
export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: AuthReason,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** An OAuth 2.0 style refusal, which Supabase Auth answers with 400 `{error, error_description}` whatever the API version. */
// The OAuth 2.0 `error` a refused request's status stands for, as Supabase Auth names it in redirects.
const OAUTH_ERRORS: Record<number, string> = {
  400: "invalid_request",
  401: "unauthorized_client",
  403: "access_denied",
  500: "server_error",
  503: "temporarily_unavailable",
};

/** The OAuth 2.0 `error` for a refusal's status, or undefined when OAuth names none. */
export const oauthErrorOf = (error: AuthError): string | undefined => OAUTH_ERRORS[error.status];

export class OAuthGrantError extends Error {
  constructor(
    readonly error: string,
    readonly description: string,
  ) {
    super(description);
  }
}

export const API_VERSION_HEADER = "X-Supabase-Api-Version";
const API_VERSION = "2024-01-01";

/** New clients (the version header) get `{code, message}`; older ones `{code: status, error_code, msg}`. */
export function sendAuthError(res: Response, error: AuthError, versioned: boolean): void {
  res.status(error.status).set({ "x-sb-error-code": error.code, ...error.headers });
  if (versioned) {
    res.set(API_VERSION_HEADER, API_VERSION).json({ code: error.code, message: error.message, ...error.extra });
  } else {
    res.json({ code: error.status, error_code: error.code, msg: error.message, ...error.extra });
  }
}

export function authErrorHandler(log: { error: (obj: object, msg: string) => void }): ErrorRequestHandler {
  return (error, req, res, _next) => {
    const versioned = Boolean(req.get(API_VERSION_HEADER));
    if (error instanceof AuthError) return sendAuthError(res, error, versioned);
    if (error instanceof OAuthGrantError)
      return void res.status(400).json({ error: error.error, error_description: error.description });
    if (error instanceof SyntaxError && "body" in error) {
      return sendAuthError(res, new AuthError(400, "bad_json", "Could not parse request body as JSON"), versioned);
    }
    log.error({ err: error, path: req.path }, "auth request failed");
    sendAuthError(res, new AuthError(500, "unexpected_failure", "Unexpected failure, please try again"), versioned);
  };
}

export const invalidCredentials = () => new AuthError(400, "invalid_credentials", "Invalid login credentials");
export const validationFailed = (message: string) => new AuthError(400, "validation_failed", message);
export const signupDisabled = () => new AuthError(422, "signup_disabled", "Signups not allowed for this instance");

/** A disabled (banned) account opens no session, whichever way it proves who it is. */
export function assertNotBanned(user: Pick<UserRow, "banned_until">): void {
  if (user.banned_until && user.banned_until > new Date()) throw new AuthError(400, "user_banned", "User is banned");
}

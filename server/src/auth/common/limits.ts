import type { RequestHandler } from "express";
import { clientKey } from "../../http/client-key.js";
import type { RateLimiter, RateLimitRule } from "../../http/rate-limit.js";
import type { AuthReason } from "../../core/errors.js";
import { AuthError } from "./errors.js";

// Supabase Auth's windows; the per-IP counts in them are settings (config.auth.ipRateLimits, with
// Supabase's defaults). Counted in PostgreSQL so they hold across server copies.
const WINDOW_SECONDS = {
  token: 300,
  signup: 300,
  recover: 300,
  resend: 300,
  otp: 300,
  verify: 300,
  mfa: 60,
  passkey: 300,
  // POST /otp with create_user false: each answer says whether an address or number has an account.
  otpLookup: 3600,
};

/** Second-factor attempts per signed-in user, whatever address they come from. */
export const MFA_PER_USER: RateLimitRule = { limit: 15, windowSeconds: WINDOW_SECONDS.mfa };

export function tooMany(
  retryAfter: number,
  code: AuthReason = "over_request_rate_limit",
  message = "Request rate limit reached",
) {
  return new AuthError(429, code, message, {}, { "Retry-After": String(retryAfter) });
}

export type EmailKind = "signup" | "recovery" | "email_change" | "reauthentication" | "otp";

/**
 * One email of a kind per address per `everySeconds` (SMTP_MAX_FREQUENCY), counted for known and
 * unknown addresses alike. The wait runs from the email sent, not to a clock boundary: a second
 * link a moment later must wait too, even when the minute turns in between.
 */
export async function throttleEmail(
  limiter: RateLimiter,
  kind: EmailKind,
  email: string,
  everySeconds: number,
): Promise<void> {
  const result = await limiter.hit(`email:${kind}:${email}`, {
    limit: 1,
    windowSeconds: everySeconds,
    fromFirstHit: true,
  });
  if (!result.allowed)
    throw tooMany(
      result.retryAfter,
      "over_email_send_rate_limit",
      `For security purposes, you can only request this after ${everySeconds} seconds.`,
    );
}

/** One texted sign-in code per phone number per `everySeconds` (SMS_MAX_FREQUENCY), known number or not. */
export async function throttleSms(limiter: RateLimiter, phone: string, everySeconds: number): Promise<void> {
  const result = await limiter.hit(`sms:otp:${phone}`, { limit: 1, windowSeconds: everySeconds, fromFirstHit: true });
  if (!result.allowed)
    throw tooMany(
      result.retryAfter,
      "over_sms_send_rate_limit",
      `For security purposes, you can only request this after ${everySeconds} seconds.`,
    );
}

/** Per client (IPv6 by /64), before the handler runs: `perWindow` requests (AUTH_RATE_LIMIT_*) in the rule's window. */
export function limitByIp(limiter: RateLimiter, name: keyof typeof WINDOW_SECONDS, perWindow: number): RequestHandler {
  const rule = { limit: perWindow, windowSeconds: WINDOW_SECONDS[name] };
  return async (req, _res, next) => {
    const result = await limiter.hit(`${name}:ip:${clientKey(req.ip ?? "unknown")}`, rule);
    next(result.allowed ? undefined : tooMany(result.retryAfter));
  };
}

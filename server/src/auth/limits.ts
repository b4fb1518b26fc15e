import type { RequestHandler } from "express";
import type { RateLimiter, RateLimitRule } from "../http/rate-limit.js";
import { AuthError } from "./errors.js";

// Supabase Auth's defaults, counted in PostgreSQL so they hold across server copies.
export const LIMITS = {
  token: { limit: 150, windowSeconds: 300 },
  signup: { limit: 30, windowSeconds: 300 },
  recover: { limit: 30, windowSeconds: 300 },
  verify: { limit: 30, windowSeconds: 300 },
  mfa: { limit: 15, windowSeconds: 60 },
  emailPerAddress: { limit: 1, windowSeconds: 60 },
} satisfies Record<string, RateLimitRule>;

export function tooMany(retryAfter: number, code = "over_request_rate_limit", message = "Request rate limit reached") {
  return new AuthError(429, code, message, {}, { "Retry-After": String(retryAfter) });
}

/** Per client IP, before the handler runs. */
export function limitByIp(limiter: RateLimiter, name: keyof typeof LIMITS): RequestHandler {
  return async (req, _res, next) => {
    const result = await limiter.hit(`${name}:ip:${req.ip}`, LIMITS[name]);
    next(result.allowed ? undefined : tooMany(result.retryAfter));
  };
}

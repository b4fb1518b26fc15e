/**
 * How many hits a rate limit allows per window: what a resolver hands `ctx.rateLimit` and what the
 * limiter (http/rate-limit.ts) counts against. A plain shape, so the module context can name it.
 */
export interface RateLimitRule {
  /** Most hits allowed per window. */
  limit: number;
  windowSeconds: number;
  /** The window starts at the bucket's first hit instead of on a clock boundary, so it lasts the full length. */
  fromFirstHit?: boolean;
}

import type { DataSource } from "typeorm";

export interface RateLimitRule {
  /** Most hits allowed per window. */
  limit: number;
  windowSeconds: number;
}

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the window resets (for Retry-After). */
  retryAfter: number;
}

/**
 * Fixed-window counters in PostgreSQL, so a limit holds across every server copy.
 * One upsert per hit; old windows are swept now and then by the hits themselves.
 */
export class RateLimiter {
  constructor(private readonly db: DataSource) {}

  async hit(bucket: string, rule: RateLimitRule, weight = 1): Promise<RateLimitResult> {
    const nowMs = Date.now();
    const windowMs = rule.windowSeconds * 1000;
    const windowStart = new Date(Math.floor(nowMs / windowMs) * windowMs);
    const rows: { hits: number }[] = await this.db.query(
      `INSERT INTO rate_limit_bucket (bucket, window_start, hits) VALUES ($1, $2, $3)
       ON CONFLICT (bucket, window_start) DO UPDATE SET hits = rate_limit_bucket.hits + EXCLUDED.hits
       RETURNING hits`,
      [bucket, windowStart, weight],
    );
    if (Math.random() < 0.01) {
      await this.db.query(`DELETE FROM rate_limit_bucket WHERE window_start < now() - interval '1 day'`);
    }
    const retryAfter = Math.max(1, Math.ceil((windowStart.getTime() + windowMs - nowMs) / 1000));
    return { allowed: rows[0]!.hits <= rule.limit, retryAfter };
  }

  /** Current count without adding a hit (e.g. failed sign-ins before checking a password). */
  async peek(bucket: string, rule: RateLimitRule): Promise<RateLimitResult> {
    const nowMs = Date.now();
    const windowMs = rule.windowSeconds * 1000;
    const windowStart = new Date(Math.floor(nowMs / windowMs) * windowMs);
    const rows: { hits: number }[] = await this.db.query(
      `SELECT hits FROM rate_limit_bucket WHERE bucket = $1 AND window_start = $2`,
      [bucket, windowStart],
    );
    const retryAfter = Math.max(1, Math.ceil((windowStart.getTime() + windowMs - nowMs) / 1000));
    return { allowed: (rows[0]?.hits ?? 0) < rule.limit, retryAfter };
  }
}

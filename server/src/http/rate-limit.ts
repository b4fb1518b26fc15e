import type { DataSource } from "typeorm";

export interface RateLimitRule {
  /** Most hits allowed per window. */
  limit: number;
  windowSeconds: number;
  /** The window starts at the bucket's first hit instead of on a clock boundary, so it lasts the full length. */
  fromFirstHit?: boolean;
}

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the window resets (for Retry-After). */
  retryAfter: number;
}

/**
 * Fixed-window counters in PostgreSQL, so a limit holds across every server copy. Windows start
 * on clock boundaries, or with `fromFirstHit` at a bucket's first hit.
 * One upsert per hit; old windows are swept now and then by the hits themselves.
 */
export class RateLimiter {
  constructor(private readonly db: DataSource) {}

  async hit(bucket: string, rule: RateLimitRule, weight = 1): Promise<RateLimitResult> {
    const nowMs = Date.now();
    const windowMs = rule.windowSeconds * 1000;
    const rows: { hits: number; window_start: Date }[] = rule.fromFirstHit
      ? await this.db.query(
          // The bucket's window still open, else one starting now.
          `INSERT INTO rate_limit_bucket (bucket, window_start, hits)
           VALUES ($1, coalesce((SELECT max(window_start) FROM rate_limit_bucket WHERE bucket = $1 AND window_start > $2), $3), $4)
           ON CONFLICT (bucket, window_start) DO UPDATE SET hits = rate_limit_bucket.hits + EXCLUDED.hits
           RETURNING hits, window_start`,
          [bucket, new Date(nowMs - windowMs), new Date(nowMs), weight],
        )
      : await this.db.query(
          `INSERT INTO rate_limit_bucket (bucket, window_start, hits) VALUES ($1, $2, $3)
           ON CONFLICT (bucket, window_start) DO UPDATE SET hits = rate_limit_bucket.hits + EXCLUDED.hits
           RETURNING hits, window_start`,
          [bucket, new Date(Math.floor(nowMs / windowMs) * windowMs), weight],
        );
    if (Math.random() < 0.01) {
      await this.db.query(`DELETE FROM rate_limit_bucket WHERE window_start < now() - interval '1 day'`);
    }
    const retryAfter = Math.max(1, Math.ceil((new Date(rows[0]!.window_start).getTime() + windowMs - nowMs) / 1000));
    return { allowed: rows[0]!.hits <= rule.limit, retryAfter };
  }

  /** Current count without adding a hit (e.g. failed sign-ins before checking a password). */
  async peek(bucket: string, rule: RateLimitRule): Promise<RateLimitResult> {
    const nowMs = Date.now();
    const windowMs = rule.windowSeconds * 1000;
    const rows: { hits: number; window_start: Date }[] = rule.fromFirstHit
      ? await this.db.query(
          `SELECT hits, window_start FROM rate_limit_bucket WHERE bucket = $1 AND window_start > $2 ORDER BY window_start DESC LIMIT 1`,
          [bucket, new Date(nowMs - windowMs)],
        )
      : await this.db.query(`SELECT hits, window_start FROM rate_limit_bucket WHERE bucket = $1 AND window_start = $2`, [
          bucket,
          new Date(Math.floor(nowMs / windowMs) * windowMs),
        ]);
    const windowStart = rows[0] ? new Date(rows[0].window_start).getTime() : rule.fromFirstHit ? nowMs : Math.floor(nowMs / windowMs) * windowMs;
    const retryAfter = Math.max(1, Math.ceil((windowStart + windowMs - nowMs) / 1000));
    return { allowed: (rows[0]?.hits ?? 0) < rule.limit, retryAfter };
  }
}

import type { DataSource } from "typeorm";
import type { RateLimitRule } from "../core/rate-limit-rule.js";

// The rule's shape is core's, so the modules' context can name it; the limiter's users take it from here.
export type { RateLimitRule };

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the window resets (for Retry-After). */
  retryAfter: number;
  /** The window this hit was counted in (for giveBack). */
  windowStart: Date;
}

/** Attempts that grow a wait: `free` go at once, then each waits base × 2^n seconds, capped. */
export interface BackoffRule {
  free: number;
  baseSeconds: number;
  maxSeconds: number;
  /** A bucket with no attempt for this long starts over. */
  forgetSeconds: number;
}

export type BackoffResult = { allowed: true } | { allowed: false; retryAfter: number };

// When the attempt after the n-th may come ($2 now, $4 free, $5 base, $6 cap). Within the free ones
// there is no wait at all ('-infinity'), not one until "now": a request that read the clock a moment
// earlier but got the row lock later must not be refused.
const nextAfter = (n: string) =>
  `CASE WHEN ${n} < $4 THEN '-infinity'::timestamptz ELSE $2::timestamptz + make_interval(secs => least($6::float8, $5::float8 * power(2, least(${n} - $4, 30)))) END`;

const secondsUntil = (ms: number, nowMs: number) => Math.max(1, Math.ceil((ms - nowMs) / 1000));

/**
 * Counters in PostgreSQL, so a limit holds across every server copy. Each hit or reservation is one
 * statement that counts and decides together, so parallel requests cannot all slip under a limit.
 * Times come from Date.now() (not the database's clock), so tests can move them.
 */
export class RateLimiter {
  constructor(private readonly db: DataSource) {}

  /** Counts a hit; `allowed` while the window holds at most `rule.limit`. */
  async hit(bucket: string, rule: RateLimitRule, weight = 1): Promise<RateLimitResult> {
    const nowMs = Date.now();
    const windowMs = rule.windowSeconds * 1000;
    const rows: { hits: number; window_start: Date }[] = rule.fromFirstHit
      ? await this.db.query(
          // One row per bucket: an expired window restarts now, under the row lock the upsert takes.
          `INSERT INTO rate_limit_window AS w (bucket, window_start, hits) VALUES ($1, $2, $4)
           ON CONFLICT (bucket) DO UPDATE SET
             window_start = CASE WHEN w.window_start <= $3 THEN EXCLUDED.window_start ELSE w.window_start END,
             hits = CASE WHEN w.window_start <= $3 THEN EXCLUDED.hits ELSE w.hits + EXCLUDED.hits END
           RETURNING hits, window_start`,
          [bucket, new Date(nowMs), new Date(nowMs - windowMs), weight],
        )
      : await this.db.query(
          `INSERT INTO rate_limit_bucket (bucket, window_start, hits) VALUES ($1, $2, $3)
           ON CONFLICT (bucket, window_start) DO UPDATE SET hits = rate_limit_bucket.hits + EXCLUDED.hits
           RETURNING hits, window_start`,
          [bucket, new Date(Math.floor(nowMs / windowMs) * windowMs), weight],
        );
    await this.sweepNowAndThen();
    const windowStart = new Date(rows[0]!.window_start);
    return {
      allowed: rows[0]!.hits <= rule.limit,
      retryAfter: secondsUntil(windowStart.getTime() + windowMs, nowMs),
      windowStart,
    };
  }

  /** Takes back one hit counted in `windowStart` (an attempt that turned out not to count). */
  async giveBack(bucket: string, rule: RateLimitRule, windowStart: Date): Promise<void> {
    const table = rule.fromFirstHit ? "rate_limit_window" : "rate_limit_bucket";
    await this.db.query(`UPDATE ${table} SET hits = greatest(hits - 1, 0) WHERE bucket = $1 AND window_start = $2`, [
      bucket,
      windowStart,
    ]);
  }

  /**
   * Takes an attempt when the bucket's wait is over, and sets the wait before the next one. The
   * check and the count are one upsert on one row, so parallel attempts queue on its lock.
   */
  async reserve(bucket: string, rule: BackoffRule): Promise<BackoffResult> {
    const nowMs = Date.now();
    const attempts = `CASE WHEN b.updated_at <= $3 THEN 1 ELSE b.attempts + 1 END`;
    const rows: unknown[] = await this.db.query(
      `INSERT INTO rate_limit_backoff AS b (bucket, attempts, next_attempt_at, updated_at)
       VALUES ($1, 1, ${nextAfter("1")}, $2)
       ON CONFLICT (bucket) DO UPDATE SET
         attempts = ${attempts},
         next_attempt_at = ${nextAfter(attempts)},
         updated_at = $2
       WHERE b.next_attempt_at <= $2
       RETURNING attempts`,
      [
        bucket,
        new Date(nowMs),
        new Date(nowMs - rule.forgetSeconds * 1000),
        rule.free,
        rule.baseSeconds,
        rule.maxSeconds,
      ],
    );
    await this.sweepNowAndThen();
    if (rows.length) return { allowed: true };
    const [row] = (await this.db.query(`SELECT next_attempt_at FROM rate_limit_backoff WHERE bucket = $1`, [
      bucket,
    ])) as { next_attempt_at: Date }[];
    return { allowed: false, retryAfter: secondsUntil(row ? new Date(row.next_attempt_at).getTime() : nowMs, nowMs) };
  }

  /** Gives an attempt back (it succeeded); the wait already set stays. */
  async release(bucket: string): Promise<void> {
    await this.db.query(`UPDATE rate_limit_backoff SET attempts = greatest(attempts - 1, 0) WHERE bucket = $1`, [
      bucket,
    ]);
  }

  // Old rows are swept by the hits themselves, about once in a hundred.
  private async sweepNowAndThen(): Promise<void> {
    if (Math.random() >= 0.01) return;
    await this.db.query(`DELETE FROM rate_limit_bucket WHERE window_start < now() - interval '1 day'`);
    await this.db.query(`DELETE FROM rate_limit_window WHERE window_start < now() - interval '1 day'`);
    await this.db.query(`DELETE FROM rate_limit_backoff WHERE updated_at < now() - interval '2 days'`);
  }
}

/** The limiter with every rule's limit multiplied by `scale` (config.graphqlRateLimitScale). */
export function scaledLimits(limiter: Pick<RateLimiter, "hit">, scale: number): Pick<RateLimiter, "hit"> {
  if (scale === 1) return limiter;
  return { hit: (bucket, rule, weight) => limiter.hit(bucket, { ...rule, limit: rule.limit * scale }, weight) };
}

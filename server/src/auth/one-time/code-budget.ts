import type { AuthConfig } from "../../config.js";
import type { BackoffRule, RateLimiter, RateLimitRule } from "../../http/rate-limit.js";
import { sha256 } from "../common/crypto.js";
import { tooMany } from "../common/limits.js";

/** A slot taken for one typed sign-in code; given back when the code was right. */
export interface CodeSlot {
  daily: { bucket: string; windowStart: Date };
  wait: string;
}

const refused = (retryAfter: number) =>
  tooMany(retryAfter, "over_request_rate_limit", `Too many wrong codes, try again in ${retryAfter} seconds`);

/**
 * Wrong sign-in codes (emailed or texted) per address or number, across every code it is sent: a
 * code dies after five wrong tries, but a new one can be asked for every minute, so the guesses are
 * counted here too. After OTP_FAILURE_LIMIT wrong codes each try waits 1 s, doubling up to
 * OTP_MAX_DELAY; after OTP_DAILY_FAILURE_LIMIT in a day even the right code waits for the day to
 * end. A slot is taken before the code is compared (parallel guesses cannot all slip through) and
 * given back when the code was right. Unknown addresses and numbers are counted the same.
 */
export class SignInCodeBudget {
  private readonly dailyRule: RateLimitRule;
  private readonly waitRule: BackoffRule;

  constructor(
    private readonly limiter: RateLimiter,
    config: Pick<AuthConfig, "signInCodeFailures">,
  ) {
    const { free, maxDelaySeconds, daily } = config.signInCodeFailures;
    this.dailyRule = { limit: daily, windowSeconds: 86_400, fromFirstHit: true };
    this.waitRule = { free, baseSeconds: 1, maxSeconds: maxDelaySeconds, forgetSeconds: 86_400 };
  }

  /** `login`: the normalised address, or "phone:" and the number's digits. Throws 429 with Retry-After. */
  async take(login: string): Promise<CodeSlot> {
    const key = sha256(login);
    const dailyBucket = `otp:daily:${key}`;
    const wait = `otp:wait:${key}`;
    const daily = await this.limiter.hit(dailyBucket, this.dailyRule);
    if (!daily.allowed) throw refused(daily.retryAfter);
    const reserved = await this.limiter.reserve(wait, this.waitRule);
    if (!reserved.allowed) {
      // Refused before any comparison: the day's budget is not spent waiting.
      await this.limiter.giveBack(dailyBucket, this.dailyRule, daily.windowStart);
      throw refused(reserved.retryAfter);
    }
    return { daily: { bucket: dailyBucket, windowStart: daily.windowStart }, wait };
  }

  /** The code was right: the try does not count as a wrong one. */
  async giveBack(slot: CodeSlot): Promise<void> {
    await this.limiter.giveBack(slot.daily.bucket, this.dailyRule, slot.daily.windowStart);
    await this.limiter.release(slot.wait);
  }
}

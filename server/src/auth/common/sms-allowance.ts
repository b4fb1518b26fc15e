import type { AuthConfig } from "../../config.js";
import type { RateLimiter, RateLimitRule } from "../../http/rate-limit.js";
import { AuthError } from "./errors.js";
import { tooMany } from "./limits.js";

const HOURLY_BUCKET = "sms:sent:all";

/**
 * A number may get a text only when its country is on the list (SMS_ALLOWED_CALLING_CODES, by E.164
 * prefix; an empty list allows every country), so a stranger cannot send our texts to premium or far
 * destinations on our bill. `phone`: E.164 digits without the "+".
 */
export function assertTextable(config: Pick<AuthConfig, "smsAllowedCallingCodes">, phone: string): void {
  const allowed = config.smsAllowedCallingCodes;
  if (allowed.length && !allowed.some((prefix) => phone.startsWith(prefix)))
    throw new AuthError(
      422,
      "validation_failed",
      "Text messages cannot be sent to this phone number's country: it is not among the countries this service texts",
    );
}

/**
 * Texts anyone can make the service send without an account (sign-in and sign-up codes, resends),
 * counted across every number: RATE_LIMIT_SMS_SENT an hour, as Supabase Auth's limit of that name,
 * so a crowd of clients and numbers cannot run up the bill. Second factors' texts are not counted:
 * a stranger using up the hour must not lock signed-in users out of their second factor.
 */
export class SmsAllowance {
  private readonly rule: RateLimitRule;

  constructor(
    private readonly limiter: RateLimiter,
    config: Pick<AuthConfig, "smsSentPerHour">,
  ) {
    this.rule = { limit: config.smsSentPerHour, windowSeconds: 3_600, fromFirstHit: true };
  }

  /** One text from the hour's budget, taken before it is sent; or 429 over_sms_send_rate_limit with Retry-After. */
  async take(): Promise<Date> {
    const result = await this.limiter.hit(HOURLY_BUCKET, this.rule);
    if (!result.allowed) {
      await this.limiter.giveBack(HOURLY_BUCKET, this.rule, result.windowStart);
      throw tooMany(result.retryAfter, "over_sms_send_rate_limit", "SMS rate limit exceeded");
    }
    return result.windowStart;
  }

  /** Nothing was texted after all (a taken number, a failed send): the text goes back to the budget. */
  async giveBack(windowStart: Date): Promise<void> {
    await this.limiter.giveBack(HOURLY_BUCKET, this.rule, windowStart);
  }
}

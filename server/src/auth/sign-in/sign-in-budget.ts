import type { AuthConfig } from "../../config.js";
import { clientKey } from "../../http/client-key.js";
import type { BackoffRule, RateLimiter, RateLimitRule } from "../../http/rate-limit.js";
import { sha256 } from "../common/crypto.js";
import { tooMany } from "../common/limits.js";

/** A slot taken for one password check; given back when the password was right. */
export interface SignInSlot {
  client: { bucket: string; windowStart: Date };
  account: string;
}

const refused = (retryAfter: number) =>
  tooMany(
    retryAfter,
    "over_request_rate_limit",
    `Too many failed sign-in attempts, try again in ${retryAfter} seconds`,
  );

/**
 * Password guesses are paid for before the password is checked, so parallel guesses cannot all get
 * through: one budget per client (IPv6 by /64) and address, which ends with its window, and one per
 * address from anywhere, whose wait grows. Unknown addresses are counted the same as accounts. A
 * phone number's sign-ins have budgets of their own, the same way.
 */
export class SignInBudget {
  private readonly clientRule: RateLimitRule;
  private readonly accountRule: BackoffRule;

  constructor(
    private readonly limiter: RateLimiter,
    config: Pick<AuthConfig, "signInFailures" | "accountSignInFailures">,
  ) {
    this.clientRule = { ...config.signInFailures, fromFirstHit: true };
    const { free, maxDelaySeconds } = config.accountSignInFailures;
    this.accountRule = { free, baseSeconds: 1, maxSeconds: maxDelaySeconds, forgetSeconds: 86_400 };
  }

  /** Takes a slot in both budgets for an address (or a number's key), or throws 429 with Retry-After. */
  async take(login: string, ip: string): Promise<SignInSlot> {
    const account = `signin:account:${sha256(login)}`;
    const clientBucket = `signin:client:${clientKey(ip)}:${sha256(login)}`;
    const client = await this.limiter.hit(clientBucket, this.clientRule);
    if (!client.allowed) throw refused(client.retryAfter);
    const reserved = await this.limiter.reserve(account, this.accountRule);
    if (!reserved.allowed) {
      // Refused before any check: the client's own budget is not spent waiting out the account's.
      await this.limiter.giveBack(clientBucket, this.clientRule, client.windowStart);
      throw refused(reserved.retryAfter);
    }
    return { client: { bucket: clientBucket, windowStart: client.windowStart }, account };
  }

  /** The password was right: the attempt does not count as a failure. */
  async giveBack(slot: SignInSlot): Promise<void> {
    await this.limiter.giveBack(slot.client.bucket, this.clientRule, slot.client.windowStart);
    await this.limiter.release(slot.account);
  }
}

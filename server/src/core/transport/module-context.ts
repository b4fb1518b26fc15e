import type { Logger } from "pino";
import type { EventBus } from "../events.js";
import type { RateLimitRule } from "../rate-limit-rule.js";
import type { Viewer } from "../viewer.js";

/** `ctx.rateLimit(action, rule)`: throws RATE_LIMITED once this client has used up `rule`. */
export type RateLimit = (action: string, rule: RateLimitRule) => Promise<void>;

/**
 * What one module's resolvers read of an operation's context: who calls and from where, the events
 * and the rate limit, with the services and DataLoaders that module names (its `*.context.ts`).
 * graphql/context.ts joins every module's into the one the server builds, so the typecheck fails where a
 * module asks for a service or loader the server does not give. A module names its own part, not
 * the whole, so its resolvers import nothing of the app's wiring.
 */
export interface ModuleContext<Services extends object, Loaders extends object = Record<never, never>> {
  services: Services;
  /**
   * Who is calling, for the services and resolvers: null for a visitor, and for a session that owes
   * its second factor (so no code path can serve such a session what belongs to the account).
   */
  viewer: Viewer | null;
  /** Whoever the token names, proven or not: for the guards (to refuse with the right reason) and `viewer`. */
  signedIn: Viewer | null;
  log: Logger;
  /** The caller's address (Express's req.ip, honouring TRUST_PROXY), for rate limits. */
  clientIp: string;
  /** Events for every server copy (PostgreSQL LISTEN/NOTIFY): publish ids, subscribers load rows. */
  pubSub: EventBus;
  /** Public mutations call this first: throws RATE_LIMITED (extensions.retryAfter) once the client is over `rule`. */
  rateLimit: RateLimit;
  /** DataLoaders made for this request (or subscription operation): nested lists and relations, batched. */
  loaders: Loaders;
}

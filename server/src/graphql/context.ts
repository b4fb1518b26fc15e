import type { Logger } from "../logger.js";
import type { Services } from "../services.js";
import type { RateLimit } from "./armor.js";
import type { Loaders } from "./loaders.js";
import type { EventBus } from "./pubsub.js";

export enum RoleRank {
  CUSTOMER = 1,
  STAFF = 2,
  ADMIN = 3,
}

/** Who is calling: a verified access token whose session and user still exist. */
export interface Viewer {
  userId: string;
  sessionId: string;
  email: string;
  role: keyof typeof RoleRank;
  aal: "aal1" | "aal2";
  /** False when staff APIs need a second factor (STAFF_REQUIRE_MFA) and this session has none. */
  staffMfaSatisfied: boolean;
  /** Seconds since the epoch when the access token expires. */
  expiresAt: number;
}

export interface GraphQLContext {
  services: Services;
  viewer: Viewer | null;
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

import type { Logger } from "../logger.js";
import type { Services } from "../services.js";

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
}

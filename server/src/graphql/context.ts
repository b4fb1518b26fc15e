import type { Logger } from "../logger.js";
import type { Services } from "../services.js";

export enum RoleRank {
  CUSTOMER = 1,
  STAFF = 2,
  ADMIN = 3,
}

/** Who is calling, once authentication exists (issue 3); null for anonymous callers. */
export interface Viewer {
  userId: string;
  role: keyof typeof RoleRank;
}

export interface GraphQLContext {
  services: Services;
  viewer: Viewer | null;
  log: Logger;
}

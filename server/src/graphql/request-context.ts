import type { DataSource } from "typeorm";
import type { RateLimiter } from "../http/rate-limit.js";
import type { Logger } from "../logger.js";
import type { Services } from "../services.js";
import { rateLimitFor } from "./armor.js";
import type { GraphQLContext } from "./context.js";
import { createLoaders, type Loaders } from "./loaders.js";
import type { EventBus } from "./pubsub.js";
import type { ViewerResolver } from "./viewer.js";

export interface RequestContextDeps {
  services: Services;
  log: Logger;
  db: DataSource;
  pubSub: EventBus;
  rateLimiter: RateLimiter;
  resolveViewer: ViewerResolver;
}

/** Builds an HTTP request's GraphQL context; Apollo's middleware and the fast path share it. */
export type RequestContext = (authorization: string | undefined, clientIp: string) => Promise<GraphQLContext>;

export function requestContext({ services, log, db, pubSub, rateLimiter, resolveViewer }: RequestContextDeps): RequestContext {
  return async (authorization, clientIp) => {
    let loaders: Loaders | undefined;
    return {
      services,
      // No Authorization header: null at once, no token check and no database work.
      viewer: await resolveViewer(authorization),
      log,
      clientIp,
      pubSub,
      rateLimit: rateLimitFor(rateLimiter, clientIp),
      // Made on first use: most public queries never touch a loader.
      get loaders() {
        return (loaders ??= createLoaders(db));
      },
    };
  };
}

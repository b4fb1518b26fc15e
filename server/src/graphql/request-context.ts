import type { DataSource } from "typeorm";
import type { RateLimiter } from "../http/rate-limit.js";
import type { Logger } from "../logger.js";
import type { Services } from "../services.js";
import { rateLimitFor } from "./armor.js";
import type { GraphQLContext } from "./context.js";
import type { Viewer } from "../core/viewer.js";
import { createLoaders, type Loaders } from "./loaders.js";
import type { EventBus } from "../core/events.js";
import type { AuthenticateViewer } from "../core/transport/authenticate-viewer.js";

export interface RequestContextDeps {
  services: Services;
  log: Logger;
  db: DataSource;
  pubSub: EventBus;
  /** The public mutations' limits (config.graphqlRateLimitScale applied). */
  rateLimiter: Pick<RateLimiter, "hit">;
  authenticateViewer: AuthenticateViewer;
}

/** The context of one operation for a known viewer; HTTP and graphql-ws both build theirs here. */
export type ContextFor = (
  viewer: Viewer | null,
  clientIp: string,
  loaderOptions?: { cache?: boolean },
) => GraphQLContext;

export function contextFor({
  services,
  log,
  db,
  pubSub,
  rateLimiter,
}: Omit<RequestContextDeps, "authenticateViewer">): ContextFor {
  return (viewer, clientIp, loaderOptions) =>
    new OperationContext(
      services,
      viewer,
      log,
      clientIp,
      pubSub,
      rateLimitFor(rateLimiter, clientIp),
      db,
      loaderOptions,
    );
}

/**
 * An operation's context. A class rather than an object literal with a getter: V8 makes a literal's
 * accessor on every request, a class's once. Plain properties (no #private), so a copy of it
 * (Apollo copies the context of each operation of a batch, prototype included) still works.
 */
class OperationContext implements GraphQLContext {
  readonly viewer: Viewer | null;
  private madeLoaders: Loaders | undefined = undefined;

  constructor(
    readonly services: Services,
    readonly signedIn: Viewer | null,
    readonly log: Logger,
    readonly clientIp: string,
    readonly pubSub: EventBus,
    readonly rateLimit: GraphQLContext["rateLimit"],
    private readonly db: DataSource,
    private readonly loaderOptions: { cache?: boolean } | undefined,
  ) {
    this.viewer = signedIn?.owesSecondFactor ? null : signedIn;
  }

  // Made on first use: most public queries never touch a loader.
  get loaders(): Loaders {
    return (this.madeLoaders ??= createLoaders(this.db, this.loaderOptions));
  }
}

/** Builds an HTTP request's GraphQL context; Apollo's middleware and the fast path share it. */
export type RequestContext = (authorization: string | undefined, clientIp: string) => Promise<GraphQLContext>;

export function requestContext(deps: RequestContextDeps): RequestContext {
  const build = contextFor(deps);
  // No Authorization header: the viewer is null at once, with no token check and no database work.
  return (authorization, clientIp) =>
    authorization
      ? deps.authenticateViewer(authorization).then((viewer) => build(viewer, clientIp))
      : Promise.resolve(build(null, clientIp));
}

import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { DataSource } from "typeorm";
import { WebSocketServer } from "ws";
import { getOperationAST, GraphQLError } from "graphql";
import { CloseCode } from "graphql-ws";
import { useServer } from "graphql-ws/use/ws";
import compression from "compression";
import proxyaddr from "proxy-addr";
import { createApp } from "./app.js";
import { authExtensions } from "./auth/extensions.js";
import { createAuthModule } from "./auth/index.js";
import type { Config } from "./config.js";
import { connectDatabase } from "./db/data-source.js";
import { createApolloServer, graphqlErrorFormatter } from "./graphql/apollo.js";
import { guardedOperation } from "./graphql/armor.js";
import { graphqlFastPath, type FastPathOptions } from "./graphql/fast-path.js";
import { contextFor, requestContext } from "./graphql/request-context.js";
import type { GraphQLContext } from "./graphql/context.js";
import type { Viewer } from "./core/viewer.js";
import { PgPubSub } from "./graphql/pubsub.js";
import { createSchema } from "./graphql/schema.js";
import { SocketSessions } from "./graphql/socket-sessions.js";
import { capConnectionsPerAddress, closeWhenIdle } from "./graphql/ws-limits.js";
import { RequestExpiryJob } from "./modules/quotes/request-expiry.js";
import { createViewerResolver } from "./graphql/viewer.js";
import { formatResultErrors } from "./graphql/errors.js";
import { ErrorCode } from "./core/errors.js";
import { allowedOrigins, corsHeadersFor, webSocketOriginCheck } from "./http/cors.js";
import { loadPublicSite } from "./http/public-pages/public-site.js";
import { RateLimiter } from "./http/rate-limit.js";
import { securityHeaderList } from "./http/security.js";
import type { Logger } from "./logger.js";
import { createMailTransport } from "./mail/transport.js";
import { MailWorker } from "./mail/worker.js";
import { pubSubLeadEvents } from "./modules/leads/lead-events.pubsub.js";
import { createServices } from "./services.js";

export interface RunningServer {
  url: string;
  port: number;
  httpServer: Server;
  /** Stops accepting, drains in-flight requests and sockets, stops background work. The database is the caller's. */
  close(): Promise<void>;
}

type SocketState = {
  viewer?: Viewer | null;
  clientIp?: string;
  /** Ids of the socket's subscription operations, pruned as they end (config.ws.maxSubscriptionsPerSocket). */
  subscriptionIds?: Set<string>;
};

export interface ServerOptions {
  /** The URL the DataSource connects with; the PubSub's listener opens one more connection to it. Default: the DataSource's own `url` option. */
  databaseUrl?: string;
}

/** Builds the HTTP + WebSocket server around an initialised DataSource and starts listening. */
export async function startHttpServer(
  config: Config,
  log: Logger,
  db: DataSource,
  options: ServerOptions = {},
): Promise<RunningServer> {
  const databaseUrl = options.databaseUrl ?? (db.options as { url?: string }).url;
  if (!databaseUrl)
    throw new Error("startHttpServer needs the database URL (options.databaseUrl) for the PubSub's listener");
  // Events between server copies; its listener connects in start(), just before listening.
  const pubSub = new PgPubSub({ databaseUrl, db, log });
  const mailWorker = new MailWorker(db, createMailTransport(config.mail, log), log);
  // Exports and analytics read a replica when one is configured: they tolerate its lag, and their long scans stay off the primary.
  const reader = config.databaseReadUrl ? await connectDatabase(config.databaseReadUrl, config.databasePoolSize) : db;
  const leadEvents = pubSubLeadEvents(pubSub, db);
  const services = createServices(db, {
    log,
    events: leadEvents,
    siteUrl: config.auth.siteUrl,
    mail: mailWorker,
    reader,
  });
  const auth = await createAuthModule(config, db, log, mailWorker, (core) => authExtensions(config, db, log, core));
  const resolveViewer = createViewerResolver(db, auth.tokens, config.auth.staffRequireMfa);
  const rateLimiter = new RateLimiter(db);
  const schema = await createSchema({ pubSub });
  const httpServer = createServer();
  const apollo = createApolloServer(schema, httpServer, config, log);
  let draining = false;
  await apollo.start();
  const isDraining = () => draining;
  const contextOf = requestContext({ services, log, db, pubSub, rateLimiter, resolveViewer });
  const socketContext = contextFor({ services, log, db, pubSub, rateLimiter });
  const publicSite = await loadPublicSite({
    webDist: config.webDist,
    siteUrl: config.auth.siteUrl,
    schema,
    contextFor: socketContext,
    catalogue: services.catalogue,
    offers: services.offers,
    log,
  });
  const app = createApp({
    config,
    log,
    db,
    reader,
    services,
    apollo,
    authRouter: auth.router,
    resolveViewer,
    isDraining,
    requestContext: contextOf,
    publicSite,
  });

  // Browser pages that may call the API from elsewhere: CORS on HTTP (both paths), Origin on sockets.
  const origins = allowedOrigins(config);
  const checkOperation = guardedOperation(schema, { introspection: config.graphqlIntrospection });
  const formatGraphQLError = graphqlErrorFormatter(log);
  // Sockets follow their session: re-checked on each subscribe, closed when a change is announced.
  const socketSessions = new SocketSessions(db, config.auth.staffRequireMfa, log);
  // A message may be as large as a GraphQL request over HTTP, no larger (ws closes with 1009).
  // A page from a foreign origin may not open a socket with the visitor's browser (cross-site WebSocket hijacking).
  const wsServer = new WebSocketServer({
    server: httpServer,
    path: "/graphql",
    maxPayload: config.graphqlMaxBodyBytes,
    verifyClient: webSocketOriginCheck(origins),
  });
  // The same client address Express would see (TRUST_PROXY), for rate limits and the per-address cap.
  const addressOf = (request: IncomingMessage) => proxyaddr(request, app.get("trust proxy fn"));
  const connections = capConnectionsPerAddress(wsServer, config.ws.maxConnectionsPerIp, addressOf);
  const tooManySubscriptions = () => [
    new GraphQLError(
      `Too many subscriptions on this connection (at most ${config.ws.maxSubscriptionsPerSocket}): complete one first.`,
      {
        extensions: { code: ErrorCode.RATE_LIMITED },
      },
    ),
  ];
  const subscriptions = useServer<Record<string, unknown>, SocketState>(
    {
      schema,
      connectionInitWaitTimeout: config.ws.connectionInitTimeoutMs,
      // The socket authenticates on connection_init and is closed when its token expires or its session
      // ends, its user is banned, or its role or aal drops (socket-sessions.ts).
      onConnect: async (ctx) => {
        if (connections.refused(ctx.extra.socket)) return false;
        const header = ctx.connectionParams?.authorization;
        try {
          ctx.extra.viewer = await resolveViewer(typeof header === "string" ? header : undefined);
        } catch {
          return false;
        }
        ctx.extra.clientIp = addressOf(ctx.extra.request);
        const viewer = ctx.extra.viewer;
        // Closed while the token was checked: its "close" has fired, so nothing would untrack it.
        if (ctx.extra.socket.readyState !== ctx.extra.socket.OPEN) return false;
        if (viewer) {
          const ms = viewer.expiresAt * 1000 - Date.now();
          const timer = setTimeout(
            () => ctx.extra.socket.close(CloseCode.Unauthorized, "Access token expired"),
            Math.max(ms, 0),
          );
          const untrack = socketSessions.track(ctx.extra);
          ctx.extra.socket.once("close", () => {
            clearTimeout(timer);
            untrack();
          });
        } else {
          const cancel = closeWhenIdle(
            ctx.extra.socket,
            config.ws.anonymousIdleMs,
            () => Object.keys(ctx.subscriptions).length,
          );
          ctx.extra.socket.once("close", cancel);
        }
        return true;
      },
      onSubscribe: async (ctx, id, payload) => {
        // Parse, validate and limit like Apollo does over HTTP (armor.ts).
        const args = checkOperation(payload);
        if (!("document" in args)) return args;
        if (getOperationAST(args.document, args.operationName)?.operation === "subscription") {
          const live = (ctx.extra.subscriptionIds ??= new Set());
          // graphql-ws forgets an operation once it ends, fails or the client completes it: so does the count.
          for (const started of live) if (!(started in ctx.subscriptions)) live.delete(started);
          // Counted and reserved before any await, so the cap holds in message order; no database work when over it.
          if (live.size >= config.ws.maxSubscriptionsPerSocket) return tooManySubscriptions();
          live.add(id);
        }
        // A change whose announcement was lost (listener reconnecting) still stops the next operation.
        if (ctx.extra.viewer) {
          let allowed: boolean;
          try {
            allowed = await socketSessions.check(ctx.extra);
          } catch (error) {
            log.error({ err: error }, "graphql-ws: could not check the socket's session");
            return [
              new GraphQLError("Internal server error", { extensions: { code: ErrorCode.INTERNAL_SERVER_ERROR } }),
            ];
          }
          if (!allowed)
            return [
              new GraphQLError("Not signed in: the session has ended or changed", {
                extensions: { code: ErrorCode.UNAUTHENTICATED },
              }),
            ];
        }
        return args;
      },
      // Every result and error goes out formatted and masked as Apollo's over HTTP (no database text).
      onNext: (_ctx, _id, _payload, _args, result) =>
        result.errors?.length
          ? { ...result, errors: formatResultErrors(formatGraphQLError, result.errors).errors }
          : undefined,
      onError: (_ctx, _id, _payload, errors) => formatResultErrors(formatGraphQLError, errors).errors,
      // A subscription lives long: batch, but never serve one event's rows from an earlier one's cache.
      context: (ctx): GraphQLContext =>
        socketContext(ctx.extra.viewer ?? null, ctx.extra.clientIp ?? "unknown", { cache: false }),
    },
    wsServer,
  );

  // Successful queries are answered in front of Express and Apollo (graphql/fast-path.ts); the rest go to the app.
  const fastPath = graphqlFastPath({
    schema,
    introspection: config.graphqlIntrospection,
    maxBodyBytes: config.graphqlMaxBodyBytes,
    requestContext: contextOf,
    clientIp: addressOf,
    isDraining,
    formatError: formatGraphQLError,
    headers: securityHeaderList(config),
    corsHeaders: (origin) => corsHeadersFor(origins, origin),
    // The middleware reads and wraps only node's own request and response.
    compress: compression() as unknown as FastPathOptions["compress"],
  });
  httpServer.on("request", (req, res) => fastPath(req, res, () => void app(req, res)));
  try {
    await pubSub.start();
    await socketSessions.listen(pubSub);
    await services.catalogue.follow(pubSub);
    await new Promise<void>((resolve, reject) => {
      httpServer.once("error", reject);
      httpServer.listen(config.port, config.host, () => resolve());
    });
  } catch (error) {
    await pubSub.close();
    if (reader !== db) await reader.destroy();
    throw error;
  }
  mailWorker.start();
  const expiry = new RequestExpiryJob(db, leadEvents, log, config.requestExpiryIntervalSeconds);
  if (config.requestExpiryIntervalSeconds > 0) expiry.start();
  const port = (httpServer.address() as AddressInfo).port;

  return {
    url: `http://localhost:${port}`,
    port,
    httpServer,
    close: async () => {
      draining = true;
      // Subscriptions first (clients see 1001 Going Away and reconnect elsewhere), then HTTP.
      await subscriptions.dispose();
      socketSessions.close();
      services.catalogue.close();
      const force = setTimeout(() => httpServer.closeAllConnections(), config.shutdownGraceMs);
      await apollo.stop();
      clearTimeout(force);
      await mailWorker.stop();
      await expiry.stop();
      await pubSub.close();
      if (reader !== db) await reader.destroy();
    },
  };
}

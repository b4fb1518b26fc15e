import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { DataSource } from "typeorm";
import { WebSocketServer } from "ws";
import { CloseCode } from "graphql-ws";
import { useServer } from "graphql-ws/use/ws";
import proxyaddr from "proxy-addr";
import { createApp } from "./app.js";
import { authExtensions } from "./auth/extensions.js";
import { createAuthModule } from "./auth/index.js";
import type { Config } from "./config.js";
import { createApolloServer } from "./graphql/apollo.js";
import { guardedOperation, rateLimitFor } from "./graphql/armor.js";
import type { GraphQLContext, Viewer } from "./graphql/context.js";
import { createLoaders } from "./graphql/loaders.js";
import { PgPubSub } from "./graphql/pubsub.js";
import { createSchema } from "./graphql/schema.js";
import { createViewerResolver } from "./graphql/viewer.js";
import { RateLimiter } from "./http/rate-limit.js";
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

type SocketState = { viewer?: Viewer | null; clientIp?: string };

export interface ServerOptions {
  /** The URL the DataSource connects with; the PubSub's listener opens one more connection to it. Default: the DataSource's own `url` option. */
  databaseUrl?: string;
}

/** Builds the HTTP + WebSocket server around an initialised DataSource and starts listening. */
export async function startHttpServer(config: Config, log: Logger, db: DataSource, options: ServerOptions = {}): Promise<RunningServer> {
  const databaseUrl = options.databaseUrl ?? (db.options as { url?: string }).url;
  if (!databaseUrl) throw new Error("startHttpServer needs the database URL (options.databaseUrl) for the PubSub's listener");
  // Events between server copies; its listener connects in start(), just before listening.
  const pubSub = new PgPubSub({ databaseUrl, db, log });
  const services = createServices(db, { log, events: pubSubLeadEvents(pubSub, db) });
  const mailWorker = new MailWorker(db, createMailTransport(config.mail, log), log);
  const auth = await createAuthModule(config, db, log, mailWorker, (core) => authExtensions(config, db, log, core));
  const resolveViewer = createViewerResolver(db, auth.tokens, config.auth.staffRequireMfa);
  const rateLimiter = new RateLimiter(db);
  const schema = await createSchema({ pubSub });
  const httpServer = createServer();
  const apollo = createApolloServer(schema, httpServer, config, log);
  let draining = false;
  await apollo.start();
  const app = createApp({ config, log, db, services, apollo, authRouter: auth.router, resolveViewer, isDraining: () => draining, pubSub, rateLimiter });

  const checkOperation = guardedOperation(schema, { introspection: config.graphqlIntrospection });
  const wsServer = new WebSocketServer({ server: httpServer, path: "/graphql" });
  const subscriptions = useServer<Record<string, unknown>, SocketState>(
    {
      schema,
      // The socket authenticates once, on connection_init, and is closed when its token expires.
      onConnect: async (ctx) => {
        const header = ctx.connectionParams?.authorization;
        try {
          ctx.extra.viewer = await resolveViewer(typeof header === "string" ? header : undefined);
        } catch {
          return false;
        }
        // The same client address Express would see (TRUST_PROXY), for rate limits.
        ctx.extra.clientIp = proxyaddr(ctx.extra.request, app.get("trust proxy fn"));
        const viewer = ctx.extra.viewer;
        if (viewer) {
          const ms = viewer.expiresAt * 1000 - Date.now();
          const timer = setTimeout(() => ctx.extra.socket.close(CloseCode.Unauthorized, "Access token expired"), Math.max(ms, 0));
          ctx.extra.socket.once("close", () => clearTimeout(timer));
        }
        return true;
      },
      // Parse, validate and limit like Apollo does over HTTP (armor.ts).
      onSubscribe: (_ctx, _id, payload) => checkOperation(payload),
      context: (ctx): GraphQLContext => {
        const clientIp = ctx.extra.clientIp ?? "unknown";
        return {
          services,
          viewer: ctx.extra.viewer ?? null,
          log,
          clientIp,
          pubSub,
          rateLimit: rateLimitFor(rateLimiter, clientIp),
          // A subscription lives long: batch, but never serve one event's rows from an earlier one's cache.
          loaders: createLoaders(db, { cache: false }),
        };
      },
    },
    wsServer,
  );

  httpServer.on("request", app);
  try {
    await pubSub.start();
    await new Promise<void>((resolve, reject) => {
      httpServer.once("error", reject);
      httpServer.listen(config.port, config.host, () => resolve());
    });
  } catch (error) {
    await pubSub.close();
    throw error;
  }
  mailWorker.start();
  const port = (httpServer.address() as AddressInfo).port;

  return {
    url: `http://localhost:${port}`,
    port,
    httpServer,
    close: async () => {
      draining = true;
      // Subscriptions first (clients see 1001 Going Away and reconnect elsewhere), then HTTP.
      await subscriptions.dispose();
      const force = setTimeout(() => httpServer.closeAllConnections(), config.shutdownGraceMs);
      await apollo.stop();
      clearTimeout(force);
      await mailWorker.stop();
      await pubSub.close();
    },
  };
}

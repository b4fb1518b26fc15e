import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { DataSource } from "typeorm";
import { WebSocketServer } from "ws";
import { CloseCode } from "graphql-ws";
import { useServer } from "graphql-ws/use/ws";
import { createApp } from "./app.js";
import { authExtensions } from "./auth/extensions.js";
import { createAuthModule } from "./auth/index.js";
import type { Config } from "./config.js";
import { createApolloServer } from "./graphql/apollo.js";
import type { GraphQLContext, Viewer } from "./graphql/context.js";
import { createSchema } from "./graphql/schema.js";
import { createViewerResolver } from "./graphql/viewer.js";
import type { Logger } from "./logger.js";
import { createMailTransport } from "./mail/transport.js";
import { MailWorker } from "./mail/worker.js";
import { createServices } from "./services.js";

export interface RunningServer {
  url: string;
  port: number;
  httpServer: Server;
  /** Stops accepting, drains in-flight requests and sockets, stops background work. The database is the caller's. */
  close(): Promise<void>;
}

type SocketState = { viewer?: Viewer | null };

/** Builds the HTTP + WebSocket server around an initialised DataSource and starts listening. */
export async function startHttpServer(config: Config, log: Logger, db: DataSource): Promise<RunningServer> {
  const services = createServices(db);
  const mailWorker = new MailWorker(db, createMailTransport(config.mail, log), log);
  const auth = await createAuthModule(config, db, log, mailWorker, (core) => authExtensions(config, db, log, core));
  const resolveViewer = createViewerResolver(db, auth.tokens, config.auth.staffRequireMfa);
  const schema = await createSchema();
  const httpServer = createServer();
  const apollo = createApolloServer(schema, httpServer, config, log);
  let draining = false;

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
        const viewer = ctx.extra.viewer;
        if (viewer) {
          const ms = viewer.expiresAt * 1000 - Date.now();
          const timer = setTimeout(() => ctx.extra.socket.close(CloseCode.Unauthorized, "Access token expired"), Math.max(ms, 0));
          ctx.extra.socket.once("close", () => clearTimeout(timer));
        }
        return true;
      },
      context: (ctx): GraphQLContext => ({ services, viewer: ctx.extra.viewer ?? null, log }),
    },
    wsServer,
  );

  await apollo.start();
  httpServer.on("request", createApp({ config, log, db, services, apollo, authRouter: auth.router, resolveViewer, isDraining: () => draining }));
  await new Promise<void>((resolve, reject) => {
    httpServer.once("error", reject);
    httpServer.listen(config.port, config.host, () => resolve());
  });
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
    },
  };
}

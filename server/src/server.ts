import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { DataSource } from "typeorm";
import { WebSocketServer } from "ws";
import { useServer } from "graphql-ws/use/ws";
import { createApp } from "./app.js";
import type { Config } from "./config.js";
import { createApolloServer } from "./graphql/apollo.js";
import type { GraphQLContext } from "./graphql/context.js";
import { createSchema } from "./graphql/schema.js";
import type { Logger } from "./logger.js";
import { createServices } from "./services.js";

export interface RunningServer {
  url: string;
  port: number;
  httpServer: Server;
  /** Stops accepting, drains in-flight requests and sockets. The database is the caller's. */
  close(): Promise<void>;
}

/** Builds the HTTP + WebSocket server around an initialised DataSource and starts listening. */
export async function startHttpServer(config: Config, log: Logger, db: DataSource): Promise<RunningServer> {
  const services = createServices(db);
  const schema = await createSchema();
  const httpServer = createServer();
  const apollo = createApolloServer(schema, httpServer, config, log);
  let draining = false;

  const wsServer = new WebSocketServer({ server: httpServer, path: "/graphql" });
  const subscriptions = useServer<Record<string, unknown>, { ctx?: GraphQLContext }>(
    { schema, context: (): GraphQLContext => ({ services, viewer: null, log }) },
    wsServer,
  );

  await apollo.start();
  httpServer.on("request", createApp({ config, log, db, services, apollo, isDraining: () => draining }));
  await new Promise<void>((resolve, reject) => {
    httpServer.once("error", reject);
    httpServer.listen(config.port, config.host, () => resolve());
  });
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
    },
  };
}

import { expressMiddleware } from "@as-integrations/express5";
import type { ApolloServer } from "@apollo/server";
import compression from "compression";
import express, { type Express, type RequestHandler, type Router } from "express";
import type { DataSource } from "typeorm";
import type { Config } from "./config.js";
import type { GraphQLContext } from "./graphql/context.js";
import { failedBodyOf } from "./graphql/fast-path.js";
import type { RequestContext } from "./graphql/request-context.js";
import type { AuthenticateViewer } from "./core/transport/authenticate-viewer.js";
import { allowedOrigins, graphqlCors } from "./http/cors.js";
import { healthRouter } from "./http/health.js";
import { graphqlBodyErrors, lastResortErrors } from "./http/request-errors.js";
import { sandboxRouter } from "./http/sandbox.js";
import { securityHeaders } from "./http/security.js";
import { webRouter, type PublicSite } from "./http/web.js";
import type { Logger } from "./logger.js";
import { accountRouter } from "./modules/account/account.router.js";
import { documentsRouter } from "./modules/documents/index.js";
import { routeAlertsRouter } from "./modules/empty-legs/index.js";
import { exportRouter } from "./modules/exports/exports.router.js";
import type { Services } from "./services.js";

export interface AppDeps {
  config: Config;
  log: Logger;
  db: DataSource;
  /** The read replica for staff exports (DATABASE_READ_URL), else `db`. */
  reader: DataSource;
  services: Services;
  apollo: ApolloServer<GraphQLContext>;
  authRouter: Router;
  authenticateViewer: AuthenticateViewer;
  isDraining: () => boolean;
  /** Each GraphQL request's context (graphql/request-context.ts). */
  requestContext: RequestContext;
  /** Server-rendered public pages, when the web build has its server entry. */
  publicSite: PublicSite | null;
}

// Paths owned by the API: an unknown one is a JSON 404, never the web app's shell.
const API_PREFIXES = ["/graphql/", "/auth/", "/export/", "/api/"];

export function createApp({
  config,
  log,
  db,
  reader,
  services,
  apollo,
  authRouter,
  authenticateViewer,
  isDraining,
  requestContext,
  publicSite,
}: AppDeps): Express {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.trustProxy);
  app.use(securityHeaders(config));
  app.use(compression());
  app.use(healthRouter(db, isDraining));
  app.use("/auth/v1", authRouter);
  // Only the site and CORS_ORIGINS may read GraphQL answers from a browser on another origin.
  app.use("/graphql", graphqlCors(allowedOrigins(config)));
  // GraphiQL for a browser's GET /graphql (GRAPHQL_SANDBOX); every other /graphql request goes to Apollo.
  app.use(sandboxRouter(config, log));

  app.all(
    "/graphql",
    // A body the fast path (graphql/fast-path.ts) read and could not parse fails here as express.json's would.
    ((req, _res, next) => next(failedBodyOf(req))) satisfies RequestHandler,
    express.json({ limit: config.graphqlMaxBodyBytes }),
    expressMiddleware(apollo, {
      context: ({ req }): Promise<GraphQLContext> => requestContext(req.get("authorization"), req.ip ?? "unknown"),
    }),
    graphqlBodyErrors(),
  );

  // Staff CSV downloads, streamed from a database cursor.
  app.use(exportRouter({ db: reader, authenticateViewer, log }));
  app.use(accountRouter({ account: services.account, authenticateViewer }));
  // A booking's confirmation, invoice and calendar file, for its customer and staff.
  app.use(documentsRouter({ db, authenticateViewer }));
  // The confirm and unsubscribe links of route alert emails (one-click unsubscribe, RFC 8058).
  app.use(routeAlertsRouter(services.routeAlerts));

  app.use((req, res, next) => {
    if (!API_PREFIXES.some((prefix) => req.path.startsWith(prefix))) return next();
    res.status(404).json({ error: "not_found", message: `No API route ${req.method} ${req.path}` });
  });

  app.use(webRouter(config.webDist, config.auth.siteUrl, log, publicSite));
  app.use(lastResortErrors(log));
  return app;
}

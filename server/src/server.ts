import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { DataSource } from "typeorm";
import compression from "compression";
import proxyaddr from "proxy-addr";
import { createApp } from "./app.js";
import { authExtensions } from "./auth/extensions.js";
import { createAuthModule } from "./auth/index.js";
import type { Config } from "./config.js";
import { connectDatabase } from "./db/data-source.js";
import { closeConnections, gracefulShutdown } from "./graceful-shutdown.js";
import { createApolloServer, graphqlErrorFormatter } from "./graphql/apollo.js";
import { graphqlFastPath, type FastPathOptions } from "./graphql/fast-path.js";
import { contextFor, requestContext } from "./graphql/request-context.js";
import { PgPubSub } from "./graphql/pubsub.js";
import { createSchema } from "./graphql/schema.js";
import { serveGraphQLOverWebSocket } from "./graphql/ws-server.js";
import { RequestExpiryJob } from "./modules/quotes/request-expiry.js";
import { PaymentReminderJob } from "./modules/payments/index.js";
import { PassengerJobs } from "./modules/passengers/passenger-jobs.js";
import { loadPassengerSealer, resealPassengers } from "./modules/passengers/passenger-keys.js";
import { UnreadMailJob } from "./modules/conversations/unread-mail.js";
import { TripRemindersJob } from "./modules/trip-mail/index.js";
import { createViewerAuthenticator } from "./graphql/authenticate-viewer.js";
import { allowedOrigins, corsHeadersFor, webSocketOriginCheck } from "./http/cors.js";
import { loadPublicSite } from "./http/public-pages/public-site.js";
import { RateLimiter, scaledLimits } from "./http/rate-limit.js";
import { apiSecurityHeaderList } from "./http/security.js";
import type { Logger } from "./logger.js";
import { createMailTransport } from "./mail/transport.js";
import { MailWorker } from "./mail/worker.js";
import { pubSubLeadEvents } from "./modules/leads/lead-events.pubsub.js";
import { accountRules, createServices } from "./services.js";

export interface RunningServer {
  url: string;
  port: number;
  httpServer: Server;
  /** Stops accepting, drains in-flight requests and sockets, stops background work. The database is the caller's. */
  close(): Promise<void>;
}

export interface ServerOptions {
  /** The URL the DataSource connects with; the PubSub's listener opens one more connection to it. Default: the DataSource's own `url` option. */
  databaseUrl?: string;
}

/** What runs beside the requests: events between copies, the mail worker, the read replica. */
async function startPlumbing(config: Config, log: Logger, db: DataSource, databaseUrl: string) {
  // Events between server copies; its listener connects in start(), just before listening.
  const pubSub = new PgPubSub({ databaseUrl, db, log });
  const mailWorker = new MailWorker(db, createMailTransport(config.mail, log), log);
  // Exports and analytics read a replica when one is configured: they tolerate its lag, and their long scans stay off the primary.
  const reader = config.databaseReadUrl ? await connectDatabase(config.databaseReadUrl, config.databasePoolSize) : db;
  return { pubSub, mailWorker, reader };
}

type Plumbing = Awaited<ReturnType<typeof startPlumbing>>;

/** The product's services and the sign-in API, and how a request's token becomes a viewer. */
async function createDomain(config: Config, log: Logger, db: DataSource, { pubSub, mailWorker, reader }: Plumbing) {
  const leadEvents = pubSubLeadEvents(pubSub, db);
  // Passengers' details under PASSENGER_ENCRYPTION_KEYS; those under an older key are sealed again with the first.
  const passengerSealer = await loadPassengerSealer(config.passengers.encryptionKeys, config.dataDir, log);
  await resealPassengers(db, passengerSealer, log);
  const services = createServices(db, {
    log,
    events: leadEvents,
    siteUrl: config.auth.siteUrl,
    mail: mailWorker,
    reader,
    leadPresenceHeartbeatMs: config.leadPresenceHeartbeatMs,
    rfqLinkHours: config.rfqLinkHours,
    passengerSealer,
    passengerLinkHours: config.passengers.linkHours,
    bus: pubSub,
  });
  const auth = await createAuthModule(config, db, log, mailWorker, accountRules, (core) =>
    authExtensions(config, db, log, core),
  );
  const authenticateViewer = createViewerAuthenticator(db, auth.tokens, config.auth.staffRequireMfa);
  return { leadEvents, services, auth, authenticateViewer };
}

type Domain = Awaited<ReturnType<typeof createDomain>>;

/** The GraphQL schema and Apollo, the Express app (API, downloads, sign-in, public pages) and the sockets. */
async function createTransports(config: Config, log: Logger, db: DataSource, plumbing: Plumbing, domain: Domain) {
  const { pubSub, reader } = plumbing;
  const { services, auth, authenticateViewer } = domain;
  const rateLimiter = new RateLimiter(db);
  const schema = await createSchema({ pubSub });
  // Idle keep-alive sockets outlive the clients' and proxies' own idle limits (often 60 s): a server
  // that closes first races a request already on its way, which the client sees as a reset.
  const httpServer = createServer({ keepAliveTimeout: 65_000, headersTimeout: 66_000 });
  const apollo = createApolloServer(schema, httpServer, config, log);
  let draining = false;
  await apollo.start();
  const isDraining = () => draining;
  const mutationLimits = scaledLimits(rateLimiter, config.graphqlRateLimitScale);
  const contextOf = requestContext({ services, log, db, pubSub, rateLimiter: mutationLimits, authenticateViewer });
  const socketContext = contextFor({ services, log, db, pubSub, rateLimiter: mutationLimits });
  const publicSite = await loadPublicSite({
    webDist: config.webDist,
    siteUrl: config.auth.siteUrl,
    schema,
    contextFor: socketContext,
    catalogue: services.catalogue,
    // A page is dropped when the first thing it shows leaves the site: a featured offer or an empty leg.
    offers: {
      async nextExpiry() {
        const ends = (await Promise.all([services.offers.nextExpiry(), services.emptyLegs.nextExpiry()])).flatMap(
          (at) => (at ? [at.getTime()] : []),
        );
        return ends.length ? new Date(Math.min(...ends)) : null;
      },
    },
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
    authenticateViewer,
    isDraining,
    requestContext: contextOf,
    publicSite,
  });

  // Browser pages that may call the API from elsewhere: CORS on HTTP (both paths), Origin on sockets.
  const origins = allowedOrigins(config);
  const formatGraphQLError = graphqlErrorFormatter(log);
  // The same client address Express would see (TRUST_PROXY), for rate limits and the per-address cap.
  // Without X-Forwarded-For that is the socket's address, which proxyaddr would return after parsing nothing.
  const trustProxy = app.get("trust proxy fn") as Parameters<typeof proxyaddr>[1];
  const addressOf = (request: IncomingMessage) =>
    request.headers["x-forwarded-for"] === undefined
      ? (request.socket.remoteAddress ?? "")
      : proxyaddr(request, trustProxy);
  const sockets = serveGraphQLOverWebSocket({
    config,
    log,
    db,
    httpServer,
    schema,
    authenticateViewer,
    contextFor: socketContext,
    addressOf,
    verifyClient: webSocketOriginCheck(origins),
    formatError: formatGraphQLError,
  });

  // Successful queries are answered in front of Express and Apollo (graphql/fast-path.ts); the rest go to the app.
  const fastPath = graphqlFastPath({
    schema,
    introspection: config.graphqlIntrospection,
    maxBodyBytes: config.graphqlMaxBodyBytes,
    requestContext: contextOf,
    clientIp: addressOf,
    isDraining,
    formatError: formatGraphQLError,
    headers: apiSecurityHeaderList(config),
    corsHeaders: (origin) => corsHeadersFor(origins, origin),
    // The middleware reads and wraps only node's own request and response.
    compress: compression() as unknown as FastPathOptions["compress"],
  });
  httpServer.on("request", (req, res) => fastPath(req, res, () => void app(req, res)));
  const stopAccepting = () => {
    draining = true;
  };
  return { httpServer, apollo, sockets, stopAccepting };
}

type Transports = Awaited<ReturnType<typeof createTransports>>;

/** Follows the other copies' events, then listens; on failure the connections opened so far close. */
async function listen(config: Config, db: DataSource, plumbing: Plumbing, domain: Domain, transports: Transports) {
  const { pubSub, reader } = plumbing;
  const { httpServer, sockets } = transports;
  try {
    await pubSub.start();
    await sockets.follow(pubSub);
    await domain.services.catalogue.follow(pubSub);
    await new Promise<void>((resolve, reject) => {
      httpServer.once("error", reject);
      httpServer.listen(config.port, config.host, () => resolve());
    });
  } catch (error) {
    await closeConnections({ pubSub, reader, db });
    throw error;
  }
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
  const plumbing = await startPlumbing(config, log, db, databaseUrl);
  const domain = await createDomain(config, log, db, plumbing);
  const transports = await createTransports(config, log, db, plumbing, domain);
  await listen(config, db, plumbing, domain, transports);

  // Background work starts once the server listens (a job whose interval is 0 stays off).
  plumbing.mailWorker.start();
  const expiry = new RequestExpiryJob(db, domain.leadEvents, log, config.requestExpiryIntervalSeconds);
  expiry.start();
  const paymentReminders = new PaymentReminderJob(db, config.auth.siteUrl, log, config.paymentReminderIntervalSeconds);
  paymentReminders.start();
  const reminders = new TripRemindersJob(db, config.auth.siteUrl, log, config.tripReminderIntervalSeconds);
  reminders.start();
  const unreadMail = new UnreadMailJob(
    db,
    { delayMinutes: config.messageUnreadEmailMinutes, siteUrl: config.auth.siteUrl },
    plumbing.mailWorker,
    log,
  );
  if (config.messageUnreadEmailMinutes > 0) unreadMail.start();
  const passengerJobs = new PassengerJobs(db, log, {
    everySeconds: config.passengers.jobsIntervalSeconds,
    retentionDays: config.passengers.retentionDays,
    reminderDays: config.passengers.manifestReminderDays,
    siteUrl: config.auth.siteUrl,
  });
  passengerJobs.start();
  // The airport search's index, built ahead of the first visitor's search (a failure is retried by that search).
  void domain.services.airports
    .warmUp()
    .catch((error: unknown) => log.debug({ err: error }, "airport search index not built ahead"));
  const { httpServer, apollo, sockets, stopAccepting } = transports;
  const port = (httpServer.address() as AddressInfo).port;

  return {
    url: `http://localhost:${port}`,
    port,
    httpServer,
    close: () =>
      gracefulShutdown({
        stopAccepting,
        sockets,
        catalogue: domain.services.catalogue,
        httpServer,
        apollo,
        graceMs: config.shutdownGraceMs,
        background: [plumbing.mailWorker, expiry, paymentReminders, reminders, unreadMail, passengerJobs],
        pubSub: plumbing.pubSub,
        reader: plumbing.reader,
        db,
      }),
  };
}

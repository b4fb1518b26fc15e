import type { IncomingMessage, Server } from "node:http";
import { getOperationAST, GraphQLError, type GraphQLSchema } from "graphql";
import { CloseCode } from "graphql-ws";
import { useServer } from "graphql-ws/use/ws";
import type { DataSource } from "typeorm";
import { WebSocketServer, type VerifyClientCallbackAsync, type VerifyClientCallbackSync } from "ws";
import type { Config } from "../config.js";
import { ErrorCode } from "../core/errors.js";
import type { ListeningBus } from "../core/events.js";
import type { Viewer } from "../core/viewer.js";
import type { Logger } from "../logger.js";
import { guardedOperation } from "./armor.js";
import type { GraphQLContext } from "./context.js";
import { formatResultErrors, type ErrorFormatter } from "./errors.js";
import type { ContextFor } from "./request-context.js";
import { subscribeSharingResults } from "./shared-events.js";
import { SocketSessions } from "./socket-sessions.js";
import type { AuthenticateViewer } from "../core/transport/authenticate-viewer.js";
import { capConnectionsPerAddress, closeWhenIdle } from "./ws-limits.js";

// GraphQL over WebSocket (the graphql-ws protocol) on the HTTP server's /graphql path: who may open
// a socket, how it authenticates and stays tied to its session, how each operation is checked and
// limited, and how results and errors are formatted (as Apollo's over HTTP).

/** The close reason of a socket refused because its session owes its second factor (the auth API's code). */
export const INSUFFICIENT_AAL_CLOSE = "insufficient_aal";

type SocketState = {
  viewer?: Viewer | null;
  clientIp?: string;
  /** Ids of the socket's subscription operations, pruned as they end (config.ws.maxSubscriptionsPerSocket). */
  subscriptionIds?: Set<string>;
};

export interface GraphQLWebSocketOptions {
  config: Config;
  log: Logger;
  db: DataSource;
  httpServer: Server;
  schema: GraphQLSchema;
  authenticateViewer: AuthenticateViewer;
  /** The context of one socket operation (no DataLoader cache across events). */
  contextFor: ContextFor;
  /** The client's address as Express sees it (TRUST_PROXY): rate limits and the per-address cap. */
  addressOf: (request: IncomingMessage) => string;
  /** Refuses the handshake of a page from a foreign origin (cross-site WebSocket hijacking). */
  verifyClient: VerifyClientCallbackSync | VerifyClientCallbackAsync;
  formatError: ErrorFormatter;
}

export interface GraphQLWebSocket {
  /** Closes sockets whose session ends or narrows, as announced on the bus (call once the bus has started). */
  follow(bus: ListeningBus): Promise<void>;
  /** Closes every socket (1001 Going Away, so clients reconnect elsewhere) and stops following sessions. */
  close(): Promise<void>;
}

/** Serves graphql-ws on `httpServer`'s /graphql path. */
export function serveGraphQLOverWebSocket(options: GraphQLWebSocketOptions): GraphQLWebSocket {
  const { config, log, db, httpServer, schema, authenticateViewer, contextFor, addressOf, formatError } = options;
  const checkOperation = guardedOperation(schema, { introspection: config.graphqlIntrospection });
  // Sockets follow their session: re-checked on each subscribe, closed when a change is announced.
  const socketSessions = new SocketSessions(db, config.auth.staffRequireMfa, log);
  // A message may be as large as a GraphQL request over HTTP, no larger (ws closes with 1009).
  // A page from a foreign origin may not open a socket with the visitor's browser (cross-site WebSocket hijacking).
  const wsServer = new WebSocketServer({
    server: httpServer,
    path: "/graphql",
    maxPayload: config.graphqlMaxBodyBytes,
    verifyClient: options.verifyClient,
  });
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
      // One event's result is worked out once per operation and session, not once per socket.
      subscribe: subscribeSharingResults((context) => (context as GraphQLContext).viewer),
      connectionInitWaitTimeout: config.ws.connectionInitTimeoutMs,
      // The socket authenticates on connection_init and is closed when its token expires or its session
      // ends, its user is banned, or its role or aal drops (socket-sessions.ts).
      onConnect: async (ctx) => {
        if (connections.refused(ctx.extra.socket)) return false;
        const header = ctx.connectionParams?.authorization;
        try {
          ctx.extra.viewer = await authenticateViewer(typeof header === "string" ? header : undefined);
        } catch {
          return false;
        }
        const viewer = ctx.extra.viewer;
        // A session that owes its second factor may only step up, which is not done over this socket.
        if (viewer?.owesSecondFactor) {
          ctx.extra.socket.close(CloseCode.Forbidden, INSUFFICIENT_AAL_CLOSE);
          return false;
        }
        ctx.extra.clientIp = addressOf(ctx.extra.request);
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
          ? { ...result, errors: formatResultErrors(formatError, result.errors).errors }
          : undefined,
      onError: (_ctx, _id, _payload, errors) => formatResultErrors(formatError, errors).errors,
      // A subscription lives long: batch, but never serve one event's rows from an earlier one's cache.
      context: (ctx): GraphQLContext =>
        contextFor(ctx.extra.viewer ?? null, ctx.extra.clientIp ?? "unknown", { cache: false }),
    },
    wsServer,
  );

  return {
    follow: (bus) => socketSessions.listen(bus),
    close: async () => {
      await subscriptions.dispose();
      socketSessions.close();
    },
  };
}

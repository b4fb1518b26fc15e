import {
  ApolloClient,
  ApolloLink,
  CombinedGraphQLErrors,
  HttpLink,
  InMemoryCache,
  ServerError,
  type ErrorLike,
} from "@apollo/client";
import { SetContextLink } from "@apollo/client/link/context";
import { ErrorLink } from "@apollo/client/link/error";
import { GraphQLWsLink } from "@apollo/client/link/subscriptions";
import { OperationTypeNode } from "graphql";
import { createClient } from "graphql-ws";
import { relayStylePagination } from "@apollo/client/utilities";
import { from, switchMap } from "rxjs";
import { liveConnection, type LiveConnection } from "./liveConnection";

const graphqlPath = "/graphql";

/** How Apollo authenticates: the session's bearer token, kept current by the auth client. */
export interface ApolloAuth {
  accessToken(): Promise<string | null>;
  /** The server refused the token: refresh it, or end the session if that fails. */
  recover(): Promise<void>;
  onTokenChange(listener: () => void): () => void;
}

const signedOut: ApolloAuth = {
  accessToken: () => Promise.resolve(null),
  recover: () => Promise.resolve(),
  onTokenChange: () => () => undefined,
};

function webSocketUrl(location: Location): string {
  const protocol = location.protocol === "https:" ? "wss:" : "ws:";
  return `${protocol}//${location.host}${graphqlPath}`;
}

const bearer = (token: string | null) => (token ? `Bearer ${token}` : null);

/** The server answers a bad, expired or signed-out token with UNAUTHENTICATED (HTTP 401). */
function isUnauthenticated(error: ErrorLike): boolean {
  if (CombinedGraphQLErrors.is(error)) return error.errors.some((e) => e.extensions?.code === "UNAUTHENTICATED");
  return ServerError.is(error) && error.statusCode === 401;
}

// Queries and mutations go over HTTP; subscriptions share the same path over graphql-ws.
// The socket opens lazily, on the first subscription, so pages without one never connect.
export function createApolloClient(
  location: Location = window.location,
  auth: ApolloAuth = signedOut,
  live: LiveConnection = liveConnection,
  /** Between the token and the network: the app's answers asked for before it started (app/firstData). */
  authenticated: ApolloLink[] = [],
): ApolloClient {
  const httpLink = new HttpLink({ uri: graphqlPath });

  // The socket authenticates once, on connection_init; a new token means a new connection.
  const wsClient = createClient({
    url: webSocketUrl(location),
    lazy: true,
    // A live page (the staff lead board) keeps trying while the server is away, at most every 30 s.
    retryAttempts: Infinity,
    retryWait: (retries) =>
      new Promise((resolve) => setTimeout(resolve, Math.min(30_000, 1000 * 2 ** retries) + Math.random() * 1000)),
    on: {
      connected: () => live.connected(),
      closed: () => live.closed(),
    },
    connectionParams: async () => {
      const authorization = bearer(await auth.accessToken());
      return authorization ? { authorization } : {};
    },
  });
  auth.onTokenChange(() => wsClient.terminate());
  const wsLink = new GraphQLWsLink(wsClient);

  const authLink = new SetContextLink(async (prevContext) => {
    const authorization = bearer(await auth.accessToken());
    if (!authorization) return {};
    return { headers: { ...(prevContext.headers as Record<string, string> | undefined), authorization } };
  });

  // One retry after the session is refreshed (or dropped, then the request goes out signed out).
  const retryLink = new ErrorLink(({ error, operation, forward }) => {
    if (!isUnauthenticated(error) || operation.getContext().authRetried) return;
    operation.setContext({ authRetried: true });
    return from(auth.recover()).pipe(switchMap(() => forward(operation)));
  });

  return new ApolloClient({
    link: ApolloLink.from([
      retryLink,
      authLink,
      ...authenticated,
      ApolloLink.split(({ operationType }) => operationType === OperationTypeNode.SUBSCRIPTION, wsLink, httpLink),
    ]),
    cache: new InMemoryCache({
      // "Show more" appends the next page (fetchMore with `after`) to the list already shown.
      // Each filter and order of the staff's lead lists is a list of its own.
      typePolicies: {
        Query: {
          fields: {
            myBookings: relayStylePagination(),
            myQuoteRequests: relayStylePagination(),
            myTestimonials: relayStylePagination(),
            leads: relayStylePagination(["filter", "orderBy"]),
            bookings: relayStylePagination(["filter", "orderBy"]),
            testimonialsForReview: relayStylePagination(["status"]),
            users: relayStylePagination(["search", "role"]),
            auditLog: relayStylePagination(["subjects"]),
            operators: relayStylePagination(["filter"]),
          },
        },
      },
    }),
  });
}

import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from "@apollo/client";
import { GraphQLWsLink } from "@apollo/client/link/subscriptions";
import { OperationTypeNode } from "graphql";
import { createClient } from "graphql-ws";

const graphqlPath = "/graphql";

function webSocketUrl(location: Location): string {
  const protocol = location.protocol === "https:" ? "wss:" : "ws:";
  return `${protocol}//${location.host}${graphqlPath}`;
}

// Queries and mutations go over HTTP; subscriptions share the same path over graphql-ws.
// The socket opens lazily, on the first subscription, so pages without one never connect.
export function createApolloClient(location: Location = window.location): ApolloClient {
  const httpLink = new HttpLink({ uri: graphqlPath });
  const wsLink = new GraphQLWsLink(createClient({ url: webSocketUrl(location), lazy: true, retryAttempts: 5 }));

  return new ApolloClient({
    link: ApolloLink.split(({ operationType }) => operationType === OperationTypeNode.SUBSCRIPTION, wsLink, httpLink),
    cache: new InMemoryCache(),
  });
}

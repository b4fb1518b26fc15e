// Apollo for a static page's islands, in a module of its own: an island that only talks to the API
// when the visitor acts (the booking form) wakes without it, and it loads on that first call.
import type { ApolloClient } from "@apollo/client";
import { createApolloClient } from "../../graphql/apollo/createApolloClient";
import { resetApolloOnUserChange } from "../../auth/resetApolloOnUserChange";
import { restoreServerState } from "../../graphql/apollo/ssrState";
import type { DeferredAuth } from "../../auth/deferredAuth";

export function createIslandApollo(auth: Pick<DeferredAuth, "store" | "apolloAuth">): ApolloClient {
  const client = createApolloClient(window.location, auth.apolloAuth);
  restoreServerState(client);
  resetApolloOnUserChange(client, auth.store);
  return client;
}

import type { ApolloClient, ApolloLink } from "@apollo/client";
import type { GoTrueClient } from "@supabase/auth-js";
import type { BrowserAuth } from "../auth/browserAuth";
import type { SessionStore } from "../auth/sessionState";
import { createApolloClient } from "../graphql/apollo/createApolloClient";
import { resetApolloOnUserChange } from "../auth/resetApolloOnUserChange";

export interface BrowserClients {
  authClient: GoTrueClient;
  sessionStore: SessionStore;
  apolloClient: ApolloClient;
}

/**
 * The browser's Apollo client beside its auth, for the app and for a static page's islands alike:
 * it sends the session's token, and forgets one person's data when another signs in. `authenticated`
 * links run after the token is set, before the network.
 */
export function createBrowserClients(
  { authClient, sessionStore, apolloAuth }: BrowserAuth,
  authenticated: ApolloLink[] = [],
): BrowserClients {
  const apolloClient = createApolloClient(window.location, apolloAuth, undefined, authenticated);
  resetApolloOnUserChange(apolloClient, sessionStore);
  return { authClient, sessionStore, apolloClient };
}

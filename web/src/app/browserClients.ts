import type { ApolloClient } from "@apollo/client";
import type { GoTrueClient } from "@supabase/auth-js";
import { apolloAuthOf, resetApolloOnUserChange } from "../auth/apolloAuth";
import { createAuthClient } from "../auth/authClient";
import { takeRecoveryFragment } from "../auth/recoveryFragment";
import { createSessionStore, type SessionStore } from "../auth/sessionStore";
import { createApolloClient } from "./apollo/createApolloClient";

export interface BrowserClients {
  authClient: GoTrueClient;
  sessionStore: SessionStore;
  apolloClient: ApolloClient;
}

/**
 * The browser's one auth client, session store and Apollo client, for the app and for a static
 * page's islands alike. Made before anything renders: the auth client starts exchanging a ?code=
 * in the URL at once, and the store hears every auth event from the first.
 */
export function createBrowserClients(): BrowserClients {
  const recoveryTokens = takeRecoveryFragment(window.location, window.history);
  const authClient = createAuthClient(window.location.origin);
  const sessionStore = createSessionStore(authClient);
  if (recoveryTokens) sessionStore.adoptRecoverySession(recoveryTokens);
  const apolloClient = createApolloClient(window.location, apolloAuthOf(authClient, sessionStore));
  resetApolloOnUserChange(apolloClient, sessionStore);
  return { authClient, sessionStore, apolloClient };
}

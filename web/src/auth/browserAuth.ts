import type { GoTrueClient } from "@supabase/auth-js";
import type { ApolloAuth } from "../graphql/apollo/createApolloClient";
import { apolloAuthOf } from "./apolloAuth";
import { createAuthClient } from "./authClient";
import { takeRecoveryFragment } from "./recoveryFragment";
import type { SessionStore } from "./sessionState";
import { createSessionStore } from "./sessionStore";

export interface BrowserAuth {
  authClient: GoTrueClient;
  sessionStore: SessionStore;
  /** How Apollo reads and renews the session's token. */
  apolloAuth: ApolloAuth;
}

/**
 * The browser's one auth client and the session store that follows it. Made before anything
 * renders: the client starts exchanging a ?code= in the URL at once, and the store hears every
 * auth event from the first.
 */
export function createBrowserAuth(): BrowserAuth {
  const recoveryTokens = takeRecoveryFragment(window.location, window.history);
  const authClient = createAuthClient(window.location.origin);
  // A recovery link brings its own session (its fragment already taken out of the address): the one
  // stored from before is not shown meanwhile.
  const sessionStore = createSessionStore(authClient, window.location, recoveryTokens ? null : undefined);
  if (recoveryTokens) sessionStore.adoptRecoverySession(recoveryTokens);
  return { authClient, sessionStore, apolloAuth: apolloAuthOf(authClient, sessionStore) };
}

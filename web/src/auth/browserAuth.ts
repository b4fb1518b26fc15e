import type { GoTrueClient } from "@supabase/auth-js";
import type { ApolloAuth } from "../graphql/apollo/createApolloClient";
import { apolloAuthOf } from "./apolloAuth";
import { createAuthClient } from "./authClient";
import { takeRecoveryFragment, type RecoveryTokens } from "./recoveryFragment";
import type { SessionStore } from "./sessionState";
import { createSessionStore } from "./sessionStore";

export interface BrowserAuth {
  authClient: GoTrueClient;
  sessionStore: SessionStore;
  /** How Apollo reads and renews the session's token. */
  apolloAuth: ApolloAuth;
}

/**
 * The browser's one auth client and the session store that follows it: the client starts exchanging
 * a ?code= in the URL at once, and the store hears every auth event from the first. A recovery
 * link's session is taken out of the address by then (or here).
 */
export function createBrowserAuth(
  recoveryTokens: RecoveryTokens | null = takeRecoveryFragment(window.location, window.history),
): BrowserAuth {
  const authClient = createAuthClient(window.location.origin);
  // A recovery link brings its own session (its fragment already taken out of the address): the one
  // stored from before is not shown meanwhile.
  const sessionStore = createSessionStore(authClient, window.location, recoveryTokens ? null : undefined);
  if (recoveryTokens) sessionStore.adoptRecoverySession(recoveryTokens);
  return { authClient, sessionStore, apolloAuth: apolloAuthOf(authClient, sessionStore) };
}

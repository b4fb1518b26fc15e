import type { GoTrueClient } from "@supabase/auth-js";
import type { ApolloAuth } from "../graphql/apollo/createApolloClient";
import type { BrowserAuth } from "./browserAuth";
import { onTokenChange } from "./tokenChanges";
import { initialSessionState, type SessionState, type SessionStore } from "./sessionState";

export interface DeferredAuth {
  /** The auth client; usable once `load()` has resolved (islands that sign people in wait for it). */
  client: GoTrueClient;
  /** Signed out until the auth client is loaded, then the real store's state. */
  store: SessionStore;
  apolloAuth: ApolloAuth;
  /** Loads auth-js and starts following the session (once). */
  load(): Promise<BrowserAuth>;
}

const signedOutState: SessionState = { ...initialSessionState, loading: false };

/**
 * A static page's auth, for a visitor with no sign-in stored and no emailed link in the address:
 * such a visitor is signed out, so the page says so without downloading auth-js. It loads when an
 * island that signs people in wakes, or when someone signs in on the page.
 */
export function deferAuth(loadAuth: () => Promise<BrowserAuth>): DeferredAuth {
  let loaded: BrowserAuth | null = null;
  let loading: Promise<BrowserAuth> | null = null;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };

  const load = () =>
    (loading ??= loadAuth().then((auth) => {
      loaded = auth;
      auth.sessionStore.subscribe(notify);
      notify();
      return auth;
    }));

  const realStore = () => loaded?.sessionStore;
  const store: SessionStore = {
    getState: () => realStore()?.getState() ?? signedOutState,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    beginLogout: () => realStore()?.beginLogout(),
    markSignedOut: () => realStore()?.markSignedOut(),
    endRecovery: () => realStore()?.endRecovery(),
    clearLinkProblem: () => realStore()?.clearLinkProblem(),
    adoptRecoverySession: (tokens) => void load().then((auth) => auth.sessionStore.adoptRecoverySession(tokens)),
  };

  const client = new Proxy({} as GoTrueClient, {
    get(_target, property) {
      if (!loaded) throw new Error(`The auth client was used before it loaded (${String(property)})`);
      const value = Reflect.get(loaded.authClient, property) as unknown;
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(loaded.authClient) : value;
    },
  });

  const apolloAuth: ApolloAuth = {
    accessToken: () => loaded?.apolloAuth.accessToken() ?? Promise.resolve(null),
    recover: () => loaded?.apolloAuth.recover() ?? Promise.resolve(),
    onTokenChange: (listener) => onTokenChange(store, listener),
  };

  return { client, store, apolloAuth, load };
}

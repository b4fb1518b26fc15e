import type { GoTrueClient } from "@supabase/auth-js";
import type { ApolloAuth } from "../graphql/apollo/createApolloClient";
import type { BrowserAuth } from "./browserAuth";
import { authStorageKey } from "./storageKey";
import { onTokenChange } from "./tokenChanges";
import { initialSessionState, type SessionState, type SessionStore } from "./sessionState";
import { refreshDueAt, type StoredSession } from "./storedSession";

export interface DeferredAuth {
  /** The auth client: each call waits for auth-js to load first. */
  client: GoTrueClient;
  /** The state given until auth-js is loaded, then the real store's. */
  store: SessionStore;
  apolloAuth: ApolloAuth;
  /** Loads auth-js and starts following the session (once). */
  load(): Promise<BrowserAuth>;
}

export interface DeferOptions {
  /**
   * A session auth-js left in storage, still good (storedSession.ts): the store shows it and
   * requests carry its token until auth-js loads, which it does before the token is due for
   * refreshing, when another tab changes the session, or when anything acts on the session.
   */
  stored?: StoredSession | null;
  /** What the store shows until auth-js loads when nothing is stored: signed out unless told otherwise. */
  before?: SessionState;
}

const signedOutState: SessionState = { ...initialSessionState, loading: false };

/**
 * A stand-in for the client `ready()` gives: any method, also under its namespaces
 * (client.mfa.webauthn.register()), is called on the real client once it is ready.
 */
function waitingClient(ready: () => Promise<object>): GoTrueClient {
  const at = (path: string[]): unknown =>
    new Proxy(function method() {}, {
      get(_target, property) {
        // Not a promise (await client): and nothing else is read from the client but its methods.
        if (typeof property !== "string" || property === "then") return undefined;
        return at([...path, property]);
      },
      async apply(_target, _this, args: unknown[]) {
        let owner = (await ready()) as Record<string, unknown>;
        for (const key of path.slice(0, -1)) owner = owner[key] as Record<string, unknown>;
        return (owner[path.at(-1)!] as (...args: unknown[]) => unknown).apply(owner, args);
      },
    });
  return at([]) as GoTrueClient;
}

function signedInState({ session, aal }: StoredSession): SessionState {
  return { ...initialSessionState, loading: false, session, user: session.user, aal };
}

/**
 * The session without auth-js until it is needed. A static page's visitor with no sign-in stored is
 * signed out, so the page says so without downloading auth-js; it loads when an island that signs
 * people in wakes. A signed-in person opening the app with a good session stored sees their pages
 * from it at once; auth-js loads before that session is due for refreshing, or when they act on it
 * (sign out, a second factor) or another tab changes it.
 */
export function deferAuth(loadAuth: () => Promise<BrowserAuth>, options: DeferOptions = {}): DeferredAuth {
  const { stored = null } = options;
  const before = stored ? signedInState(stored) : (options.before ?? signedOutState);
  let loaded: BrowserAuth | null = null;
  let loading: Promise<BrowserAuth> | null = null;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  // Undoes the watch on a stored session (its refresh timer, other tabs) once auth-js takes over.
  let stopWatching: (() => void) | null = null;

  const load = () =>
    (loading ??= loadAuth().then(
      (auth) => {
        stopWatching?.();
        loaded = auth;
        auth.sessionStore.subscribe(notify);
        notify();
        return auth;
      },
      (error: unknown) => {
        // Its file could not be fetched (offline, say): the next call tries again.
        loading = null;
        throw error;
      },
    ));
  // For what is started without waiting on it (a timer, another tab): a failure waits for the next try.
  const loadSoon = () => void load().catch(() => undefined);

  if (stored) {
    const timer = setTimeout(loadSoon, Math.max(0, refreshDueAt(stored.session) * 1000 - Date.now()));
    // Another tab signed in, out or refreshed: auth-js reads the session it left.
    const onStorage = (event: StorageEvent) => {
      if (event.key === authStorageKey) loadSoon();
    };
    globalThis.addEventListener?.("storage", onStorage);
    stopWatching = () => {
      clearTimeout(timer);
      globalThis.removeEventListener?.("storage", onStorage);
    };
  }

  const withStore = (act: (store: SessionStore) => void) => {
    if (loaded) act(loaded.sessionStore);
    else
      void load().then(
        (auth) => act(auth.sessionStore),
        () => undefined,
      );
  };
  const store: SessionStore = {
    getState: () => loaded?.sessionStore.getState() ?? before,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    beginLogout: () => withStore((real) => real.beginLogout()),
    markSignedOut: () => withStore((real) => real.markSignedOut()),
    endRecovery: () => withStore((real) => real.endRecovery()),
    clearLinkProblem: () => withStore((real) => real.clearLinkProblem()),
    adoptRecoverySession: (tokens) => withStore((real) => real.adoptRecoverySession(tokens)),
  };

  const client = waitingClient(() => load().then((auth) => auth.authClient));

  // Before auth-js: the stored token while it is good; else whatever auth-js says once it is here,
  // or no token for a visitor nobody has asked to sign in.
  const storedTokenGood = () => stored !== null && Date.now() < refreshDueAt(stored.session) * 1000;
  const apolloAuth: ApolloAuth = {
    accessToken: () => {
      if (loaded) return loaded.apolloAuth.accessToken();
      if (storedTokenGood()) return Promise.resolve(stored!.session.access_token);
      return loading || stored ? load().then((auth) => auth.apolloAuth.accessToken()) : Promise.resolve(null);
    },
    recover: () => (loaded || loading || stored ? load().then((auth) => auth.apolloAuth.recover()) : Promise.resolve()),
    onTokenChange: (listener) => onTokenChange(store, listener),
  };

  return { client, store, apolloAuth, load };
}

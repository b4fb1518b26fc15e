import type { GoTrueClient, Session } from "@supabase/auth-js";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { BrowserAuth } from "./browserAuth";
import { deferAuth } from "./deferredAuth";
import { authStorageKey } from "./storageKey";
import { initialSessionState, type SessionState, type SessionStore } from "./sessionState";
import { refreshDueAt } from "./storedSession";

const nowSeconds = () => Math.floor(Date.now() / 1000);

const storedSession = (expiresIn = 3600) =>
  ({
    session: {
      access_token: "stored-token",
      refresh_token: "r",
      expires_at: nowSeconds() + expiresIn,
      user: { id: "staff-1", email: "staff@example.com", app_metadata: { role: "staff" } },
    } as unknown as Session,
    aal: { current: "aal1" as const, next: "aal1" as const },
  }) as const;

/** What loading auth-js gives: a client that notes its calls and a store in a given state. */
function fakeAuth(state: SessionState) {
  const calls: string[] = [];
  const listeners = new Set<() => void>();
  const sessionStore: SessionStore = {
    getState: () => state,
    subscribe: (listener) => (listeners.add(listener), () => listeners.delete(listener)),
    beginLogout: () => calls.push("beginLogout"),
    markSignedOut: () => calls.push("markSignedOut"),
    endRecovery: () => undefined,
    clearLinkProblem: () => undefined,
    adoptRecoverySession: () => undefined,
  };
  const authClient = {
    signOut: (options: unknown) => (calls.push(`signOut ${JSON.stringify(options)}`), Promise.resolve({ error: null })),
    mfa: {
      listFactors: () => (calls.push("mfa.listFactors"), Promise.resolve({ data: { all: [] }, error: null })),
      webauthn: {
        // Called on its own object, as auth-js's methods expect.
        register(this: { kind: string }, options: unknown) {
          calls.push(`mfa.webauthn.register ${this.kind} ${JSON.stringify(options)}`);
          return Promise.resolve({ error: null });
        },
        kind: "webauthn",
      },
    },
  } as unknown as GoTrueClient;
  const auth: BrowserAuth = {
    authClient,
    sessionStore,
    apolloAuth: {
      accessToken: () => Promise.resolve("fresh-token"),
      recover: () => (calls.push("recover"), Promise.resolve()),
      onTokenChange: () => () => undefined,
    },
  };
  return { auth, calls };
}

const storageEvent = (key: string) => Object.assign(new Event("storage"), { key });

describe("deferAuth", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows a stored session and sends its token without loading auth-js", async () => {
    const stored = storedSession();
    const loadAuth = vi.fn(() => Promise.resolve(fakeAuth(initialSessionState).auth));
    const deferred = deferAuth(loadAuth, { stored });

    expect(deferred.store.getState()).toMatchObject({ loading: false, user: { id: "staff-1" }, aal: stored.aal });
    await expect(deferred.apolloAuth.accessToken()).resolves.toBe("stored-token");
    expect(loadAuth).not.toHaveBeenCalled();
  });

  it("loads auth-js before the stored session is due for refreshing, then follows its store", async () => {
    const stored = storedSession(600);
    const signedIn = { ...initialSessionState, loading: false, session: stored.session, user: stored.session.user };
    const { auth } = fakeAuth(signedIn);
    const loadAuth = vi.fn(() => Promise.resolve(auth));
    const deferred = deferAuth(loadAuth, { stored });
    const seen = vi.fn();
    deferred.store.subscribe(seen);

    await vi.advanceTimersByTimeAsync((refreshDueAt(stored.session) - nowSeconds()) * 1000 - 1000);
    expect(loadAuth).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2000);
    expect(loadAuth).toHaveBeenCalledOnce();
    expect(seen).toHaveBeenCalled();
    expect(deferred.store.getState()).toBe(signedIn);
    await expect(deferred.apolloAuth.accessToken()).resolves.toBe("fresh-token");
  });

  it("asks auth-js for the token once the stored one is due for refreshing", async () => {
    const stored = storedSession(600);
    const loadAuth = vi.fn(() => Promise.resolve(fakeAuth(initialSessionState).auth));
    const deferred = deferAuth(loadAuth, { stored });
    vi.setSystemTime((refreshDueAt(stored.session) + 1) * 1000);

    await expect(deferred.apolloAuth.accessToken()).resolves.toBe("fresh-token");
    expect(loadAuth).toHaveBeenCalledOnce();
  });

  it("loads auth-js when another tab changes the session", () => {
    // The window as the browser has it: storage events come to the global scope.
    const window = new EventTarget();
    vi.stubGlobal("addEventListener", window.addEventListener.bind(window));
    vi.stubGlobal("removeEventListener", window.removeEventListener.bind(window));
    const loadAuth = vi.fn(() => Promise.resolve(fakeAuth(initialSessionState).auth));
    deferAuth(loadAuth, { stored: storedSession() });

    window.dispatchEvent(storageEvent("skycharter.locale"));
    expect(loadAuth).not.toHaveBeenCalled();
    window.dispatchEvent(storageEvent(authStorageKey));
    expect(loadAuth).toHaveBeenCalledOnce();
    vi.unstubAllGlobals();
  });

  it("lets calls on the client and the store wait for auth-js, in the order they were made", async () => {
    const { auth, calls } = fakeAuth(initialSessionState);
    const deferred = deferAuth(() => Promise.resolve(auth), { stored: storedSession() });

    deferred.store.beginLogout();
    const signedOut = deferred.client.signOut({ scope: "global" });
    const factors = deferred.client.mfa.listFactors();
    const key = deferred.client.mfa.webauthn.register({ friendlyName: "Desk key" });
    await expect(signedOut).resolves.toEqual({ error: null });
    await expect(factors).resolves.toMatchObject({ data: { all: [] } });
    await expect(key).resolves.toEqual({ error: null });
    deferred.store.markSignedOut();

    expect(calls).toEqual([
      "beginLogout",
      'signOut {"scope":"global"}',
      "mfa.listFactors",
      'mfa.webauthn.register webauthn {"friendlyName":"Desk key"}',
      "markSignedOut",
    ]);
  });

  it("tries again on the next call when auth-js's file could not be fetched", async () => {
    const stored = storedSession(600);
    const { auth } = fakeAuth(initialSessionState);
    const loadAuth = vi
      .fn<() => Promise<BrowserAuth>>()
      .mockRejectedValueOnce(new TypeError("Failed to fetch dynamically imported module"))
      .mockResolvedValue(auth);
    const deferred = deferAuth(loadAuth, { stored });

    // Due for refreshing while offline: the timer's load fails quietly, the token waits for the next.
    await vi.advanceTimersByTimeAsync((refreshDueAt(stored.session) - nowSeconds() + 1) * 1000);
    expect(loadAuth).toHaveBeenCalledOnce();
    await expect(deferred.apolloAuth.accessToken()).resolves.toBe("fresh-token");
    expect(loadAuth).toHaveBeenCalledTimes(2);
  });

  it("leaves a signed-out visitor without a token and without auth-js", async () => {
    const loadAuth = vi.fn(() => Promise.resolve(fakeAuth(initialSessionState).auth));
    const deferred = deferAuth(loadAuth);

    expect(deferred.store.getState()).toMatchObject({ loading: false, user: null });
    await expect(deferred.apolloAuth.accessToken()).resolves.toBeNull();
    await deferred.apolloAuth.recover();
    expect(loadAuth).not.toHaveBeenCalled();
  });

  it("shows what it is told until auth-js has started, when nothing good is stored", async () => {
    const { auth } = fakeAuth({ ...initialSessionState, loading: false });
    const deferred = deferAuth(() => Promise.resolve(auth), { before: initialSessionState });
    expect(deferred.store.getState().loading).toBe(true);

    const started = deferred.load();
    const token = deferred.apolloAuth.accessToken();
    await started;
    await expect(token).resolves.toBe("fresh-token");
    expect(deferred.store.getState().loading).toBe(false);
  });
});

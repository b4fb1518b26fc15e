import {
  AuthImplicitGrantRedirectError,
  type AuthChangeEvent,
  type GoTrueClient,
  type Session,
} from "@supabase/auth-js";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createSessionStore } from "./sessionStore";

type Listener = (event: AuthChangeEvent, session: Session | null) => void;

/** Just the parts of auth-js the store uses; levels answer in the order given. */
function fakeClient(
  options: { initError?: Error; levels?: { current: string; next: string; delayMs?: number }[] } = {},
) {
  let listener: Listener | null = null;
  const levels = [...(options.levels ?? [])];
  const client = {
    onAuthStateChange(callback: Listener) {
      listener = callback;
      return { data: { subscription: { id: "1", callback, unsubscribe: () => undefined } } };
    },
    initialize: () => Promise.resolve({ error: options.initError ?? null }),
    mfa: {
      async getAuthenticatorAssuranceLevel() {
        const level = levels.shift() ?? { current: "aal1", next: "aal1" };
        await new Promise((resolve) => setTimeout(resolve, level.delayMs ?? 0));
        return {
          data: { currentLevel: level.current, nextLevel: level.next, currentAuthenticationMethods: [] },
          error: null,
        };
      },
    },
  };
  return {
    client: client as unknown as GoTrueClient,
    emit: (event: AuthChangeEvent, session: Session | null) => listener?.(event, session),
  };
}

const session = (userId: string) =>
  ({
    access_token: `token-${userId}`,
    refresh_token: "r",
    expires_in: 3600,
    token_type: "bearer",
    user: { id: userId, email: `${userId}@example.com`, app_metadata: { role: "customer" } },
  }) as unknown as Session;
// The store reads each event on the next task (and the fake client may answer later): the test
// runs those timers itself instead of waiting on the wall clock.
const settle = () => vi.runAllTimersAsync();
const noUrl = { href: "https://site.example/" };

describe("createSessionStore", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("is loading until auth-js reports the initial session", async () => {
    const { client, emit } = fakeClient();
    const store = createSessionStore(client, noUrl);
    expect(store.getState().loading).toBe(true);
    emit("INITIAL_SESSION", null);
    await settle();
    expect(store.getState()).toMatchObject({ loading: false, session: null, user: null });
  });

  it("starts from a stored session that is still good, and does not publish it again as auth-js reports it", async () => {
    const { client, emit } = fakeClient({ levels: [{ current: "aal1", next: "aal1" }] });
    const claims = Buffer.from(JSON.stringify({ sub: "u1", aal: "aal1" })).toString("base64url");
    const stored = { ...session("u1"), access_token: `h.${claims}.s`, expires_at: Date.now() / 1000 + 3600 };
    const store = createSessionStore(client, noUrl, JSON.stringify(stored));
    expect(store.getState()).toMatchObject({
      loading: false,
      user: { id: "u1" },
      aal: { current: "aal1", next: "aal1" },
    });
    let calls = 0;
    store.subscribe(() => calls++);
    emit("SIGNED_IN", JSON.parse(JSON.stringify(stored)) as Session);
    emit("INITIAL_SESSION", JSON.parse(JSON.stringify(stored)) as Session);
    await settle();
    expect(calls).toBe(0);
    // What does change is published: here, auth-js found the session ended.
    emit("SIGNED_OUT", null);
    await settle();
    expect(calls).toBe(1);
    expect(store.getState()).toMatchObject({ loading: false, session: null, user: null });
  });

  it("publishes the session with its assurance level, and notifies subscribers", async () => {
    const { client, emit } = fakeClient({ levels: [{ current: "aal1", next: "aal2" }] });
    const store = createSessionStore(client, noUrl);
    let calls = 0;
    store.subscribe(() => calls++);
    emit("SIGNED_IN", session("u1"));
    await settle();
    expect(store.getState()).toMatchObject({
      loading: false,
      user: { id: "u1" },
      aal: { current: "aal1", next: "aal2" },
    });
    expect(calls).toBeGreaterThan(0);
  });

  it("keeps the latest event when an earlier one resolves later", async () => {
    const { client, emit } = fakeClient({
      levels: [
        { current: "aal1", next: "aal2", delayMs: 30 },
        { current: "aal2", next: "aal2" },
      ],
    });
    const store = createSessionStore(client, noUrl);
    emit("SIGNED_IN", session("u1"));
    emit("MFA_CHALLENGE_VERIFIED", session("u1"));
    await settle();
    expect(store.getState().aal).toEqual({ current: "aal2", next: "aal2" });
  });

  it("remembers a password-recovery sign-in until sign-out or endRecovery", async () => {
    const { client, emit } = fakeClient();
    const store = createSessionStore(client, noUrl);
    emit("PASSWORD_RECOVERY", session("u1"));
    await settle();
    expect(store.getState().recovery).toBe(true);
    emit("USER_UPDATED", session("u1"));
    await settle();
    expect(store.getState().recovery).toBe(true);
    store.endRecovery();
    expect(store.getState().recovery).toBe(false);
    emit("PASSWORD_RECOVERY", session("u1"));
    await settle();
    emit("SIGNED_OUT", null);
    await settle();
    expect(store.getState()).toMatchObject({ recovery: false, session: null });
  });

  it("clears at once on logout, even before auth-js reports it, and forgets the logout at the next sign-in", async () => {
    const { client, emit } = fakeClient();
    const store = createSessionStore(client, noUrl);
    emit("SIGNED_IN", session("u1"));
    await settle();
    store.beginLogout();
    store.markSignedOut();
    expect(store.getState()).toMatchObject({ session: null, user: null, loggedOut: true });
    // auth-js's own SIGNED_OUT arriving afterwards changes nothing.
    emit("SIGNED_OUT", null);
    await settle();
    expect(store.getState().loggedOut).toBe(true);
    emit("SIGNED_IN", session("u2"));
    await settle();
    expect(store.getState()).toMatchObject({ user: { id: "u2" }, loggedOut: false });
  });

  it("reports a link that failed (expired, or opened in another browser)", async () => {
    const expired = fakeClient({
      initError: new AuthImplicitGrantRedirectError("Email link is invalid or has expired", {
        error: "access_denied",
        code: "otp_expired",
      }),
    });
    const store = createSessionStore(expired.client, noUrl);
    await settle();
    expect(store.getState().linkProblem).toEqual({
      code: "otp_expired",
      message: "Email link is invalid or has expired",
    });
    store.clearLinkProblem();
    expect(store.getState().linkProblem).toBeNull();

    // auth-js leaves ?code= in place when this browser holds no verifier for it.
    const elsewhere = createSessionStore(fakeClient().client, {
      href: "https://site.example/customer-dashboard?code=abc",
    });
    await settle();
    expect(elsewhere.getState().linkProblem?.code).toBe("pkce_verifier_missing");
  });
});

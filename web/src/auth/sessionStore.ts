import type { AuthChangeEvent, GoTrueClient, Session } from "@supabase/auth-js";
import { readStored } from "../lib/safeStorage";
import { authErrorCode } from "./authErrors";
import { initialSessionState, noAal, type AssuranceLevel, type SessionState, type SessionStore } from "./sessionState";
import { authStorageKey } from "./storageKey";
import { storedSession } from "./storedSession";

// Every event that carries the session (or its end) the app has to follow.
const sessionEvents = new Set<AuthChangeEvent>([
  "INITIAL_SESSION",
  "SIGNED_IN",
  "TOKEN_REFRESHED",
  "SIGNED_OUT",
  "MFA_CHALLENGE_VERIFIED",
  "USER_UPDATED",
  "PASSWORD_RECOVERY",
]);

/** Whether a new session state shows the app anything the current one does not. */
function changes(state: SessionState, next: SessionState): boolean {
  return (
    state.loading !== next.loading ||
    state.session?.access_token !== next.session?.access_token ||
    JSON.stringify(state.user) !== JSON.stringify(next.user) ||
    state.aal.current !== next.aal.current ||
    state.aal.next !== next.aal.next ||
    state.recovery !== next.recovery ||
    state.loggedOut !== next.loggedOut
  );
}

/**
 * Follows auth-js's session for React (useSyncExternalStore). It subscribes as soon as the
 * client exists, so no event of start-up (PASSWORD_RECOVERY after a reset link) is missed
 * before the first render, and it publishes the assurance level together with the session.
 * A session auth-js left in storage, still good, is the state from the start (storedSession.ts),
 * and an event that changes nothing the app shows (auth-js reports the same session twice as it
 * starts) is not published again: each would render the whole page once more.
 */
export function createSessionStore(
  client: GoTrueClient,
  location: Pick<Location, "href"> | null = globalThis.location ?? null,
  stored: string | null = readStored(authStorageKey),
): SessionStore {
  const early = storedSession(stored, location);
  let state: SessionState = early
    ? { ...initialSessionState, loading: false, session: early.session, user: early.session.user, aal: early.aal }
    : initialSessionState;
  const listeners = new Set<() => void>();
  let latest = 0;
  // A recovery session being adopted from the URL: the first session to arrive is that one.
  let recoveryPending = false;

  const publish = (patch: Partial<SessionState>) => {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  };

  const assuranceLevel = async (session: Session | null): Promise<AssuranceLevel> => {
    if (!session) return noAal;
    const { data } = await client.mfa.getAuthenticatorAssuranceLevel();
    return data ? { current: data.currentLevel, next: data.nextLevel } : noAal;
  };

  const apply = async (event: AuthChangeEvent, session: Session | null) => {
    const request = ++latest;
    const aal = await assuranceLevel(session).catch(() => noAal);
    // A later event overtook this one while the level was being read.
    if (request !== latest) return;
    const adopted = recoveryPending && session !== null;
    if (adopted) recoveryPending = false;
    const recovery = event === "PASSWORD_RECOVERY" || adopted ? true : session ? state.recovery : false;
    const patch = {
      loading: false,
      session,
      user: session?.user ?? null,
      aal,
      recovery,
      loggedOut: session ? false : state.loggedOut,
    };
    if (changes(state, { ...state, ...patch })) publish(patch);
  };

  // auth-js calls listeners while it holds its own state; reading the level from inside the
  // callback could wait on that very work, so it is read on the next task.
  client.onAuthStateChange((event, session) => {
    if (sessionEvents.has(event)) setTimeout(() => void apply(event, session), 0);
  });

  const urlHadCode = location ? new URL(location.href).searchParams.has("code") : false;
  void client.initialize().then(({ error }) => {
    if (error) {
      publish({ linkProblem: { code: authErrorCode(error) ?? null, message: error.message } });
    } else if (urlHadCode && location && new URL(location.href).searchParams.has("code")) {
      // auth-js removes ?code= once exchanged; still there means this browser did not start the
      // flow (the link was opened elsewhere), so nothing could be exchanged.
      publish({ linkProblem: { code: "pkce_verifier_missing", message: "" } });
    }
  });

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    beginLogout() {
      publish({ loggedOut: true });
    },
    markSignedOut() {
      latest++;
      publish({ loading: false, session: null, user: null, aal: noAal, recovery: false });
    },
    endRecovery() {
      if (state.recovery) publish({ recovery: false });
    },
    clearLinkProblem() {
      if (state.linkProblem) publish({ linkProblem: null });
    },
    adoptRecoverySession(tokens) {
      recoveryPending = true;
      void client.setSession(tokens).then(({ error }) => {
        if (!error) return;
        recoveryPending = false;
        publish({ linkProblem: { code: authErrorCode(error) ?? null, message: error.message } });
      });
    },
  };
}

import { readStored } from "../lib/safeStorage";
import { deferAuth, type DeferredAuth } from "./deferredAuth";
import { takeRecoveryFragment } from "./recoveryFragment";
import { initialSessionState } from "./sessionState";
import { authStorageKey } from "./storageKey";
import { storedSession } from "./storedSession";

const RETRY_MS = 3000;

/**
 * The app's auth. A good session stored (and no sign-in link in the address) is shown at once and
 * auth-js, a large part of the app's code, loads only when the session needs it (deferredAuth.ts).
 * Otherwise auth-js starts at once, and the pages wait for it as they always did.
 */
export function createAppAuth(): DeferredAuth {
  // Taken out of the address before the router reads it: the page becomes the password form.
  const recoveryTokens = takeRecoveryFragment(window.location, window.history);
  const stored = recoveryTokens ? null : storedSession(readStored(authStorageKey), window.location);
  const auth = deferAuth(() => import("./browserAuth").then((module) => module.createBrowserAuth(recoveryTokens)), {
    stored,
    before: initialSessionState,
  });
  // Nothing to show without auth-js: it starts now, and again a moment later if its file could not
  // be fetched, so the page recovers from a lost connection without a reload.
  const start = () => void auth.load().catch(() => setTimeout(start, RETRY_MS));
  if (!stored) start();
  return auth;
}

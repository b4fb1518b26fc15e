import type { AuthenticatorAssuranceLevels, Session } from "@supabase/auth-js";
import { carriesAuthLink } from "./authLinks";
import type { AssuranceLevel } from "./sessionState";

/** Seconds of life a stored session needs left to be shown at once: auth-js refreshes it sooner than that first. */
const MARGIN_SECONDS = 90;
/** How long before that auth-js is loaded (deferredAuth.ts), so it refreshes the session in time. */
const LOAD_AHEAD_SECONDS = 30;

/** A stored session the app can show as it is, with its assurance level. */
export interface StoredSession {
  session: Session;
  aal: AssuranceLevel;
}

function tokenClaims(token: string): { aal?: unknown } | null {
  try {
    const payload = token.split(".")[1]!.replaceAll("-", "+").replaceAll("_", "/");
    return JSON.parse(atob(payload)) as { aal?: unknown };
  } catch {
    return null;
  }
}

/** The session's assurance level, worked out as auth-js's getAuthenticatorAssuranceLevel does. */
export function assuranceOf(session: Session): AssuranceLevel | null {
  const claims = tokenClaims(session.access_token);
  if (!claims) return null;
  const current = typeof claims.aal === "string" ? (claims.aal as AuthenticatorAssuranceLevels) : null;
  const verified = session.user.factors?.some((factor) => factor.status === "verified") ?? false;
  return { current, next: verified ? "aal2" : current };
}

/**
 * The session auth-js left in storage (`raw`, as stored) while it is good for a while yet: auth-js
 * refreshes one sooner than that before using it. Null when there is none, it is unreadable or it
 * is about to expire.
 */
export function usableStoredSession(raw: string | null, nowSeconds = Date.now() / 1000): Session | null {
  let session: Session | null;
  try {
    session = JSON.parse(raw ?? "null") as Session | null;
  } catch {
    return null;
  }
  if (typeof session?.access_token !== "string" || !session.access_token) return null;
  if (typeof session.expires_at !== "number" || session.expires_at - MARGIN_SECONDS <= nowSeconds) return null;
  return session;
}

/**
 * The session auth-js left in storage, when auth-js would start with it as it is: still good for
 * a while, and no sign-in link in the address to exchange first. The app shows the signed-in page
 * from it at once instead of waiting for auth-js to start; auth-js's own events follow as usual.
 */
export function storedSession(
  raw: string | null,
  location: Pick<Location, "href"> | null,
  nowSeconds = Date.now() / 1000,
): StoredSession | null {
  if (!location || carriesAuthLink(new URL(location.href))) return null;
  const session = usableStoredSession(raw, nowSeconds);
  if (typeof session?.user?.id !== "string") return null;
  const aal = assuranceOf(session);
  return aal && { session, aal };
}

/** When (in seconds since the epoch) auth-js should be here to refresh a stored session shown without it. */
export function refreshDueAt(session: Session): number {
  return (session.expires_at ?? 0) - MARGIN_SECONDS - LOAD_AHEAD_SECONDS;
}

import { authStorageKey } from "../auth/authClient";

/** The signed-in user's access token, as the web app's auth-js client left it in localStorage. */
export interface SandboxSession {
  accessToken: string;
  email: string | null;
}

type StoredSession = { access_token?: unknown; expires_at?: unknown; user?: { email?: unknown } | null };

/**
 * The site's session, when there is one that has not expired: the sandbox sends its token so
 * developers can try staff and customer operations. It never refreshes the token itself (the
 * site does that when it is open), and a token typed into the headers editor wins.
 */
export function readSession(
  storage: Pick<Storage, "getItem"> | undefined,
  nowSeconds = Date.now() / 1000,
): SandboxSession | null {
  let raw: string | null = null;
  try {
    raw = storage?.getItem(authStorageKey) ?? null;
  } catch {
    return null;
  }
  if (!raw) return null;
  let stored: StoredSession;
  try {
    stored = JSON.parse(raw) as StoredSession;
  } catch {
    return null;
  }
  if (typeof stored.access_token !== "string" || !stored.access_token) return null;
  if (typeof stored.expires_at === "number" && stored.expires_at <= nowSeconds) return null;
  return { accessToken: stored.access_token, email: typeof stored.user?.email === "string" ? stored.user.email : null };
}

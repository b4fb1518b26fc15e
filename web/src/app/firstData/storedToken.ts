import { authStorageKey } from "../../auth/storageKey";

/** Seconds of life a token needs left to be sent as is: auth-js refreshes it sooner than that itself. */
const MARGIN_SECONDS = 60;

/**
 * The access token auth-js left in localStorage, while it is still good for a while; null when there
 * is none or it is about to expire (the app refreshes it first, then asks for its data itself).
 */
export function storedAccessToken(storage: Pick<Storage, "getItem"> | undefined, nowSeconds = Date.now() / 1000) {
  let stored: { access_token?: unknown; expires_at?: unknown } | null;
  try {
    stored = JSON.parse(storage?.getItem(authStorageKey) ?? "null") as typeof stored;
  } catch {
    return null;
  }
  if (typeof stored?.access_token !== "string" || !stored.access_token) return null;
  if (typeof stored.expires_at !== "number" || stored.expires_at - MARGIN_SECONDS <= nowSeconds) return null;
  return stored.access_token;
}

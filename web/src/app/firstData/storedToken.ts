import { authStorageKey } from "../../auth/storageKey";
import { usableStoredSession } from "../../auth/storedSession";

/**
 * The access token auth-js left in localStorage, while it is still good for a while; null when there
 * is none or it is about to expire (the app refreshes it first, then asks for its data itself).
 */
export function storedAccessToken(storage: Pick<Storage, "getItem"> | undefined, nowSeconds = Date.now() / 1000) {
  return usableStoredSession(storage?.getItem(authStorageKey) ?? null, nowSeconds)?.access_token ?? null;
}

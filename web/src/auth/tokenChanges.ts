import type { SessionStore } from "./sessionState";

/** Calls `listener` whenever the session's access token changes (sign-in, refresh, sign-out). */
export function onTokenChange(store: SessionStore, listener: () => void): () => void {
  let token = store.getState().session?.access_token ?? null;
  return store.subscribe(() => {
    const next = store.getState().session?.access_token ?? null;
    if (next === token) return;
    token = next;
    listener();
  });
}

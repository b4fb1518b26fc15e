import type { ApolloClient } from "@apollo/client";
import type { SessionStore } from "./sessionState";

/**
 * Someone else's data must not outlive their session in the cache: when the signed-in user
 * changes or signs out, the cache is emptied and the queries on screen are fetched again.
 * (Signing in from signed-out keeps it: it holds only public data.)
 */
export function resetApolloOnUserChange(apollo: ApolloClient, store: SessionStore): () => void {
  // Known from the start when the store began with the stored session.
  const start = store.getState();
  let userId: string | null | undefined = start.loading ? undefined : (start.user?.id ?? null);
  return store.subscribe(() => {
    const { loading, user } = store.getState();
    if (loading) return;
    const next = user?.id ?? null;
    const previous = userId;
    userId = next;
    if (previous === undefined || previous === next || previous === null) return;
    void apollo.resetStore().catch(() => undefined);
  });
}

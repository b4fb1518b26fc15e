import { isAuthRetryableFetchError, type GoTrueClient } from "@supabase/auth-js";
import type { ApolloClient } from "@apollo/client";
import type { ApolloAuth } from "../app/apollo/createApolloClient";
import type { SessionStore } from "./sessionStore";

/** What Apollo needs from the session: the current token, and word when it changes. */
export function apolloAuthOf(client: GoTrueClient, store: SessionStore): ApolloAuth {
  return {
    async accessToken() {
      // getSession waits for start-up (a ?code= exchange) and refreshes an expired token first.
      const { data } = await client.getSession();
      return data.session?.access_token ?? null;
    },
    async recover() {
      // The server refused the token (session ended elsewhere, user removed): try one refresh;
      // auth-js drops the session itself when the refresh token is refused too.
      const { data } = await client.getSession();
      if (!data.session) return;
      const { error } = await client.refreshSession();
      if (error && !isAuthRetryableFetchError(error)) {
        await client.signOut({ scope: "local" }).catch(() => undefined);
        store.markSignedOut();
      }
    },
    onTokenChange(listener) {
      let token = store.getState().session?.access_token ?? null;
      return store.subscribe(() => {
        const next = store.getState().session?.access_token ?? null;
        if (next === token) return;
        token = next;
        listener();
      });
    },
  };
}

/**
 * Someone else's data must not outlive their session in the cache: when the signed-in user
 * changes or signs out, the cache is emptied and the queries on screen are fetched again.
 * (Signing in from signed-out keeps it: it holds only public data.)
 */
export function resetApolloOnUserChange(apollo: ApolloClient, store: SessionStore): () => void {
  let userId: string | null | undefined;
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

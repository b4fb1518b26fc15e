import { isAuthRetryableFetchError, type GoTrueClient } from "@supabase/auth-js";
import type { ApolloAuth } from "../graphql/apollo/createApolloClient";
import type { SessionStore } from "./sessionState";
import { onTokenChange } from "./tokenChanges";

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
    onTokenChange: (listener) => onTokenChange(store, listener),
  };
}

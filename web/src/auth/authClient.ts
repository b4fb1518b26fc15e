import { AuthClient, type GoTrueClient } from "@supabase/auth-js";

import { authStorageKey } from "./storageKey";

export { authStorageKey };

/**
 * The app's one auth-js client, against the server's /auth/v1 (Supabase Auth wire format).
 * PKCE: a `?code=` that Google or an emailed link brings back is exchanged for a session at
 * start-up, as long as it arrives in the browser that started the flow (the verifier is here).
 * The session lives in localStorage (auth-js's default store when persisting).
 */
export function createAuthClient(origin: string): GoTrueClient {
  return new AuthClient({
    url: `${origin}/auth/v1`,
    storageKey: authStorageKey,
    flowType: "pkce",
    autoRefreshToken: true,
    persistSession: true,
    detectSessionInUrl: true,
  });
}

import type { GoTrueClient } from "@supabase/auth-js";
import type { SessionStore } from "./sessionState";

/**
 * Logout (spec §4): ends every session of the user on the server, and always clears this
 * browser, even when the server cannot be reached or refuses (auth-js keeps the stored session
 * when a global sign-out fails, so a local one follows).
 */
export async function signOutEverywhere(client: GoTrueClient, store: SessionStore): Promise<void> {
  store.beginLogout();
  try {
    const { error } = await client.signOut({ scope: "global" });
    if (error) await client.signOut({ scope: "local" });
  } catch {
    await client.signOut({ scope: "local" }).catch(() => undefined);
  } finally {
    store.markSignedOut();
  }
}

/** Ends only this browser's session (a customer who signed in on the staff login, "use another account"). */
export async function signOutHere(client: GoTrueClient, store: SessionStore): Promise<void> {
  await client.signOut({ scope: "local" }).catch(() => undefined);
  store.markSignedOut();
}

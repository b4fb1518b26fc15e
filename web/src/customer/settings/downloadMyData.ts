import type { GoTrueClient } from "@supabase/auth-js";
import { authorizedDownload } from "../../lib/authorizedDownload";

/** GET /api/account/data.json with the session's token, saved under the server's file name. */
export async function downloadMyData(client: GoTrueClient): Promise<void> {
  const { data } = await client.getSession();
  if (!data.session) throw new Error("Not signed in");
  await authorizedDownload("/api/account/data.json", data.session.access_token, "skycharter-data.json");
}

import { GoTrueAdminApi } from "@supabase/auth-js";
import { signServiceRoleKey } from "../../server/src/auth/admin/index.js";
import { loadSigningKeys } from "../../server/src/auth/sessions/index.js";
import { createLogger } from "../../server/src/logger.js";
import type { TestServer } from "./server.js";

/** A service-role key for the test server, signed with its own configured keys as the CLI signs one (issuer, audience, id). */
export async function serviceRoleKey(server: TestServer, lifetimeSeconds = 600): Promise<string> {
  const keys = await loadSigningKeys(server.config, createLogger(server.config));
  return signServiceRoleKey(keys, `${server.url}/auth/v1`, lifetimeSeconds);
}

/** The official admin client (supabase.auth.admin) against the test server, with `key` as its bearer. */
export function adminClient(server: TestServer, key: string): GoTrueAdminApi {
  return new GoTrueAdminApi({ url: `${server.url}/auth/v1`, headers: { Authorization: `Bearer ${key}` } });
}

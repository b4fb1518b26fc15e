import { parseArgs } from "node:util";
import { revokeServiceRoleKey, serviceRoleKeyClaims, signServiceRoleKey } from "../auth/admin/index.js";
import { loadSigningKeys } from "../auth/sessions/index.js";
import { loadConfig } from "../config.js";
import { migrate } from "../db/database.js";
import { pino } from "pino";
import { fatalLine, runWithDatabase } from "./run.js";

// `npm run service-role-key -- [--days 90]`: prints a service-role key for the auth admin API
// (/auth/v1/admin/*, /auth/v1/invite), signed with the configured JWT_SIGNING_KEYS; its id and
// expiry go to stderr. `npm run service-role-key -- --revoke <key or id>`: every server copy
// refuses that key from the next request on (the revocation is kept in the database).
const { values } = parseArgs({ options: { days: { type: "string", default: "90" }, revoke: { type: "string" } } });

if (values.revoke !== undefined) {
  const keyOrId = values.revoke;
  await runWithDatabase(async ({ db }, log) => {
    await migrate(db, log);
    const id = await revokeServiceRoleKey(db, keyOrId);
    console.log(`Service-role key ${id} revoked: the admin API refuses it from now on.`);
  });
} else {
  const days = Number(values.days);
  if (!Number.isInteger(days) || days < 1 || days > 3650) {
    console.error("Usage: npm run service-role-key -- [--days <1-3650>] | --revoke <key or key id>");
    process.exit(2);
  }
  try {
    const config = loadConfig();
    const maxDays = config.auth.serviceRoleKeyMaxDays;
    if (days > maxDays) {
      console.error(`--days may be at most ${maxDays} (SERVICE_ROLE_KEY_MAX_DAYS): a longer key would be refused.`);
      process.exit(2);
    }
    // Logs go to stderr: stdout is the key alone, for `KEY=$(npm run -s service-role-key)`.
    const keys = await loadSigningKeys(config, pino({ level: config.logLevel }, pino.destination(2)));
    const key = await signServiceRoleKey(keys, `${config.auth.siteUrl}/auth/v1`, days * 86_400);
    const { id, expiresAt } = serviceRoleKeyClaims(key);
    console.error(`Key id ${id}, valid until ${expiresAt!.toISOString()} (revoke: --revoke ${id}).`);
    console.log(key);
  } catch (error) {
    console.error(fatalLine(error, "Failed"));
    process.exit(1);
  }
}

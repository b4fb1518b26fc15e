import { parseArgs } from "node:util";
import { signServiceRoleKey } from "../auth/admin/service-role.js";
import { loadSigningKeys } from "../auth/keys.js";
import { loadConfig } from "../config.js";
import { pino } from "pino";
import { fatalLine } from "./run.js";

// `npm run service-role-key -- [--days 90]`: prints a service-role key for the auth admin API
// (/auth/v1/admin/*, /auth/v1/invite), signed with the configured JWT_SIGNING_KEYS.
const { values } = parseArgs({ options: { days: { type: "string", default: "90" } } });
const days = Number(values.days);

if (!Number.isInteger(days) || days < 1 || days > 3650) {
  console.error("Usage: npm run service-role-key -- [--days <1-3650>]");
  process.exit(2);
}

try {
  const config = loadConfig();
  // Logs go to stderr: stdout is the key alone, for `KEY=$(npm run -s service-role-key)`.
  const keys = await loadSigningKeys(config, pino({ level: config.logLevel }, pino.destination(2)));
  console.log(await signServiceRoleKey(keys, `${config.auth.siteUrl}/auth/v1`, days * 86_400));
} catch (error) {
  console.error(fatalLine(error, "Failed"));
  process.exit(1);
}

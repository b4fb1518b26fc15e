import { fatalLine } from "./cli/run.js";
import { loadConfig } from "./config.js";
import { migrate, openDatabase } from "./db/database.js";
import { seedDemoData, seedReferenceData } from "./db/seed/index.js";
import { ensureStaffAccount, staffWithDemoPassword } from "./auth/admin/index.js";
import { createLogger } from "./logger.js";
import { startHttpServer } from "./server.js";

// Start-up order: config → database → migrations → seed → HTTP. Any failure is one line and exit 1.
async function main() {
  const config = loadConfig();
  const log = createLogger(config);
  const database = await openDatabase(config, log);
  await migrate(database.db, log);
  // Reference data (airports) is part of the product; demo data (offers, leads) is optional.
  await seedReferenceData(database.db, log);
  if (config.seedDemoData) await seedDemoData(database.db, log, { onlyOnce: true });
  if (config.nodeEnv === "production") {
    const exposed = await staffWithDemoPassword(database.db);
    if (exposed.length) {
      await database.close();
      throw new Error(
        `${exposed.join(", ")} still sign in with the published demo password: give each its own (npm run create-admin -- --email <address> --password <new>) before starting in production`,
      );
    }
  }
  const { adminEmail, adminPassword } = config.auth;
  if (adminPassword)
    await ensureStaffAccount(database.db, { email: adminEmail, password: adminPassword, role: "admin" });
  const server = await startHttpServer(config, log, database.db, { databaseUrl: database.url });
  log.info({ url: server.url, database: database.embedded ? "embedded" : "DATABASE_URL" }, "listening");
  console.log(`\n  SkyCharter is running at ${server.url}  (GraphQL: ${server.url}/graphql)`);
  if (config.nodeEnv !== "production" && adminPassword)
    console.log(`  Staff login at ${server.url}/login: ${adminEmail} / ${adminPassword}`);
  console.log("");

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, "shutting down: draining requests");
    try {
      await server.close();
      await database.close();
      log.info("stopped cleanly");
      process.exit(0);
    } catch (error) {
      log.error({ err: error }, "unclean shutdown");
      process.exit(1);
    }
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
}

main().catch((error: unknown) => {
  console.error(fatalLine(error, "Cannot start"));
  process.exit(1);
});

import { ConfigError, loadConfig, type Config } from "../config.js";
import { openDatabase, type Database } from "../db/database.js";
import { createLogger, type Logger } from "../logger.js";

/** Runs a command-line task against the configured database, with the server's one-line errors. */
export async function runWithDatabase(
  task: (database: Database, log: Logger, config: Config) => Promise<void>,
): Promise<void> {
  let database: Database | null = null;
  try {
    const config = loadConfig();
    const log = createLogger(config);
    database = await openDatabase(config, log);
    await task(database, log, config);
    await database.close();
  } catch (error) {
    await database?.close().catch(() => undefined);
    console.error(fatalLine(error, "Failed"));
    process.exit(1);
  }
}

/** One readable line for an error that stops a process: no stack trace for expected failures. */
export function fatalLine(error: unknown, verb: string): string {
  const message = error instanceof Error ? error.message : String(error);
  return `${error instanceof ConfigError ? "Invalid configuration" : verb}: ${message}`;
}

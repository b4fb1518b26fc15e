// The 100,000-lead database the staff-list, fan-out and export benches share: one embedded
// PostgreSQL cluster, migrated and seeded once per `node bench/run.mjs` (`npm run seed -- --leads`),
// with pg_stat_statements loaded so a bench can count the statements a request runs.
// run.mjs calls stopBigDatabase() at the end of the run. BENCH_BIG_DATABASE_URL reuses a seeded one.
import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { Client } from "pg";
import { benchEnv, freePort, ROOT } from "./lib.mjs";

export const BIG_LEADS = 100_000;

let shared = null;

/** The seeded database ({ url, leads, seedSeconds, stop }), made on the first call of the run. */
export function bigDatabase() {
  shared ??= create().catch((error) => {
    shared = null;
    throw error;
  });
  return shared;
}

export async function stopBigDatabase() {
  if (!shared) return;
  const db = await shared.catch(() => null);
  shared = null;
  await db?.stop();
}

async function create() {
  // A database seeded earlier (with pg_stat_statements loaded) can be reused while working on a bench.
  const reuse = process.env.BENCH_BIG_DATABASE_URL;
  if (reuse) return { url: reuse, leads: BIG_LEADS, seedSeconds: 0, stop: async () => undefined };
  const { startEmbeddedPostgres } = await import(path.join(ROOT, "server/dist/db/embedded.js"));
  const { createLogger } = await import(path.join(ROOT, "server/dist/logger.js"));
  const log = createLogger({ logLevel: "warn" });
  const dir = await mkdtemp(path.join(os.tmpdir(), "skycharter-bench-big-"));
  const options = { dir: path.join(dir, "cluster"), port: { prefer: await freePort() }, database: "skycharter_big" };
  // pg_stat_statements must be preloaded: set it, then restart the cluster once.
  let cluster = await startEmbeddedPostgres(options, log);
  await sql(cluster.url, `ALTER SYSTEM SET shared_preload_libraries = 'pg_stat_statements'`);
  await cluster.stop();
  cluster = await startEmbeddedPostgres(options, log);
  await sql(cluster.url, `CREATE EXTENSION IF NOT EXISTS pg_stat_statements`);
  const started = Date.now();
  console.log(`  seeding ${BIG_LEADS.toLocaleString("en-US")} leads (npm run seed -- --leads ${BIG_LEADS})…`);
  await promisify(execFile)(process.execPath, ["server/dist/cli/seed.js", "--leads", String(BIG_LEADS)], {
    cwd: ROOT,
    env: benchEnv({ DATABASE_URL: cluster.url, LOG_LEVEL: "warn", NODE_ENV: "development" }),
    maxBuffer: 16 * 2 ** 20,
  });
  await sql(cluster.url, `VACUUM ANALYZE`);
  const seedSeconds = (Date.now() - started) / 1000;
  console.log(`  seeded in ${seedSeconds.toFixed(0)} s`);
  return {
    url: cluster.url,
    leads: BIG_LEADS,
    seedSeconds,
    async stop() {
      await cluster.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** Runs one statement on a short-lived connection and returns its rows. */
export async function sql(url, text, params = []) {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, params)).rows;
  } finally {
    await client.end();
  }
}

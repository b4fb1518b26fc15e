import { chmod, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { connectDatabase } from "../../server/src/db/data-source.js";
import { migrate } from "../../server/src/db/database.js";
import { startEmbeddedPostgres, type EmbeddedDatabase } from "../../server/src/db/embedded.js";
import { seedReferenceData } from "../../server/src/db/seed/index.js";
import { createLogger } from "../../server/src/logger.js";
import { freePort } from "./ports.js";

/**
 * An embedded PostgreSQL of one test's own, which the test may stop and start again (same folder,
 * same port, so the app's DATABASE_URL stays valid): the shared test cluster cannot be stopped.
 */
export interface OwnCluster {
  url: string;
  stop(): Promise<void>;
  /** Resolves once PostgreSQL accepts connections again. */
  start(): Promise<void>;
  destroy(): Promise<void>;
}

export async function startOwnCluster(): Promise<OwnCluster> {
  const log = createLogger({ logLevel: "warn" });
  const tmp = await mkdtemp(path.join(os.tmpdir(), "skycharter-own-pg-"));
  // Run as root, PostgreSQL runs as `postgres`, who must enter the folder (mkdtemp makes it 0700).
  await chmod(tmp, 0o755);
  const options = { dir: path.join(tmp, "postgres"), port: await freePort(), database: "skycharter" };
  let running: EmbeddedDatabase | null = await startEmbeddedPostgres(options, log);
  const url = running.url;
  const db = await connectDatabase(url, 2);
  try {
    await migrate(db, log);
    await seedReferenceData(db, log);
  } finally {
    await db.destroy();
  }
  return {
    url,
    stop: async () => {
      await running?.stop();
      running = null;
    },
    start: async () => {
      running = await startEmbeddedPostgres(options, log);
    },
    destroy: async () => {
      await running?.stop();
      running = null;
      await rm(tmp, { recursive: true, force: true });
    },
  };
}

import path from "node:path";
import type { DataSource } from "typeorm";
import { lockForSession, unlockForSession } from "../core/advisory-lock.js";
import type { Config } from "../config.js";
import type { Logger } from "../logger.js";
import { connectDatabase } from "./data-source.js";
import { startEmbeddedPostgres } from "./embedded.js";

export interface Database {
  db: DataSource;
  /** The URL `db` connects with (the embedded server's when DATABASE_URL is unset). */
  url: string;
  /** True when this process runs its own PostgreSQL under DATA_DIR. */
  embedded: boolean;
  close(): Promise<void>;
}

/** DATABASE_URL when set, else embedded PostgreSQL under DATA_DIR/postgres. */
export async function openDatabase(config: Config, log: Logger): Promise<Database> {
  const embedded = config.databaseUrl
    ? null
    : await startEmbeddedPostgres(
        {
          dir: path.join(config.dataDir, "postgres"),
          port: config.embeddedPgPort ?? { prefer: 54329 },
          sharedDir: config.embeddedPgSharedDir,
        },
        log,
      );
  try {
    const url = embedded?.url ?? config.databaseUrl!;
    const db = await connectDatabase(url, config.databasePoolSize);
    return {
      db,
      url,
      embedded: embedded !== null,
      close: async () => {
        await db.destroy();
        await embedded?.stop();
      },
    };
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
}

const MIGRATION_LOCK = "skycharter:migrations";

/**
 * Applies pending migrations. Server copies starting together queue on a session advisory lock
 * held on a connection of its own, so exactly one applies each migration and the others find
 * them done instead of racing on the same DDL.
 */
export async function migrate(db: DataSource, log: Logger): Promise<void> {
  const lockHolder = db.createQueryRunner();
  await lockHolder.connect();
  try {
    await lockForSession(lockHolder, MIGRATION_LOCK);
    const applied = await db.runMigrations({ transaction: "each" });
    for (const migration of applied) log.info({ migration: migration.name }, "migration applied");
  } finally {
    await unlockForSession(lockHolder, MIGRATION_LOCK).catch(() => undefined);
    await lockHolder.release();
  }
}

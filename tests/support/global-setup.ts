import { chmod, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Client } from "pg";
import { DataSource } from "typeorm";
import type { TestProject } from "vitest/node";
import { freePort } from "./ports.js";
import { buildServer } from "./process.js";
import { startEmbeddedPostgres, type EmbeddedDatabase } from "../../server/src/db/embedded.js";
import { migrations } from "../../server/src/db/migrations/index.js";
import { createLogger } from "../../server/src/logger.js";

declare module "vitest" {
  export interface ProvidedContext {
    /** A database URL with the right to CREATE DATABASE (the `postgres` maintenance db). */
    pgAdminUrl: string;
    /** A migrated, empty database each test file clones. */
    pgTemplate: string;
  }
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/**
 * Tests use DATABASE_URL when it is set (its server must allow CREATE DATABASE), else an
 * embedded PostgreSQL in a temporary directory. Every test file clones a migrated template.
 */
export default async function setup(project: TestProject) {
  // The files that start the compiled server share one build, made before any of them runs: a
  // build per file rewrote server/dist while another file's server was loading it.
  buildServer();
  const log = createLogger({ logLevel: "warn" });
  let embedded: EmbeddedDatabase | null = null;
  let tmp: string | null = null;
  let adminUrl: string;
  if (process.env.DATABASE_URL) {
    adminUrl = withDatabase(process.env.DATABASE_URL, "postgres");
  } else {
    tmp = await mkdtemp(path.join(os.tmpdir(), "skycharter-test-"));
    // Run as root, PostgreSQL runs as `postgres`, who must enter the folder (mkdtemp makes it 0700).
    await chmod(tmp, 0o755);
    embedded = await startEmbeddedPostgres(
      { dir: path.join(tmp, "postgres"), port: { prefer: await freePort() }, database: "postgres" },
      log,
    );
    adminUrl = embedded.url;
  }

  const template = `skycharter_tpl_${process.pid}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${template}`);
  await admin.query(`CREATE DATABASE ${template}`);
  await admin.end();

  const migrator = new DataSource({ type: "postgres", url: withDatabase(adminUrl, template), migrations });
  await migrator.initialize();
  await migrator.runMigrations({ transaction: "each" });
  await migrator.destroy();

  project.provide("pgAdminUrl", adminUrl);
  project.provide("pgTemplate", template);

  return async () => {
    const cleanup = new Client({ connectionString: adminUrl });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${template}`);
    await cleanup.end();
    await embedded?.stop();
    if (tmp) await rm(tmp, { recursive: true, force: true });
  };
}

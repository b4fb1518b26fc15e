import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { DataSource } from "typeorm";
import { loadConfig, type Config } from "../../server/src/config.js";
import { connectDatabase } from "../../server/src/db/data-source.js";
import { createLogger } from "../../server/src/logger.js";
import { startHttpServer } from "../../server/src/server.js";
import { createTestDatabase } from "./database.js";
import { freePort } from "./global-setup.js";

export interface GraphQLResponse<T = Record<string, unknown>> {
  data?: T | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

export interface TestServer {
  url: string;
  config: Config;
  db: DataSource;
  /** This server's own DATA_DIR (mail and SMS files, keys). */
  dataDir: string;
  graphql<T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>, headers?: Record<string, string>): Promise<GraphQLResponse<T>>;
  close(): Promise<void>;
}

/** The real server, in-process, on a free port, against this test file's own database and data dir. */
export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const database = await createTestDatabase();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "skycharter-data-"));
  const port = await freePort();
  const config = loadConfig({
    NODE_ENV: "test",
    HOST: "127.0.0.1",
    PORT: String(port),
    SITE_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: "error",
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    ...env,
  });
  const log = createLogger(config);
  const db = await connectDatabase(database.url, 4);
  const server = await startHttpServer(config, log, db, { databaseUrl: database.url });
  const url = `http://127.0.0.1:${server.port}`;
  return {
    url,
    config,
    db,
    dataDir,
    async graphql(query, variables, headers = {}) {
      const response = await fetch(`${url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify({ query, variables }),
      });
      return response.json();
    },
    async close() {
      await server.close();
      await db.destroy();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

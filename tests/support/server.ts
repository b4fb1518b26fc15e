import type { DataSource } from "typeorm";
import { loadConfig, type Config } from "../../server/src/config.js";
import { connectDatabase } from "../../server/src/db/data-source.js";
import { createLogger } from "../../server/src/logger.js";
import { startHttpServer } from "../../server/src/server.js";
import { createTestDatabase } from "./database.js";

export interface GraphQLResponse<T = Record<string, unknown>> {
  data?: T | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

export interface TestServer {
  url: string;
  config: Config;
  db: DataSource;
  graphql<T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>, headers?: Record<string, string>): Promise<GraphQLResponse<T>>;
  close(): Promise<void>;
}

/** The real server, in-process, on a free port, against this test file's own database. */
export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const database = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: "test", HOST: "127.0.0.1", PORT: "0", LOG_LEVEL: "error", DATABASE_URL: database.url, ...env });
  const log = createLogger(config);
  const db = await connectDatabase(database.url, 4);
  const server = await startHttpServer(config, log, db);
  return {
    url: server.url,
    config,
    db,
    async graphql(query, variables, headers = {}) {
      const response = await fetch(`${server.url}/graphql`, {
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
    },
  };
}

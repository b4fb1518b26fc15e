import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { DocumentTypeDecoration } from "@graphql-typed-document-node/core";
import type { DataSource } from "typeorm";
import { loadConfig, type Config } from "../../server/src/config.js";
import { connectDatabase } from "../../server/src/db/data-source.js";
import { createLogger } from "../../server/src/logger.js";
import { startHttpServer } from "../../server/src/server.js";
import { createTestDatabase } from "./database.js";
import { freePort } from "./ports.js";

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
  /** A document from graphql(`…`) in tests/api/__generated__: its result and variables are typed. */
  graphql<TResult, TVariables>(
    document: DocumentTypeDecoration<TResult, TVariables>,
    variables?: TVariables,
    headers?: Record<string, string>,
  ): Promise<GraphQLResponse<TResult>>;
  /**
   * Raw text, for what codegen would refuse: invalid queries, probes of the parser and limits. `T`
   * only for a result typed elsewhere (graphql's IntrospectionQuery); operations of our schema are documents.
   */
  graphql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<GraphQLResponse<T>>;
  close(): Promise<void>;
}

/** An address from the documentation ranges (RFC 5737), never a real client. */
function randomClientIp(): string {
  const network = Math.random() < 0.5 ? "198.51.100" : "203.0.113";
  return `${network}.${Math.floor(Math.random() * 254) + 1}`;
}

/** The real server, in-process, on a free port, against this test file's own database and data dir. */
export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const database = await createTestDatabase();
  return startOn(database.url, env, () => database.drop());
}

/** Another server copy on `primary`'s database, as a deployment runs several; closing it leaves the database be. */
export function startTestServerCopy(primary: TestServer, env: Record<string, string> = {}): Promise<TestServer> {
  return startOn(primary.config.databaseUrl!, env, async () => undefined);
}

/** A server on an existing database URL (another role, say); closing it leaves the database be. */
export function startTestServerAt(databaseUrl: string, env: Record<string, string> = {}): Promise<TestServer> {
  return startOn(databaseUrl, env, async () => undefined);
}

async function startOn(
  databaseUrl: string,
  env: Record<string, string>,
  dropDatabase: () => Promise<unknown>,
): Promise<TestServer> {
  const database = { url: databaseUrl, drop: dropDatabase };
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
    async graphql(
      query: DocumentTypeDecoration<unknown, unknown> | string,
      variables?: unknown,
      headers: Record<string, string> = {},
    ) {
      const response = await fetch(`${url}/graphql`, {
        method: "POST",
        // Each call looks like its own client (TRUST_PROXY trusts loopback), so per-IP rate limits
        // only bite in the tests about them, which pass their own X-Forwarded-For.
        headers: { "content-type": "application/json", "x-forwarded-for": randomClientIp(), ...headers },
        body: JSON.stringify({ query: String(query), variables }),
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

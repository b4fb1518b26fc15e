import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../server/src/config.js";
import { connectDatabase } from "../../server/src/db/data-source.js";
import { createLogger } from "../../server/src/logger.js";
import { startHttpServer, type RunningServer } from "../../server/src/server.js";
import type { DataSource } from "typeorm";
import { createTestDatabase, type TestDatabase } from "../support/database.js";
import { startTcpProxy, type TcpProxy } from "../support/tcp-proxy.js";

// The database disappears under a running server: it must say so on /readyz, answer GraphQL
// with SERVICE_UNAVAILABLE (a coded error that tells the caller to retry), and come back by itself when the database does, without a restart.
describe("database outage", () => {
  let database: TestDatabase;
  let proxy: TcpProxy;
  let db: DataSource;
  let server: RunningServer;

  beforeAll(async () => {
    database = await createTestDatabase();
    const target = new URL(database.url);
    proxy = await startTcpProxy(target.hostname, Number(target.port));
    const viaProxy = new URL(database.url);
    viaProxy.port = String(proxy.port);
    const config = loadConfig({
      NODE_ENV: "test",
      HOST: "127.0.0.1",
      PORT: "0",
      LOG_LEVEL: "silent",
      DATABASE_URL: viaProxy.toString(),
    });
    db = await connectDatabase(viaProxy.toString(), 2);
    server = await startHttpServer(config, createLogger(config), db);
  });
  afterAll(async () => {
    await server?.close();
    await db?.destroy();
    await proxy?.close();
    await database?.drop();
  });

  const ready = async () => (await fetch(`${server.url}/readyz`)).status;
  const offers = async () =>
    (await fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "{ featuredOffers { id } }" }),
    }).then((r) => r.json())) as { data?: unknown; errors?: { message: string; extensions: { code: string } }[] };

  it("reports 503 while the database is unreachable and recovers when it returns", async () => {
    expect(await ready()).toBe(200);
    await proxy.cut();
    expect(await ready()).toBe(503);
    const failed = await offers();
    expect(failed.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/^The service is briefly unavailable: try again/),
      extensions: { code: "SERVICE_UNAVAILABLE" },
    });

    await proxy.restore();
    await expect.poll(ready, { timeout: 10_000, interval: 100 }).toBe(200);
    expect((await offers()).data).toEqual({ featuredOffers: [] });
  });
});

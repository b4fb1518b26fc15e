import { Client } from "pg";
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

  const page = async (path: string) => {
    const response = await fetch(`${server.url}${path}`);
    return { status: response.status, html: await response.text(), response };
  };
  // Straight to the database, not through the proxy the server uses.
  const addOffer = async (from: string) => {
    const client = new Client({ connectionString: database.url });
    await client.connect();
    try {
      await client.query(
        `INSERT INTO flight_offer (from_place, from_iata, to_place, to_iata, category, discount_percent, price_usd_cents)
         VALUES ($1, NULL, 'Nice', NULL, 'light', 10, 1500000)`,
        [from],
      );
    } finally {
      await client.end();
    }
  };

  it("keeps public pages and the catalogue up from their last good copy, answers a page never rendered with 503, and refreshes once the database is back", async () => {
    await addOffer("Outage Town");
    // The catalogue's change announcement reaches this copy a moment after the commit.
    await expect.poll(async () => (await page("/?lang=es")).html, { timeout: 10_000 }).toContain("Outage Town");
    const home = await page("/?lang=es");
    expect(home.status).toBe(200);
    const before = await offers();
    expect(before.data).toMatchObject({ featuredOffers: [expect.anything()] });

    await proxy.cut();
    await expect.poll(ready, { timeout: 10_000, interval: 100 }).toBe(503);
    // Rendered before the cut: the whole page, from its last good copy.
    const kept = await page("/?lang=es");
    expect(kept.status).toBe(200);
    expect(kept.html).toContain("Outage Town");
    expect(kept.html).toContain('<div id="root" data-prerendered="">');
    expect(await offers()).toEqual(before);
    // Never rendered: a short page in the visitor's language that says to try again, not an empty app shell.
    const never = await page("/fleet?lang=ar");
    expect(never.status).toBe(503);
    expect(never.response.headers.get("retry-after")).toBe("5");
    expect(never.html).toMatch(/<html lang="ar" dir="rtl">/);
    expect(never.html).toContain("إعادة المحاولة");
    expect(never.html).not.toContain('id="root"');

    await proxy.restore();
    await expect.poll(ready, { timeout: 10_000, interval: 100 }).toBe(200);
    await expect.poll(async () => (await page("/fleet?lang=ar")).status, { timeout: 10_000 }).toBe(200);
    // Changes made after the outage show again: the cache follows the catalogue as before.
    await addOffer("Recovery City");
    await expect.poll(async () => (await page("/?lang=es")).html, { timeout: 10_000 }).toContain("Recovery City");
  });
});

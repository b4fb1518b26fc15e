import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoData } from "../../server/src/db/seed/index.js";
import { createLogger } from "../../server/src/logger.js";
import { startTestServer, type TestServer } from "../support/server.js";
import { graphql } from "./__generated__/index.js";

const QUERY = graphql(`
  query Offers_Featured {
    featuredOffers {
      id
      from
      to
      category
      discountPercent
      priceUsd
      originalPriceUsd
      fromIata
      toIata
      validUntil
    }
  }
`);

describe("featuredOffers", () => {
  let server: TestServer;
  const log = createLogger({ logLevel: "silent" });

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it("is empty before the seed and lists the spec's six offers after it, in order", async () => {
    expect((await server.graphql(QUERY)).data?.featuredOffers).toEqual([]);
    await seedDemoData(server.db, log);
    // The server's catalogue cache is dropped when PostgreSQL delivers the tables' NOTIFY (milliseconds).
    await expect
      .poll(async () => (await server.graphql(QUERY)).data?.featuredOffers.length, { timeout: 2_000, interval: 20 })
      .toBe(6);
    const { data, errors } = await server.graphql(QUERY);
    expect(errors).toBeUndefined();
    expect(
      data!.featuredOffers.map(({ from, to, category, discountPercent, priceUsd, originalPriceUsd }) => [
        from,
        to,
        category,
        discountPercent,
        priceUsd,
        originalPriceUsd,
      ]),
    ).toEqual([
      ["London Heathrow", "Paris", "LIGHT", 25, 4500, 6000],
      ["Lagos", "London", "MIDSIZE", 20, 18000, 22500],
      ["New York", "Beijing", "ULTRA", 30, 65000, 92857],
      ["Dubai", "Singapore", "LARGE", 15, 42000, 49412],
      ["Los Angeles", "Tokyo", "ULTRA", 20, 55000, 68750],
      ["Miami", "Sao Paulo", "MIDSIZE", 25, 28000, 37333],
    ]);
  });

  it("seeds idempotently, and a once-only seed leaves staff deletions alone", async () => {
    await seedDemoData(server.db, log);
    expect((await server.db.query(`SELECT count(*)::int AS n FROM flight_offer`))[0].n).toBe(6);
    await server.db.query(`DELETE FROM flight_offer WHERE from_place = 'Lagos'`);
    await seedDemoData(server.db, log, { onlyOnce: true });
    expect((await server.db.query(`SELECT count(*)::int AS n FROM flight_offer`))[0].n).toBe(5);
  });

  it("hides offers that have expired or are not featured", async () => {
    await server.db.query(
      `UPDATE flight_offer SET valid_until = now() - interval '1 minute' WHERE from_place = 'Dubai'`,
    );
    await server.db.query(`UPDATE flight_offer SET featured = false WHERE from_place = 'Miami'`);
    const shown = async () => (await server.graphql(QUERY)).data!.featuredOffers.map((o) => o.from);
    await expect.poll(shown, { timeout: 2_000, interval: 20 }).toEqual(["London Heathrow", "New York", "Los Angeles"]);
  });
});

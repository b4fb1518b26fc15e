import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countQueries, ok, signUp, type TestUser } from "../support/charter.js";
import { holdClock } from "../support/clock.js";
import { startTestServer, startTestServerCopy, type TestServer } from "../support/server.js";
import { graphql } from "./__generated__/index.js";
import type { FlightOfferInput } from "./__generated__/graphql.js";

// The public catalogue is cached by each server copy (modules/catalogue/catalogue-cache.ts) and
// dropped on every copy when its tables change: two copies on one database, as deployed.

const PUBLIC = graphql(`
  query CatalogueCache_Public {
    featuredOffers {
      id
      from
      priceUsd
      validUntil
    }
    programs {
      code
      fromPriceUsd
      mostPopular
    }
    aircraftCategories {
      category
      hourlyRateUsd
    }
  }
`);
const UPSERT = graphql(`
  mutation CatalogueCache_Upsert($input: FlightOfferInput!) {
    upsertFlightOffer(input: $input) {
      id
    }
  }
`);
const PRICING = graphql(`
  mutation CatalogueCache_Pricing($input: PricingInput!) {
    updatePricing(input: $input) {
      updatedAt
    }
  }
`);

const offer = (from: string, overrides: Partial<FlightOfferInput> = {}): FlightOfferInput => ({
  from,
  to: "Geneva",
  category: "LIGHT",
  discountPercent: 10,
  priceUsd: 5_000,
  featured: true,
  sortOrder: 0,
  validUntil: null,
  ...overrides,
});

/** What a copy shows now; polled briefly where a change travels between copies (a NOTIFY: milliseconds). */
const read = async (server: TestServer) => ok(await server.graphql(PUBLIC));
const soon = { timeout: 2_000, interval: 20 };

describe("public catalogue cache across server copies", () => {
  let a: TestServer;
  let b: TestServer;
  let admin: TestUser;

  beforeAll(async () => {
    a = await startTestServer({ MAILER_AUTOCONFIRM: "true" });
    b = await startTestServerCopy(a, { MAILER_AUTOCONFIRM: "true" });
    admin = await signUp(a, "admin");
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it("answers repeated reads from memory, without SQL", async () => {
    await read(b);
    const { statements } = await countQueries(b, () => read(b));
    expect(statements).toEqual([]);
  });

  it("shows a staff edit made on copy A on copy B at once, and on A itself straight after the mutation", async () => {
    const before = await read(b);
    const light = before.aircraftCategories.find((c) => c.category === "LIGHT")!.hourlyRateUsd;

    const created = ok(await a.graphql(UPSERT, { input: offer("Cache Test Field") }, admin.headers)).upsertFlightOffer;
    ok(
      await a.graphql(
        PRICING,
        {
          input: {
            categories: [{ category: "LIGHT", hourlyRateUsd: light + 100 }],
            programs: [{ code: "MEMBERSHIP", fromPriceUsd: 123_400 }],
          },
        },
        admin.headers,
      ),
    );

    // The copy that made the edit drops its cache when the transaction commits.
    const onA = await read(a);
    expect(onA.featuredOffers.map((o) => o.id)).toContain(created.id);
    expect(onA.aircraftCategories.find((c) => c.category === "LIGHT")!.hourlyRateUsd).toBe(light + 100);
    // The other copy hears of it from PostgreSQL.
    await expect.poll(async () => (await read(b)).featuredOffers.map((o) => o.id), soon).toContain(created.id);
    const onB = await read(b);
    expect(onB.aircraftCategories.find((c) => c.category === "LIGHT")!.hourlyRateUsd).toBe(light + 100);
    expect(onB.programs.find((p) => p.code === "MEMBERSHIP")!.fromPriceUsd).toBe(123_400);
  });

  it("drops the cache on a change made in plain SQL too (seed, CLI, an operator)", async () => {
    await read(a);
    await read(b);
    await a.db.query(`UPDATE program SET from_price_usd_cents = 9990000 WHERE code = 'MEMBERSHIP'`);
    for (const server of [a, b]) {
      await expect
        .poll(async () => (await read(server)).programs.find((p) => p.code === "MEMBERSHIP")!.fromPriceUsd, soon)
        .toBe(99_900);
    }
  });

  it("stops showing an offer once it expires, with nothing edited in between", async () => {
    const clock = holdClock();
    const validUntil = new Date(Date.now() + 1_500);
    const created = ok(
      await a.graphql(
        UPSERT,
        { input: offer("Cache Test Expiry", { validUntil: validUntil.toISOString() }) },
        admin.headers,
      ),
    ).upsertFlightOffer;
    await expect.poll(async () => (await read(b)).featuredOffers.map((o) => o.id), soon).toContain(created.id);
    expect((await read(a)).featuredOffers.map((o) => o.id)).toContain(created.id);

    clock.advance(1_500);
    // Read from the cache (no SQL), and without the expired offer.
    const { statements } = await countQueries(b, async () => {
      expect((await read(b)).featuredOffers.map((o) => o.id)).not.toContain(created.id);
    });
    expect(statements).toEqual([]);
    expect((await read(a)).featuredOffers.map((o) => o.id)).not.toContain(created.id);
  });
});

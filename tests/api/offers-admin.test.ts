import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorCode, ok, problemFields, signUp, type TestUser } from "../support/charter.js";
import { startTestServer, type TestServer } from "../support/server.js";
import { graphql } from "./__generated__/index.js";
import type { FlightOfferInput } from "./__generated__/graphql.js";

const UPSERT = graphql(`
  mutation OffersAdmin_Upsert($input: FlightOfferInput!) {
    upsertFlightOffer(input: $input) {
      id
      from
      to
      fromIata
      toIata
      category
      discountPercent
      priceUsd
      originalPriceUsd
      featured
      sortOrder
      validUntil
    }
  }
`);
const FEATURED = graphql(`
  query OffersAdmin_Featured {
    featuredOffers {
      id
      from
      sortOrder
    }
  }
`);

describe("upsertFlightOffer (admin)", () => {
  let server: TestServer;
  let admin: TestUser;
  const input = (overrides: Partial<FlightOfferInput> = {}): FlightOfferInput => ({
    from: `Farnborough ${randomUUID().slice(0, 6)}`,
    to: "Geneva",
    fromIata: "fab",
    toIata: "GVA",
    category: "LIGHT",
    discountPercent: 25,
    priceUsd: 4_500,
    featured: true,
    sortOrder: -100,
    validUntil: null,
    ...overrides,
  });

  beforeAll(async () => {
    server = await startTestServer({ MAILER_AUTOCONFIRM: "true" });
    admin = await signUp(server, "admin");
  });
  afterAll(() => server?.close());

  it("creates and updates offers, shown on the home page in order, with audit rows", async () => {
    const fields = input();
    const created = ok(await server.graphql(UPSERT, { input: fields }, admin.headers)).upsertFlightOffer;
    expect(created).toMatchObject({
      from: fields.from,
      fromIata: "FAB",
      priceUsd: 4_500,
      originalPriceUsd: 6_000,
      featured: true,
      sortOrder: -100,
    });
    expect(ok(await server.graphql(FEATURED)).featuredOffers[0]!.id).toBe(created.id);

    const updated = ok(
      await server.graphql(
        UPSERT,
        { input: { ...fields, id: created.id, priceUsd: 5_000, featured: false } },
        admin.headers,
      ),
    ).upsertFlightOffer;
    expect(updated).toMatchObject({ id: created.id, priceUsd: 5_000, featured: false });
    expect(ok(await server.graphql(FEATURED)).featuredOffers.some((o) => o.id === created.id)).toBe(false);

    const audit = (await server.db.query(
      `SELECT actor_user_id, action, before, after FROM audit_log WHERE entity = 'flight_offer' AND entity_id = $1 ORDER BY id`,
      [created.id],
    )) as {
      actor_user_id: string;
      action: string;
      before: Record<string, unknown> | null;
      after: Record<string, unknown>;
    }[];
    expect(audit.map((a) => a.action)).toEqual(["offer.create", "offer.update"]);
    expect(audit[0]).toMatchObject({
      actor_user_id: admin.userId,
      before: null,
      after: { from: fields.from, priceUsdCents: 450_000 },
    });
    expect(audit[1]).toMatchObject({
      before: { priceUsdCents: 450_000, featured: true },
      after: { priceUsdCents: 500_000, featured: false },
    });

    // Same route and category twice: CONFLICT. Unknown id: NOT_FOUND.
    expect(errorCode(await server.graphql(UPSERT, { input: { ...fields, sortOrder: 3 } }, admin.headers))).toBe(
      "CONFLICT",
    );
    expect(errorCode(await server.graphql(UPSERT, { input: input({ id: randomUUID() }) }, admin.headers))).toBe(
      "NOT_FOUND",
    );
  });

  it("validates with field names", async () => {
    const bad = await server.graphql(
      UPSERT,
      { input: input({ from: " ", to: "x".repeat(121), fromIata: "LHRX", discountPercent: 96, priceUsd: 0 }) },
      admin.headers,
    );
    expect(problemFields(bad)).toEqual([
      "input.from",
      "input.to",
      "input.fromIata",
      "input.discountPercent",
      "input.priceUsd",
    ]);
    expect(
      problemFields(
        await server.graphql(UPSERT, { input: input({ discountPercent: -1, priceUsd: -5 }) }, admin.headers),
      ),
    ).toEqual(["input.discountPercent", "input.priceUsd"]);
  });

  it("is for admins only", async () => {
    expect(errorCode(await server.graphql(UPSERT, { input: input() }))).toBe("UNAUTHENTICATED");
    for (const role of ["customer", "staff"] as const) {
      expect(errorCode(await server.graphql(UPSERT, { input: input() }, (await signUp(server, role)).headers))).toBe(
        "FORBIDDEN",
      );
    }
  });
});

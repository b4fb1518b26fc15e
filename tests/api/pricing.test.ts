import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authClient, uniqueEmail } from "../support/auth-client.js";
import { startTestServer, type TestServer } from "../support/server.js";
import { graphql } from "./__generated__/index.js";

const PRICING = graphql(`
  query Pricing_Settings {
    pricing {
      routingFactorPercent
      taxiMinutes
      rangePercent
      fuelStopRangePercent
      updatedAt
      categories {
        category
        hourlyRateUsd
        seats
        dailyMinimumHours
      }
      programs {
        code
        fromPriceUsd
        mostPopular
      }
    }
  }
`);
const UPDATE = graphql(`
  mutation Pricing_Update($input: PricingInput!) {
    updatePricing(input: $input) {
      taxiMinutes
      categories {
        category
        hourlyRateUsd
        seats
        dailyMinimumHours
        exampleAircraft
      }
      programs {
        code
        fromPriceUsd
        mostPopular
      }
    }
  }
`);
const PUBLIC = graphql(`
  query Pricing_Public {
    aircraftCategories {
      hourlyRateUsd
    }
    programs {
      fromPriceUsd
    }
  }
`);

describe("pricing settings", () => {
  let server: TestServer;
  const auth: Record<"customer" | "staff" | "admin", { authorization: string; userId: string }> = {} as never;

  /** A signed-up user with `role` set in the database (roles are read per request). */
  async function userWithRole(role: "customer" | "staff" | "admin") {
    const email = uniqueEmail(role);
    const { data, error } = await authClient(server.url).signUp({ email, password: "Jet-set-2026" });
    if (error) throw error;
    await server.db.query(`UPDATE auth_user SET role = $1 WHERE email = $2`, [role, email]);
    return { authorization: `Bearer ${data.session!.access_token}`, userId: data.user!.id };
  }

  beforeAll(async () => {
    server = await startTestServer({ MAILER_AUTOCONFIRM: "true" });
    for (const role of ["customer", "staff", "admin"] as const) auth[role] = await userWithRole(role);
  });
  afterAll(() => server?.close());

  it("`pricing` is refused to visitors and customers and shown to staff", async () => {
    expect((await server.graphql(PRICING)).errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    expect(
      (await server.graphql(PRICING, {}, { authorization: auth.customer.authorization })).errors?.[0]?.extensions?.code,
    ).toBe("FORBIDDEN");
    const { data, errors } = await server.graphql(PRICING, {}, { authorization: auth.staff.authorization });
    expect(errors).toBeUndefined();
    expect(data!.pricing).toMatchObject({
      routingFactorPercent: 107,
      taxiMinutes: 12,
      rangePercent: 15,
      fuelStopRangePercent: 85,
    });
    expect(data!.pricing.categories.map((c) => c.hourlyRateUsd)).toEqual([8300, 11150, 15200, 19150]);
  });

  it("`updatePricing` is for admins only", async () => {
    const input = { taxiMinutes: 15 };
    expect((await server.graphql(UPDATE, { input })).errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    expect(
      (await server.graphql(UPDATE, { input }, { authorization: auth.customer.authorization })).errors?.[0]?.extensions
        ?.code,
    ).toBe("FORBIDDEN");
    expect(
      (await server.graphql(UPDATE, { input }, { authorization: auth.staff.authorization })).errors?.[0]?.extensions
        ?.code,
    ).toBe("FORBIDDEN");
    const [{ n }] = await server.db.query(`SELECT count(*)::int AS n FROM audit_log`);
    expect(n).toBe(0);
  });

  it("an admin changes figures; only what was sent changes, and each changed entity is audited", async () => {
    const { data, errors } = await server.graphql(
      UPDATE,
      {
        input: {
          taxiMinutes: 10,
          categories: [{ category: "LIGHT", hourlyRateUsd: 8_600, dailyMinimumHours: 1.25 }],
          programs: [
            { code: "MEMBERSHIP", fromPriceUsd: 150_000 },
            { code: "ON_DEMAND", mostPopular: true },
          ],
        },
      },
      { authorization: auth.admin.authorization },
    );
    expect(errors).toBeUndefined();
    const settings = data!.updatePricing;
    expect(settings.taxiMinutes).toBe(10);
    expect(settings.categories[0]).toEqual({
      category: "LIGHT",
      hourlyRateUsd: 8600,
      seats: 8,
      dailyMinimumHours: 1.25,
      exampleAircraft: "Phenom 300",
    });
    expect(settings.categories[1]).toMatchObject({ category: "MIDSIZE", hourlyRateUsd: 11150 });
    expect(settings.programs).toEqual([
      { code: "ON_DEMAND", fromPriceUsd: 8300, mostPopular: true },
      { code: "MEMBERSHIP", fromPriceUsd: 150000, mostPopular: false },
      { code: "CORPORATE", fromPriceUsd: null, mostPopular: false },
    ]);

    const audit = await server.db.query(
      `SELECT actor_user_id, action, entity, entity_id, before, after FROM audit_log ORDER BY id`,
    );
    const actor = auth.admin.userId;
    expect(audit).toEqual([
      {
        actor_user_id: actor,
        action: "pricing.update",
        entity: "pricing_setting",
        entity_id: "default",
        before: { taxiMinutes: 12 },
        after: { taxiMinutes: 10 },
      },
      {
        actor_user_id: actor,
        action: "pricing.update",
        entity: "aircraft_category",
        entity_id: "light",
        before: { hourlyRateUsdCents: 830000, dailyMinimumMinutes: 60 },
        after: { hourlyRateUsdCents: 860000, dailyMinimumMinutes: 75 },
      },
      {
        actor_user_id: actor,
        action: "pricing.update",
        entity: "program",
        entity_id: "MEMBERSHIP",
        before: { fromPriceUsdCents: null },
        after: { fromPriceUsdCents: 15000000 },
      },
      {
        actor_user_id: actor,
        action: "pricing.update",
        entity: "program",
        entity_id: "MEMBERSHIP",
        before: { mostPopular: true },
        after: { mostPopular: false },
      },
      {
        actor_user_id: actor,
        action: "pricing.update",
        entity: "program",
        entity_id: "ON_DEMAND",
        before: { mostPopular: false },
        after: { mostPopular: true },
      },
    ]);

    // The public lists read the same rows.
    const { data: publicData } = await server.graphql(PUBLIC);
    expect(publicData!.aircraftCategories[0]!.hourlyRateUsd).toBe(8600);
    expect(publicData!.programs[1]!.fromPriceUsd).toBe(150000);
  });

  it("null removes a from-price; sending the same values again writes no audit row", async () => {
    const before = (await server.db.query(`SELECT count(*)::int AS n FROM audit_log`))[0].n as number;
    const { data } = await server.graphql(
      UPDATE,
      { input: { taxiMinutes: 10, programs: [{ code: "MEMBERSHIP", fromPriceUsd: null }] } },
      { authorization: auth.admin.authorization },
    );
    expect(data!.updatePricing.programs[1]).toMatchObject({ code: "MEMBERSHIP", fromPriceUsd: null });
    const rows = await server.db.query(`SELECT entity, entity_id, after FROM audit_log ORDER BY id OFFSET $1`, [
      before,
    ]);
    expect(rows).toEqual([{ entity: "program", entity_id: "MEMBERSHIP", after: { fromPriceUsdCents: null } }]);
  });

  it("bad figures are refused with BAD_USER_INPUT naming each field, and nothing changes", async () => {
    const { errors } = await server.graphql(
      UPDATE,
      {
        input: {
          taxiMinutes: 5,
          categories: [{ category: "MIDSIZE", hourlyRateUsd: 0, seats: 25 }],
          programs: [{ code: "CORPORATE", fromPriceUsd: 50_000 }],
          routingFactorPercent: 300,
        },
      },
      { authorization: auth.admin.authorization },
    );
    expect(errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect((errors![0]!.extensions!.fields as { field: string }[]).map((f) => f.field)).toEqual([
      "categories[0].seats",
      "categories[0].hourlyRateUsd",
      "programs[0].fromPriceUsd",
      "routingFactorPercent",
    ]);
    const { data } = await server.graphql(PRICING, {}, { authorization: auth.staff.authorization });
    expect(data!.pricing.taxiMinutes).toBe(10);
    expect(data!.pricing.categories[1]).toMatchObject({ hourlyRateUsd: 11150, seats: 10 });
  });
});

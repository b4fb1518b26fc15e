import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../support/server.js";
import { graphql } from "./__generated__/index.js";

const CATEGORIES = graphql(`
  query Catalogue_Categories {
    aircraftCategories {
      category
      exampleAircraft
      seats
      rangeNm
      cruiseKt
      hourlyRateUsd
      dailyMinimumHours
    }
  }
`);
const PROGRAMS = graphql(`
  query Catalogue_Programs {
    programs {
      code
      name
      summary
      priceUnit
      fromPriceUsd
      mostPopular
      features {
        key
        label
      }
    }
  }
`);

describe("programs and aircraftCategories (public)", () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it("lists the four categories with the domain notes' default figures, smallest first", async () => {
    const { data, errors } = await server.graphql(CATEGORIES);
    expect(errors).toBeUndefined();
    expect(data!.aircraftCategories).toEqual([
      {
        category: "LIGHT",
        exampleAircraft: "Phenom 300",
        seats: 8,
        rangeNm: 1970,
        cruiseKt: 450,
        hourlyRateUsd: 8300,
        dailyMinimumHours: 1,
      },
      {
        category: "MIDSIZE",
        exampleAircraft: "Citation XLS+ / Challenger 350",
        seats: 10,
        rangeNm: 2650,
        cruiseKt: 450,
        hourlyRateUsd: 11150,
        dailyMinimumHours: 1.5,
      },
      {
        category: "LARGE",
        exampleAircraft: "Challenger 650",
        seats: 12,
        rangeNm: 4000,
        cruiseKt: 470,
        hourlyRateUsd: 15200,
        dailyMinimumHours: 2,
      },
      {
        category: "ULTRA",
        exampleAircraft: "Global 7500 / G650ER",
        seats: 19,
        rangeNm: 7600,
        cruiseKt: 488,
        hourlyRateUsd: 19150,
        dailyMinimumHours: 2,
      },
    ]);
  });

  it("lists On-Demand, Membership and Corporate with the spec's features and price units", async () => {
    const { data, errors } = await server.graphql(PROGRAMS);
    expect(errors).toBeUndefined();
    const programs = data!.programs;
    expect(programs.map((p) => [p.code, p.name, p.priceUnit, p.fromPriceUsd, p.mostPopular])).toEqual([
      ["ON_DEMAND", "On-Demand", "HOUR", 8300, false],
      ["MEMBERSHIP", "Membership", "YEAR", null, true],
      ["CORPORATE", "Corporate", "CUSTOM", null, false],
    ]);
    expect(programs[1]!.features.map((f) => f.label)).toEqual([
      "Guaranteed 365-day availability",
      "Fixed hourly rates",
      "Priority scheduling",
      "Catering",
      "Dedicated account manager",
      "Tax benefits",
      "Empty-leg discounts",
      "Family access",
      "Rollover hours",
    ]);
    expect(programs[2]!.features.map((f) => f.key)).toEqual([
      "custom-pricing",
      "custom-agreements",
      "volume-discounts",
      "dedicated-fleet",
      "multi-user-booking",
      "expense-reporting",
      "safety-briefings",
      "priority-support",
    ]);
  });
});

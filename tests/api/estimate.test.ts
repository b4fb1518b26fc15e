import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Problem } from "../support/charter.js";
import { startTestServer, type TestServer } from "../support/server.js";
import { graphql } from "./__generated__/index.js";
import type { EstimateInput } from "./__generated__/graphql.js";

const ESTIMATE = graphql(`
  query Estimate_Charter($input: EstimateInput!) {
    estimateCharter(input: $input) {
      currency
      disclaimer
      options {
        category
        lowUsd
        highUsd
        flightMinutes
        billableHours
        fuelStop
        excludedReason
        legs {
          from
          to
          distanceNm
          flightMinutes
          fuelStop
        }
      }
    }
  }
`);

const nextYear = new Date().getUTCFullYear() + 1;
const day = (d: string, time = "09:30") => `${nextYear}-${d}T${time}`;

/** Wall-clock time `hoursFromNowUtc` after now, written without an offset (as a visitor would type it). */
const wallClock = (hoursFromNowUtc: number) =>
  new Date(Date.now() + hoursFromNowUtc * 3_600_000).toISOString().slice(0, 16);

const roundTrip = (returnDay: string): EstimateInput => ({
  tripType: "ROUND_TRIP",
  legs: [
    { from: "LHR", to: "LBG", departAt: day("03-01", "08:00") },
    { from: "LBG", to: "LHR", departAt: day(returnDay, "18:00") },
  ],
  passengers: 4,
  category: "LARGE",
});

describe("estimateCharter", () => {
  let server: TestServer;
  const estimate = (input: EstimateInput) => server.graphql(ESTIMATE, { input });
  const problems = async (input: EstimateInput): Promise<Problem[]> => {
    const { errors } = await estimate(input);
    expect(errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    return errors![0]!.extensions!.fields as Problem[];
  };

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it("prices LHR → LBG for every category, anonymously, smallest first (figures as in estimate.test.ts)", async () => {
    const { data, errors } = await estimate({
      legs: [{ from: "LHR", to: "LBG", departAt: day("03-01") }],
      passengers: 4,
    });
    expect(errors).toBeUndefined();
    const result = data!.estimateCharter;
    expect(result.currency).toBe("USD");
    expect(result.disclaimer).toMatch(/not a quote/i);
    expect(
      result.options.map(({ category, lowUsd, highUsd, flightMinutes, billableHours, fuelStop, excludedReason }) => [
        category,
        lowUsd,
        highUsd,
        flightMinutes,
        billableHours,
        fuelStop,
        excludedReason,
      ]),
    ).toEqual([
      ["LIGHT", 7_000, 9_600, 39, 1, false, null],
      ["MIDSIZE", 14_200, 19_300, 39, 1.5, false, null], // 1.5 h × $11,150 = $16,725
      ["LARGE", 25_800, 35_000, 38, 2, false, null],
      ["ULTRA", 32_500, 44_100, 37, 2, false, null], // 2.0 h × $19,150 = $38,300 → × 1.15 = $44,045 → $44,100
    ]);
    expect(result.options[0]!.legs).toEqual([
      { from: "LHR", to: "LBG", distanceNm: 187, flightMinutes: 39, fuelStop: false },
    ]);
  });

  it("takes ICAO codes in any case and answers with the airport's display code", async () => {
    const { data } = await estimate({
      legs: [{ from: "egll", to: " LFPB ", departAt: day("03-01") }],
      passengers: 2,
      category: "LIGHT",
    });
    expect(data!.estimateCharter.options).toHaveLength(1);
    expect(data!.estimateCharter.options[0]).toMatchObject({
      category: "LIGHT",
      lowUsd: 7_000,
      highUsd: 9_600,
      legs: [{ from: "LHR", to: "LBG" }],
    });
  });

  it("flags TEB → VNY as needing a fuel stop in a midsize jet", async () => {
    const { data } = await estimate({
      legs: [{ from: "KTEB", to: "KVNY", departAt: day("03-01") }],
      passengers: 6,
      category: "MIDSIZE",
    });
    expect(data!.estimateCharter.options[0]).toMatchObject({
      lowUsd: 49_900,
      highUsd: 67_600,
      flightMinutes: 316,
      billableHours: 5.27,
      fuelStop: true,
    });
  });

  it("bills a same-day round trip one daily minimum, and a next-day return two", async () => {
    expect((await estimate(roundTrip("03-01"))).data!.estimateCharter.options[0]).toMatchObject({
      billableHours: 2,
      lowUsd: 25_800,
      highUsd: 35_000,
    });
    expect((await estimate(roundTrip("03-02"))).data!.estimateCharter.options[0]).toMatchObject({
      billableHours: 4,
      lowUsd: 51_600,
      highUsd: 70_000,
    });
  });

  it("excludes categories with too few seats for 12 passengers", async () => {
    const { data } = await estimate({ legs: [{ from: "LHR", to: "LBG", departAt: day("03-01") }], passengers: 12 });
    expect(data!.estimateCharter.options.map((o) => [o.category, o.excludedReason, o.lowUsd === null])).toEqual([
      ["LIGHT", "TOO_FEW_SEATS", true],
      ["MIDSIZE", "TOO_FEW_SEATS", true],
      ["LARGE", null, false],
      ["ULTRA", null, false],
    ]);
  });

  it("names unknown airports, malformed codes and bad dates by their leg", async () => {
    expect(
      await problems({
        legs: [
          { from: "LHR", to: "LBG", departAt: day("03-01") },
          { from: "ZZZ", to: "London", departAt: day("02-30") },
        ],
        passengers: 4,
      }),
    ).toEqual([
      { field: "legs[1].from", message: 'Unknown airport code "ZZZ".' },
      { field: "legs[1].to", message: "Use an IATA (3-letter) or ICAO (4-letter) airport code." },
      { field: "legs[1].departAt", message: "Must be a local date and time like 2027-03-01T09:30." },
    ]);
    expect(await problems({ legs: [{ from: "LHR", to: "EGLL", departAt: day("03-01") }], passengers: 1 })).toEqual([
      { field: "legs[0].to", message: "Must differ from the departure airport." },
    ]);
    expect(
      await problems({ legs: [{ from: "LHR", to: "LBG", departAt: `${nextYear + 3}-03-01T09:30` }], passengers: 1 }),
    ).toEqual([{ field: "legs[0].departAt", message: "Must be within the next two years." }]);
  });

  it("judges 'in the past' by the clock at the departure airport", async () => {
    // Three hours after now in UTC is still ahead in Los Angeles (UTC−7/−8) but gone in Tokyo (UTC+9).
    const departAt = wallClock(3);
    expect((await estimate({ legs: [{ from: "LAX", to: "SFO", departAt }], passengers: 2 })).errors).toBeUndefined();
    expect(await problems({ legs: [{ from: "HND", to: "ITM", departAt }], passengers: 2 })).toEqual([
      { field: "legs[0].departAt", message: "Is in the past at the departure airport." },
    ]);
  });

  it("checks passengers, the number of legs and their order", async () => {
    const leg = { from: "LHR", to: "LBG", departAt: day("03-01") };
    expect((await problems({ legs: [leg], passengers: 0 })).map((p) => p.field)).toEqual(["passengers"]);
    expect((await problems({ legs: [leg], passengers: 20 })).map((p) => p.field)).toEqual(["passengers"]);
    expect(await problems({ legs: [], passengers: 2 })).toEqual([{ field: "legs", message: "Add at least one leg." }]);
    expect(await problems({ legs: Array.from({ length: 9 }, () => leg), passengers: 2 })).toEqual([
      { field: "legs", message: "At most 8 legs." },
    ]);
    expect(
      await problems({
        tripType: "ONE_WAY",
        legs: [leg, { from: "LBG", to: "LHR", departAt: day("03-02") }],
        passengers: 2,
      }),
    ).toEqual([{ field: "legs", message: "A one-way trip has exactly one leg." }]);
    expect(await problems({ tripType: "MULTI_CITY", legs: [leg], passengers: 2 })).toEqual([
      { field: "legs", message: "A multi-city trip has at least two legs." },
    ]);
    expect(
      await problems({
        tripType: "ROUND_TRIP",
        legs: [leg, { from: "LBG", to: "NCE", departAt: day("03-02") }],
        passengers: 2,
      }),
    ).toEqual([
      {
        field: "legs[1]",
        message: "A round trip's second leg flies back: from the first leg's arrival to its departure.",
      },
    ]);
    expect(
      await problems({
        legs: [
          { ...leg, departAt: day("03-02") },
          { from: "LBG", to: "LHR", departAt: day("03-01") },
        ],
        passengers: 2,
      }),
    ).toEqual([{ field: "legs[1].departAt", message: "Must not be before the previous leg's departure." }]);
  });
});

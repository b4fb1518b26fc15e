import { describe, expect, it } from "vitest";
import { AircraftCategory } from "../aircraft/index.js";
import { ProgramCode } from "../programs/index.js";
import type { PricingChanges } from "./pricing-settings.js";
import { validatePricingInput } from "./pricing.validation.js";

const fields = (input: PricingChanges) => validatePricingInput(input).map((p) => p.field);

describe("validatePricingInput", () => {
  it("accepts sensible figures and an empty change", () => {
    expect(fields({})).toEqual([]);
    expect(
      fields({
        categories: [
          {
            category: AircraftCategory.LIGHT,
            hourlyRateUsd: 8_500,
            dailyMinimumHours: 1.25,
            seats: 7,
            exampleAircraft: "Citation CJ4",
          },
        ],
        programs: [
          { code: ProgramCode.MEMBERSHIP, fromPriceUsd: 150_000, mostPopular: true },
          { code: ProgramCode.ON_DEMAND, fromPriceUsd: null },
        ],
        routingFactorPercent: 105,
        taxiMinutes: 10,
      }),
    ).toEqual([]);
  });

  it("names each faulty field by its place in the input", () => {
    expect(
      fields({
        categories: [
          { category: AircraftCategory.LIGHT, hourlyRateUsd: 0 },
          { category: AircraftCategory.ULTRA, seats: 20, dailyMinimumHours: 1.1, cruiseKt: 450.5, exampleAircraft: "" },
          { category: AircraftCategory.LIGHT },
        ],
        programs: [
          { code: ProgramCode.CORPORATE, fromPriceUsd: 1000 },
          { code: ProgramCode.MEMBERSHIP, fromPriceUsd: -5 },
        ],
        rangePercent: 80,
      }),
    ).toEqual([
      "categories[0].hourlyRateUsd",
      "categories[1].exampleAircraft",
      "categories[1].seats",
      "categories[1].cruiseKt",
      "categories[1].dailyMinimumHours",
      "categories[2].category",
      "programs[0].fromPriceUsd",
      "programs[1].fromPriceUsd",
      "rangePercent",
    ]);
  });

  it("refuses null where null would mean nothing", () => {
    const input = {
      taxiMinutes: null,
      categories: [{ category: AircraftCategory.LARGE, seats: null }],
    } as unknown as PricingChanges;
    expect(fields(input)).toEqual(["categories[0].seats", "taxiMinutes"]);
  });
});

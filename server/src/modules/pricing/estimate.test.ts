import { describe, expect, it } from "vitest";
import { AircraftCategory } from "../aircraft/index.js";
import {
  billableMinutes,
  DEFAULT_RULES,
  estimateCategory,
  estimateTrip,
  greatCircleNm,
  legFlightMinutes,
  priceRangeUsd,
  type CategoryFigures,
  type EstimateLegPlan,
} from "./estimate.js";

// Coordinates as the bundled dataset (airport-data-js 3.1.0) has them.
const LHR = { code: "LHR", latitude: 51.469603, longitude: -0.453566 };
const LBG = { code: "LBG", latitude: 48.964426, longitude: 2.441525 };
const TEB = { code: "TEB", latitude: 40.849722, longitude: -74.062222 };
const VNY = { code: "VNY", latitude: 34.21016, longitude: -118.490169 };

// The migration's defaults (charter-domain.md; midsize at the middle of its ranges, 10 seats).
const LIGHT: CategoryFigures = {
  category: AircraftCategory.LIGHT,
  seats: 8,
  rangeNm: 1970,
  cruiseKt: 450,
  hourlyRateUsdCents: 830_000,
  dailyMinimumMinutes: 60,
};
const MIDSIZE: CategoryFigures = {
  category: AircraftCategory.MIDSIZE,
  seats: 10,
  rangeNm: 2650,
  cruiseKt: 450,
  hourlyRateUsdCents: 1_115_000,
  dailyMinimumMinutes: 90,
};
const LARGE: CategoryFigures = {
  category: AircraftCategory.LARGE,
  seats: 12,
  rangeNm: 4000,
  cruiseKt: 470,
  hourlyRateUsdCents: 1_520_000,
  dailyMinimumMinutes: 120,
};
const ULTRA: CategoryFigures = {
  category: AircraftCategory.ULTRA,
  seats: 19,
  rangeNm: 7600,
  cruiseKt: 488,
  hourlyRateUsdCents: 1_915_000,
  dailyMinimumMinutes: 120,
};
const ALL = [LIGHT, MIDSIZE, LARGE, ULTRA];

const leg = (from: typeof LHR, to: typeof LHR, departDate: string): EstimateLegPlan => ({ from, to, departDate });

describe("greatCircleNm (haversine, R = 3440.065 nm)", () => {
  it("LHR → LBG is 187.04 nm", () => {
    // dLat = 48.964426 − 51.469603 = −2.505177°, dLon = 2.441525 − (−0.453566) = 2.895091°
    // h = sin²(dLat/2) + cos(51.469603°)·cos(48.964426°)·sin²(dLon/2)
    //   = 0.000477862 + 0.408970501 × 0.000638156 = 0.000738849
    // d = 2 × 3440.065 × asin(√h) = 2 × 3440.065 × 0.027185122 = 187.037 nm
    expect(greatCircleNm(LHR, LBG)).toBeCloseTo(187.037, 2);
  });

  it("TEB → VNY is 2,129.35 nm, and the same both ways", () => {
    // dLat = −6.639562°, dLon = −44.427947°
    // h = 0.003353417 + 0.625551272 × 0.142934339 = 0.092766175
    // d = 2 × 3440.065 × asin(√h) = 2 × 3440.065 × 0.309492618 = 2,129.349 nm
    expect(greatCircleNm(TEB, VNY)).toBeCloseTo(2129.349, 2);
    expect(greatCircleNm(VNY, TEB)).toBeCloseTo(greatCircleNm(TEB, VNY), 9);
  });

  it("is zero from a place to itself", () => {
    expect(greatCircleNm(LHR, LHR)).toBe(0);
  });
});

describe("legFlightMinutes and billing helpers", () => {
  it("is distance × 1.07 ÷ cruise + 12 min taxi, to the minute", () => {
    // 187.037 × 1.07 = 200.130 nm; ÷ 450 kt × 60 = 26.684 min; + 12 = 38.684 → 39
    expect(legFlightMinutes(187.037, 450, DEFAULT_RULES)).toBe(39);
    // 200.130 ÷ 470 × 60 = 25.549; + 12 = 37.549 → 38
    expect(legFlightMinutes(187.037, 470, DEFAULT_RULES)).toBe(38);
  });

  it("bills each flying day at least the minimum, days apart", () => {
    expect(
      billableMinutes(
        [
          { departDate: "2027-03-01", flightMinutes: 38 },
          { departDate: "2027-03-01", flightMinutes: 38 },
        ],
        120,
      ),
    ).toBe(120);
    expect(
      billableMinutes(
        [
          { departDate: "2027-03-01", flightMinutes: 38 },
          { departDate: "2027-03-02", flightMinutes: 38 },
        ],
        120,
      ),
    ).toBe(240);
    expect(billableMinutes([{ departDate: "2027-03-01", flightMinutes: 316 }], 90)).toBe(316);
  });

  it("widens the price by ±15% and rounds outwards to $100", () => {
    // 60 min × $8,300/h = $8,300; × 0.85 = $7,055 → $7,000; × 1.15 = $9,545 → $9,600
    expect(priceRangeUsd(60, 830_000, 15)).toEqual({ lowUsd: 7_000, highUsd: 9_600 });
    // exact hundreds stay: 60 min × $10,000 = $10,000 → $8,500 … $11,500
    expect(priceRangeUsd(60, 1_000_000, 15)).toEqual({ lowUsd: 8_500, highUsd: 11_500 });
  });
});

describe("estimateCategory", () => {
  it("LHR → LBG in a light jet: 39 min, billed the 1.0 h daily minimum", () => {
    // 39 min (above) < 60 min minimum → 1.0 h × $8,300 = $8,300 → $7,000 … $9,600
    expect(estimateCategory([leg(LHR, LBG, "2027-03-01")], 4, LIGHT, DEFAULT_RULES)).toEqual({
      category: AircraftCategory.LIGHT,
      lowUsd: 7_000,
      highUsd: 9_600,
      flightMinutes: 39,
      billableHours: 1,
      fuelStop: false,
      legs: [{ from: "LHR", to: "LBG", distanceNm: 187, flightMinutes: 39, fuelStop: false }],
      excludedReason: null,
    });
  });

  it("TEB → VNY in a midsize jet: 316 min, past 85% of its range so a fuel stop is flagged", () => {
    // routed 2,129.349 × 1.07 = 2,278.40 nm; ÷ 450 × 60 = 303.79 min; + 12 = 315.79 → 316 min
    // fuel stop: 2,278.40 > 85% × 2,650 = 2,252.5 → true
    // 316 min > 90 min minimum → 316/60 = 5.2667 h × $11,150 = $58,723.33
    // × 0.85 = $49,914.83 → $49,900;  × 1.15 = $67,531.83 → $67,600
    const result = estimateCategory([leg(TEB, VNY, "2027-03-01")], 6, MIDSIZE, DEFAULT_RULES);
    expect(result).toMatchObject({
      lowUsd: 49_900,
      highUsd: 67_600,
      flightMinutes: 316,
      billableHours: 5.27,
      fuelStop: true,
    });
    expect(result.legs).toEqual([{ from: "TEB", to: "VNY", distanceNm: 2129, flightMinutes: 316, fuelStop: true }]);
  });

  it("TEB → VNY in a large jet needs no fuel stop", () => {
    // 2,278.40 nm < 85% × 4,000 = 3,400 nm; 2,278.40 ÷ 470 × 60 = 290.86 + 12 = 302.86 → 303 min
    // 303/60 = 5.05 h × $15,200 = $76,760 → × 0.85 = $65,246 → $65,200; × 1.15 = $88,274 → $88,300
    expect(estimateCategory([leg(TEB, VNY, "2027-03-01")], 6, LARGE, DEFAULT_RULES)).toMatchObject({
      flightMinutes: 303,
      fuelStop: false,
      billableHours: 5.05,
      lowUsd: 65_200,
      highUsd: 88_300,
    });
  });

  it("a same-day round trip LHR ⇄ LBG in a large jet is billed one 2.0 h daily minimum", () => {
    // each leg 38 min (above) → 76 min that day < 120 min → 2.0 h × $15,200 = $30,400
    // × 0.85 = $25,840 → $25,800; × 1.15 = $34,960 → $35,000
    const sameDay = estimateCategory(
      [leg(LHR, LBG, "2027-03-01"), leg(LBG, LHR, "2027-03-01")],
      4,
      LARGE,
      DEFAULT_RULES,
    );
    expect(sameDay).toMatchObject({ flightMinutes: 76, billableHours: 2, lowUsd: 25_800, highUsd: 35_000 });
    expect(sameDay.legs.map((l) => l.flightMinutes)).toEqual([38, 38]);

    // back the next day: two flying days, each billed 2.0 h → 4.0 h × $15,200 = $60,800 → $51,600 … $70,000
    const nextDay = estimateCategory(
      [leg(LHR, LBG, "2027-03-01"), leg(LBG, LHR, "2027-03-02")],
      4,
      LARGE,
      DEFAULT_RULES,
    );
    expect(nextDay).toMatchObject({ flightMinutes: 76, billableHours: 4, lowUsd: 51_600, highUsd: 70_000 });
  });

  it("the same round trip in a midsize jet meets its 1.5 h minimum", () => {
    // 39 + 39 = 78 min < 90 → 1.5 h × $11,150 = $16,725 → × 0.85 = $14,216.25 → $14,200; × 1.15 = $19,233.75 → $19,300
    expect(
      estimateCategory([leg(LHR, LBG, "2027-03-01"), leg(LBG, LHR, "2027-03-01")], 4, MIDSIZE, DEFAULT_RULES),
    ).toMatchObject({
      flightMinutes: 78,
      billableHours: 1.5,
      lowUsd: 14_200,
      highUsd: 19_300,
    });
  });
});

describe("estimateTrip", () => {
  it("12 passengers exclude light (8 seats) and midsize (10), and price large and ultra", () => {
    const options = estimateTrip([leg(LHR, LBG, "2027-03-01")], 12, ALL, DEFAULT_RULES);
    expect(options.map((o) => [o.category, o.excludedReason, o.lowUsd])).toEqual([
      [AircraftCategory.LIGHT, "TOO_FEW_SEATS", null],
      [AircraftCategory.MIDSIZE, "TOO_FEW_SEATS", null],
      [AircraftCategory.LARGE, null, 25_800], // 38 min → 2.0 h minimum × $15,200 = $30,400 → $25,800
      // ultra: 200.130 ÷ 488 × 60 = 24.606 + 12 = 36.6 → 37 min → 2.0 h × $19,150 = $38,300 → × 0.85 = $32,555 → $32,500
      [AircraftCategory.ULTRA, null, 32_500],
    ]);
    // Excluded options still say how long the flight would be, but carry no price.
    expect(options[0]).toMatchObject({ flightMinutes: 39, billableHours: null, highUsd: null });
  });

  it("returns only the category asked for", () => {
    const options = estimateTrip([leg(TEB, VNY, "2027-03-01")], 2, ALL, DEFAULT_RULES, AircraftCategory.ULTRA);
    // 2,278.40 ÷ 488 × 60 = 280.13 + 12 = 292.13 → 292 min
    expect(options).toHaveLength(1);
    expect(options[0]).toMatchObject({ category: AircraftCategory.ULTRA, flightMinutes: 292, fuelStop: false });
  });

  it("follows changed rules", () => {
    // no routing stretch, no taxi: 187.037 ÷ 450 × 60 = 24.94 → 25 min
    const rules = { ...DEFAULT_RULES, routingFactorPercent: 100, taxiMinutes: 0 };
    expect(estimateTrip([leg(LHR, LBG, "2027-03-01")], 1, [LIGHT], rules)[0]!.flightMinutes).toBe(25);
  });
});

// The charter estimate, as pure functions (the method brokers use for an indicative price):
// per leg, great-circle distance × routing factor ÷ cruise speed + taxi; each flying day billed at
// least the category's daily minimum; price = billable hours × hourly rate, shown as a ±range.
import { AircraftCategory } from "../aircraft/index.js";
import { greatCircleNm, type GeoPoint } from "../../core/geo.js";

// The great circle is core's (the fleet measures nearness with it too); named here as the estimate's tests know it.
export { greatCircleNm } from "../../core/geo.js";

export interface EstimateRules {
  /** 107 = airways run 7% longer than the great circle. */
  routingFactorPercent: number;
  taxiMinutes: number;
  /** The range shown around the price: 15 = −15% … +15%. */
  rangePercent: number;
  /** A leg longer than this share of the category's range needs a fuel stop. */
  fuelStopRangePercent: number;
}

export const DEFAULT_RULES: EstimateRules = {
  routingFactorPercent: 107,
  taxiMinutes: 12,
  rangePercent: 15,
  fuelStopRangePercent: 85,
};

export interface CategoryFigures {
  category: AircraftCategory;
  seats: number;
  rangeNm: number;
  cruiseKt: number;
  hourlyRateUsdCents: number;
  dailyMinimumMinutes: number;
}

export interface EstimateLegPlan {
  from: GeoPoint & { code: string };
  to: GeoPoint & { code: string };
  /** The local date at the origin, "2027-03-01": legs on one date share that day's minimum. */
  departDate: string;
}

export type ExclusionReason = "TOO_FEW_SEATS";

export interface LegEstimate {
  from: string;
  to: string;
  distanceNm: number;
  flightMinutes: number;
  fuelStop: boolean;
}

/** An indicative price range for one aircraft category. Not a quote. */
export interface CategoryEstimate {
  category: AircraftCategory;
  lowUsd: number | null;
  highUsd: number | null;
  flightMinutes: number;
  billableHours: number | null;
  fuelStop: boolean;
  legs: LegEstimate[];
  excludedReason: ExclusionReason | null;
}

/** Indicative price ranges per aircraft category for a trip. Never a quote: operators quote the price. */
export interface CharterEstimate {
  /** One option per category, smallest first (or only the category asked for). */
  options: CategoryEstimate[];
  /** Always "USD"; other currencies are converted for display. */
  currency: string;
  /** What the estimate includes and excludes; shown with the figures. */
  disclaimer: string;
}

/** Distance actually flown: the great circle stretched by the routing factor. */
export function routedNm(distanceNm: number, rules: EstimateRules): number {
  return (distanceNm * rules.routingFactorPercent) / 100;
}

/** Block minutes of one leg, rounded to the minute: routed distance ÷ cruise speed + taxi. */
export function legFlightMinutes(distanceNm: number, cruiseKt: number, rules: EstimateRules): number {
  return Math.round((routedNm(distanceNm, rules) / cruiseKt) * 60 + rules.taxiMinutes);
}

export function needsFuelStop(distanceNm: number, rangeNm: number, rules: EstimateRules): boolean {
  return routedNm(distanceNm, rules) > (rangeNm * rules.fuelStopRangePercent) / 100;
}

/** Sum over flying days of max(minutes flown that day, daily minimum). */
export function billableMinutes(
  legs: { departDate: string; flightMinutes: number }[],
  dailyMinimumMinutes: number,
): number {
  const perDay = new Map<string, number>();
  for (const leg of legs) perDay.set(leg.departDate, (perDay.get(leg.departDate) ?? 0) + leg.flightMinutes);
  let total = 0;
  for (const minutes of perDay.values()) total += Math.max(minutes, dailyMinimumMinutes);
  return total;
}

/**
 * Billable minutes × hourly rate, widened by ±rangePercent and rounded outwards to $100
 * (low down, high up). Integer arithmetic: cents × minutes × percent stays far below 2^53.
 */
export function priceRangeUsd(
  minutes: number,
  hourlyRateUsdCents: number,
  rangePercent: number,
): { lowUsd: number; highUsd: number } {
  const base = minutes * hourlyRateUsdCents; // cents × 60
  const perHundredDollars = 60 * 100 * 10_000; // ÷60 min, ÷100 percent, ÷10,000 cents per $100
  return {
    lowUsd: Math.floor((base * (100 - rangePercent)) / perHundredDollars) * 100,
    highUsd: Math.ceil((base * (100 + rangePercent)) / perHundredDollars) * 100,
  };
}

export function estimateCategory(
  legs: EstimateLegPlan[],
  passengers: number,
  figures: CategoryFigures,
  rules: EstimateRules,
): CategoryEstimate {
  const legEstimates = legs.map((leg) => {
    const distance = greatCircleNm(leg.from, leg.to);
    return {
      from: leg.from.code,
      to: leg.to.code,
      distanceNm: Math.round(distance),
      flightMinutes: legFlightMinutes(distance, figures.cruiseKt, rules),
      fuelStop: needsFuelStop(distance, figures.rangeNm, rules),
    };
  });
  const flightMinutes = legEstimates.reduce((sum, leg) => sum + leg.flightMinutes, 0);
  const fuelStop = legEstimates.some((leg) => leg.fuelStop);
  if (passengers > figures.seats) {
    return {
      category: figures.category,
      lowUsd: null,
      highUsd: null,
      flightMinutes,
      billableHours: null,
      fuelStop,
      legs: legEstimates,
      excludedReason: "TOO_FEW_SEATS",
    };
  }
  const billable = billableMinutes(
    legs.map((leg, i) => ({ departDate: leg.departDate, flightMinutes: legEstimates[i]!.flightMinutes })),
    figures.dailyMinimumMinutes,
  );
  return {
    category: figures.category,
    ...priceRangeUsd(billable, figures.hourlyRateUsdCents, rules.rangePercent),
    flightMinutes,
    billableHours: Math.round((billable / 60) * 100) / 100,
    fuelStop,
    legs: legEstimates,
    excludedReason: null,
  };
}

/** One result per category (in the order given), or only `only` when set. */
export function estimateTrip(
  legs: EstimateLegPlan[],
  passengers: number,
  categories: CategoryFigures[],
  rules: EstimateRules,
  only?: AircraftCategory | null,
): CategoryEstimate[] {
  return categories
    .filter((c) => !only || c.category === only)
    .map((figures) => estimateCategory(legs, passengers, figures, rules));
}

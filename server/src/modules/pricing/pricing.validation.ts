import type { FieldProblem } from "../../core/errors.js";
import { ProgramCode } from "../programs/index.js";
import type { PricingChanges } from "./pricing-settings.js";

// Bounds that keep an admin's typo from producing absurd estimates (the table CHECKs agree).
export const PRICING_LIMITS = {
  seats: [1, 19],
  rangeNm: [100, 10_000],
  cruiseKt: [100, 700],
  hourlyRateUsd: [100, 100_000],
  dailyMinimumHours: [0, 10],
  fromPriceUsd: [1, 10_000_000],
  routingFactorPercent: [100, 150],
  taxiMinutes: [0, 60],
  rangePercent: [0, 50],
  fuelStopRangePercent: [50, 100],
  staleLeadDays: [1, 90],
  marginDefaultPercent: [0, 100],
  marginMinimumUsd: [0, 100_000],
} as const satisfies Record<string, readonly [number, number]>;

type Limited = keyof typeof PRICING_LIMITS;

/** The bounds above, one per figure: what the admin's form says when a figure is refused. */
export const pricingLimits = () => Object.entries(PRICING_LIMITS).map(([field, [min, max]]) => ({ field, min, max }));

function checkInt(problems: FieldProblem[], field: string, name: Limited, value: number | null | undefined): void {
  if (value === undefined || value === null) return;
  const [min, max] = PRICING_LIMITS[name];
  if (!Number.isInteger(value) || value < min || value > max) {
    problems.push({
      field,
      message: `Must be a whole number from ${min.toLocaleString("en-US")} to ${max.toLocaleString("en-US")}.`,
    });
  }
}

/** Every problem with the input, each naming its field as the input spells it ("categories[1].seats"). */
export function validatePricingInput(input: PricingChanges): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const nullNotAllowed = (field: string, value: unknown) => {
    if (value === null) problems.push({ field, message: "Cannot be null: omit it to keep the current value." });
  };

  const seen = new Set<string>();
  (input.categories ?? []).forEach((c, i) => {
    const at = (name: string) => `categories[${i}].${name}`;
    if (seen.has(c.category)) problems.push({ field: at("category"), message: "This category is listed twice." });
    seen.add(c.category);
    for (const name of [
      "exampleAircraft",
      "seats",
      "rangeNm",
      "cruiseKt",
      "hourlyRateUsd",
      "dailyMinimumHours",
    ] as const)
      nullNotAllowed(at(name), c[name]);
    if (typeof c.exampleAircraft === "string") {
      const length = c.exampleAircraft.trim().length;
      if (length < 1 || length > 120)
        problems.push({ field: at("exampleAircraft"), message: "Must be 1 to 120 characters." });
    }
    checkInt(problems, at("seats"), "seats", c.seats);
    checkInt(problems, at("rangeNm"), "rangeNm", c.rangeNm);
    checkInt(problems, at("cruiseKt"), "cruiseKt", c.cruiseKt);
    checkInt(problems, at("hourlyRateUsd"), "hourlyRateUsd", c.hourlyRateUsd);
    if (typeof c.dailyMinimumHours === "number") {
      const [min, max] = PRICING_LIMITS.dailyMinimumHours;
      const h = c.dailyMinimumHours;
      if (!Number.isFinite(h) || h < min || h > max || !Number.isInteger(h * 4)) {
        problems.push({
          field: at("dailyMinimumHours"),
          message: `Must be from ${min} to ${max} hours in quarter hours (e.g. 1.5).`,
        });
      }
    }
  });

  const seenPrograms = new Set<string>();
  (input.programs ?? []).forEach((p, i) => {
    const at = (name: string) => `programs[${i}].${name}`;
    if (seenPrograms.has(p.code)) problems.push({ field: at("code"), message: "This programme is listed twice." });
    seenPrograms.add(p.code);
    nullNotAllowed(at("mostPopular"), p.mostPopular);
    if (p.code === ProgramCode.CORPORATE && p.fromPriceUsd !== undefined && p.fromPriceUsd !== null) {
      problems.push({ field: at("fromPriceUsd"), message: "Corporate pricing is custom: it takes no from-price." });
    } else {
      checkInt(problems, at("fromPriceUsd"), "fromPriceUsd", p.fromPriceUsd);
    }
  });

  for (const name of [
    "routingFactorPercent",
    "taxiMinutes",
    "rangePercent",
    "fuelStopRangePercent",
    "staleLeadDays",
    "marginDefaultPercent",
    "marginMinimumUsd",
  ] as const) {
    nullNotAllowed(name, input[name]);
    checkInt(problems, name, name, input[name]);
  }
  return problems;
}

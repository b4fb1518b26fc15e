import type { FieldProblem } from "../../core/errors.js";
import { ProgramCode } from "../programs/index.js";
import type { CancellationTier, PricingChanges } from "./pricing-settings.js";

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
  depositPercent: [0, 100],
  depositDueDays: [0, 60],
  balanceDueDays: [0, 180],
  paymentReminderDays: [0, 30],
} as const satisfies Record<string, readonly [number, number]>;

/** A cancellation tier's bounds: placed per tier ("cancellationSchedule[1].percent"), so not among the flat limits above. */
const TIER_LIMITS = { daysBefore: [0, 365], percent: [0, 100] } as const;

type Limited = keyof typeof PRICING_LIMITS | keyof typeof TIER_LIMITS;
const LIMITS: Record<Limited, readonly [number, number]> = { ...PRICING_LIMITS, ...TIER_LIMITS };

/** The bounds above, one per figure: what the admin's form says when a figure is refused. */
export const pricingLimits = () => Object.entries(PRICING_LIMITS).map(([field, [min, max]]) => ({ field, min, max }));

function checkInt(problems: FieldProblem[], field: string, name: Limited, value: number | null | undefined): void {
  if (value === undefined || value === null) return;
  const [min, max] = LIMITS[name];
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
    "depositPercent",
    "depositDueDays",
    "balanceDueDays",
    "paymentReminderDays",
  ] as const) {
    nullNotAllowed(name, input[name]);
    checkInt(problems, name, name, input[name]);
  }
  nullNotAllowed("cancellationSchedule", input.cancellationSchedule);
  if (input.cancellationSchedule) problems.push(...cancellationProblems(input.cancellationSchedule));
  return problems;
}

/** 1 to 6 tiers, distinct days, one at 0 days, and a shorter notice never forfeiting less. */
function cancellationProblems(tiers: CancellationTier[]): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (tiers.length < 1 || tiers.length > 6)
    return [{ field: "cancellationSchedule", message: "Must have 1 to 6 tiers." }];
  tiers.forEach((tier, i) => {
    checkInt(problems, `cancellationSchedule[${i}].daysBefore`, "daysBefore", tier.daysBefore);
    checkInt(problems, `cancellationSchedule[${i}].percent`, "percent", tier.percent);
    if (tiers.findIndex((other) => other.daysBefore === tier.daysBefore) !== i)
      problems.push({ field: `cancellationSchedule[${i}].daysBefore`, message: "Another tier has these days." });
  });
  if (problems.length) return problems;
  if (!tiers.some((tier) => tier.daysBefore === 0))
    problems.push({ field: "cancellationSchedule", message: "One tier must start at 0 days." });
  const sorted = tiers.toSorted((a, b) => b.daysBefore - a.daysBefore);
  if (sorted.some((tier, i) => i > 0 && tier.percent < sorted[i - 1]!.percent))
    problems.push({ field: "cancellationSchedule", message: "A shorter notice cannot forfeit less." });
  return problems;
}

import type { AdminPricingFieldsFragment, PricingInput } from "../../graphql/generated";

// The pricing form edits text; these turn the saved settings into that text and back into the
// PricingInput updatePricing takes. The server validates; its limits (PricingSettings.limits) word its errors.

export const ruleNames = ["routingFactorPercent", "taxiMinutes", "rangePercent", "fuelStopRangePercent"] as const;
/** The margin quotes made from operators' answers carry: a default percentage and a minimum in dollars. */
export const marginNames = ["marginDefaultPercent", "marginMinimumUsd"] as const;
/** A booking's deposit and due dates, and when the "payment due" email goes. */
export const paymentNames = ["depositPercent", "depositDueDays", "balanceDueDays", "paymentReminderDays"] as const;
const ruleAndMarginNames = [...ruleNames, ...marginNames, ...paymentNames] as const;
export const categoryFields = ["hourlyRateUsd", "dailyMinimumHours", "seats", "rangeNm", "cruiseKt"] as const;

type RuleName = (typeof ruleAndMarginNames)[number];
type CategoryField = (typeof categoryFields)[number];

export interface PricingDraft {
  categories: ({ category: AdminPricingFieldsFragment["categories"][number]["category"] } & Record<
    CategoryField,
    string
  >)[];
  programs: { code: AdminPricingFieldsFragment["programs"][number]["code"]; fromPriceUsd: string; custom: boolean }[];
  rules: Record<RuleName, string>;
  /** The cancellation schedule's tiers, the longest notice first. */
  tiers: { daysBefore: string; percent: string }[];
}

export function toDraft(settings: AdminPricingFieldsFragment): PricingDraft {
  return {
    categories: settings.categories.map((c) => ({
      category: c.category,
      hourlyRateUsd: String(c.hourlyRateUsd),
      dailyMinimumHours: String(c.dailyMinimumHours),
      seats: String(c.seats),
      rangeNm: String(c.rangeNm),
      cruiseKt: String(c.cruiseKt),
    })),
    programs: settings.programs.map((p) => ({
      code: p.code,
      fromPriceUsd: p.fromPriceUsd == null ? "" : String(p.fromPriceUsd),
      custom: p.priceUnit === "CUSTOM",
    })),
    rules: Object.fromEntries(ruleAndMarginNames.map((name) => [name, String(settings[name])])) as Record<
      RuleName,
      string
    >,
    tiers: settings.cancellationSchedule.map((t) => ({ daysBefore: String(t.daysBefore), percent: String(t.percent) })),
  };
}

/** Text as a number; NaN for anything else, which the server then names as the field at fault. */
const num = (text: string) => (text.trim() === "" ? Number.NaN : Number(text.replace(/[,\s]/g, "")));

/** The whole draft as one update: the server audits only the figures that changed. */
export function toInput(draft: PricingDraft): PricingInput {
  return {
    categories: draft.categories.map((c) => ({
      category: c.category,
      ...Object.fromEntries(categoryFields.map((f) => [f, num(c[f])])),
    })),
    programs: draft.programs
      .filter((p) => !p.custom)
      .map((p) => ({ code: p.code, fromPriceUsd: p.fromPriceUsd.trim() === "" ? null : num(p.fromPriceUsd) })),
    ...(Object.fromEntries(ruleAndMarginNames.map((name) => [name, num(draft.rules[name])])) as Record<
      RuleName,
      number
    >),
    cancellationSchedule: draft.tiers.map((t) => ({ daysBefore: num(t.daysBefore), percent: num(t.percent) })),
  };
}

/**
 * Fields the browser can already tell are wrong: not a number, or a fraction where GraphQL takes an
 * Int (it would refuse the whole request without naming the field). Ranges are the server's to check.
 */
export function unparsable(draft: PricingDraft): string[] {
  const bad: string[] = [];
  const check = (path: string, text: string, whole = true) => {
    const n = num(text);
    if (Number.isNaN(n) || (whole && !Number.isInteger(n))) bad.push(path);
  };
  draft.categories.forEach((c, i) =>
    categoryFields.forEach((f) => check(`categories[${i}].${f}`, c[f], f !== "dailyMinimumHours")),
  );
  draft.programs
    .filter((p) => !p.custom)
    .forEach((p, i) => p.fromPriceUsd.trim() !== "" && check(`programs[${i}].fromPriceUsd`, p.fromPriceUsd));
  ruleAndMarginNames.forEach((name) => check(name, draft.rules[name]));
  draft.tiers.forEach((t, i) => {
    check(`cancellationSchedule[${i}].daysBefore`, t.daysBefore);
    check(`cancellationSchedule[${i}].percent`, t.percent);
  });
  return bad;
}

/** The server's bounds for a field path ("categories[1].seats" → those of "seats"); null when it has none. */
export function limitOf(
  limits: AdminPricingFieldsFragment["limits"],
  path: string,
): { min: number; max: number } | null {
  const field = path.split(".").at(-1);
  return limits.find((limit) => limit.field === field) ?? null;
}

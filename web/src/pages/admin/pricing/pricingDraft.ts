import type { AdminPricingFieldsFragment, PricingInput } from "../../../graphql/generated";

// The pricing form edits text; these turn the saved settings into that text and back into the
// PricingInput updatePricing takes. The server validates; the limits here only word its errors.

export const ruleNames = ["routingFactorPercent", "taxiMinutes", "rangePercent", "fuelStopRangePercent"] as const;
export const categoryFields = ["hourlyRateUsd", "dailyMinimumHours", "seats", "rangeNm", "cruiseKt"] as const;

type RuleName = (typeof ruleNames)[number];
type CategoryField = (typeof categoryFields)[number];

export interface PricingDraft {
  categories: ({ category: AdminPricingFieldsFragment["categories"][number]["category"] } & Record<CategoryField, string>)[];
  programs: { code: AdminPricingFieldsFragment["programs"][number]["code"]; fromPriceUsd: string; custom: boolean }[];
  rules: Record<RuleName, string>;
}

/** The same bounds as the server's PRICING_LIMITS, to say in the admin's language what it refused. */
export const limits: Record<string, readonly [number, number]> = {
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
};

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
    programs: settings.programs.map((p) => ({ code: p.code, fromPriceUsd: p.fromPriceUsd == null ? "" : String(p.fromPriceUsd), custom: p.priceUnit === "CUSTOM" })),
    rules: Object.fromEntries(ruleNames.map((name) => [name, String(settings[name])])) as Record<RuleName, string>,
  };
}

/** Text as a number; NaN for anything else, which the server then names as the field at fault. */
const num = (text: string) => (text.trim() === "" ? Number.NaN : Number(text.replace(/[,\s]/g, "")));

/** The whole draft as one update: the server audits only the figures that changed. */
export function toInput(draft: PricingDraft): PricingInput {
  return {
    categories: draft.categories.map((c) => ({ category: c.category, ...Object.fromEntries(categoryFields.map((f) => [f, num(c[f])])) })),
    programs: draft.programs.filter((p) => !p.custom).map((p) => ({ code: p.code, fromPriceUsd: p.fromPriceUsd.trim() === "" ? null : num(p.fromPriceUsd) })),
    ...(Object.fromEntries(ruleNames.map((name) => [name, num(draft.rules[name])])) as Record<RuleName, number>),
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
  draft.categories.forEach((c, i) => categoryFields.forEach((f) => check(`categories[${i}].${f}`, c[f], f !== "dailyMinimumHours")));
  draft.programs.filter((p) => !p.custom).forEach((p, i) => p.fromPriceUsd.trim() !== "" && check(`programs[${i}].fromPriceUsd`, p.fromPriceUsd));
  ruleNames.forEach((name) => check(name, draft.rules[name]));
  return bad;
}

/** "categories[1].seats" → "seats": the limit that applies to a field path. */
export const limitOf = (path: string) => limits[path.split(".").at(-1)!] ?? null;

// The analytics page's range lives in the URL (?range=90d, or ?range=custom&from=…&to=…) so a
// view can be shared as a link. Days are UTC calendar days, like the server's monthly buckets.

export const rangePresets = ["30d", "90d", "12m", "ytd"] as const;
export type RangePreset = (typeof rangePresets)[number];

export type RangeChoice = { preset: RangePreset } | { preset: "custom"; from: string; to: string };

export const defaultChoice: RangeChoice = { preset: "30d" };

/** The server aggregates over at most two years (analytics.service.ts MAX_RANGE_DAYS). */
export const MAX_RANGE_DAYS = 731;

const DAY = 86_400_000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Midnight UTC of a "2026-03-01" day, or null when it is no real date. */
export function parseDay(day: string | null | undefined): number | null {
  if (!day || !DATE.test(day)) return null;
  const time = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== day ? null : time;
}

export const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

export function isPreset(value: string | null): value is RangePreset {
  return (rangePresets as readonly (string | null)[]).includes(value);
}

/** The choice a URL's query names; anything unreadable falls back to the last 30 days. */
export function choiceFromSearch(params: URLSearchParams): RangeChoice {
  const preset = params.get("range");
  if (isPreset(preset)) return { preset };
  const from = params.get("from");
  const to = params.get("to");
  if (preset === "custom" && from && to && parseDay(from) !== null && parseDay(to) !== null)
    return { preset: "custom", from, to };
  return defaultChoice;
}

export function searchFromChoice(choice: RangeChoice): Record<string, string> {
  return choice.preset === "custom" ? { range: "custom", from: choice.from, to: choice.to } : { range: choice.preset };
}

export type CustomRangeProblem = "order" | "tooLong";

/** Why a custom from/to (both inclusive days) cannot be asked for, or null. */
export function customRangeProblem(from: string, to: string): CustomRangeProblem | null {
  const start = parseDay(from);
  const end = parseDay(to);
  if (start === null || end === null || end < start) return "order";
  return (end + DAY - start) / DAY > MAX_RANGE_DAYS ? "tooLong" : null;
}

export interface ResolvedRange {
  /** Inclusive first and last days, for display and the custom inputs. */
  firstDay: string;
  lastDay: string;
  /** What the API takes: [from, to) instants. */
  from: string;
  to: string;
}

/** The instants a choice covers on `today`: presets end with today, included. */
export function resolveRange(choice: RangeChoice, today: Date): ResolvedRange {
  const todayStart = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  let start: number;
  let end = todayStart;
  switch (choice.preset) {
    case "30d":
      start = todayStart - 29 * DAY;
      break;
    case "90d":
      start = todayStart - 89 * DAY;
      break;
    // Twelve whole calendar months, this one included, so the monthly charts show twelve full bars.
    case "12m":
      start = Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 11, 1);
      break;
    case "ytd":
      start = Date.UTC(today.getUTCFullYear(), 0, 1);
      break;
    case "custom":
      start = parseDay(choice.from)!;
      end = parseDay(choice.to)!;
      break;
  }
  return {
    firstDay: dayOf(start),
    lastDay: dayOf(end),
    from: new Date(start).toISOString(),
    to: new Date(end + DAY).toISOString(),
  };
}

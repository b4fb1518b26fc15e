/** Trip legs as the API gives them: airport codes and the local departure time at the origin. */
export interface LegLike {
  from: string;
  to: string;
  /** Local date-time at the departure airport, "2027-03-01T09:30" (no offset). */
  departAt: string;
}

/** "LHR → NCE → LHR": each leg's origin, then the last destination. */
export function routeOf(legs: readonly LegLike[]): string {
  if (legs.length === 0) return "";
  // Consecutive legs share an airport; a gap (repositioning) shows both ends.
  const parts = legs.map((leg, i) =>
    i > 0 && legs[i - 1]!.to !== leg.from ? `${legs[i - 1]!.to} · ${leg.from}` : leg.from,
  );
  return [...parts, legs.at(-1)!.to].join(" → ");
}

/**
 * A local wall-clock time ("2027-03-01T09:30") formatted in the reader's language without
 * shifting it through the browser's zone: it is the time at the airport, whatever zone reads it.
 */
export function formatLocalDateTime(departAt: string, locale: string, style: "date" | "dateTime" = "dateTime"): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?/.exec(departAt);
  if (!match) return departAt;
  const [, y, m, d, hh = "00", mm = "00"] = match;
  const instant = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d), Number(hh), Number(mm)));
  const options: Intl.DateTimeFormatOptions =
    style === "date"
      ? { dateStyle: "medium", timeZone: "UTC" }
      : { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" };
  return new Intl.DateTimeFormat(locale, options).format(instant);
}

/** Whole time left until `until`, for a quote's validity: null once it has passed. */
export function timeLeft(until: Date, now: Date): { days: number; hours: number; minutes: number } | null {
  const ms = until.getTime() - now.getTime();
  if (ms <= 0) return null;
  const minutes = Math.floor(ms / 60_000);
  return { days: Math.floor(minutes / 1440), hours: Math.floor((minutes % 1440) / 60), minutes: minutes % 60 };
}

// Local wall-clock times at an airport ("2027-03-01T09:30", no offset) and the instants they name.

export interface LocalDateTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** "2027-03-01T09:30" or "2027-03-01T09:30:00" → parts; null for any other shape or an impossible date. */
export function parseLocalDateTime(text: string): LocalDateTime | null {
  const m = LOCAL_DATE_TIME.exec(text.trim());
  if (!m) return null;
  const [year, month, day, hour, minute, second] = m.slice(1).map((v) => (v === undefined ? 0 : Number(v))) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (hour > 23 || minute > 59 || second > 59) return null;
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return { year, month, day, hour, minute, second };
}

export function formatLocalDate(t: LocalDateTime): string {
  return `${String(t.year).padStart(4, "0")}-${String(t.month).padStart(2, "0")}-${String(t.day).padStart(2, "0")}`;
}

/** The local time as if it were UTC, in ms: the starting point of zone arithmetic. */
const wallClockMs = (t: LocalDateTime) => Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute, t.second);

/** The zone's offset from UTC at an instant, in ms (local − UTC). */
export function zoneOffsetMs(instantMs: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(new Date(instantMs));
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)!.value);
  const asUtc = Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"), get("second"));
  return asUtc - Math.floor(instantMs / 1000) * 1000;
}

/**
 * The instant a local time names in a zone. A time skipped by a spring-forward change is read with
 * the offset before the change (02:30 → 03:30 summer time); a repeated autumn hour takes its first
 * occurrence.
 */
export function zonedToUtc(t: LocalDateTime, timeZone: string): Date {
  const wall = wallClockMs(t);
  const before = zoneOffsetMs(wall - 86_400_000, timeZone);
  const after = zoneOffsetMs(wall + 86_400_000, timeZone);
  // Try the earlier offset first; keep it when it round-trips to the same wall clock.
  for (const offset of [Math.max(before, after), Math.min(before, after)]) {
    const utc = wall - offset;
    if (zoneOffsetMs(utc, timeZone) === offset) return new Date(utc);
  }
  return new Date(wall - before);
}

/** Offsets in use reach from UTC−12 to UTC+14: without a zone, the latest instant a local time may name. */
export function latestPossibleUtc(t: LocalDateTime): Date {
  return new Date(wallClockMs(t) + 12 * 3_600_000);
}

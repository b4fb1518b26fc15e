import { companyDetails } from "../../core/rules/index.js";
import type { BookingFacts } from "./booking-facts.js";
import { documentCopy, type DocumentLocale } from "./document-copy.js";

// A booking's calendar file (RFC 5545): one event per leg, starting at the leg's local departure
// time in its airport's zone (DTSTART;TZID=<IANA zone>), with a VTIMEZONE for each zone so that
// any calendar places it right. A leg whose airport has no zone starts at its UTC instant.

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** "2027-03-01T09:30" → "20270301T093000" */
const localStamp = (local: string) =>
  `${local.slice(0, 10).replaceAll("-", "")}T${local.slice(11, 13)}${local.slice(14, 16)}00`;

const utcStamp = (d: Date) =>
  `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}Z`;

/** The zone's offset from UTC at `at`, in minutes (east positive). */
function offsetMinutes(zone: string, at: number): number {
  const name = new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "longOffset" })
    .formatToParts(at)
    .find((p) => p.type === "timeZoneName")!.value;
  const match = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name);
  if (!match) return 0;
  return (match[1] === "-" ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3] ?? 0));
}

const formatOffset = (minutes: number) =>
  `${minutes < 0 ? "-" : "+"}${pad(Math.floor(Math.abs(minutes) / 60))}${pad(Math.abs(minutes) % 60)}`;

/** Wall-clock time at `at` shifted by `offset` minutes, as "YYYYMMDDTHHMMSS". */
function wallStamp(at: number, offset: number): string {
  const d = new Date(at + offset * 60_000);
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}`;
}

/**
 * The zone's VTIMEZONE for the years around `years`: each change of offset found in them (by the
 * day, then to the minute), as a STANDARD or DAYLIGHT part; a zone without changes gets one STANDARD.
 */
export function vtimezone(zone: string, years: readonly number[]): string[] {
  const from = Date.UTC(Math.min(...years) - 1, 0, 1);
  const to = Date.UTC(Math.max(...years) + 2, 0, 1);
  const changes: { at: number; before: number; after: number }[] = [];
  const DAY = 86_400_000;
  let previous = offsetMinutes(zone, from);
  for (let t = from + DAY; t <= to; t += DAY) {
    const now = offsetMinutes(zone, t);
    if (now === previous) continue;
    let low = t - DAY;
    let high = t;
    while (high - low > 60_000) {
      const mid = low + Math.floor((high - low) / 120_000) * 60_000;
      if (offsetMinutes(zone, mid) === previous) low = mid;
      else high = mid;
    }
    changes.push({ at: high, before: previous, after: now });
    previous = now;
  }
  const lines = ["BEGIN:VTIMEZONE", `TZID:${zone}`];
  if (!changes.length) {
    const offset = formatOffset(previous);
    lines.push(
      "BEGIN:STANDARD",
      "DTSTART:19700101T000000",
      `TZOFFSETFROM:${offset}`,
      `TZOFFSETTO:${offset}`,
      "END:STANDARD",
    );
  }
  for (const change of changes) {
    const kind = change.after > change.before ? "DAYLIGHT" : "STANDARD";
    lines.push(
      `BEGIN:${kind}`,
      `DTSTART:${wallStamp(change.at, change.before)}`,
      `TZOFFSETFROM:${formatOffset(change.before)}`,
      `TZOFFSETTO:${formatOffset(change.after)}`,
      `END:${kind}`,
    );
  }
  lines.push("END:VTIMEZONE");
  return lines;
}

/** TEXT value escaping (RFC 5545 3.3.11). */
const text = (value: string) => value.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, "\\n");

/** Folds a content line at 75 octets, never inside a UTF-8 sequence (RFC 5545 3.1). */
function fold(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    if (octets + size > (parts.length ? 74 : 75)) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

export function bookingCalendar(facts: BookingFacts, locale: DocumentLocale, now = new Date()): string {
  const copy = documentCopy[locale];
  const brand = companyDetails.brandName;
  const zones = new Map<string, number[]>();
  for (const leg of facts.legs)
    if (leg.timeZone)
      zones.set(leg.timeZone, [...(zones.get(leg.timeZone) ?? []), Number(leg.departLocal.slice(0, 4))]);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${brand}//Booking documents//${locale.toUpperCase()}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    ...[...zones].flatMap(([zone, years]) => vtimezone(zone, years)),
  ];
  facts.legs.forEach((leg, index) => {
    lines.push(
      "BEGIN:VEVENT",
      `UID:${facts.id}-${index + 1}@${brand.toLowerCase()}`,
      `DTSTAMP:${utcStamp(now)}`,
      leg.timeZone
        ? `DTSTART;TZID=${leg.timeZone}:${localStamp(leg.departLocal)}`
        : `DTSTART:${utcStamp(leg.departsAt)}`,
      `SUMMARY:${text(copy.eventSummary(brand, leg.fromCode, leg.toCode, facts.number))}`,
      `LOCATION:${text(`${leg.fromName} (${leg.fromCode})`)}`,
      `DESCRIPTION:${text(copy.eventDescription(facts.number, facts.confirmationCode, facts.aircraft, facts.operator))}`,
      "STATUS:CONFIRMED",
      "TRANSP:OPAQUE",
      "END:VEVENT",
    );
  });
  lines.push("END:VCALENDAR");
  return lines.map(fold).join("\r\n") + "\r\n";
}

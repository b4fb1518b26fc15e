import { describe, expect, it } from "vitest";
import { formatLocalDate, latestPossibleUtc, parseLocalDateTime, zonedToUtc } from "./local-time.js";

const at = (text: string) => parseLocalDateTime(text)!;

describe("parseLocalDateTime", () => {
  it("reads minutes and optional seconds", () => {
    expect(parseLocalDateTime("2027-03-01T09:30")).toEqual({
      year: 2027,
      month: 3,
      day: 1,
      hour: 9,
      minute: 30,
      second: 0,
    });
    expect(parseLocalDateTime("2027-03-01T09:30:15")).toMatchObject({ second: 15 });
    expect(formatLocalDate(at("2027-03-01T09:30"))).toBe("2027-03-01");
  });

  it.each([
    "2027-02-29T10:00",
    "2027-13-01T10:00",
    "2027-03-01T24:00",
    "2027-03-01T09:60",
    "2027-03-01 09:30",
    "2027-03-01T09:30Z",
    "2027-03-01T09:30+01:00",
    "2027-03-01",
    "tomorrow",
    "",
  ])("refuses %j", (text) => expect(parseLocalDateTime(text)).toBeNull());

  it("takes 29 February in a leap year", () => {
    expect(parseLocalDateTime("2028-02-29T10:00")).not.toBeNull();
  });
});

describe("zonedToUtc", () => {
  it("applies the zone's offset on that date", () => {
    expect(zonedToUtc(at("2027-01-15T09:30"), "Europe/London").toISOString()).toBe("2027-01-15T09:30:00.000Z");
    expect(zonedToUtc(at("2027-07-15T09:30"), "Europe/London").toISOString()).toBe("2027-07-15T08:30:00.000Z");
    expect(zonedToUtc(at("2027-03-01T09:30"), "America/New_York").toISOString()).toBe("2027-03-01T14:30:00.000Z");
    expect(zonedToUtc(at("2027-03-01T09:30"), "Asia/Kolkata").toISOString()).toBe("2027-03-01T04:00:00.000Z");
  });

  it("reads a time skipped by spring-forward with the winter offset, and a repeated hour as its first occurrence", () => {
    // New York, 14 March 2027: 02:00 EST jumps to 03:00 EDT; 02:30 does not exist → 07:30Z (= 03:30 EDT)
    expect(zonedToUtc(at("2027-03-14T02:30"), "America/New_York").toISOString()).toBe("2027-03-14T07:30:00.000Z");
    // 7 November 2027: 01:30 happens twice; the first is EDT (UTC−4) → 05:30Z
    expect(zonedToUtc(at("2027-11-07T01:30"), "America/New_York").toISOString()).toBe("2027-11-07T05:30:00.000Z");
  });

  it("without a zone, the latest instant is the local time at UTC−12", () => {
    expect(latestPossibleUtc(at("2027-03-01T09:30")).toISOString()).toBe("2027-03-01T21:30:00.000Z");
  });
});

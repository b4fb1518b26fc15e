import { describe, expect, it } from "vitest";
import { formatLocalDateTime, routeOf, timeLeft } from "./tripFormat";

describe("routeOf", () => {
  it("joins a round trip's stops", () => {
    expect(
      routeOf([
        { from: "LHR", to: "NCE", departAt: "" },
        { from: "NCE", to: "LHR", departAt: "" },
      ]),
    ).toBe("LHR → NCE → LHR");
  });
  it("shows both ends of a gap between legs", () => {
    expect(
      routeOf([
        { from: "LHR", to: "NCE", departAt: "" },
        { from: "GVA", to: "LHR", departAt: "" },
      ]),
    ).toBe("LHR → NCE · GVA → LHR");
  });
  it("is empty without legs", () => expect(routeOf([])).toBe(""));
});

describe("formatLocalDateTime", () => {
  it("keeps the airport's wall-clock time whatever the reader's zone", () => {
    expect(formatLocalDateTime("2027-03-01T09:30", "en-GB")).toBe("1 Mar 2027, 09:30");
    expect(formatLocalDateTime("2027-03-01T09:30", "en-GB", "date")).toBe("1 Mar 2027");
  });
  it("returns what it cannot read unchanged", () => expect(formatLocalDateTime("soon", "en")).toBe("soon"));
});

describe("timeLeft", () => {
  const now = new Date("2027-01-01T00:00:00Z");
  it("splits the time into days, hours and minutes", () => {
    expect(timeLeft(new Date("2027-01-02T03:04:30Z"), now)).toEqual({ days: 1, hours: 3, minutes: 4 });
  });
  it("is null once the moment has passed", () => expect(timeLeft(new Date("2026-12-31T23:59:00Z"), now)).toBeNull());
});

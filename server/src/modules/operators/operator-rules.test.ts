import { describe, expect, it } from "vitest";
import { daysBetween, isCalendarDay, operatorColumns, operatorStanding, todayUtc } from "./operator-rules.js";
import { OperatorDocument, OperatorWarningKind, SafetyAuditScheme, SafetyRating } from "./operators.enums.js";

const papers = (insuranceExpiresOn: string, aocExpiresOn = "2030-01-01") => ({
  aocExpiresOn,
  insuranceExpiresOn,
  safetyAudits: [],
});

describe("operatorStanding", () => {
  const today = "2027-03-01";

  it("is quotable with nothing to warn of while every paper has more than 30 days to run", () => {
    expect(operatorStanding(papers("2027-04-01"), today)).toEqual({ quotable: true, warnings: [], audits: [] });
  });

  it("warns 30 days ahead, and on the last day, but stays quotable", () => {
    expect(operatorStanding(papers("2027-03-31"), today).warnings).toEqual([
      {
        kind: OperatorWarningKind.EXPIRING,
        document: OperatorDocument.INSURANCE,
        expiresOn: "2027-03-31",
        daysLeft: 30,
      },
    ]);
    const lastDay = operatorStanding(papers(today), today);
    expect(lastDay.quotable).toBe(true);
    expect(lastDay.warnings[0]).toMatchObject({ kind: OperatorWarningKind.EXPIRING, daysLeft: 0 });
  });

  it("is not quotable once the insurance or the AOC has lapsed", () => {
    const lapsed = operatorStanding(papers("2027-02-28"), today);
    expect(lapsed.quotable).toBe(false);
    expect(lapsed.warnings).toEqual([
      { kind: OperatorWarningKind.LAPSED, document: OperatorDocument.INSURANCE, expiresOn: "2027-02-28", daysLeft: -1 },
    ]);
    expect(operatorStanding(papers("2030-01-01", "2027-02-01"), today).quotable).toBe(false);
  });

  it("warns of a lapsed audit without stopping quotes, soonest first", () => {
    const standing = operatorStanding(
      {
        ...papers("2027-03-20"),
        safetyAudits: [{ rating: SafetyRating.ARGUS_PLATINUM, expiresOn: "2027-01-15" }],
      },
      today,
    );
    expect(standing.quotable).toBe(true);
    expect(standing.warnings.map((w) => [w.document, w.kind])).toEqual([
      [OperatorDocument.ARGUS, OperatorWarningKind.LAPSED],
      [OperatorDocument.INSURANCE, OperatorWarningKind.EXPIRING],
    ]);
    expect(standing.audits).toEqual([
      { scheme: SafetyAuditScheme.ARGUS, rating: SafetyRating.ARGUS_PLATINUM, expiresOn: "2027-01-15", expired: true },
    ]);
  });
});

describe("calendar days", () => {
  it("reads YYYY-MM-DD days that exist", () => {
    expect(isCalendarDay("2028-02-29")).toBe(true);
    expect(isCalendarDay("2027-02-29")).toBe(false);
    expect(isCalendarDay("2027-3-1")).toBe(false);
    expect(daysBetween("2027-12-31", "2028-01-01")).toBe(1);
    expect(todayUtc(new Date("2027-03-01T23:30:00-05:00"))).toBe("2027-03-02");
  });
});

describe("operatorColumns", () => {
  it("names every faulty field as the input spells it", () => {
    const { problems } = operatorColumns({
      name: " ",
      aocNumber: "x".repeat(41),
      aocExpiresOn: "31/12/2027",
      country: "GBR",
      insuranceExpiresOn: "2027-02-30",
      audits: [
        { rating: SafetyRating.ARGUS_GOLD, expiresOn: "2028-01-01" },
        { rating: SafetyRating.ARGUS_PLATINUM, expiresOn: "2028-01-01" },
      ],
      contacts: [{ name: "Ops", email: "ops@", phone: "call me", language: "fr" }],
    });
    expect(problems.map((p) => p.field)).toEqual([
      "input.name",
      "input.aocNumber",
      "input.aocExpiresOn",
      "input.country",
      "input.insuranceExpiresOn",
      "input.audits[1].rating",
      "input.contacts[0].email",
      "input.contacts[0].phone",
      "input.contacts[0].language",
    ]);
  });
});

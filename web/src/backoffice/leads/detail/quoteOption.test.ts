import { describe, expect, it } from "vitest";
import { blankOption, optionErrors, toQuoteInput } from "./quoteOption";

describe("quote options", () => {
  const now = new Date("2027-01-01T12:00:00Z");
  const filled = {
    ...blankOption(now),
    aircraft: " Citation XLS+ ",
    operator: "Skyways",
    priceUsd: "18500",
    terms: "  ",
    note: "Catering included.",
    staffNote: "",
  };

  it("starts valid for a week and asks for aircraft, operator and price", () => {
    const blank = blankOption(now);
    expect(new Date(blank.validUntil).getTime() - now.getTime()).toBeGreaterThan(6 * 86_400_000);
    expect(Object.keys(optionErrors(blank, now)).toSorted()).toEqual(["aircraft", "operator", "priceUsd"]);
    expect(optionErrors(filled, now)).toEqual({});
  });

  it("holds the API's bounds: whole dollars 1 to 10,000,000, a future date within a year, 120 characters", () => {
    for (const priceUsd of ["0", "10000001", "1.5", "-3", "abc"])
      expect(optionErrors({ ...filled, priceUsd }, now).priceUsd).toBe("leadDetail.quote.errorPrice");
    expect(optionErrors({ ...filled, priceUsd: "10000000" }, now)).toEqual({});
    expect(optionErrors({ ...filled, validUntil: "2026-12-31T12:00" }, now).validUntil).toBe(
      "leadDetail.quote.errorValidUntil",
    );
    expect(optionErrors({ ...filled, validUntil: "2028-06-01T12:00" }, now).validUntil).toBe(
      "leadDetail.quote.errorValidUntil",
    );
    expect(optionErrors({ ...filled, aircraft: "x".repeat(121) }, now).aircraft).toBe("leadDetail.quote.errorText");
  });

  it("sends trimmed text, blanks as null, the price as a number and the validity as an instant", () => {
    const input = toQuoteInput(filled);
    expect(input).toMatchObject({
      aircraft: "Citation XLS+",
      operator: "Skyways",
      priceUsd: 18_500,
      terms: null,
      note: "Catering included.",
      staffNote: null,
    });
    expect(new Date(input.validUntil).toISOString()).toBe(input.validUntil);
  });

  it("gives each option its own key, so removing one keeps the others' fields", () => {
    expect(blankOption(now).key).not.toBe(blankOption(now).key);
  });
});

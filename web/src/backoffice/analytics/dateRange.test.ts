import { describe, expect, it } from "vitest";
import { choiceFromSearch, customRangeProblem, resolveRange, searchFromChoice } from "./dateRange";

const today = new Date("2026-11-23T15:45:00Z");

describe("analytics date range", () => {
  it("resolves each preset to whole UTC days ending with today", () => {
    expect(resolveRange({ preset: "30d" }, today)).toEqual({
      firstDay: "2026-10-25",
      lastDay: "2026-11-23",
      from: "2026-10-25T00:00:00.000Z",
      to: "2026-11-24T00:00:00.000Z",
    });
    expect(resolveRange({ preset: "90d" }, today).firstDay).toBe("2026-08-26");
    expect(resolveRange({ preset: "12m" }, today).from).toBe("2025-12-01T00:00:00.000Z");
    expect(resolveRange({ preset: "ytd" }, today).from).toBe("2026-01-01T00:00:00.000Z");
    expect(resolveRange({ preset: "custom", from: "2026-02-01", to: "2026-02-28" }, today)).toMatchObject({
      from: "2026-02-01T00:00:00.000Z",
      to: "2026-03-01T00:00:00.000Z",
    });
  });

  it("round-trips through the URL and falls back to 30 days on anything unreadable", () => {
    const custom = { preset: "custom", from: "2026-01-01", to: "2026-03-31" } as const;
    expect(choiceFromSearch(new URLSearchParams(searchFromChoice(custom)))).toEqual(custom);
    expect(choiceFromSearch(new URLSearchParams("range=ytd"))).toEqual({ preset: "ytd" });
    for (const query of [
      "",
      "range=7d",
      "range=custom&from=2026-02-30&to=2026-03-01",
      "range=custom&from=2026-01-01",
    ]) {
      expect(choiceFromSearch(new URLSearchParams(query)), query).toEqual({ preset: "30d" });
    }
  });

  it("refuses a custom range that ends before it starts or spans more than two years", () => {
    expect(customRangeProblem("2026-01-01", "2026-01-01")).toBeNull();
    expect(customRangeProblem("2026-01-02", "2026-01-01")).toBe("order");
    expect(customRangeProblem("2024-01-01", "2025-12-31")).toBeNull();
    expect(customRangeProblem("2024-01-01", "2026-01-01")).toBe("tooLong");
  });
});

import { describe, expect, it } from "vitest";
import { originalPriceUsd } from "./offers.service.js";

describe("originalPriceUsd", () => {
  it("is price / (1 − discount), rounded to the dollar", () => {
    expect(originalPriceUsd(4500, 25)).toBe(6000);
    expect(originalPriceUsd(65000, 30)).toBe(92857); // 92857.14…
    expect(originalPriceUsd(42000, 15)).toBe(49412); // 49411.76…
    expect(originalPriceUsd(28000, 25)).toBe(37333);
  });

  it("is the price itself without a discount", () => {
    expect(originalPriceUsd(1234, 0)).toBe(1234);
  });
});

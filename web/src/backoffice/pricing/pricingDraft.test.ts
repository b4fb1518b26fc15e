import { describe, expect, it } from "vitest";
import { limitOf } from "./pricingDraft";

const limits = [
  { __typename: "PricingLimit" as const, field: "seats", min: 1, max: 19 },
  { __typename: "PricingLimit" as const, field: "fromPriceUsd", min: 1, max: 10_000_000 },
  { __typename: "PricingLimit" as const, field: "taxiMinutes", min: 0, max: 60 },
];

// That these bounds are the server's own: tests/api/offered-moves.test.ts.
describe("the pricing form's bounds", () => {
  it("finds the server's bound for a field path, whichever category or programme it is in", () => {
    expect(limitOf(limits, "categories[2].seats")).toMatchObject({ min: 1, max: 19 });
    expect(limitOf(limits, "programs[0].fromPriceUsd")).toMatchObject({ min: 1, max: 10_000_000 });
    expect(limitOf(limits, "taxiMinutes")).toMatchObject({ min: 0, max: 60 });
  });

  it("has none for a field the server does not bound", () => {
    expect(limitOf(limits, "categories[0].exampleAircraft")).toBeNull();
    expect(limitOf([], "seats")).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { bookingLink } from "./bookingLink";

describe("bookingLink", () => {
  it("carries from, to and the lower-case category, form-encoded", () => {
    expect(bookingLink({ from: "London Heathrow", to: "Paris", category: "LIGHT" })).toBe(
      "/booking?from=London+Heathrow&to=Paris&category=light",
    );
  });

  it("prefers the offer's airport codes, which name one airport where a city may have several", () => {
    expect(
      bookingLink({ from: "London Heathrow", fromIata: "LHR", to: "Paris", toIata: "LBG", category: "LIGHT" }),
    ).toBe("/booking?from=LHR&to=LBG&category=light");
  });

  it("encodes characters that would break the query", () => {
    expect(bookingLink({ from: "A&B", to: "São Paulo", category: "ULTRA" })).toBe(
      "/booking?from=A%26B&to=S%C3%A3o+Paulo&category=ultra",
    );
  });
});

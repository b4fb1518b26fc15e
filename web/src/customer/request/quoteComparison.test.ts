import { describe, expect, it } from "vitest";
import { cheapestFirst, compareQuotes, type ComparableQuote } from "./quoteComparison";

const option = (id: string, priceUsd: number, year: number, seats: number, wifi: boolean): ComparableQuote => ({
  id,
  priceUsd,
  aircraftDetails: {
    yearOfManufacture: year,
    yearOfRefurbishment: null,
    seats,
    wifi,
    lavatory: true,
    petsAllowed: null,
  },
});

describe("comparing quote options", () => {
  it("lists them cheapest first and marks the cheapest, the newest, the roomiest and differing amenities", () => {
    const quotes = [option("a", 30_000, 2019, 9, false), option("b", 23_913, 2014, 8, true)];
    expect(cheapestFirst(quotes).map((q) => q.id)).toEqual(["b", "a"]);
    const marks = compareQuotes(quotes);
    expect(marks.get("b")).toEqual({ cheapest: true, newest: false, mostSeats: false, differing: { wifi: true } });
    expect(marks.get("a")).toEqual({ cheapest: false, newest: true, mostSeats: true, differing: { wifi: false } });
  });

  it("marks nothing on a lone option, or where all options are alike", () => {
    expect(compareQuotes([option("a", 1, 2020, 8, true)]).get("a")).toEqual({
      cheapest: false,
      newest: false,
      mostSeats: false,
      differing: {},
    });
    const same = compareQuotes([option("a", 5, 2020, 8, true), option("b", 5, 2020, 8, true)]);
    expect(same.get("a")!.cheapest).toBe(false);
    // A free-text quote has no details: it takes part in the price only.
    const free = compareQuotes([option("a", 5, 2020, 8, true), { id: "b", priceUsd: 9, aircraftDetails: null }]);
    expect(free.get("a")).toMatchObject({ cheapest: true, newest: false, mostSeats: false, differing: { wifi: true } });
  });
});

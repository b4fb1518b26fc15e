// What sets each quote option apart from the others on the page: the cheapest, the newest and the
// roomiest aircraft, and the amenities one option has that another lacks. Marks appear only where
// the options differ: two equal prices are both the cheapest, and a lone option is marked nothing.

export const AMENITIES = ["wifi", "lavatory", "petsAllowed"] as const;
export type Amenity = (typeof AMENITIES)[number];

export interface ComparableQuote {
  id: string;
  priceUsd: number;
  aircraftDetails: {
    yearOfManufacture: number | null;
    yearOfRefurbishment: number | null;
    seats: number | null;
    wifi: boolean | null;
    lavatory: boolean | null;
    petsAllowed: boolean | null;
  } | null;
}

export interface QuoteMarks {
  cheapest: boolean;
  newest: boolean;
  mostSeats: boolean;
  /** Amenities some options have and others lack: each with whether this option has it. */
  differing: Partial<Record<Amenity, boolean>>;
}

/** The options cheapest first (oldest first among equal prices, as the server lists them). */
export function cheapestFirst<T extends ComparableQuote>(quotes: readonly T[]): T[] {
  return quotes.toSorted((a, b) => a.priceUsd - b.priceUsd);
}

/** The best of a figure, when the options do not all share it. */
function best(values: (number | null)[], pick: (a: number, b: number) => number): number | null {
  const known = values.filter((v): v is number => v !== null);
  if (known.length < 2 || known.every((v) => v === known[0])) return null;
  return known.reduce((a, b) => pick(a, b));
}

export function compareQuotes(quotes: readonly ComparableQuote[]): Map<string, QuoteMarks> {
  const marks = new Map<string, QuoteMarks>();
  const cheapest = best(
    quotes.map((q) => q.priceUsd),
    Math.min,
  );
  const newest = best(
    quotes.map((q) => q.aircraftDetails?.yearOfManufacture ?? null),
    Math.max,
  );
  const mostSeats = best(
    quotes.map((q) => q.aircraftDetails?.seats ?? null),
    Math.max,
  );
  const differs = AMENITIES.filter((amenity) => {
    const has = quotes.map((q) => q.aircraftDetails?.[amenity] === true);
    return has.some(Boolean) && !has.every(Boolean);
  });
  for (const q of quotes) {
    marks.set(q.id, {
      cheapest: cheapest !== null && q.priceUsd === cheapest,
      newest: newest !== null && q.aircraftDetails?.yearOfManufacture === newest,
      mostSeats: mostSeats !== null && q.aircraftDetails?.seats === mostSeats,
      differing: Object.fromEntries(differs.map((amenity) => [amenity, q.aircraftDetails?.[amenity] === true])),
    });
  }
  return marks;
}

import { useEffect, useState } from "react";
import type { AirportChoice } from "./bookingDraft";
import { useBookingApi } from "./useBookingApi";

/**
 * Resolves `?from=` and `?to=` (an offer's "London Heathrow", LHR / EGLL, or a city: "Paris",
 * "巴黎") to airports: the first answer of the same search the picker uses, which for a city is the
 * airport a private flyer means (Le Bourget for Paris). Null for a side that is missing or unknown.
 */
export function useQueryAirports(from: string | null, to: string | null) {
  const call = useBookingApi();
  const [resolved, setResolved] = useState<{ from: AirportChoice | null; to: AirportChoice | null } | null>(
    from || to ? null : { from: null, to: null },
  );
  useEffect(() => {
    if (!from && !to) return;
    let current = true;
    const find = async (search: string | null) => {
      if (!search?.trim()) return null;
      const found = await call((api, client) => api.findAirports(client, search.trim())).catch(() => []);
      return found[0] ?? null;
    };
    void Promise.all([find(from), find(to)]).then(([fromAirport, toAirport]) => {
      if (current) setResolved({ from: fromAirport, to: toAirport });
    });
    return () => {
      current = false;
    };
  }, [call, from, to]);
  return resolved;
}

import { useApolloClient } from "@apollo/client/react";
import { useEffect, useState } from "react";
import { Booking_AirportsDocument, type Booking_AirportsQuery } from "../../graphql/generated";
import type { AirportChoice } from "./bookingDraft";

/**
 * Resolves `?from=` and `?to=` (an offer's "London Heathrow", or LHR / EGLL) to airports: the
 * best match of the same search the picker uses. Null for a side that is missing or unknown.
 */
export function useQueryAirports(from: string | null, to: string | null) {
  const client = useApolloClient();
  const [resolved, setResolved] = useState<{ from: AirportChoice | null; to: AirportChoice | null } | null>(
    from || to ? null : { from: null, to: null },
  );
  useEffect(() => {
    if (!from && !to) return;
    let current = true;
    const find = async (search: string | null) => {
      if (!search?.trim()) return null;
      const { data } = await client
        .query<Booking_AirportsQuery>({ query: Booking_AirportsDocument, variables: { search: search.trim() } })
        .catch(() => ({ data: undefined }));
      return data?.airports[0] ?? null;
    };
    void Promise.all([find(from), find(to)]).then(([fromAirport, toAirport]) => {
      if (current) setResolved({ from: fromAirport, to: toAirport });
    });
    return () => {
      current = false;
    };
  }, [client, from, to]);
  return resolved;
}

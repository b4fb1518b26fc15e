import { useEffect, useState } from "react";
import type { FoundAirport } from "./bookingApi";
import { useBookingApi } from "./useBookingApi";

const noAirports: FoundAirport[] = [];

/**
 * The airports matching what the visitor typed, asked for once the typing pauses (200 ms) and only
 * from two letters on; `shown` is the chosen airport's label, which is not searched for again.
 * The last answer stays while the next comes.
 */
export function useAirportSearch(typed: string, shown: string) {
  const [search, setSearch] = useState("");
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), 200);
    return () => clearTimeout(timer);
  }, [typed]);
  const searching = search.length >= 2 && search !== shown;
  const { found, loading } = useFoundAirports(searching ? search : null);
  return { found, loading, searching };
}

/** The airports matching `search` (null: not searching). */
function useFoundAirports(search: string | null) {
  const call = useBookingApi();
  const [answer, setAnswer] = useState<{ search: string; found: FoundAirport[] } | null>(null);
  useEffect(() => {
    if (search === null) return;
    let current = true;
    call((api, client) => api.findAirports(client, search)).then(
      (found) => current && setAnswer({ search, found }),
      () => current && setAnswer({ search, found: noAirports }),
    );
    return () => {
      current = false;
    };
  }, [search, call]);
  if (search === null) return { found: noAirports, loading: false };
  return { found: answer?.found ?? noAirports, loading: answer?.search !== search };
}

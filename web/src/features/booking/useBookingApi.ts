import { useCallback } from "react";
import type { ApolloClient } from "@apollo/client";
import { useLoadApollo } from "../../graphql/apollo/ApolloLoader";
import { useLocale } from "../../i18n/LocaleContext";

type BookingApi = typeof import("./bookingApi");

/**
 * The booking API's calls with the client bound: `call((api, client) => api.findAirports(client, q))`.
 * The first call fetches the module and, on a static page, Apollo itself and the whole message
 * catalogue (what the answer leads to, a toast included, can then be said).
 */
export function useBookingApi() {
  const loadApollo = useLoadApollo();
  const { allMessages } = useLocale();
  return useCallback(
    async <T>(run: (api: BookingApi, client: ApolloClient) => Promise<T>): Promise<T> => {
      const [api, client] = await Promise.all([import("./bookingApi"), loadApollo(), allMessages()]);
      return run(api, client);
    },
    [loadApollo, allMessages],
  );
}

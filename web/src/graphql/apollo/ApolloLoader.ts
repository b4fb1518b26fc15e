import type { ApolloClient } from "@apollo/client";
import { createContext, useContext } from "react";

/** Gives the Apollo client, loading it first where it is not loaded yet (a static page's island). */
export type LoadApollo = () => Promise<ApolloClient>;

export const ApolloLoaderContext = createContext<LoadApollo | null>(null);

/**
 * For code that talks to the API only when the visitor does something (a search, a send): on a
 * static page, Apollo's code is then fetched at that moment rather than with the page.
 */
export function useLoadApollo(): LoadApollo {
  const load = useContext(ApolloLoaderContext);
  if (!load) throw new Error("useLoadApollo must be used within AppProviders");
  return load;
}

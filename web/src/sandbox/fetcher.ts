import { createGraphiQLFetcher, type Fetcher } from "@graphiql/toolkit";
import { createClient } from "graphql-ws";
import { readSession } from "./session";

/**
 * Queries and mutations over HTTP POST, subscriptions over graphql-ws, both on /graphql.
 * Each request carries the site's session token unless the headers editor sets Authorization;
 * the WebSocket sends it on connection_init, as the web app does.
 */
export function createSandboxFetcher(
  location: Pick<Location, "protocol" | "host">,
  storage: Pick<Storage, "getItem"> | undefined,
): Fetcher {
  const authorization = () => {
    const session = readSession(storage);
    return session ? `Bearer ${session.accessToken}` : null;
  };
  return createGraphiQLFetcher({
    url: "/graphql",
    // The server answers single results only (no @defer/@stream).
    enableIncrementalDelivery: false,
    fetch: (input, init) => {
      const headers = new Headers(init?.headers);
      const bearer = authorization();
      if (bearer && !headers.has("authorization")) headers.set("authorization", bearer);
      return fetch(input, { ...init, headers });
    },
    wsClient: createClient({
      url: `${location.protocol === "https:" ? "wss:" : "ws:"}//${location.host}/graphql`,
      lazy: true,
      connectionParams: () => {
        const bearer = authorization();
        return bearer ? { authorization: bearer } : {};
      },
    }),
  });
}

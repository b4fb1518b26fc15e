// A signed-in surface's first data, asked for as the page's first script runs: the session is in
// localStorage (not in a cookie the server could read), so the browser asks, before the framework,
// the router and the page's code have arrived. The queries come printed from the build
// (web/build/firstQueries.ts, from firstRequests.ts), so this needs no GraphQL library. The Apollo
// client, once it exists, takes each answer in place of its own request (firstDataLink.ts).
import firstQueries from "virtual:first-queries";
import { canonicalVariables, firstDataPath, keepEarlyAnswer } from "./earlyAnswers";
import { storedAccessToken } from "./storedToken";

/** Asks for the first data of the page at `pathname`, when it has some and a session is stored. */
export function askFirstData(pathname: string, storage: Pick<Storage, "getItem"> | undefined): void {
  const queries = firstQueries[firstDataPath(pathname)];
  if (!queries) return;
  const token = storedAccessToken(storage);
  if (!token) return;
  for (const { operationName, query, variables } of queries) {
    const body = fetch("/graphql", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        accept: "application/graphql-response+json,application/json",
        authorization: `Bearer ${token}`,
      },
      body: JSON.stringify({ operationName, variables, query }),
    })
      .then((response) => (response.ok ? (response.json() as Promise<{ data?: unknown; errors?: unknown }>) : null))
      .catch(() => null);
    keepEarlyAnswer(operationName, { query, variables: canonicalVariables(variables), token, body });
  }
}

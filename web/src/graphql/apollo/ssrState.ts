import type { ApolloClient } from "@apollo/client";

/**
 * The server writes Apollo's cache after rendering a page into a JSON data block of this id (data,
 * not a script: the CSP allows no inline scripts), so the browser hydrates with the same answers
 * the HTML was made from instead of loading skeletons.
 */
export const apolloStateElementId = "apollo-state";

export function restoreServerState(client: ApolloClient): void {
  const element = document.getElementById(apolloStateElementId);
  if (!element?.textContent) return;
  try {
    client.cache.restore(JSON.parse(element.textContent) as Parameters<typeof client.cache.restore>[0]);
  } catch {
    // A damaged block only costs the first render its data: the queries load it again.
  }
}

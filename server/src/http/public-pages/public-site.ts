import { graphql, type GraphQLSchema } from "graphql";
import type { Logger } from "../../logger.js";
import type { CatalogueCache } from "../../core/catalogue-cache.js";
import type { PublicSite } from "../web.js";
import { pageRenderer } from "./page-renderer.js";
import { loadSsrEntry } from "./ssr-entry.js";

interface PublicSiteDeps {
  webDist: string;
  siteUrl: string;
  schema: GraphQLSchema;
  /** A signed-out visitor's operation context from this address (the server's request-context builder). */
  contextFor: (viewer: null, clientIp: string) => unknown;
  catalogue: CatalogueCache;
  /** When the next featured offer expires, so a cached page is dropped then (the offers service). */
  offers: { nextExpiry(): Promise<Date | null> };
  log: Logger;
}

/**
 * The public pages' server rendering: the web build's server entry, answering its queries through
 * this process's schema as a signed-out visitor (no HTTP round trip), cached with the catalogue.
 */
export async function loadPublicSite({
  webDist,
  siteUrl,
  schema,
  contextFor,
  catalogue,
  offers,
  log,
}: PublicSiteDeps): Promise<PublicSite | null> {
  const entry = await loadSsrEntry(webDist);
  if (!entry) return null;
  // Signed out, from this client address (rate limits apply to what a form sends).
  const runAs = (clientIp: string, source: string, variableValues: Record<string, unknown>, operationName?: string) =>
    graphql({ schema, source, variableValues, operationName, contextValue: contextFor(null, clientIp) });
  const execute = (source: string, variables: Record<string, unknown>, operationName: string | undefined) =>
    runAs("server-render", source, variables, operationName);
  const submit = (source: string, variables: Record<string, unknown>, clientIp: string) =>
    runAs(clientIp, source, variables);
  const nextExpiry = () => offers.nextExpiry();
  return {
    entry,
    renderer: (template) => pageRenderer({ entry, template, cache: catalogue, execute, nextExpiry, siteUrl, log }),
    submit,
  };
}

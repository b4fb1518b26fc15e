import { graphql, type GraphQLSchema } from "graphql";
import type { ContextFor } from "../../graphql/request-context.js";
import type { Logger } from "../../logger.js";
import type { CatalogueCache } from "../../modules/catalogue/catalogue-cache.js";
import type { OffersService } from "../../modules/offers/offers.service.js";
import type { PublicSite } from "../web.js";
import { pageRenderer } from "./page-renderer.js";
import { loadSsrEntry } from "./ssr-entry.js";

interface PublicSiteDeps {
  webDist: string;
  siteUrl: string;
  schema: GraphQLSchema;
  contextFor: ContextFor;
  catalogue: CatalogueCache;
  offers: OffersService;
  log: Logger;
}

/**
 * The public pages' server rendering: the web build's server entry, answering its queries through
 * this process's schema as a signed-out visitor (no HTTP round trip), cached with the catalogue.
 */
export async function loadPublicSite({ webDist, siteUrl, schema, contextFor, catalogue, offers, log }: PublicSiteDeps): Promise<PublicSite | null> {
  const entry = await loadSsrEntry(webDist);
  if (!entry) return null;
  const execute = (source: string, variableValues: Record<string, unknown>, operationName: string | undefined) =>
    graphql({ schema, source, variableValues, operationName, contextValue: contextFor(null, "server-render") });
  const nextExpiry = () => offers.nextExpiry();
  const submit = (source: string, variableValues: Record<string, unknown>, clientIp: string) => graphql({ schema, source, variableValues, contextValue: contextFor(null, clientIp) });
  return { entry, renderer: (template) => pageRenderer({ entry, template, cache: catalogue, execute, nextExpiry, siteUrl, log }), submit };
}

// The public pages search engines and link previews should know about, with their head tags: read
// from the site's one table of pages (../routes.ts). The head tags (SeoHead), the server's render and
// sitemap (through the web's server entry) and the tests read this list.

import type { MessageId } from "../../i18n/messages";
import { publicPages } from "../routes";

export interface SeoRoute {
  path: string;
  /** The page's <title> (the page renders it with PageTitle; link previews reuse it). */
  titleId: MessageId;
  descriptionId: MessageId;
  /** false: a page for signed-in or signing-in people, kept out of the sitemap and search results. */
  indexed: boolean;
}

export const seoRoutes: readonly SeoRoute[] = publicPages.flatMap(({ path, seo }) => (seo ? [{ path, ...seo }] : []));

export function seoRouteOf(pathname: string): SeoRoute | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return seoRoutes.find((route) => route.path === path);
}

/**
 * A page's URL in one language, for crawlers and shared links: ?lang= wins over the stored and
 * browser languages. The bare path (hreflang x-default) picks the language as before.
 */
export function localizedPath(path: string, locale: string): string {
  return `${path}?lang=${locale}`;
}

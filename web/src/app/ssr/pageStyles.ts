// The public pages' styles, split in two: the design system's rules that every page shares live in
// one hashed stylesheet the build writes (web/dist/assets/site-*.css, cached for a year), and only
// the rules a page adds on top (its data's cards, say) stay inline in its HTML. Before, each page
// carried every rule it used inline: about two thirds of the home page's bytes, styled again on
// every first visit. Server-only code.
import createCache, { type EmotionCache } from "@emotion/cache";
import createEmotionServer from "@emotion/server/create-instance";
import { webkitPrefixes } from "../../ui/theme/webkitPrefixes";
import { sharedStyleSheetAttribute } from "../islands/sharedStyles";

/** What the build wrote beside the server entry: the sheet's address and the rules it holds. */
export interface SharedStyleSheet {
  href: string;
  /** Emotion's names of the rules in the sheet (class rules and global blocks alike). */
  ids: ReadonlySet<string>;
}

export const styleCacheKey = "css";

/** One style cache per page (and its islands): each rule once, all in the head, no <style> beside each element. */
export function pageStyleCache(): EmotionCache {
  const cache = createCache({ key: styleCacheKey, stylisPlugins: [webkitPrefixes] });
  cache.compat = true;
  return cache;
}

/**
 * The page's <style> tags, without the rules the shared sheet holds. Emotion keeps each rule's CSS
 * by name (compat mode on the server), so a page's own part is rebuilt from those names. The link
 * to the sheet comes first: the page's own rules follow it in the cascade, as they did inline.
 */
export function pageStyleTags(cache: EmotionCache, html: string, shared: SharedStyleSheet | null): string {
  const server = createEmotionServer(cache);
  const chunks = server.extractCriticalToChunks(html).styles;
  if (!shared) return server.constructStyleTagsFromChunks({ html, styles: chunks });
  const own = chunks
    .map((chunk) => {
      const ids = chunk.ids.filter((id) => !shared.ids.has(id));
      const css = ids.map((id) => cache.inserted[id]).filter((rule) => typeof rule === "string");
      return { key: chunk.key, ids, css: css.join("") };
    })
    .filter((chunk) => chunk.css.length > 0);
  const link = `<link rel="stylesheet" href="${shared.href}" ${sharedStyleSheetAttribute}>`;
  return link + server.constructStyleTagsFromChunks({ html, styles: own });
}

/**
 * Every rule a set of renders inserted into one cache, in the order emotion inserted them: global
 * blocks (layers, reset, tokens) first as on a page, then the rest. What the build writes as the
 * shared sheet, with the names a page leaves out.
 */
export function collectedStyles(cache: EmotionCache): { css: string; ids: string[] } {
  const globals: string[] = [];
  const classes: string[] = [];
  for (const id of Object.keys(cache.inserted)) {
    if (typeof cache.inserted[id] !== "string") continue;
    (cache.registered[`${cache.key}-${id}`] === undefined ? globals : classes).push(id);
  }
  const ids = [...globals, ...classes];
  return { css: ids.map((id) => cache.inserted[id] as string).join(""), ids };
}

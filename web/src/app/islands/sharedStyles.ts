// The islands' style cache in the browser. A public page links the stylesheet all pages share
// (app/ssr/pageStyles.ts) and carries only its own rules inline; emotion learns the inline ones from
// their <style> tags by itself, and the shared ones here, from the linked sheet's class names, so
// an island that wakes writes none of them again.
import createCache, { type EmotionCache } from "@emotion/cache";

/** Marks the <link> to the shared sheet, for the islands to find it. */
export const sharedStyleSheetAttribute = "data-shared-styles";

const className = /\.css-([a-zA-Z0-9-_]+)/g;

function collectNames(rules: CSSRuleList, into: EmotionCache["inserted"]): void {
  for (const rule of rules) {
    if (rule instanceof CSSStyleRule) for (const [, name] of rule.selectorText.matchAll(className)) into[name] = true;
    // @media and @layer blocks hold the rest.
    if ("cssRules" in rule) collectNames((rule as CSSGroupingRule).cssRules, into);
  }
}

export function islandStyleCache(): EmotionCache {
  const cache = createCache({ key: "css" });
  const link = document.querySelector<HTMLLinkElement>(`link[${sharedStyleSheetAttribute}]`);
  // A sheet that did not load, or one the browser will not let a script read (served from another
  // origin without CORS), leaves its rules unmarked: the islands then write what they need.
  try {
    if (link?.sheet) collectNames(link.sheet.cssRules, cache.inserted);
  } catch {
    // Unreadable: as above.
  }
  return cache;
}

import { createHash } from "node:crypto";

// A public page's HTML and CSS are its content; its script only adds behaviour (islands, the
// prompt, the hero's timing), and every control works without it. So the page's first paint waits
// for nothing but the document: the script is fetched once the browser reports that paint. On a
// phone that keeps the script's download and start-up out of the first visit's critical path
// (Lighthouse's LCP on / went from 1.58 s with the script in <head> to 0.9 s; bench/web-results.md).

/**
 * Runs at the end of the page: imports the build's entry (data-src) after the first contentful
 * paint, with its chunks preloaded beside it (data-preload). A browser that cannot report paints
 * loads it at once; one that never reports the paint (a tab opened in the background) loads it
 * 3 s after the load event at the latest.
 */
export const PAGE_SCRIPT_LOADER = [
  "(function(){",
  "var s=document.currentScript,done=false;",
  "function load(){if(done)return;done=true;",
  '(s.getAttribute("data-preload")||"").split(" ").forEach(function(href){if(!href)return;',
  'var link=document.createElement("link");link.rel="modulepreload";link.href=href;document.head.appendChild(link);});',
  'import(s.getAttribute("data-src"));}',
  "var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes;",
  'if(!types||types.indexOf("paint")<0){load();return;}',
  'new PerformanceObserver(function(list,observer){if(!list.getEntriesByName("first-contentful-paint").length)return;',
  'observer.disconnect();setTimeout(load);}).observe({type:"paint",buffered:true});',
  'addEventListener("load",function(){setTimeout(load,3000);});',
  "})();",
].join("");

/** The loader's CSP source: the policy allows this one inline script and no other. */
export const PAGE_SCRIPT_LOADER_SOURCE = `'sha256-${createHash("sha256").update(PAGE_SCRIPT_LOADER).digest("base64")}'`;

const entryScript = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>\s*/;
const modulePreload = /<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>\s*/g;

/**
 * The build's page shell with its entry script and module preloads moved from <head> to a loader
 * at the end of <body>. A shell without an entry script is returned as it is.
 */
export function deferPageScript(template: string): string {
  const entry = entryScript.exec(template);
  if (!entry) return template;
  const preloads = [...template.matchAll(modulePreload)].map((match) => match[1]);
  const loader = `<script data-src="${entry[1]}" data-preload="${preloads.join(" ")}">${PAGE_SCRIPT_LOADER}</script>`;
  return template
    .replace(entryScript, "")
    .replace(modulePreload, "")
    .replace("</body>", () => `${loader}</body>`);
}

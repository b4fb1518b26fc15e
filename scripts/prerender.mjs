// Writes each public page in each language as HTML with its content, head tags and styles, so
// search engines and link previews see the real page before any JavaScript runs; the browser then
// hydrates it. Reads the server-side build (vite --ssr web/src/entry-prerender.tsx → web/dist-ssr)
// and the client build's index.html; writes web/dist/prerender/<locale>/<page>.html and a manifest
// the server reads (which pages exist, which belong in the sitemap).
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";

const root = path.resolve(import.meta.dirname, "..");
const dist = path.join(root, "web/dist");
const ssrEntry = path.join(root, "web/dist-ssr/entry-prerender.js");
const outDir = path.join(dist, "prerender");

const { renderPage, seoRoutes, locales, directionOf, siteOriginPlaceholder } = await import(pathToFileURL(ssrEntry).href);
const template = await readFile(path.join(dist, "index.html"), "utf8");

// React writes the page's hoisted head tags first, then the body; they go to <head>.
const leadingHeadTags = /^(?:<(?:meta|link)\b[^>]*>|<title>[^<]*<\/title>)*/;

/** "/" → "index", "/service-areas" → "service-areas". */
export function fileNameOf(routePath) {
  return routePath === "/" ? "index" : routePath.slice(1).replaceAll("/", "__");
}

function pageHtml(rendered, locale) {
  const head = rendered.match(leadingHeadTags)[0];
  const body = rendered.slice(head.length);
  return template
    .replace(/<html lang="[^"]*" dir="[^"]*">/, `<html lang="${locale}" dir="${directionOf(locale)}">`)
    .replace(/<title>[^<]*<\/title>\s*/, "")
    .replace(/<meta\s+name="description"[^>]*>\s*/, "")
    // The shell's "needs JavaScript" note: this page shows its content without.
    .replace(/<noscript>[\s\S]*?<\/noscript>\s*/, "")
    .replace("</head>", `${head}</head>`)
    .replace('<div id="root"></div>', `<div id="root" data-prerendered="">${body}</div>`);
}

const started = performance.now();
if (!template.includes('<div id="root"></div>') || !/<html lang="[^"]*" dir="[^"]*">/.test(template)) {
  throw new Error("web/dist/index.html no longer has the <html lang dir> and empty #root the prerender fills");
}
const pages = [];
for (const locale of locales) {
  await mkdir(path.join(outDir, locale), { recursive: true });
  for (const route of seoRoutes) {
    const html = pageHtml(await renderPage(route.path, locale), locale);
    const file = `${locale}/${fileNameOf(route.path)}.html`;
    await writeFile(path.join(outDir, file), html);
    pages.push({ path: route.path, locale, file });
  }
}
const manifest = {
  siteOriginPlaceholder,
  locales,
  routes: seoRoutes.map(({ path: routePath, indexed }) => ({ path: routePath, indexed })),
  pages,
};
await writeFile(path.join(outDir, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`prerendered ${pages.length} pages (${seoRoutes.length} routes × ${locales.length} languages) in ${((performance.now() - started) / 1000).toFixed(1)} s`);
// The lazy page modules and Apollo leave nothing running that needs waiting for.
process.exit(0);

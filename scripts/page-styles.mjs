// Writes the stylesheet every public page shares: the build renders each public route in each
// language through the server entry it just built (with no data: the catalogue is not there at
// build time) and keeps every rule the renders used, as web/dist/assets/site-<hash>.css. The
// manifest beside the entry (web/dist-ssr/page-styles.json) tells it which rules pages leave out.
import { createHash } from "node:crypto";
import { readdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";

const web = path.resolve(process.argv[2] ?? "web");
const assets = path.join(web, "dist", "assets");
const entry = await import(pathToFileURL(path.join(web, "dist-ssr", "entry-server.js")).href);

const noData = async () => ({ errors: [{ message: "no data while building" }] });
const requests = entry.seoRoutes.flatMap((route) =>
  entry.locales.map((locale) => ({
    url: `${route.path}?lang=${locale}`,
    locale,
    currency: entry.defaultCurrencyCode,
    execute: noData,
  })),
);
const started = Date.now();
const { css, ids } = await entry.harvestPageStyles(requests);
const name = `site-${createHash("sha256").update(css).digest("hex").slice(0, 12)}.css`;
for (const old of await readdir(assets)) if (/^site-[0-9a-f]+\.css/.test(old)) await rm(path.join(assets, old));
await writeFile(path.join(assets, name), css);
await writeFile(path.join(web, "dist-ssr", "page-styles.json"), JSON.stringify({ href: `/assets/${name}`, ids }));
console.log(
  `page styles: ${requests.length} renders in ${((Date.now() - started) / 1000).toFixed(1)} s → ` +
    `assets/${name}, ${ids.length} rules, ${(css.length / 1024).toFixed(0)} KiB`,
);

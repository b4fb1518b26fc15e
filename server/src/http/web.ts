import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { Router, type Request, type Response } from "express";
import expressStaticGzip from "express-static-gzip";
import type { Logger } from "../logger.js";
import { formPostsRouter, type SubmitOperation } from "./public-pages/form-posts.js";
import type { PageRenderer } from "./public-pages/page-renderer.js";
import { RETRY_AFTER_SECONDS } from "./public-pages/unavailable-page.js";
import { preferencesRouter } from "./public-pages/preferences.js";
import { robotsOf, sitemapOf } from "./public-pages/sitemap.js";
import type { SsrEntry } from "./public-pages/ssr-entry.js";
import { loadRouteMatcher } from "./route-paths.js";

/** Pages reached only through an emailed link with a token in the path. */
const PRIVATE_LINK = /^\/passenger\//;

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The server-rendered public pages (public-pages/), when the web build has its server entry. */
export interface PublicSite {
  entry: SsrEntry;
  /** Made from the build's index.html, which only this router reads. */
  renderer(template: string): PageRenderer;
  /** What the forms posted without JavaScript are sent through. */
  submit: SubmitOperation;
}

/**
 * Serves the built web app: hashed assets cached for a year (brotli/gzip files made at build),
 * index.html never cached, and client routes answered with index.html — status 404 for paths
 * the router does not know, so crawlers and monitors see the truth. Public pages are rendered on
 * the server in the visitor's language and currency (public-pages/), with the sitemap, robots.txt
 * and the no-JavaScript preference form beside them.
 */
export function webRouter(webDist: string, siteUrl: string, log: Logger, site: PublicSite | null): Router {
  const router = Router();
  const indexFile = path.join(webDist, "index.html");
  if (!existsSync(indexFile)) {
    log.warn({ webDist }, "web app not built: run `npm run build` (the API still works)");
    router.get(/.*/, (_req, res) => {
      res.status(503).type("text/plain").send("The web app has not been built. Run `npm run build`.");
    });
    return router;
  }
  const indexHtml = readFileSync(indexFile, "utf8");
  // The signed-in app's own page (web/src/app/vite.config.ts): the customer area, the back office and
  // every other address that is not a public page. Older builds have none: index.html boots the app too.
  const appFile = path.join(webDist, "app.html");
  const appHtml = existsSync(appFile) ? readFileSync(appFile, "utf8") : indexHtml;
  const isKnownRoute = loadRouteMatcher(path.join(webDist, "route-paths.json")) ?? (() => true);
  const publicPages = site?.renderer(indexHtml) ?? null;
  if (!site)
    log.warn({ webDist }, "no server entry in the web build (web/dist-ssr): public pages render in the browser only");

  if (site) {
    const sitemapXml = sitemapOf(site.entry, siteUrl);
    const robotsTxt = robotsOf(siteUrl);
    router.get("/sitemap.xml", (_req, res) => {
      res.set("Cache-Control", "no-cache").type("application/xml").send(sitemapXml);
    });
    router.get("/robots.txt", (_req, res) => {
      res.set("Cache-Control", "no-cache").type("text/plain").send(robotsTxt);
    });
    router.use(preferencesRouter(site.entry, siteUrl));
    if (publicPages) router.use(formPostsRouter(site.entry, publicPages, site.submit, log, siteUrl));
  }

  router.use(
    expressStaticGzip(webDist, {
      enableBrotli: true,
      orderPreference: ["br", "gzip"],
      index: false,
      serveStatic: {
        index: false,
        setHeaders: (res, filePath) => {
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          res.setHeader("Cache-Control", immutable ? `public, max-age=${YEAR_SECONDS}, immutable` : "no-cache");
        },
      },
    }),
  );

  const sendIndex = async (req: Request, res: Response) => {
    const page = await publicPages?.pageFor(req);
    if (page) {
      // The language and currency come from cookies, or for a bare URL from Accept-Language: caches keep one copy per each.
      res.vary("Cookie");
      if (page.negotiated) res.vary("Accept-Language");
      // Sent as compressed with the page in the cache (the compression middleware leaves an encoded body alone).
      res.vary("Accept-Encoding");
      // Brotli whenever accepted: browsers list gzip first at equal weight, yet brotli is smaller.
      const encoding = (["br", "gzip"] as const).find((name) => req.acceptsEncodings(name) === name) ?? "identity";
      if (encoding !== "identity") res.set("Content-Encoding", encoding);
      if (page.status === 503)
        res.status(503).set({ "Cache-Control": "no-store", "Retry-After": String(RETRY_AFTER_SECONDS) });
      else res.status(200).set({ "Cache-Control": "no-cache", ETag: page.bytes.etag });
      res.type("html");
      res.send(await page.bytes.body(encoding));
      return;
    }
    res.status(isKnownRoute(req.path) ? 200 : 404);
    // A passenger's link holds a token and opens a passport form: never indexed, never kept by a cache.
    if (PRIVATE_LINK.test(req.path)) res.set({ "X-Robots-Tag": "noindex, nofollow", "Cache-Control": "no-store" });
    else res.set("Cache-Control", "no-cache");
    res.type("html").send(appHtml);
  };
  router.get(/.*/, (req, res, next) => {
    // Missing files (a stale /assets/x.js, /favicon.png) are a plain 404, not the app shell.
    if (path.extname(req.path) || req.path.startsWith("/assets/")) return next();
    return sendIndex(req, res);
  });
  return router;
}

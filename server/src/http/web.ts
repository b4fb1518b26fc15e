import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { Router, type Request, type Response } from "express";
import expressStaticGzip from "express-static-gzip";
import type { Logger } from "../logger.js";
import { loadRouteMatcher } from "./route-paths.js";
import { loadPublicPages } from "./seo.js";

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Serves the built web app: hashed assets cached for a year (brotli/gzip files made at build),
 * index.html never cached, and client routes answered with index.html — status 404 for paths
 * the router does not know, so crawlers and monitors see the truth. Public pages are sent
 * prerendered in the language asked for (http/seo.ts), with the sitemap and robots.txt beside them.
 */
export function webRouter(webDist: string, siteUrl: string, log: Logger): Router {
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
  const isKnownRoute = loadRouteMatcher(path.join(webDist, "route-paths.json")) ?? (() => true);
  const publicPages = loadPublicPages(webDist, siteUrl);
  if (!publicPages) log.warn({ webDist }, "no prerendered pages in the web build: public pages render in the browser only");

  if (publicPages) {
    router.get("/sitemap.xml", (_req, res) => {
      res.set("Cache-Control", "no-cache").type("application/xml").send(publicPages.sitemapXml);
    });
    router.get("/robots.txt", (_req, res) => {
      res.set("Cache-Control", "no-cache").type("text/plain").send(publicPages.robotsTxt);
    });
  }
  // The prerender's source files (the site address not yet written in) are not for serving.
  router.use("/prerender/", (_req, res) => {
    res.status(404).type("text/plain").send("Not found");
  });

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

  const sendIndex = (req: Request, res: Response) => {
    const page = publicPages?.pageFor(req);
    if (page) {
      // A bare URL's language comes from Accept-Language, so caches must keep one copy per language.
      if (page.negotiated) res.vary("Accept-Language");
      res.status(200).set("Cache-Control", "no-cache").type("html").send(page.html);
      return;
    }
    res.status(isKnownRoute(req.path) ? 200 : 404);
    res.set("Cache-Control", "no-cache").type("html").send(indexHtml);
  };
  router.get(/.*/, (req, res, next) => {
    // Missing files (a stale /assets/x.js, /favicon.png) are a plain 404, not the app shell.
    if (path.extname(req.path) || req.path.startsWith("/assets/")) return next();
    sendIndex(req, res);
  });
  return router;
}

import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { Router, type Request, type Response } from "express";
import expressStaticGzip from "express-static-gzip";
import type { Logger } from "../logger.js";
import { loadRouteMatcher } from "./route-paths.js";

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Serves the built web app: hashed assets cached for a year (brotli/gzip files made at build),
 * index.html never cached, and client routes answered with index.html — status 404 for paths
 * the router does not know, so crawlers and monitors see the truth.
 */
export function webRouter(webDist: string, log: Logger): Router {
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

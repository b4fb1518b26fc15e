import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { Router, type Request } from "express";
import type { Config } from "../config.js";
import type { Logger } from "../logger.js";
import { sandboxPolicy } from "./security.js";

// GraphQL clients ask for JSON; a browser's address bar asks for HTML first.
const GRAPHQL_TYPES = ["application/graphql-response+json", "application/json", "text/html"];

/**
 * The static file server decodes and normalises a path before it looks for a file, so this does
 * too: /%73andbox.html, /./sandbox.html and /assets/../sandbox.html all name the built page.
 */
function namesSandboxFile(rawPath: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return false; // the static server refuses a malformed path itself
  }
  return /^sandbox\.html(\.(gz|br))?$/i.test(path.posix.basename(path.posix.normalize(decoded)));
}

export function prefersHtml(req: Request): boolean {
  return (req.method === "GET" || req.method === "HEAD") && req.accepts(GRAPHQL_TYPES) === "text/html";
}

/**
 * The developers' sandbox: GraphiQL (bundled by the web build as sandbox.html, no CDN) for a
 * browser's GET /graphql when GRAPHQL_SANDBOX is on; 404 when it is off. Every other request
 * to /graphql falls through to Apollo. The page is reachable only there, under its own CSP.
 */
export function sandboxRouter(config: Pick<Config, "graphqlSandbox" | "webDist" | "auth">, log: Logger): Router {
  const router = Router();
  const policy = sandboxPolicy(config.auth.siteUrl);
  const file = path.join(config.webDist, "sandbox.html");
  const html = config.graphqlSandbox && existsSync(file) ? readFileSync(file, "utf8") : null;
  if (config.graphqlSandbox && !html)
    log.warn({ file }, "GraphQL sandbox not built: run `npm run build` (GET /graphql from a browser answers 503)");

  router.get("/graphql", (req, res, next) => {
    if (!prefersHtml(req)) return next();
    res.set("Cache-Control", "no-cache").vary("Accept");
    if (!config.graphqlSandbox) {
      res
        .status(404)
        .type("text/plain")
        .send("The GraphQL sandbox is turned off on this server (GRAPHQL_SANDBOX). POST GraphQL requests to this URL.");
      return;
    }
    if (!html) {
      res.status(503).type("text/plain").send("The GraphQL sandbox has not been built. Run `npm run build`.");
      return;
    }
    res.setHeader("Content-Security-Policy", policy);
    res.type("html").send(html);
  });
  // The built file is served only as /graphql (with its CSP, and only when the sandbox is on).
  router.use((req, res, next) => {
    if (!namesSandboxFile(req.path)) return next();
    res.status(404).type("text/plain").send("Not found");
  });
  return router;
}

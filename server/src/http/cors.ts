import type { IncomingMessage } from "node:http";
import type { RequestHandler } from "express";

// Which browser pages may use the API from another origin: the site itself (SITE_URL) and the
// origins CORS_ORIGINS names. Anything else gets no CORS headers, so the browser keeps the answer
// from the page; and its graphql-ws handshake is refused (a WebSocket is not covered by CORS).

const ALLOW_HEADERS = "authorization, content-type, apollo-require-preflight, x-apollo-operation-name";

export function allowedOrigins(config: { corsOrigins: string[]; auth: { siteUrl: string } }): Set<string> {
  return new Set([new URL(config.auth.siteUrl).origin, ...config.corsOrigins]);
}

/** The CORS headers an answer to `origin` carries: none unless it is allowed. */
export function corsHeadersFor(origins: Set<string>, origin: string | undefined): [string, string][] {
  if (origin === undefined || !origins.has(origin)) return [];
  return [
    ["Access-Control-Allow-Origin", origin],
    ["Access-Control-Allow-Headers", ALLOW_HEADERS],
    ["Access-Control-Allow-Methods", "GET, POST, OPTIONS"],
    ["Access-Control-Max-Age", "600"],
  ];
}

/** CORS for /graphql: the allowed origins get the headers (and a 204 preflight); others nothing. */
export function graphqlCors(origins: Set<string>): RequestHandler {
  return (req, res, next) => {
    res.vary("Origin");
    const cors = corsHeadersFor(origins, req.get("origin"));
    const allowed = cors.length > 0;
    for (const [name, value] of cors) res.setHeader(name, value);
    if (req.method === "OPTIONS") {
      res.status(allowed ? 204 : 403).end();
      return;
    }
    next();
  };
}

/** Whether `origin` names the host the request was sent to (through a dev proxy such as Vite's, too). */
function sameHost(origin: string, host: string | undefined): boolean {
  try {
    return host !== undefined && new URL(origin).host === host;
  } catch {
    return false;
  }
}

/**
 * ws's verifyClient for graphql-ws: a browser always sends Origin, so a page from a foreign origin
 * is refused (403) before the upgrade. Allowed: the site and CORS_ORIGINS, a page of the host the
 * socket is opened on (Vite's dev server on :5173 proxies with its own Host), and clients that are
 * not browsers, which send no Origin.
 */
export function webSocketOriginCheck(origins: Set<string>) {
  return (
    info: { origin?: string; req: IncomingMessage },
    done: (ok: boolean, code?: number, message?: string) => void,
  ) => {
    const origin = info.req.headers.origin;
    if (origin === undefined || origins.has(origin) || sameHost(origin, info.req.headers.host)) done(true);
    else done(false, 403, "Origin not allowed");
  };
}

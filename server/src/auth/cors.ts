import type { RequestHandler } from "express";
import type { AuthConfig } from "../config.js";

const ALLOW_HEADERS = "authorization, apikey, content-type, x-client-info, x-supabase-api-version";
const EXPOSE_HEADERS = "x-supabase-api-version, x-sb-error-code, retry-after";

/** Lets the site's own origins (and configured extra ones) call /auth/v1 from a browser. */
export function authCors(config: AuthConfig): RequestHandler {
  const origins = new Set(
    [config.siteUrl, ...config.additionalRedirectUrls].flatMap((u) => {
      try {
        return [new URL(u).origin];
      } catch {
        return [];
      }
    }),
  );
  return (req, res, next) => {
    // auth-js reads the error code only when it can see this header, same-origin or not.
    res.setHeader("Access-Control-Expose-Headers", EXPOSE_HEADERS);
    const origin = req.get("origin");
    if (origin && origins.has(origin)) {
      res.setHeader("Access-Control-Allow-Origin", origin);
      res.setHeader("Vary", "Origin");
      res.setHeader("Access-Control-Allow-Headers", ALLOW_HEADERS);
      res.setHeader("Access-Control-Allow-Methods", "GET, POST, PUT, DELETE, OPTIONS");
      res.setHeader("Access-Control-Max-Age", "600");
    }
    if (req.method === "OPTIONS") {
      res.status(204).end();
      return;
    }
    next();
  };
}

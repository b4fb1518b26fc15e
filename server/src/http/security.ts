import type { RequestHandler } from "express";
import { PAGE_SCRIPT_LOADER_SOURCE } from "./public-pages/page-script.js";

// The app bundles everything it needs (no CDNs), so the policy can stay on 'self', with one inline
// script by its hash: the loader that starts a public page's script after its first paint.
// Chakra/emotion inject <style> tags at run time, hence 'unsafe-inline' for styles only.
// connect-src: the page talks to its own origin only, GraphQL subscriptions included ('self' covers
// same-origin ws: in current browsers; the site's own ws(s) origin is named for the others).
function contentSecurityPolicy(siteUrl: string): string {
  const site = new URL(siteUrl);
  const sockets = `${site.protocol === "https:" ? "wss:" : "ws:"}//${site.host}`;
  return [
    "default-src 'self'",
    `script-src 'self' ${PAGE_SCRIPT_LOADER_SOURCE}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self' ${sockets}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}

// The GraphiQL sandbox page only (http/sandbox.ts). GraphiQL 5 needs nothing more than the site:
// no 'unsafe-eval', no blob: workers (Vite bundles Monaco's workers as same-origin files), inline
// styles and data: fonts already allowed. worker-src says so explicitly rather than by fallback.
export function sandboxPolicy(siteUrl: string): string {
  return contentSecurityPolicy(siteUrl).replace("object-src 'none'", "object-src 'none'; worker-src 'self'");
}

/** Two years, subdomains too: production is served over HTTPS only (hstspreload.org's minimum). */
const HSTS = "max-age=63072000; includeSubDomains";

type SecurityConfig = { nodeEnv: string; auth: { siteUrl: string } };

/** The headers of every page and download (GraphQL answers carry apiSecurityHeaderList). */
function securityHeaderList(config: SecurityConfig): [string, string][] {
  return [
    ["Content-Security-Policy", contentSecurityPolicy(config.auth.siteUrl)],
    ...(config.nodeEnv === "production" ? [["Strict-Transport-Security", HSTS] as [string, string]] : []),
    ["X-Content-Type-Options", "nosniff"],
    ["X-Frame-Options", "DENY"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["Cross-Origin-Opener-Policy", "same-origin"],
    ["Permissions-Policy", "camera=(), microphone=(), geolocation=()"],
  ];
}

/**
 * What a GraphQL answer (JSON, never a document) needs: nothing may load or frame it, no sniffing,
 * HSTS. The page-only headers (the document policy, COOP, Permissions-Policy, X-Frame-Options,
 * which frame-ancestors says already) would add 600 bytes to every API answer for nothing.
 */
export function apiSecurityHeaderList(config: SecurityConfig): [string, string][] {
  return [
    ["Content-Security-Policy", "default-src 'none'; object-src 'none'; frame-ancestors 'none'"],
    ...(config.nodeEnv === "production" ? [["Strict-Transport-Security", HSTS] as [string, string]] : []),
    ["X-Content-Type-Options", "nosniff"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
  ];
}

/** GraphQL's JSON answers (POST /graphql); its GET is the sandbox page, a document. */
const isApiAnswer = (method: string, path: string) => path === "/graphql" && method !== "GET";

export function securityHeaders(config: SecurityConfig): RequestHandler {
  const pageHeaders = securityHeaderList(config);
  const apiHeaders = apiSecurityHeaderList(config);
  return (req, res, next) => {
    const headers = isApiAnswer(req.method, req.path) ? apiHeaders : pageHeaders;
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  };
}

import type { RequestHandler } from "express";

// The app bundles everything it needs (no CDNs), so the policy can stay on 'self'.
// Chakra/emotion inject <style> tags at run time, hence 'unsafe-inline' for styles only.
const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self' ws: wss:",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join("; ");

// The GraphiQL sandbox page only (http/sandbox.ts). GraphiQL 5 needs nothing more than the site:
// no 'unsafe-eval', no blob: workers (Vite bundles Monaco's workers as same-origin files), inline
// styles and data: fonts already allowed. worker-src says so explicitly rather than by fallback.
export const SANDBOX_CSP = CSP.replace("object-src 'none'", "object-src 'none'; worker-src 'self'");

export const securityHeaders: RequestHandler = (_req, res, next) => {
  res.setHeader("Content-Security-Policy", CSP);
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("X-Frame-Options", "DENY");
  res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
  res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
  res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
  next();
};

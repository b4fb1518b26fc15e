import express, { Router, type Request } from "express";
import { refuseCrossSitePosts } from "./same-site-posts.js";
import type { SsrEntry } from "./ssr-entry.js";

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

export interface VisitorChoice {
  locale: string;
  currency: string;
  /** The language came from Accept-Language (no ?lang=, no cookie): caches must keep one copy per language. */
  negotiated: boolean;
}

/** The named cookie's value from the Cookie header (no parser needed for two plain values). */
export function cookieOf(req: Request, name: string): string | undefined {
  const header = req.get("cookie");
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) {
      try {
        return decodeURIComponent(value.join("="));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** ?lang= (links, hreflang), else the remembered choice, else Accept-Language, else English; the currency from its cookie. */
export function visitorChoice(req: Request, entry: SsrEntry): VisitorChoice {
  const { locales, preferenceCookies } = entry;
  const fromUrl = typeof req.query.lang === "string" && locales.includes(req.query.lang) ? req.query.lang : undefined;
  const stored = cookieOf(req, preferenceCookies.locale);
  const fromCookie = stored && locales.includes(stored) ? stored : undefined;
  const accepted = req.acceptsLanguages(...locales);
  const negotiated = typeof accepted === "string" && accepted !== "*" ? accepted : "en";
  const currency = cookieOf(req, preferenceCookies.currency);
  return {
    locale: fromUrl ?? fromCookie ?? negotiated,
    currency: currency && entry.currencies.some((c) => c.code === currency) ? currency : entry.defaultCurrencyCode,
    negotiated: !fromUrl && !fromCookie,
  };
}

/**
 * Where to send the visitor back to: a path on this site, judged after parsing as a browser would
 * read it (`/.//evil.example` and `/./\evil.example` parse to `//evil.example`, which a Location
 * header makes another site). Anything that is not the site's own origin goes to "/".
 */
export function returnPath(value: unknown, siteOrigin: string): string {
  if (typeof value !== "string" || !value.startsWith("/")) return "/";
  let url: URL;
  try {
    url = new URL(value, siteOrigin);
  } catch {
    return "/";
  }
  if (url.origin !== siteOrigin || url.pathname.startsWith("//")) return "/";
  return `${url.pathname}${url.search}`;
}

/**
 * POST /preferences: the language and currency selectors without JavaScript. Remembers the choice
 * in its cookie and sends the visitor back to the page they were on (its ?lang= follows the choice).
 */
export function preferencesRouter(entry: SsrEntry, siteUrl: string): Router {
  const siteOrigin = new URL(siteUrl).origin;
  const secure = siteOrigin.startsWith("https:");
  const router = Router();
  const sameSite = refuseCrossSitePosts(siteUrl, "/");
  router.post("/preferences", sameSite, express.urlencoded({ extended: false, limit: "2kb" }), (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const target = new URL(returnPath(body.return, siteOrigin), siteOrigin);
    const cookie = { path: "/", maxAge: YEAR_MS, sameSite: "lax" as const, secure, httpOnly: false };
    if (typeof body.lang === "string" && entry.locales.includes(body.lang)) {
      res.cookie(entry.preferenceCookies.locale, body.lang, cookie);
      if (target.searchParams.has("lang")) target.searchParams.set("lang", body.lang);
    }
    if (typeof body.currency === "string" && entry.currencies.some((c) => c.code === body.currency)) {
      res.cookie(entry.preferenceCookies.currency, body.currency, cookie);
    }
    res.redirect(303, `${target.pathname}${target.search}`);
  });
  return router;
}

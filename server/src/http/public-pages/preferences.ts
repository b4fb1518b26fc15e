import express, { Router, type Request } from "express";
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

/** Only a path on this site: `//evil.example` or `https://…` would make the form an open redirect. */
function sameSitePath(value: unknown): string {
  return typeof value === "string" && value.startsWith("/") && !value.startsWith("//") && !value.startsWith("/\\")
    ? value
    : "/";
}

/**
 * POST /preferences: the language and currency selectors without JavaScript. Remembers the choice
 * in its cookie and sends the visitor back to the page they were on (its ?lang= follows the choice).
 */
export function preferencesRouter(entry: SsrEntry, secure: boolean): Router {
  const router = Router();
  router.post("/preferences", express.urlencoded({ extended: false, limit: "2kb" }), (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const target = new URL(sameSitePath(body.return), "http://site.invalid");
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

import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Request } from "express";

/** What scripts/prerender.mjs writes beside the pages (web/dist/prerender/manifest.json). */
interface PrerenderManifest {
  siteOriginPlaceholder: string;
  locales: string[];
  routes: { path: string; indexed: boolean }[];
  pages: { path: string; locale: string; file: string }[];
}

export interface PublicPages {
  /** The prerendered HTML for this request (its ?lang=, else Accept-Language, else English), or null. */
  pageFor(req: Request): { html: string; negotiated: boolean } | null;
  sitemapXml: string;
  robotsTxt: string;
}

const defaultLocale = "en";
/** The language, and campaign tags no page reads. */
const ignoredParams = /^(lang|utm_[a-z]+|fbclid|gclid|msclkid)$/;

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** ?lang= as the web app reads it (web/src/i18n/locales.ts urlLanguageParam). */
function localizedUrl(siteUrl: string, routePath: string, locale: string): string {
  return `${siteUrl}${routePath}?lang=${locale}`;
}

function sitemapOf(manifest: PrerenderManifest, siteUrl: string): string {
  const indexed = manifest.routes.filter((route) => route.indexed);
  const urls = indexed.flatMap((route) =>
    manifest.locales.map((locale) => {
      const alternates = [
        ...manifest.locales.map((alt) => ({ hreflang: alt, href: localizedUrl(siteUrl, route.path, alt) })),
        { hreflang: "x-default", href: `${siteUrl}${route.path}` },
      ];
      return [
        "  <url>",
        `    <loc>${escapeXml(localizedUrl(siteUrl, route.path, locale))}</loc>`,
        ...alternates.map((a) => `    <xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeXml(a.href)}"/>`),
        "  </url>",
      ].join("\n");
    }),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

// The signed-in areas and the API are nothing for a search engine; the auth pages say noindex themselves.
function robotsOf(siteUrl: string): string {
  return ["User-agent: *", "Disallow: /admin/", "Disallow: /customer/", "Disallow: /customer-dashboard", "Disallow: /graphql", "Disallow: /auth/", "Disallow: /export/", "", `Sitemap: ${siteUrl}/sitemap.xml`, ""].join("\n");
}

/** The language a bare URL is served in: the first of Accept-Language the site speaks. */
function negotiate(req: Request, locales: string[]): string {
  const accepted = req.acceptsLanguages(...locales);
  return typeof accepted === "string" && accepted !== "*" ? accepted : defaultLocale;
}

/**
 * Loads the prerendered public pages once, with the configured site address written in (the build
 * cannot know it), and derives the sitemap from the same list. Null when the build made none.
 */
export function loadPublicPages(webDist: string, siteUrl: string): PublicPages | null {
  const manifestFile = path.join(webDist, "prerender", "manifest.json");
  if (!existsSync(manifestFile)) return null;
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as PrerenderManifest;
  const pages = new Map<string, string>();
  for (const page of manifest.pages) {
    const html = readFileSync(path.join(webDist, "prerender", page.file), "utf8");
    pages.set(`${page.locale} ${page.path}`, html.replaceAll(manifest.siteOriginPlaceholder, siteUrl));
  }
  return {
    pageFor(req) {
      // The HTML was rendered for the bare page: a page that reads other parameters (a booking's
      // route, a sign-in link's code) would show something else, so it starts in the browser.
      if (Object.keys(req.query).some((name) => !ignoredParams.test(name))) return null;
      const routePath = req.path.length > 1 ? req.path.replace(/\/+$/, "") : req.path;
      const requested = req.query.lang;
      const fromUrl = typeof requested === "string" && manifest.locales.includes(requested) ? requested : null;
      const html = pages.get(`${fromUrl ?? negotiate(req, manifest.locales)} ${routePath}`);
      return html === undefined ? null : { html, negotiated: fromUrl === null };
    },
    sitemapXml: sitemapOf(manifest, siteUrl),
    robotsTxt: robotsOf(siteUrl),
  };
}

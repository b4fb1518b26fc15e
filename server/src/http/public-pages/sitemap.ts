import type { SsrEntry } from "./ssr-entry.js";

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** ?lang= as the web app reads it (web/src/i18n/locales.ts urlLanguageParam). */
function localizedUrl(siteUrl: string, routePath: string, locale: string): string {
  return `${siteUrl}${routePath}?lang=${locale}`;
}

/** Every indexed public page in every language, each with its hreflang alternates. */
export function sitemapOf(entry: Pick<SsrEntry, "seoRoutes" | "locales">, siteUrl: string): string {
  const indexed = entry.seoRoutes.filter((route) => route.indexed);
  const urls = indexed.flatMap((route) =>
    entry.locales.map((locale) => {
      const alternates = [
        ...entry.locales.map((alt) => ({ hreflang: alt, href: localizedUrl(siteUrl, route.path, alt) })),
        { hreflang: "x-default", href: `${siteUrl}${route.path}` },
      ];
      return [
        "  <url>",
        `    <loc>${escapeXml(localizedUrl(siteUrl, route.path, locale))}</loc>`,
        ...alternates.map(
          (a) => `    <xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeXml(a.href)}"/>`,
        ),
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
export function robotsOf(siteUrl: string): string {
  return [
    "User-agent: *",
    "Disallow: /admin/",
    "Disallow: /customer/",
    "Disallow: /customer-dashboard",
    "Disallow: /passenger/",
    "Disallow: /graphql",
    "Disallow: /auth/",
    "Disallow: /export/",
    "",
    `Sitemap: ${siteUrl}/sitemap.xml`,
    "",
  ].join("\n");
}

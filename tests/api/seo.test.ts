import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectRoot } from "../../server/src/config.js";
import { startTestServer, type TestServer } from "../support/server.js";

// Against the real web build (`npm run build`): the server renders public pages with its server entry.
const ssrEntry = path.join(projectRoot, "web/dist-ssr/entry-server.js");
const SITE_URL = "https://charter.example.test";
const LOCALES = ["en", "es", "ar", "zh"] as const;

type Catalogue = Record<string, string>;
const catalogue = async (locale: string): Promise<Catalogue> =>
  JSON.parse(await readFile(path.join(projectRoot, `web/src/i18n/messages/${locale}.json`), "utf8")) as Catalogue;

/** The value of one attribute of the first tag matching `selector` (a regexp over the tag's text). */
function attributeOf(html: string, tagPattern: RegExp, attribute: string): string | null {
  const tag = html.match(tagPattern)?.[0];
  return tag?.match(new RegExp(`${attribute}="([^"]*)"`, "i"))?.[1] ?? null;
}

const decode = (text: string) =>
  text
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");

describe("search engines and link previews", () => {
  let server: TestServer;
  let seoRoutes: { path: string; indexed: boolean }[];

  beforeAll(async () => {
    if (!existsSync(ssrEntry))
      throw new Error("the web build has no server entry (web/dist-ssr): run `npm run build` first");
    ({ seoRoutes } = (await import(pathToFileURL(ssrEntry).href)) as { seoRoutes: typeof seoRoutes });
    server = await startTestServer({ SITE_URL });
  });
  afterAll(async () => {
    await server?.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) => fetch(`${server.url}${url}`, { headers });

  it("lists every indexed public page in every language in sitemap.xml, with hreflang alternates and absolute SITE_URL addresses", async () => {
    const response = await get("/sitemap.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/xml/);
    const xml = await response.text();
    const indexed = seoRoutes.filter((route) => route.indexed).map((route) => route.path);
    expect(indexed).toEqual(expect.arrayContaining(["/", "/programs", "/fleet", "/about", "/contact"]));
    expect(indexed).not.toContain("/login");

    const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1]!);
    expect(entries).toHaveLength(indexed.length * LOCALES.length);
    for (const routePath of indexed) {
      for (const locale of LOCALES) {
        const entry = entries.find((e) => e.includes(`<loc>${SITE_URL}${routePath}?lang=${locale}</loc>`));
        expect(entry, `${routePath} ${locale}`).toBeDefined();
        for (const alternate of LOCALES) {
          expect(entry).toContain(
            `<xhtml:link rel="alternate" hreflang="${alternate}" href="${SITE_URL}${routePath}?lang=${alternate}"/>`,
          );
        }
        expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${SITE_URL}${routePath}"/>`);
      }
    }
    expect(xml).not.toContain("/login");
    for (const [, href] of xml.matchAll(/(?:<loc>|href=")([^<"]+)/g))
      expect(href!.startsWith(`${SITE_URL}/`)).toBe(true);
  });

  it("points robots.txt at the sitemap and keeps crawlers out of the signed-in areas", async () => {
    const response = await get("/robots.txt");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/text\/plain/);
    const robots = await response.text();
    expect(robots).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
    expect(robots).toMatch(/^Disallow: \/admin\/$/m);
  });

  it("serves a public page's content and head tags in the language of its URL, before any script runs", async () => {
    for (const [url, locale, dir, routePath, headingId, titleId, descriptionId] of [
      ["/about?lang=es", "es", "ltr", "/about", "about.title", "nav.about", "seo.about.description"],
      ["/programs?lang=ar", "ar", "rtl", "/programs", "programs.title", "nav.programs", "seo.programs.description"],
      ["/about?lang=zh", "zh", "ltr", "/about", "about.title", "nav.about", "seo.about.description"],
    ] as const) {
      const messages = await catalogue(locale);
      const response = await get(url);
      expect(response.status, url).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<html lang="${locale}" dir="${dir}" data-currency="USD">`);
      expect(html).toMatch(new RegExp(`<h1[^>]*>${messages[headingId]}</h1>`));
      expect(html.match(/<title>([^<]*)<\/title>/g), "one title").toEqual([
        `<title>${messages[titleId]} · SkyCharter</title>`,
      ]);
      expect(decode(attributeOf(html, /<meta name="description"[^>]*>/, "content") ?? "")).toBe(
        messages[descriptionId],
      );
      expect(decode(attributeOf(html, /<meta property="og:description"[^>]*>/, "content") ?? "")).toBe(
        messages[descriptionId],
      );
      expect(attributeOf(html, /<meta property="og:title"[^>]*>/, "content")).toBe(`${messages[titleId]} · SkyCharter`);
      expect(attributeOf(html, /<link rel="canonical"[^>]*>/, "href")).toBe(`${SITE_URL}${routePath}?lang=${locale}`);
      for (const alternate of LOCALES) {
        expect(attributeOf(html, new RegExp(`<link rel="alternate" hreflang="${alternate}"[^>]*>`, "i"), "href")).toBe(
          `${SITE_URL}${routePath}?lang=${alternate}`,
        );
      }
      expect(attributeOf(html, /<link rel="alternate" hreflang="x-default"[^>]*>/i, "href")).toBe(
        `${SITE_URL}${routePath}`,
      );
      // The CSP allows no inline script: every script is a file (the others are the page's data and messages, as JSON).
      for (const [tag] of html.matchAll(/<script\b[^>]*>/g))
        expect(tag).toMatch(/\bsrc="\/assets\/|^<script type="application\/json" id="(apollo-state|page-messages)">$/);
      expect(html).not.toContain("skycharter-site-url.invalid");
    }
  });

  it("serves a bare URL in the visitor's Accept-Language, English by default", async () => {
    const spanish = await get("/about", { "accept-language": "es-ES,es;q=0.9,en;q=0.5" });
    expect(spanish.headers.get("vary")).toMatch(/accept-language/i);
    expect(await spanish.text()).toContain(`<html lang="es" dir="ltr" data-currency="USD">`);
    const english = await (await get("/about", { "accept-language": "fr-FR" })).text();
    expect(english).toContain(`<html lang="en" dir="ltr" data-currency="USD">`);
    expect(english).toContain((await catalogue("en"))["about.title"]);
  });

  it("keeps sign-in pages out of search results and leaves private pages to the browser", async () => {
    const login = await (await get("/customer-login?lang=es")).text();
    expect(login).toContain('<meta name="robots" content="noindex"/>');
    expect(login).not.toMatch(/hreflang/i);
    const dashboard = await get("/customer-dashboard");
    expect(dashboard.status).toBe(200);
    expect(await dashboard.text()).toContain('<div id="root"></div>');
    // A page that reads other parameters than the language starts in the browser, as before.
    const withCode = await get("/reset-password?lang=es&code=abc");
    expect(withCode.status).toBe(200);
    expect(await withCode.text()).toContain('<div id="root"></div>');
    expect(await (await get("/contact?lang=ar&utm_source=newsletter")).text()).toContain(
      '<html lang="ar" dir="rtl" data-currency="USD">',
    );
  });
});

import type { Request } from "express";
import type { Logger } from "../../logger.js";
import { OUTAGE_WAIT_MS, type CatalogueCache } from "../../core/catalogue-cache.js";
import { PageBytes } from "./page-bytes.js";
import { deferPageScript } from "./page-script.js";
import { visitorChoice } from "./preferences.js";
import { unavailablePage } from "./unavailable-page.js";
import type { ExecuteOperation, FormPostback, SsrEntry } from "./ssr-entry.js";

/** The language, and campaign tags no page reads. */
const ignoredParams = /^(lang|utm_[a-z]+|fbclid|gclid|msclkid)$/;

export interface ServedPage {
  bytes: PageBytes;
  /** The language came from Accept-Language: caches must keep one copy per language. */
  negotiated: boolean;
  /** 503 for the short "try again shortly" page; 200 otherwise. */
  status: 200 | 503;
}

export interface PageRenderer {
  /** The public page for this request in the visitor's language and currency, or null (not a public page: the app shell serves it). */
  pageFor(req: Request): Promise<ServedPage | null>;
  /** The page answering a form's POST, with its outcome: rendered for this visitor alone, never kept. */
  answerPost(req: Request, routePath: string, postback: FormPostback): Promise<string>;
}

interface CachedPage {
  bytes: PageBytes;
  /** When a featured offer on it expires (ms), or null: the page is rendered again from then on. */
  staleAt: number | null;
}

export interface PageRendererDeps {
  entry: SsrEntry;
  template: string;
  cache: CatalogueCache;
  execute: ExecuteOperation;
  /** When the next featured offer expires: no page outlives an offer it shows. */
  nextExpiry: () => Promise<Date | null>;
  siteUrl: string;
  log: Logger;
}

/** A render whose data could not all be read (the database away): served once, never kept. */
class IncompletePage extends Error {
  constructor(readonly html: string) {
    super("page rendered without all of its data");
  }
}

const escapeJsonForHtml = (json: string) =>
  json
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");

/**
 * Renders public pages at request time from the web build's server entry, fed by the API in this
 * process, and keeps each page per path, language and currency in the catalogue cache: every copy
 * drops them when the catalogue (or an approved testimonial) changes, so a price an admin edits
 * is in the next page anyone loads, with no rebuild. Nothing personal is ever rendered here: the
 * page is the signed-out visitor's, and the browser fills in the account part.
 */
export function pageRenderer({
  entry,
  template,
  cache,
  execute,
  nextExpiry,
  siteUrl,
  log,
}: PageRendererDeps): PageRenderer {
  const publicPaths = new Set(entry.seoRoutes.map((route) => route.path));
  const shell = deferPageScript(template);

  async function render(
    routePath: string,
    locale: string,
    currency: string,
    postback?: FormPostback,
  ): Promise<CachedPage> {
    const staleAt = (await nextExpiry())?.getTime() ?? null;
    let complete = true;
    const tracked: ExecuteOperation = async (query, variables, operationName) => {
      const result = await execute(query, variables, operationName).catch((error: unknown) => {
        complete = false;
        throw error;
      });
      if (result.errors?.length) complete = false;
      return result;
    };
    // The router sees ?lang= as a shared link would carry it, so links and hreflang in the page agree.
    const page = await entry.renderPage({
      url: `${routePath}?lang=${locale}`,
      locale,
      currency,
      execute: tracked,
      postback,
    });
    const data = [
      `<script type="application/json" id="${entry.pageMessagesElementId}">${escapeJsonForHtml(page.messages)}</script>`,
    ];
    // Only when the page's islands read data as they rendered.
    if (page.state)
      data.unshift(
        `<script type="application/json" id="${entry.apolloStateElementId}">${escapeJsonForHtml(page.state)}</script>`,
      );
    if (postback)
      data.push(
        `<script type="application/json" id="${entry.postbackElementId}">${escapeJsonForHtml(JSON.stringify(postback))}</script>`,
      );
    const html = shell
      .replace(
        /<html lang="[^"]*" dir="[^"]*">/,
        `<html lang="${locale}" dir="${entry.directionOf(locale)}" data-currency="${currency}">`,
      )
      .replace(/<title>[^<]*<\/title>\s*/, "")
      .replace(/<meta\s+name="description"[^>]*>\s*/, "")
      // The shell's "needs JavaScript" note: this page shows its content without.
      .replace(/<noscript\s*>[\s\S]*?<\/noscript\s*>\s*/, "")
      .replace("</head>", () => `${page.head}</head>`)
      .replace('<div id="root"></div>', () => `<div id="root" data-prerendered="">${page.body}</div>${data.join("")}`)
      .replaceAll(entry.siteOriginPlaceholder, siteUrl);
    if (!complete) throw new IncompletePage(html);
    return { bytes: new PageBytes(html), staleAt };
  }

  async function cachedPage(key: string, load: () => Promise<CachedPage>): Promise<CachedPage> {
    // A page no one asked for before an outage answers "try again shortly" at once, not after a render that cannot finish.
    const read = { outageWaitMs: OUTAGE_WAIT_MS };
    const page = await cache.get(key, load, read);
    if (page.staleAt === null || page.staleAt > Date.now()) return page;
    cache.forget(key);
    return cache.get(key, load, read);
  }

  return {
    async pageFor(req) {
      // A page that reads other parameters (a booking's route, a sign-in link's code) starts in the browser.
      if (Object.keys(req.query).some((name) => !ignoredParams.test(name))) return null;
      const routePath = req.path.length > 1 ? req.path.replace(/\/+$/, "") : req.path;
      if (!publicPaths.has(routePath)) return null;
      const choice = visitorChoice(req, entry);
      try {
        // Through an outage the cache answers the page's last good copy (core/catalogue-cache.ts).
        const page = await cachedPage(`page ${choice.locale} ${choice.currency} ${routePath}`, () =>
          render(routePath, choice.locale, choice.currency),
        );
        return { bytes: page.bytes, negotiated: choice.negotiated, status: 200 };
      } catch (error) {
        // Never rendered whole, and nothing kept to show instead: a short page that says to try again.
        const reason = error instanceof IncompletePage ? "some of its data could not be read" : error;
        log.warn({ err: reason, path: routePath }, "public page unavailable: answering 503");
        const bytes = unavailablePage(choice.locale, entry.directionOf(choice.locale), req.originalUrl);
        return { bytes, negotiated: choice.negotiated, status: 503 };
      }
    },
    async answerPost(req, routePath, postback) {
      const choice = visitorChoice(req, entry);
      try {
        return (await render(routePath, choice.locale, choice.currency, postback)).bytes.html;
      } catch (error) {
        if (error instanceof IncompletePage) return error.html;
        throw error;
      }
    },
  };
}

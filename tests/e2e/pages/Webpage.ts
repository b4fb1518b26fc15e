import type { Locator, Page } from "@playwright/test";

/**
 * What every page has, whichever it is: the document (its language, direction, currency and
 * whether its scripts woke it), its heading, its main part, what it tells a search engine, and
 * the words it shows.
 */
export class Webpage {
  /** <html>: lang, dir, data-currency, and data-hydrated once the page's scripts have woken it. */
  readonly document: Locator;
  /** The page's title, its one h1. */
  readonly heading: Locator;
  readonly main: Locator;
  /** A spinner still turning in the main part: something is still loading. */
  readonly spinners: Locator;
  readonly canonicalLink: Locator;
  readonly description: Locator;
  /** Where a key goes when no field has the focus. */
  readonly body: Locator;

  constructor(readonly page: Page) {
    this.document = page.locator("html");
    this.heading = page.getByRole("heading", { level: 1 });
    this.main = page.locator("main");
    this.spinners = page.locator("main [role=status] .chakra-spinner");
    this.canonicalLink = page.locator('link[rel="canonical"]');
    this.description = page.locator('meta[name="description"]');
    this.body = page.locator("body");
  }

  /** A heading by its name (of any level, unless one is given). */
  headingNamed(name: string | RegExp, options?: { level?: number }): Locator {
    return this.page.getByRole("heading", { name, ...options });
  }

  /** Words the page shows: a message, a notice, a field's problem. */
  text(words: string | RegExp, options?: { exact?: boolean }): Locator {
    return this.page.getByText(words, options);
  }

  /** A link by its name, wherever it is on the page. */
  link(name: string | RegExp, options?: { exact?: boolean }): Locator {
    return this.page.getByRole("link", { name, ...options });
  }
}

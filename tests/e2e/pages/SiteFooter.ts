import type { Locator, Page } from "@playwright/test";

/** The public site's footer: its links to the company's pages. */
export class SiteFooter {
  readonly root: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByRole("contentinfo");
  }

  /** A link by its name; the first, where the footer repeats one. */
  link(name: string): Locator {
    return this.root.getByRole("link", { name }).first();
  }
}

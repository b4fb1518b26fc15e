import type { Locator, Page } from "@playwright/test";

/** /programs, the charter programmes, each with the price staff set for it (or none). */
export class ProgramsPage {
  readonly membership: Locator;

  constructor(readonly page: Page) {
    this.membership = page.locator("#membership");
  }
}

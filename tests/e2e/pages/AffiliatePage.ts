import type { Locator, Page } from "@playwright/test";

/** /affiliate, the partner programme, with its ways to apply. */
export class AffiliatePage {
  /** The first "Apply to join" (the page offers it more than once). */
  readonly applyToJoin: Locator;

  constructor(readonly page: Page) {
    this.applyToJoin = page.getByRole("link", { name: "Apply to join" }).first();
  }
}

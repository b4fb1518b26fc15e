import type { Locator, Page } from "@playwright/test";

/** The public site as a browser without JavaScript sees it: server HTML, plain forms. */
export class NoScriptSite {
  readonly header: Locator;
  readonly language: Locator;
  /** The language selector's choices, as the visitor reads them. */
  readonly languageNames: Locator;
  readonly currency: Locator;
  /** The home page's featured offers, and each offer in the list. */
  readonly offers: Locator;
  readonly offerItems: Locator;

  constructor(readonly page: Page) {
    this.header = page.getByRole("banner").first();
    // The header also holds the mobile menu's copies, hidden until that menu opens.
    this.language = this.header.locator('select[name="lang"]:visible');
    this.languageNames = this.language.locator("option");
    this.currency = this.header.locator('select[name="currency"]:visible');
    this.offers = page.locator("#offers");
    this.offerItems = this.offers.locator("li");
  }

  /** Picks a value in one of the header's selectors and sends its form with the button shown without JavaScript. */
  async choose(select: Locator, value: string): Promise<void> {
    await select.selectOption(value);
    await select.locator("xpath=ancestor::form").getByRole("button").click();
    await this.page.waitForLoadState("domcontentloaded");
  }

  field(label: string | RegExp): Locator {
    return this.page.getByRole("textbox", { name: label });
  }
}

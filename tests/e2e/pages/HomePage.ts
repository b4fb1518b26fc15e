import type { Locator, Page } from "@playwright/test";

/** The home page as a visitor sees it: navigation, preferences and the featured offers. */
export class HomePage {
  readonly offerCards: Locator;
  readonly offerPrices: Locator;
  readonly originalPrices: Locator;
  readonly header: Locator;

  constructor(readonly page: Page) {
    this.offerCards = page.getByTestId("offer-card");
    this.offerPrices = page.getByTestId("offer-price");
    this.originalPrices = page.getByTestId("offer-original-price");
    this.header = page.getByRole("banner").first();
  }

  async goto(): Promise<void> {
    await this.page.goto("/");
  }

  /** The first featured offer's Book Now: a link to /booking with the offer's airports and category. */
  get firstBookNow(): Locator {
    return this.page.locator('a[href^="/booking?"]').first();
  }

  offerCard(from: string): Locator {
    return this.offerCards.filter({ hasText: from });
  }

  /** The language selector is named "Language" in the current language, e.g. "اللغة" in Arabic. */
  languageSelect(name: string | RegExp = "Language"): Locator {
    return this.page.getByRole("combobox", { name });
  }

  currencySelect(name: string | RegExp = "Currency"): Locator {
    return this.page.getByRole("combobox", { name });
  }

  mainNavigation(name: string | RegExp = "Main"): Locator {
    return this.page.getByRole("navigation", { name, exact: true });
  }
}

import type { Locator, Page } from "@playwright/test";
import { SiteNav } from "./SiteNav.js";

/** The home page as a visitor sees it: navigation, preferences and the featured offers. */
export class HomePage {
  readonly offerCards: Locator;
  readonly offerPrices: Locator;
  readonly originalPrices: Locator;
  readonly header: Locator;
  /** The hero's headline: the page's h1, one per scene (the others hidden). */
  readonly headline: Locator;
  /** A scene after the first, active, with its drawing fetched and in place. */
  readonly laterSceneDrawn: Locator;
  readonly pauseSlideshow: Locator;
  readonly playSlideshow: Locator;

  constructor(readonly page: Page) {
    this.offerCards = page.getByTestId("offer-card");
    this.offerPrices = page.getByTestId("offer-price");
    this.originalPrices = page.getByTestId("offer-original-price");
    this.header = page.getByRole("banner").first();
    this.headline = page.getByRole("heading", { level: 1 });
    this.laterSceneDrawn = page.locator("[data-hero-scene][data-active]:not([data-hero-scene='0']) > svg[data-scene]");
    this.pauseSlideshow = page.getByRole("button", { name: "Pause slideshow" });
    this.playSlideshow = page.getByRole("button", { name: "Play slideshow" });
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

  /** A featured offer's parts, by where it flies from; without `from`, the first offer shown. */
  offer(from?: string): OfferCard {
    return new OfferCard(from === undefined ? this.offerCards.first() : this.offerCard(from));
  }

  /** The header's language selector, named in the current language ("اللغة" in Arabic). */
  languageSelect(name?: string | RegExp): Locator {
    return new SiteNav(this.page).languageSelect(name);
  }

  currencySelect(name?: string | RegExp): Locator {
    return new SiteNav(this.page).currencySelect(name);
  }

  mainNavigation(name: string | RegExp = "Main"): Locator {
    return this.page.getByRole("navigation", { name, exact: true });
  }
}

/** A featured offer: its price, the original price struck through, and Book Now. */
export class OfferCard {
  readonly price: Locator;
  readonly originalPrice: Locator;
  readonly bookNow: Locator;
  /** The same link found by where it leads, in whichever language it is named. */
  readonly bookingLink: Locator;

  constructor(readonly root: Locator) {
    this.price = root.getByTestId("offer-price");
    this.originalPrice = root.getByTestId("offer-original-price");
    this.bookNow = root.getByRole("link", { name: /Book Now/ });
    this.bookingLink = root.locator('a[href^="/booking"]');
  }
}

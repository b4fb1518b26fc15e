import type { Locator, Page } from "@playwright/test";

/** What an unknown address shows (with a 404): it says so and leads home. */
export class NotFoundPage {
  readonly heading: Locator;
  readonly backToHome: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole("heading", { level: 1, name: "Page not found" });
    this.backToHome = page.getByRole("link", { name: "Back to home" });
  }
}

import type { Locator, Page } from "@playwright/test";

/** /fleet, the aircraft categories with their figures. */
export class FleetPage {
  /** Each category's price per flight hour. */
  readonly hourlyRates: Locator;

  constructor(readonly page: Page) {
    this.hourlyRates = page.getByTestId("hourly-rate");
  }
}

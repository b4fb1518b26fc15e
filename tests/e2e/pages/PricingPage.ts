import type { Locator, Page } from "@playwright/test";
import { BackOfficeFrame } from "./BackOfficeFrame.js";

/** /admin/pricing, as an admin uses it: the rates and figures, the live estimate preview, featured offers and the audit trail. */
export class PricingPage {
  readonly heading: Locator;
  readonly backToDashboard: Locator;
  readonly lightJet: Locator;
  /** The light jet's hourly rate field. */
  readonly lightRate: Locator;
  /** The estimate preview's range for a light jet: what visitors are quoted now. */
  readonly lightEstimate: Locator;
  readonly taxiMinutes: Locator;
  readonly save: Locator;
  /** "Pricing saved. The estimate below now uses it." */
  readonly saved: Locator;
  readonly auditRows: Locator;
  readonly newOffer: Locator;
  readonly offerForm: OfferForm;

  constructor(readonly page: Page) {
    this.heading = page.getByRole("heading", { level: 1 });
    this.backToDashboard = new BackOfficeFrame(page).dashboard;
    this.lightJet = page.getByTestId("category-LIGHT");
    this.lightRate = page.locator('[data-path="categories[0].hourlyRateUsd"]');
    this.lightEstimate = page.getByTestId("estimate-LIGHT").getByTestId("estimate-range");
    this.taxiMinutes = page.locator('[data-path="taxiMinutes"]');
    this.save = page.getByTestId("save-pricing");
    this.saved = page.getByText("Pricing saved. The estimate below now uses it.");
    this.auditRows = page.getByTestId("audit-row");
    this.newOffer = page.getByRole("button", { name: "New offer" });
    this.offerForm = new OfferForm(page.getByTestId("offer-form"));
  }

  /** The estimate preview for one aircraft category, e.g. "LIGHT". */
  estimate(category: string): Locator {
    return this.page.getByTestId(`estimate-${category}`);
  }

  /** A featured offer's row, by text it shows (its place). */
  offer(text: string): Locator {
    return this.page.getByTestId("offer-row").filter({ hasText: text });
  }

  async deactivate(offer: Locator): Promise<void> {
    await offer.getByRole("button", { name: "Deactivate" }).click();
  }
}

/** The "New offer" form. */
export class OfferForm {
  readonly from: Locator;
  readonly to: Locator;
  readonly price: Locator;
  readonly discount: Locator;
  readonly save: Locator;

  constructor(readonly root: Locator) {
    this.from = root.getByLabel("From (as shown)");
    this.to = root.getByLabel("To (as shown)");
    this.price = root.getByLabel("Offer price (USD)");
    this.discount = root.getByLabel("Discount (%)");
    this.save = root.getByRole("button", { name: "Save offer" });
  }

  /** A problem the form names, by its words. */
  problem(text: string): Locator {
    return this.root.getByText(text);
  }
}

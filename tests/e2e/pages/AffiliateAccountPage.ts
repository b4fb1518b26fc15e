import type { Locator, Page } from "@playwright/test";

/** /customer/affiliate: an approved affiliate's link, referrals and commission statement. */
export class AffiliateAccountPage {
  static readonly path = "/customer/affiliate";
  readonly code: Locator;
  readonly link: Locator;
  readonly referrals: Locator;
  readonly statement: Locator;

  constructor(readonly page: Page) {
    this.code = page.getByTestId("affiliate-code");
    this.link = page.getByLabel("Share this link");
    this.referrals = page.getByTestId("referral-row");
    this.statement = page.getByTestId("commission-statement");
  }
}

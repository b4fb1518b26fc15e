import type { Locator, Page } from "@playwright/test";

/** /admin/affiliates: applications by status, each decided on its card; approved ones' commissions. */
export class AdminAffiliatesPage {
  static readonly path = "/admin/affiliates";

  constructor(readonly page: Page) {}

  tab(name: string): Locator {
    return this.page.getByRole("tab", { name });
  }

  /** The card of the application from this email. */
  application(email: string): Locator {
    return this.page.getByTestId("affiliate-application").filter({ hasText: email });
  }

  rate(card: Locator): Locator {
    return card.getByLabel("Commission rate (%)");
  }

  reason(card: Locator): Locator {
    return card.getByLabel("Reason for rejecting");
  }

  statement(card: Locator): Locator {
    return card.getByTestId("commission-statement");
  }
}

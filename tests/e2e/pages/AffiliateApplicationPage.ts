import type { Locator, Page } from "@playwright/test";

/** /affiliate/apply, where a partner applies to the affiliate programme. */
export class AffiliateApplicationPage {
  static readonly path = "/affiliate/apply";
  readonly submit: Locator;
  /** What happens next, once the application is in. */
  readonly applied: Locator;

  constructor(readonly page: Page) {
    this.submit = page.getByTestId("affiliate-submit");
    this.applied = page.getByTestId("affiliate-applied");
  }

  field(label: string): Locator {
    // Not exact: a required field's label ends with its "*" indicator.
    return this.page.getByLabel(label);
  }

  async fill(values: { name: string; email: string; website: string; audience: string }): Promise<void> {
    await this.field("Full name").fill(values.name);
    await this.field("Email").fill(values.email);
    await this.field("Website").fill(values.website);
    await this.field("Your audience and channels").fill(values.audience);
  }
}

import type { Locator, Page } from "@playwright/test";

/** Who is signed in and how, as the dashboards and the settings page show it. */
export class AccountSummary {
  readonly email: Locator;
  /** "Email and password", … */
  readonly signInMethods: Locator;
  /** How strongly this session was signed in: "password or link only", "verified with a second step". */
  readonly sessionAal: Locator;

  constructor(readonly page: Page) {
    this.email = page.getByTestId("account-email");
    this.signInMethods = page.getByTestId("sign-in-methods");
    this.sessionAal = page.getByTestId("session-aal");
  }
}

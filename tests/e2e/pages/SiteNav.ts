import type { Locator, Page } from "@playwright/test";

/** The account part of the top navigation (desktop: the utility bar above the main links). */
export class SiteNav {
  readonly header: Locator;
  readonly login: Locator;
  readonly myDashboard: Locator;
  readonly logout: Locator;

  constructor(readonly page: Page) {
    this.header = page.getByRole("banner").first();
    this.login = this.header.getByRole("link", { name: "Login", exact: true });
    this.myDashboard = this.header.getByRole("link", { name: "My Dashboard", exact: true });
    this.logout = this.header.getByRole("button", { name: "Logout", exact: true });
  }
}

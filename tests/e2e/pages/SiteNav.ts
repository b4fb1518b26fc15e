import type { Locator, Page } from "@playwright/test";

/**
 * The top navigation: its account part (desktop: the utility bar above the main links) and, on a
 * phone, the menu behind "Open menu".
 */
export class SiteNav {
  readonly header: Locator;
  readonly login: Locator;
  readonly myDashboard: Locator;
  readonly logout: Locator;
  readonly openMenu: Locator;
  readonly closeMenu: Locator;
  readonly mobileMenu: Locator;

  constructor(readonly page: Page) {
    this.header = page.getByRole("banner").first();
    this.login = this.header.getByRole("link", { name: "Login", exact: true });
    this.myDashboard = this.header.getByRole("link", { name: "My Dashboard", exact: true });
    this.logout = this.header.getByRole("button", { name: "Logout", exact: true });
    this.openMenu = page.getByRole("button", { name: "Open menu" });
    this.closeMenu = page.getByRole("button", { name: "Close menu" });
    this.mobileMenu = page.getByRole("navigation", { name: "Mobile" });
  }
}

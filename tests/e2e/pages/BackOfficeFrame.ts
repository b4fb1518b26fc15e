import type { Locator, Page } from "@playwright/test";

/** The back office's own frame around every staff tool: the top bar with the signed-in person, and the sections. */
export class BackOfficeFrame {
  readonly topBar: Locator;
  readonly person: Locator;
  readonly logout: Locator;
  readonly sections: Locator;
  readonly dashboard: Locator;
  /** The public site's top navigation and footer, which the back office does not wear. */
  readonly marketingNav: Locator;
  readonly footer: Locator;

  constructor(readonly page: Page) {
    this.topBar = page.getByRole("banner");
    this.person = page.getByTestId("back-office-person");
    this.logout = this.topBar.getByRole("button", { name: "Logout", exact: true });
    this.sections = page.getByRole("navigation", { name: "Back office" });
    this.dashboard = this.sections.getByRole("link", { name: "Dashboard", exact: true });
    this.marketingNav = page.getByRole("navigation", { name: "Main" });
    this.footer = page.getByRole("contentinfo");
  }

  /** A section's link in the side navigation ("Bookings", "Testimonials", …). */
  section(name: string): Locator {
    return this.sections.getByRole("link", { name, exact: true });
  }
}

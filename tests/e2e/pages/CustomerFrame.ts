import type { Locator, Page } from "@playwright/test";

/**
 * The customer area's own frame around every customer page: a bar with the brand, the customer's
 * sections, the language and currency, the person signed in and the way out (on a phone, the
 * sections and the rest sit in a menu behind "Open menu"), and a slim footer.
 */
export class CustomerFrame {
  readonly topBar: Locator;
  /** The brand, a link to the public home page. */
  readonly brand: Locator;
  /** The customer's sections; on a phone, only while the menu is open. */
  readonly sections: Locator;
  /** "New request": off to the booking form. */
  readonly newRequest: Locator;
  /** Who is signed in: the name, and the email under it. */
  readonly person: Locator;
  readonly logout: Locator;
  readonly openMenu: Locator;
  readonly closeMenu: Locator;
  readonly footer: Locator;
  /** The public site's marketing navigation, which the customer area does not wear. */
  readonly marketingNav: Locator;

  /** `names`: its controls' names in the language shown, where it is not English ("حسابي", …). */
  constructor(
    readonly page: Page,
    names: {
      brand?: string;
      sections?: string;
      newRequest?: string;
      logout?: string;
      openMenu?: string;
      closeMenu?: string;
    } = {},
  ) {
    this.topBar = page.getByRole("banner");
    this.brand = this.topBar.getByRole("link", { name: names.brand ?? "SkyCharter, home", exact: true });
    this.sections = page.getByRole("navigation", { name: names.sections ?? "My account", exact: true });
    this.newRequest = this.topBar.getByRole("link", { name: names.newRequest ?? "New request", exact: true });
    this.person = this.topBar.getByTestId("customer-person").filter({ visible: true });
    this.logout = this.topBar.getByRole("button", { name: names.logout ?? "Logout", exact: true });
    this.openMenu = this.topBar.getByRole("button", { name: names.openMenu ?? "Open menu" });
    this.closeMenu = this.topBar.getByRole("button", { name: names.closeMenu ?? "Close menu" });
    this.footer = page.getByRole("contentinfo");
    this.marketingNav = page.getByRole("navigation", { name: "Main" });
  }

  /** A section's link ("My trips", "Reviews", "Settings"). */
  section(name: string): Locator {
    return this.sections.getByRole("link", { name, exact: true });
  }

  /** A link in the footer ("Help & contact", "SkyCharter website"). */
  footerLink(name: string): Locator {
    return this.footer.getByRole("link", { name, exact: true });
  }

  /** The language and currency selectors, named in the language shown. */
  languageSelect(name: string | RegExp = "Language"): Locator {
    return this.page.getByRole("combobox", { name });
  }

  currencySelect(name: string | RegExp = "Currency"): Locator {
    return this.page.getByRole("combobox", { name });
  }
}

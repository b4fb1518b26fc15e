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

  /** The language selector is named "Language" in the current language, e.g. "اللغة" in Arabic. */
  languageSelect(name: string | RegExp = "Language"): Locator {
    return this.page.getByRole("combobox", { name });
  }

  currencySelect(name: string | RegExp = "Currency"): Locator {
    return this.page.getByRole("combobox", { name });
  }

  /** A link in the main navigation, both named in the language shown. */
  mainNavigationLink(link: string, navigation = "Main"): Locator {
    return this.page.getByRole("navigation", { name: navigation, exact: true }).getByRole("link", { name: link });
  }

  /** A link in the phone's menu (open it first). */
  mobileMenuLink(name: string): Locator {
    return this.mobileMenu.getByRole("link", { name });
  }
}

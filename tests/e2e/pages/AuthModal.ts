import type { Locator, Page } from "@playwright/test";
import { AuthForms } from "./AuthForms.js";

/** The sign-in prompt the home page opens after 2 s, once per browser session. */
export class AuthModal {
  readonly dialog: Locator;
  readonly forms: AuthForms;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole("dialog", { name: "Welcome to SkyCharter" });
    this.forms = new AuthForms(page, this.dialog);
  }

  tab(name: "Sign In" | "Create Account"): Locator {
    return this.dialog.getByRole("tab", { name, exact: true });
  }

  async close(): Promise<void> {
    await this.dialog.getByRole("button", { name: "Close", exact: true }).click();
  }
}

/** Pages that are not about the prompt keep it away: it would cover what they test. */
export async function suppressAuthModal(page: Page): Promise<void> {
  await page.addInitScript(() => window.sessionStorage.setItem("skycharter.authModalShown", "1"));
}

import type { Locator, Page } from "@playwright/test";
import { AuthForms } from "./AuthForms.js";

export class StaffLoginPage {
  readonly forms: AuthForms;
  readonly qrCode: Locator;
  readonly secret: Locator;
  readonly code: Locator;

  constructor(readonly page: Page) {
    this.forms = new AuthForms(page);
    this.qrCode = page.getByRole("img", { name: /QR code/ });
    this.secret = page.getByTestId("totp-secret");
    this.code = page.getByLabel("6-digit code", { exact: true });
  }

  async goto(): Promise<void> {
    await this.page.goto("/login");
  }
}

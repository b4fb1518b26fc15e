import type { Locator, Page } from "@playwright/test";
import { AuthForms } from "./AuthForms.js";

/** /reset-password, where the emailed recovery link leads: a new password is chosen. */
export class ResetPasswordPage {
  static readonly path = "/reset-password";
  readonly forms: AuthForms;
  readonly saveNewPassword: Locator;

  constructor(readonly page: Page) {
    this.forms = new AuthForms(page);
    this.saveNewPassword = page.getByRole("button", { name: "Save new password", exact: true });
  }

  async choose(password: string): Promise<void> {
    await this.forms.field("New password").fill(password);
    await this.saveNewPassword.click();
  }
}

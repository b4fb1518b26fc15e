import type { Locator, Page } from "@playwright/test";
import { totpCode } from "../support/totp.js";

/** Where a colleague's emailed invitation leads: they choose a password, then set up an authenticator, as staff must. */
export class AcceptInvitePage {
  /** "Welcome to the team". */
  readonly heading: Locator;
  readonly newPassword: Locator;
  readonly saveNewPassword: Locator;
  /** "Set up two-step verification", once the password is chosen. */
  readonly setUpPrompt: Locator;
  readonly secret: Locator;
  readonly code: Locator;
  readonly verifyAndTurnOn: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole("heading", { level: 1 });
    this.newPassword = page.getByLabel("New password", { exact: true });
    this.saveNewPassword = page.getByRole("button", { name: "Save new password" });
    this.setUpPrompt = page.getByText("Set up two-step verification", { exact: true });
    this.secret = page.getByTestId("totp-secret");
    this.code = page.getByLabel("6-digit code", { exact: true });
    this.verifyAndTurnOn = page.getByRole("button", { name: "Verify and turn on", exact: true });
  }

  async choosePassword(password: string): Promise<void> {
    await this.newPassword.fill(password);
    await this.saveNewPassword.click();
  }

  /** Types the authenticator's current code for the secret shown, as a person would, and turns it on. */
  async turnOnAuthenticator(): Promise<void> {
    const secret = (await this.secret.textContent())?.trim() ?? "";
    await this.code.fill(totpCode(secret));
    await this.verifyAndTurnOn.click();
  }
}

import type { Locator, Page } from "@playwright/test";
import { AuthForms } from "./AuthForms.js";

/** /login, the staff sign-in: a password, then an authenticator set up on the spot or its code asked for. */
export class StaffLoginPage {
  readonly forms: AuthForms;
  /** "Set up two-step verification": no factor yet, and staff must have one. */
  readonly setUpPrompt: Locator;
  readonly qrCode: Locator;
  readonly secret: Locator;
  readonly code: Locator;
  readonly verifyAndTurnOn: Locator;
  /** "Enter the 6-digit code from your authenticator app.": the factor is set up, its code is asked for. */
  readonly authenticatorPrompt: Locator;
  readonly verify: Locator;
  readonly wrongCode: Locator;
  /** Shown to a customer who signs in here. */
  readonly staffOnly: Locator;
  /** With security keys required: "Staff accounts need a security key. Register one now to continue." */
  readonly securityKeyRequired: Locator;
  readonly registerSecurityKey: Locator;
  /** "Use your security key to confirm it's you.": a key is registered, and asked for. */
  readonly securityKeyPrompt: Locator;
  readonly useSecurityKey: Locator;

  constructor(readonly page: Page) {
    this.forms = new AuthForms(page);
    this.setUpPrompt = page.getByText("Set up two-step verification", { exact: true });
    this.qrCode = page.getByRole("img", { name: /QR code/ });
    this.secret = page.getByTestId("totp-secret");
    this.code = page.getByLabel("6-digit code", { exact: true });
    this.verifyAndTurnOn = page.getByRole("button", { name: "Verify and turn on", exact: true });
    this.authenticatorPrompt = page.getByText("Enter the 6-digit code from your authenticator app.", { exact: true });
    this.verify = page.getByRole("button", { name: "Verify", exact: true });
    this.wrongCode = page.getByText("That code is not correct. Check your authenticator app and try again.");
    this.staffOnly = page.getByTestId("staff-only-message");
    this.securityKeyRequired = page.getByText("Staff accounts need a security key. Register one now to continue.");
    this.registerSecurityKey = page.getByRole("button", { name: "Register security key", exact: true });
    this.securityKeyPrompt = page.getByText("Use your security key to confirm it's you.");
    this.useSecurityKey = page.getByRole("button", { name: "Use security key", exact: true });
  }

  async goto(): Promise<void> {
    await this.page.goto("/login");
  }
}

import type { Locator, Page } from "@playwright/test";
import { AuthForms } from "./AuthForms.js";

/** /customer-signup, where a customer creates an account. */
export class SignUpPage {
  static readonly path = "/customer-signup";
  readonly forms: AuthForms;
  readonly createAccount: Locator;
  /** What a password needs, said under its field. */
  readonly passwordHint: Locator;

  constructor(readonly page: Page) {
    this.forms = new AuthForms(page);
    this.createAccount = page.getByRole("button", { name: "Create Account", exact: true });
    this.passwordHint = page.getByText("Use at least 6 characters with a mix of letters and numbers", { exact: true });
  }

  async goto(): Promise<void> {
    await this.page.goto(SignUpPage.path);
  }
}

/** /signup-confirmation?email=…, shown after a sign-up: check the inbox, or ask for the link again. */
export class SignupConfirmationPage {
  readonly message: Locator;
  readonly resend: Locator;
  /** "You can ask for another link in N s.", while the resend button waits. */
  readonly nextLinkWait: Locator;

  constructor(readonly page: Page) {
    this.message = page.getByTestId("confirmation-message");
    this.resend = page.getByRole("button", { name: "Resend confirmation email" });
    this.nextLinkWait = page.getByText(/You can ask for another link in \d+ s\./);
  }

  static path(email: string): string {
    return `/signup-confirmation?email=${encodeURIComponent(email)}`;
  }
}

import { expect, type Locator, type Page } from "@playwright/test";
import { AuthForms } from "./AuthForms.js";
import { suppressAuthModal } from "./AuthModal.js";

/**
 * /customer-login?redirect=…, where a customer signs in to reach a page of their area: with a
 * password, with a code or link emailed to them, and then, with two-step verification on, a code.
 */
export class CustomerLoginPage {
  readonly forms: AuthForms;
  readonly signInButton: Locator;
  readonly forgotPassword: Locator;
  readonly sendResetLink: Locator;
  /** Passwordless: "Email me a code or link", then the address, then "Send me a code". */
  readonly emailMeACode: Locator;
  readonly sendMeACode: Locator;
  readonly emailedCode: Locator;
  /** The second step, with an authenticator app: "Enter the 6-digit code from your authenticator app." */
  readonly authenticatorPrompt: Locator;
  /** The second step, with text-message codes on: "We can text a 6-digit code to …", before the code is asked for. */
  readonly textOffer: Locator;
  readonly textMeACode: Locator;
  /** The second step's code (from the authenticator app or the text message). */
  readonly code: Locator;
  readonly verify: Locator;
  /** The refusal shown when a code is asked for again too soon. */
  readonly tooManyAttempts: Locator;
  readonly signInWithPasskey: Locator;

  constructor(readonly page: Page) {
    this.forms = new AuthForms(page);
    this.signInButton = page.getByRole("button", { name: "Sign In", exact: true });
    this.forgotPassword = page.getByRole("button", { name: "Forgot your password?", exact: true });
    this.sendResetLink = page.getByRole("button", { name: "Send reset link", exact: true });
    this.emailMeACode = page.getByRole("button", { name: "Email me a code or link" });
    this.sendMeACode = page.getByRole("button", { name: "Send me a code" });
    this.emailedCode = page.getByLabel("6-digit code from the message");
    this.authenticatorPrompt = page.getByText("Enter the 6-digit code from your authenticator app.", { exact: true });
    this.textOffer = page.getByText("We can text a 6-digit code to");
    this.textMeACode = page.getByRole("button", { name: "Text me a code" });
    this.code = this.forms.field("6-digit code");
    this.verify = page.getByRole("button", { name: "Verify", exact: true });
    this.tooManyAttempts = page.getByText("Too many attempts.");
    this.signInWithPasskey = page.getByRole("button", { name: "Sign in with a passkey", exact: true });
  }

  /** "We sent a code and a sign-in link to <email>." */
  codeSentTo(email: string): Locator {
    return this.page.getByText(`We sent a code and a sign-in link to ${email}.`);
  }

  /** "If an account exists for <email> …": said whether or not it does. */
  resetLinkSentTo(email: string): Locator {
    return this.page.getByText(`If an account exists for ${email}`);
  }

  /** Asks for a sign-in code and link by email (the passwordless form opened first). */
  async emailCodeTo(email: string): Promise<void> {
    // Not exact: a required field's label ends with its "*" indicator.
    await this.page.getByLabel("Email").fill(email);
    await this.sendMeACode.click();
  }

  async askForResetLink(email: string): Promise<void> {
    await this.forgotPassword.click();
    await this.forms.field("Email").fill(email);
    await this.sendResetLink.click();
  }

  /** The sign-in page; with `redirect`, the page it leads to afterwards (the dashboard when none is given). */
  static path(redirect?: string): string {
    return redirect ? `/customer-login?redirect=${encodeURIComponent(redirect)}` : "/customer-login";
  }

  async goto(redirect?: string): Promise<void> {
    await this.page.goto(CustomerLoginPage.path(redirect));
  }

  async signIn(customer: { email: string; password: string }): Promise<void> {
    await this.forms.signIn(customer.email, customer.password);
  }
}

/** A customer signs in at /customer-login (the home page's prompt kept away) and lands on `redirect`. */
export async function signInAsCustomer(
  page: Page,
  customer: { email: string; password: string },
  redirect = "/customer-dashboard",
): Promise<void> {
  await suppressAuthModal(page);
  const login = new CustomerLoginPage(page);
  await login.goto(redirect);
  await login.signIn(customer);
  await expect(page).toHaveURL(redirect);
}

import type { Download, Locator, Page } from "@playwright/test";
import { totpCode } from "../support/totp.js";
import { AuthForms } from "./AuthForms.js";
import { CustomerFrame } from "./CustomerFrame.js";
import { toast } from "./Toast.js";

/** /customer/settings, the customer's account: profile, email address, password, text-message codes, their data. */
export class AccountSettingsPage {
  static readonly path = "/customer/settings";
  /** Fields by label, and the error beside each. */
  readonly forms: AuthForms;
  readonly saveChanges: Locator;
  readonly currentEmail: Locator;
  readonly emailChangeIntro: Locator;
  /** "We sent a link to <new address> and to your current address …", while a change waits. */
  readonly emailChangePending: Locator;
  readonly changeEmail: Locator;
  readonly changePassword: Locator;
  /** "We sent a code to <address>": the code that confirms a new password. */
  readonly passwordCodeSent: Locator;
  readonly confirmNewPassword: Locator;
  /** "On …" or "Off …": two-step verification with an authenticator app. */
  readonly mfaStatus: Locator;
  readonly setUpAuthenticator: Locator;
  readonly authenticatorSecret: Locator;
  readonly removeAuthenticator: Locator;
  readonly addPhone: Locator;
  readonly textMeACode: Locator;
  readonly verifyAndTurnOn: Locator;
  /** The phone numbers that receive sign-in codes, each shown by its last digits. */
  readonly phoneFactors: Locator;
  readonly linkedIdentities: Locator;
  readonly downloadMyData: Locator;
  readonly deleteMyAccount: Locator;
  /** The customer frame's way out. */
  readonly logout: Locator;

  constructor(readonly page: Page) {
    this.forms = new AuthForms(page);
    this.saveChanges = page.getByRole("button", { name: "Save changes" });
    this.currentEmail = page.getByTestId("current-email");
    this.emailChangeIntro = page.getByTestId("email-change-intro");
    this.emailChangePending = page.getByTestId("email-change-pending");
    this.changeEmail = page.getByRole("button", { name: "Change email" });
    this.changePassword = page.getByRole("button", { name: "Change password" });
    this.passwordCodeSent = page.getByTestId("password-code-sent");
    this.confirmNewPassword = page.getByRole("button", { name: "Confirm new password" });
    this.mfaStatus = page.getByTestId("mfa-status");
    this.setUpAuthenticator = page.getByRole("button", { name: "Set up authenticator app", exact: true });
    this.authenticatorSecret = page.getByTestId("totp-secret");
    this.removeAuthenticator = page.getByRole("button", { name: "Remove", exact: true });
    this.addPhone = page.getByRole("button", { name: "Add a phone number" });
    this.textMeACode = page.getByRole("button", { name: "Text me a code" });
    this.verifyAndTurnOn = page.getByRole("button", { name: "Verify and turn on" });
    this.phoneFactors = page.getByTestId("phone-factors");
    this.linkedIdentities = page.getByTestId("linked-identities");
    this.downloadMyData = page.getByRole("button", { name: "Download my data" });
    this.deleteMyAccount = page.getByRole("button", { name: "Delete my account" });
    this.logout = new CustomerFrame(page).logout;
  }

  async goto(): Promise<void> {
    await this.page.goto(AccountSettingsPage.path);
  }

  field(label: string): Locator {
    return this.forms.field(label);
  }

  fieldError(label: string): Locator {
    return this.forms.fieldError(label);
  }

  /** The toast that says `title` ("Profile saved", "Password changed", …). */
  toast(title: string): Locator {
    return toast(this.page, title);
  }

  async saveProfile(values: { name?: string; phone?: string }): Promise<void> {
    if (values.name !== undefined) await this.field("Full name").fill(values.name);
    if (values.phone !== undefined) await this.field("Phone (optional)").fill(values.phone);
    await this.saveChanges.click();
  }

  async requestEmailChange(newEmail: string): Promise<void> {
    await this.field("New email address").fill(newEmail);
    await this.changeEmail.click();
  }

  /** Asks for a new password (typed twice); the change waits for the code mailed to the account. */
  async requestPasswordChange(password: string, repeated = password): Promise<void> {
    await this.field("New password").fill(password);
    await this.field("Repeat the new password").fill(repeated);
    await this.changePassword.click();
  }

  async confirmPasswordChange(code: string): Promise<void> {
    await this.field("Code from the email").fill(code);
    await this.confirmNewPassword.click();
  }

  /** Sets up an authenticator app as a person would, typing its current code: the secret it was given. */
  async turnOnAuthenticator(): Promise<string> {
    await this.setUpAuthenticator.click();
    const secret = (await this.authenticatorSecret.textContent())?.trim() ?? "";
    await this.field("6-digit code").fill(totpCode(secret));
    await this.verifyAndTurnOn.click();
    return secret;
  }

  /** Asks for a code by text message to `number` (the form opened with Add a phone number). */
  async textCodeTo(number: string): Promise<void> {
    await this.field("Mobile number").fill(number);
    await this.textMeACode.click();
  }

  async verifyPhone(code: string): Promise<void> {
    await this.field("6-digit code").fill(code);
    await this.verifyAndTurnOn.click();
  }

  /** The JSON of everything the account holds, as the browser downloads it. */
  async downloadData(): Promise<Download> {
    const [download] = await Promise.all([this.page.waitForEvent("download"), this.downloadMyData.click()]);
    return download;
  }

  /** Deletes the account once `typedEmail` is the account's address (another is refused beside the field). */
  async deleteAccount(typedEmail: string): Promise<void> {
    await this.field("Type your email address to confirm").fill(typedEmail);
    await this.deleteMyAccount.click();
  }
}

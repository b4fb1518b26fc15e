import type { Locator, Page } from "@playwright/test";

/** /contact, the contact form: a message to the brokers, answered with a reference. */
export class ContactPage {
  readonly submit: Locator;
  /** The receipt, with the message's reference (CM-…). */
  readonly sent: Locator;

  constructor(readonly page: Page) {
    this.submit = page.getByTestId("contact-submit");
    this.sent = page.getByTestId("contact-sent");
  }

  async goto(): Promise<void> {
    await this.page.goto("/contact");
  }

  field(label: string): Locator {
    // Not exact: a required field's label ends with its "*" indicator.
    return this.page.getByLabel(label);
  }

  /** The message box, by its name in English. */
  get message(): Locator {
    return this.page.getByRole("textbox", { name: "Message" });
  }
}

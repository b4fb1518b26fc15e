import type { Locator, Page } from "@playwright/test";

/** A request's conversation, on the customer's request page and on the staff's lead page alike. */
export class ConversationPanel {
  readonly root: Locator;
  readonly messages: Locator;
  readonly composer: Locator;
  readonly send: Locator;

  constructor(page: Page, messageLabel = "Your message") {
    this.root = page.getByTestId("conversation");
    this.messages = this.root.getByTestId("conversation-message");
    this.composer = this.root.getByLabel(messageLabel);
    this.send = this.root.getByTestId("message-composer").getByRole("button");
  }

  /** The message written by the other side whose text is `text`. */
  theirs(text: string): Locator {
    return this.messages.filter({ hasText: text }).and(this.root.locator('[data-mine="false"]'));
  }

  mine(text: string): Locator {
    return this.messages.filter({ hasText: text }).and(this.root.locator('[data-mine="true"]'));
  }

  async write(text: string): Promise<void> {
    await this.composer.fill(text);
    await this.send.click();
  }
}

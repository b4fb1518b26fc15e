import type { Locator, Page } from "@playwright/test";

/** An account's security keys (staff must keep one): each listed by its name, added by name, removed. */
export class SecurityKeyList {
  readonly root: Locator;
  readonly entries: Locator;
  /** Said beside a staff member's only key: it cannot be removed until another is added. */
  readonly onlyKeyStays: Locator;
  readonly addSecurityKey: Locator;
  readonly name: Locator;
  readonly register: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId("security-keys");
    this.entries = this.root.getByRole("listitem");
    this.onlyKeyStays = this.root.getByText("Staff need a security key: add another before removing this one.");
    this.addSecurityKey = this.root.getByRole("button", { name: "Add a security key", exact: true });
    this.name = this.root.getByLabel("Security key name", { exact: true });
    this.register = this.root.getByRole("button", { name: "Register security key", exact: true });
  }

  /** Adds a key named `name`: the browser's authenticator answers for it. */
  async add(name: string): Promise<void> {
    await this.addSecurityKey.click();
    await this.name.fill(name);
    await this.register.click();
  }

  async remove(name: string): Promise<void> {
    await this.entries.filter({ hasText: name }).getByRole("button", { name: "Remove" }).click();
  }
}

/** A customer's passkeys in their settings: the device's own keys, which sign in without a password. */
export class PasskeyList {
  readonly root: Locator;
  readonly entries: Locator;
  readonly none: Locator;
  readonly addPasskey: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId("passkeys");
    this.entries = this.root.getByRole("listitem");
    this.none = this.root.getByText("No passkeys yet.");
    this.addPasskey = this.root.getByRole("button", { name: "Add a passkey", exact: true });
  }
}

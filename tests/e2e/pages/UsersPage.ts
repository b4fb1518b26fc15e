import { expect, type Locator, type Page } from "@playwright/test";
import { BackOfficeFrame } from "./BackOfficeFrame.js";

/** /admin/users, the admin's list of accounts: find one, disable or enable it, invite a colleague. */
export class UsersPage {
  readonly heading: Locator;
  readonly backToDashboard: Locator;
  readonly search: Locator;
  /** Accounts as rows (wide screens) and as cards (narrow ones). */
  readonly rows: Locator;
  readonly cards: Locator;
  readonly table: Locator;
  readonly adminOnlyNotice: Locator;
  /** The dialog that asks before an account is disabled or enabled. */
  readonly confirmDialog: Locator;
  readonly confirm: Locator;
  readonly invite: InviteForm;

  constructor(readonly page: Page) {
    this.heading = page.getByRole("heading", { level: 1 });
    this.backToDashboard = new BackOfficeFrame(page).dashboard;
    this.search = page.getByLabel("Search", { exact: true });
    this.rows = page.getByTestId("user-row");
    this.cards = page.getByTestId("user-card");
    this.table = page.getByTestId("users-table");
    this.adminOnlyNotice = page.getByTestId("admin-only-notice");
    this.confirmDialog = page.getByRole("alertdialog");
    this.confirm = page.getByTestId("confirm-user-action");
    this.invite = new InviteForm(page.getByRole("region", { name: "Invite a colleague" }));
  }

  /** The row of one account, found by searching for its address (the only row left). */
  async find(email: string): Promise<UserRow> {
    await this.search.fill(email);
    const row = this.page.locator(`[data-testid="user-row"][data-email="${email}"]`);
    await expect(row).toBeVisible();
    await expect(this.rows).toHaveCount(1);
    return new UserRow(row);
  }

  /** Enables the account in `row`, confirming in the dialog. */
  async enable(row: UserRow): Promise<void> {
    await row.enable.click();
    await this.confirm.click();
  }
}

/** One account's row. */
export class UserRow {
  readonly status: Locator;
  readonly role: Locator;
  readonly disable: Locator;
  readonly enable: Locator;

  constructor(readonly root: Locator) {
    this.status = root.getByTestId("user-status");
    this.role = root.getByRole("combobox");
    this.disable = root.getByRole("button", { name: "Disable", exact: true });
    this.enable = root.getByRole("button", { name: "Enable", exact: true });
  }
}

/** "Invite a colleague". */
export class InviteForm {
  readonly email: Locator;
  readonly name: Locator;
  readonly send: Locator;

  constructor(readonly root: Locator) {
    this.email = root.getByRole("textbox", { name: "Email", exact: true });
    this.name = root.getByRole("textbox", { name: "Full name", exact: true });
    this.send = root.getByRole("button", { name: "Send invitation" });
  }

  async sendTo(person: { email: string; name: string }): Promise<void> {
    await this.email.fill(person.email);
    await this.name.fill(person.name);
    await this.send.click();
  }
}

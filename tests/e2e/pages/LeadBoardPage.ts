import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { signInNewStaff } from "./BackOffice.js";

/** /admin/dashboard, the sales team's live lead board, as a staff member uses it. */
export class LeadBoardPage {
  readonly totalLeads: Locator;
  readonly search: Locator;
  readonly rows: Locator;
  readonly count: Locator;

  constructor(readonly page: Page) {
    this.totalLeads = page.getByTestId("stat-totalLeads").getByTestId("stat-value");
    this.search = page.getByTestId("lead-search");
    this.rows = page.getByTestId("lead-row");
    this.count = page.getByTestId("leads-count");
  }

  /** A new staff member signs in at /login, sets up an authenticator (aal2) and lands on the board, its feed connected. */
  static async signIn(page: Page, request: APIRequestContext): Promise<LeadBoardPage> {
    await signInNewStaff(page, request);
    const board = new LeadBoardPage(page);
    await board.waitUntilLive();
    return board;
  }

  /** Generous: on a loaded machine the page's chunks, three queries and the socket take a while. */
  async waitUntilLive(): Promise<void> {
    await expect(this.page.locator("[data-live]")).toHaveAttribute("data-live", "live", { timeout: 30_000 });
    await expect(this.totalLeads).toHaveText(/^\d[\d,]*$/, { timeout: 30_000 });
  }

  async totalLeadsShown(): Promise<number> {
    return Number((await this.totalLeads.textContent())!.replace(/\D/g, ""));
  }

  row(email: string): Locator {
    return this.rows.filter({ hasText: email });
  }

  column(status: string): Locator {
    return this.page.getByTestId(`board-column-${status}`);
  }

  /** A board card, by the contact's name. */
  card(name: string): Locator {
    return this.page.getByTestId("board-card").filter({ hasText: name });
  }
}

import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { signInNewStaff } from "./BackOffice.js";

/** /admin/dashboard, the sales team's live lead board, as a staff member uses it. */
export class LeadBoardPage {
  /** The "Total leads" figure's card, and the number on it. */
  readonly totalLeadsCard: Locator;
  readonly totalLeads: Locator;
  readonly search: Locator;
  readonly rows: Locator;
  readonly count: Locator;
  readonly table: Locator;
  readonly noMatches: Locator;
  /** "Live updates paused — reconnecting", while the feed is down. */
  readonly livePaused: Locator;
  readonly boardView: Locator;
  readonly exportCsv: Locator;
  /** The open "Move to…" menu's choices. */
  readonly moveChoices: Locator;

  constructor(readonly page: Page) {
    this.totalLeadsCard = page.getByTestId("stat-totalLeads");
    this.totalLeads = this.totalLeadsCard.getByTestId("stat-value");
    this.search = page.getByTestId("lead-search");
    this.rows = page.getByTestId("lead-row");
    this.count = page.getByTestId("leads-count");
    this.table = page.getByTestId("leads-table");
    this.noMatches = page.getByText("No leads match");
    this.livePaused = page.getByTestId("live-paused");
    this.boardView = page.getByTestId("view-board");
    this.exportCsv = page.getByTestId("leads-export");
    this.moveChoices = page.getByRole("menu").getByRole("menuitem");
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

  /** A row's status, in the language shown. */
  status(email: string): Locator {
    return this.row(email).getByTestId("lead-status");
  }

  /** A row just arrived through the live feed, still highlighted. */
  freshRow(email: string): Locator {
    return this.page.locator("[data-testid=lead-row][data-fresh]").filter({ hasText: email });
  }

  /** A lead as a card: how the list shows on a phone. */
  listCard(email: string): Locator {
    return this.page.getByTestId("lead-card").filter({ hasText: email });
  }

  /** Exports what the list shows; resolves with the file's suggested name and path. */
  async exportView(): Promise<{ name: string; path: string }> {
    const [download] = await Promise.all([this.page.waitForEvent("download"), this.exportCsv.click()]);
    return { name: download.suggestedFilename(), path: (await download.path())! };
  }

  column(status: string): Locator {
    return this.page.getByTestId(`board-column-${status}`);
  }

  /** A board card, by the contact's name. */
  card(name: string): Locator {
    return this.page.getByTestId("board-card").filter({ hasText: name });
  }

  /** The cards in a board column. */
  cardsIn(status: string): Locator {
    return this.column(status).getByTestId("board-card");
  }

  /** Drags the card of lead `id` from one column to another with the mouse. */
  async drag(id: string, from: string, to: string): Promise<void> {
    await this.column(from).locator(`[data-testid=board-card][data-lead-id="${id}"]`).dragTo(this.column(to));
  }

  /** A card's "Move … to…" button, which opens the menu of the moves allowed. */
  moveMenu(name: string): Locator {
    return this.card(name).getByRole("button", { name: `Move ${name} to…` });
  }

  /**
   * Opens the card's "Move to…" menu from the keyboard and picks its first choice with Enter. Enter
   * acts on the highlighted choice, so it waits until the menu has highlighted one, as a person
   * sees it before pressing. Returns the choices the menu offered.
   */
  async moveWithKeyboard(name: string): Promise<string[]> {
    await this.moveMenu(name).focus();
    await this.page.keyboard.press("Enter");
    await expect(this.moveChoices.first()).toHaveAttribute("data-highlighted", "");
    const offered = await this.moveChoices.allTextContents();
    await this.page.keyboard.press("Enter");
    return offered;
  }
}

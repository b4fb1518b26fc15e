import { expect, type Locator, type Page } from "@playwright/test";

/** The back office's search (Ctrl/⌘-K or the bar's Search button): type, move with the arrows, Enter opens. */
export class CommandPalette {
  readonly dialog: Locator;
  readonly input: Locator;
  readonly hits: Locator;
  readonly openButton: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByTestId("command-palette");
    this.input = this.dialog.getByRole("combobox");
    this.hits = this.dialog.getByRole("option");
    this.openButton = page.getByTestId("open-search");
  }

  /** Opens it from the keyboard, wherever the focus is; its code loads on the first opening, which a busy machine takes a while over. */
  async openWithKeys(): Promise<void> {
    // Pressed again while nothing shows: a key pressed as the page was still wiring its keys is lost.
    await expect(async () => {
      if (!(await this.input.isVisible())) await this.page.keyboard.press("ControlOrMeta+k");
      await expect(this.input).toBeFocused({ timeout: 3_000 });
    }).toPass({ timeout: 20_000 });
  }

  /** The hits under a kind's heading ("Leads", "Quote requests", "Bookings", "Accounts"). */
  group(heading: string): Locator {
    return this.dialog.getByRole("group", { name: heading }).getByRole("option");
  }

  async search(text: string): Promise<void> {
    await this.input.fill(text);
  }
}

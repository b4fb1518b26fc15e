import type { Locator, Page } from "@playwright/test";

/** The toast that says `title` (a save, a change, news that arrived live). */
export function toast(page: Page, title: string): Locator {
  return page.getByTestId("toast").filter({ hasText: title });
}

import { test as base, type Page } from "@playwright/test";

export { expect } from "@playwright/test";

// A prerendered page is painted, and Playwright's goto returns, before the app has hydrated it
// (web/src/main.tsx). Tests act like a visitor who waits until the page answers: after goto and
// reload, until <html data-hydrated> is set (by the app's Layout, or on a public page once its
// islands that start at load have hydrated: web/src/app/islands/staticPage.ts).

/** Until the app on `page` has hydrated (or rendered) and answers input. */
export async function appReady(page: Page): Promise<void> {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** Makes goto and reload on `page` wait for the app as well; for pages a test opens itself. */
export function readyAfterNavigation(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args: Parameters<Page["goto"]>) => {
    const response = await goto(...args);
    await appReady(page);
    return response;
  };
  page.reload = async (...args: Parameters<Page["reload"]>) => {
    const response = await reload(...args);
    await appReady(page);
    return response;
  };
  return page;
}

export const test = base.extend({
  page: async ({ page }, use) => {
    await use(readyAfterNavigation(page));
  },
});

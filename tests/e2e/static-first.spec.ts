import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { AuthModal, suppressAuthModal } from "./pages/AuthModal.js";

// Public pages are the server's HTML plus a few lines of DOM code; React and the rest of an
// interactive part's code load when that part is needed (web/src/islands). These tests wait for
// nothing but what a visitor sees, so they also act before any island has started.

/** The scripts `page` requests from now on, by file name. */
function scriptsRequested(page: Page): string[] {
  const names: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") names.push(new URL(request.url()).pathname.split("/").pop() ?? "");
  });
  return names;
}

const framework = /^(vendor-react|vendor-chakra|vendor-apollo|hydrate)-/;

test("/programs and / load no framework until the visitor touches an interactive part", async ({ page }) => {
  const scripts = scriptsRequested(page);
  await page.goto("/programs");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.waitForLoadState("networkidle");
  expect(scripts.filter((name) => framework.test(name))).toEqual([]);

  await page.clock.install();
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  await page.clock.fastForward(2_500);
  const modal = new AuthModal(page);
  await expect(modal.dialog).toBeVisible();
  // The prompt opened from the HTML: still no framework.
  expect(scripts.filter((name) => framework.test(name))).toEqual([]);
  // Touching its form wakes that island, and only then.
  await modal.forms.field("Email").click();
  await expect.poll(() => scripts.filter((name) => framework.test(name)).length).toBeGreaterThan(0);
});

test("what is typed and sent before the contact form's code arrives reaches the broker once", async ({ page }) => {
  const id = randomUUID().slice(0, 8);
  let release!: () => void;
  const arrived = new Promise<void>((resolve) => (release = resolve));
  // The form's own code is held back, as on a slow connection.
  await page.route(/\/assets\/ContactForm-[^/]+\.js$/, async (route) => {
    await arrived;
    await route.continue();
  });
  await page.goto("/contact");
  await page.getByLabel("Full name").fill(`Dorothy Vaughan ${id}`);
  await page.getByLabel("Email").fill(`early-${id}@example.com`);
  await page.getByRole("textbox", { name: "Message" }).fill("Two seats from Zurich to Olbia next Friday, please.");
  await page.getByTestId("contact-submit").click();
  // Nothing went to the server as HTML: the page is the same page, waiting.
  await expect(page).toHaveURL("/contact");
  release();
  await expect(page.getByTestId("contact-sent")).toContainText(/CM-[A-Z0-9]{6}/);
  await expect(page.getByTestId("contact-sent")).toBeVisible();
});

test("the mobile menu and the hero work from the page's HTML and its small script", async ({ page }) => {
  await suppressAuthModal(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.clock.install();
  await page.goto("/");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const menuButton = page.getByRole("button", { name: "Open menu" });
  await menuButton.click();
  const menu = page.getByRole("navigation", { name: /mobile/i });
  await expect(menu).toBeVisible();
  await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();

  // The headline a person sees (the others are in the HTML, hidden).
  const headline = page.getByRole("heading", { level: 1 });
  const shown = () => headline.evaluate((element) => (element as HTMLElement).innerText);
  const first = await shown();
  await page.clock.fastForward(5_100);
  await expect.poll(shown).not.toBe(first);
  await page.getByRole("button", { name: "Pause slideshow" }).click();
  const paused = await shown();
  await page.clock.fastForward(12_000);
  expect(await shown()).toBe(paused);
  await expect(page.getByRole("button", { name: "Play slideshow" })).toBeVisible();
});

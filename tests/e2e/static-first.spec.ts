import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { AuthModal, suppressAuthModal } from "./pages/AuthModal.js";
import { BookingPage } from "./pages/BookingPage.js";
import { ContactPage } from "./pages/ContactPage.js";
import { CustomerLoginPage } from "./pages/CustomerLoginPage.js";
import { HomePage } from "./pages/HomePage.js";
import { SiteNav } from "./pages/SiteNav.js";
import { toast } from "./pages/Toast.js";
import { createConfirmedCustomer, newCustomer } from "./support/accounts.js";
import { appReady } from "./support/test.js";

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
const toaster = /^(AppToaster|toastStore)-/;

test("/programs and / load no framework until the visitor touches an interactive part", async ({ page }) => {
  const scripts = scriptsRequested(page);
  await page.goto("/programs");
  await appReady(page);
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

test("the booking and contact forms wake and work without the app's router", async ({ page }) => {
  await suppressAuthModal(page);
  const scripts = scriptsRequested(page);
  const router = () => scripts.filter((name) => name.startsWith("vendor-router-"));
  await page.goto("/booking");
  await appReady(page);
  const booking = new BookingPage(page);
  await booking.pickAirport(0, "from", "LHR", "LHR");
  await booking.pickAirport(0, "to", "Nice", "NCE");
  await page.waitForLoadState("networkidle");
  expect(scripts.some((name) => name.startsWith("BookingRequest-"))).toBe(true);
  expect(router()).toEqual([]);

  const contact = new ContactPage(page);
  await contact.goto();
  await contact.field("Full name").fill("Katherine Johnson");
  await expect.poll(() => scripts.some((name) => name.startsWith("ContactForm-"))).toBe(true);
  await page.waitForLoadState("networkidle");
  expect(router()).toEqual([]);
});

test("/booking runs no framework until the visitor starts on the form; a draft kept in the tab wakes it at once", async ({
  page,
}) => {
  await suppressAuthModal(page);
  const scripts = scriptsRequested(page);
  await page.goto("/booking");
  await appReady(page);
  await page.waitForLoadState("networkidle");
  expect(scripts.filter((name) => framework.test(name))).toEqual([]);

  const booking = new BookingPage(page);
  await booking.pickAirport(0, "from", "LHR", "LHR");
  expect(scripts.filter((name) => framework.test(name)).length).toBeGreaterThan(0);

  // Back on the page (a reload, a failed send): the kept draft shows without a touch.
  await page.reload();
  await expect(booking.airport(0, "from")).toHaveValue(/\(LHR\)$/);
});

test("the toaster's code arrives only when there is something to say, and says it", async ({ page, request }) => {
  const customer = await createConfirmedCustomer(request, newCustomer("toaster"));
  await suppressAuthModal(page);
  const scripts = scriptsRequested(page);
  const login = new CustomerLoginPage(page);
  await login.goto();
  await appReady(page);
  await page.waitForLoadState("networkidle");
  expect(scripts.filter((name) => toaster.test(name))).toEqual([]);

  await login.signIn({ email: customer.email, password: "not-the-password" });
  await expect(toast(page, "Error")).toContainText("Incorrect email or password.");
  expect(scripts.filter((name) => toaster.test(name)).length).toBeGreaterThan(0);
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
  const contact = new ContactPage(page);
  await contact.goto();
  await contact.field("Full name").fill(`Dorothy Vaughan ${id}`);
  await contact.field("Email").fill(`early-${id}@example.com`);
  await contact.message.fill("Two seats from Zurich to Olbia next Friday, please.");
  await contact.submit.click();
  // Nothing went to the server as HTML: the page is the same page, waiting.
  await expect(page).toHaveURL("/contact");
  release();
  await expect(contact.sent).toContainText(/CM-[A-Z0-9]{6}/);
  await expect(contact.sent).toBeVisible();
});

test("the mobile menu and the hero work from the page's HTML and its small script", async ({ page }) => {
  await suppressAuthModal(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.clock.install();
  await page.goto("/");
  await appReady(page);
  const nav = new SiteNav(page);
  await nav.openMenu.click();
  const menu = nav.mobileMenu;
  await expect(menu).toBeVisible();
  await expect(nav.closeMenu).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();

  // The headline a person sees (the others are in the HTML, hidden).
  const home = new HomePage(page);
  const headline = home.headline;
  const shown = () => headline.evaluate((element) => (element as HTMLElement).innerText);
  const first = await shown();
  await page.clock.fastForward(5_100);
  await expect.poll(shown).not.toBe(first);
  // Later scenes are not in the HTML: the one shown now had its SVG file fetched and drawn first.
  // (The page's clock still runs between fast-forwards: on a busy machine that can be scene 2 already.)
  await expect(home.laterSceneDrawn).toBeAttached();
  await home.pauseSlideshow.click();
  const paused = await shown();
  await page.clock.fastForward(12_000);
  expect(await shown()).toBe(paused);
  await expect(home.playSlideshow).toBeVisible();
});

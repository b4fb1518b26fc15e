import { expect, test } from "./support/test.js";
import { suppressAuthModal } from "./pages/AuthModal.js";
import { HomePage } from "./pages/HomePage.js";
import { NotFoundPage } from "./pages/NotFoundPage.js";
import { SiteFooter } from "./pages/SiteFooter.js";
import { SiteNav } from "./pages/SiteNav.js";
import { Webpage } from "./pages/Webpage.js";

// Digit grouping follows the browser's locale; fix it so "$4,500" reads the same everywhere.
test.use({ locale: "en-US" });

// The sign-in prompt (auth.spec.ts) would cover the page after 2 s.
test.beforeEach(async ({ page }) => {
  await suppressAuthModal(page);
});

// Seeded featured offers in display order (spec §2): price and struck-through original, USD.
const seededOffers = [
  { from: "London Heathrow", to: "Paris", price: 4500, original: 6000 },
  { from: "Lagos", to: "London", price: 18000, original: 22500 },
  { from: "New York", to: "Beijing", price: 65000, original: 92857 },
  { from: "Dubai", to: "Singapore", price: 42000, original: 49412 },
  { from: "Los Angeles", to: "Tokyo", price: 55000, original: 68750 },
  { from: "Miami", to: "Sao Paulo", price: 28000, original: 37333 },
];

const inEuros = (usd: number) => `€${Math.round(usd * 0.92).toLocaleString("en-US")}`;

test("home shows the six featured offers with price and struck original in USD", async ({ page }) => {
  const home = new HomePage(page);
  await home.goto();

  await expect(home.offerCards).toHaveCount(6);
  const london = home.offer("London Heathrow");
  await expect(london.price).toHaveText("$4,500");
  await expect(london.originalPrice).toHaveText("$6,000");
  await expect(london.originalPrice).toHaveCSS("text-decoration-line", "line-through");
  await expect(home.offerPrices).toHaveText(seededOffers.map((o) => `$${o.price.toLocaleString("en-US")}`));
});

test("the first offer's Book Now link carries its airports and category", async ({ page }) => {
  const home = new HomePage(page);
  await home.goto();

  await expect(home.offer().bookNow).toHaveAttribute("href", "/booking?from=LHR&to=LBG&category=light");
});

test("switching to Arabic turns the page right-to-left and survives a reload", async ({ page }) => {
  const home = new HomePage(page);
  await home.goto();
  const html = new Webpage(page).document;
  await expect(html).toHaveAttribute("dir", "ltr");

  await home.languageSelect().selectOption("ar");

  await expect(html).toHaveAttribute("dir", "rtl");
  await expect(html).toHaveAttribute("lang", "ar");
  const nav = new SiteNav(page);
  const mainNavigation = "القائمة الرئيسية";
  await expect(nav.mainNavigationLink("البرامج", mainNavigation)).toBeVisible();
  await expect(nav.mainNavigationLink("من نحن", mainNavigation)).toBeVisible();

  await page.reload();
  await expect(html).toHaveAttribute("dir", "rtl");
  await expect(html).toHaveAttribute("lang", "ar");
  await expect(home.languageSelect("اللغة")).toHaveValue("ar");
  await expect(nav.mainNavigationLink("البرامج", mainNavigation)).toBeVisible();
});

test("switching currency to EUR converts every price at the fixed rate", async ({ page }) => {
  const home = new HomePage(page);
  await home.goto();
  await expect(home.offerCards).toHaveCount(6);

  await home.currencySelect().selectOption("EUR");

  await expect(home.offer("London Heathrow").price).toHaveText("€4,140");
  await expect(home.offerPrices).toHaveText(seededOffers.map((o) => inEuros(o.price)));
  await expect(home.originalPrices).toHaveText(seededOffers.map((o) => inEuros(o.original)));

  await page.reload();
  await expect(home.currencySelect()).toHaveValue("EUR");
  await expect(home.offer("London Heathrow").price).toHaveText("€4,140");
});

test("an unknown path answers 404 and shows the not-found page", async ({ page }) => {
  const response = await page.goto("/no-such-page");

  expect(response?.status()).toBe(404);
  const notFound = new NotFoundPage(page);
  await expect(notFound.heading).toBeVisible();
  await notFound.backToHome.click();
  await expect(page).toHaveURL("/");
  await expect(new HomePage(page).offerCards).toHaveCount(6);
});

test("arrow keys scroll the page by 300 px and the navigation turns solid", async ({ page }) => {
  const home = new HomePage(page);
  await home.goto();
  await expect(home.offerCards).toHaveCount(6);
  await expect(home.header).not.toHaveAttribute("data-solid");

  const shown = new Webpage(page);
  await shown.body.press("ArrowDown");
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(300);
  await expect(home.header).toHaveAttribute("data-solid", "");

  await shown.body.press("ArrowUp");
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  // While a field has focus, the arrows belong to it.
  await home.currencySelect().focus();
  await page.keyboard.press("ArrowDown");
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("a reload keeps the visitor's place on the page, and a link to another page starts at its top", async ({
  page,
}) => {
  const home = new HomePage(page);
  await home.goto();
  await expect(home.offerCards).toHaveCount(6);
  await page.evaluate(() => window.scrollTo({ top: 600, behavior: "instant" }));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(600);

  await page.reload();
  await expect(home.offerCards).toHaveCount(6);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(600);

  await new SiteFooter(page).link("About").click();
  await expect(page).toHaveURL(/\/about/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the menu opens and closes, and lists case studies", async ({ page }) => {
    const home = new HomePage(page);
    await home.goto();

    const nav = new SiteNav(page);
    await expect(nav.openMenu).toHaveAttribute("aria-expanded", "false");
    await nav.openMenu.click();

    const menu = nav.mobileMenu;
    await expect(nav.mobileMenuLink("Case Studies")).toBeVisible();
    await expect(nav.closeMenu).toHaveAttribute("aria-expanded", "true");

    await nav.closeMenu.click();
    await expect(menu).toBeHidden();

    await nav.openMenu.click();
    await nav.mobileMenuLink("Programs").click();
    await expect(page).toHaveURL("/programs");
    await expect(menu).toBeHidden();
  });
});

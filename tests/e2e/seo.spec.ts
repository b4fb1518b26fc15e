import type { Page } from "@playwright/test";
import { expect, test } from "./support/test.js";
import { suppressAuthModal } from "./pages/AuthModal.js";
import { SiteNav } from "./pages/SiteNav.js";
import { Webpage } from "./pages/Webpage.js";

// Public pages arrive prerendered in the language of their URL and come alive without a
// hydration error; the head tags follow a language switch; without JavaScript the content is there.

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

for (const { locale, dir, heading, title } of [
  { locale: "en", dir: "ltr", heading: "A broker built on trust", title: "About · SkyCharter" },
  { locale: "ar", dir: "rtl", heading: "وسيط قائم على الثقة", title: "من نحن · SkyCharter" },
] as const) {
  test(`/about?lang=${locale} hydrates the prerendered page without errors`, async ({ page }) => {
    const errors = collectErrors(page);
    await suppressAuthModal(page);
    await page.goto(`/about?lang=${locale}`);
    const shown = new Webpage(page);
    const h1 = shown.headingNamed(heading, { level: 1 });
    await expect(h1).toBeVisible();
    // The heading React hydrated is the very element the server sent, not a re-rendered one.
    await h1.evaluate((element) => element.setAttribute("data-from-server", "yes"));
    await page.waitForLoadState("networkidle");
    await expect(shown.document).toHaveAttribute("lang", locale);
    await expect(shown.document).toHaveAttribute("dir", dir);
    await expect(page).toHaveTitle(title);
    await expect(h1).toHaveAttribute("data-from-server", "yes");
    await expect(shown.canonicalLink).toHaveCount(1);
    await expect(shown.canonicalLink).toHaveAttribute("href", new RegExp(`/about\\?lang=${locale}$`));
    await expect(shown.description).toHaveCount(1);
    // Hydrated: the app answers input (the language menu switches the page).
    await new SiteNav(page).languageSelect(locale === "ar" ? "اللغة" : "Language").selectOption("es");
    await expect(shown.headingNamed("Un bróker basado en la confianza", { level: 1 })).toBeVisible();
    expect(errors).toEqual([]);
  });
}

test("a language switch updates the title, lang, description, canonical and the URL's ?lang", async ({ page }) => {
  const errors = collectErrors(page);
  await suppressAuthModal(page);
  await page.goto("/programs?lang=en");
  await expect(page).toHaveTitle("Programs · SkyCharter");
  await page.waitForLoadState("networkidle");

  const nav = new SiteNav(page);
  const shown = new Webpage(page);
  await nav.languageSelect().selectOption("zh");
  await expect(shown.document).toHaveAttribute("lang", "zh");
  await expect(page).toHaveTitle("服务方案 · SkyCharter");
  await expect(page).toHaveURL(/\/programs\?lang=zh$/);
  await expect(shown.canonicalLink).toHaveAttribute("href", /\/programs\?lang=zh$/);
  await expect(shown.description).toHaveAttribute("content", /包机方案/);
  await expect(shown.canonicalLink).toHaveCount(1);

  await nav.languageSelect("语言").selectOption("ar");
  await expect(shown.document).toHaveAttribute("dir", "rtl");
  await expect(page).toHaveURL(/\/programs\?lang=ar$/);
  expect(errors).toEqual([]);
});

test("without JavaScript a page still shows its content, in the language of its URL", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.goto("/fleet?lang=es");
  const shown = new Webpage(page);
  await expect(shown.document).toHaveAttribute("lang", "es");
  await expect(shown.heading).toHaveText("La aeronave adecuada para cada misión");
  await expect(page).toHaveTitle("Flota · SkyCharter");
  await expect(shown.link("Programas").first()).toBeVisible();
  // The shell's "needs JavaScript" note is not in the page (checked in the HTML: a browser context with
  // scripts switched off still parses <noscript> as if they ran, so it would never show here).
  expect(await response!.text()).not.toContain("needs JavaScript");
  await context.close();
});

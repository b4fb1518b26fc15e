import { AxeBuilder } from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { suppressAuthModal } from "./pages/AuthModal.js";

// Every public route, in every language, on a phone and on a laptop: it answers, speaks the
// language in the right direction, never scrolls sideways, logs no error (react-intl reports a
// missing message as one) and axe finds nothing serious under WCAG 2.2 AA.

const PUBLIC_ROUTES = [
  "/",
  "/programs",
  "/fleet",
  "/solutions",
  "/service-areas",
  "/about",
  "/affiliate",
  "/affiliate/apply",
  "/contact",
  "/case-studies",
  "/booking",
  // Without a reference: the page explains it cannot show a request here.
  "/booking/confirmation",
  "/login",
  "/customer-login",
  "/customer-signup",
  "/signup-confirmation",
  "/reset-password",
];
const LANGUAGES = [
  { locale: "en", dir: "ltr" },
  { locale: "es", dir: "ltr" },
  { locale: "ar", dir: "rtl" },
  { locale: "zh", dir: "ltr" },
] as const;
// Every language on a phone and on a laptop; axe runs on every phone view and on the laptop in one
// left-to-right and one right-to-left language (its findings do not change with the text).
const VIEWS = [375, 1280].flatMap((width) => LANGUAGES.map((language) => ({ width, ...language, axe: width === 375 || language.locale === "en" || language.locale === "ar" })));
const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

async function openIn(page: Page, route: string, locale: string): Promise<string[]> {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  await suppressAuthModal(page);
  await page.addInitScript((chosen) => window.localStorage.setItem("skycharter.locale", chosen), locale);
  const response = await page.goto(route);
  expect(response?.status(), route).toBe(200);
  await expect(page.locator("main")).toBeVisible();
  // The page module and its data have arrived: no loader is left spinning.
  await expect(page.locator("main [role=status] .chakra-spinner")).toHaveCount(0);
  await page.waitForLoadState("networkidle");
  return errors;
}

for (const { width, locale, dir, axe } of VIEWS) {
  test.describe(`${width} px, ${locale}`, () => {
    test.use({ viewport: { width, height: width < 600 ? 812 : 800 } });

    for (const route of PUBLIC_ROUTES) {
      test(`${route}`, async ({ page }) => {
        const errors = await openIn(page, route, locale);
        await expect(page.locator("html")).toHaveAttribute("lang", locale);
        await expect(page.locator("html")).toHaveAttribute("dir", dir);

        // What sticks out past the right (or, in Arabic, the left) edge, named for the failure message.
        const sticking = await page.evaluate(() => {
          const width = document.documentElement.clientWidth;
          if (document.documentElement.scrollWidth <= width) return [];
          return [...document.querySelectorAll("body *")]
            .filter((element) => {
              const box = element.getBoundingClientRect();
              return box.right > width + 1 || box.left < -1;
            })
            .slice(0, 5)
            .map((element) => `${element.tagName.toLowerCase()}.${String(element.className).split(" ").join(".")}`);
        });
        expect(sticking, "elements that scroll the page sideways").toEqual([]);

        if (axe) {
          const { violations } = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
          const serious = violations
            .filter((v) => v.impact === "serious" || v.impact === "critical")
            .map((v) => `${v.id} (${v.impact}): ${v.nodes.length}× e.g. ${v.nodes[0]?.target.join(" ")}`);
          expect(serious, "axe serious/critical violations").toEqual([]);
        }
        expect(errors, "console errors").toEqual([]);
      });
    }
  });
}

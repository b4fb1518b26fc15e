import type { ConsoleMessage, Page } from "@playwright/test";
import { expect, test } from "./support/test.js";
import { seriousViolations } from "./support/a11y.js";
import { suppressAuthModal } from "./pages/AuthModal.js";
import { Webpage } from "./pages/Webpage.js";

// Every public route, in every language, on a phone and on a laptop: it answers, speaks the
// language in the right direction, never scrolls sideways, logs no error (react-intl reports a
// missing message as one) and axe finds nothing serious under WCAG 2.2 AA.

// The site's own table of its public pages (web/src/site/routes.ts), read as plain data: a page
// added there is checked here with nothing more to write. (A path the compiler does not follow: the
// web's types are the web's typecheck's business.)
const siteTable = "../../web/src/site/routes.ts";
const { publicPages } = (await import(siteTable)) as { publicPages: readonly { path: string }[] };
const PUBLIC_ROUTES = publicPages.map((page) => page.path);
const LANGUAGES = [
  { locale: "en", dir: "ltr" },
  { locale: "es", dir: "ltr" },
  { locale: "ar", dir: "rtl" },
  { locale: "zh", dir: "ltr" },
] as const;
// Every language on a phone and on a laptop (longer Spanish words and Chinese line breaks change
// what overflows); axe runs in one left-to-right and one right-to-left language at each width: its
// findings follow the markup, the colours and the direction, not the words.
const VIEWS = [375, 1280].flatMap((width) =>
  LANGUAGES.map((language) => ({
    width,
    ...language,
    axe: language.locale === "en" || language.locale === "ar",
  })),
);

// Routes are visited in groups on one page: the browser keeps the app's scripts cached between
// them, as a visitor's would, and the run stays short; soft checks report every route that fails.
const GROUP_SIZE = 6;
const ROUTE_GROUPS = Array.from({ length: Math.ceil(PUBLIC_ROUTES.length / GROUP_SIZE) }, (_, i) =>
  PUBLIC_ROUTES.slice(i * GROUP_SIZE, (i + 1) * GROUP_SIZE),
);

/** Opens `route` and waits for its module and data; returns the console errors it logged. */
async function visit(page: Page, route: string): Promise<string[]> {
  const errors: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === "error") errors.push(message.text());
  };
  const onPageError = (error: Error) => errors.push(error.message);
  page.on("console", onConsole);
  page.on("pageerror", onPageError);
  try {
    const response = await page.goto(route);
    expect.soft(response?.status(), `${route}: HTTP status`).toBe(200);
    const shown = new Webpage(page);
    await expect(shown.main, route).toBeVisible();
    // The page module and its data have arrived: no loader is left spinning.
    await expect(shown.spinners, route).toHaveCount(0);
    await page.waitForLoadState("networkidle");
  } finally {
    page.off("console", onConsole);
    page.off("pageerror", onPageError);
  }
  return errors;
}

/** What sticks out past the right (or, in Arabic, the left) edge, named for the failure message. */
function sideways(page: Page): Promise<string[]> {
  return page.evaluate(() => {
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
}

for (const { width, locale, dir, axe } of VIEWS) {
  test.describe(`${width} px, ${locale}`, () => {
    test.use({ viewport: { width, height: width < 600 ? 812 : 800 } });

    for (const routes of ROUTE_GROUPS) {
      test(routes.join(" "), async ({ page }) => {
        test.setTimeout(30_000 * routes.length);
        await suppressAuthModal(page);
        await page.addInitScript((chosen) => window.localStorage.setItem("skycharter.locale", chosen), locale);
        for (const route of routes) {
          const errors = await visit(page, route);
          const html = new Webpage(page).document;
          await expect.soft(html, `${route}: lang`).toHaveAttribute("lang", locale);
          await expect.soft(html, `${route}: dir`).toHaveAttribute("dir", dir);
          expect.soft(await sideways(page), `${route}: elements that scroll the page sideways`).toEqual([]);
          if (axe) expect.soft(await seriousViolations(page), `${route}: axe serious/critical violations`).toEqual([]);
          expect.soft(errors, `${route}: console errors`).toEqual([]);
        }
      });
    }
  });
}

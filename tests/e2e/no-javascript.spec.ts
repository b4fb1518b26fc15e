import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { AffiliateApplicationPage } from "./pages/AffiliateApplicationPage.js";
import { ContactPage } from "./pages/ContactPage.js";
import { NoScriptSite } from "./pages/NoScriptSite.js";
import { Webpage } from "./pages/Webpage.js";
import { seriousViolations } from "./support/a11y.js";

// A visitor whose browser runs no JavaScript (or a crawler) still gets every public page's content,
// can choose a language and currency, and can write to the broker or apply as a partner.
test.use({ javaScriptEnabled: false });

test("the home page shows the hero, the six featured offers and the programmes from its HTML alone", async ({
  page,
}) => {
  const site = new NoScriptSite(page);
  const shown = new Webpage(page);
  await page.goto("/");
  await expect(shown.heading).toBeVisible();
  await expect(site.offerItems).toHaveCount(6);
  await expect(site.offers).toContainText("$4,500");
  await expect(shown.link("Programs").first()).toHaveAttribute("href", /\/programs/);
});

test("language and currency are chosen with the header's forms and remembered for the next page", async ({ page }) => {
  const site = new NoScriptSite(page);
  const shown = new Webpage(page);
  await page.goto("/programs");
  await site.choose(site.language, "ar");
  await expect(page).toHaveURL(/\/programs\?lang=ar$/);
  await expect(shown.document).toHaveAttribute("lang", "ar");
  await expect(shown.document).toHaveAttribute("dir", "rtl");
  await site.choose(site.currency, "EUR");
  await expect(shown.document).toHaveAttribute("data-currency", "EUR");
  await expect(shown.main).toContainText("€");
  // Another page, another visit: already in Arabic and euros.
  await page.goto("/");
  await expect(shown.document).toHaveAttribute("lang", "ar");
  await expect(site.offers).toContainText("€4,140");
  // Language names, not flags.
  await expect(site.languageNames).toHaveText(["English", "Español", "العربية", "中文"]);
});

test("the contact form posts to the server, names a faulty field, keeps the text and then gives a reference", async ({
  page,
}) => {
  const site = new NoScriptSite(page);
  const contact = new ContactPage(page);
  const id = randomUUID().slice(0, 8);
  await page.goto("/contact");
  await site.field("Full name").fill(`Mary Jackson ${id}`);
  await site.field("Email").fill("mary.jackson");
  await site.field("Message").fill("Two of us from Nice to Olbia on Friday, back Sunday.");
  await contact.submit.click();
  await expect(new Webpage(page).text("Enter a valid email address.")).toBeVisible();
  await expect(site.field("Message")).toHaveValue("Two of us from Nice to Olbia on Friday, back Sunday.");
  await site.field("Email").fill(`mary-${id}@example.com`);
  await contact.submit.click();
  await expect(contact.sent).toContainText(/CM-[A-Z0-9]{6}/);
});

test("a partner applies without JavaScript and sees what happens next", async ({ page }) => {
  const site = new NoScriptSite(page);
  const id = randomUUID().slice(0, 8);
  await page.goto("/affiliate/apply");
  await site.field("Full name").fill(`Partner ${id}`);
  await site.field("Email").fill(`partner-${id}@example.com`);
  await site.field(/audience/i).fill("Concierge desks of three hotels on the Riviera.");
  const application = new AffiliateApplicationPage(page);
  await application.submit.click();
  await expect(application.applied).toContainText(`partner-${id}@example.com`);
});

// The pages a search engine indexes, as the server sends them: full content, and nothing axe finds
// serious, left to right and right to left. axe itself is a script, so these pages run with
// JavaScript on and every one of the site's own scripts refused: what is checked is the HTML alone.
const INDEXED_ROUTES = [
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
];

test.describe("the server's HTML alone", () => {
  test.use({ javaScriptEnabled: true });

  for (const locale of ["en", "ar"] as const) {
    test(`every indexed page in ${locale} shows its content and passes axe`, async ({ page }) => {
      test.setTimeout(240_000);
      await page.route(/\.js(\?|$)/, (route) => route.abort());
      const shown = new Webpage(page);
      for (const route of INDEXED_ROUTES) {
        await page.goto(`${route}?lang=${locale}`);
        await expect.soft(shown.document, route).toHaveAttribute("lang", locale);
        await expect.soft(shown.heading, route).toBeVisible();
        await expect
          .soft(shown.document, `${route}: none of the site's scripts ran`)
          .not.toHaveAttribute("data-hydrated");
        expect.soft(await seriousViolations(page), `${route} (${locale})`).toEqual([]);
      }
    });
  }
});

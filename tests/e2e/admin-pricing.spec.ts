import { expect, test } from "./support/test.js";
import { seriousViolations } from "./support/a11y.js";
import { signInAsAdmin } from "./support/adminBrowser.js";
import { PricingPage } from "./pages/PricingPage.js";
import { Webpage } from "./pages/Webpage.js";

test("an admin changes a category's hourly rate: the estimate preview follows once saved, and the audit trail shows who did it", async ({
  page,
  request,
}) => {
  const admin = await signInAsAdmin(page, request, "/admin/pricing");
  const pricing = new PricingPage(page);
  await expect(pricing.heading).toHaveText("Pricing");
  await expect(pricing.backToDashboard).toHaveAttribute("href", "/admin/dashboard");
  await expect(pricing.lightJet).toContainText("Light jet");
  await expect(pricing.lightEstimate).toHaveText(/^\$[\d,]+ – \$[\d,]+$/);
  const before = await pricing.lightEstimate.textContent();
  const rate = Number(await pricing.lightRate.inputValue());

  // Unsaved edits do not move the preview: it shows what visitors are quoted now.
  await pricing.lightRate.fill(String(rate + 1_000));
  await expect(pricing.lightEstimate).toHaveText(before!);
  await pricing.save.click();
  await expect(pricing.saved).toBeVisible();
  await expect(pricing.lightEstimate).not.toHaveText(before!);

  const newest = pricing.auditRows.first();
  await expect(newest).toContainText("Pricing changed");
  await expect(newest).toContainText(admin.name);
  await expect(newest).toContainText(
    `hourlyRateUsd $${rate.toLocaleString("en-US")} → $${(rate + 1_000).toLocaleString("en-US")}`,
  );

  // A figure out of bounds: refused by the server, marked beside its field, nothing saved.
  await pricing.taxiMinutes.fill("99");
  await pricing.save.click();
  await expect(new Webpage(page).text("Must be from 0 to 60.")).toBeVisible();
  await expect(pricing.taxiMinutes).toHaveAttribute("aria-invalid", "true");

  // Put the rate back, so the other browser tests' estimates stay as the seed has them.
  await page.reload();
  await pricing.lightRate.fill(String(rate));
  await pricing.save.click();
  await expect(pricing.lightEstimate).toHaveText(before!);
});

test("an admin creates a featured offer, then deactivates it", async ({ page, request }) => {
  await signInAsAdmin(page, request, "/admin/pricing");
  const pricing = new PricingPage(page);
  const place = `Farnborough ${Date.now().toString(36)}`;
  await pricing.newOffer.click();
  const form = pricing.offerForm;
  await form.from.fill(place);
  await form.to.fill("Geneva");
  await form.price.fill("7500");
  await form.discount.fill("120");
  await form.save.click();
  await expect(form.problem("A whole number from 0 to 95.")).toBeVisible();
  await form.discount.fill("25");
  await form.save.click();
  await expect(form.root).toBeHidden();

  const offer = pricing.offer(place);
  await expect(offer).toContainText("$7,500 (was $10,000, −25%)");
  await expect(offer).toContainText("On the home page");
  await pricing.deactivate(offer);
  await expect(offer).toContainText("Not featured");
  await expect(pricing.auditRows.first()).toContainText("Offer changed");
});

test("in Arabic the pricing page reads right to left and axe finds nothing serious", async ({ page, request }) => {
  await signInAsAdmin(page, request, "/admin/pricing");
  await page.evaluate(() => window.localStorage.setItem("skycharter.locale", "ar"));
  await page.reload();
  const pricing = new PricingPage(page);
  await expect(new Webpage(page).document).toHaveAttribute("dir", "rtl");
  await expect(pricing.heading).toHaveText("الأسعار");
  await expect(pricing.estimate("LIGHT")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

import type { Page } from "@playwright/test";
import { expect, test } from "./support/test.js";
import { seriousViolations } from "./support/a11y.js";
import { signInAsAdmin } from "./support/adminBrowser.js";


const lightRate = (page: Page) => page.locator('[data-path="categories[0].hourlyRateUsd"]');
const lightEstimate = (page: Page) => page.getByTestId("estimate-LIGHT").getByTestId("estimate-range");

async function save(page: Page) {
  await page.getByTestId("save-pricing").click();
}

test("an admin changes a category's hourly rate: the estimate preview follows once saved, and the audit trail shows who did it", async ({ page, request }) => {
  const admin = await signInAsAdmin(page, request, "/admin/pricing");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pricing");
  await expect(page.getByRole("link", { name: "Back to the dashboard" })).toHaveAttribute("href", "/admin/dashboard");
  await expect(page.getByTestId("category-LIGHT")).toContainText("Light jet");
  await expect(lightEstimate(page)).toHaveText(/^\$[\d,]+ – \$[\d,]+$/);
  const before = await lightEstimate(page).textContent();
  const rate = Number(await lightRate(page).inputValue());

  // Unsaved edits do not move the preview: it shows what visitors are quoted now.
  await lightRate(page).fill(String(rate + 1_000));
  await expect(lightEstimate(page)).toHaveText(before!);
  await save(page);
  await expect(page.getByText("Pricing saved. The estimate below now uses it.")).toBeVisible();
  await expect(lightEstimate(page)).not.toHaveText(before!);

  const newest = page.getByTestId("audit-row").first();
  await expect(newest).toContainText("Pricing changed");
  await expect(newest).toContainText(admin.name);
  await expect(newest).toContainText(`hourlyRateUsd $${rate.toLocaleString("en-US")} → $${(rate + 1_000).toLocaleString("en-US")}`);

  // A figure out of bounds: refused by the server, marked beside its field, nothing saved.
  const taxi = page.locator('[data-path="taxiMinutes"]');
  await taxi.fill("99");
  await save(page);
  await expect(page.getByText("Must be from 0 to 60.")).toBeVisible();
  await expect(taxi).toHaveAttribute("aria-invalid", "true");

  // Put the rate back, so the other browser tests' estimates stay as the seed has them.
  await page.reload();
  await lightRate(page).fill(String(rate));
  await save(page);
  await expect(lightEstimate(page)).toHaveText(before!);
});

test("an admin creates a featured offer, then deactivates it", async ({ page, request }) => {
  await signInAsAdmin(page, request, "/admin/pricing");
  const place = `Farnborough ${Date.now().toString(36)}`;
  await page.getByRole("button", { name: "New offer" }).click();
  const form = page.getByTestId("offer-form");
  await form.getByLabel("From (as shown)").fill(place);
  await form.getByLabel("To (as shown)").fill("Geneva");
  await form.getByLabel("Offer price (USD)").fill("7500");
  await form.getByLabel("Discount (%)").fill("120");
  await form.getByRole("button", { name: "Save offer" }).click();
  await expect(form.getByText("A whole number from 0 to 95.")).toBeVisible();
  await form.getByLabel("Discount (%)").fill("25");
  await form.getByRole("button", { name: "Save offer" }).click();
  await expect(form).toBeHidden();

  const offer = page.getByTestId("offer-row").filter({ hasText: place });
  await expect(offer).toContainText("$7,500 (was $10,000, −25%)");
  await expect(offer).toContainText("On the home page");
  await offer.getByRole("button", { name: "Deactivate" }).click();
  await expect(offer).toContainText("Not featured");
  await expect(page.getByTestId("audit-row").first()).toContainText("Offer changed");
});

test("in Arabic the pricing page reads right to left and axe finds nothing serious", async ({ page, request }) => {
  await signInAsAdmin(page, request, "/admin/pricing");
  await page.evaluate(() => window.localStorage.setItem("skycharter.locale", "ar"));
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("الأسعار");
  await expect(page.getByTestId("estimate-LIGHT")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

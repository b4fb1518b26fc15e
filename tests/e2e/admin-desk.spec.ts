import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { expect, readyAfterNavigation, test } from "./support/test.js";
import { seriousViolations } from "./support/a11y.js";
import { signInNewStaff } from "./pages/BackOffice.js";
import { createConfirmedCustomer, newCustomer } from "./support/accounts.js";
import { graphql, signInToken } from "./support/api.js";
import { staffToken } from "./support/staff.js";
import { bookedTrip, flownBooking } from "./support/trips.js";

const toast = (page: Page, title: string) => page.getByTestId("toast").filter({ hasText: title });

test("the bookings desk finds a booking by its code, records a deposit, cancels it (the lead loses the win) and exports the view", async ({ page, request }) => {
  test.setTimeout(120_000);
  const customer = await createConfirmedCustomer(request, newCustomer("desk"));
  const customerToken = await signInToken(request, customer.email, customer.password);
  const staff = await staffToken(request);
  const booking = await bookedTrip(request, customerToken, staff, customer);

  await signInNewStaff(page, request);
  await page.getByRole("link", { name: "Bookings", exact: true }).click();
  await expect(page).toHaveURL("/admin/bookings");
  await page.getByRole("searchbox", { name: "Search number, code, route or customer" }).fill(booking.confirmationCode.toLowerCase());
  await expect(page).toHaveURL(new RegExp(`q=${booking.confirmationCode.toLowerCase()}`));
  const rows = page.getByTestId("desk-booking");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(booking.number);
  await expect(rows.first()).toContainText(customer.email);

  await rows.first().getByRole("combobox", { name: `Record a payment for ${booking.number}` }).selectOption("Deposit paid");
  await expect(toast(page, "Booking updated")).toBeVisible();
  await expect(rows.first()).toContainText("Deposit paid");

  await rows.first().getByRole("combobox", { name: `Change the status of ${booking.number}` }).selectOption("Cancelled");
  await page.getByTestId("confirm-cancel-booking").click();
  await expect(rows.first()).toContainText("Cancelled");
  // The row's status select lists "Cancelled" from the start: the server's word is what counts.
  const leadStatus = async () =>
    (await graphql<{ leads: { edges: { node: { status: string } }[] } }>(request, `query ($q: String) { leads(filter: { search: $q }) { edges { node { status } } } }`, { q: customer.email }, staff)).leads.edges[0]!.node.status;
  await expect.poll(leadStatus).toBe("LOST");

  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Export CSV" }).click()]);
  const csv = await readFile((await download.path())!, "utf8");
  expect(csv.split("\n").filter((line) => line.includes(booking.number))).toHaveLength(1);
  expect(csv.trim().split("\n")).toHaveLength(2);
});

test("staff approve and feature a testimonial; it shows on About at once", async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  const customer = await createConfirmedCustomer(request, newCustomer("praise"));
  const customerToken = await signInToken(request, customer.email, customer.password);
  const staff = await staffToken(request);
  const bookingId = await flownBooking(request, customerToken, staff, customer);
  const text = `A flawless evening flight to Nice, champagne included. ${randomUUID().slice(0, 8)}`;
  await graphql(request, `mutation ($input: TestimonialInput!) { submitTestimonial(input: $input) { id } }`, { input: { rating: 5, text, bookingId, authorName: "Ada F." } }, customerToken);

  await signInNewStaff(page, request);
  await page.getByRole("link", { name: "Testimonials", exact: true }).click();
  const item = page.getByTestId("review-item").filter({ hasText: text });
  await expect(item).toContainText(customer.email);
  await item.getByRole("button", { name: "Approve" }).click();
  await expect(toast(page, "Testimonial approved")).toBeVisible();
  await expect(item).toHaveCount(0);
  await page.getByRole("tab", { name: "Approved" }).click();
  await expect(page).toHaveURL("/admin/testimonials?status=APPROVED");
  await item.getByRole("button", { name: "Feature on the site" }).click();
  await expect(item).toContainText("Featured");

  const visitor = readyAfterNavigation(await browser.newPage());
  await visitor.goto("/about");
  await expect(visitor.getByText(text)).toBeVisible();
  await visitor.close();
});

for (const { locale, width } of [
  { locale: "ar", width: 1280 },
  { locale: "en", width: 768 },
]) {
  test(`the desk's pages read ${locale === "ar" ? "right to left" : "on a tablet"} with no serious accessibility violation (${locale}, ${width} px)`, async ({ page, request }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });
    await signInNewStaff(page, request);
    await page.evaluate((lang) => localStorage.setItem("skycharter.locale", lang), locale);
    for (const path of ["/admin/bookings", "/admin/testimonials"]) {
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("dir", locale === "ar" ? "rtl" : "ltr");
      await expect(page.locator("main [role=status] .chakra-spinner")).toHaveCount(0);
      expect(await seriousViolations(page), path).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }
  });
}

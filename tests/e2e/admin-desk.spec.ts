import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { expect, readyAfterNavigation, test } from "./support/test.js";
import { seriousViolations } from "./support/a11y.js";
import { gql } from "./__generated__/index.js";
import { signInNewStaff } from "./pages/BackOffice.js";
import { BackOfficeFrame } from "./pages/BackOfficeFrame.js";
import { BookingsDeskPage } from "./pages/BookingsDeskPage.js";
import { TestimonialReviewPage } from "./pages/TestimonialReviewPage.js";
import { toast } from "./pages/Toast.js";
import { Webpage } from "./pages/Webpage.js";
import { createConfirmedCustomer, newCustomer } from "./support/accounts.js";
import { graphql, signInToken } from "./support/api.js";
import { staffToken } from "./support/staff.js";
import { submitTestimonial } from "./support/testimonials.js";
import { bookedTrip, flownBooking } from "./support/trips.js";

const LEAD_STATUS = gql(`
  query AdminDesk_LeadStatus($q: String) {
    leads(filter: { search: $q }) {
      edges {
        node {
          status
        }
      }
    }
  }
`);

test("the bookings desk finds a booking by its code, records a deposit, cancels it (the lead loses the win) and exports the view", async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const customer = await createConfirmedCustomer(request, newCustomer("desk"));
  const customerToken = await signInToken(request, customer.email, customer.password);
  const staff = await staffToken(request);
  const booking = await bookedTrip(request, customerToken, staff, customer);

  await signInNewStaff(page, request);
  await new BackOfficeFrame(page).section("Bookings").click();
  await expect(page).toHaveURL("/admin/bookings");
  const desk = new BookingsDeskPage(page);
  await desk.search.fill(booking.confirmationCode.toLowerCase());
  await expect(page).toHaveURL(new RegExp(`q=${booking.confirmationCode.toLowerCase()}`));
  await expect(desk.rows).toHaveCount(1);
  const row = desk.rows.first();
  await expect(row).toContainText(booking.number);
  await expect(row).toContainText(customer.email);

  // The deposit (30 % of $18,500) through the row's payments: more than is owed is refused beside the amount.
  await desk.openPayments(row);
  await expect(desk.paymentsDialog.getByTestId("installment-DEPOSIT")).toContainText("$5,550.00");
  await desk.recordPayment("20000");
  await expect(desk.paymentsDialog).toContainText("no more than what is still to pay");
  await desk.recordPayment("5550");
  await expect(toast(page, "Recorded")).toBeVisible();
  await expect(desk.paymentsDialog.getByTestId("payment-record")).toHaveCount(1);
  await expect(desk.paymentsDialog.getByTestId("installment-DEPOSIT")).toContainText("Paid");
  await page.keyboard.press("Escape");
  await expect(row).toContainText("Deposit paid");

  await desk.cancel(row, booking.number);
  await expect(row).toContainText("Cancelled");
  // The row's status select lists "Cancelled" from the start: the server's word is what counts.
  const leadStatus = async () =>
    (await graphql(request, LEAD_STATUS, { q: customer.email }, staff)).leads.edges[0]!.node.status;
  await expect.poll(leadStatus).toBe("LOST");

  const csv = await readFile(await desk.exportView(), "utf8");
  expect(csv.split("\n").filter((line) => line.includes(booking.number))).toHaveLength(1);
  expect(csv.trim().split("\n")).toHaveLength(2);
});

test("staff approve and feature a testimonial; it shows on About at once", async ({ page, browser, request }) => {
  test.setTimeout(240_000);
  const customer = await createConfirmedCustomer(request, newCustomer("praise"));
  const customerToken = await signInToken(request, customer.email, customer.password);
  const staff = await staffToken(request);
  const bookingId = await flownBooking(request, customerToken, staff, customer);
  const text = `A flawless evening flight to Nice, champagne included. ${randomUUID().slice(0, 8)}`;
  await submitTestimonial(request, customerToken, { rating: 5, text, bookingId, authorName: "Ada F." });

  await signInNewStaff(page, request);
  await new BackOfficeFrame(page).section("Testimonials").click();
  const review = new TestimonialReviewPage(page);
  const item = review.item(text);
  await expect(item).toContainText(customer.email);
  await review.approve(item);
  await expect(toast(page, "Testimonial approved")).toBeVisible();
  await expect(item).toHaveCount(0);
  await review.approvedTab.click();
  await expect(page).toHaveURL("/admin/testimonials?status=APPROVED");
  await review.feature(item);
  await expect(item).toContainText("Featured");

  const visitor = readyAfterNavigation(await browser.newPage());
  await visitor.goto("/about");
  await expect(new Webpage(visitor).text(text)).toBeVisible();
  await visitor.close();
});

for (const { locale, width } of [
  { locale: "ar", width: 1280 },
  { locale: "en", width: 768 },
]) {
  test(`the desk's pages read ${locale === "ar" ? "right to left" : "on a tablet"} with no serious accessibility violation (${locale}, ${width} px)`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 900 });
    await signInNewStaff(page, request);
    await page.evaluate((lang) => localStorage.setItem("skycharter.locale", lang), locale);
    const shown = new Webpage(page);
    for (const path of ["/admin/bookings", "/admin/testimonials"]) {
      await page.goto(path);
      await expect(shown.document).toHaveAttribute("dir", locale === "ar" ? "rtl" : "ltr");
      await expect(shown.spinners).toHaveCount(0);
      expect(await seriousViolations(page), path).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }
  });
}

import { expect, readyAfterNavigation, test } from "./support/test.js";
import { gql } from "./__generated__/index.js";
import { suppressAuthModal } from "./pages/AuthModal.js";
import { signInAsCustomer } from "./pages/CustomerLoginPage.js";
import { QuoteRequestPage } from "./pages/QuoteRequestPage.js";
import { Webpage } from "./pages/Webpage.js";
import { seriousViolations } from "./support/a11y.js";
import { createConfirmedCustomer, mailTo, newCustomer } from "./support/accounts.js";
import { signInAsAdmin } from "./support/adminBrowser.js";
import { graphql, signInToken } from "./support/api.js";
import { adminToken } from "./support/staff.js";
import { bookedTrip } from "./support/trips.js";

// Passengers of a booking: the booker names one on the request page and asks another to enter their
// own details through an emailed link, which opens in Arabic, right to left, on a phone; the booker
// then sees that passenger masked, the link is refused a second time, and an admin sees the
// manifest in full on the bookings desk and sets its deadline.

const nextYear = new Date().getUTCFullYear() + 1;

const MY_BOOKING = gql(`
  query Passengers_MyBooking {
    myBookings(first: 1) {
      edges {
        node {
          id
          quoteRequest {
            id
          }
        }
      }
    }
  }
`);

test("a booker names passengers, one through their own link in Arabic on a phone; an admin sees the manifest", async ({
  page,
  request,
  browser,
}) => {
  // Three browsers' worth of steps: the booker's, the passenger's phone and the admin's desk.
  test.slow();
  const client = await createConfirmedCustomer(request, newCustomer("manifest"));
  const token = await signInToken(request, client.email, client.password);
  const booking = await bookedTrip(request, token, adminToken(), { name: client.name, email: client.email });
  const { myBookings } = await graphql(request, MY_BOOKING, {}, token);
  const quoteRequestId = myBookings.edges[0]!.node.quoteRequest.id;

  const tab = readyAfterNavigation(page);
  const requestPath = QuoteRequestPage.path(quoteRequestId);
  await signInAsCustomer(tab, client, requestPath);
  const section = tab.getByTestId("passengers-section");
  await expect(section.getByTestId("manifest-missing")).toContainText("seats to name: 4");

  // Typed by the booker: refused field by field, then added.
  await section.getByTestId("add-passenger").click();
  await section.getByLabel("Full name").fill("Ada Lovelace");
  await section.getByLabel("Date of birth").fill(`${nextYear}-01-01`);
  await section.getByTestId("save-passenger").click();
  await expect(section).toContainText("Enter a real date of birth, not in the future.");
  await section.getByLabel("Date of birth").fill("1985-12-10");
  await section.getByLabel("Nationality").selectOption("GB");
  await section.getByLabel("Passport number").fill("K1234567");
  await section.getByLabel("Passport expiry").fill(`${nextYear + 4}-06-30`);
  await section.getByTestId("save-passenger").click();
  const passengers = section.getByTestId("passenger");
  await expect(passengers).toHaveCount(1);
  await expect(passengers.first().getByTestId("passport-number")).toHaveText("K1234567");
  await expect(section.getByTestId("manifest-missing")).toContainText("seats to name: 3");
  // Corrected later by the booker.
  await passengers.first().getByTestId("edit-passenger").click();
  await passengers.first().getByLabel("Passport number").fill("K7654321");
  await passengers.first().getByTestId("save-passenger-changes").click();
  await expect(passengers.first().getByTestId("passport-number")).toHaveText("K7654321");

  // Asked to enter their own, in Arabic.
  const guest = newCustomer("guest").email;
  await section.getByTestId("invite-passenger").click();
  await section.getByLabel("Passenger's email").fill(guest);
  await section.getByLabel("Language of the email and page").selectOption("ar");
  await section.getByTestId("send-passenger-link").click();
  await expect(passengers).toHaveCount(2);
  const mail = await mailTo(guest);
  expect(new URL(mail.link!).searchParams.get("lang")).toBe("ar");

  const phone = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const own = readyAfterNavigation(await phone.newPage());
  await suppressAuthModal(own);
  const opened = await own.goto(mail.link!);
  expect(opened!.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  await expect(new Webpage(own).document).toHaveAttribute("dir", "rtl");
  await expect(own.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  const form = own.getByTestId("passenger-form");
  await own.getByRole("button", { name: "إرسال بياناتي" }).click();
  await expect(form).toContainText("مطلوب.");
  await form.getByLabel("الاسم الكامل").fill("Grace Hopper");
  await form.getByLabel("تاريخ الميلاد").fill("1976-12-09");
  await form.getByLabel("الجنسية").selectOption("US");
  await form.getByLabel("رقم جواز السفر").fill("US9876543");
  await form.getByLabel("تاريخ انتهاء جواز السفر").fill(`${nextYear + 4}-01-31`);
  expect(await own.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(
    true,
  );
  expect(await seriousViolations(own)).toEqual([]);
  await own.getByRole("button", { name: "إرسال بياناتي" }).click();
  await expect(own.getByTestId("passenger-received")).toContainText("وصلتنا بياناتك");
  // Used: the same link is refused, saying why.
  await own.goto(mail.link!);
  await expect(own.getByTestId("passenger-refused")).toContainText("استُخدم هذا الرابط من قبل");
  await phone.close();

  // The booker sees the passenger's own details at once, without reloading, masked.
  const grace = passengers.filter({ hasText: "Grace Hopper" });
  await expect(grace.getByTestId("passport-number")).toHaveText("•••••6543");
  await expect(grace).toContainText("Entered by the passenger");
  await expect(grace).toContainText("1976");

  // An admin (who works every booking) sees it in full and sets the deadline.
  const desk = readyAfterNavigation(await (await browser.newContext()).newPage());
  await signInAsAdmin(desk, request, `/admin/bookings?q=${booking.number}`);
  const row = desk.getByTestId("desk-booking").filter({ hasText: booking.number });
  await row.getByTestId("open-manifest").click();
  const dialog = desk.getByRole("dialog");
  await expect(dialog.getByTestId("passport-number").filter({ hasText: "US9876543" })).toBeVisible();
  await dialog.getByTestId("manifest-deadline").fill(`${nextYear}-05-30T12:00`);
  await dialog.getByTestId("save-manifest-deadline").click();
  await expect(dialog.getByTestId("manifest-summary")).toContainText("needed by");
});

import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/test.js";
import { seriousViolations } from "./support/a11y.js";
import { gql } from "./__generated__/index.js";
import { AccountSettingsPage } from "./pages/AccountSettingsPage.js";
import { suppressAuthModal } from "./pages/AuthModal.js";
import { BookingConfirmationPage, BookingPage, nextYearAt } from "./pages/BookingPage.js";
import { MyReviewsPage } from "./pages/MyReviewsPage.js";
import { CustomerDashboardPage } from "./pages/CustomerDashboardPage.js";
import { CustomerFrame } from "./pages/CustomerFrame.js";
import { signInAsCustomer } from "./pages/CustomerLoginPage.js";
import { QuoteRequestPage } from "./pages/QuoteRequestPage.js";
import { SignUpPage, SignupConfirmationPage } from "./pages/SignUpPage.js";
import { Webpage } from "./pages/Webpage.js";
import { createConfirmedCustomer, mailTo, newCustomer, type TestCustomer } from "./support/accounts.js";
import { graphql, graphqlAnswer, signInToken } from "./support/api.js";
import { staffToken } from "./support/staff.js";
import { sendQuote, submitTripRequest } from "./support/trips.js";

const MY_REQUESTS = gql(`
  query CustomerDashboard_MyRequests {
    myQuoteRequests {
      edges {
        node {
          id
          reference
        }
      }
    }
  }
`);
const ONE_REQUEST = gql(`
  query CustomerDashboard_Request($id: ID!) {
    quoteRequest(id: $id) {
      id
    }
  }
`);
const ACCEPT_QUOTE = gql(`
  mutation CustomerDashboard_Accept($id: ID!) {
    acceptQuote(quoteId: $id, termsVersion: "2026-11") {
      id
    }
  }
`);

/** Signs `customer` in to the dashboard, then reads it in `locale`. */
async function signInAt(page: Page, customer: TestCustomer, locale = "en"): Promise<CustomerDashboardPage> {
  await signInAsCustomer(page, customer, CustomerDashboardPage.path);
  if (locale !== "en") {
    await page.evaluate((chosen) => window.localStorage.setItem("skycharter.locale", chosen), locale);
    await page.reload();
  }
  return new CustomerDashboardPage(page);
}

test("the journey: sign up → emailed link → dashboard greets by name → /booking → the request is listed → a staff quote arrives live → accept → the booking row has its confirmation code", async ({
  page,
  request,
}) => {
  test.setTimeout(240_000); // the whole customer story, from sign-up to a booked flight
  const customer = newCustomer("journey");
  await suppressAuthModal(page);
  const signUp = new SignUpPage(page);
  await signUp.goto();
  await signUp.forms.signUp(customer);
  await expect(page).toHaveURL(SignupConfirmationPage.path(customer.email));
  await page.goto((await mailTo(customer.email)).link!);
  await expect(page).toHaveURL(CustomerDashboardPage.path);
  const dashboard = new CustomerDashboardPage(page);
  await expect(dashboard.greeting).toHaveText(`Welcome, ${customer.name}`);
  await expect(dashboard.noBookings).toBeVisible();
  await expect(dashboard.noRequests).toBeVisible();

  // Book on /booking, signed in: name and email come from the account.
  await page.goto("/booking");
  const booking = new BookingPage(page);
  await booking.pickAirport(0, "from", "LHR", "LHR");
  await booking.pickAirport(0, "to", "Nice", "NCE");
  await booking.departAt(0).fill(nextYearAt("06-12"));
  await expect(booking.field("Email")).toHaveValue(customer.email);
  await expect(booking.field("Full name")).toHaveValue(customer.name);
  await booking.submit.click();
  const confirmation = new BookingConfirmationPage(page);
  const reference = (await confirmation.reference.textContent())!;
  await confirmation.goToMyDashboard.click();
  const row = dashboard.request(reference);
  await expect(row.root).toContainText("LHR → NCE");
  await expect(row.root).toContainText("Requested");

  // Staff quote it: a toast and a badge, without a reload.
  const token = await signInToken(request, customer.email, customer.password);
  const { myQuoteRequests } = await graphql(request, MY_REQUESTS, {}, token);
  const trip = myQuoteRequests.edges.map((edge) => edge.node).find((node) => node.reference === reference)!;
  await sendQuote(request, await staffToken(request), trip.id, { priceUsd: 18_500 });
  await expect(dashboard.quoteArrived).toBeVisible();
  await expect(row.newQuoteBadge).toBeVisible();
  await expect(row.root).toContainText("Quoted");
  expect(await seriousViolations(page)).toEqual([]);

  await row.viewDetails.click();
  await expect(page).toHaveURL(QuoteRequestPage.path(trip.id));
  const details = new QuoteRequestPage(page);
  await expect(details.legs).toContainText("LHR → NCE");
  await expect(details.legs).toContainText(/Heathrow.* → .*Nice/);
  await expect(details.legs).toContainText("local time at London");
  await expect(details.routeMap(/LHR → NCE/)).toBeVisible();
  const option = details.option;
  await expect(details.options).toHaveCount(1);
  await expect(option.price).toHaveText("$18,500");
  await expect(option.countdown).toContainText(/6 d 23 h \d+ min left|7 d 0 h 0 min left/);
  expect(await seriousViolations(page)).toEqual([]);

  await option.accept.click();
  await expect(details.acceptDialog).toContainText(
    "You are booking the Citation XLS+ operated by Skyways Executive Ltd for $18,500.",
  );
  // Nothing is booked until the terms are ticked as read.
  await expect(details.confirmAccept).toBeDisabled();
  await details.agree.click();
  await details.confirmAccept.click();
  await expect(details.accepted).toBeVisible();
  await expect(details.confirmationCode).toHaveText(/^[A-Z0-9-]{6,}$/);
  await expect(option.blocker).toHaveText("You accepted this quote.");
  await expect(details.timeline).toContainText("Accepted (done)");

  // The booking's documents: the confirmation downloads as a PDF named after the booking.
  await expect(details.invoicePdf).toBeVisible();
  await expect(details.calendarFile).toBeVisible();
  const pdfDownload = await details.download(details.confirmationPdf);
  expect(pdfDownload.suggestedFilename()).toMatch(/^BK-\d+-confirmation\.pdf$/);
  expect((await readFile(await pdfDownload.path())).subarray(0, 5).toString()).toBe("%PDF-");
  const calendar = await details.download(details.calendarFile);
  expect(calendar.suggestedFilename()).toMatch(/^BK-\d+\.ics$/);

  // The booking row carries the same code.
  const code = await details.confirmationCode.textContent();
  await details.backToDashboard.click();
  await expect(dashboard.confirmationCodes).toHaveText(code!);
});

test("on a phone in Arabic the dashboard reads right to left, bookings become cards and nothing scrolls sideways", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const customer = await createConfirmedCustomer(request, newCustomer("dash-ar"));
  const token = await signInToken(request, customer.email, customer.password);
  const trip = await submitTripRequest(request, token, customer);
  const dashboard = await signInAt(page, customer, "ar");
  const shown = new Webpage(page);
  await expect(shown.document).toHaveAttribute("dir", "rtl");
  await expect(shown.headingNamed("طلبات عروض الأسعار الأخيرة")).toBeVisible();
  await expect(dashboard.request(trip.reference).root).toContainText("مطلوب");
  await expect(dashboard.bookingsTable).toBeHidden();
  const fitsTheWidth = () =>
    page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
  expect(await fitsTheWidth()).toBe(true);
  expect(await seriousViolations(page)).toEqual([]);

  // The frame's compact menu: the customer's sections (this one marked), a new request, the person and the way out.
  const frame = new CustomerFrame(page, {
    brand: "SkyCharter، الصفحة الرئيسية",
    sections: "حسابي",
    newRequest: "طلب جديد",
    logout: "تسجيل الخروج",
    openMenu: "فتح القائمة",
    closeMenu: "إغلاق القائمة",
  });
  await expect(frame.brand).toHaveAttribute("href", "/");
  await expect(frame.sections).toBeHidden();
  await frame.openMenu.click();
  await expect(frame.section("رحلاتي")).toHaveAttribute("aria-current", "page");
  await expect(frame.section("التقييمات")).not.toHaveAttribute("aria-current");
  await expect(frame.newRequest).toBeVisible();
  await expect(frame.person).toContainText(customer.email);
  await expect(frame.logout).toBeVisible();
  await expect(frame.languageSelect("اللغة")).toHaveValue("ar");
  expect(await fitsTheWidth()).toBe(true);
  expect(await seriousViolations(page)).toEqual([]);
  await frame.closeMenu.click();
  await expect(frame.sections).toBeHidden();
});

test("another customer's request is not found, on the page and through the API", async ({ page, request }) => {
  const owner = await createConfirmedCustomer(request, newCustomer("owner"));
  const trip = await submitTripRequest(request, await signInToken(request, owner.email, owner.password), owner);
  const quote = await sendQuote(request, await staffToken(request), trip.id);
  const intruder = await createConfirmedCustomer(request, newCustomer("intruder"));
  const intruderToken = await signInToken(request, intruder.email, intruder.password);

  const unread = await graphqlAnswer(request, ONE_REQUEST, { id: trip.id }, intruderToken);
  expect(unread.data?.quoteRequest ?? null).toBeNull();
  expect(unread.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
  const refused = await graphqlAnswer(request, ACCEPT_QUOTE, { id: quote.id }, intruderToken);
  expect(refused.errors?.[0]?.extensions?.code).toMatch(/NOT_FOUND|FORBIDDEN/);

  await signInAt(page, intruder);
  const details = new QuoteRequestPage(page);
  await details.goto(trip.id);
  await expect(details.notFound).toBeVisible();
});

test("a customer cancels a quoted request after confirming, and its quote can no longer be accepted", async ({
  page,
  request,
}) => {
  const customer = await createConfirmedCustomer(request, newCustomer("cancel"));
  const trip = await submitTripRequest(
    request,
    await signInToken(request, customer.email, customer.password),
    customer,
  );
  await sendQuote(request, await staffToken(request), trip.id);
  await signInAt(page, customer);
  const details = new QuoteRequestPage(page);
  await details.goto(trip.id);
  await expect(details.option.accept).toBeVisible();
  await details.cancel();
  await expect(details.cancelled(trip.reference)).toBeVisible();
  await expect(details.timeline).toContainText("Cancelled");
  await expect(details.option.accept).toHaveCount(0);
  await expect(details.option.blocker).toHaveText("This request is no longer open for acceptance.");
  await expect(details.cancelRequest).toHaveCount(0);
});

test("the customer area wears its own frame and moves between its pages in place: sections, links and the brand load no new document", async ({
  page,
  request,
}) => {
  const customer = await createConfirmedCustomer(request, newCustomer("inplace"));
  const trip = await submitTripRequest(
    request,
    await signInToken(request, customer.email, customer.password),
    customer,
  );
  const dashboard = await signInAt(page, customer);
  const frame = new CustomerFrame(page);
  const row = dashboard.request(trip.reference);
  await expect(row.root).toBeVisible();
  // Its own sections and the person signed in; none of the public site's marketing navigation.
  await expect(frame.section("My trips")).toHaveAttribute("aria-current", "page");
  await expect(frame.person).toContainText(customer.email);
  await expect(frame.newRequest).toHaveAttribute("href", "/booking");
  await expect(frame.marketingNav).toHaveCount(0);
  await expect(frame.footer).toContainText("+1 (800) 555-0199");
  await expect(frame.footerLink("Help & contact")).toHaveAttribute("href", "/contact");
  await expect(frame.footerLink("SkyCharter website")).toHaveAttribute("href", "/");
  expect(await seriousViolations(page)).toEqual([]);
  // A mark on the window lasts only as long as its document: a page load would wipe it.
  const marked = () => page.evaluate(() => "stayedInPlace" in window);
  await page.evaluate(() => Object.assign(window, { stayedInPlace: true }));

  await row.viewDetails.click();
  await expect(page).toHaveURL(QuoteRequestPage.path(trip.id));
  // A request belongs to the trips: their section stays marked, as the section it is in.
  await expect(frame.section("My trips")).toHaveAttribute("aria-current", "true");
  await new QuoteRequestPage(page).backToDashboard.click();
  await expect(dashboard.greeting).toHaveText(`Welcome, ${customer.name}`);
  await dashboard.accountSettings.click();
  await expect(page).toHaveURL(AccountSettingsPage.path);
  await expect(frame.section("Settings")).toHaveAttribute("aria-current", "page");
  await expect(frame.section("My trips")).not.toHaveAttribute("aria-current");
  await frame.section("Reviews").click();
  await expect(page).toHaveURL(MyReviewsPage.path);
  await expect(frame.section("Reviews")).toHaveAttribute("aria-current", "page");
  await frame.brand.click();
  await expect(page).toHaveURL("/");
  expect(await marked()).toBe(true);

  await page.goBack();
  await expect(page).toHaveURL(MyReviewsPage.path);
  await expect(frame.section("Reviews")).toHaveAttribute("aria-current", "page");
  expect(await marked()).toBe(true);
});

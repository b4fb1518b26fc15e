import { expect, readyAfterNavigation, test } from "./support/test.js";
import { seriousViolations } from "./support/a11y.js";
import { gql } from "./__generated__/index.js";
import { AffiliateApplicationPage } from "./pages/AffiliateApplicationPage.js";
import { AffiliateAccountPage } from "./pages/AffiliateAccountPage.js";
import { AdminAffiliatesPage } from "./pages/AdminAffiliatesPage.js";
import { BookingConfirmationPage, BookingPage, nextYearAt } from "./pages/BookingPage.js";
import { ContactPage } from "./pages/ContactPage.js";
import { signInAsCustomer } from "./pages/CustomerLoginPage.js";
import { signInAsAdmin } from "./support/adminBrowser.js";
import { createConfirmedCustomer, mailTo, newCustomer } from "./support/accounts.js";
import { graphql, signInToken } from "./support/api.js";
import { staffToken } from "./support/staff.js";
import { sendQuote, submitTripRequest } from "./support/trips.js";

const MY_REQUESTS = gql(`
  query Affiliates_MyRequests {
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
const APPLY = gql(`
  mutation Affiliates_ApplyApi($input: AffiliateApplicationInput!) {
    applyForAffiliate(input: $input) {
      id
    }
  }
`);
const APPROVE = gql(`
  mutation Affiliates_ApproveApi($id: ID!) {
    reviewAffiliateApplication(id: $id, approve: true, commissionRatePercent: 12.5) {
      referralCode
    }
  }
`);
const ACCEPT = gql(`
  mutation Affiliates_Accept($id: ID!) {
    acceptQuote(quoteId: $id, termsVersion: "2026-11") {
      id
      number
    }
  }
`);

// The affiliate programme end to end: an affiliate applies, staff approve it at a rate, it shares
// its link, a visitor who came by it writes and requests a flight (the code is kept for the visit
// across pages), staff quote, the visitor accepts, and the commission shows on both sides until
// staff mark it paid.

test("an affiliate applies, is approved, shares its link; a visitor from it books and the commission appears for the affiliate and for staff", async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(360_000);
  const partner = newCustomer("affiliate");
  // The visitor the link will bring has an account but arrives signed out, as most do.
  const visitor = await createConfirmedCustomer(request, newCustomer("referred"));

  // 1. The affiliate applies on the public form.
  const apply = new AffiliateApplicationPage(page);
  await page.goto(AffiliateApplicationPage.path);
  await apply.fill({
    name: partner.name,
    email: partner.email,
    website: "https://jet-journal.example.org",
    audience: "A newsletter for 40,000 frequent business travellers.",
  });
  await apply.submit.click();
  await expect(apply.applied).toBeVisible();
  // Its sign-in: an account at the address it applied with (confirmed, so the address is proven).
  await createConfirmedCustomer(request, partner);

  // 2. Staff approve it; a rate out of bounds is refused beside its field first.
  const staffContext = await browser.newContext();
  const staffPage = readyAfterNavigation(await staffContext.newPage());
  await signInAsAdmin(staffPage, request, AdminAffiliatesPage.path, "STAFF");
  const desk = new AdminAffiliatesPage(staffPage);
  const card = desk.application(partner.email);
  await expect(card).toBeVisible();
  expect(await seriousViolations(staffPage)).toEqual([]);
  await desk.rate(card).fill("45");
  await card.getByRole("button", { name: "Approve" }).click();
  await expect(card).toContainText("Enter a rate from 1 to 30 percent, with at most two decimals.");
  await desk.rate(card).fill("8.5");
  await card.getByRole("button", { name: "Approve" }).click();
  await expect(card).toHaveCount(0);
  await desk.tab("Approved").click();
  const approved = desk.application(partner.email);
  const code = (await approved.getByTestId("referral-code").textContent())!.trim();
  expect(code).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);

  // 3. The decision is emailed, with the link to share and the way to the affiliate's page.
  const welcome = await mailTo(partner.email, { after: 1 });
  expect(welcome.subject).toBe("Welcome to the SkyCharter affiliate programme");
  expect(welcome.link).toMatch(new RegExp(`/\\?ref=${code}$`));
  expect(welcome.text).toContain(AffiliateAccountPage.path);

  // 4. The affiliate signs in and finds its link.
  const partnerContext = await browser.newContext();
  const partnerPage = readyAfterNavigation(await partnerContext.newPage());
  await signInAsCustomer(partnerPage, partner, AffiliateAccountPage.path);
  const mine = new AffiliateAccountPage(partnerPage);
  await expect(mine.code).toHaveText(code);
  await expect(mine.page.getByText("you earn 8.5% of the price")).toBeVisible();
  const shared = await mine.link.inputValue();
  expect(shared).toMatch(new RegExp(`/\\?ref=${code}$`));
  expect(await seriousViolations(partnerPage)).toEqual([]);

  // 5. A visitor arrives by the link, reads another page, writes, and requests a flight: both carry the code.
  await page.goto(new URL(shared).pathname + new URL(shared).search);
  await page.goto("/fleet");
  const contact = new ContactPage(page);
  await contact.goto();
  await contact.field("Full name").fill(visitor.name);
  await contact.field("Email").fill(visitor.email);
  await contact.message.fill("We fly to Nice twice a year and would like to hear about your options.");
  await contact.submit.click();
  await expect(contact.sent).toBeVisible();

  const booking = new BookingPage(page);
  await page.goto("/booking");
  await booking.pickAirport(0, "from", "LHR", "LHR");
  await booking.pickAirport(0, "to", "Nice", "NCE");
  await booking.departAt(0).fill(nextYearAt("06-12"));
  await booking.field("Passengers").fill("4");
  await booking.fillContact({ ...visitor, phone: "+44 20 7946 0123" });
  await booking.submit.click();
  const confirmation = new BookingConfirmationPage(page);
  await expect(confirmation.reference).toBeVisible();
  const reference = (await confirmation.reference.textContent())!.trim();

  // The affiliate sees both leads, without the visitor's details.
  await partnerPage.reload();
  await expect(mine.referrals).toHaveCount(2);
  await expect(mine.referrals.filter({ hasText: reference })).toContainText("LHR → NCE");
  await expect(mine.referrals.filter({ hasText: reference })).toContainText("Requested");
  await expect(partnerPage.locator("main")).not.toContainText(visitor.email);
  await expect(partnerPage.locator("main")).not.toContainText(visitor.name);

  // 6. Staff quote, the visitor accepts from its account: the booking is won.
  const visitorToken = await signInToken(request, visitor.email, visitor.password);
  const { myQuoteRequests } = await graphql(request, MY_REQUESTS, {}, visitorToken);
  const trip = myQuoteRequests.edges.map((edge) => edge.node).find((node) => node.reference === reference)!;
  const quote = await sendQuote(request, await staffToken(request), trip.id, { priceUsd: 18_500 });
  const { acceptQuote } = await graphql(request, ACCEPT, { id: quote.id }, visitorToken);

  // 7. The commission (8.5 % of $18,500) appears for the affiliate, unpaid...
  await partnerPage.reload();
  const row = mine.statement.getByTestId("commission-row").filter({ hasText: acceptQuote.number });
  await expect(row).toContainText("$1,572.50");
  await expect(row).toContainText("Unpaid");
  await expect(mine.statement.getByTestId("commission-unpaid")).toHaveText("$1,572.50");
  await expect(mine.referrals.filter({ hasText: reference })).toContainText("Accepted");

  // ...and for staff, who mark it paid; the affiliate then sees it paid.
  await approved.getByRole("button", { name: `Show commissions of ${partner.name}` }).click();
  const staffRow = desk.statement(approved).getByTestId("commission-row").filter({ hasText: acceptQuote.number });
  await expect(staffRow).toContainText("$1,572.50");
  expect(await seriousViolations(staffPage)).toEqual([]);
  await staffRow.getByRole("button", { name: `Mark ${acceptQuote.number} paid` }).click();
  await expect(desk.statement(approved).getByTestId("commission-paid")).toHaveText("$1,572.50");
  await expect(staffRow).toContainText("Paid");

  await partnerPage.reload();
  await expect(mine.statement.getByTestId("commission-paid")).toHaveText("$1,572.50");
  await expect(mine.statement.getByTestId("commission-unpaid")).toHaveText("$0.00");
  await staffContext.close();
  await partnerContext.close();
});

test("in Arabic on a phone the affiliate's page reads right to left with its referral and nothing wider than the screen; a stranger's account sees no affiliate data", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const partner = await createConfirmedCustomer(request, newCustomer("affiliate-ar"));
  const { applyForAffiliate } = await graphql(request, APPLY, {
    input: { name: partner.name, email: partner.email, audience: "قرّاء مدونة السفر الفاخر.", locale: "ar" },
  });
  const staff = await staffToken(request);
  const { reviewAffiliateApplication } = await graphql(request, APPROVE, { id: applyForAffiliate.id }, staff);
  const code = reviewAffiliateApplication.referralCode!;
  const client = await createConfirmedCustomer(request, newCustomer("referred-ar"));
  const trip = await submitTripRequest(
    request,
    await signInToken(request, client.email, client.password),
    { name: client.name, email: client.email },
    { referralCode: code },
  );

  await signInAsCustomer(page, partner, AffiliateAccountPage.path);
  await page.evaluate(() => window.localStorage.setItem("skycharter.locale", "ar"));
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  const mine = new AffiliateAccountPage(page);
  await expect(mine.code).toHaveText(code);
  await expect(mine.referrals.filter({ hasText: trip.reference })).toContainText("LHR → NCE");
  await expect(page.getByRole("heading", { name: "عمولاتك" })).toBeVisible();
  await expect(page.locator("main")).not.toContainText(client.name);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expect(await seriousViolations(page)).toEqual([]);

  const stranger = await createConfirmedCustomer(request, newCustomer("not-affiliate"));
  const strangerPage = readyAfterNavigation(await page.context().browser()!.newPage());
  await signInAsCustomer(strangerPage, stranger, AffiliateAccountPage.path);
  await expect(strangerPage.getByTestId("not-affiliate")).toBeVisible();
  await expect(strangerPage.getByTestId("affiliate-code")).toHaveCount(0);
  await strangerPage.close();
});

import type { Page } from "@playwright/test";
import { expect, test } from "./support/test.js";
import { seriousViolations } from "./support/a11y.js";
import { AuthForms } from "./pages/AuthForms.js";
import { suppressAuthModal } from "./pages/AuthModal.js";
import { BookingPage, nextYearAt } from "./pages/BookingPage.js";
import { createConfirmedCustomer, mailTo, newCustomer, type TestCustomer } from "./support/accounts.js";
import { graphql, signInToken } from "./support/api.js";
import { staffToken } from "./support/staff.js";
import { sendQuote, submitTripRequest } from "./support/trips.js";

async function signInAt(page: Page, customer: TestCustomer, locale = "en") {
  await suppressAuthModal(page);
  await page.goto("/customer-login?redirect=%2Fcustomer-dashboard");
  await new AuthForms(page).signIn(customer.email, customer.password);
  await expect(page).toHaveURL("/customer-dashboard");
  if (locale === "en") return;
  await page.evaluate((chosen) => window.localStorage.setItem("skycharter.locale", chosen), locale);
  await page.reload();
}

test("the journey: sign up → emailed link → dashboard greets by name → /booking → the request is listed → a staff quote arrives live → accept → the booking row has its confirmation code", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000); // the whole customer story, from sign-up to a booked flight
  const customer = newCustomer("journey");
  await suppressAuthModal(page);
  await page.goto("/customer-signup");
  await new AuthForms(page).signUp(customer);
  await expect(page).toHaveURL(`/signup-confirmation?email=${encodeURIComponent(customer.email)}`);
  await page.goto((await mailTo(customer.email)).link!);
  await expect(page).toHaveURL("/customer-dashboard");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Welcome, ${customer.name}`);
  await expect(page.getByText("No bookings yet")).toBeVisible();
  await expect(page.getByText("No quote requests yet")).toBeVisible();

  // Book on /booking, signed in: name and email come from the account.
  await page.goto("/booking");
  const booking = new BookingPage(page);
  await booking.pickAirport(0, "from", "LHR", "LHR");
  await booking.pickAirport(0, "to", "Nice", "NCE");
  await booking.departAt(0).fill(nextYearAt("06-12"));
  await expect(booking.field("Email")).toHaveValue(customer.email);
  await expect(booking.field("Full name")).toHaveValue(customer.name);
  await booking.submit.click();
  const reference = (await page.getByTestId("confirmation-reference").textContent())!;
  await page.getByRole("link", { name: "Go to my dashboard" }).click();
  const row = page.locator(`[data-testid=quote-request][data-reference="${reference}"]`);
  await expect(row).toContainText("LHR → NCE");
  await expect(row).toContainText("Requested");

  // Staff quote it: a toast and a badge, without a reload.
  const token = await signInToken(request, customer.email, customer.password);
  const { myQuoteRequests } = await graphql<{
    myQuoteRequests: { edges: { node: { id: string; reference: string } }[] };
  }>(
    request,
    `
      {
        myQuoteRequests {
          edges {
            node {
              id
              reference
            }
          }
        }
      }
    `,
    {},
    token,
  );
  const trip = myQuoteRequests.edges.map((edge) => edge.node).find((node) => node.reference === reference)!;
  await sendQuote(request, await staffToken(request), trip.id, { priceUsd: 18_500 });
  await expect(page.getByText("A quote has arrived")).toBeVisible();
  await expect(row.getByTestId("new-quote-badge")).toBeVisible();
  await expect(row).toContainText("Quoted");
  expect(await seriousViolations(page)).toEqual([]);

  await row.getByRole("link", { name: `View Details of ${reference}` }).click();
  await expect(page).toHaveURL(`/customer/requests/${trip.id}`);
  await expect(page.getByTestId("request-legs")).toContainText("LHR → NCE");
  await expect(page.getByTestId("request-legs")).toContainText(/Heathrow.* → .*Nice/);
  await expect(page.getByTestId("request-legs")).toContainText("local time at London");
  await expect(page.getByRole("img", { name: /LHR → NCE/ })).toBeVisible();
  const option = page.getByTestId("quote-option");
  await expect(option).toHaveCount(1);
  await expect(option.getByTestId("quote-price")).toHaveText("$18,500");
  await expect(option.getByTestId("quote-countdown")).toContainText(/6 d 23 h \d+ min left|7 d 0 h 0 min left/);
  expect(await seriousViolations(page)).toEqual([]);

  await option.getByTestId("accept-quote").click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText(
    "You are booking the Citation XLS+ operated by Skyways Executive Ltd for $18,500.",
  );
  await dialog.getByTestId("confirm-accept").click();
  await expect(page.getByText("Quote accepted")).toBeVisible();
  const code = page.getByTestId("request-confirmation-code");
  await expect(code).toHaveText(/^[A-Z0-9-]{6,}$/);
  await expect(option.getByTestId("quote-blocker")).toHaveText("You accepted this quote.");
  await expect(page.getByTestId("request-timeline")).toContainText("Accepted (done)");

  // The booking row carries the same code.
  const confirmation = await code.textContent();
  await page.getByRole("link", { name: "Back to my dashboard" }).first().click();
  await expect(page.getByTestId("bookings-table").getByTestId("confirmation-code")).toHaveText(confirmation!);
});

test("on a phone in Arabic the dashboard reads right to left, bookings become cards and nothing scrolls sideways", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const customer = await createConfirmedCustomer(request, newCustomer("dash-ar"));
  const token = await signInToken(request, customer.email, customer.password);
  const trip = await submitTripRequest(request, token, customer);
  await signInAt(page, customer, "ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { name: "طلبات عروض الأسعار الأخيرة" })).toBeVisible();
  await expect(page.locator(`[data-testid=quote-request][data-reference="${trip.reference}"]`)).toContainText("مطلوب");
  await expect(page.getByTestId("bookings-table")).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(
    true,
  );
  expect(await seriousViolations(page)).toEqual([]);
});

test("another customer's request is not found, on the page and through the API", async ({ page, request }) => {
  const owner = await createConfirmedCustomer(request, newCustomer("owner"));
  const trip = await submitTripRequest(request, await signInToken(request, owner.email, owner.password), owner);
  const quote = await sendQuote(request, await staffToken(request), trip.id);
  const intruder = await createConfirmedCustomer(request, newCustomer("intruder"));
  const intruderToken = await signInToken(request, intruder.email, intruder.password);

  const read = await request.post("/graphql", {
    data: { query: `query ($id: ID!) { quoteRequest(id: $id) { id } }`, variables: { id: trip.id } },
    headers: { authorization: `Bearer ${intruderToken}` },
  });
  const unread = (await read.json()) as {
    data: { quoteRequest: unknown } | null;
    errors?: { extensions?: { code?: string } }[];
  };
  expect(unread.data?.quoteRequest ?? null).toBeNull();
  expect(unread.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
  const accept = await request.post("/graphql", {
    data: { query: `mutation ($id: ID!) { acceptQuote(quoteId: $id) { id } }`, variables: { id: quote.id } },
    headers: { authorization: `Bearer ${intruderToken}` },
  });
  const refused = (await accept.json()) as { errors?: { extensions?: { code?: string } }[] };
  expect(refused.errors?.[0]?.extensions?.code).toMatch(/NOT_FOUND|FORBIDDEN/);

  await signInAt(page, intruder);
  await page.goto(`/customer/requests/${trip.id}`);
  await expect(page.getByRole("heading", { name: "Request not found" })).toBeVisible();
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
  await page.goto(`/customer/requests/${trip.id}`);
  await expect(page.getByTestId("accept-quote")).toBeVisible();
  await page.getByTestId("cancel-request").click();
  await page.getByRole("alertdialog").getByTestId("confirm-cancel").click();
  await expect(page.getByText(`Request ${trip.reference} is cancelled.`)).toBeVisible();
  await expect(page.getByTestId("request-timeline")).toContainText("Cancelled");
  await expect(page.getByTestId("accept-quote")).toHaveCount(0);
  await expect(page.getByTestId("quote-blocker")).toHaveText("This request is no longer open for acceptance.");
  await expect(page.getByTestId("cancel-request")).toHaveCount(0);
});

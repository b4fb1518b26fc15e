import { expect, test } from "./support/test.js";
import { seriousViolations } from "./support/a11y.js";
import { gql } from "./__generated__/index.js";
import { signInNewStaff } from "./pages/BackOffice.js";
import { BookingsDeskPage } from "./pages/BookingsDeskPage.js";
import { signInAsCustomer } from "./pages/CustomerLoginPage.js";
import { QuoteRequestPage } from "./pages/QuoteRequestPage.js";
import { createConfirmedCustomer, newCustomer } from "./support/accounts.js";
import { graphql, signInToken } from "./support/api.js";
import { staffToken } from "./support/staff.js";
import { bookedTrip, sendQuote, submitTripRequest } from "./support/trips.js";

const RECORD_PAYMENT = gql(`
  mutation CharterPayments_Record($id: ID!, $input: PaymentInput!) {
    recordPayment(bookingId: $id, input: $input) {
      id
      paymentStatus
    }
  }
`);

const BOOKING_OF = gql(`
  query CharterPayments_Booking($id: ID!) {
    quoteRequest(id: $id) {
      booking {
        id
        currency
        price
        agreement {
          termsVersion
        }
      }
    }
  }
`);

test("the customer reads and ticks the charter agreement, books in euros, and sees the deposit staff record arrive live", async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const customer = await createConfirmedCustomer(request, newCustomer("charter"));
  const token = await signInToken(request, customer.email, customer.password);
  const staff = await staffToken(request);
  const trip = await submitTripRequest(request, token, customer);
  await sendQuote(request, staff, trip.id, { priceUsd: 18_500, terms: "Crew duty limits apply to late changes." });

  await signInAsCustomer(page, customer, QuoteRequestPage.path(trip.id));
  await page.evaluate(() => window.localStorage.setItem("skycharter.currency", "EUR"));
  await page.reload();
  const details = new QuoteRequestPage(page);
  await details.option.accept.click();

  // The operator's conditions, the broker's terms with their version, and the cancellation schedule.
  await expect(details.operatorConditions).toContainText("Crew duty limits apply to late changes.");
  await expect(details.terms).toContainText("Our charter terms (version 2026-11)");
  await expect(details.terms).toContainText("1. Our role");
  await expect(details.cancellationSchedule).toContainText("30 days or more before departure: 10% of the price");
  await expect(details.cancellationSchedule).toContainText("7 to 29 days before departure: 50%");
  await expect(details.cancellationSchedule).toContainText("Under 7 days before departure: 100%");
  await expect(details.acceptDialog).toContainText("paid in EUR");
  expect(await seriousViolations(page)).toEqual([]);
  await expect(details.confirmAccept).toBeDisabled();
  await details.agree.click();
  await details.confirmAccept.click();
  await expect(details.accepted).toBeVisible();

  // The booking is in euros at the fixed rate, with its schedule, reference and agreement.
  const { quoteRequest } = await graphql(request, BOOKING_OF, { id: trip.id }, token);
  const booking = quoteRequest!.booking!;
  expect(booking).toMatchObject({ currency: "EUR", price: 17_020, agreement: { termsVersion: "2026-11" } });
  await expect(details.payments.getByTestId("money-price")).toHaveText("€17,020.00");
  await expect(details.payments.getByTestId("installment-DEPOSIT")).toContainText("€5,106.00");
  await expect(details.paymentReference).toHaveText(/^BK-\d+-[A-Z0-9]{6}$/);
  await expect(details.agreement).toContainText("Charter terms version 2026-11 accepted on");
  await expect(details.payments).toContainText("No payment recorded yet.");

  // Staff record the deposit: the page shows it without a reload.
  const input = {
    kind: "PAYMENT" as const,
    amount: 5_106,
    receivedOn: new Date().toISOString().slice(0, 10),
    method: "BANK_TRANSFER" as const,
    reference: "SWIFT 7781",
  };
  const { recordPayment } = await graphql(request, RECORD_PAYMENT, { id: booking.id, input }, staff);
  expect(recordPayment.paymentStatus).toBe("DEPOSIT_PAID");
  await expect(details.paymentRecords).toHaveCount(1);
  await expect(details.paymentRecords.first()).toContainText("SWIFT 7781");
  await expect(details.payments.getByTestId("money-paid")).toHaveText("€5,106.00");
  await expect(details.payments.getByTestId("installment-DEPOSIT")).toContainText("Paid");
  expect(await seriousViolations(page)).toEqual([]);
});

test("on a phone in Arabic the agreement reads right to left, and the booking's payments fit the width", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 375, height: 812 });
  const customer = await createConfirmedCustomer(request, newCustomer("charter-ar"));
  const token = await signInToken(request, customer.email, customer.password);
  const staff = await staffToken(request);
  const trip = await submitTripRequest(request, token, customer);
  await sendQuote(request, staff, trip.id, { priceUsd: 18_500 });

  await signInAsCustomer(page, customer, QuoteRequestPage.path(trip.id));
  await page.evaluate(() => window.localStorage.setItem("skycharter.locale", "ar"));
  await page.reload();
  const details = new QuoteRequestPage(page);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await details.option.accept.click();
  await expect(details.terms).toContainText("شروط الاستئجار لدينا (الإصدار 2026-11)");
  await expect(details.terms).toContainText("1. دورنا");
  await expect(details.cancellationSchedule).toContainText("أقل من 7 أيام قبل الإقلاع: 100٪");
  expect(await seriousViolations(page)).toEqual([]);
  await details.agree.click();
  await details.confirmAccept.click();
  await expect(details.payments).toContainText("دفعات الحجز");
  await expect(details.payments.getByTestId("installment-DEPOSIT")).toContainText("الدفعة المقدّمة");
  await expect(details.agreement).toContainText("2026-11");
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(
    true,
  );
  expect(await seriousViolations(page)).toEqual([]);
});

test("staff in Arabic record a refund on the booking's payments: a refusal is said beside the amount in Arabic", async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const customer = await createConfirmedCustomer(request, newCustomer("charter-desk"));
  const token = await signInToken(request, customer.email, customer.password);
  const staff = await staffToken(request);
  const booking = await bookedTrip(request, token, staff, customer);
  const input = {
    kind: "PAYMENT" as const,
    amount: 5_550,
    receivedOn: new Date().toISOString().slice(0, 10),
    method: "BANK_TRANSFER" as const,
  };
  await graphql(request, RECORD_PAYMENT, { id: booking.id, input }, staff);

  await signInNewStaff(page, request);
  await page.evaluate(() => localStorage.setItem("skycharter.locale", "ar"));
  // The desk's search is in its address.
  await page.goto(`/admin/bookings?q=${booking.confirmationCode.toLowerCase()}`);
  const desk = new BookingsDeskPage(page);
  await expect(desk.rows).toHaveCount(1);
  await desk.openPayments(desk.rows.first());
  const dialog = desk.paymentsDialog;
  await expect(dialog.getByTestId("installment-DEPOSIT")).toContainText("مدفوع");
  await expect(dialog.getByTestId("payment-record")).toHaveCount(1);
  // More back than was paid: refused beside the amount, in Arabic.
  await desk.recordPayment("6000", "استرداد");
  await expect(dialog).toContainText("واستردادًا لا يتجاوز المدفوع");
  expect(await seriousViolations(page)).toEqual([]);
  await desk.recordPayment("550", "استرداد");
  await expect(dialog.getByTestId("payment-record")).toHaveCount(2);
  await expect(dialog.getByTestId("installment-DEPOSIT")).toContainText("مستحق");
});

import { readFile } from "node:fs/promises";
import ICAL from "ical.js";
import { PDFParse } from "pdf-parse";
import { expect, readyAfterNavigation, test } from "./support/test.js";
import { gql } from "./__generated__/index.js";
import { suppressAuthModal } from "./pages/AuthModal.js";
import { ConversationPanel } from "./pages/ConversationPanel.js";
import { signInAsCustomer } from "./pages/CustomerLoginPage.js";
import { LeadDetailPage } from "./pages/LeadDetailPage.js";
import { QuoteRequestPage } from "./pages/QuoteRequestPage.js";
import { Webpage } from "./pages/Webpage.js";
import { mailTo, newCustomer } from "./support/accounts.js";
import { signInAsAdmin } from "./support/adminBrowser.js";
import { graphql, signInToken } from "./support/api.js";
import { inbox, mailWithSubject } from "./support/inbox.js";
import { staffToken } from "./support/staff.js";
import { sendQuote, submitTripRequest } from "./support/trips.js";

// A whole trip in Arabic, from the request to a paid, confirmed booking: the customer's every page
// right to left, a message each way seen live, the charter agreement, passengers (one through their
// own link), the confirmation PDF and calendar file read back, the deposit and balance recorded by
// staff and seen paid; and the email of each step, received over SMTP and read as a mail client would.

const nextYear = new Date().getUTCFullYear() + 1;

const LEAD_OF_REQUEST = gql(`
  query TripArabic_LeadOfRequest($id: ID!) {
    quoteRequest(id: $id) {
      leadId
      booking {
        id
        number
        confirmationCode
        currency
        amountOutstanding
        paymentSchedule {
          kind
          amount
        }
      }
    }
  }
`);
const RECORD_PAYMENT = gql(`
  mutation TripArabic_RecordPayment($id: ID!, $input: PaymentInput!) {
    recordPayment(bookingId: $id, input: $input) {
      id
      paymentStatus
    }
  }
`);
const CONFIRM = gql(`
  mutation TripArabic_Confirm($id: ID!) {
    changeBookingStatus(id: $id, status: CONFIRMED) {
      id
    }
  }
`);

async function pdfText(file: string): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(await readFile(file)) });
  try {
    return (await parser.getText()).text.replace(/\s+/g, "");
  } finally {
    await parser.destroy();
  }
}

test("a trip in Arabic: request, quote, a message each way, agreement, passengers, documents, payments and every email", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(480_000);
  // An account whose language is Arabic: every email of the trip is written in it.
  const customer = newCustomer("trip-ar");
  const signup = await request.post("/auth/v1/signup", {
    data: { email: customer.email, password: customer.password, data: { name: customer.name, locale: "ar" } },
  });
  expect(signup.ok(), await signup.text()).toBe(true);
  const welcome = await mailTo(customer.email);
  expect((await request.get(welcome.link!, { maxRedirects: 0 })).status()).toBe(303);
  const token = await signInToken(request, customer.email, customer.password);
  const staff = await staffToken(request);

  // 1. The request, and its receipt.
  const trip = await submitTripRequest(request, token, customer, { locale: "ar" });
  const receipt = await mailWithSubject(customer.email, new RegExp(`استلمنا طلبك ${trip.reference}`));
  expect(receipt.text).toContain("LHR → NCE");
  expect(receipt.html).toContain('dir="rtl"');

  // 2. A quote, and its email.
  await sendQuote(request, staff, trip.id, { priceUsd: 18_500, terms: "Crew duty limits apply to late changes." });
  await mailWithSubject(customer.email, new RegExp(`عرض السعر من SkyCharter للطلب ${trip.reference}`));

  // 3. The customer's request page, in Arabic, and a message each way, live on both sides.
  const tab = readyAfterNavigation(page);
  await signInAsCustomer(tab, customer, QuoteRequestPage.path(trip.id));
  await tab.evaluate(() => window.localStorage.setItem("skycharter.locale", "ar"));
  await tab.reload();
  await expect(new Webpage(tab).document).toHaveAttribute("dir", "rtl");
  const details = new QuoteRequestPage(tab);
  const thread = new ConversationPanel(tab, "رسالتك");

  const { quoteRequest } = await graphql(request, LEAD_OF_REQUEST, { id: trip.id }, staff);
  const desk = readyAfterNavigation(await (await browser.newContext()).newPage());
  await signInAsAdmin(desk, request, LeadDetailPage.path(quoteRequest!.leadId!), "STAFF");
  const broker = new ConversationPanel(desk);
  const question = "هل يمكن أن نصطحب كلبنا الصغير؟";
  await thread.write(question);
  await expect(broker.theirs(question)).toBeVisible();
  const answer = "Yes: pets travel in the cabin on this aircraft.";
  await broker.write(answer);
  await expect(thread.theirs(answer)).toBeVisible();

  // 4. The agreement: the terms' version, the cancellation schedule and the operator's conditions, ticked.
  await details.option.accept.click();
  await expect(details.terms).toContainText("شروط الاستئجار لدينا (الإصدار 2026-11)");
  await expect(details.operatorConditions).toContainText("Crew duty limits apply to late changes.");
  await details.agree.click();
  await details.confirmAccept.click();
  await expect(details.agreement).toContainText("2026-11");
  const { quoteRequest: booked } = await graphql(request, LEAD_OF_REQUEST, { id: trip.id }, staff);
  const booking = booked!.booking!;
  await mailWithSubject(customer.email, new RegExp(`قبلت عرض سعر: الحجز ${booking.number}`));

  // 5. Passengers: one named by the booker, one through their own link (in Arabic, on a phone).
  const passengers = tab.getByTestId("passengers-section");
  await passengers.getByTestId("add-passenger").click();
  await passengers.getByLabel("الاسم الكامل").fill("Ada Lovelace");
  await passengers.getByLabel("تاريخ الميلاد").fill("1985-12-10");
  await passengers.getByLabel("الجنسية").selectOption("GB");
  await passengers.getByLabel("رقم جواز السفر").fill("K1234567");
  await passengers.getByLabel("تاريخ انتهاء جواز السفر").fill(`${nextYear + 4}-06-30`);
  await passengers.getByTestId("save-passenger").click();
  await expect(passengers.getByTestId("passenger")).toHaveCount(1);
  const guest = newCustomer("trip-ar-guest").email;
  await passengers.getByTestId("invite-passenger").click();
  await passengers.getByLabel("البريد الإلكتروني للراكب").fill(guest);
  await passengers.getByLabel("لغة الرسالة والصفحة").selectOption("ar");
  await passengers.getByTestId("send-passenger-link").click();
  const invitation = await mailWithSubject(guest, /بيانات جواز سفرك لرحلتك الخاصة/);
  const link = /https?:\/\/\S+\/passenger\/\S+/.exec(invitation.text ?? "")![0];
  const phone = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const own = readyAfterNavigation(await phone.newPage());
  await suppressAuthModal(own);
  await own.goto(link);
  await expect(new Webpage(own).document).toHaveAttribute("dir", "rtl");
  const form = own.getByTestId("passenger-form");
  await form.getByLabel("الاسم الكامل").fill("Grace Hopper");
  await form.getByLabel("تاريخ الميلاد").fill("1976-12-09");
  await form.getByLabel("الجنسية").selectOption("US");
  await form.getByLabel("رقم جواز السفر").fill("US9876543");
  await form.getByLabel("تاريخ انتهاء جواز السفر").fill(`${nextYear + 4}-01-31`);
  await own.getByRole("button", { name: "إرسال بياناتي" }).click();
  await expect(own.getByTestId("passenger-received")).toBeVisible();
  await phone.close();
  await tab.reload();
  const grace = passengers.getByTestId("passenger").filter({ hasText: "Grace Hopper" });
  await expect(grace.getByTestId("passport-number")).toHaveText("•••••6543");

  // 6. Staff confirm with the operator: the confirmation arrives with its PDF and calendar file.
  await graphql(request, CONFIRM, { id: booking.id }, staff);
  const confirmed = await mailWithSubject(customer.email, new RegExp(`تم تأكيد الحجز ${booking.number}`));
  expect(confirmed.attachments.map((file) => file.filename)).toEqual([
    `${booking.number}-confirmation.pdf`,
    `${booking.number}.ics`,
  ]);

  // 7. The same documents from the request page: the PDF read back, the calendar in local time.
  await tab.reload();
  const pdf = await details.download(details.documents.getByRole("button", { name: "تأكيد الحجز (PDF)" }));
  const text = await pdfText((await pdf.path())!);
  expect(text).toContain(booking.number);
  expect(text).toContain(booking.confirmationCode);
  expect(text).toContain("تأكيد");
  const ics = await details.download(details.documents.getByRole("button", { name: "إضافة إلى التقويم (.ics)" }));
  const calendar = new ICAL.Component(ICAL.parse(await readFile((await ics.path())!, "utf8")));
  const start = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!).startDate;
  expect({ zone: start.zone?.tzid, local: start.toString().slice(0, 16) }).toEqual({
    zone: "Europe/London",
    local: `${nextYear}-06-12T09:30`,
  });

  // 8. Staff record the deposit and the balance; each is emailed, and the page shows the booking paid.
  const today = new Date().toISOString().slice(0, 10);
  for (const part of booking.paymentSchedule) {
    const input = {
      kind: "PAYMENT" as const,
      amount: part.amount,
      receivedOn: today,
      method: "BANK_TRANSFER" as const,
    };
    await graphql(request, RECORD_PAYMENT, { id: booking.id, input }, staff);
  }
  await expect(details.payments.getByTestId("installment-DEPOSIT").getByTestId("installment-state")).toHaveText(
    "مدفوع",
  );
  await expect(details.payments.getByTestId("installment-BALANCE").getByTestId("installment-state")).toHaveText(
    "مدفوع",
  );
  await expect(details.paymentRecords).toHaveCount(2);
  const receipts = async () =>
    (await inbox(customer.email)).filter((mail) =>
      (mail.subject ?? "").startsWith(`تم استلام دفعة لحجزك ${booking.number}`),
    ).length;
  await expect.poll(receipts).toBe(2);
});

import { createClient } from "graphql-ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { sendPaymentReminders } from "../../server/src/modules/payments/index.js";
import {
  ACCEPT,
  at,
  errorCode,
  ok,
  problemFields,
  RECORD_PAYMENT,
  sendQuote,
  signUp,
  submitRequest,
  type TestUser,
} from "../support/charter.js";
import { waitForMail } from "../support/mailbox.js";
import { startTestServer, type TestServer } from "../support/server.js";
import { graphql } from "./__generated__/index.js";
import type { Currency, PaymentInput } from "./__generated__/graphql.js";

export const PAYMENT_FIELDS = graphql(`
  fragment PaymentFields on Booking {
    id
    number
    status
    paymentStatus
    allowedStatuses
    currency
    exchangeRate
    price
    amountPaid
    amountDue
    amountOutstanding
    paymentReference
    paymentInstructions
    paymentSchedule {
      kind
      currency
      amount
      dueAt
      covered
      outstanding
      state
    }
    payments {
      kind
      amount
      currency
      receivedOn
      method
      reference
      note
      recordedBy {
        id
      }
    }
  }
`);

const REQUEST_BOOKING = graphql(`
  query Payments_RequestBooking($id: ID!) {
    quoteRequest(id: $id) {
      booking {
        ...PaymentFields
      }
    }
  }
`);

const SET_INSTRUCTIONS = graphql(`
  mutation Payments_SetInstructions($input: [PaymentInstructionInput!]!) {
    updatePaymentInstructions(input: $input) {
      currency
      instructions
    }
  }
`);

const CHANGE_STATUS = graphql(`
  mutation Payments_ChangeStatus($id: ID!, $status: BookingStatus!) {
    changeBookingStatus(id: $id, status: $status) {
      status
    }
  }
`);

const MY_UPDATES = graphql(`
  subscription Payments_MyUpdates {
    myQuoteRequestUpdated {
      id
      booking {
        paymentStatus
        amountPaid
      }
    }
  }
`);

const DAY = 86_400_000;
const today = () => new Date().toISOString().slice(0, 10);
const transfer = (amount: number, overrides: Partial<PaymentInput> = {}): PaymentInput => ({
  kind: "PAYMENT",
  amount,
  receivedOn: today(),
  method: "BANK_TRANSFER",
  reference: "SWIFT 123",
  note: "Matched by the reference.",
  ...overrides,
});

describe("payments on a schedule", () => {
  let server: TestServer;
  let staff: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    server = await startTestServer({ MAILER_AUTOCONFIRM: "true", PAYMENT_REMINDER_INTERVAL_SECONDS: "0" });
    staff = await signUp(server, "staff");
    admin = await signUp(server, "admin");
  });
  afterAll(() => server?.close());

  /** A customer's booking of an 18,500 USD trip on `departAt`, accepted in `currency`. */
  async function booked(customer: TestUser, currency: Currency | null = "EUR", departAt = at("03-01")) {
    const request = await submitRequest(
      server,
      customer.email,
      { legs: [{ from: "LHR", to: "LBG", departAt }] },
      customer.headers,
    );
    const quote = await sendQuote(server, staff, request.id, { priceUsd: 18_500 });
    const { acceptQuote } = ok(await server.graphql(ACCEPT, { id: quote.id, currency }, customer.headers));
    const read = async (viewer: TestUser = customer) =>
      ok(await server.graphql(REQUEST_BOOKING, { id: request.id }, viewer.headers)).quoteRequest!.booking!;
    return { request, booking: acceptQuote, read };
  }

  const record = (id: string, input: PaymentInput, viewer: TestUser = staff) =>
    server.graphql(RECORD_PAYMENT, { id, input }, viewer.headers);

  it("fixes the currency and rate at booking, and schedules the deposit and the balance from the pricing settings", async () => {
    ok(
      await server.graphql(
        SET_INSTRUCTIONS,
        { input: [{ currency: "EUR", instructions: "EXAMPLE Bank, IBAN DE00 0000 0000 0000 0000 00" }] },
        admin.headers,
      ),
    );
    const customer = await signUp(server, "customer");
    const { booking, read } = await booked(customer, "EUR");
    const mine = await read();
    expect(mine).toMatchObject({
      currency: "EUR",
      exchangeRate: 0.92,
      price: 17_020,
      amountPaid: 0,
      amountDue: 0,
      amountOutstanding: 17_020,
      paymentStatus: "UNPAID",
      paymentReference: `${booking.number}-${booking.confirmationCode}`,
      paymentInstructions: "EXAMPLE Bank, IBAN DE00 0000 0000 0000 0000 00",
      payments: [],
    });
    const [deposit, balance] = mine.paymentSchedule;
    expect(deposit).toMatchObject({
      kind: "DEPOSIT",
      currency: "EUR",
      amount: 5_106,
      outstanding: 5_106,
      state: "DUE",
    });
    expect(balance).toMatchObject({ kind: "BALANCE", amount: 11_914, state: "DUE" });
    const bookedAt = new Date(booking.createdAt as string).getTime();
    expect(new Date(deposit!.dueAt as string).getTime()).toBe(bookedAt + 3 * DAY);
    expect(new Date(balance!.dueAt as string).getTime()).toBe(
      new Date(booking.departsAtUtc as string).getTime() - 14 * DAY,
    );
    // Without a currency, US dollars at 1.
    const dollars = await booked(await signUp(server, "customer"), null);
    expect(dollars.booking).toMatchObject({ currency: "USD", exchangeRate: 1, price: 18_500 });
    expect(errorCode(await server.graphql(SET_INSTRUCTIONS, { input: [] }, staff.headers))).toBe("FORBIDDEN");
  });

  it("takes partial payments and refunds, derives the payment status, audits each and mails a receipt for payments", async () => {
    const customer = await signUp(server, "customer");
    const { booking, read } = await booked(customer, "EUR");
    expect(ok(await record(booking.id, transfer(2_000))).recordPayment).toMatchObject({
      paymentStatus: "UNPAID",
      amountPaid: 2_000,
      amountOutstanding: 15_020,
    });
    expect(ok(await record(booking.id, transfer(3_106.5))).recordPayment.paymentStatus).toBe("DEPOSIT_PAID");
    // More than owed, more than paid, a date ahead, too many decimals: each names its field.
    expect(problemFields(await record(booking.id, transfer(20_000)))).toEqual(["amount"]);
    expect(problemFields(await record(booking.id, transfer(6_000, { kind: "REFUND" })))).toEqual(["amount"]);
    expect(problemFields(await record(booking.id, transfer(1.234, { receivedOn: "2999-01-01" })))).toEqual([
      "amount",
      "receivedOn",
    ]);
    expect(ok(await record(booking.id, transfer(1_000.5, { kind: "REFUND" }))).recordPayment).toMatchObject({
      paymentStatus: "UNPAID",
      amountPaid: 4_106,
    });
    const mine = await read();
    expect(mine.payments.map((p) => [p.kind, p.amount, p.currency])).toEqual([
      ["PAYMENT", 2_000, "EUR"],
      ["PAYMENT", 3_106.5, "EUR"],
      ["REFUND", 1_000.5, "EUR"],
    ]);
    // The customer sees the money, not staff's notes or names.
    expect(mine.payments[0]).toMatchObject({ reference: "SWIFT 123", note: null, recordedBy: null });
    expect(mine.paymentSchedule.map((p) => [p.kind, p.covered, p.state])).toEqual([
      ["DEPOSIT", 4_106, "DUE"],
      ["BALANCE", 0, "DUE"],
    ]);
    const desk = await read(staff);
    expect(desk.payments[0]).toMatchObject({ note: "Matched by the reference.", recordedBy: { id: staff.userId } });
    const audit = await server.db.query(
      `SELECT action, actor_user_id, after->'record'->>'amount' AS amount FROM audit_log WHERE entity_id = $1 ORDER BY id`,
      [booking.id],
    );
    expect(audit.map((a: { action: string; amount: string }) => [a.action, Number(a.amount)])).toEqual([
      ["booking.payment", 2_000],
      ["booking.payment", 3_106.5],
      ["booking.refund", 1_000.5],
    ]);
    const receipts = await server.db.query(
      `SELECT subject FROM mail_outbox WHERE to_address = $1 AND kind = 'payment_received' ORDER BY created_at`,
      [customer.email],
    );
    expect(receipts).toHaveLength(2);
    expect(receipts[0].subject).toBe(`Payment received for your booking ${booking.number}`);
    const mail = await waitForMail(server.dataDir, customer.email, { subject: /^Payment received/ });
    expect(mail.text).toMatch(/Still to pay|Paid so far/);
  });

  it("refuses to complete a booking while a balance is open, and offers completion once it is paid", async () => {
    const customer = await signUp(server, "customer");
    const { booking, read } = await booked(customer, "GBP");
    ok(await server.graphql(CHANGE_STATUS, { id: booking.id, status: "CONFIRMED" }, staff.headers));
    expect((await read(staff)).allowedStatuses).toEqual(["CANCELLED"]);
    const refused = await server.graphql(CHANGE_STATUS, { id: booking.id, status: "COMPLETED" }, staff.headers);
    expect(errorCode(refused)).toBe("CONFLICT");
    expect(refused.errors![0]!.message).toContain("open");
    const { price } = await read();
    ok(await record(booking.id, transfer(price - 1)));
    expect(errorCode(await server.graphql(CHANGE_STATUS, { id: booking.id, status: "COMPLETED" }, staff.headers))).toBe(
      "CONFLICT",
    );
    expect(ok(await record(booking.id, transfer(1))).recordPayment.paymentStatus).toBe("PAID");
    expect((await read(staff)).allowedStatuses.toSorted()).toEqual(["CANCELLED", "COMPLETED"]);
    expect(
      ok(await server.graphql(CHANGE_STATUS, { id: booking.id, status: "COMPLETED" }, staff.headers))
        .changeBookingStatus.status,
    ).toBe("COMPLETED");
  });

  it("tells the customer of a recorded payment live, on their request's updates", async () => {
    const customer = await signUp(server, "customer");
    const { request, booking } = await booked(customer, "EUR");
    const client = createClient({
      url: `${server.url.replace("http", "ws")}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: customer.headers.authorization },
      retryAttempts: 0,
    });
    try {
      const heard = new Promise<unknown>((resolve, reject) => {
        client.subscribe({ query: String(MY_UPDATES) }, { next: resolve, error: reject, complete: () => undefined });
      });
      // graphql-ws does not confirm a subscription: wait for the server's LISTEN on the topic.
      await expect
        .poll(
          async () =>
            (await server.db.query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE query LIKE 'LISTEN %'`))[0].n,
          { timeout: 10_000 },
        )
        .toBeGreaterThan(0);
      ok(await record(booking.id, transfer(5_106)));
      expect(await heard).toEqual({
        data: {
          myQuoteRequestUpdated: { id: request.id, booking: { paymentStatus: "DEPOSIT_PAID", amountPaid: 5_106 } },
        },
      });
    } finally {
      await client.dispose();
    }
  });

  it("lets neither another customer nor an anonymous caller read or record payments", async () => {
    const customer = await signUp(server, "customer");
    const stranger = await signUp(server, "customer");
    const { request, booking } = await booked(customer);
    expect(errorCode(await server.graphql(REQUEST_BOOKING, { id: request.id }, stranger.headers))).toBe("NOT_FOUND");
    expect(errorCode(await server.graphql(REQUEST_BOOKING, { id: request.id }))).toBe("UNAUTHENTICATED");
    expect(errorCode(await record(booking.id, transfer(100), stranger))).toBe("FORBIDDEN");
    expect(errorCode(await record(booking.id, transfer(100), customer))).toBe("FORBIDDEN");
    expect(errorCode(await server.graphql(RECORD_PAYMENT, { id: booking.id, input: transfer(100) }))).toBe(
      "UNAUTHENTICATED",
    );
    const [row] = await server.db.query(`SELECT count(*)::int AS n FROM booking_payment WHERE booking_id = $1`, [
      booking.id,
    ]);
    expect(row.n).toBe(0);
  });

  it("sends each 'payment due' reminder once, a few days before its due date, and none once paid", async () => {
    const customer = await signUp(server, "customer");
    const payer = await signUp(server, "customer");
    const { booking, read } = await booked(customer, "EUR", at("06-01"));
    const paid = await booked(payer, "EUR", at("06-01"));
    ok(await record(paid.booking.id, transfer(paid.booking.price)));
    const [deposit, balance] = (await read()).paymentSchedule;
    const reminders = async () =>
      (await server.db.query(
        `SELECT subject, locale FROM mail_outbox WHERE to_address = $1 AND kind = 'payment_due' ORDER BY created_at`,
        [customer.email],
      )) as { subject: string }[];
    const pass = (now: Date) => sendPaymentReminders(server.db, server.url, now);

    // Well before any reminder window: nothing.
    await pass(new Date(new Date(booking.createdAt as string).getTime() - 4 * DAY));
    expect(await reminders()).toEqual([]);
    const depositWindow = new Date(new Date(deposit!.dueAt as string).getTime() - 2 * DAY);
    await pass(depositWindow);
    await pass(depositWindow);
    expect((await reminders()).map((r) => r.subject)).toEqual([expect.stringMatching(/^Deposit due on .+ BK-\d+$/)]);
    const balanceWindow = new Date(new Date(balance!.dueAt as string).getTime() - 1 * DAY);
    await pass(balanceWindow);
    await pass(balanceWindow);
    expect(await reminders()).toHaveLength(2);
    expect((await reminders())[1]!.subject).toContain("Balance due on");
    const theirs = await server.db.query(
      `SELECT count(*)::int AS n FROM mail_outbox WHERE to_address = $1 AND kind = 'payment_due'`,
      [payer.email],
    );
    expect(theirs[0].n).toBe(0);
  });
});

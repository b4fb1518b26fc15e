import ICAL from "ical.js";
import { PDFParse } from "pdf-parse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendTripReminders } from "../../server/src/modules/trip-mail/index.js";
import { uniqueEmail } from "../support/auth-client.js";
import { ACCEPT, at, ok, sendQuote, signUp, submitRequest, type TestUser } from "../support/charter.js";
import { startTestServer, type TestServer } from "../support/server.js";
import { startSmtpInbox, type SmtpInbox } from "../support/smtp-inbox.js";
import { until } from "../support/until.js";
import { graphql } from "./__generated__/index.js";

// The emails that carry a trip, received by a real SMTP server and read as a mail client would:
// the request's receipt, the new lead for staff by their own setting, the accepted quote, the
// confirmation with its PDF and calendar file, the day before departure and the daily lead digest.

const SAVE_PREFERENCES = graphql(`
  mutation TripMail_SavePreferences($input: StaffPreferencesInput!) {
    saveStaffPreferences(input: $input) {
      newLeadMail
    }
  }
`);

const CONFIRM = graphql(`
  mutation TripMail_Confirm($id: ID!) {
    changeBookingStatus(id: $id, status: CONFIRMED) {
      id
      status
    }
  }
`);

async function pdfText(content: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(content) });
  try {
    return (await parser.getText()).text.replace(/\s+/g, "");
  } finally {
    await parser.destroy();
  }
}

describe("the emails of a trip", () => {
  let server: TestServer;
  let inbox: SmtpInbox;
  let atOnce: TestUser;
  let quiet: TestUser;
  let digest: TestUser;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    server = await startTestServer({
      MAILER_AUTOCONFIRM: "true",
      SMTP_URL: inbox.url,
      TRIP_REMINDER_INTERVAL_SECONDS: "0",
    });
    atOnce = await signUp(server, "staff");
    quiet = await signUp(server, "staff");
    digest = await signUp(server, "admin");
    ok(await server.graphql(SAVE_PREFERENCES, { input: { newLeadMail: "OFF" } }, quiet.headers));
    ok(await server.graphql(SAVE_PREFERENCES, { input: { newLeadMail: "DAILY_DIGEST" } }, digest.headers));
  });
  afterAll(async () => {
    await server?.close();
    await inbox?.stop();
  });

  it("thanks the visitor for a request and tells staff who want it at once of the new lead, once per lead", async () => {
    const email = uniqueEmail("visitor");
    const request = await submitRequest(server, email, { locale: "es" });
    const receipt = await inbox.next(email, /Hemos recibido tu solicitud/);
    expect(receipt.subject).toContain(request.reference);
    expect(receipt.text).toContain("LHR → LBG");
    expect(receipt.text).toContain(`/customer/requests/${request.id}`);
    expect(receipt.html).toContain('lang="es"');

    const lead = await inbox.next(atOnce.email, /New lead: Ada Lovelace/);
    expect(lead.text).toContain(request.reference);
    expect(lead.text).toMatch(/\/admin\/leads\/[0-9a-f-]{36}/);

    // The same person asks again: the open lead grows, so the receipt goes and no new-lead email.
    const again = await submitRequest(server, email, { locale: "es" });
    await inbox.next(email, new RegExp(again.reference));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(inbox.to(atOnce.email, /New lead/)).toHaveLength(1);
    expect(inbox.to(quiet.email)).toHaveLength(0);
    expect(inbox.to(digest.email)).toHaveLength(0);
  });

  it("follows an accepted quote with the confirmation, its PDF and calendar file in the customer's language", async () => {
    const staff = await signUp(server, "staff");
    const customer = await signUp(server);
    await server.db.query(`UPDATE auth_user SET locale = 'ar' WHERE id = $1`, [customer.userId]);
    const request = await submitRequest(
      server,
      customer.email,
      {
        tripType: "ROUND_TRIP",
        legs: [
          { from: "LHR", to: "JFK", departAt: at("03-01", "09:30") },
          { from: "JFK", to: "LHR", departAt: at("07-04", "17:15") },
        ],
      },
      customer.headers,
    );
    await server.db.query(
      `UPDATE lead SET assignee_user_id = $2 WHERE id = (SELECT lead_id FROM quote_request WHERE id = $1)`,
      [request.id, staff.userId],
    );
    const quote = await sendQuote(server, staff, request.id);
    const booking = ok(await server.graphql(ACCEPT, { id: quote.id }, customer.headers)).acceptQuote;

    const accepted = await inbox.next(customer.email, new RegExp(`قبلت عرض سعر: الحجز ${booking.number}`));
    expect(accepted.text).toContain("Skyways Executive Ltd");
    expect(accepted.html).toContain('dir="rtl"');
    const toStaff = await inbox.next(staff.email, new RegExp(`Quote accepted on ${request.reference}`));
    expect(toStaff.text).toContain(booking.number);

    ok(await server.graphql(CONFIRM, { id: booking.id }, staff.headers));
    const confirmed = await inbox.next(customer.email, new RegExp(`تم تأكيد الحجز ${booking.number}`));
    expect(confirmed.text).toContain(booking.confirmationCode);
    const [pdf, ics] = confirmed.attachments;
    expect(pdf!.filename).toBe(`${booking.number}-confirmation.pdf`);
    expect(pdf!.contentType).toBe("application/pdf");
    const text = await pdfText(pdf!.content);
    expect(text).toContain(booking.number);
    expect(text).toContain("تأكيد");
    expect(ics!.filename).toBe(`${booking.number}.ics`);
    const calendar = new ICAL.Component(ICAL.parse(ics!.content.toString("utf8")));
    const starts = calendar
      .getAllSubcomponents("vevent")
      .map((event) => new ICAL.Event(event).startDate)
      .map((start) => ({ zone: start.zone?.tzid, local: start.toString().slice(0, 16) }));
    expect(starts).toEqual([
      { zone: "Europe/London", local: at("03-01", "09:30") },
      { zone: "America/New_York", local: at("07-04", "17:15") },
    ]);

    // The day before each leg, once, whichever pass and however often it runs.
    const [first] = (await server.db.query(
      `SELECT departs_at FROM quote_request_leg WHERE quote_request_id = $1 ORDER BY position LIMIT 1`,
      [request.id],
    )) as { departs_at: Date }[];
    const dayBefore = new Date(first!.departs_at.getTime() - 20 * 3_600_000);
    expect((await sendTripReminders(server.db, server.config.auth.siteUrl, dayBefore))?.departures).toBe(1);
    expect((await sendTripReminders(server.db, server.config.auth.siteUrl, dayBefore))?.departures).toBe(0);
    const tomorrow = await inbox.next(customer.email, /غدًا: LHR → JFK/);
    expect(tomorrow.text).toContain(`${at("03-01", "09:30").replace("T", " ")}`);
    expect(tomorrow.text).toContain("(LHR)");
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(inbox.to(customer.email, /غدًا/)).toHaveLength(1);
  });

  it("gives a digest reader one email a day listing the new leads since the last", async () => {
    await server.db.query(
      `UPDATE staff_preference SET digest_through = now() - interval '25 hours' WHERE user_id = $1`,
      [digest.userId],
    );
    const email = uniqueEmail("digest");
    const request = await submitRequest(server, email, {
      contact: { name: "Grace Hopper", email, phone: null, company: null },
    });
    const now = new Date(Date.now() + 1_000);
    expect((await sendTripReminders(server.db, server.config.auth.siteUrl, now))?.digests).toBe(1);
    expect((await sendTripReminders(server.db, server.config.auth.siteUrl, now))?.digests).toBe(0);
    // The reminder pass of the test before, run at a date next year, sent this reader a digest already.
    const mail = await until(
      async () =>
        inbox.to(digest.email, /new lead/).find((m) => m.text.includes(`Grace Hopper (${request.reference})`)),
      { timeoutMs: 15_000, failure: () => "no digest naming Grace Hopper's lead" },
    );
    expect(mail.text).toContain("/admin/dashboard");
  });
});

import ICAL from "ical.js";
import { PDFParse } from "pdf-parse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ACCEPT,
  at,
  bookTrip,
  ok,
  sendQuote,
  signUp,
  submitRequest,
  withSecondFactor,
  type TestUser,
} from "../support/charter.js";
import { startTestServer, type TestServer } from "../support/server.js";

// A booking's documents: the confirmation and invoice PDFs in the customer's language (read back from
// the PDF, so the Arabic and Chinese glyphs are proven there) and the calendar file, one event per leg
// at the departure airport's local time; the booking's customer and staff may have them, nobody else.

const OPERATOR = "Skyways Executive Ltd";

/** The PDF's text; spaces are dropped, as a PDF keeps glyph positions rather than word breaks. */
async function pdfText(response: Response): Promise<string> {
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("application/pdf");
  const parser = new PDFParse({ data: new Uint8Array(await response.arrayBuffer()) });
  try {
    return (await parser.getText()).text.replace(/\s+/g, "");
  } finally {
    await parser.destroy();
  }
}
const squeezed = (value: string) => value.replace(/\s+/g, "");

describe("booking documents", () => {
  let server: TestServer;
  let staff: TestUser;
  let customer: TestUser;
  let booking: { id: string; number: string; confirmationCode: string };
  const download = (path: string, headers: Record<string, string> = customer.headers) =>
    fetch(`${server.url}/api/bookings/${booking.id}/${path}`, { headers });

  beforeAll(async () => {
    server = await startTestServer({ MAILER_AUTOCONFIRM: "true" });
    staff = await signUp(server, "staff");
    customer = await signUp(server);
    ({ booking } = await bookTrip(server, customer, staff, {
      tripType: "ROUND_TRIP",
      legs: [
        { from: "LHR", to: "JFK", departAt: at("03-01", "09:30") },
        { from: "JFK", to: "LHR", departAt: at("07-04", "17:15") },
      ],
    }));
  });
  afterAll(() => server?.close());

  it("gives the customer the confirmation in Arabic: shaped Arabic labels, the booking, the operator and the disclosure", async () => {
    const response = await download("confirmation.pdf?lang=ar");
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="${booking.number}-confirmation.pdf"`,
    );
    const text = await pdfText(response);
    expect(text).toContain(booking.number);
    expect(text).toContain(booking.confirmationCode);
    expect(text).toContain(squeezed(OPERATOR));
    // Labels: "booking confirmation", "booking number", "the operator"; and words of the disclosure
    // ("in its capacity", "and intermediary", "operational"). Words with a lam-alef or another
    // ligature read back with the ligature's letters swapped (one glyph for two letters), so none is asked for.
    for (const word of ["تأكيد", "الحجز", "رقم", "المشغّل", "بصفتها", "ووسيطاً", "التشغيلية"])
      expect(text).toContain(word);
  });

  it("gives the customer the confirmation in Chinese with its glyphs, the operator named in the disclosure", async () => {
    const text = await pdfText(await download("confirmation.pdf?lang=zh"));
    expect(text).toContain(booking.number);
    for (const word of ["预订确认书", "预订编号", "运营人", "代理人和中介机构", `本次航班由${squeezed(OPERATOR)}运营`])
      expect(text).toContain(word);
  });

  it("writes the confirmation in the customer's own language when none is asked for", async () => {
    await server.db.query(`UPDATE auth_user SET locale = 'es' WHERE id = $1`, [customer.userId]);
    const response = await download("confirmation.pdf");
    expect(response.headers.get("content-language")).toBe("es");
    expect(await pdfText(response)).toContain(squeezed("Confirmación de reserva"));
    await server.db.query(`UPDATE auth_user SET locale = 'en' WHERE id = $1`, [customer.userId]);
  });

  it("invoices in the asked currency at the fixed rate, with the bill-to, the charter and the broker's details", async () => {
    // The broker's contact points are the company settings' (none are printed while unset).
    await server.db.query(
      `INSERT INTO company_settings (id, settings) VALUES (true, $1::jsonb)
       ON CONFLICT (id) DO UPDATE SET settings = EXCLUDED.settings`,
      [JSON.stringify({ phone: "+1 (800) 555-0199", email: "info@skycharter.example" })],
    );
    const response = await download("invoice.pdf?lang=en&currency=EUR");
    const number = `INV-${booking.number.replace(/^[A-Z]+-/, "")}`;
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="${number}.pdf"`);
    const text = await pdfText(response);
    for (const part of [
      number,
      "Billto",
      customer.email,
      "LHR→JFK→LHR",
      squeezed(OPERATOR),
      "Amountdue(EUR)",
      "€17,020", // 18,500 USD × 0.92
      "1USD=0.92EUR",
      "info@skycharter.example",
      squeezed("+1 (800) 555-0199"),
      squeezed("acts solely as an agent and intermediary"),
    ])
      expect(text).toContain(part);
    // Without a currency, the booking's own: US dollars here.
    expect(await pdfText(await download("invoice.pdf?lang=en"))).toContain("$18,500");
  });

  it("invoices a booking made in euros in euros, at the rate fixed with it, when no currency is asked for", async () => {
    const request = await submitRequest(server, customer.email, {}, customer.headers);
    const quote = await sendQuote(server, staff, request.id, { priceUsd: 18_500 });
    const euros = ok(await server.graphql(ACCEPT, { id: quote.id, currency: "EUR" }, customer.headers)).acceptQuote;
    const response = await fetch(`${server.url}/api/bookings/${euros.id}/invoice.pdf?lang=en`, {
      headers: customer.headers,
    });
    const text = await pdfText(response);
    for (const part of ["Amountdue(EUR)", "€17,020", "1USD=0.92EUR"]) expect(text).toContain(part);
  });

  it("gives a calendar file with one event per leg at the departure airport's local time", async () => {
    const response = await download("calendar.ics?lang=en");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const calendar = new ICAL.Component(ICAL.parse(await response.text()));
    for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
    const events = calendar.getAllSubcomponents("vevent");
    expect(events).toHaveLength(2);
    const starts = events.map((event) => {
      const start = event.getFirstProperty("dtstart")!;
      const value = start.getFirstValue() as ICAL.Time;
      return {
        zone: start.getParameter("tzid"),
        local: value.toString().slice(0, 16),
        utc: value.toJSDate().toISOString(),
      };
    });
    const legs = (await server.db.query(
      `SELECT l.depart_local, l.departs_at FROM quote_request_leg l JOIN booking b ON b.quote_request_id = l.quote_request_id
        WHERE b.id = $1 ORDER BY l.position`,
      [booking.id],
    )) as { depart_local: string; departs_at: Date }[];
    expect(starts).toEqual([
      { zone: "Europe/London", local: legs[0]!.depart_local, utc: legs[0]!.departs_at.toISOString() },
      { zone: "America/New_York", local: legs[1]!.depart_local, utc: legs[1]!.departs_at.toISOString() },
    ]);
    expect(events[0]!.getFirstPropertyValue("summary")).toContain(booking.number);
    expect(events[0]!.getFirstPropertyValue("description")).toContain(OPERATOR);
  });

  it("lets staff download, refuses another customer (no such booking) and anonymous callers", async () => {
    expect((await download("confirmation.pdf", staff.headers)).status).toBe(200);
    expect((await download("calendar.ics", staff.headers)).status).toBe(200);
    const stranger = await signUp(server);
    for (const file of ["confirmation.pdf", "invoice.pdf", "calendar.ics"]) {
      expect((await download(file, stranger.headers)).status).toBe(404);
      expect((await download(file, {})).status).toBe(401);
    }
    expect(
      (await fetch(`${server.url}/api/bookings/not-a-booking/confirmation.pdf`, { headers: customer.headers })).status,
    ).toBe(404);
  });

  it("holds the second-factor rule: a session owing its second factor is refused until it steps up", async () => {
    const owner = await signUp(server);
    const own = await bookTrip(server, owner, staff);
    const owing = await withSecondFactor(server, owner, "aal1");
    const response = await fetch(`${server.url}/api/bookings/${own.booking.id}/confirmation.pdf`, {
      headers: owing.headers,
    });
    expect(response.status).toBe(403);
    expect(((await response.json()) as { error: string }).error).toBe("insufficient_aal");
  });
});

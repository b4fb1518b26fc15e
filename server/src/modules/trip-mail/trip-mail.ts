import type { EntityManager } from "typeorm";
import { bookingConfirmedEmail } from "../../mail/booking-confirmed.js";
import { newLeadEmail } from "../../mail/new-lead.js";
import { enqueueMail } from "../../mail/outbox.js";
import { quoteAcceptedEmail } from "../../mail/quote-accepted.js";
import { requestReceivedEmail } from "../../mail/request-received.js";
import { resolveMailLocale } from "../../mail/templates.js";
import { bookingCalendar, confirmationPdf, loadBookingFacts } from "../documents/index.js";
import { requestFacts, staffByNewLeadSetting, staffMember, type RequestFacts } from "./trip-facts.js";

// The emails that carry a trip from request to departure, queued in the transaction of the step
// that causes them, so each exists exactly when its step committed. The reminders that depend on
// time (the day before departure, the daily lead digest) are trip-reminders.ts.

export class TripMail {
  constructor(private readonly siteUrl: string) {}

  private link(path: string): string {
    return new URL(path, this.siteUrl).toString();
  }

  private async request(tx: EntityManager, requestId: string): Promise<RequestFacts> {
    const facts = await requestFacts(tx, requestId);
    if (!facts) throw new Error(`trip mail: no quote request ${requestId}`);
    return facts;
  }

  /** The customer's receipt, and for a new lead, an email to each staff member who wants one at once. */
  async requestReceived(tx: EntityManager, requestId: string, leadCreated: boolean): Promise<void> {
    const r = await this.request(tx, requestId);
    const trip = { reference: r.reference, route: r.route, passengers: r.passengers, departLocal: r.firstDepartLocal };
    const receipt = requestReceivedEmail({
      locale: r.locale,
      name: r.contactName,
      ...trip,
      link: this.link(`/customer/requests/${r.id}`),
    });
    await enqueueMail(tx, { to: r.email, locale: resolveMailLocale(r.locale), kind: "request_received", ...receipt });
    if (!leadCreated) return;
    for (const member of await staffByNewLeadSetting(tx, "AT_ONCE")) {
      const mail = newLeadEmail({
        locale: member.locale,
        name: member.name,
        contactName: r.contactName,
        ...trip,
        link: this.link(`/admin/leads/${r.leadId}`),
      });
      await enqueueMail(tx, { to: member.email, locale: resolveMailLocale(member.locale), kind: "new_lead", ...mail });
    }
  }

  /** To the customer, and to the lead's staff member when someone took the lead. */
  async quoteAccepted(tx: EntityManager, bookingId: string): Promise<void> {
    const booking = await loadBookingFacts(tx, bookingId);
    if (!booking) throw new Error(`trip mail: no booking ${bookingId}`);
    const r = await this.request(tx, booking.quoteRequestId);
    const trip = {
      reference: booking.reference,
      bookingNumber: booking.number,
      route: booking.route,
      aircraft: booking.aircraft,
      operator: booking.operator,
      priceUsd: booking.priceUsdCents / 100,
    };
    const customer = quoteAcceptedEmail(
      { locale: booking.locale, name: booking.contactName, ...trip, link: this.link(`/customer/requests/${r.id}`) },
      "customer",
    );
    const locale = resolveMailLocale(booking.locale);
    await enqueueMail(tx, { to: booking.email, locale, kind: "quote_accepted", ...customer });
    const member = r.assigneeUserId ? await staffMember(tx, r.assigneeUserId) : null;
    if (!member) return;
    const staff = quoteAcceptedEmail(
      { locale: member.locale, name: member.name, ...trip, link: this.link(`/admin/leads/${r.leadId}`) },
      "staff",
    );
    await enqueueMail(tx, {
      to: member.email,
      locale: resolveMailLocale(member.locale),
      kind: "quote_accepted",
      ...staff,
    });
  }

  /** The confirmation, with its PDF and a calendar file of the legs, in the customer's language. */
  async bookingConfirmed(tx: EntityManager, bookingId: string): Promise<void> {
    const facts = await loadBookingFacts(tx, bookingId);
    if (!facts) throw new Error(`trip mail: no booking ${bookingId}`);
    const locale = resolveMailLocale(facts.locale);
    const mail = bookingConfirmedEmail({
      locale,
      name: facts.contactName,
      bookingNumber: facts.number,
      confirmationCode: facts.confirmationCode,
      route: facts.route,
      aircraft: facts.aircraft,
      operator: facts.operator,
      link: this.link(`/customer/requests/${facts.quoteRequestId}`),
    });
    const attachments = [
      {
        filename: `${facts.number}-confirmation.pdf`,
        contentType: "application/pdf",
        content: await confirmationPdf(facts, locale),
      },
      {
        filename: `${facts.number}.ics`,
        contentType: "text/calendar; charset=utf-8; method=PUBLISH",
        content: Buffer.from(bookingCalendar(facts, locale)),
      },
    ];
    await enqueueMail(tx, { to: facts.email, locale, kind: "booking_confirmed", ...mail, attachments });
  }
}

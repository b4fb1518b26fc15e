import type { DataSource } from "typeorm";
import { affiliateFields, contactFields } from "../../core/rules/index.js";
import type { PassengersService } from "../passengers/index.js";
import type { QuoteRequestsService } from "../quotes/index.js";
import { formColumns } from "./form-columns.js";

type Rows = Record<string, unknown>[];

/**
 * Everything we hold about one account, as the owner downloads it ("download my data"): the
 * account, its sign-in methods and factors (never secrets), trips, quotes, bookings, reviews and
 * messages sent with its address, and passengers (saved ones, and its bookings' as the booker sees
 * them). Built from SQL so nothing is left out by a GraphQL selection.
 */
export async function accountData(
  db: DataSource,
  requests: QuoteRequestsService,
  passengers: PassengersService,
  userId: string,
) {
  // Requests made signed out with this proven address belong to the account too; so do messages
  // and applications sent with it, but only once proven (an autoconfirmed address is only a claim).
  await requests.claimForUser(userId);
  const provenEmail = `(SELECT email FROM auth_user WHERE id = $1 AND email_proven_at IS NOT NULL)`;
  const q = (sql: string): Promise<Rows> => db.query(sql, [userId]);
  const [account] = await q(
    `SELECT id, email, phone, user_metadata AS profile, locale, role, email_confirmed_at, last_sign_in_at, created_at, updated_at
     FROM auth_user WHERE id = $1`,
  );
  const [
    identities,
    factors,
    quoteRequests,
    legs,
    quotes,
    messages,
    bookings,
    bookingPayments,
    agreements,
    testimonials,
    contactMessages,
    affiliateApplications,
    passengerData,
  ] = await Promise.all([
    q(`SELECT provider, email, created_at, last_sign_in_at FROM auth_identity WHERE user_id = $1 ORDER BY created_at`),
    q(
      `SELECT factor_type, friendly_name, status, phone, created_at FROM auth_mfa_factor WHERE user_id = $1 ORDER BY created_at`,
    ),
    q(`SELECT id, reference, status, trip_type, passengers, category, pets, luggage, catering, notes, contact_name, contact_email, contact_phone,
              contact_company, program_interest, referral_code, estimate_category, estimate_low_usd_cents, estimate_high_usd_cents,
              estimate_flight_minutes, created_at, updated_at
       FROM quote_request WHERE customer_user_id = $1 ORDER BY created_at DESC`),
    q(`SELECT l.quote_request_id, l.position, l.from_code, l.to_code, l.depart_local, l.departs_at
       FROM quote_request_leg l JOIN quote_request r ON r.id = l.quote_request_id WHERE r.customer_user_id = $1 ORDER BY l.position`),
    q(`SELECT qt.quote_request_id, qt.status, qt.price_usd_cents, qt.aircraft, qt.category, qt.operator, qt.valid_until, qt.terms, qt.client_note, qt.created_at
       FROM quote qt JOIN quote_request r ON r.id = qt.quote_request_id WHERE r.customer_user_id = $1 ORDER BY qt.created_at`),
    // Each request's conversation with the broker, both sides of it (never the staff's notes on the lead).
    q(`SELECT m.quote_request_id, m.from_staff, m.body, m.created_at
       FROM conversation_message m JOIN quote_request r ON r.id = m.quote_request_id WHERE r.customer_user_id = $1 ORDER BY m.position`),
    q(`SELECT id, number, status, payment_status, depart_local, departs_at, route, passengers, aircraft, operator, price_usd_cents,
              currency, usd_rate, paid_minor, refunded_minor, confirmation_code, created_at
       FROM booking WHERE customer_user_id = $1 ORDER BY created_at DESC`),
    // What was paid and given back, as the customer sees it (staff's notes stay out).
    q(`SELECT p.booking_id, p.kind, p.amount_minor, p.currency, p.received_on, p.method, p.reference, p.created_at
       FROM booking_payment p JOIN booking b ON b.id = p.booking_id WHERE b.customer_user_id = $1 ORDER BY p.created_at`),
    q(`SELECT a.booking_id, a.terms_version, a.terms_locale, a.cancellation_schedule, a.operator_conditions, a.quote_valid_until, a.accepted_at
       FROM booking_agreement a JOIN booking b ON b.id = a.booking_id WHERE b.customer_user_id = $1`),
    q(
      `SELECT author_name, rating, body, locale, status, featured, created_at FROM testimonial WHERE author_user_id = $1 ORDER BY created_at DESC`,
    ),
    q(`SELECT reference, ${formColumns(contactFields)}, created_at
       FROM contact_message WHERE email = ${provenEmail} ORDER BY created_at DESC`),
    q(`SELECT ${formColumns(affiliateFields)}, status, referral_code, created_at
       FROM affiliate_application WHERE email = ${provenEmail} ORDER BY created_at DESC`),
    passengers.exportOf(userId),
  ]);
  const nested = quoteRequests.map(({ id, ...request }) => ({
    ...request,
    legs: legs.filter((leg) => leg.quote_request_id === id).map(({ quote_request_id: _, ...leg }) => leg),
    quotes: quotes.filter((quote) => quote.quote_request_id === id).map(({ quote_request_id: _, ...quote }) => quote),
    messages: messages
      .filter((message) => message.quote_request_id === id)
      .map(({ quote_request_id: _, ...message }) => message),
  }));
  return {
    exported_at: new Date().toISOString(),
    // Amounts ending in _cents are US cents, the currency every price is kept in.
    account: account ? { ...account, identities, factors } : null,
    quote_requests: nested,
    // A booking's amounts ending in _minor are hundredths of its own currency, fixed at usd_rate when it was made.
    bookings: bookings.map(({ id, ...booking }) => ({
      ...booking,
      agreement:
        agreements.filter((a) => a.booking_id === id).map(({ booking_id: _, ...agreement }) => agreement)[0] ?? null,
      payments: bookingPayments.filter((p) => p.booking_id === id).map(({ booking_id: _, ...payment }) => payment),
    })),
    // Passengers a passenger entered through their own link are masked, as the booker sees them.
    ...passengerData,
    testimonials,
    contact_messages: contactMessages,
    affiliate_applications: affiliateApplications,
  };
}

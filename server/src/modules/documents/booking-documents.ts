import { CURRENCY_RATES, companyDetails, type CurrencyCode } from "../../core/rules/index.js";
import type { BookingFacts } from "./booking-facts.js";
import { documentCopy, type DocumentLocale } from "./document-copy.js";
import { DocumentWriter } from "./pdf-writer.js";

// A booking's confirmation and invoice as PDF, in the customer's language: what was booked, who
// operates it, and the broker's disclosure that the broker arranges the flight and the named
// operator operates it.

/** Intl locale: Western digits throughout, so numbers read the same as the booking number. */
const intlLocale = (locale: DocumentLocale) => (locale === "ar" ? "ar-u-nu-latn" : locale);

/** "2027-03-01T09:30" (a wall-clock time) in the language's long date and short time. */
function localDateTime(local: string, locale: DocumentLocale): string {
  const [date, time] = local.split("T") as [string, string];
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const [hh, mm] = time.split(":").map(Number) as [number, number];
  return new Intl.DateTimeFormat(intlLocale(locale), {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: "UTC",
  }).format(Date.UTC(y, m - 1, d, hh, mm));
}

const longDate = (at: Date, locale: DocumentLocale) =>
  new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: "long", timeZone: "UTC" }).format(at);

function header(writer: DocumentWriter, title: string): void {
  writer.paragraph(companyDetails.brandName, { size: 20, weight: "bold", color: "#0b3d91" });
  writer.paragraph(title, { size: 15, weight: "bold" });
  writer.space(4);
  writer.rule();
}

function footer(writer: DocumentWriter, facts: BookingFacts, locale: DocumentLocale): void {
  const copy = documentCopy[locale];
  writer.space(6);
  writer.rule();
  writer.paragraph(copy.disclosureTitle, { size: 10, weight: "bold" });
  writer.paragraph(copy.disclosure(companyDetails.brandName, facts.operator), { size: 9, color: "#333b47" });
  writer.space(8);
  writer.paragraph(companyDetails.brandName, { size: 9, weight: "bold" });
  // Only what the company settings hold: nothing printed rather than an invented contact.
  if (facts.brokerPhone || facts.brokerEmail)
    writer.paragraph(copy.contact(facts.brokerPhone || "—", facts.brokerEmail || "—"), { size: 9, color: "#333b47" });
}

function legLines(facts: BookingFacts, locale: DocumentLocale): string[] {
  const copy = documentCopy[locale];
  return facts.legs.map((leg) =>
    copy.leg(leg.fromCode, leg.toCode, localDateTime(leg.departLocal, locale), leg.timeZone ?? "UTC"),
  );
}

export function confirmationPdf(facts: BookingFacts, locale: DocumentLocale): Promise<Buffer> {
  const copy = documentCopy[locale];
  const writer = new DocumentWriter(locale, {
    title: `${copy.confirmationTitle} ${facts.number}`,
    author: companyDetails.brandName,
  });
  header(writer, copy.confirmationTitle);
  writer.field(copy.bookingNumber, facts.number);
  writer.field(copy.confirmationCode, facts.confirmationCode);
  writer.field(copy.requestReference, facts.reference);
  writer.field(copy.customer, facts.contactName, facts.email);
  writer.field(copy.route, facts.route);
  writer.paragraph(copy.legs, { size: 8.5, color: "#5a6472" });
  for (const line of legLines(facts, locale)) writer.paragraph(line, { size: 11 });
  writer.space(4);
  writer.field(copy.passengers, String(facts.passengers));
  writer.field(copy.aircraft, facts.aircraft);
  writer.field(copy.operator, facts.operator);
  footer(writer, facts, locale);
  return writer.finish();
}

/** "INV-100001" for booking "BK-100001". */
export const invoiceNumber = (bookingNumber: string) => `INV-${bookingNumber.replace(/^[A-Z]+-/, "")}`;

export function invoicePdf(facts: BookingFacts, locale: DocumentLocale, currency: CurrencyCode): Promise<Buffer> {
  const copy = documentCopy[locale];
  const number = invoiceNumber(facts.number);
  const writer = new DocumentWriter(locale, {
    title: `${copy.invoiceTitle} ${number}`,
    author: companyDetails.brandName,
  });
  header(writer, copy.invoiceTitle);
  writer.field(copy.invoiceNumber, number);
  writer.field(copy.invoiceDate, longDate(facts.createdAt, locale));
  writer.field(copy.bookingNumber, facts.number);
  writer.field(copy.billTo, facts.contactName, facts.email);
  writer.space(4);
  writer.paragraph(copy.charter, { size: 12, weight: "bold" });
  writer.field(copy.route, facts.route);
  const first = facts.legs[0];
  if (first) writer.field(copy.departure, legLines(facts, locale)[0]!);
  writer.field(copy.aircraft, facts.aircraft);
  writer.field(copy.operator, facts.operator);
  // Prices are held in US cents and shown in whole units: at the rate fixed with the booking in its
  // own currency, at the site's fixed rate in any other.
  const rate = currency === facts.currency ? facts.usdRate : CURRENCY_RATES[currency];
  const amount = Math.round((facts.priceUsdCents / 100) * rate);
  const money = new Intl.NumberFormat(intlLocale(locale), { style: "currency", currency, maximumFractionDigits: 0 });
  writer.field(copy.amount(currency), money.format(amount));
  writer.field(copy.rate, `1 USD = ${rate} ${currency}`);
  writer.paragraph(copy.rateNote, { size: 9, color: "#333b47" });
  writer.space(4);
  writer.field(copy.issuedBy, companyDetails.brandName);
  footer(writer, facts, locale);
  return writer.finish();
}

import type { CancellationTier } from "../pricing/index.js";
import type { TermsLocale, TermsSection } from "./charter-terms.js";

/** The broker's terms in one language, with the cancellation schedule a booking made now would carry. */
export interface CharterTerms {
  version: string;
  locale: TermsLocale;
  title: string;
  summary: string;
  sections: TermsSection[];
  cancellationSchedule: CancellationTier[];
}

/** What the customer agreed to when accepting the quote that made a booking. */
export interface BookingAgreement {
  bookingId: string;
  termsVersion: string;
  termsLocale: string;
  cancellationSchedule: CancellationTier[];
  operatorConditions: string | null;
  quoteValidUntil: Date;
  acceptedAt: Date;
  acceptedByUserId: string | null;
}

/** The acceptance as quotes.service.ts records it with the booking. */
export type NewAgreement = Omit<BookingAgreement, "acceptedAt" | "cancellationSchedule">;

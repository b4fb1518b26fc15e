import type { AircraftCategory } from "../aircraft/index.js";
import type { QuoteStatus } from "./quote.enums.js";

/** The aircraft a quote offers, as the fleet described it when the quote was sent. */
export interface QuoteAircraft {
  typeName: string;
  registration: string;
  category: AircraftCategory | null;
  yearOfManufacture: number | null;
  yearOfRefurbishment: number | null;
  seats: number | null;
  /** Null when not known (the aircraft had left the fleet when the quote was sent). */
  wifi: boolean | null;
  lavatory: boolean | null;
  petsAllowed: boolean | null;
}

/** Where a quote made from an operator's answer came from, and what it showed then. */
export interface QuoteSource {
  /** The request for quotes whose answer it offers. */
  rfqId: string;
  /** The operator's price converted to US cents at the fixed rate. */
  operatorPriceUsdCents: number;
  /** What the broker adds, in US cents. */
  marginUsdCents: number;
  aircraft: QuoteAircraft;
  /** The operator's safety audit ratings in force when it was sent (SafetyRating values). */
  operatorAudits: string[];
}

/** An operator's offer for a quote request, sent by staff. */
export interface Quote {
  id: string;
  status: QuoteStatus;
  /** Whole US dollars. */
  priceUsd: number;
  /** e.g. "Citation XLS+ (N512XL)". */
  aircraft: string;
  category: AircraftCategory | null;
  /** The operator in operational control of the flight (we are the broker). */
  operator: string;
  /** It can be accepted until then. */
  validUntil: Date;
  /** Past validUntil: it can no longer be accepted. */
  expired: boolean;
  /** Terms: cancellation, payment, inclusions. */
  terms: string | null;
  /** A note for the customer. */
  note: string | null;
  createdAt: Date;
  quoteRequestId: string;
  /** Staff's own note, never shown to the customer. */
  staffNoteText: string | null;
  /** The aircraft's details when the quote was made from an operator's answer; null for a free-text quote. */
  aircraftDetails: QuoteAircraft | null;
  /** The operator's safety audit ratings when it was sent (empty for a free-text quote). */
  operatorAudits: string[];
  /** Staff only: the RFQ answer it came from, the operator's price and the margin, in US cents. */
  rfqId: string | null;
  operatorPriceUsdCents: number | null;
  marginUsdCents: number | null;
}

/** A quote as staff send it. */
export interface NewQuote {
  priceUsd: number;
  aircraft: string;
  category?: AircraftCategory | null;
  operator: string;
  validUntil: Date;
  terms?: string | null;
  note?: string | null;
  staffNote?: string | null;
  /** Set when the quote is made from an operator's answer (never through QuoteInput). */
  source?: QuoteSource | null;
}

import type { AircraftCategory } from "../aircraft/index.js";
import type { QuoteStatus } from "./quote.enums.js";

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
}

import type { CurrencyCode } from "../../core/rules/index.js";
import type { AircraftCategory } from "../aircraft/index.js";
import type { SuitableAircraft } from "../operators/index.js";
import type { TripType } from "../pricing/index.js";
import type { RfqStatus } from "./rfq.enums.js";

// Requests for quotes (RFQs): staff ask operators with a suitable aircraft to quote a customer's
// trip; each operator's contact answers once, through an emailed link, without an account.

/** An aircraft as the operator answered with it, described as it was then. */
export interface RfqAircraft {
  /** The fleet's aircraft; null once it left the fleet. */
  id: string | null;
  registration: string;
  typeName: string;
  category: AircraftCategory | null;
  seats: number | null;
  yearOfManufacture: number | null;
}

/** What the operator answered: a price for an aircraft, or a decline. */
export interface RfqAnswer {
  aircraft: RfqAircraft | null;
  /** Whole units of `currency`. */
  price: number | null;
  currency: CurrencyCode | null;
  /** The price in whole US dollars at the fixed rates. */
  priceUsd: number | null;
  validUntil: Date | null;
  conditions: string | null;
  declineReason: string | null;
  answeredAt: Date;
}

/** One operator asked to quote one request. */
export interface Rfq {
  id: string;
  quoteRequestId: string;
  operatorId: string;
  contactName: string;
  contactEmail: string;
  /** en, es, ar or zh: what the email was written in. */
  contactLanguage: string;
  status: RfqStatus;
  /** When the link stops working. */
  expiresAt: Date;
  /** The link has expired without an answer. */
  expired: boolean;
  createdAt: Date;
  answer: RfqAnswer | null;
  /** For sorting answers: the price in US cents. */
  priceUsdCents: number | null;
}

/** Whom to ask: an operator and the one contact of its to write to. */
export interface RfqRecipient {
  operatorId: string;
  /** One of the operator's contacts' addresses. */
  contactEmail: string;
}

/** An operator staff may ask for a request, with its aircraft that fit the trip, nearest first. */
export interface RfqSuggestion {
  operatorId: string;
  /** The nearest suitable aircraft's distance from the departure airport, in nautical miles. */
  nearestNm: number;
  aircraft: SuitableAircraft[];
}

/** The trip an operator is asked to quote: nothing of the client. */
export interface RfqTrip {
  reference: string;
  tripType: TripType;
  passengers: number;
  category: AircraftCategory | null;
  pets: boolean;
  luggage: string | null;
  quoteRequestId: string;
}

/** What the link's page shows: the trip, the operator's fleet to answer with, and any answer already given. */
export interface RfqInvitation {
  id: string;
  operatorName: string;
  contactName: string;
  status: RfqStatus;
  expiresAt: Date;
  trip: RfqTrip;
  fleet: RfqAircraft[];
  answer: RfqAnswer | null;
}

/** An operator's answer staff send the customer as a quote option, with the broker's margin. */
export interface RfqQuoteOption {
  rfqId: string;
  /** Percent of the operator's price in US dollars; the pricing settings' default when neither is given. */
  marginPercent?: number | null;
  /** A fixed margin in whole US dollars, instead of a percentage. */
  marginUsd?: number | null;
  /** Shown to the customer; the operator's conditions when omitted. */
  terms?: string | null;
  note?: string | null;
  staffNote?: string | null;
}

/** An operator's quote through its link. */
export interface RfqQuote {
  aircraftId: string;
  price: number;
  currency: string;
  validUntil: Date;
  conditions?: string | null;
}

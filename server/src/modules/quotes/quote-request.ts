import type { PersonDetailsInput } from "../../core/person-details.js";
import type { AircraftCategory } from "../aircraft/index.js";
import type { RequestedLeg, TripType } from "../pricing/index.js";
import type { QuoteRequestStatus } from "./quote.enums.js";

/** One leg of a requested trip, its airports checked. */
export interface TripLeg {
  /** Departure airport's code: IATA when it has one, else ICAO. */
  from: string;
  to: string;
  /** Local date-time at the departure airport: "2027-03-01T09:30". */
  departAt: string;
  /** The instant `departAt` names in the departure airport's time zone. */
  departsAtUtc: Date;
  fromAirportId: number;
  toAirportId: number;
}

/** The indicative estimate shown when the request was made. Not a quote. */
export interface QuoteRequestEstimate {
  /** The category asked for, or the smallest that seats everyone. */
  category: AircraftCategory;
  /** Whole US dollars. */
  lowUsd: number;
  highUsd: number;
  /** Estimated flight minutes of all legs. */
  flightMinutes: number;
}

/** Who to answer about a request. */
export interface QuoteRequestContact {
  name: string;
  /** Lower case. */
  email: string;
  phone: string | null;
  company: string | null;
}

/** A trip someone asked us to quote. Customers see their own; staff see all. */
export interface QuoteRequest {
  id: string;
  /** e.g. "SC-7K3Q9P". */
  reference: string;
  status: QuoteRequestStatus;
  tripType: TripType;
  passengers: number;
  /** The category asked for; null when the customer wants a suggestion. */
  category: AircraftCategory | null;
  pets: boolean;
  luggage: string | null;
  catering: string | null;
  notes: string | null;
  contact: QuoteRequestContact;
  /** ON_DEMAND, MEMBERSHIP or CORPORATE. */
  programInterest: string | null;
  /** The affiliate code the visitor arrived with (?ref=). */
  referralCode: string | null;
  /** null when no category could fly the trip as asked. */
  estimate: QuoteRequestEstimate | null;
  createdAt: Date;
  updatedAt: Date;
  leadId: string;
  customerUserId: string | null;
  /** A replayed submission's answer: the request as it was sent, without what came after it. */
  asSubmitted?: boolean;
}

/** A quote request as the booking form sends it. */
export interface NewQuoteRequest {
  tripType: TripType;
  /** The language the customer reads; quote emails are written in it. */
  locale?: string | null;
  legs: RequestedLeg[];
  passengers: number;
  /** null: let us suggest one. */
  category?: AircraftCategory | null;
  pets?: boolean | null;
  luggage?: string | null;
  catering?: string | null;
  notes?: string | null;
  programInterest?: string | null;
  referralCode?: string | null;
  contact: PersonDetailsInput;
}

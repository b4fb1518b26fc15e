/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type AffiliateApplicationInput = {
  /** Who you reach and how (audience, channels, notes): 10 to 2,000 characters. */
  audience: string;
  /** At most 120 characters. */
  company?: string | null | undefined;
  /** Where we answer. */
  email: string;
  /** en, es, ar or zh; en when omitted. */
  locale?: string | null | undefined;
  /** 1 to 120 characters. */
  name: string;
  /** https://… or http://…, at most 300 characters. */
  website?: string | null | undefined;
};

/** Size class of a private jet, from light (up to 8 seats) to ultra long range. */
export type AircraftCategory =
  /** Large jet, e.g. Challenger 650: up to 12 seats. */
  | 'LARGE'
  /** Light jet, e.g. Phenom 300: up to 8 seats. */
  | 'LIGHT'
  /** Midsize jet, e.g. Citation XLS+ or Challenger 350: 8–10 seats. */
  | 'MIDSIZE'
  /** Ultra long range jet, e.g. Global 7500 or G650ER: up to 19 seats. */
  | 'ULTRA';

/** New figures for one category; omitted fields stay as they are. */
export type AircraftCategoryInput = {
  category: AircraftCategory;
  /** Knots, 100 to 700. */
  cruiseKt?: number | null | undefined;
  /** Hours in quarter hours, 0 to 10 (e.g. 1.5). */
  dailyMinimumHours?: number | null | undefined;
  /** 1 to 120 characters. */
  exampleAircraft?: string | null | undefined;
  /** Whole US dollars, 100 to 100,000. */
  hourlyRateUsd?: number | null | undefined;
  /** Nautical miles, 100 to 10,000. */
  rangeNm?: number | null | undefined;
  /** 1 to 19. */
  seats?: number | null | undefined;
};

/** Where a booking stands. Moves are limited to those in bookings/booking-status-moves.ts. */
export type BookingStatus =
  /** Cancelled before the flight. Final. */
  | 'CANCELLED'
  /** Flown. Final. */
  | 'COMPLETED'
  /** The operator confirmed the flight. */
  | 'CONFIRMED'
  /** The customer accepted a quote; the operator has yet to confirm the aircraft. */
  | 'REQUESTED';

/** One tier of the cancellation schedule. */
export type CancellationTierInput = {
  /** 0 to 365: whole days before the first departure, at least. */
  daysBefore: number;
  /** 0 to 100: percent of the price forfeited. */
  percent: number;
};

export type ContactInput = {
  company?: string | null | undefined;
  /** Where we answer; a customer who signs up with this address (verified) sees the request. */
  email: string;
  /** 1 to 120 characters. */
  name: string;
  /** With country code, e.g. "+44 20 7946 0000". */
  phone?: string | null | undefined;
};

/** The nine currencies the site shows prices in, each with a fixed rate per US dollar. */
export type Currency =
  | 'AED'
  | 'AUD'
  | 'CAD'
  | 'CNY'
  | 'EUR'
  | 'GBP'
  | 'JPY'
  | 'NGN'
  | 'USD';

/** A span of time: from (inclusive) to (exclusive); either end may be left open. */
export type DateRangeInput = {
  from?: string | null | undefined;
  to?: string | null | undefined;
};

/** An empty leg to create as a draft (no id) or to replace (its id). */
export type EmptyLegInput = {
  /** 1 to 120 characters. */
  aircraftType: string;
  /** Required to publish. */
  category?: AircraftCategory | null | undefined;
  /** Earliest departure in the departure airport's local time, "2027-03-01T09:30". */
  earliestLocal: string;
  /** IATA or ICAO code of the departure airport. */
  fromCode: string;
  id?: string | number | null | undefined;
  /** Latest departure in the same local time, not before the earliest. */
  latestLocal: string;
  /** Whole US dollars, 1 to 10,000,000; required to publish. */
  priceUsd?: number | null | undefined;
  /** 1 to 50; required to publish. */
  seats?: number | null | undefined;
  /** IATA or ICAO code of the arrival airport. */
  toCode: string;
};

/** DRAFT: only staff see it; PUBLISHED: on the public list until its window passes. */
export type EmptyLegStatus =
  | 'DRAFT'
  | 'PUBLISHED';

/** Every field of an aircraft of a fleet. */
export type FleetAircraftInput = {
  /** The base airport's IATA or ICAO code. */
  baseAirport: string;
  category: AircraftCategory;
  lavatory?: boolean | null | undefined;
  petsAllowed?: boolean | null | undefined;
  /** The registration (tail number), e.g. N650GX or G-LXJT; any case. */
  registration: string;
  /** Passenger seats, 1 to 30. */
  seats: number;
  /** Make and model, e.g. "Citation XLS+"; 1–80 characters. */
  typeName: string;
  wifi?: boolean | null | undefined;
  /** 1950 to next year. */
  yearOfManufacture: number;
  /** From the year of manufacture to next year. */
  yearOfRefurbishment?: number | null | undefined;
};

/** DEPOSIT: due a few days after booking. BALANCE: the rest, due before the first departure. */
export type InstallmentKind =
  | 'BALANCE'
  | 'DEPOSIT';

/** What an entry of a lead's timeline records. */
export type LeadActivityKind =
  /** The lead was assigned to a staff member, or unassigned; the body names who. */
  | 'ASSIGNED'
  /** A booking of the lead was cancelled: its price left the lead's value (and the win, when nothing else was booked: fromStatus → toStatus). */
  | 'BOOKING_CANCELLED'
  /** The lead was created (by a quote request, form or staff). */
  | 'CREATED'
  /** A note by staff. */
  | 'NOTE'
  /** The customer accepted a quote: a booking exists. */
  | 'QUOTE_ACCEPTED'
  /** The lead sent a quote request. */
  | 'QUOTE_REQUESTED'
  /** Staff sent a quote on one of the lead's requests. */
  | 'QUOTE_SENT'
  | 'RFQ_ANSWERED'
  | 'RFQ_DECLINED'
  | 'RFQ_SENT'
  /** The lead's status moved (fromStatus → toStatus), with an optional note. */
  | 'STATUS_CHANGED';

/** Where a lead came from. */
export type LeadSource =
  /** An affiliate's referral. */
  | 'AFFILIATE'
  /** A quote request from the booking form. */
  | 'BOOKING'
  /** The contact form. */
  | 'CONTACT'
  /** Imported from a file. */
  | 'IMPORT'
  /** Entered by staff. */
  | 'MANUAL'
  /** A customer account sign-up. */
  | 'SIGNUP';

/** Where a lead stands in the sales pipeline. Moves are limited to those in leads/lead-status-moves.ts. */
export type LeadStatus =
  /** Staff have been in touch ("in progress"). */
  | 'CONTACTED'
  /** Did not book; may be reopened (to CONTACTED) or still won. */
  | 'LOST'
  /** Not yet contacted ("pending contact"). */
  | 'NEW'
  /** A real prospect with a budget and a trip ("hot prospect"). */
  | 'QUALIFIED'
  /** Became a booking: the deal counts as revenue. Final. */
  | 'WON';

export type OperatorContactInput = {
  email: string;
  /** en, es, ar or zh; en when omitted. */
  language?: string | null | undefined;
  /** 1–120 characters. */
  name: string;
  phone?: string | null | undefined;
};

/** Every field of an operator; contacts and audits replace the lists held (omitted: none). */
export type OperatorInput = {
  /** Last day the AOC is valid, "YYYY-MM-DD". */
  aocExpiresOn: string;
  /** The AOC's number, 1–40 characters; one per country. */
  aocNumber: string;
  audits?: Array<SafetyAuditInput> | null | undefined;
  /** At most 20. */
  contacts?: Array<OperatorContactInput> | null | undefined;
  /** ISO 3166-1 alpha-2 code of the country that issued the AOC, e.g. GB. */
  country: string;
  /** Last day the insurance covers, "YYYY-MM-DD". */
  insuranceExpiresOn: string;
  /** The company's name, 1–120 characters. */
  name: string;
  /** At most 2,000 characters. */
  notes?: string | null | undefined;
};

/** A payment or refund as staff record it, in the booking's currency. */
export type PaymentInput = {
  /** More than 0, at most two decimals; a payment at most what is outstanding, a refund at most what was paid. */
  amount: number;
  kind: PaymentKind;
  method: PaymentMethod;
  /** For staff only, at most 500 characters. */
  note?: string | null | undefined;
  /** The day the money arrived or left, "2026-12-01": not in the future. */
  receivedOn: string;
  /** The bank's or card's reference, at most 120 characters. */
  reference?: string | null | undefined;
};

/** A payment the customer made, or money given back to them. */
export type PaymentKind =
  | 'PAYMENT'
  | 'REFUND';

/** How the money moved. Recorded only: the site processes no payments. */
export type PaymentMethod =
  | 'BANK_TRANSFER'
  | 'CARD'
  | 'CASH'
  | 'OTHER';

/** What the customer has paid for a booking. */
export type PaymentStatus =
  /** A deposit is paid (bookings made far ahead). */
  | 'DEPOSIT_PAID'
  /** Paid in full. */
  | 'PAID'
  /** Paid and refunded. */
  | 'REFUNDED'
  /** Nothing paid yet. */
  | 'UNPAID';

/** Changes to the pricing settings; anything omitted stays as it is. */
export type PricingInput = {
  /** 0 to 180: days before the first departure the balance is due. */
  balanceDueDays?: number | null | undefined;
  /** 1 to 6 tiers with distinct days, one of them 0; a shorter notice never forfeits less. Replaces the whole schedule. */
  cancellationSchedule?: Array<CancellationTierInput> | null | undefined;
  categories?: Array<AircraftCategoryInput> | null | undefined;
  /** 0 to 60: days after booking the deposit is due. */
  depositDueDays?: number | null | undefined;
  /** 0 to 100: the deposit in percent of the price. */
  depositPercent?: number | null | undefined;
  /** 50 to 100. */
  fuelStopRangePercent?: number | null | undefined;
  /** 0 to 100: the margin, in percent of the operator's price, a quote from an operator's answer starts with. */
  marginDefaultPercent?: number | null | undefined;
  /** 0 to 100,000: the least margin in whole US dollars a quote from an operator's answer may carry. */
  marginMinimumUsd?: number | null | undefined;
  /** 0 to 30: days before a due date the "payment due" email goes. */
  paymentReminderDays?: number | null | undefined;
  programs?: Array<ProgramPriceInput> | null | undefined;
  /** 0 to 50. */
  rangePercent?: number | null | undefined;
  /** 100 to 150. */
  routingFactorPercent?: number | null | undefined;
  /** 1 to 90: days without activity before an open lead is stale. */
  staleLeadDays?: number | null | undefined;
  /** 0 to 60. */
  taxiMinutes?: number | null | undefined;
};

/** The three charter programmes. */
export type ProgramCode =
  | 'CORPORATE'
  | 'MEMBERSHIP'
  | 'ON_DEMAND';

/** A programme's from-price and badge; omitted fields stay as they are. */
export type ProgramPriceInput = {
  code: ProgramCode;
  /** Whole US dollars per the programme's price unit, 1 to 10,000,000; null removes the figure. Corporate (custom) takes none. */
  fromPriceUsd?: number | null | undefined;
  /** True gives this programme the Most Popular badge and takes it from any other. */
  mostPopular?: boolean | null | undefined;
};

/** An operator's offer to send to the customer. */
export type QuoteInput = {
  /** The aircraft, e.g. "Citation XLS+ (N512XL)": 1 to 120 characters. */
  aircraft: string;
  category?: AircraftCategory | null | undefined;
  /** A note for the customer, at most 2,000 characters. */
  note?: string | null | undefined;
  /** The operator in operational control: 1 to 120 characters. */
  operator: string;
  /** Whole US dollars, 1 to 10,000,000. */
  priceUsd: number;
  /** For staff only, never shown to the customer; at most 2,000 characters. */
  staffNote?: string | null | undefined;
  /** Terms shown to the customer, at most 4,000 characters. */
  terms?: string | null | undefined;
  /** Acceptable until then: in the future, at most a year ahead. */
  validUntil: string;
};

export type QuoteRequestInput = {
  /** Null: let us suggest one. */
  category?: AircraftCategory | null | undefined;
  /** Catering wishes, at most 500 characters. */
  catering?: string | null | undefined;
  contact: ContactInput;
  /** One for ONE_WAY, two for ROUND_TRIP (the second back to the start), 2 to 8 for MULTI_CITY. */
  legs: Array<TripLegInput>;
  /** The language the customer reads (en, es, ar, zh; anything else: en). Quote emails are written in it. */
  locale?: string | null | undefined;
  /** Oversized or special luggage, at most 500 characters. */
  luggage?: string | null | undefined;
  /** Anything else, at most 2,000 characters. */
  notes?: string | null | undefined;
  /** 1 to 19. */
  passengers: number;
  pets?: boolean | null | undefined;
  /** ON_DEMAND, MEMBERSHIP or CORPORATE. */
  programInterest?: string | null | undefined;
  /** An affiliate's ?ref= code: letters, digits, - and _, at most 40. */
  referralCode?: string | null | undefined;
  tripType: TripType;
};

/** Where a quote request stands. Moves are limited to those in quotes/quote-status-moves.ts. */
export type QuoteRequestStatus =
  /** The customer accepted a quote: a booking exists. Final. */
  | 'ACCEPTED'
  /** Withdrawn. Final. */
  | 'CANCELLED'
  /** No quote was accepted in time; staff may quote again. */
  | 'EXPIRED'
  /** Received; no quote sent yet. */
  | 'NEW'
  /** At least one quote was sent; the customer can accept one. */
  | 'QUOTED';

/** An operator's quote through its link. */
export type RfqQuoteInput = {
  /** An aircraft of the operator's fleet (RfqInvitation.fleet). */
  aircraftId: string | number;
  /** Conditions of the offer, at most 4,000 characters. */
  conditions?: string | null | undefined;
  currency: Currency;
  /** Whole units of `currency`, greater than zero. */
  price: number;
  /** Until when the price holds: in the future, within a year. */
  validUntil: string;
};

/** An operator's answer to send the customer as a quote option: the customer's price is the operator's price in US dollars at the fixed rate plus the margin. */
export type RfqQuoteOptionInput = {
  /** The margin in percent of the operator's price, 0 to 100; PricingSettings.marginDefaultPercent when neither this nor marginUsd is given. */
  marginPercent?: number | null | undefined;
  /** A fixed margin in whole US dollars, instead of marginPercent. */
  marginUsd?: number | null | undefined;
  /** A note for the customer, at most 2,000 characters. */
  note?: string | null | undefined;
  /** An ANSWERED RFQ of this request whose price still holds. */
  rfqId: string | number;
  /** For staff only; at most 2,000 characters. */
  staffNote?: string | null | undefined;
  /** Terms shown to the customer, at most 4,000 characters; the operator's conditions when omitted. */
  terms?: string | null | undefined;
};

/** An operator to ask, and the one contact of its to write to. */
export type RfqRecipientInput = {
  /** One of the operator's contacts' email addresses. */
  contactEmail: string;
  operatorId: string | number;
};

/** What a signed-in user may do. ADMIN can do all that STAFF can, STAFF all that CUSTOMER can. */
export type Role =
  | 'ADMIN'
  | 'CUSTOMER'
  | 'STAFF';

/** A visitor's alert for empty legs on a route; at least one end. */
export type RouteAlertInput = {
  /** First local date of interest, "2027-03-01". */
  dateFrom?: string | null | undefined;
  /** Last local date of interest. */
  dateTo?: string | null | undefined;
  email: string;
  /** Departure airport code (IATA/ICAO) or city; any when omitted. */
  from?: string | null | undefined;
  /** en, es, ar or zh: the emails' language (en when omitted). */
  locale?: string | null | undefined;
  /** Arrival airport code (IATA/ICAO) or city; any when omitted. */
  to?: string | null | undefined;
};

export type SafetyAuditInput = {
  /** Last day it is valid, "YYYY-MM-DD". */
  expiresOn: string;
  /** The rating, which names the scheme: one audit per scheme. */
  rating: SafetyRating;
};

/** An independent safety audit's result; the first word names the scheme. */
export type SafetyRating =
  /** ARGUS Gold. */
  | 'ARGUS_GOLD'
  /** ARGUS Gold+. */
  | 'ARGUS_GOLD_PLUS'
  /** ARGUS Platinum, ARGUS's highest rating. */
  | 'ARGUS_PLATINUM'
  /** IS-BAO Stage 1: a safety management system in place. */
  | 'IS_BAO_STAGE_1'
  /** IS-BAO Stage 2: its risk management is in use. */
  | 'IS_BAO_STAGE_2'
  /** IS-BAO Stage 3: safety management part of the culture. */
  | 'IS_BAO_STAGE_3'
  /** Wyvern Registered Operator. */
  | 'WYVERN_REGISTERED'
  /** Wyvern Wingman, Wyvern's highest standard. */
  | 'WYVERN_WINGMAN';

export type TestimonialInput = {
  /** The name to show, at most 120 characters; the account's name when omitted. */
  authorName?: string | null | undefined;
  /** The caller's own COMPLETED booking it is about; one testimonial per booking. */
  bookingId?: string | number | null | undefined;
  /** en, es, ar or zh; the account's language when omitted. */
  locale?: string | null | undefined;
  /** 1 to 5 stars. */
  rating: number;
  /** 10 to 1,000 characters. */
  text: string;
};

export type TripLegInput = {
  /** Local date-time at the departure airport, ISO 8601 without offset: "2027-03-01T09:30". */
  departAt: string;
  /** Departure airport: IATA or ICAO code, e.g. "LHR" or "EGLL". */
  from: string;
  /** Arrival airport: IATA or ICAO code. */
  to: string;
};

/** Shape of a trip: one leg, out and back (two legs, the second the reverse of the first), or two or more legs. */
export type TripType =
  | 'MULTI_CITY'
  | 'ONE_WAY'
  | 'ROUND_TRIP';

export type AdminAnalytics_FiguresQueryVariables = Exact<{
  range: DateRangeInput;
}>;


export type AdminAnalytics_FiguresQuery = { analytics: { totalLeads: number, bookings: number, revenueUsd: number, bookingsByCategory: Array<{ category: AircraftCategory | null, bookings: number, revenueUsd: number }>, topRoutes: Array<{ from: string, to: string, count: number }> } };

export type AdminDashboard_LeadStatusQueryVariables = Exact<{
  q?: string | null | undefined;
}>;


export type AdminDashboard_LeadStatusQuery = { leads: { edges: Array<{ node: { status: LeadStatus } }> } };

export type AdminDashboard_TotalLeadsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminDashboard_TotalLeadsQuery = { leadStats: { totalLeads: number } };

export type AdminDesk_LeadStatusQueryVariables = Exact<{
  q?: string | null | undefined;
}>;


export type AdminDesk_LeadStatusQuery = { leads: { edges: Array<{ node: { status: LeadStatus } }> } };

export type AdminUsers_CountQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminUsers_CountQuery = { users: { totalCount: number } };

export type Affiliates_MyRequestsQueryVariables = Exact<{ [key: string]: never; }>;


export type Affiliates_MyRequestsQuery = { myQuoteRequests: { edges: Array<{ node: { id: string, reference: string } }> } };

export type Affiliates_ApplyApiMutationVariables = Exact<{
  input: AffiliateApplicationInput;
}>;


export type Affiliates_ApplyApiMutation = { applyForAffiliate: { id: string } };

export type Affiliates_ApproveApiMutationVariables = Exact<{
  id: string | number;
}>;


export type Affiliates_ApproveApiMutation = { reviewAffiliateApplication: { referralCode: string | null } };

export type Affiliates_AcceptMutationVariables = Exact<{
  id: string | number;
}>;


export type Affiliates_AcceptMutation = { acceptQuote: { id: string, number: string } };

export type Booking_LeadRequestsQueryVariables = Exact<{
  search?: string | null | undefined;
}>;


export type Booking_LeadRequestsQuery = { leads: { edges: Array<{ node: { quoteRequests: Array<{ reference: string, tripType: TripType }> } }> } };

export type Catalogue_SetProgrammePriceMutationVariables = Exact<{
  input: PricingInput;
}>;


export type Catalogue_SetProgrammePriceMutation = { updatePricing: { __typename: 'PricingSettings' } };

export type CharterPayments_RecordMutationVariables = Exact<{
  id: string | number;
  input: PaymentInput;
}>;


export type CharterPayments_RecordMutation = { recordPayment: { id: string, paymentStatus: PaymentStatus } };

export type CharterPayments_BookingQueryVariables = Exact<{
  id: string | number;
}>;


export type CharterPayments_BookingQuery = { quoteRequest: { booking: { id: string, currency: Currency, price: number, agreement: { termsVersion: string } | null } | null } | null };

export type Conversation_LeadOfRequestQueryVariables = Exact<{
  id: string | number;
}>;


export type Conversation_LeadOfRequestQuery = { quoteRequest: { leadId: string | null } | null };

export type Conversation_ThreadQueryVariables = Exact<{
  id: string | number;
}>;


export type Conversation_ThreadQuery = { conversation: { messages: Array<{ body: string }> } };

export type CustomerDashboard_MyRequestsQueryVariables = Exact<{ [key: string]: never; }>;


export type CustomerDashboard_MyRequestsQuery = { myQuoteRequests: { edges: Array<{ node: { id: string, reference: string } }> } };

export type CustomerDashboard_RequestQueryVariables = Exact<{
  id: string | number;
}>;


export type CustomerDashboard_RequestQuery = { quoteRequest: { id: string } | null };

export type CustomerDashboard_AcceptMutationVariables = Exact<{
  id: string | number;
}>;


export type CustomerDashboard_AcceptMutation = { acceptQuote: { id: string } };

export type CustomerTestimonials_MineQueryVariables = Exact<{ [key: string]: never; }>;


export type CustomerTestimonials_MineQuery = { myTestimonials: { edges: Array<{ node: { id: string } }> } };

export type EmptyLegsE2e_SaveMutationVariables = Exact<{
  input: EmptyLegInput;
}>;


export type EmptyLegsE2e_SaveMutation = { saveEmptyLeg: { id: string } };

export type EmptyLegsE2e_PublishMutationVariables = Exact<{
  id: string | number;
}>;


export type EmptyLegsE2e_PublishMutation = { publishEmptyLeg: { id: string, status: EmptyLegStatus } };

export type EmptyLegsE2e_AlertMutationVariables = Exact<{
  input: RouteAlertInput;
}>;


export type EmptyLegsE2e_AlertMutation = { createRouteAlert: { email: string } };

export type Forms_LeadSourcesQueryVariables = Exact<{
  search?: string | null | undefined;
}>;


export type Forms_LeadSourcesQuery = { leads: { edges: Array<{ node: { source: LeadSource, activity: Array<{ kind: LeadActivityKind }> } }> } };

export type LeadDetail_LeadByEmailQueryVariables = Exact<{
  q?: string | null | undefined;
}>;


export type LeadDetail_LeadByEmailQuery = { leads: { edges: Array<{ node: { id: string } }> } };

export type LeadDetail_MoveMutationVariables = Exact<{
  id: string | number;
  status: LeadStatus;
}>;


export type LeadDetail_MoveMutation = { changeLeadStatus: { id: string } };

export type LeadDetail_CustomersRequestQueryVariables = Exact<{
  id: string | number;
}>;


export type LeadDetail_CustomersRequestQuery = { quoteRequest: { status: QuoteRequestStatus, quotes: Array<{ priceUsd: number, aircraft: string }> } | null };

export type Passengers_MyBookingQueryVariables = Exact<{ [key: string]: never; }>;


export type Passengers_MyBookingQuery = { myBookings: { edges: Array<{ node: { id: string, quoteRequest: { id: string } } }> } };

export type RfqArabic_SendOptionsMutationVariables = Exact<{
  quoteRequestId: string | number;
  options: Array<RfqQuoteOptionInput> | RfqQuoteOptionInput;
}>;


export type RfqArabic_SendOptionsMutation = { sendRfqQuotes: Array<{ id: string }> };

export type Rfq_CreateOperatorMutationVariables = Exact<{
  input: OperatorInput;
}>;


export type Rfq_CreateOperatorMutation = { createOperator: { id: string } };

export type Rfq_AddAircraftMutationVariables = Exact<{
  operatorId: string | number;
  input: FleetAircraftInput;
}>;


export type Rfq_AddAircraftMutation = { addAircraft: { id: string } };

export type Rfq_LeadByEmailQueryVariables = Exact<{
  q?: string | null | undefined;
}>;


export type Rfq_LeadByEmailQuery = { leads: { edges: Array<{ node: { id: string } }> } };

export type Rfq_SendRfqMutationVariables = Exact<{
  quoteRequestId: string | number;
  recipients: Array<RfqRecipientInput> | RfqRecipientInput;
}>;


export type Rfq_SendRfqMutation = { sendRfq: Array<{ id: string, contactEmail: string }> };

export type Rfq_AnswerMutationVariables = Exact<{
  token: string;
  rfqId: string | number;
  input: RfqQuoteInput;
}>;


export type Rfq_AnswerMutation = { answerRfq: { id: string } };

export type Operators_CreateMutationVariables = Exact<{
  input: OperatorInput;
}>;


export type Operators_CreateMutation = { createOperator: { id: string } };

export type Operators_AddAircraftMutationVariables = Exact<{
  operatorId: string | number;
  input: FleetAircraftInput;
}>;


export type Operators_AddAircraftMutation = { addAircraft: { id: string } };

export type Operators_SendRfqMutationVariables = Exact<{
  quoteRequestId: string | number;
  recipients: Array<RfqRecipientInput> | RfqRecipientInput;
}>;


export type Operators_SendRfqMutation = { sendRfq: Array<{ id: string, contactEmail: string }> };

export type Operators_AnswerMutationVariables = Exact<{
  token: string;
  rfqId: string | number;
  input: RfqQuoteInput;
}>;


export type Operators_AnswerMutation = { answerRfq: { id: string } };

export type Staff_UserByEmailQueryVariables = Exact<{
  q?: string | null | undefined;
}>;


export type Staff_UserByEmailQuery = { users: { edges: Array<{ node: { id: string } }> } };

export type Staff_SetRoleMutationVariables = Exact<{
  id: string | number;
  role: Role;
}>;


export type Staff_SetRoleMutation = { setUserRole: { id: string } };

export type Testimonials_SubmitMutationVariables = Exact<{
  input: TestimonialInput;
}>;


export type Testimonials_SubmitMutation = { submitTestimonial: { id: string } };

export type Testimonials_ApproveMutationVariables = Exact<{
  id: string | number;
}>;


export type Testimonials_ApproveMutation = { reviewTestimonial: { id: string } };

export type Trips_SubmitRequestMutationVariables = Exact<{
  input: QuoteRequestInput;
  key?: string | null | undefined;
}>;


export type Trips_SubmitRequestMutation = { submitQuoteRequest: { id: string, reference: string } };

export type Trips_SendQuoteMutationVariables = Exact<{
  id: string | number;
  input: QuoteInput;
}>;


export type Trips_SendQuoteMutation = { sendQuote: { id: string } };

export type Trips_AcceptQuoteMutationVariables = Exact<{
  id: string | number;
}>;


export type Trips_AcceptQuoteMutation = { acceptQuote: { id: string, number: string, confirmationCode: string, amountOutstanding: number } };

export type Trips_RecordPaymentMutationVariables = Exact<{
  id: string | number;
  input: PaymentInput;
}>;


export type Trips_RecordPaymentMutation = { recordPayment: { id: string } };

export type Trips_ChangeBookingStatusMutationVariables = Exact<{
  id: string | number;
  status: BookingStatus;
}>;


export type Trips_ChangeBookingStatusMutation = { changeBookingStatus: { id: string } };

export type TripArabic_LeadOfRequestQueryVariables = Exact<{
  id: string | number;
}>;


export type TripArabic_LeadOfRequestQuery = { quoteRequest: { leadId: string | null, booking: { id: string, number: string, confirmationCode: string, currency: Currency, amountOutstanding: number, paymentSchedule: Array<{ kind: InstallmentKind, amount: number }> } | null } | null };

export type TripArabic_RecordPaymentMutationVariables = Exact<{
  id: string | number;
  input: PaymentInput;
}>;


export type TripArabic_RecordPaymentMutation = { recordPayment: { id: string, paymentStatus: PaymentStatus } };

export type TripArabic_ConfirmMutationVariables = Exact<{
  id: string | number;
}>;


export type TripArabic_ConfirmMutation = { changeBookingStatus: { id: string } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}

export const AdminAnalytics_FiguresDocument = new TypedDocumentString(`
    query AdminAnalytics_Figures($range: DateRangeInput!) {
  analytics(range: $range) {
    totalLeads
    bookings
    revenueUsd
    bookingsByCategory {
      category
      bookings
      revenueUsd
    }
    topRoutes {
      from
      to
      count
    }
  }
}
    `) as unknown as TypedDocumentString<AdminAnalytics_FiguresQuery, AdminAnalytics_FiguresQueryVariables>;
export const AdminDashboard_LeadStatusDocument = new TypedDocumentString(`
    query AdminDashboard_LeadStatus($q: String) {
  leads(filter: {search: $q}, first: 1) {
    edges {
      node {
        status
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AdminDashboard_LeadStatusQuery, AdminDashboard_LeadStatusQueryVariables>;
export const AdminDashboard_TotalLeadsDocument = new TypedDocumentString(`
    query AdminDashboard_TotalLeads {
  leadStats {
    totalLeads
  }
}
    `) as unknown as TypedDocumentString<AdminDashboard_TotalLeadsQuery, AdminDashboard_TotalLeadsQueryVariables>;
export const AdminDesk_LeadStatusDocument = new TypedDocumentString(`
    query AdminDesk_LeadStatus($q: String) {
  leads(filter: {search: $q}) {
    edges {
      node {
        status
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AdminDesk_LeadStatusQuery, AdminDesk_LeadStatusQueryVariables>;
export const AdminUsers_CountDocument = new TypedDocumentString(`
    query AdminUsers_Count {
  users {
    totalCount
  }
}
    `) as unknown as TypedDocumentString<AdminUsers_CountQuery, AdminUsers_CountQueryVariables>;
export const Affiliates_MyRequestsDocument = new TypedDocumentString(`
    query Affiliates_MyRequests {
  myQuoteRequests {
    edges {
      node {
        id
        reference
      }
    }
  }
}
    `) as unknown as TypedDocumentString<Affiliates_MyRequestsQuery, Affiliates_MyRequestsQueryVariables>;
export const Affiliates_ApplyApiDocument = new TypedDocumentString(`
    mutation Affiliates_ApplyApi($input: AffiliateApplicationInput!) {
  applyForAffiliate(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<Affiliates_ApplyApiMutation, Affiliates_ApplyApiMutationVariables>;
export const Affiliates_ApproveApiDocument = new TypedDocumentString(`
    mutation Affiliates_ApproveApi($id: ID!) {
  reviewAffiliateApplication(id: $id, approve: true, commissionRatePercent: 12.5) {
    referralCode
  }
}
    `) as unknown as TypedDocumentString<Affiliates_ApproveApiMutation, Affiliates_ApproveApiMutationVariables>;
export const Affiliates_AcceptDocument = new TypedDocumentString(`
    mutation Affiliates_Accept($id: ID!) {
  acceptQuote(quoteId: $id, termsVersion: "2026-11") {
    id
    number
  }
}
    `) as unknown as TypedDocumentString<Affiliates_AcceptMutation, Affiliates_AcceptMutationVariables>;
export const Booking_LeadRequestsDocument = new TypedDocumentString(`
    query Booking_LeadRequests($search: String) {
  leads(filter: {search: $search}, first: 5) {
    edges {
      node {
        quoteRequests {
          reference
          tripType
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<Booking_LeadRequestsQuery, Booking_LeadRequestsQueryVariables>;
export const Catalogue_SetProgrammePriceDocument = new TypedDocumentString(`
    mutation Catalogue_SetProgrammePrice($input: PricingInput!) {
  updatePricing(input: $input) {
    __typename
  }
}
    `) as unknown as TypedDocumentString<Catalogue_SetProgrammePriceMutation, Catalogue_SetProgrammePriceMutationVariables>;
export const CharterPayments_RecordDocument = new TypedDocumentString(`
    mutation CharterPayments_Record($id: ID!, $input: PaymentInput!) {
  recordPayment(bookingId: $id, input: $input) {
    id
    paymentStatus
  }
}
    `) as unknown as TypedDocumentString<CharterPayments_RecordMutation, CharterPayments_RecordMutationVariables>;
export const CharterPayments_BookingDocument = new TypedDocumentString(`
    query CharterPayments_Booking($id: ID!) {
  quoteRequest(id: $id) {
    booking {
      id
      currency
      price
      agreement {
        termsVersion
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CharterPayments_BookingQuery, CharterPayments_BookingQueryVariables>;
export const Conversation_LeadOfRequestDocument = new TypedDocumentString(`
    query Conversation_LeadOfRequest($id: ID!) {
  quoteRequest(id: $id) {
    leadId
  }
}
    `) as unknown as TypedDocumentString<Conversation_LeadOfRequestQuery, Conversation_LeadOfRequestQueryVariables>;
export const Conversation_ThreadDocument = new TypedDocumentString(`
    query Conversation_Thread($id: ID!) {
  conversation(quoteRequestId: $id) {
    messages {
      body
    }
  }
}
    `) as unknown as TypedDocumentString<Conversation_ThreadQuery, Conversation_ThreadQueryVariables>;
export const CustomerDashboard_MyRequestsDocument = new TypedDocumentString(`
    query CustomerDashboard_MyRequests {
  myQuoteRequests {
    edges {
      node {
        id
        reference
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CustomerDashboard_MyRequestsQuery, CustomerDashboard_MyRequestsQueryVariables>;
export const CustomerDashboard_RequestDocument = new TypedDocumentString(`
    query CustomerDashboard_Request($id: ID!) {
  quoteRequest(id: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<CustomerDashboard_RequestQuery, CustomerDashboard_RequestQueryVariables>;
export const CustomerDashboard_AcceptDocument = new TypedDocumentString(`
    mutation CustomerDashboard_Accept($id: ID!) {
  acceptQuote(quoteId: $id, termsVersion: "2026-11") {
    id
  }
}
    `) as unknown as TypedDocumentString<CustomerDashboard_AcceptMutation, CustomerDashboard_AcceptMutationVariables>;
export const CustomerTestimonials_MineDocument = new TypedDocumentString(`
    query CustomerTestimonials_Mine {
  myTestimonials {
    edges {
      node {
        id
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CustomerTestimonials_MineQuery, CustomerTestimonials_MineQueryVariables>;
export const EmptyLegsE2e_SaveDocument = new TypedDocumentString(`
    mutation EmptyLegsE2e_Save($input: EmptyLegInput!) {
  saveEmptyLeg(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<EmptyLegsE2e_SaveMutation, EmptyLegsE2e_SaveMutationVariables>;
export const EmptyLegsE2e_PublishDocument = new TypedDocumentString(`
    mutation EmptyLegsE2e_Publish($id: ID!) {
  publishEmptyLeg(id: $id) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<EmptyLegsE2e_PublishMutation, EmptyLegsE2e_PublishMutationVariables>;
export const EmptyLegsE2e_AlertDocument = new TypedDocumentString(`
    mutation EmptyLegsE2e_Alert($input: RouteAlertInput!) {
  createRouteAlert(input: $input) {
    email
  }
}
    `) as unknown as TypedDocumentString<EmptyLegsE2e_AlertMutation, EmptyLegsE2e_AlertMutationVariables>;
export const Forms_LeadSourcesDocument = new TypedDocumentString(`
    query Forms_LeadSources($search: String) {
  leads(filter: {search: $search}, first: 5) {
    edges {
      node {
        source
        activity {
          kind
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<Forms_LeadSourcesQuery, Forms_LeadSourcesQueryVariables>;
export const LeadDetail_LeadByEmailDocument = new TypedDocumentString(`
    query LeadDetail_LeadByEmail($q: String) {
  leads(filter: {search: $q}, first: 1) {
    edges {
      node {
        id
      }
    }
  }
}
    `) as unknown as TypedDocumentString<LeadDetail_LeadByEmailQuery, LeadDetail_LeadByEmailQueryVariables>;
export const LeadDetail_MoveDocument = new TypedDocumentString(`
    mutation LeadDetail_Move($id: ID!, $status: LeadStatus!) {
  changeLeadStatus(id: $id, status: $status) {
    id
  }
}
    `) as unknown as TypedDocumentString<LeadDetail_MoveMutation, LeadDetail_MoveMutationVariables>;
export const LeadDetail_CustomersRequestDocument = new TypedDocumentString(`
    query LeadDetail_CustomersRequest($id: ID!) {
  quoteRequest(id: $id) {
    status
    quotes {
      priceUsd
      aircraft
    }
  }
}
    `) as unknown as TypedDocumentString<LeadDetail_CustomersRequestQuery, LeadDetail_CustomersRequestQueryVariables>;
export const Passengers_MyBookingDocument = new TypedDocumentString(`
    query Passengers_MyBooking {
  myBookings(first: 1) {
    edges {
      node {
        id
        quoteRequest {
          id
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<Passengers_MyBookingQuery, Passengers_MyBookingQueryVariables>;
export const RfqArabic_SendOptionsDocument = new TypedDocumentString(`
    mutation RfqArabic_SendOptions($quoteRequestId: ID!, $options: [RfqQuoteOptionInput!]!) {
  sendRfqQuotes(quoteRequestId: $quoteRequestId, options: $options) {
    id
  }
}
    `) as unknown as TypedDocumentString<RfqArabic_SendOptionsMutation, RfqArabic_SendOptionsMutationVariables>;
export const Rfq_CreateOperatorDocument = new TypedDocumentString(`
    mutation Rfq_CreateOperator($input: OperatorInput!) {
  createOperator(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<Rfq_CreateOperatorMutation, Rfq_CreateOperatorMutationVariables>;
export const Rfq_AddAircraftDocument = new TypedDocumentString(`
    mutation Rfq_AddAircraft($operatorId: ID!, $input: FleetAircraftInput!) {
  addAircraft(operatorId: $operatorId, input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<Rfq_AddAircraftMutation, Rfq_AddAircraftMutationVariables>;
export const Rfq_LeadByEmailDocument = new TypedDocumentString(`
    query Rfq_LeadByEmail($q: String) {
  leads(filter: {search: $q}, first: 1) {
    edges {
      node {
        id
      }
    }
  }
}
    `) as unknown as TypedDocumentString<Rfq_LeadByEmailQuery, Rfq_LeadByEmailQueryVariables>;
export const Rfq_SendRfqDocument = new TypedDocumentString(`
    mutation Rfq_SendRfq($quoteRequestId: ID!, $recipients: [RfqRecipientInput!]!) {
  sendRfq(quoteRequestId: $quoteRequestId, recipients: $recipients) {
    id
    contactEmail
  }
}
    `) as unknown as TypedDocumentString<Rfq_SendRfqMutation, Rfq_SendRfqMutationVariables>;
export const Rfq_AnswerDocument = new TypedDocumentString(`
    mutation Rfq_Answer($token: String!, $rfqId: ID!, $input: RfqQuoteInput!) {
  answerRfq(token: $token, rfqId: $rfqId, input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<Rfq_AnswerMutation, Rfq_AnswerMutationVariables>;
export const Operators_CreateDocument = new TypedDocumentString(`
    mutation Operators_Create($input: OperatorInput!) {
  createOperator(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<Operators_CreateMutation, Operators_CreateMutationVariables>;
export const Operators_AddAircraftDocument = new TypedDocumentString(`
    mutation Operators_AddAircraft($operatorId: ID!, $input: FleetAircraftInput!) {
  addAircraft(operatorId: $operatorId, input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<Operators_AddAircraftMutation, Operators_AddAircraftMutationVariables>;
export const Operators_SendRfqDocument = new TypedDocumentString(`
    mutation Operators_SendRfq($quoteRequestId: ID!, $recipients: [RfqRecipientInput!]!) {
  sendRfq(quoteRequestId: $quoteRequestId, recipients: $recipients) {
    id
    contactEmail
  }
}
    `) as unknown as TypedDocumentString<Operators_SendRfqMutation, Operators_SendRfqMutationVariables>;
export const Operators_AnswerDocument = new TypedDocumentString(`
    mutation Operators_Answer($token: String!, $rfqId: ID!, $input: RfqQuoteInput!) {
  answerRfq(token: $token, rfqId: $rfqId, input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<Operators_AnswerMutation, Operators_AnswerMutationVariables>;
export const Staff_UserByEmailDocument = new TypedDocumentString(`
    query Staff_UserByEmail($q: String) {
  users(search: $q, first: 1) {
    edges {
      node {
        id
      }
    }
  }
}
    `) as unknown as TypedDocumentString<Staff_UserByEmailQuery, Staff_UserByEmailQueryVariables>;
export const Staff_SetRoleDocument = new TypedDocumentString(`
    mutation Staff_SetRole($id: ID!, $role: Role!) {
  setUserRole(userId: $id, role: $role) {
    id
  }
}
    `) as unknown as TypedDocumentString<Staff_SetRoleMutation, Staff_SetRoleMutationVariables>;
export const Testimonials_SubmitDocument = new TypedDocumentString(`
    mutation Testimonials_Submit($input: TestimonialInput!) {
  submitTestimonial(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<Testimonials_SubmitMutation, Testimonials_SubmitMutationVariables>;
export const Testimonials_ApproveDocument = new TypedDocumentString(`
    mutation Testimonials_Approve($id: ID!) {
  reviewTestimonial(id: $id, status: APPROVED) {
    id
  }
}
    `) as unknown as TypedDocumentString<Testimonials_ApproveMutation, Testimonials_ApproveMutationVariables>;
export const Trips_SubmitRequestDocument = new TypedDocumentString(`
    mutation Trips_SubmitRequest($input: QuoteRequestInput!, $key: String) {
  submitQuoteRequest(input: $input, idempotencyKey: $key) {
    id
    reference
  }
}
    `) as unknown as TypedDocumentString<Trips_SubmitRequestMutation, Trips_SubmitRequestMutationVariables>;
export const Trips_SendQuoteDocument = new TypedDocumentString(`
    mutation Trips_SendQuote($id: ID!, $input: QuoteInput!) {
  sendQuote(quoteRequestId: $id, input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<Trips_SendQuoteMutation, Trips_SendQuoteMutationVariables>;
export const Trips_AcceptQuoteDocument = new TypedDocumentString(`
    mutation Trips_AcceptQuote($id: ID!) {
  acceptQuote(quoteId: $id, termsVersion: "2026-11") {
    id
    number
    confirmationCode
    amountOutstanding
  }
}
    `) as unknown as TypedDocumentString<Trips_AcceptQuoteMutation, Trips_AcceptQuoteMutationVariables>;
export const Trips_RecordPaymentDocument = new TypedDocumentString(`
    mutation Trips_RecordPayment($id: ID!, $input: PaymentInput!) {
  recordPayment(bookingId: $id, input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<Trips_RecordPaymentMutation, Trips_RecordPaymentMutationVariables>;
export const Trips_ChangeBookingStatusDocument = new TypedDocumentString(`
    mutation Trips_ChangeBookingStatus($id: ID!, $status: BookingStatus!) {
  changeBookingStatus(id: $id, status: $status) {
    id
  }
}
    `) as unknown as TypedDocumentString<Trips_ChangeBookingStatusMutation, Trips_ChangeBookingStatusMutationVariables>;
export const TripArabic_LeadOfRequestDocument = new TypedDocumentString(`
    query TripArabic_LeadOfRequest($id: ID!) {
  quoteRequest(id: $id) {
    leadId
    booking {
      id
      number
      confirmationCode
      currency
      amountOutstanding
      paymentSchedule {
        kind
        amount
      }
    }
  }
}
    `) as unknown as TypedDocumentString<TripArabic_LeadOfRequestQuery, TripArabic_LeadOfRequestQueryVariables>;
export const TripArabic_RecordPaymentDocument = new TypedDocumentString(`
    mutation TripArabic_RecordPayment($id: ID!, $input: PaymentInput!) {
  recordPayment(bookingId: $id, input: $input) {
    id
    paymentStatus
  }
}
    `) as unknown as TypedDocumentString<TripArabic_RecordPaymentMutation, TripArabic_RecordPaymentMutationVariables>;
export const TripArabic_ConfirmDocument = new TypedDocumentString(`
    mutation TripArabic_Confirm($id: ID!) {
  changeBookingStatus(id: $id, status: CONFIRMED) {
    id
  }
}
    `) as unknown as TypedDocumentString<TripArabic_ConfirmMutation, TripArabic_ConfirmMutationVariables>;
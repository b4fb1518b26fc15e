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

/** Where an affiliate application stands. Moves are limited to those in affiliates/affiliate-status-moves.ts. */
export type AffiliateApplicationStatus =
  /** An affiliate with a referral code: requests and messages carrying it are attributed to them. */
  | 'APPROVED'
  /** Waiting for staff. */
  | 'PENDING'
  /** Declined, or revoked after approval (the code then attributes nothing). Final; the email may apply again. */
  | 'REJECTED';

/** What carried an affiliate's referral code. */
export type AffiliateReferralKind =
  /** A contact message. */
  | 'MESSAGE'
  /** A quote request. */
  | 'REQUEST';

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

/** PRICING: category figures, programme prices and estimate rules; OFFERS: featured flights; USERS: roles, invitations, disabling, sessions ended; PASSENGERS: every reading of passengers' details (which booking, by whom), their changes, links, erasure and data downloads. */
export type AuditSubject =
  | 'OFFERS'
  | 'PASSENGERS'
  | 'PRICING'
  | 'USERS';

/** Every field given must match (AND); a list matches any of its values. */
export type BookingFilter = {
  /** When the first leg departs. */
  departing?: DateRangeInput | null | undefined;
  paymentStatus?: Array<PaymentStatus> | null | undefined;
  /** Text in the booking number, confirmation code, route, or the customer's name or email (any case), at most 100 characters. */
  search?: string | null | undefined;
  status?: Array<BookingStatus> | null | undefined;
};

export type BookingOrder = {
  /** DESC unless given. */
  direction?: SortDirection | null | undefined;
  field: BookingOrderField;
};

/** What bookings can be sorted by; ties fall back to newest first. */
export type BookingOrderField =
  | 'CREATED_AT'
  | 'DEPARTS_AT'
  | 'PRICE';

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

export type CompanyDeskInput = {
  /** Empty, or an email address. */
  email: string;
  /** At most 120 characters. */
  hours: string;
  /** 1 to 80 characters. */
  name: string;
  /** Empty, or + and 7 to 15 digits. */
  phone: string;
  /** At most 80 characters. */
  region: string;
};

export type CompanyFiguresInput = {
  /** A whole number, 0 to 100. */
  clientSatisfactionPercent?: number | null | undefined;
  fleetAccess?: number | null | undefined;
  flightsArranged?: number | null | undefined;
  /** 1900 to this year. */
  foundedYear?: number | null | undefined;
};

export type CompanyLeaderInput = {
  /** At most 600 characters. */
  bio: string;
  /** 1 to 120 characters. */
  name: string;
  /** 1 to 120 characters. */
  role: string;
};

/** Every field: the settings are replaced as a whole. */
export type CompanySettingsInput = {
  /** At most 20, each 1 to 160 characters. */
  certifications: Array<string>;
  /** At most 60 characters. */
  companyNumber: string;
  /** At most 12. */
  desks: Array<CompanyDeskInput>;
  /** Empty, or an email address. */
  email: string;
  figures: CompanyFiguresInput;
  /** At most 10. */
  insurance: Array<InsuranceCoverInput>;
  /** At most 20, in the order shown. */
  leadership: Array<CompanyLeaderInput>;
  /** At most 200 characters. */
  legalName: string;
  /** Empty, or + and 7 to 15 digits. */
  phone: string;
  /** At most 500 characters. */
  registeredAddress: string;
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

export type ContactMessageInput = {
  /** At most 120 characters. */
  company?: string | null | undefined;
  /** Where we answer. */
  email: string;
  /** The language to answer in: en, es, ar or zh; en when omitted. */
  locale?: string | null | undefined;
  /** 10 to 5,000 characters. */
  message: string;
  /** 1 to 120 characters. */
  name: string;
  /** With country code, e.g. "+44 20 7946 0000". */
  phone?: string | null | undefined;
  /** An affiliate's ?ref= code: letters, digits, - and _, at most 40. Unknown codes are kept, not refused. */
  referralCode?: string | null | undefined;
  /** At most 200 characters. */
  subject?: string | null | undefined;
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

/** The public list's filters; each one left out matches every leg. */
export type EmptyLegFilter = {
  /** Local date "2027-03-01": windows ending on or after it. */
  dateFrom?: string | null | undefined;
  /** Local date: windows starting on or before it. */
  dateTo?: string | null | undefined;
  /** Departure airport code (IATA/ICAO) or city. */
  from?: string | null | undefined;
  /** At least this many seats, 1 to 50. */
  seats?: number | null | undefined;
  /** Arrival airport code (IATA/ICAO) or city. */
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

/** Why a category cannot fly the trip as asked. */
export type EstimateExclusion =
  /** The category has fewer seats than there are passengers. */
  | 'TOO_FEW_SEATS';

export type EstimateInput = {
  /** Estimate only this category; null estimates all four. */
  category?: AircraftCategory | null | undefined;
  /** The legs in flying order, 1 to 8. */
  legs: Array<TripLegInput>;
  /** Passengers, 1 to 19. */
  passengers: number;
  /** When given, the legs must fit it: ONE_WAY one leg, ROUND_TRIP two (out and back), MULTI_CITY two or more. */
  tripType?: TripType | null | undefined;
};

/** Where a quote's price stands against the request's own estimate range (QuoteRequest.estimate). */
export type EstimatePosition =
  /** More than the estimate's high end. */
  | 'ABOVE'
  /** Less than the estimate's low end. */
  | 'BELOW'
  /** From the low end to the high end. */
  | 'WITHIN';

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

/** REQUIRED: the cell is empty. INVALID: not a value of the column's kind. OUT_OF_RANGE: outside min–max. UNKNOWN_AIRPORT: no airport has this IATA or ICAO code. DUPLICATE_IN_FILE: the registration is on an earlier row too. OTHER_OPERATOR: the registration belongs to another operator's fleet. */
export type FleetRowProblemCode =
  | 'DUPLICATE_IN_FILE'
  | 'INVALID'
  | 'OTHER_OPERATOR'
  | 'OUT_OF_RANGE'
  | 'REQUIRED'
  | 'UNKNOWN_AIRPORT';

/** A featured flight to create (no id) or replace (its id). */
export type FlightOfferInput = {
  category: AircraftCategory;
  /** 0 to 95. */
  discountPercent: number;
  featured: boolean;
  /** Departure as shown to visitors, 1–120 characters. */
  from: string;
  /** Three-letter IATA code of the departure airport. */
  fromIata?: string | null | undefined;
  /** The offer to change; omitted to create one. */
  id?: string | number | null | undefined;
  /** Offer price in whole US dollars, more than 0. */
  priceUsd: number;
  /** Display position, smallest first. */
  sortOrder: number;
  /** Arrival as shown to visitors, 1–120 characters. */
  to: string;
  /** Three-letter IATA code of the arrival airport. */
  toIata?: string | null | undefined;
  /** When the offer stops being shown; null for open-ended. */
  validUntil?: string | null | undefined;
};

/** DEPOSIT: due a few days after booking. BALANCE: the rest, due before the first departure. */
export type InstallmentKind =
  | 'BALANCE'
  | 'DEPOSIT';

/** PAID: covered by what was paid. DUE: not yet covered, due date ahead. OVERDUE: not covered, due date passed. */
export type InstallmentState =
  | 'DUE'
  | 'OVERDUE'
  | 'PAID';

export type InsuranceCoverInput = {
  /** 1 to 160 characters. */
  cover: string;
  /** Whole US dollars. */
  limitUsd?: number | null | undefined;
};

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

/** The leads as a table or as the pipeline board. */
export type LeadBoardLayout =
  | 'BOARD'
  | 'TABLE';

export type LeadBoardViewInput = {
  layout: LeadBoardLayout;
  orderDirection: SortDirection;
  orderField: LeadOrderField;
  /** At most 200 characters. */
  search: string;
  source?: LeadSource | null | undefined;
  status?: LeadStatus | null | undefined;
};

/** What happened to a lead: it was created, changed (a note, a new request, a quote), or moved to another status. */
export type LeadEventType =
  | 'CREATED'
  | 'STATUS_CHANGED'
  | 'UPDATED';

/** Every field given must match (AND); a list matches any of its values. */
export type LeadFilter = {
  /** When the lead was created. */
  created?: DateRangeInput | null | undefined;
  /** Highest score, 0–100. */
  maxScore?: number | null | undefined;
  /** Lowest score, 0–100. */
  minScore?: number | null | undefined;
  /** Text in the contact's name, company, email or phone (any case), at most 100 characters. */
  search?: string | null | undefined;
  source?: Array<LeadSource> | null | undefined;
  status?: Array<LeadStatus> | null | undefined;
};

export type LeadOrder = {
  /** DESC unless given. */
  direction?: SortDirection | null | undefined;
  field: LeadOrderField;
};

/** What leads can be sorted by; ties fall back to newest first. */
export type LeadOrderField =
  | 'CREATED_AT'
  | 'ESTIMATED_VALUE'
  | 'SCORE';

/** One reason in a lead's score (leads/lead-scoring.ts). */
export type LeadScoreFactor =
  /** Phone, company and trip details given. */
  | 'COMPLETENESS'
  /** A company email domain rather than a free-mail one. */
  | 'EMAIL_DOMAIN'
  /** Programme asked about: corporate 20, membership 15, on demand 5. */
  | 'PROGRAM_INTEREST'
  /** How soon the trip departs, and whether the same email asked again lately. */
  | 'RECENCY'
  /** Passengers and legs. */
  | 'TRIP_SIZE'
  /** The estimate's midpoint. */
  | 'TRIP_VALUE';

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

/** PRIVACY: the privacy notice; COOKIES: the cookie notice. (The charter terms are charterTerms.) */
export type LegalPageKind =
  | 'COOKIES'
  | 'PRIVACY';

/** OFF: no email; AT_ONCE: one email per new lead as it arrives; DAILY_DIGEST: one email a day listing them. */
export type NewLeadMail =
  | 'AT_ONCE'
  | 'DAILY_DIGEST'
  | 'OFF';

export type NewPassengerInput = {
  details?: PassengerDetailsInput | null | undefined;
  /** Positions of the legs they fly, 0 for the first. */
  legs: Array<number>;
  /** Also keep these details on the account. */
  save?: boolean | null | undefined;
  /** A saved passenger to copy; `details` given override theirs. */
  savedPassengerId?: string | number | null | undefined;
};

export type OperatorContactInput = {
  email: string;
  /** en, es, ar or zh; en when omitted. */
  language?: string | null | undefined;
  /** 1–120 characters. */
  name: string;
  phone?: string | null | undefined;
};

/** What a warning is about: the air operator certificate, the insurance, or an audit scheme. */
export type OperatorDocument =
  | 'AOC'
  | 'ARGUS'
  | 'INSURANCE'
  | 'IS_BAO'
  | 'WYVERN';

/** Every field given must match (AND). */
export type OperatorFilter = {
  /** Only operators that may (true) or may not (false) be quoted today. */
  quotable?: boolean | null | undefined;
  /** Text in the name or AOC number, or in a registration of its fleet (hyphens ignored), any case; at most 100 characters. */
  search?: string | null | undefined;
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

/** EXPIRING: ends within 30 days. LAPSED: past its expiry; a lapsed AOC or insurance makes the operator not quotable. */
export type OperatorWarningKind =
  | 'EXPIRING'
  | 'LAPSED';

export type PassengerChangeInput = {
  /** Only for details the booker typed. */
  details?: PassengerDetailsInput | null | undefined;
  legs?: Array<number> | null | undefined;
};

/** A passenger's details. Refusals name the field: a birth date in the future, a passport expiring before the last leg flown, an unknown country. */
export type PassengerDetailsInput = {
  /** YYYY-MM-DD, not in the future. */
  dateOfBirth?: string | null | undefined;
  /** As written in the passport, 2 to 100 characters. */
  fullName: string;
  /** ISO 3166-1 alpha-2 country code. */
  nationality?: string | null | undefined;
  /** YYYY-MM-DD, on or after the last leg flown. */
  passportExpiry?: string | null | undefined;
  /** 5 to 20 letters and digits; spaces are dropped. */
  passportNumber?: string | null | undefined;
};

/** Who entered a passenger's details: the booker, or the passenger through their own link. */
export type PassengerEntry =
  | 'BOOKER'
  | 'PASSENGER';

/** A detail the manifest needs. */
export type PassengerField =
  | 'DATE_OF_BIRTH'
  | 'FULL_NAME'
  | 'NATIONALITY'
  | 'PASSPORT_EXPIRY'
  | 'PASSPORT_NUMBER';

export type PassengerInviteInput = {
  bookingId: string | number;
  email: string;
  legs: Array<number>;
  /** en, es, ar or zh: the email's and the page's language. */
  locale?: string | null | undefined;
  /** A passenger still waiting for a link: sends a new one, ending the earlier. */
  passengerId?: string | number | null | undefined;
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

/** The bank transfer instructions of one currency. */
export type PaymentInstructionInput = {
  currency: Currency;
  /** At most 2,000 characters; null or blank removes them. */
  instructions?: string | null | undefined;
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

/** What a programme's price is counted in. */
export type ProgramPriceUnit =
  /** Agreed case by case (Corporate): never a from-price. */
  | 'CUSTOM'
  /** Per flight hour (On-Demand). */
  | 'HOUR'
  /** Per year (Membership). */
  | 'YEAR';

export type PublishLegalPageInput = {
  /** Plain text, at most 40000 characters: blank lines part paragraphs, "## " starts a heading. */
  body: string;
  kind: LegalPageKind;
  /** en, es, ar or zh. */
  locale: string;
  /** YYYY-MM or YYYY-MM-DD; new for this notice and language. */
  version: string;
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

/** Where one quote stands. A SENT quote past its validUntil can no longer be accepted (see Quote.expired). */
export type QuoteStatus =
  /** The customer accepted it. */
  | 'ACCEPTED'
  /** Another quote on the request was accepted, or the request ended. */
  | 'CLOSED'
  /** Offered to the customer. */
  | 'SENT';

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

/** SENT: the operator was asked and has not answered (see `expired`). ANSWERED: it quoted an aircraft and a price. DECLINED: it declined, with a reason. */
export type RfqStatus =
  | 'ANSWERED'
  | 'DECLINED'
  | 'SENT';

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

/** Who audited the operator. */
export type SafetyAuditScheme =
  | 'ARGUS'
  | 'IS_BAO'
  | 'WYVERN';

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

/** A message for a quote request's conversation. */
export type SendMessageInput = {
  /** 1 to 4,000 characters once trimmed; line breaks are kept. */
  body: string;
  /** 8–200 visible ASCII characters made once per message (e.g. a UUID): sending again with it answers the first message, never a second one. */
  clientKey?: string | null | undefined;
  quoteRequestId: string | number;
};

/** Ascending (smallest, oldest first) or descending. */
export type SortDirection =
  | 'ASC'
  | 'DESC';

/** Only the fields given change. */
export type StaffPreferencesInput = {
  leadBoard?: LeadBoardViewInput | null | undefined;
  newLeadMail?: NewLeadMail | null | undefined;
};

/** What a back-office search hit is: a lead, a quote request, a booking or an account. */
export type StaffSearchKind =
  | 'ACCOUNT'
  | 'BOOKING'
  | 'LEAD'
  | 'REQUEST';

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

/** Where a testimonial stands in review. Moves are limited to those in testimonials/testimonial-status-moves.ts. */
export type TestimonialStatus =
  /** Shown on the site; may be featured. Staff may still reject it. */
  | 'APPROVED'
  /** Submitted by a customer, waiting for staff. */
  | 'PENDING'
  /** Not shown. Staff may still approve it. */
  | 'REJECTED';

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

export type Account_DeleteMutationVariables = Exact<{
  email: string;
}>;


export type Account_DeleteMutation = { deleteMyAccount: boolean };

export type Account_MyRequestsQueryVariables = Exact<{ [key: string]: never; }>;


export type Account_MyRequestsQuery = { myQuoteRequests: { totalCount: number } };

export type Account_MyBookingsQueryVariables = Exact<{ [key: string]: never; }>;


export type Account_MyBookingsQuery = { myBookings: { totalCount: number } };

export type Account_OneRequestQueryVariables = Exact<{
  id: string | number;
}>;


export type Account_OneRequestQuery = { quoteRequest: { id: string } | null };

export type Account_ContactMutationVariables = Exact<{
  input: ContactMessageInput;
}>;


export type Account_ContactMutation = { submitContactMessage: { reference: string } };

export type Affiliates_FieldsFragment = { id: string, name: string, email: string, company: string | null, website: string | null, audience: string, locale: string, status: AffiliateApplicationStatus, referralCode: string | null, createdAt: string, reviewedAt: string | null, reviewNote: string | null, commissionRatePercent: number | null, rejectionReason: string | null, reviewer: { id: string } | null, lead: { id: string, source: LeadSource, email: string } | null };

export type Affiliates_ApplyMutationVariables = Exact<{
  input: AffiliateApplicationInput;
}>;


export type Affiliates_ApplyMutation = { applyForAffiliate: { id: string, name: string, email: string, company: string | null, website: string | null, audience: string, locale: string, status: AffiliateApplicationStatus, referralCode: string | null, createdAt: string, reviewedAt: string | null, reviewNote: string | null, commissionRatePercent: number | null, rejectionReason: string | null, reviewer: { id: string } | null, lead: { id: string, source: LeadSource, email: string } | null } };

export type Affiliates_ReviewMutationVariables = Exact<{
  id: string | number;
  approve: boolean;
  commissionRatePercent?: number | null | undefined;
  reason?: string | null | undefined;
  note?: string | null | undefined;
}>;


export type Affiliates_ReviewMutation = { reviewAffiliateApplication: { id: string, name: string, email: string, company: string | null, website: string | null, audience: string, locale: string, status: AffiliateApplicationStatus, referralCode: string | null, createdAt: string, reviewedAt: string | null, reviewNote: string | null, commissionRatePercent: number | null, rejectionReason: string | null, reviewer: { id: string } | null, lead: { id: string, source: LeadSource, email: string } | null } };

export type Affiliates_ListQueryVariables = Exact<{
  status?: AffiliateApplicationStatus | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type Affiliates_ListQuery = { affiliateApplications: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { id: string, name: string, email: string, company: string | null, website: string | null, audience: string, locale: string, status: AffiliateApplicationStatus, referralCode: string | null, createdAt: string, reviewedAt: string | null, reviewNote: string | null, commissionRatePercent: number | null, rejectionReason: string | null, reviewer: { id: string } | null, lead: { id: string, source: LeadSource, email: string } | null } }> } };

export type Affiliates_StatementFragment = { affiliateId: string, name: string, referralCode: string, commissionRatePercent: number, earnedUsd: number, paidUsd: number, unpaidUsd: number, commissions: Array<{ bookingId: string, bookingNumber: string, reference: string, route: string, bookingStatus: BookingStatus, priceUsd: number, commissionUsd: number, paidAt: string | null }> };

export type Affiliates_MineQueryVariables = Exact<{ [key: string]: never; }>;


export type Affiliates_MineQuery = { myAffiliate: { referralCode: string, commissionRatePercent: number, referrals: Array<{ kind: AffiliateReferralKind, reference: string, route: string | null, travelDate: string | null, status: string | null, createdAt: string }>, statement: { affiliateId: string, name: string, referralCode: string, commissionRatePercent: number, earnedUsd: number, paidUsd: number, unpaidUsd: number, commissions: Array<{ bookingId: string, bookingNumber: string, reference: string, route: string, bookingStatus: BookingStatus, priceUsd: number, commissionUsd: number, paidAt: string | null }> } } | null };

export type Affiliates_StatementQueryVariables = Exact<{
  id: string | number;
}>;


export type Affiliates_StatementQuery = { affiliateStatement: { affiliateId: string, name: string, referralCode: string, commissionRatePercent: number, earnedUsd: number, paidUsd: number, unpaidUsd: number, commissions: Array<{ bookingId: string, bookingNumber: string, reference: string, route: string, bookingStatus: BookingStatus, priceUsd: number, commissionUsd: number, paidAt: string | null }> } };

export type Affiliates_MarkPaidMutationVariables = Exact<{
  bookingId: string | number;
}>;


export type Affiliates_MarkPaidMutation = { markAffiliateCommissionPaid: { affiliateId: string, name: string, referralCode: string, commissionRatePercent: number, earnedUsd: number, paidUsd: number, unpaidUsd: number, commissions: Array<{ bookingId: string, bookingNumber: string, reference: string, route: string, bookingStatus: BookingStatus, priceUsd: number, commissionUsd: number, paidAt: string | null }> } };

export type Affiliates_ContactMutationVariables = Exact<{
  input: ContactMessageInput;
  key?: string | null | undefined;
}>;


export type Affiliates_ContactMutation = { submitContactMessage: { reference: string } };

export type Affiliates_CancelBookingMutationVariables = Exact<{
  id: string | number;
}>;


export type Affiliates_CancelBookingMutation = { changeBookingStatus: { id: string } };

export type Agreement_TermsQueryVariables = Exact<{
  locale?: string | null | undefined;
}>;


export type Agreement_TermsQuery = { charterTerms: { version: string, locale: string, title: string, summary: string, sections: Array<{ heading: string, body: string }>, cancellationSchedule: Array<{ daysBefore: number, percent: number }> } };

export type AgreementFieldsFragment = { id: string, agreement: { termsVersion: string, termsLocale: string, acceptedAt: string, operatorConditions: string | null, quoteValidUntil: string, cancellationSchedule: Array<{ daysBefore: number, percent: number }>, acceptedBy: { id: string, email: string | null } | null } | null };

export type Agreement_MyBookingsQueryVariables = Exact<{ [key: string]: never; }>;


export type Agreement_MyBookingsQuery = { myBookings: { edges: Array<{ node: { id: string, agreement: { termsVersion: string, termsLocale: string, acceptedAt: string, operatorConditions: string | null, quoteValidUntil: string, cancellationSchedule: Array<{ daysBefore: number, percent: number }>, acceptedBy: { id: string, email: string | null } | null } | null } }> } };

export type Agreement_StaffBookingsQueryVariables = Exact<{
  search?: string | null | undefined;
}>;


export type Agreement_StaffBookingsQuery = { bookings: { edges: Array<{ node: { number: string, id: string, agreement: { termsVersion: string, termsLocale: string, acceptedAt: string, operatorConditions: string | null, quoteValidUntil: string, cancellationSchedule: Array<{ daysBefore: number, percent: number }>, acceptedBy: { id: string, email: string | null } | null } | null } }> } };

export type Agreement_UpdateScheduleMutationVariables = Exact<{
  tiers: Array<CancellationTierInput> | CancellationTierInput;
}>;


export type Agreement_UpdateScheduleMutation = { updatePricing: { cancellationSchedule: Array<{ daysBefore: number, percent: number }> } };

export type AirportSearch_FindQueryVariables = Exact<{
  search: string;
  first?: number | null | undefined;
}>;


export type AirportSearch_FindQuery = { airports: Array<{ code: string, name: string, city: string | null, countryCode: string | null, suitsBusinessJets: boolean | null }> };

export type Airports_SearchQueryVariables = Exact<{
  search: string;
  first?: number | null | undefined;
}>;


export type Airports_SearchQuery = { airports: Array<{ code: string, iata: string | null, icao: string | null, name: string, city: string | null, country: string | null, countryCode: string | null, latitude: number, longitude: number, timeZone: string | null, suitsBusinessJets: boolean | null }> };

export type Analytics_OverviewQueryVariables = Exact<{
  range: DateRangeInput;
}>;


export type Analytics_OverviewQuery = { analytics: { from: string, to: string, totalLeads: number, conversionRate: number, bookings: number, revenueUsd: number, averageDealSizeUsd: number, leadsBySource: Array<{ source: LeadSource, count: number }>, leadsByStatus: Array<{ status: LeadStatus, count: number }>, revenueByMonth: Array<{ month: string, bookings: number, revenueUsd: number }>, quoteRequestsByMonth: Array<{ month: string, count: number }>, topRoutes: Array<{ from: string, to: string, count: number }> } };

export type Analytics_BreakdownsQueryVariables = Exact<{
  range: DateRangeInput;
}>;


export type Analytics_BreakdownsQuery = { analytics: { totalLeads: number, leadsBySource: Array<{ source: LeadSource, count: number }>, leadsByMonth: Array<{ month: string, bySource: Array<{ source: LeadSource, count: number }> }>, bookingsByCategory: Array<{ category: AircraftCategory | null, bookings: number, revenueUsd: number }>, firstContact: { medianHours: number | null, contacted: number, notContacted: number }, affiliates: Array<{ referralCode: string, name: string, leads: number, bookings: number, revenueUsd: number }> } };

export type Analytics_ContactMutationVariables = Exact<{
  input: ContactMessageInput;
  key?: string | null | undefined;
}>;


export type Analytics_ContactMutation = { submitContactMessage: { reference: string } };

export type AuthAdmin_MyRequestsQueryVariables = Exact<{ [key: string]: never; }>;


export type AuthAdmin_MyRequestsQuery = { myQuoteRequests: { totalCount: number } };

export type AuthAdmin_InviteStaffMutationVariables = Exact<{
  email: string;
  role: Role;
}>;


export type AuthAdmin_InviteStaffMutation = { inviteStaff: { id: string } };

export type AuthInvitation_InviteMutationVariables = Exact<{
  email: string;
  role: Role;
}>;


export type AuthInvitation_InviteMutation = { inviteStaff: { id: string } };

export type Autoconfirm_MyRequestsQueryVariables = Exact<{ [key: string]: never; }>;


export type Autoconfirm_MyRequestsQuery = { myQuoteRequests: { totalCount: number } };

export type Autoconfirm_MyBookingsQueryVariables = Exact<{ [key: string]: never; }>;


export type Autoconfirm_MyBookingsQuery = { myBookings: { totalCount: number } };

export type Autoconfirm_OneRequestQueryVariables = Exact<{
  id: string | number;
}>;


export type Autoconfirm_OneRequestQuery = { quoteRequest: { id: string } | null };

export type Autoconfirm_ContactMutationVariables = Exact<{
  input: ContactMessageInput;
}>;


export type Autoconfirm_ContactMutation = { submitContactMessage: { reference: string } };

export type Autoconfirm_InviteMutationVariables = Exact<{
  email: string;
  role: Role;
}>;


export type Autoconfirm_InviteMutation = { inviteStaff: { id: string } };

export type Autoconfirm_SetRoleMutationVariables = Exact<{
  id: string | number;
  role: Role;
}>;


export type Autoconfirm_SetRoleMutation = { setUserRole: { role: Role } };

export type Bookings_ChangeStatusMutationVariables = Exact<{
  id: string | number;
  status: BookingStatus;
}>;


export type Bookings_ChangeStatusMutation = { changeBookingStatus: { id: string, status: BookingStatus } };

export type Bookings_MineQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type Bookings_MineQuery = { myBookings: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ cursor: string, node: { id: string, number: string, status: BookingStatus, paymentStatus: PaymentStatus, departAt: string, departsAtUtc: string, route: string, passengers: number, aircraft: string, operator: string, priceUsd: number, currency: Currency, exchangeRate: number, price: number, amountOutstanding: number, confirmationCode: string, createdAt: string, customer: { id: string, email: string | null } | null, quoteRequest: { id: string, reference: string, status: QuoteRequestStatus } } }> } };

export type Bookings_AllQueryVariables = Exact<{
  filter?: BookingFilter | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type Bookings_AllQuery = { bookings: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { id: string, number: string, status: BookingStatus, departAt: string, customer: { email: string | null } | null } }> } };

export type Bookings_LeadStatsQueryVariables = Exact<{ [key: string]: never; }>;


export type Bookings_LeadStatsQuery = { leadStats: { dealsWon: number, totalRevenueUsd: number, averageDealSizeUsd: number, conversionRate: number } };

export type Bookings_DeskQueryVariables = Exact<{
  filter?: BookingFilter | null | undefined;
  orderBy?: BookingOrder | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type Bookings_DeskQuery = { bookings: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { id: string, number: string, priceUsd: number, paymentStatus: PaymentStatus } }> } };

export type Bookings_ChangePaymentMutationVariables = Exact<{
  id: string | number;
  paymentStatus: PaymentStatus;
}>;


export type Bookings_ChangePaymentMutation = { changePaymentStatus: { id: string, paymentStatus: PaymentStatus } };

export type Bookings_LeadByEmailQueryVariables = Exact<{
  search: string;
}>;


export type Bookings_LeadByEmailQuery = { leads: { edges: Array<{ node: { status: LeadStatus, estimatedValueUsd: number, activity: Array<{ kind: LeadActivityKind, body: string | null, fromStatus: LeadStatus | null, toStatus: LeadStatus | null }> } }> } };

export type Bookings_RequestLeadQueryVariables = Exact<{
  id: string | number;
}>;


export type Bookings_RequestLeadQuery = { quoteRequest: { leadId: string | null } | null };

export type CatalogueCache_PublicQueryVariables = Exact<{ [key: string]: never; }>;


export type CatalogueCache_PublicQuery = { featuredOffers: Array<{ id: string, from: string, priceUsd: number, validUntil: string | null }>, programs: Array<{ code: ProgramCode, fromPriceUsd: number | null, mostPopular: boolean }>, aircraftCategories: Array<{ category: AircraftCategory, hourlyRateUsd: number }> };

export type CatalogueCache_UpsertMutationVariables = Exact<{
  input: FlightOfferInput;
}>;


export type CatalogueCache_UpsertMutation = { upsertFlightOffer: { id: string } };

export type CatalogueCache_PricingMutationVariables = Exact<{
  input: PricingInput;
}>;


export type CatalogueCache_PricingMutation = { updatePricing: { updatedAt: string } };

export type Catalogue_CategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type Catalogue_CategoriesQuery = { aircraftCategories: Array<{ category: AircraftCategory, exampleAircraft: string, seats: number, rangeNm: number, cruiseKt: number, hourlyRateUsd: number, dailyMinimumHours: number }> };

export type Catalogue_ProgramsQueryVariables = Exact<{ [key: string]: never; }>;


export type Catalogue_ProgramsQuery = { programs: Array<{ code: ProgramCode, name: string, summary: string, priceUnit: ProgramPriceUnit, fromPriceUsd: number | null, mostPopular: boolean, features: Array<{ key: string, label: string }> }> };

export type Company_ReadQueryVariables = Exact<{ [key: string]: never; }>;


export type Company_ReadQuery = { companySettings: { legalName: string, registeredAddress: string, companyNumber: string, phone: string, email: string, certifications: Array<string>, desks: Array<{ name: string, region: string, phone: string, email: string, hours: string }>, leadership: Array<{ name: string, role: string, bio: string }>, figures: { foundedYear: number | null, fleetAccess: number | null, flightsArranged: number | null, clientSatisfactionPercent: number | null }, insurance: Array<{ cover: string, limitUsd: number | null }> } };

export type Company_UpdateMutationVariables = Exact<{
  input: CompanySettingsInput;
}>;


export type Company_UpdateMutation = { updateCompanySettings: { phone: string, leadership: Array<{ name: string, role: string }> } };

export type Company_LegalPageQueryVariables = Exact<{
  kind: LegalPageKind;
  locale?: string | null | undefined;
}>;


export type Company_LegalPageQuery = { legalPage: { kind: LegalPageKind, locale: string, version: string, body: string } | null };

export type Company_LegalVersionsQueryVariables = Exact<{
  kind: LegalPageKind;
}>;


export type Company_LegalVersionsQuery = { legalPageVersions: Array<{ locale: string, version: string }> };

export type Company_PublishMutationVariables = Exact<{
  input: PublishLegalPageInput;
}>;


export type Company_PublishMutation = { publishLegalPage: { kind: LegalPageKind, locale: string, version: string, body: string } };

export type Company_TermsVersionQueryVariables = Exact<{ [key: string]: never; }>;


export type Company_TermsVersionQuery = { charterTerms: { version: string } };

export type Contact_SubmitMutationVariables = Exact<{
  input: ContactMessageInput;
  key?: string | null | undefined;
}>;


export type Contact_SubmitMutation = { submitContactMessage: { reference: string, receivedAt: string } };

export type Contact_LeadByEmailQueryVariables = Exact<{
  search: string;
}>;


export type Contact_LeadByEmailQuery = { leads: { totalCount: number, edges: Array<{ node: { id: string, email: string, source: LeadSource, status: LeadStatus, company: string | null, phone: string | null, activity: Array<{ kind: LeadActivityKind, body: string | null, actor: { id: string } | null }> } }> } };

export type Conversations_SendMutationVariables = Exact<{
  input: SendMessageInput;
}>;


export type Conversations_SendMutation = { sendMessage: { id: string, quoteRequestId: string, fromStaff: boolean, mine: boolean, body: string, sentAt: string } };

export type Conversations_ThreadQueryVariables = Exact<{
  id: string | number;
}>;


export type Conversations_ThreadQuery = { conversation: { quoteRequestId: string, unreadCount: number, messages: Array<{ body: string, fromStaff: boolean, mine: boolean }> } };

export type Conversations_MarkReadMutationVariables = Exact<{
  id: string | number;
}>;


export type Conversations_MarkReadMutation = { markConversationRead: { id: string, unreadMessages: number } };

export type Conversations_MarkQuotesSeenMutationVariables = Exact<{
  id: string | number;
}>;


export type Conversations_MarkQuotesSeenMutation = { markQuotesSeen: { id: string, newQuotes: number } };

export type Conversations_MyCountsQueryVariables = Exact<{ [key: string]: never; }>;


export type Conversations_MyCountsQuery = { myUnreadMessages: number, myQuoteRequests: { edges: Array<{ node: { id: string, unreadMessages: number, newQuotes: number } }> } };

export type Conversations_LeadCountQueryVariables = Exact<{
  id: string | number;
}>;


export type Conversations_LeadCountQuery = { lead: { unreadMessages: number, quoteRequests: Array<{ id: string, unreadMessages: number }> } | null };

export type Conversations_DeleteAccountMutationVariables = Exact<{
  email: string;
}>;


export type Conversations_DeleteAccountMutation = { deleteMyAccount: boolean };

export type Conversations_LeadOfQueryVariables = Exact<{
  id: string | number;
}>;


export type Conversations_LeadOfQuery = { quoteRequest: { leadId: string | null } | null };

export type Conversations_ThreadLiveSubscriptionVariables = Exact<{
  id?: string | number | null | undefined;
}>;


export type Conversations_ThreadLiveSubscription = { conversationMessages: { body: string, fromStaff: boolean, quoteRequest: { id: string, unreadMessages: number } } };

export type DatabaseRoles_MyRequestsQueryVariables = Exact<{ [key: string]: never; }>;


export type DatabaseRoles_MyRequestsQuery = { myQuoteRequests: { totalCount: number } };

export type DatabaseRoles_ProgramsQueryVariables = Exact<{ [key: string]: never; }>;


export type DatabaseRoles_ProgramsQuery = { programs: Array<{ code: ProgramCode }> };

export type EmptyLegs_FieldsFragment = { id: string, status: EmptyLegStatus, earliestLocal: string, latestLocal: string, earliestAt: string, latestAt: string, aircraftType: string, category: AircraftCategory | null, seats: number | null, priceUsd: number | null, fromBooking: boolean, publishedAt: string | null, from: { code: string, city: string | null, timeZone: string | null }, to: { code: string, city: string | null } };

export type EmptyLegs_LiveQueryVariables = Exact<{
  filter?: EmptyLegFilter | null | undefined;
}>;


export type EmptyLegs_LiveQuery = { emptyLegs: Array<{ id: string, status: EmptyLegStatus, earliestLocal: string, latestLocal: string, earliestAt: string, latestAt: string, aircraftType: string, category: AircraftCategory | null, seats: number | null, priceUsd: number | null, fromBooking: boolean, publishedAt: string | null, from: { code: string, city: string | null, timeZone: string | null }, to: { code: string, city: string | null } }> };

export type EmptyLegs_AllQueryVariables = Exact<{ [key: string]: never; }>;


export type EmptyLegs_AllQuery = { allEmptyLegs: Array<{ id: string, status: EmptyLegStatus, earliestLocal: string, latestLocal: string, earliestAt: string, latestAt: string, aircraftType: string, category: AircraftCategory | null, seats: number | null, priceUsd: number | null, fromBooking: boolean, publishedAt: string | null, from: { code: string, city: string | null, timeZone: string | null }, to: { code: string, city: string | null } }> };

export type EmptyLegs_SaveMutationVariables = Exact<{
  input: EmptyLegInput;
}>;


export type EmptyLegs_SaveMutation = { saveEmptyLeg: { id: string, status: EmptyLegStatus, earliestLocal: string, latestLocal: string, earliestAt: string, latestAt: string, aircraftType: string, category: AircraftCategory | null, seats: number | null, priceUsd: number | null, fromBooking: boolean, publishedAt: string | null, from: { code: string, city: string | null, timeZone: string | null }, to: { code: string, city: string | null } } };

export type EmptyLegs_PublishMutationVariables = Exact<{
  id: string | number;
}>;


export type EmptyLegs_PublishMutation = { publishEmptyLeg: { id: string, status: EmptyLegStatus, earliestLocal: string, latestLocal: string, earliestAt: string, latestAt: string, aircraftType: string, category: AircraftCategory | null, seats: number | null, priceUsd: number | null, fromBooking: boolean, publishedAt: string | null, from: { code: string, city: string | null, timeZone: string | null }, to: { code: string, city: string | null } } };

export type EmptyLegs_WithdrawMutationVariables = Exact<{
  id: string | number;
}>;


export type EmptyLegs_WithdrawMutation = { withdrawEmptyLeg: { id: string, status: EmptyLegStatus } };

export type EmptyLegs_AlertMutationVariables = Exact<{
  input: RouteAlertInput;
}>;


export type EmptyLegs_AlertMutation = { createRouteAlert: { email: string } };

export type Estimate_CharterQueryVariables = Exact<{
  input: EstimateInput;
}>;


export type Estimate_CharterQuery = { estimateCharter: { currency: string, disclaimer: string, options: Array<{ category: AircraftCategory, lowUsd: number | null, highUsd: number | null, flightMinutes: number, billableHours: number | null, fuelStop: boolean, excludedReason: EstimateExclusion | null, legs: Array<{ from: string, to: string, distanceNm: number, flightMinutes: number, fuelStop: boolean }> }> } };

export type LeadDetail_AssignMutationVariables = Exact<{
  id: string | number;
  userId?: string | number | null | undefined;
}>;


export type LeadDetail_AssignMutation = { assignLead: { id: string, assignee: { id: string, email: string | null, name: string | null } | null, activity: Array<{ kind: LeadActivityKind, body: string | null, actor: { id: string } | null }> } };

export type LeadDetail_LeadQueryVariables = Exact<{
  id: string | number;
}>;


export type LeadDetail_LeadQuery = { lead: { id: string, status: LeadStatus, score: number, stale: boolean, scoreBreakdown: Array<{ factor: LeadScoreFactor, points: number, maxPoints: number }> } | null };

export type LeadDetail_StaffMembersQueryVariables = Exact<{ [key: string]: never; }>;


export type LeadDetail_StaffMembersQuery = { staffMembers: Array<{ id: string, email: string | null, name: string | null }> };

export type LeadDetail_UpdatePricingMutationVariables = Exact<{
  input: PricingInput;
}>;


export type LeadDetail_UpdatePricingMutation = { updatePricing: { staleLeadDays: number } };

export type LeadDetail_StaleLeadDaysQueryVariables = Exact<{ [key: string]: never; }>;


export type LeadDetail_StaleLeadDaysQuery = { pricing: { staleLeadDays: number } };

export type LeadDetail_NoteMutationVariables = Exact<{
  id: string | number;
}>;


export type LeadDetail_NoteMutation = { addLeadNote: { id: string } };

export type LeadDetail_LoseMutationVariables = Exact<{
  id: string | number;
}>;


export type LeadDetail_LoseMutation = { changeLeadStatus: { id: string } };

export type LeadDetail_LeadEventsSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type LeadDetail_LeadEventsSubscription = { leadEvents: { type: LeadEventType, lead: { id: string, assignee: { id: string } | null } } };

export type LeadDetail_ViewersSubscriptionVariables = Exact<{
  leadId: string | number;
}>;


export type LeadDetail_ViewersSubscription = { leadViewers: Array<{ id: string, name: string | null }> };

export type LeadPipeline_StatsQueryVariables = Exact<{
  range?: DateRangeInput | null | undefined;
}>;


export type LeadPipeline_StatsQuery = { leadStats: { totalLeads: number, newLeads: number, contacted: number, qualified: number, dealsWon: number, dealsLost: number, totalRevenueUsd: number, averageDealSizeUsd: number, conversionRate: number } };

export type LeadPipeline_MoveMutationVariables = Exact<{
  id: string | number;
  status: LeadStatus;
}>;


export type LeadPipeline_MoveMutation = { changeLeadStatus: { id: string } };

export type Leads_LeadFieldsFragment = { id: string, contactName: string, company: string | null, email: string, phone: string | null, source: LeadSource, score: number, status: LeadStatus, estimatedValueUsd: number, createdAt: string, updatedAt: string };

export type Leads_PageQueryVariables = Exact<{
  filter?: LeadFilter | null | undefined;
  orderBy?: LeadOrder | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type Leads_PageQuery = { leads: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ cursor: string, node: { id: string, contactName: string, company: string | null, email: string, phone: string | null, source: LeadSource, score: number, status: LeadStatus, estimatedValueUsd: number, createdAt: string, updatedAt: string } }> } };

export type Leads_LeadQueryVariables = Exact<{
  id: string | number;
}>;


export type Leads_LeadQuery = { lead: { id: string, contactName: string, company: string | null, email: string, phone: string | null, source: LeadSource, score: number, status: LeadStatus, estimatedValueUsd: number, createdAt: string, updatedAt: string, activity: Array<{ kind: LeadActivityKind, body: string | null, fromStatus: LeadStatus | null, toStatus: LeadStatus | null, quoteRequestId: string | null, actor: { id: string, email: string | null } | null }>, quoteRequests: Array<{ id: string, reference: string }> } | null };

export type Leads_ChangeStatusMutationVariables = Exact<{
  id: string | number;
  status: LeadStatus;
  note?: string | null | undefined;
}>;


export type Leads_ChangeStatusMutation = { changeLeadStatus: { id: string, status: LeadStatus, activity: Array<{ kind: LeadActivityKind, body: string | null, fromStatus: LeadStatus | null, toStatus: LeadStatus | null, actor: { email: string | null } | null }> } };

export type Leads_AddNoteMutationVariables = Exact<{
  id: string | number;
  body: string;
}>;


export type Leads_AddNoteMutation = { addLeadNote: { id: string, updatedAt: string, activity: Array<{ kind: LeadActivityKind, body: string | null, actor: { email: string | null } | null }> } };

export type Leads_StatsQueryVariables = Exact<{
  range?: DateRangeInput | null | undefined;
}>;


export type Leads_StatsQuery = { leadStats: { totalLeads: number, newLeads: number, contacted: number, qualified: number, dealsWon: number, dealsLost: number, totalRevenueUsd: number, averageDealSizeUsd: number, conversionRate: number } };

export type Leads_NestedQueryVariables = Exact<{
  first?: number | null | undefined;
  search?: string | null | undefined;
}>;


export type Leads_NestedQuery = { leads: { totalCount: number, edges: Array<{ node: { id: string, contactName: string, assignee: { email: string | null } | null, activity: Array<{ id: string, kind: LeadActivityKind, body: string | null, actor: { email: string | null } | null }>, latestActivity: { id: string, kind: LeadActivityKind, actor: { email: string | null } | null } | null, quoteRequests: Array<{ reference: string, status: QuoteRequestStatus, legs: Array<{ from: string, to: string, departAt: string, fromAirport: { code: string, latitude: number }, toAirport: { code: string, name: string, timeZone: string | null } }>, quotes: Array<{ priceUsd: number, staffNote: string | null, quoteRequest: { reference: string } }>, booking: { number: string } | null }> } }> } };

export type OfferedMoves_EnumQueryVariables = Exact<{
  name: string;
}>;


export type OfferedMoves_EnumQuery = { __type: { enumValues: Array<{ name: string }> | null } | null };

export type OfferedMoves_LeadQueryVariables = Exact<{
  id: string | number;
}>;


export type OfferedMoves_LeadQuery = { lead: { status: LeadStatus, allowedStatuses: Array<LeadStatus> } | null };

export type OfferedMoves_MoveLeadMutationVariables = Exact<{
  id: string | number;
  status: LeadStatus;
}>;


export type OfferedMoves_MoveLeadMutation = { changeLeadStatus: { status: LeadStatus } };

export type OfferedMoves_BookingsQueryVariables = Exact<{ [key: string]: never; }>;


export type OfferedMoves_BookingsQuery = { bookings: { edges: Array<{ node: { id: string, status: BookingStatus, paymentStatus: PaymentStatus, allowedStatuses: Array<BookingStatus>, allowedPaymentStatuses: Array<PaymentStatus> } }> } };

export type OfferedMoves_MyBookingsQueryVariables = Exact<{ [key: string]: never; }>;


export type OfferedMoves_MyBookingsQuery = { myBookings: { edges: Array<{ node: { id: string, allowedStatuses: Array<BookingStatus>, allowedPaymentStatuses: Array<PaymentStatus> } }> } };

export type OfferedMoves_MoveBookingMutationVariables = Exact<{
  id: string | number;
  status: BookingStatus;
}>;


export type OfferedMoves_MoveBookingMutation = { changeBookingStatus: { status: BookingStatus } };

export type OfferedMoves_MovePaymentMutationVariables = Exact<{
  id: string | number;
  status: PaymentStatus;
}>;


export type OfferedMoves_MovePaymentMutation = { changePaymentStatus: { paymentStatus: PaymentStatus } };

export type OfferedMoves_PricingQueryVariables = Exact<{ [key: string]: never; }>;


export type OfferedMoves_PricingQuery = { pricing: { categories: Array<{ category: AircraftCategory }>, programs: Array<{ code: ProgramCode, priceUnit: ProgramPriceUnit }>, limits: Array<{ field: string, min: number, max: number }> } };

export type OfferedMoves_UpdatePricingMutationVariables = Exact<{
  input: PricingInput;
}>;


export type OfferedMoves_UpdatePricingMutation = { updatePricing: { updatedAt: string } };

export type OffersAdmin_UpsertMutationVariables = Exact<{
  input: FlightOfferInput;
}>;


export type OffersAdmin_UpsertMutation = { upsertFlightOffer: { id: string, from: string, to: string, fromIata: string | null, toIata: string | null, category: AircraftCategory, discountPercent: number, priceUsd: number, originalPriceUsd: number, featured: boolean, sortOrder: number, validUntil: string | null } };

export type OffersAdmin_FeaturedQueryVariables = Exact<{ [key: string]: never; }>;


export type OffersAdmin_FeaturedQuery = { featuredOffers: Array<{ id: string, from: string, sortOrder: number }> };

export type Offers_FeaturedQueryVariables = Exact<{ [key: string]: never; }>;


export type Offers_FeaturedQuery = { featuredOffers: Array<{ id: string, from: string, to: string, category: AircraftCategory, discountPercent: number, priceUsd: number, originalPriceUsd: number, fromIata: string | null, toIata: string | null, validUntil: string | null }> };

export type OperatorsTest_OperatorFragment = { id: string, name: string, aocNumber: string, aocExpiresOn: string, country: string, insuranceExpiresOn: string, notes: string | null, demo: boolean, quotable: boolean, fleetSize: number, viewerCanEdit: boolean, audits: Array<{ scheme: SafetyAuditScheme, rating: SafetyRating, expiresOn: string, expired: boolean }>, contacts: Array<{ name: string, email: string, phone: string | null, language: string }>, warnings: Array<{ kind: OperatorWarningKind, document: OperatorDocument, expiresOn: string, daysLeft: number }> };

export type OperatorsTest_CreateMutationVariables = Exact<{
  input: OperatorInput;
}>;


export type OperatorsTest_CreateMutation = { createOperator: { id: string, name: string, aocNumber: string, aocExpiresOn: string, country: string, insuranceExpiresOn: string, notes: string | null, demo: boolean, quotable: boolean, fleetSize: number, viewerCanEdit: boolean, audits: Array<{ scheme: SafetyAuditScheme, rating: SafetyRating, expiresOn: string, expired: boolean }>, contacts: Array<{ name: string, email: string, phone: string | null, language: string }>, warnings: Array<{ kind: OperatorWarningKind, document: OperatorDocument, expiresOn: string, daysLeft: number }> } };

export type OperatorsTest_UpdateMutationVariables = Exact<{
  id: string | number;
  input: OperatorInput;
}>;


export type OperatorsTest_UpdateMutation = { updateOperator: { id: string, name: string, aocNumber: string, aocExpiresOn: string, country: string, insuranceExpiresOn: string, notes: string | null, demo: boolean, quotable: boolean, fleetSize: number, viewerCanEdit: boolean, audits: Array<{ scheme: SafetyAuditScheme, rating: SafetyRating, expiresOn: string, expired: boolean }>, contacts: Array<{ name: string, email: string, phone: string | null, language: string }>, warnings: Array<{ kind: OperatorWarningKind, document: OperatorDocument, expiresOn: string, daysLeft: number }> } };

export type OperatorsTest_OneQueryVariables = Exact<{
  id: string | number;
}>;


export type OperatorsTest_OneQuery = { operator: { id: string, name: string, aocNumber: string, aocExpiresOn: string, country: string, insuranceExpiresOn: string, notes: string | null, demo: boolean, quotable: boolean, fleetSize: number, viewerCanEdit: boolean, aircraft: Array<{ id: string, registration: string, seats: number, category: AircraftCategory, yearOfManufacture: number, yearOfRefurbishment: number | null, baseAirportCode: string, wifi: boolean, lavatory: boolean, petsAllowed: boolean }>, audits: Array<{ scheme: SafetyAuditScheme, rating: SafetyRating, expiresOn: string, expired: boolean }>, contacts: Array<{ name: string, email: string, phone: string | null, language: string }>, warnings: Array<{ kind: OperatorWarningKind, document: OperatorDocument, expiresOn: string, daysLeft: number }> } | null };

export type OperatorsTest_ListQueryVariables = Exact<{
  filter?: OperatorFilter | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type OperatorsTest_ListQuery = { operators: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { id: string, name: string, quotable: boolean, fleetSize: number, aircraft: Array<{ registration: string, operator: { id: string }, baseAirport: { code: string, city: string | null } }> } }> } };

export type OperatorsTest_AddAircraftMutationVariables = Exact<{
  operatorId: string | number;
  input: FleetAircraftInput;
}>;


export type OperatorsTest_AddAircraftMutation = { addAircraft: { id: string, registration: string, category: AircraftCategory, baseAirportCode: string, baseAirport: { code: string, name: string }, operator: { id: string, name: string } } };

export type OperatorsTest_UpdateAircraftMutationVariables = Exact<{
  id: string | number;
  input: FleetAircraftInput;
}>;


export type OperatorsTest_UpdateAircraftMutation = { updateAircraft: { id: string, seats: number } };

export type OperatorsTest_RemoveAircraftMutationVariables = Exact<{
  id: string | number;
}>;


export type OperatorsTest_RemoveAircraftMutation = { removeAircraft: { id: string, fleetSize: number } };

export type OperatorsTest_ImportMutationVariables = Exact<{
  operatorId: string | number;
  csv: string;
}>;


export type OperatorsTest_ImportMutation = { importFleet: { rows: number, created: number, updated: number, unchanged: number, ignoredColumns: Array<string>, rejected: Array<{ row: number, registration: string | null, problems: Array<{ field: string, code: FleetRowProblemCode, min: number | null, max: number | null }> }>, operator: { id: string, fleetSize: number, aircraft: Array<{ id: string, registration: string, seats: number }> } } };

export type OperatorsTest_SuitableQueryVariables = Exact<{
  nearAirport: string;
  category?: AircraftCategory | null | undefined;
  minSeats?: number | null | undefined;
  maxDistanceNm?: number | null | undefined;
  first?: number | null | undefined;
}>;


export type OperatorsTest_SuitableQuery = { suitableAircraft: Array<{ distanceNm: number, aircraft: { registration: string, seats: number, operator: { quotable: boolean } } }> };

export type Passengers_ManifestQueryVariables = Exact<{
  bookingId: string | number;
}>;


export type Passengers_ManifestQuery = { bookingManifest: { bookingId: string, deadline: string | null, complete: boolean, erasedAt: string | null, legs: Array<{ position: number, from: string, to: string, seats: number, named: number, unnamedSeats: number, incompletePassengers: number, missingFields: Array<PassengerField> }>, passengers: Array<{ id: string, legs: Array<number>, enteredBy: PassengerEntry, pending: boolean, masked: boolean, fullName: string | null, dateOfBirth: string | null, birthYear: number | null, nationality: string | null, passportNumber: string | null, passportExpiry: string | null, missing: Array<PassengerField>, link: { email: string, usedAt: string | null, expired: boolean } | null }> } };

export type Passengers_AddMutationVariables = Exact<{
  bookingId: string | number;
  input: NewPassengerInput;
}>;


export type Passengers_AddMutation = { addPassenger: { id: string, legs: Array<number>, fullName: string | null, passportNumber: string | null, missing: Array<PassengerField> } };

export type Passengers_UpdateMutationVariables = Exact<{
  id: string | number;
  input: PassengerChangeInput;
}>;


export type Passengers_UpdateMutation = { updatePassenger: { id: string, legs: Array<number>, passportNumber: string | null, missing: Array<PassengerField> } };

export type Passengers_RemoveMutationVariables = Exact<{
  id: string | number;
}>;


export type Passengers_RemoveMutation = { removePassenger: boolean };

export type Passengers_InviteMutationVariables = Exact<{
  input: PassengerInviteInput;
}>;


export type Passengers_InviteMutation = { invitePassenger: { id: string, pending: boolean, missing: Array<PassengerField>, link: { email: string, expired: boolean } | null } };

export type Passengers_InvitationQueryVariables = Exact<{
  token: string;
}>;


export type Passengers_InvitationQuery = { passengerInvitation: { route: string, bookerName: string | null, legs: Array<{ from: string, to: string, departAt: string }> } };

export type Passengers_SubmitMutationVariables = Exact<{
  token: string;
  input: PassengerDetailsInput;
}>;


export type Passengers_SubmitMutation = { submitPassengerDetails: boolean };

export type Passengers_SavedQueryVariables = Exact<{ [key: string]: never; }>;


export type Passengers_SavedQuery = { mySavedPassengers: Array<{ id: string, fullName: string | null, passportNumber: string | null, missing: Array<PassengerField> }> };

export type Passengers_SaveMutationVariables = Exact<{
  input: PassengerDetailsInput;
}>;


export type Passengers_SaveMutation = { savePassenger: { id: string, fullName: string | null } };

export type Passengers_DeadlineMutationVariables = Exact<{
  bookingId: string | number;
  deadline?: string | null | undefined;
}>;


export type Passengers_DeadlineMutation = { setManifestDeadline: { deadline: string | null, complete: boolean } };

export type Passengers_MyBookingsQueryVariables = Exact<{ [key: string]: never; }>;


export type Passengers_MyBookingsQuery = { myBookings: { edges: Array<{ node: { id: string, manifest: { complete: boolean, deadline: string | null, legs: Array<{ position: number, unnamedSeats: number, incompletePassengers: number, missingFields: Array<PassengerField> }> } } }> } };

export type Passengers_DeleteAccountMutationVariables = Exact<{
  email: string;
}>;


export type Passengers_DeleteAccountMutation = { deleteMyAccount: boolean };

export type Passengers_AuditQueryVariables = Exact<{ [key: string]: never; }>;


export type Passengers_AuditQuery = { auditLog: { edges: Array<{ node: { action: string, entity: string, entityId: string | null, actor: { id: string } | null } }> } };

export type PaymentFieldsFragment = { id: string, number: string, status: BookingStatus, paymentStatus: PaymentStatus, allowedStatuses: Array<BookingStatus>, currency: Currency, exchangeRate: number, price: number, amountPaid: number, amountDue: number, amountOutstanding: number, paymentReference: string, paymentInstructions: string | null, paymentSchedule: Array<{ kind: InstallmentKind, currency: Currency, amount: number, dueAt: string, covered: number, outstanding: number, state: InstallmentState }>, payments: Array<{ kind: PaymentKind, amount: number, currency: Currency, receivedOn: string, method: PaymentMethod, reference: string | null, note: string | null, recordedBy: { id: string } | null }> };

export type Payments_RequestBookingQueryVariables = Exact<{
  id: string | number;
}>;


export type Payments_RequestBookingQuery = { quoteRequest: { booking: { id: string, number: string, status: BookingStatus, paymentStatus: PaymentStatus, allowedStatuses: Array<BookingStatus>, currency: Currency, exchangeRate: number, price: number, amountPaid: number, amountDue: number, amountOutstanding: number, paymentReference: string, paymentInstructions: string | null, paymentSchedule: Array<{ kind: InstallmentKind, currency: Currency, amount: number, dueAt: string, covered: number, outstanding: number, state: InstallmentState }>, payments: Array<{ kind: PaymentKind, amount: number, currency: Currency, receivedOn: string, method: PaymentMethod, reference: string | null, note: string | null, recordedBy: { id: string } | null }> } | null } | null };

export type Payments_SetInstructionsMutationVariables = Exact<{
  input: Array<PaymentInstructionInput> | PaymentInstructionInput;
}>;


export type Payments_SetInstructionsMutation = { updatePaymentInstructions: Array<{ currency: Currency, instructions: string | null }> };

export type Payments_ChangeStatusMutationVariables = Exact<{
  id: string | number;
  status: BookingStatus;
}>;


export type Payments_ChangeStatusMutation = { changeBookingStatus: { status: BookingStatus } };

export type Payments_MyUpdatesSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type Payments_MyUpdatesSubscription = { myQuoteRequestUpdated: { id: string, booking: { paymentStatus: PaymentStatus, amountPaid: number } | null } };

export type Pricing_SettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type Pricing_SettingsQuery = { pricing: { routingFactorPercent: number, taxiMinutes: number, rangePercent: number, fuelStopRangePercent: number, updatedAt: string, categories: Array<{ category: AircraftCategory, hourlyRateUsd: number, seats: number, dailyMinimumHours: number }>, programs: Array<{ code: ProgramCode, fromPriceUsd: number | null, mostPopular: boolean }> } };

export type Pricing_UpdateMutationVariables = Exact<{
  input: PricingInput;
}>;


export type Pricing_UpdateMutation = { updatePricing: { taxiMinutes: number, categories: Array<{ category: AircraftCategory, hourlyRateUsd: number, seats: number, dailyMinimumHours: number, exampleAircraft: string }>, programs: Array<{ code: ProgramCode, fromPriceUsd: number | null, mostPopular: boolean }> } };

export type Pricing_PublicQueryVariables = Exact<{ [key: string]: never; }>;


export type Pricing_PublicQuery = { aircraftCategories: Array<{ hourlyRateUsd: number }>, programs: Array<{ fromPriceUsd: number | null }> };

export type PublicPages_UpsertMutationVariables = Exact<{
  input: FlightOfferInput;
}>;


export type PublicPages_UpsertMutation = { upsertFlightOffer: { id: string } };

export type QuoteMargins_CreateOperatorMutationVariables = Exact<{
  input: OperatorInput;
}>;


export type QuoteMargins_CreateOperatorMutation = { createOperator: { id: string, name: string } };

export type QuoteMargins_AddAircraftMutationVariables = Exact<{
  operatorId: string | number;
  input: FleetAircraftInput;
}>;


export type QuoteMargins_AddAircraftMutation = { addAircraft: { id: string, registration: string } };

export type QuoteMargins_UpdateAircraftMutationVariables = Exact<{
  id: string | number;
  input: FleetAircraftInput;
}>;


export type QuoteMargins_UpdateAircraftMutation = { updateAircraft: { id: string, seats: number } };

export type QuoteMargins_SendRfqMutationVariables = Exact<{
  quoteRequestId: string | number;
  recipients: Array<RfqRecipientInput> | RfqRecipientInput;
}>;


export type QuoteMargins_SendRfqMutation = { sendRfq: Array<{ id: string, operator: { id: string } }> };

export type QuoteMargins_AnswerMutationVariables = Exact<{
  token: string;
  rfqId: string | number;
  input: RfqQuoteInput;
}>;


export type QuoteMargins_AnswerMutation = { answerRfq: { id: string, status: RfqStatus } };

export type QuoteMargins_PricingMutationVariables = Exact<{
  input: PricingInput;
}>;


export type QuoteMargins_PricingMutation = { updatePricing: { marginDefaultPercent: number, marginMinimumUsd: number } };

export type QuoteMargins_QuoteFragment = { id: string, priceUsd: number, aircraft: string, operator: string, terms: string | null, validUntil: string, rfqId: string | null, operatorPriceUsd: number | null, marginUsd: number | null, priceAgainstEstimate: EstimatePosition | null, operatorAudits: Array<SafetyRating>, aircraftDetails: { typeName: string, registration: string, category: AircraftCategory | null, yearOfManufacture: number | null, yearOfRefurbishment: number | null, seats: number | null, wifi: boolean | null, lavatory: boolean | null, petsAllowed: boolean | null } | null };

export type QuoteMargins_SendQuotesMutationVariables = Exact<{
  quoteRequestId: string | number;
  options: Array<RfqQuoteOptionInput> | RfqQuoteOptionInput;
}>;


export type QuoteMargins_SendQuotesMutation = { sendRfqQuotes: Array<{ id: string, priceUsd: number, aircraft: string, operator: string, terms: string | null, validUntil: string, rfqId: string | null, operatorPriceUsd: number | null, marginUsd: number | null, priceAgainstEstimate: EstimatePosition | null, operatorAudits: Array<SafetyRating>, aircraftDetails: { typeName: string, registration: string, category: AircraftCategory | null, yearOfManufacture: number | null, yearOfRefurbishment: number | null, seats: number | null, wifi: boolean | null, lavatory: boolean | null, petsAllowed: boolean | null } | null }> };

export type QuoteMargins_RequestQueryVariables = Exact<{
  id: string | number;
}>;


export type QuoteMargins_RequestQuery = { quoteRequest: { status: QuoteRequestStatus, estimate: { lowUsd: number, highUsd: number } | null, quotes: Array<{ id: string, priceUsd: number, aircraft: string, operator: string, terms: string | null, validUntil: string, rfqId: string | null, operatorPriceUsd: number | null, marginUsd: number | null, priceAgainstEstimate: EstimatePosition | null, operatorAudits: Array<SafetyRating>, aircraftDetails: { typeName: string, registration: string, category: AircraftCategory | null, yearOfManufacture: number | null, yearOfRefurbishment: number | null, seats: number | null, wifi: boolean | null, lavatory: boolean | null, petsAllowed: boolean | null } | null }> } | null };

export type Quotes_MyRequestsQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type Quotes_MyRequestsQuery = { myQuoteRequests: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ cursor: string, node: { id: string, reference: string, status: QuoteRequestStatus, tripType: TripType, passengers: number, category: AircraftCategory | null, pets: boolean, luggage: string | null, catering: string | null, notes: string | null, programInterest: string | null, referralCode: string | null, createdAt: string, quotes: Array<{ id: string, status: QuoteStatus, priceUsd: number, aircraft: string, operator: string, expired: boolean, note: string | null, staffNote: string | null, terms: string | null }>, booking: { number: string, confirmationCode: string } | null, contact: { name: string, email: string, phone: string | null, company: string | null }, legs: Array<{ from: string, to: string, departAt: string, departsAtUtc: string }>, estimate: { category: AircraftCategory, lowUsd: number, highUsd: number, flightMinutes: number } | null } }> } };

export type Quotes_OneRequestQueryVariables = Exact<{
  id: string | number;
}>;


export type Quotes_OneRequestQuery = { quoteRequest: { id: string, reference: string, status: QuoteRequestStatus, quotes: Array<{ id: string, status: QuoteStatus, staffNote: string | null }> } | null };

export type Quotes_LeadByEmailQueryVariables = Exact<{
  search: string;
}>;


export type Quotes_LeadByEmailQuery = { leads: { totalCount: number, edges: Array<{ node: { id: string, email: string, status: LeadStatus, source: LeadSource, score: number, estimatedValueUsd: number, contactName: string, company: string | null, activity: Array<{ kind: LeadActivityKind, body: string | null, fromStatus: LeadStatus | null, toStatus: LeadStatus | null, actor: { email: string | null } | null }>, quoteRequests: Array<{ id: string, reference: string, status: QuoteRequestStatus }> } }> } };

export type Quotes_ReplayMutationVariables = Exact<{
  input: QuoteRequestInput;
  key?: string | null | undefined;
}>;


export type Quotes_ReplayMutation = { submitQuoteRequest: { id: string, reference: string, status: QuoteRequestStatus, createdAt: string, updatedAt: string, quotes: Array<{ id: string, priceUsd: number }>, booking: { confirmationCode: string } | null } };

export type Quotes_CancelMutationVariables = Exact<{
  id: string | number;
}>;


export type Quotes_CancelMutation = { cancelQuoteRequest: { id: string, status: QuoteRequestStatus, quotes: Array<{ id: string, status: QuoteStatus }> } };

export type ReadReplica_AnalyticsQueryVariables = Exact<{
  range: DateRangeInput;
}>;


export type ReadReplica_AnalyticsQuery = { analytics: { totalLeads: number } };

export type ReadReplica_LeadsQueryVariables = Exact<{
  search?: string | null | undefined;
}>;


export type ReadReplica_LeadsQuery = { leads: { totalCount: number } };

export type RfqTest_CreateOperatorMutationVariables = Exact<{
  input: OperatorInput;
}>;


export type RfqTest_CreateOperatorMutation = { createOperator: { id: string, name: string } };

export type RfqTest_AddAircraftMutationVariables = Exact<{
  operatorId: string | number;
  input: FleetAircraftInput;
}>;


export type RfqTest_AddAircraftMutation = { addAircraft: { id: string, registration: string } };

export type RfqTest_SuggestionsQueryVariables = Exact<{
  quoteRequestId: string | number;
}>;


export type RfqTest_SuggestionsQuery = { rfqSuggestions: Array<{ nearestNm: number, operator: { id: string, quotable: boolean, contacts: Array<{ email: string, language: string }> }, aircraft: Array<{ distanceNm: number, aircraft: { id: string, registration: string, seats: number, yearOfManufacture: number, category: AircraftCategory } }> }> };

export type RfqTest_RfqFragment = { id: string, status: RfqStatus, contactEmail: string, contactLanguage: string, expired: boolean, operator: { id: string, name: string }, answer: { price: number | null, currency: Currency | null, priceUsd: number | null, validUntil: string | null, conditions: string | null, declineReason: string | null, aircraft: { registration: string, seats: number | null } | null } | null };

export type RfqTest_SendMutationVariables = Exact<{
  quoteRequestId: string | number;
  recipients: Array<RfqRecipientInput> | RfqRecipientInput;
}>;


export type RfqTest_SendMutation = { sendRfq: Array<{ id: string, status: RfqStatus, contactEmail: string, contactLanguage: string, expired: boolean, operator: { id: string, name: string }, answer: { price: number | null, currency: Currency | null, priceUsd: number | null, validUntil: string | null, conditions: string | null, declineReason: string | null, aircraft: { registration: string, seats: number | null } | null } | null }> };

export type RfqTest_ListQueryVariables = Exact<{
  quoteRequestId: string | number;
}>;


export type RfqTest_ListQuery = { rfqs: Array<{ id: string, status: RfqStatus, contactEmail: string, contactLanguage: string, expired: boolean, operator: { id: string, name: string }, answer: { price: number | null, currency: Currency | null, priceUsd: number | null, validUntil: string | null, conditions: string | null, declineReason: string | null, aircraft: { registration: string, seats: number | null } | null } | null }> };

export type RfqTest_LeadQueryVariables = Exact<{
  id: string | number;
}>;


export type RfqTest_LeadQuery = { lead: { quoteRequests: Array<{ id: string, rfqs: Array<{ id: string, status: RfqStatus, contactEmail: string, contactLanguage: string, expired: boolean, operator: { id: string, name: string }, answer: { price: number | null, currency: Currency | null, priceUsd: number | null, validUntil: string | null, conditions: string | null, declineReason: string | null, aircraft: { registration: string, seats: number | null } | null } | null }> }> } | null };

export type RfqTest_MyRequestQueryVariables = Exact<{
  id: string | number;
}>;


export type RfqTest_MyRequestQuery = { quoteRequest: { id: string, rfqs: Array<{ id: string }> } | null };

export type RfqTest_InvitationQueryVariables = Exact<{
  token: string;
}>;


export type RfqTest_InvitationQuery = { rfqInvitation: { id: string, operatorName: string, contactName: string, status: RfqStatus, expiresAt: string, trip: { reference: string, tripType: TripType, passengers: number, category: AircraftCategory | null, pets: boolean, luggage: string | null, legs: Array<{ from: string, to: string, departAt: string, fromAirport: { code: string, name: string, city: string | null }, toAirport: { code: string } }> }, fleet: Array<{ id: string | null, registration: string, typeName: string, seats: number | null }>, answer: { price: number | null, currency: Currency | null, priceUsd: number | null, declineReason: string | null } | null } };

export type RfqTest_AnswerMutationVariables = Exact<{
  token: string;
  rfqId: string | number;
  input: RfqQuoteInput;
}>;


export type RfqTest_AnswerMutation = { answerRfq: { id: string, status: RfqStatus, answer: { price: number | null, currency: Currency | null, priceUsd: number | null } | null } };

export type RfqTest_DeclineMutationVariables = Exact<{
  token: string;
  rfqId: string | number;
  reason: string;
}>;


export type RfqTest_DeclineMutation = { declineRfq: { id: string, status: RfqStatus, answer: { declineReason: string | null } | null } };

export type Sandbox_FeaturedQueryVariables = Exact<{ [key: string]: never; }>;


export type Sandbox_FeaturedQuery = { featuredOffers: Array<{ id: string }> };

export type Seed_FiguresQueryVariables = Exact<{
  range: DateRangeInput;
}>;


export type Seed_FiguresQuery = { leadStats: { totalLeads: number, newLeads: number, contacted: number, qualified: number, dealsWon: number }, analytics: { totalLeads: number, conversionRate: number, bookings: number, revenueUsd: number, averageDealSizeUsd: number, leadsBySource: Array<{ source: LeadSource, count: number }>, leadsByStatus: Array<{ status: LeadStatus, count: number }>, topRoutes: Array<{ from: string, to: string, count: number }> } };

export type Seed_OperatorsQueryVariables = Exact<{ [key: string]: never; }>;


export type Seed_OperatorsQuery = { operators: { edges: Array<{ node: { name: string, demo: boolean, quotable: boolean, fleetSize: number, warnings: Array<{ kind: OperatorWarningKind, document: OperatorDocument }> } }> } };

export type SharedRules_EstimateQueryVariables = Exact<{
  input: EstimateInput;
}>;


export type SharedRules_EstimateQuery = { estimateCharter: { currency: string } };

export type SharedRules_ContactMutationVariables = Exact<{
  input: ContactMessageInput;
}>;


export type SharedRules_ContactMutation = { submitContactMessage: { reference: string } };

export type SharedRules_AffiliateMutationVariables = Exact<{
  input: AffiliateApplicationInput;
}>;


export type SharedRules_AffiliateMutation = { applyForAffiliate: { id: string } };

export type StaffPreferences_ReadQueryVariables = Exact<{ [key: string]: never; }>;


export type StaffPreferences_ReadQuery = { myStaffPreferences: { newLeadMail: NewLeadMail, leadBoard: { layout: LeadBoardLayout, search: string, status: LeadStatus | null, source: LeadSource | null, orderField: LeadOrderField, orderDirection: SortDirection } | null } };

export type StaffPreferences_SaveMutationVariables = Exact<{
  input: StaffPreferencesInput;
}>;


export type StaffPreferences_SaveMutation = { saveStaffPreferences: { newLeadMail: NewLeadMail, leadBoard: { layout: LeadBoardLayout, search: string } | null } };

export type StaffSearch_FindQueryVariables = Exact<{
  text: string;
  first?: number | null | undefined;
}>;


export type StaffSearch_FindQuery = { staffSearch: Array<{ kind: StaffSearchKind, id: string, title: string, detail: string, leadId: string | null }> };

export type SubscriptionsAuth_DemoteMutationVariables = Exact<{
  id: string | number;
}>;


export type SubscriptionsAuth_DemoteMutation = { setUserRole: { role: Role } };

export type Subscriptions_LeadEventsSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type Subscriptions_LeadEventsSubscription = { leadEvents: { type: LeadEventType, lead: { email: string, status: LeadStatus, score: number }, stats: { totalLeads: number, newLeads: number, contacted: number } } };

export type Subscriptions_SharedLeadEventsSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type Subscriptions_SharedLeadEventsSubscription = { leadEvents: { type: LeadEventType, lead: { email: string, stale: boolean }, stats: { totalLeads: number } } };

export type Subscriptions_LeadEventTypesSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type Subscriptions_LeadEventTypesSubscription = { leadEvents: { type: LeadEventType } };

export type Subscriptions_MyUpdatesWithQuotesSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type Subscriptions_MyUpdatesWithQuotesSubscription = { myQuoteRequestUpdated: { id: string, status: QuoteRequestStatus, quotes: Array<{ priceUsd: number }> } };

export type Subscriptions_MyUpdateIdsSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type Subscriptions_MyUpdateIdsSubscription = { myQuoteRequestUpdated: { id: string } };

export type Subscriptions_MyUpdatesSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type Subscriptions_MyUpdatesSubscription = { myQuoteRequestUpdated: { id: string, status: QuoteRequestStatus } };

export type Subscriptions_MyRequestsQueryVariables = Exact<{ [key: string]: never; }>;


export type Subscriptions_MyRequestsQuery = { myQuoteRequests: { totalCount: number } };

export type Testimonials_FieldsFragment = { id: string, authorName: string, rating: number, text: string, locale: string, status: TestimonialStatus, featured: boolean, createdAt: string, reviewedAt: string | null, author: { id: string, email: string | null } | null, reviewer: { id: string, email: string | null } | null };

export type Testimonials_SubmitMutationVariables = Exact<{
  input: TestimonialInput;
}>;


export type Testimonials_SubmitMutation = { submitTestimonial: { id: string, authorName: string, rating: number, text: string, locale: string, status: TestimonialStatus, featured: boolean, createdAt: string, reviewedAt: string | null, author: { id: string, email: string | null } | null, reviewer: { id: string, email: string | null } | null } };

export type Testimonials_ReviewMutationVariables = Exact<{
  id: string | number;
  status: TestimonialStatus;
  featured?: boolean | null | undefined;
}>;


export type Testimonials_ReviewMutation = { reviewTestimonial: { id: string, authorName: string, rating: number, text: string, locale: string, status: TestimonialStatus, featured: boolean, createdAt: string, reviewedAt: string | null, author: { id: string, email: string | null } | null, reviewer: { id: string, email: string | null } | null } };

export type Testimonials_PublicQueryVariables = Exact<{
  first?: number | null | undefined;
  locale?: string | null | undefined;
}>;


export type Testimonials_PublicQuery = { testimonials: Array<{ id: string, authorName: string, rating: number, text: string, locale: string, status: TestimonialStatus, featured: boolean, createdAt: string, reviewedAt: string | null, author: { id: string, email: string | null } | null, reviewer: { id: string, email: string | null } | null }> };

export type Testimonials_ForReviewQueryVariables = Exact<{
  status?: TestimonialStatus | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type Testimonials_ForReviewQuery = { testimonialsForReview: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { id: string, authorName: string, rating: number, text: string, locale: string, status: TestimonialStatus, featured: boolean, createdAt: string, reviewedAt: string | null, author: { id: string, email: string | null } | null, reviewer: { id: string, email: string | null } | null } }> } };

export type Testimonials_ChangeBookingMutationVariables = Exact<{
  id: string | number;
  status: BookingStatus;
}>;


export type Testimonials_ChangeBookingMutation = { changeBookingStatus: { id: string } };

export type Testimonials_MineQueryVariables = Exact<{ [key: string]: never; }>;


export type Testimonials_MineQuery = { myTestimonials: { totalCount: number, edges: Array<{ node: { id: string, status: TestimonialStatus, bookingId: string | null } }> } };

export type Testimonials_PublicBookingsQueryVariables = Exact<{ [key: string]: never; }>;


export type Testimonials_PublicBookingsQuery = { testimonials: Array<{ id: string, bookingId: string | null }> };

export type TripMail_SavePreferencesMutationVariables = Exact<{
  input: StaffPreferencesInput;
}>;


export type TripMail_SavePreferencesMutation = { saveStaffPreferences: { newLeadMail: NewLeadMail } };

export type TripMail_ConfirmMutationVariables = Exact<{
  id: string | number;
}>;


export type TripMail_ConfirmMutation = { changeBookingStatus: { id: string, status: BookingStatus } };

export type UsersAdmin_UserFragment = { id: string, email: string | null, role: Role, disabled: boolean, activeSessions: number, emailConfirmed: boolean, factors: Array<{ type: string, status: string }> };

export type UsersAdmin_DisableMutationVariables = Exact<{
  id: string | number;
  disabled: boolean;
}>;


export type UsersAdmin_DisableMutation = { setUserDisabled: { id: string, email: string | null, role: Role, disabled: boolean, activeSessions: number, emailConfirmed: boolean, factors: Array<{ type: string, status: string }> } };

export type UsersAdmin_EndSessionsMutationVariables = Exact<{
  id: string | number;
}>;


export type UsersAdmin_EndSessionsMutation = { endUserSessions: { id: string, email: string | null, role: Role, disabled: boolean, activeSessions: number, emailConfirmed: boolean, factors: Array<{ type: string, status: string }> } };

export type UsersAdmin_InviteMutationVariables = Exact<{
  email: string;
  role: Role;
  name?: string | null | undefined;
  locale?: string | null | undefined;
}>;


export type UsersAdmin_InviteMutation = { inviteStaff: { name: string | null, id: string, email: string | null, role: Role, disabled: boolean, activeSessions: number, emailConfirmed: boolean, factors: Array<{ type: string, status: string }> } };

export type UsersAdmin_AuditQueryVariables = Exact<{
  subjects?: Array<AuditSubject> | AuditSubject | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type UsersAdmin_AuditQuery = { auditLog: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { action: string, entity: string, entityId: string | null, actor: { id: string } | null, changes: Array<{ field: string, before: string | null, after: string | null }> } }> } };

export type UsersAdmin_ViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type UsersAdmin_ViewerQuery = { viewer: { id: string } | null };

export type UsersAdmin_TaxiMinutesMutationVariables = Exact<{ [key: string]: never; }>;


export type UsersAdmin_TaxiMinutesMutation = { updatePricing: { taxiMinutes: number } };

export type Users_FieldsFragment = { id: string, email: string | null, name: string | null, role: Role, emailConfirmed: boolean, createdAt: string, lastSignInAt: string | null, mfaEnabled: boolean };

export type Users_PageQueryVariables = Exact<{
  search?: string | null | undefined;
  role?: Role | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type Users_PageQuery = { users: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ cursor: string, node: { id: string, email: string | null, name: string | null, role: Role, emailConfirmed: boolean, createdAt: string, lastSignInAt: string | null, mfaEnabled: boolean } }> } };

export type Users_SetRoleMutationVariables = Exact<{
  userId: string | number;
  role: Role;
}>;


export type Users_SetRoleMutation = { setUserRole: { id: string, email: string | null, name: string | null, role: Role, emailConfirmed: boolean, createdAt: string, lastSignInAt: string | null, mfaEnabled: boolean } };

export type Users_LeadStatsQueryVariables = Exact<{ [key: string]: never; }>;


export type Users_LeadStatsQuery = { leadStats: { totalLeads: number } };

export type QuoteRequestFieldsFragment = { id: string, reference: string, status: QuoteRequestStatus, tripType: TripType, passengers: number, category: AircraftCategory | null, pets: boolean, luggage: string | null, catering: string | null, notes: string | null, programInterest: string | null, referralCode: string | null, createdAt: string, contact: { name: string, email: string, phone: string | null, company: string | null }, legs: Array<{ from: string, to: string, departAt: string, departsAtUtc: string }>, estimate: { category: AircraftCategory, lowUsd: number, highUsd: number, flightMinutes: number } | null };

export type BookingFieldsFragment = { id: string, number: string, status: BookingStatus, paymentStatus: PaymentStatus, departAt: string, departsAtUtc: string, route: string, passengers: number, aircraft: string, operator: string, priceUsd: number, currency: Currency, exchangeRate: number, price: number, amountOutstanding: number, confirmationCode: string, createdAt: string, customer: { id: string, email: string | null } | null, quoteRequest: { id: string, reference: string, status: QuoteRequestStatus } };

export type Charter_SubmitQuoteRequestMutationVariables = Exact<{
  input: QuoteRequestInput;
  key?: string | null | undefined;
}>;


export type Charter_SubmitQuoteRequestMutation = { submitQuoteRequest: { id: string, reference: string, status: QuoteRequestStatus, tripType: TripType, passengers: number, category: AircraftCategory | null, pets: boolean, luggage: string | null, catering: string | null, notes: string | null, programInterest: string | null, referralCode: string | null, createdAt: string, contact: { name: string, email: string, phone: string | null, company: string | null }, legs: Array<{ from: string, to: string, departAt: string, departsAtUtc: string }>, estimate: { category: AircraftCategory, lowUsd: number, highUsd: number, flightMinutes: number } | null } };

export type Charter_SendQuoteMutationVariables = Exact<{
  id: string | number;
  input: QuoteInput;
}>;


export type Charter_SendQuoteMutation = { sendQuote: { id: string, status: QuoteStatus, priceUsd: number, aircraft: string, operator: string, validUntil: string, expired: boolean, note: string | null, staffNote: string | null, quoteRequest: { id: string, status: QuoteRequestStatus } } };

export type Charter_AcceptQuoteMutationVariables = Exact<{
  id: string | number;
  termsVersion?: string | null | undefined;
  currency?: Currency | null | undefined;
}>;


export type Charter_AcceptQuoteMutation = { acceptQuote: { id: string, number: string, status: BookingStatus, paymentStatus: PaymentStatus, departAt: string, departsAtUtc: string, route: string, passengers: number, aircraft: string, operator: string, priceUsd: number, currency: Currency, exchangeRate: number, price: number, amountOutstanding: number, confirmationCode: string, createdAt: string, customer: { id: string, email: string | null } | null, quoteRequest: { id: string, reference: string, status: QuoteRequestStatus } } };

export type Charter_RecordPaymentMutationVariables = Exact<{
  id: string | number;
  input: PaymentInput;
}>;


export type Charter_RecordPaymentMutation = { recordPayment: { id: string, paymentStatus: PaymentStatus, currency: Currency, price: number, amountPaid: number, amountOutstanding: number, amountDue: number } };

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
export const Affiliates_FieldsFragmentDoc = new TypedDocumentString(`
    fragment Affiliates_Fields on AffiliateApplication {
  id
  name
  email
  company
  website
  audience
  locale
  status
  referralCode
  createdAt
  reviewedAt
  reviewNote
  commissionRatePercent
  rejectionReason
  reviewer {
    id
  }
  lead {
    id
    source
    email
  }
}
    `, {"fragmentName":"Affiliates_Fields"}) as unknown as TypedDocumentString<Affiliates_FieldsFragment, unknown>;
export const Affiliates_StatementFragmentDoc = new TypedDocumentString(`
    fragment Affiliates_Statement on AffiliateStatement {
  affiliateId
  name
  referralCode
  commissionRatePercent
  earnedUsd
  paidUsd
  unpaidUsd
  commissions {
    bookingId
    bookingNumber
    reference
    route
    bookingStatus
    priceUsd
    commissionUsd
    paidAt
  }
}
    `, {"fragmentName":"Affiliates_Statement"}) as unknown as TypedDocumentString<Affiliates_StatementFragment, unknown>;
export const AgreementFieldsFragmentDoc = new TypedDocumentString(`
    fragment AgreementFields on Booking {
  id
  agreement {
    termsVersion
    termsLocale
    acceptedAt
    operatorConditions
    quoteValidUntil
    cancellationSchedule {
      daysBefore
      percent
    }
    acceptedBy {
      id
      email
    }
  }
}
    `, {"fragmentName":"AgreementFields"}) as unknown as TypedDocumentString<AgreementFieldsFragment, unknown>;
export const EmptyLegs_FieldsFragmentDoc = new TypedDocumentString(`
    fragment EmptyLegs_Fields on EmptyLeg {
  id
  status
  from {
    code
    city
    timeZone
  }
  to {
    code
    city
  }
  earliestLocal
  latestLocal
  earliestAt
  latestAt
  aircraftType
  category
  seats
  priceUsd
  fromBooking
  publishedAt
}
    `, {"fragmentName":"EmptyLegs_Fields"}) as unknown as TypedDocumentString<EmptyLegs_FieldsFragment, unknown>;
export const Leads_LeadFieldsFragmentDoc = new TypedDocumentString(`
    fragment Leads_LeadFields on Lead {
  id
  contactName
  company
  email
  phone
  source
  score
  status
  estimatedValueUsd
  createdAt
  updatedAt
}
    `, {"fragmentName":"Leads_LeadFields"}) as unknown as TypedDocumentString<Leads_LeadFieldsFragment, unknown>;
export const OperatorsTest_OperatorFragmentDoc = new TypedDocumentString(`
    fragment OperatorsTest_Operator on Operator {
  id
  name
  aocNumber
  aocExpiresOn
  country
  insuranceExpiresOn
  audits {
    scheme
    rating
    expiresOn
    expired
  }
  contacts {
    name
    email
    phone
    language
  }
  notes
  demo
  quotable
  warnings {
    kind
    document
    expiresOn
    daysLeft
  }
  fleetSize
  viewerCanEdit
}
    `, {"fragmentName":"OperatorsTest_Operator"}) as unknown as TypedDocumentString<OperatorsTest_OperatorFragment, unknown>;
export const PaymentFieldsFragmentDoc = new TypedDocumentString(`
    fragment PaymentFields on Booking {
  id
  number
  status
  paymentStatus
  allowedStatuses
  currency
  exchangeRate
  price
  amountPaid
  amountDue
  amountOutstanding
  paymentReference
  paymentInstructions
  paymentSchedule {
    kind
    currency
    amount
    dueAt
    covered
    outstanding
    state
  }
  payments {
    kind
    amount
    currency
    receivedOn
    method
    reference
    note
    recordedBy {
      id
    }
  }
}
    `, {"fragmentName":"PaymentFields"}) as unknown as TypedDocumentString<PaymentFieldsFragment, unknown>;
export const QuoteMargins_QuoteFragmentDoc = new TypedDocumentString(`
    fragment QuoteMargins_Quote on Quote {
  id
  priceUsd
  aircraft
  operator
  terms
  validUntil
  rfqId
  operatorPriceUsd
  marginUsd
  priceAgainstEstimate
  operatorAudits
  aircraftDetails {
    typeName
    registration
    category
    yearOfManufacture
    yearOfRefurbishment
    seats
    wifi
    lavatory
    petsAllowed
  }
}
    `, {"fragmentName":"QuoteMargins_Quote"}) as unknown as TypedDocumentString<QuoteMargins_QuoteFragment, unknown>;
export const RfqTest_RfqFragmentDoc = new TypedDocumentString(`
    fragment RfqTest_Rfq on Rfq {
  id
  status
  contactEmail
  contactLanguage
  expired
  operator {
    id
    name
  }
  answer {
    price
    currency
    priceUsd
    validUntil
    conditions
    declineReason
    aircraft {
      registration
      seats
    }
  }
}
    `, {"fragmentName":"RfqTest_Rfq"}) as unknown as TypedDocumentString<RfqTest_RfqFragment, unknown>;
export const Testimonials_FieldsFragmentDoc = new TypedDocumentString(`
    fragment Testimonials_Fields on Testimonial {
  id
  authorName
  rating
  text
  locale
  status
  featured
  createdAt
  reviewedAt
  author {
    id
    email
  }
  reviewer {
    id
    email
  }
}
    `, {"fragmentName":"Testimonials_Fields"}) as unknown as TypedDocumentString<Testimonials_FieldsFragment, unknown>;
export const UsersAdmin_UserFragmentDoc = new TypedDocumentString(`
    fragment UsersAdmin_User on User {
  id
  email
  role
  disabled
  activeSessions
  emailConfirmed
  factors {
    type
    status
  }
}
    `, {"fragmentName":"UsersAdmin_User"}) as unknown as TypedDocumentString<UsersAdmin_UserFragment, unknown>;
export const Users_FieldsFragmentDoc = new TypedDocumentString(`
    fragment Users_Fields on User {
  id
  email
  name
  role
  emailConfirmed
  createdAt
  lastSignInAt
  mfaEnabled
}
    `, {"fragmentName":"Users_Fields"}) as unknown as TypedDocumentString<Users_FieldsFragment, unknown>;
export const QuoteRequestFieldsFragmentDoc = new TypedDocumentString(`
    fragment QuoteRequestFields on QuoteRequest {
  id
  reference
  status
  tripType
  passengers
  category
  pets
  luggage
  catering
  notes
  programInterest
  referralCode
  createdAt
  contact {
    name
    email
    phone
    company
  }
  legs {
    from
    to
    departAt
    departsAtUtc
  }
  estimate {
    category
    lowUsd
    highUsd
    flightMinutes
  }
}
    `, {"fragmentName":"QuoteRequestFields"}) as unknown as TypedDocumentString<QuoteRequestFieldsFragment, unknown>;
export const BookingFieldsFragmentDoc = new TypedDocumentString(`
    fragment BookingFields on Booking {
  id
  number
  status
  paymentStatus
  departAt
  departsAtUtc
  route
  passengers
  aircraft
  operator
  priceUsd
  currency
  exchangeRate
  price
  amountOutstanding
  confirmationCode
  createdAt
  customer {
    id
    email
  }
  quoteRequest {
    id
    reference
    status
  }
}
    `, {"fragmentName":"BookingFields"}) as unknown as TypedDocumentString<BookingFieldsFragment, unknown>;
export const Account_DeleteDocument = new TypedDocumentString(`
    mutation Account_Delete($email: String!) {
  deleteMyAccount(confirmEmail: $email)
}
    `) as unknown as TypedDocumentString<Account_DeleteMutation, Account_DeleteMutationVariables>;
export const Account_MyRequestsDocument = new TypedDocumentString(`
    query Account_MyRequests {
  myQuoteRequests {
    totalCount
  }
}
    `) as unknown as TypedDocumentString<Account_MyRequestsQuery, Account_MyRequestsQueryVariables>;
export const Account_MyBookingsDocument = new TypedDocumentString(`
    query Account_MyBookings {
  myBookings {
    totalCount
  }
}
    `) as unknown as TypedDocumentString<Account_MyBookingsQuery, Account_MyBookingsQueryVariables>;
export const Account_OneRequestDocument = new TypedDocumentString(`
    query Account_OneRequest($id: ID!) {
  quoteRequest(id: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<Account_OneRequestQuery, Account_OneRequestQueryVariables>;
export const Account_ContactDocument = new TypedDocumentString(`
    mutation Account_Contact($input: ContactMessageInput!) {
  submitContactMessage(input: $input) {
    reference
  }
}
    `) as unknown as TypedDocumentString<Account_ContactMutation, Account_ContactMutationVariables>;
export const Affiliates_ApplyDocument = new TypedDocumentString(`
    mutation Affiliates_Apply($input: AffiliateApplicationInput!) {
  applyForAffiliate(input: $input) {
    ...Affiliates_Fields
  }
}
    fragment Affiliates_Fields on AffiliateApplication {
  id
  name
  email
  company
  website
  audience
  locale
  status
  referralCode
  createdAt
  reviewedAt
  reviewNote
  commissionRatePercent
  rejectionReason
  reviewer {
    id
  }
  lead {
    id
    source
    email
  }
}`) as unknown as TypedDocumentString<Affiliates_ApplyMutation, Affiliates_ApplyMutationVariables>;
export const Affiliates_ReviewDocument = new TypedDocumentString(`
    mutation Affiliates_Review($id: ID!, $approve: Boolean!, $commissionRatePercent: Float, $reason: String, $note: String) {
  reviewAffiliateApplication(
    id: $id
    approve: $approve
    commissionRatePercent: $commissionRatePercent
    reason: $reason
    note: $note
  ) {
    ...Affiliates_Fields
  }
}
    fragment Affiliates_Fields on AffiliateApplication {
  id
  name
  email
  company
  website
  audience
  locale
  status
  referralCode
  createdAt
  reviewedAt
  reviewNote
  commissionRatePercent
  rejectionReason
  reviewer {
    id
  }
  lead {
    id
    source
    email
  }
}`) as unknown as TypedDocumentString<Affiliates_ReviewMutation, Affiliates_ReviewMutationVariables>;
export const Affiliates_ListDocument = new TypedDocumentString(`
    query Affiliates_List($status: AffiliateApplicationStatus, $first: Int, $after: String) {
  affiliateApplications(status: $status, first: $first, after: $after) {
    totalCount
    pageInfo {
      hasNextPage
      endCursor
    }
    edges {
      node {
        ...Affiliates_Fields
      }
    }
  }
}
    fragment Affiliates_Fields on AffiliateApplication {
  id
  name
  email
  company
  website
  audience
  locale
  status
  referralCode
  createdAt
  reviewedAt
  reviewNote
  commissionRatePercent
  rejectionReason
  reviewer {
    id
  }
  lead {
    id
    source
    email
  }
}`) as unknown as TypedDocumentString<Affiliates_ListQuery, Affiliates_ListQueryVariables>;
export const Affiliates_MineDocument = new TypedDocumentString(`
    query Affiliates_Mine {
  myAffiliate {
    referralCode
    commissionRatePercent
    referrals {
      kind
      reference
      route
      travelDate
      status
      createdAt
    }
    statement {
      ...Affiliates_Statement
    }
  }
}
    fragment Affiliates_Statement on AffiliateStatement {
  affiliateId
  name
  referralCode
  commissionRatePercent
  earnedUsd
  paidUsd
  unpaidUsd
  commissions {
    bookingId
    bookingNumber
    reference
    route
    bookingStatus
    priceUsd
    commissionUsd
    paidAt
  }
}`) as unknown as TypedDocumentString<Affiliates_MineQuery, Affiliates_MineQueryVariables>;
export const Affiliates_StatementDocument = new TypedDocumentString(`
    query Affiliates_Statement($id: ID!) {
  affiliateStatement(applicationId: $id) {
    ...Affiliates_Statement
  }
}
    fragment Affiliates_Statement on AffiliateStatement {
  affiliateId
  name
  referralCode
  commissionRatePercent
  earnedUsd
  paidUsd
  unpaidUsd
  commissions {
    bookingId
    bookingNumber
    reference
    route
    bookingStatus
    priceUsd
    commissionUsd
    paidAt
  }
}`) as unknown as TypedDocumentString<Affiliates_StatementQuery, Affiliates_StatementQueryVariables>;
export const Affiliates_MarkPaidDocument = new TypedDocumentString(`
    mutation Affiliates_MarkPaid($bookingId: ID!) {
  markAffiliateCommissionPaid(bookingId: $bookingId) {
    ...Affiliates_Statement
  }
}
    fragment Affiliates_Statement on AffiliateStatement {
  affiliateId
  name
  referralCode
  commissionRatePercent
  earnedUsd
  paidUsd
  unpaidUsd
  commissions {
    bookingId
    bookingNumber
    reference
    route
    bookingStatus
    priceUsd
    commissionUsd
    paidAt
  }
}`) as unknown as TypedDocumentString<Affiliates_MarkPaidMutation, Affiliates_MarkPaidMutationVariables>;
export const Affiliates_ContactDocument = new TypedDocumentString(`
    mutation Affiliates_Contact($input: ContactMessageInput!, $key: String) {
  submitContactMessage(input: $input, idempotencyKey: $key) {
    reference
  }
}
    `) as unknown as TypedDocumentString<Affiliates_ContactMutation, Affiliates_ContactMutationVariables>;
export const Affiliates_CancelBookingDocument = new TypedDocumentString(`
    mutation Affiliates_CancelBooking($id: ID!) {
  changeBookingStatus(id: $id, status: CANCELLED) {
    id
  }
}
    `) as unknown as TypedDocumentString<Affiliates_CancelBookingMutation, Affiliates_CancelBookingMutationVariables>;
export const Agreement_TermsDocument = new TypedDocumentString(`
    query Agreement_Terms($locale: String) {
  charterTerms(locale: $locale) {
    version
    locale
    title
    summary
    sections {
      heading
      body
    }
    cancellationSchedule {
      daysBefore
      percent
    }
  }
}
    `) as unknown as TypedDocumentString<Agreement_TermsQuery, Agreement_TermsQueryVariables>;
export const Agreement_MyBookingsDocument = new TypedDocumentString(`
    query Agreement_MyBookings {
  myBookings {
    edges {
      node {
        ...AgreementFields
      }
    }
  }
}
    fragment AgreementFields on Booking {
  id
  agreement {
    termsVersion
    termsLocale
    acceptedAt
    operatorConditions
    quoteValidUntil
    cancellationSchedule {
      daysBefore
      percent
    }
    acceptedBy {
      id
      email
    }
  }
}`) as unknown as TypedDocumentString<Agreement_MyBookingsQuery, Agreement_MyBookingsQueryVariables>;
export const Agreement_StaffBookingsDocument = new TypedDocumentString(`
    query Agreement_StaffBookings($search: String) {
  bookings(filter: {search: $search}) {
    edges {
      node {
        number
        ...AgreementFields
      }
    }
  }
}
    fragment AgreementFields on Booking {
  id
  agreement {
    termsVersion
    termsLocale
    acceptedAt
    operatorConditions
    quoteValidUntil
    cancellationSchedule {
      daysBefore
      percent
    }
    acceptedBy {
      id
      email
    }
  }
}`) as unknown as TypedDocumentString<Agreement_StaffBookingsQuery, Agreement_StaffBookingsQueryVariables>;
export const Agreement_UpdateScheduleDocument = new TypedDocumentString(`
    mutation Agreement_UpdateSchedule($tiers: [CancellationTierInput!]!) {
  updatePricing(input: {cancellationSchedule: $tiers}) {
    cancellationSchedule {
      daysBefore
      percent
    }
  }
}
    `) as unknown as TypedDocumentString<Agreement_UpdateScheduleMutation, Agreement_UpdateScheduleMutationVariables>;
export const AirportSearch_FindDocument = new TypedDocumentString(`
    query AirportSearch_Find($search: String!, $first: Int) {
  airports(search: $search, first: $first) {
    code
    name
    city
    countryCode
    suitsBusinessJets
  }
}
    `) as unknown as TypedDocumentString<AirportSearch_FindQuery, AirportSearch_FindQueryVariables>;
export const Airports_SearchDocument = new TypedDocumentString(`
    query Airports_Search($search: String!, $first: Int) {
  airports(search: $search, first: $first) {
    code
    iata
    icao
    name
    city
    country
    countryCode
    latitude
    longitude
    timeZone
    suitsBusinessJets
  }
}
    `) as unknown as TypedDocumentString<Airports_SearchQuery, Airports_SearchQueryVariables>;
export const Analytics_OverviewDocument = new TypedDocumentString(`
    query Analytics_Overview($range: DateRangeInput!) {
  analytics(range: $range) {
    from
    to
    totalLeads
    conversionRate
    bookings
    revenueUsd
    averageDealSizeUsd
    leadsBySource {
      source
      count
    }
    leadsByStatus {
      status
      count
    }
    revenueByMonth {
      month
      bookings
      revenueUsd
    }
    quoteRequestsByMonth {
      month
      count
    }
    topRoutes {
      from
      to
      count
    }
  }
}
    `) as unknown as TypedDocumentString<Analytics_OverviewQuery, Analytics_OverviewQueryVariables>;
export const Analytics_BreakdownsDocument = new TypedDocumentString(`
    query Analytics_Breakdowns($range: DateRangeInput!) {
  analytics(range: $range) {
    totalLeads
    leadsBySource {
      source
      count
    }
    leadsByMonth {
      month
      bySource {
        source
        count
      }
    }
    bookingsByCategory {
      category
      bookings
      revenueUsd
    }
    firstContact {
      medianHours
      contacted
      notContacted
    }
    affiliates {
      referralCode
      name
      leads
      bookings
      revenueUsd
    }
  }
}
    `) as unknown as TypedDocumentString<Analytics_BreakdownsQuery, Analytics_BreakdownsQueryVariables>;
export const Analytics_ContactDocument = new TypedDocumentString(`
    mutation Analytics_Contact($input: ContactMessageInput!, $key: String) {
  submitContactMessage(input: $input, idempotencyKey: $key) {
    reference
  }
}
    `) as unknown as TypedDocumentString<Analytics_ContactMutation, Analytics_ContactMutationVariables>;
export const AuthAdmin_MyRequestsDocument = new TypedDocumentString(`
    query AuthAdmin_MyRequests {
  myQuoteRequests {
    totalCount
  }
}
    `) as unknown as TypedDocumentString<AuthAdmin_MyRequestsQuery, AuthAdmin_MyRequestsQueryVariables>;
export const AuthAdmin_InviteStaffDocument = new TypedDocumentString(`
    mutation AuthAdmin_InviteStaff($email: String!, $role: Role!) {
  inviteStaff(email: $email, role: $role) {
    id
  }
}
    `) as unknown as TypedDocumentString<AuthAdmin_InviteStaffMutation, AuthAdmin_InviteStaffMutationVariables>;
export const AuthInvitation_InviteDocument = new TypedDocumentString(`
    mutation AuthInvitation_Invite($email: String!, $role: Role!) {
  inviteStaff(email: $email, role: $role) {
    id
  }
}
    `) as unknown as TypedDocumentString<AuthInvitation_InviteMutation, AuthInvitation_InviteMutationVariables>;
export const Autoconfirm_MyRequestsDocument = new TypedDocumentString(`
    query Autoconfirm_MyRequests {
  myQuoteRequests {
    totalCount
  }
}
    `) as unknown as TypedDocumentString<Autoconfirm_MyRequestsQuery, Autoconfirm_MyRequestsQueryVariables>;
export const Autoconfirm_MyBookingsDocument = new TypedDocumentString(`
    query Autoconfirm_MyBookings {
  myBookings {
    totalCount
  }
}
    `) as unknown as TypedDocumentString<Autoconfirm_MyBookingsQuery, Autoconfirm_MyBookingsQueryVariables>;
export const Autoconfirm_OneRequestDocument = new TypedDocumentString(`
    query Autoconfirm_OneRequest($id: ID!) {
  quoteRequest(id: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<Autoconfirm_OneRequestQuery, Autoconfirm_OneRequestQueryVariables>;
export const Autoconfirm_ContactDocument = new TypedDocumentString(`
    mutation Autoconfirm_Contact($input: ContactMessageInput!) {
  submitContactMessage(input: $input) {
    reference
  }
}
    `) as unknown as TypedDocumentString<Autoconfirm_ContactMutation, Autoconfirm_ContactMutationVariables>;
export const Autoconfirm_InviteDocument = new TypedDocumentString(`
    mutation Autoconfirm_Invite($email: String!, $role: Role!) {
  inviteStaff(email: $email, role: $role) {
    id
  }
}
    `) as unknown as TypedDocumentString<Autoconfirm_InviteMutation, Autoconfirm_InviteMutationVariables>;
export const Autoconfirm_SetRoleDocument = new TypedDocumentString(`
    mutation Autoconfirm_SetRole($id: ID!, $role: Role!) {
  setUserRole(userId: $id, role: $role) {
    role
  }
}
    `) as unknown as TypedDocumentString<Autoconfirm_SetRoleMutation, Autoconfirm_SetRoleMutationVariables>;
export const Bookings_ChangeStatusDocument = new TypedDocumentString(`
    mutation Bookings_ChangeStatus($id: ID!, $status: BookingStatus!) {
  changeBookingStatus(id: $id, status: $status) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<Bookings_ChangeStatusMutation, Bookings_ChangeStatusMutationVariables>;
export const Bookings_MineDocument = new TypedDocumentString(`
    query Bookings_Mine($first: Int, $after: String) {
  myBookings(first: $first, after: $after) {
    totalCount
    pageInfo {
      hasNextPage
      endCursor
    }
    edges {
      cursor
      node {
        ...BookingFields
      }
    }
  }
}
    fragment BookingFields on Booking {
  id
  number
  status
  paymentStatus
  departAt
  departsAtUtc
  route
  passengers
  aircraft
  operator
  priceUsd
  currency
  exchangeRate
  price
  amountOutstanding
  confirmationCode
  createdAt
  customer {
    id
    email
  }
  quoteRequest {
    id
    reference
    status
  }
}`) as unknown as TypedDocumentString<Bookings_MineQuery, Bookings_MineQueryVariables>;
export const Bookings_AllDocument = new TypedDocumentString(`
    query Bookings_All($filter: BookingFilter, $first: Int, $after: String) {
  bookings(filter: $filter, first: $first, after: $after) {
    totalCount
    pageInfo {
      hasNextPage
      endCursor
    }
    edges {
      node {
        id
        number
        status
        departAt
        customer {
          email
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<Bookings_AllQuery, Bookings_AllQueryVariables>;
export const Bookings_LeadStatsDocument = new TypedDocumentString(`
    query Bookings_LeadStats {
  leadStats {
    dealsWon
    totalRevenueUsd
    averageDealSizeUsd
    conversionRate
  }
}
    `) as unknown as TypedDocumentString<Bookings_LeadStatsQuery, Bookings_LeadStatsQueryVariables>;
export const Bookings_DeskDocument = new TypedDocumentString(`
    query Bookings_Desk($filter: BookingFilter, $orderBy: BookingOrder, $first: Int, $after: String) {
  bookings(filter: $filter, orderBy: $orderBy, first: $first, after: $after) {
    totalCount
    pageInfo {
      hasNextPage
      endCursor
    }
    edges {
      node {
        id
        number
        priceUsd
        paymentStatus
      }
    }
  }
}
    `) as unknown as TypedDocumentString<Bookings_DeskQuery, Bookings_DeskQueryVariables>;
export const Bookings_ChangePaymentDocument = new TypedDocumentString(`
    mutation Bookings_ChangePayment($id: ID!, $paymentStatus: PaymentStatus!) {
  changePaymentStatus(id: $id, paymentStatus: $paymentStatus) {
    id
    paymentStatus
  }
}
    `) as unknown as TypedDocumentString<Bookings_ChangePaymentMutation, Bookings_ChangePaymentMutationVariables>;
export const Bookings_LeadByEmailDocument = new TypedDocumentString(`
    query Bookings_LeadByEmail($search: String!) {
  leads(filter: {search: $search}) {
    edges {
      node {
        status
        estimatedValueUsd
        activity {
          kind
          body
          fromStatus
          toStatus
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<Bookings_LeadByEmailQuery, Bookings_LeadByEmailQueryVariables>;
export const Bookings_RequestLeadDocument = new TypedDocumentString(`
    query Bookings_RequestLead($id: ID!) {
  quoteRequest(id: $id) {
    leadId
  }
}
    `) as unknown as TypedDocumentString<Bookings_RequestLeadQuery, Bookings_RequestLeadQueryVariables>;
export const CatalogueCache_PublicDocument = new TypedDocumentString(`
    query CatalogueCache_Public {
  featuredOffers {
    id
    from
    priceUsd
    validUntil
  }
  programs {
    code
    fromPriceUsd
    mostPopular
  }
  aircraftCategories {
    category
    hourlyRateUsd
  }
}
    `) as unknown as TypedDocumentString<CatalogueCache_PublicQuery, CatalogueCache_PublicQueryVariables>;
export const CatalogueCache_UpsertDocument = new TypedDocumentString(`
    mutation CatalogueCache_Upsert($input: FlightOfferInput!) {
  upsertFlightOffer(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<CatalogueCache_UpsertMutation, CatalogueCache_UpsertMutationVariables>;
export const CatalogueCache_PricingDocument = new TypedDocumentString(`
    mutation CatalogueCache_Pricing($input: PricingInput!) {
  updatePricing(input: $input) {
    updatedAt
  }
}
    `) as unknown as TypedDocumentString<CatalogueCache_PricingMutation, CatalogueCache_PricingMutationVariables>;
export const Catalogue_CategoriesDocument = new TypedDocumentString(`
    query Catalogue_Categories {
  aircraftCategories {
    category
    exampleAircraft
    seats
    rangeNm
    cruiseKt
    hourlyRateUsd
    dailyMinimumHours
  }
}
    `) as unknown as TypedDocumentString<Catalogue_CategoriesQuery, Catalogue_CategoriesQueryVariables>;
export const Catalogue_ProgramsDocument = new TypedDocumentString(`
    query Catalogue_Programs {
  programs {
    code
    name
    summary
    priceUnit
    fromPriceUsd
    mostPopular
    features {
      key
      label
    }
  }
}
    `) as unknown as TypedDocumentString<Catalogue_ProgramsQuery, Catalogue_ProgramsQueryVariables>;
export const Company_ReadDocument = new TypedDocumentString(`
    query Company_Read {
  companySettings {
    legalName
    registeredAddress
    companyNumber
    phone
    email
    desks {
      name
      region
      phone
      email
      hours
    }
    leadership {
      name
      role
      bio
    }
    figures {
      foundedYear
      fleetAccess
      flightsArranged
      clientSatisfactionPercent
    }
    certifications
    insurance {
      cover
      limitUsd
    }
  }
}
    `) as unknown as TypedDocumentString<Company_ReadQuery, Company_ReadQueryVariables>;
export const Company_UpdateDocument = new TypedDocumentString(`
    mutation Company_Update($input: CompanySettingsInput!) {
  updateCompanySettings(input: $input) {
    phone
    leadership {
      name
      role
    }
  }
}
    `) as unknown as TypedDocumentString<Company_UpdateMutation, Company_UpdateMutationVariables>;
export const Company_LegalPageDocument = new TypedDocumentString(`
    query Company_LegalPage($kind: LegalPageKind!, $locale: String) {
  legalPage(kind: $kind, locale: $locale) {
    kind
    locale
    version
    body
  }
}
    `) as unknown as TypedDocumentString<Company_LegalPageQuery, Company_LegalPageQueryVariables>;
export const Company_LegalVersionsDocument = new TypedDocumentString(`
    query Company_LegalVersions($kind: LegalPageKind!) {
  legalPageVersions(kind: $kind) {
    locale
    version
  }
}
    `) as unknown as TypedDocumentString<Company_LegalVersionsQuery, Company_LegalVersionsQueryVariables>;
export const Company_PublishDocument = new TypedDocumentString(`
    mutation Company_Publish($input: PublishLegalPageInput!) {
  publishLegalPage(input: $input) {
    kind
    locale
    version
    body
  }
}
    `) as unknown as TypedDocumentString<Company_PublishMutation, Company_PublishMutationVariables>;
export const Company_TermsVersionDocument = new TypedDocumentString(`
    query Company_TermsVersion {
  charterTerms {
    version
  }
}
    `) as unknown as TypedDocumentString<Company_TermsVersionQuery, Company_TermsVersionQueryVariables>;
export const Contact_SubmitDocument = new TypedDocumentString(`
    mutation Contact_Submit($input: ContactMessageInput!, $key: String) {
  submitContactMessage(input: $input, idempotencyKey: $key) {
    reference
    receivedAt
  }
}
    `) as unknown as TypedDocumentString<Contact_SubmitMutation, Contact_SubmitMutationVariables>;
export const Contact_LeadByEmailDocument = new TypedDocumentString(`
    query Contact_LeadByEmail($search: String!) {
  leads(filter: {search: $search}) {
    totalCount
    edges {
      node {
        id
        email
        source
        status
        company
        phone
        activity {
          kind
          body
          actor {
            id
          }
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<Contact_LeadByEmailQuery, Contact_LeadByEmailQueryVariables>;
export const Conversations_SendDocument = new TypedDocumentString(`
    mutation Conversations_Send($input: SendMessageInput!) {
  sendMessage(input: $input) {
    id
    quoteRequestId
    fromStaff
    mine
    body
    sentAt
  }
}
    `) as unknown as TypedDocumentString<Conversations_SendMutation, Conversations_SendMutationVariables>;
export const Conversations_ThreadDocument = new TypedDocumentString(`
    query Conversations_Thread($id: ID!) {
  conversation(quoteRequestId: $id) {
    quoteRequestId
    unreadCount
    messages {
      body
      fromStaff
      mine
    }
  }
}
    `) as unknown as TypedDocumentString<Conversations_ThreadQuery, Conversations_ThreadQueryVariables>;
export const Conversations_MarkReadDocument = new TypedDocumentString(`
    mutation Conversations_MarkRead($id: ID!) {
  markConversationRead(quoteRequestId: $id) {
    id
    unreadMessages
  }
}
    `) as unknown as TypedDocumentString<Conversations_MarkReadMutation, Conversations_MarkReadMutationVariables>;
export const Conversations_MarkQuotesSeenDocument = new TypedDocumentString(`
    mutation Conversations_MarkQuotesSeen($id: ID!) {
  markQuotesSeen(quoteRequestId: $id) {
    id
    newQuotes
  }
}
    `) as unknown as TypedDocumentString<Conversations_MarkQuotesSeenMutation, Conversations_MarkQuotesSeenMutationVariables>;
export const Conversations_MyCountsDocument = new TypedDocumentString(`
    query Conversations_MyCounts {
  myUnreadMessages
  myQuoteRequests {
    edges {
      node {
        id
        unreadMessages
        newQuotes
      }
    }
  }
}
    `) as unknown as TypedDocumentString<Conversations_MyCountsQuery, Conversations_MyCountsQueryVariables>;
export const Conversations_LeadCountDocument = new TypedDocumentString(`
    query Conversations_LeadCount($id: ID!) {
  lead(id: $id) {
    unreadMessages
    quoteRequests {
      id
      unreadMessages
    }
  }
}
    `) as unknown as TypedDocumentString<Conversations_LeadCountQuery, Conversations_LeadCountQueryVariables>;
export const Conversations_DeleteAccountDocument = new TypedDocumentString(`
    mutation Conversations_DeleteAccount($email: String!) {
  deleteMyAccount(confirmEmail: $email)
}
    `) as unknown as TypedDocumentString<Conversations_DeleteAccountMutation, Conversations_DeleteAccountMutationVariables>;
export const Conversations_LeadOfDocument = new TypedDocumentString(`
    query Conversations_LeadOf($id: ID!) {
  quoteRequest(id: $id) {
    leadId
  }
}
    `) as unknown as TypedDocumentString<Conversations_LeadOfQuery, Conversations_LeadOfQueryVariables>;
export const Conversations_ThreadLiveDocument = new TypedDocumentString(`
    subscription Conversations_ThreadLive($id: ID) {
  conversationMessages(quoteRequestId: $id) {
    body
    fromStaff
    quoteRequest {
      id
      unreadMessages
    }
  }
}
    `) as unknown as TypedDocumentString<Conversations_ThreadLiveSubscription, Conversations_ThreadLiveSubscriptionVariables>;
export const DatabaseRoles_MyRequestsDocument = new TypedDocumentString(`
    query DatabaseRoles_MyRequests {
  myQuoteRequests {
    totalCount
  }
}
    `) as unknown as TypedDocumentString<DatabaseRoles_MyRequestsQuery, DatabaseRoles_MyRequestsQueryVariables>;
export const DatabaseRoles_ProgramsDocument = new TypedDocumentString(`
    query DatabaseRoles_Programs {
  programs {
    code
  }
}
    `) as unknown as TypedDocumentString<DatabaseRoles_ProgramsQuery, DatabaseRoles_ProgramsQueryVariables>;
export const EmptyLegs_LiveDocument = new TypedDocumentString(`
    query EmptyLegs_Live($filter: EmptyLegFilter) {
  emptyLegs(filter: $filter) {
    ...EmptyLegs_Fields
  }
}
    fragment EmptyLegs_Fields on EmptyLeg {
  id
  status
  from {
    code
    city
    timeZone
  }
  to {
    code
    city
  }
  earliestLocal
  latestLocal
  earliestAt
  latestAt
  aircraftType
  category
  seats
  priceUsd
  fromBooking
  publishedAt
}`) as unknown as TypedDocumentString<EmptyLegs_LiveQuery, EmptyLegs_LiveQueryVariables>;
export const EmptyLegs_AllDocument = new TypedDocumentString(`
    query EmptyLegs_All {
  allEmptyLegs {
    ...EmptyLegs_Fields
  }
}
    fragment EmptyLegs_Fields on EmptyLeg {
  id
  status
  from {
    code
    city
    timeZone
  }
  to {
    code
    city
  }
  earliestLocal
  latestLocal
  earliestAt
  latestAt
  aircraftType
  category
  seats
  priceUsd
  fromBooking
  publishedAt
}`) as unknown as TypedDocumentString<EmptyLegs_AllQuery, EmptyLegs_AllQueryVariables>;
export const EmptyLegs_SaveDocument = new TypedDocumentString(`
    mutation EmptyLegs_Save($input: EmptyLegInput!) {
  saveEmptyLeg(input: $input) {
    ...EmptyLegs_Fields
  }
}
    fragment EmptyLegs_Fields on EmptyLeg {
  id
  status
  from {
    code
    city
    timeZone
  }
  to {
    code
    city
  }
  earliestLocal
  latestLocal
  earliestAt
  latestAt
  aircraftType
  category
  seats
  priceUsd
  fromBooking
  publishedAt
}`) as unknown as TypedDocumentString<EmptyLegs_SaveMutation, EmptyLegs_SaveMutationVariables>;
export const EmptyLegs_PublishDocument = new TypedDocumentString(`
    mutation EmptyLegs_Publish($id: ID!) {
  publishEmptyLeg(id: $id) {
    ...EmptyLegs_Fields
  }
}
    fragment EmptyLegs_Fields on EmptyLeg {
  id
  status
  from {
    code
    city
    timeZone
  }
  to {
    code
    city
  }
  earliestLocal
  latestLocal
  earliestAt
  latestAt
  aircraftType
  category
  seats
  priceUsd
  fromBooking
  publishedAt
}`) as unknown as TypedDocumentString<EmptyLegs_PublishMutation, EmptyLegs_PublishMutationVariables>;
export const EmptyLegs_WithdrawDocument = new TypedDocumentString(`
    mutation EmptyLegs_Withdraw($id: ID!) {
  withdrawEmptyLeg(id: $id) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<EmptyLegs_WithdrawMutation, EmptyLegs_WithdrawMutationVariables>;
export const EmptyLegs_AlertDocument = new TypedDocumentString(`
    mutation EmptyLegs_Alert($input: RouteAlertInput!) {
  createRouteAlert(input: $input) {
    email
  }
}
    `) as unknown as TypedDocumentString<EmptyLegs_AlertMutation, EmptyLegs_AlertMutationVariables>;
export const Estimate_CharterDocument = new TypedDocumentString(`
    query Estimate_Charter($input: EstimateInput!) {
  estimateCharter(input: $input) {
    currency
    disclaimer
    options {
      category
      lowUsd
      highUsd
      flightMinutes
      billableHours
      fuelStop
      excludedReason
      legs {
        from
        to
        distanceNm
        flightMinutes
        fuelStop
      }
    }
  }
}
    `) as unknown as TypedDocumentString<Estimate_CharterQuery, Estimate_CharterQueryVariables>;
export const LeadDetail_AssignDocument = new TypedDocumentString(`
    mutation LeadDetail_Assign($id: ID!, $userId: ID) {
  assignLead(id: $id, userId: $userId) {
    id
    assignee {
      id
      email
      name
    }
    activity {
      kind
      body
      actor {
        id
      }
    }
  }
}
    `) as unknown as TypedDocumentString<LeadDetail_AssignMutation, LeadDetail_AssignMutationVariables>;
export const LeadDetail_LeadDocument = new TypedDocumentString(`
    query LeadDetail_Lead($id: ID!) {
  lead(id: $id) {
    id
    status
    score
    stale
    scoreBreakdown {
      factor
      points
      maxPoints
    }
  }
}
    `) as unknown as TypedDocumentString<LeadDetail_LeadQuery, LeadDetail_LeadQueryVariables>;
export const LeadDetail_StaffMembersDocument = new TypedDocumentString(`
    query LeadDetail_StaffMembers {
  staffMembers {
    id
    email
    name
  }
}
    `) as unknown as TypedDocumentString<LeadDetail_StaffMembersQuery, LeadDetail_StaffMembersQueryVariables>;
export const LeadDetail_UpdatePricingDocument = new TypedDocumentString(`
    mutation LeadDetail_UpdatePricing($input: PricingInput!) {
  updatePricing(input: $input) {
    staleLeadDays
  }
}
    `) as unknown as TypedDocumentString<LeadDetail_UpdatePricingMutation, LeadDetail_UpdatePricingMutationVariables>;
export const LeadDetail_StaleLeadDaysDocument = new TypedDocumentString(`
    query LeadDetail_StaleLeadDays {
  pricing {
    staleLeadDays
  }
}
    `) as unknown as TypedDocumentString<LeadDetail_StaleLeadDaysQuery, LeadDetail_StaleLeadDaysQueryVariables>;
export const LeadDetail_NoteDocument = new TypedDocumentString(`
    mutation LeadDetail_Note($id: ID!) {
  addLeadNote(id: $id, body: "Called, no answer.") {
    id
  }
}
    `) as unknown as TypedDocumentString<LeadDetail_NoteMutation, LeadDetail_NoteMutationVariables>;
export const LeadDetail_LoseDocument = new TypedDocumentString(`
    mutation LeadDetail_Lose($id: ID!) {
  changeLeadStatus(id: $id, status: LOST) {
    id
  }
}
    `) as unknown as TypedDocumentString<LeadDetail_LoseMutation, LeadDetail_LoseMutationVariables>;
export const LeadDetail_LeadEventsDocument = new TypedDocumentString(`
    subscription LeadDetail_LeadEvents {
  leadEvents {
    type
    lead {
      id
      assignee {
        id
      }
    }
  }
}
    `) as unknown as TypedDocumentString<LeadDetail_LeadEventsSubscription, LeadDetail_LeadEventsSubscriptionVariables>;
export const LeadDetail_ViewersDocument = new TypedDocumentString(`
    subscription LeadDetail_Viewers($leadId: ID!) {
  leadViewers(leadId: $leadId) {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<LeadDetail_ViewersSubscription, LeadDetail_ViewersSubscriptionVariables>;
export const LeadPipeline_StatsDocument = new TypedDocumentString(`
    query LeadPipeline_Stats($range: DateRangeInput) {
  leadStats(range: $range) {
    totalLeads
    newLeads
    contacted
    qualified
    dealsWon
    dealsLost
    totalRevenueUsd
    averageDealSizeUsd
    conversionRate
  }
}
    `) as unknown as TypedDocumentString<LeadPipeline_StatsQuery, LeadPipeline_StatsQueryVariables>;
export const LeadPipeline_MoveDocument = new TypedDocumentString(`
    mutation LeadPipeline_Move($id: ID!, $status: LeadStatus!) {
  changeLeadStatus(id: $id, status: $status) {
    id
  }
}
    `) as unknown as TypedDocumentString<LeadPipeline_MoveMutation, LeadPipeline_MoveMutationVariables>;
export const Leads_PageDocument = new TypedDocumentString(`
    query Leads_Page($filter: LeadFilter, $orderBy: LeadOrder, $first: Int, $after: String) {
  leads(filter: $filter, orderBy: $orderBy, first: $first, after: $after) {
    totalCount
    pageInfo {
      hasNextPage
      endCursor
    }
    edges {
      cursor
      node {
        ...Leads_LeadFields
      }
    }
  }
}
    fragment Leads_LeadFields on Lead {
  id
  contactName
  company
  email
  phone
  source
  score
  status
  estimatedValueUsd
  createdAt
  updatedAt
}`) as unknown as TypedDocumentString<Leads_PageQuery, Leads_PageQueryVariables>;
export const Leads_LeadDocument = new TypedDocumentString(`
    query Leads_Lead($id: ID!) {
  lead(id: $id) {
    ...Leads_LeadFields
    activity {
      kind
      body
      fromStatus
      toStatus
      actor {
        id
        email
      }
      quoteRequestId
    }
    quoteRequests {
      id
      reference
    }
  }
}
    fragment Leads_LeadFields on Lead {
  id
  contactName
  company
  email
  phone
  source
  score
  status
  estimatedValueUsd
  createdAt
  updatedAt
}`) as unknown as TypedDocumentString<Leads_LeadQuery, Leads_LeadQueryVariables>;
export const Leads_ChangeStatusDocument = new TypedDocumentString(`
    mutation Leads_ChangeStatus($id: ID!, $status: LeadStatus!, $note: String) {
  changeLeadStatus(id: $id, status: $status, note: $note) {
    id
    status
    activity {
      kind
      body
      fromStatus
      toStatus
      actor {
        email
      }
    }
  }
}
    `) as unknown as TypedDocumentString<Leads_ChangeStatusMutation, Leads_ChangeStatusMutationVariables>;
export const Leads_AddNoteDocument = new TypedDocumentString(`
    mutation Leads_AddNote($id: ID!, $body: String!) {
  addLeadNote(id: $id, body: $body) {
    id
    updatedAt
    activity {
      kind
      body
      actor {
        email
      }
    }
  }
}
    `) as unknown as TypedDocumentString<Leads_AddNoteMutation, Leads_AddNoteMutationVariables>;
export const Leads_StatsDocument = new TypedDocumentString(`
    query Leads_Stats($range: DateRangeInput) {
  leadStats(range: $range) {
    totalLeads
    newLeads
    contacted
    qualified
    dealsWon
    dealsLost
    totalRevenueUsd
    averageDealSizeUsd
    conversionRate
  }
}
    `) as unknown as TypedDocumentString<Leads_StatsQuery, Leads_StatsQueryVariables>;
export const Leads_NestedDocument = new TypedDocumentString(`
    query Leads_Nested($first: Int, $search: String) {
  leads(first: $first, filter: {search: $search}) {
    totalCount
    edges {
      node {
        id
        contactName
        assignee {
          email
        }
        activity {
          id
          kind
          body
          actor {
            email
          }
        }
        latestActivity {
          id
          kind
          actor {
            email
          }
        }
        quoteRequests {
          reference
          status
          legs {
            from
            to
            departAt
            fromAirport {
              code
              latitude
            }
            toAirport {
              code
              name
              timeZone
            }
          }
          quotes {
            priceUsd
            staffNote
            quoteRequest {
              reference
            }
          }
          booking {
            number
          }
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<Leads_NestedQuery, Leads_NestedQueryVariables>;
export const OfferedMoves_EnumDocument = new TypedDocumentString(`
    query OfferedMoves_Enum($name: String!) {
  __type(name: $name) {
    enumValues {
      name
    }
  }
}
    `) as unknown as TypedDocumentString<OfferedMoves_EnumQuery, OfferedMoves_EnumQueryVariables>;
export const OfferedMoves_LeadDocument = new TypedDocumentString(`
    query OfferedMoves_Lead($id: ID!) {
  lead(id: $id) {
    status
    allowedStatuses
  }
}
    `) as unknown as TypedDocumentString<OfferedMoves_LeadQuery, OfferedMoves_LeadQueryVariables>;
export const OfferedMoves_MoveLeadDocument = new TypedDocumentString(`
    mutation OfferedMoves_MoveLead($id: ID!, $status: LeadStatus!) {
  changeLeadStatus(id: $id, status: $status) {
    status
  }
}
    `) as unknown as TypedDocumentString<OfferedMoves_MoveLeadMutation, OfferedMoves_MoveLeadMutationVariables>;
export const OfferedMoves_BookingsDocument = new TypedDocumentString(`
    query OfferedMoves_Bookings {
  bookings(first: 100) {
    edges {
      node {
        id
        status
        paymentStatus
        allowedStatuses
        allowedPaymentStatuses
      }
    }
  }
}
    `) as unknown as TypedDocumentString<OfferedMoves_BookingsQuery, OfferedMoves_BookingsQueryVariables>;
export const OfferedMoves_MyBookingsDocument = new TypedDocumentString(`
    query OfferedMoves_MyBookings {
  myBookings(first: 100) {
    edges {
      node {
        id
        allowedStatuses
        allowedPaymentStatuses
      }
    }
  }
}
    `) as unknown as TypedDocumentString<OfferedMoves_MyBookingsQuery, OfferedMoves_MyBookingsQueryVariables>;
export const OfferedMoves_MoveBookingDocument = new TypedDocumentString(`
    mutation OfferedMoves_MoveBooking($id: ID!, $status: BookingStatus!) {
  changeBookingStatus(id: $id, status: $status) {
    status
  }
}
    `) as unknown as TypedDocumentString<OfferedMoves_MoveBookingMutation, OfferedMoves_MoveBookingMutationVariables>;
export const OfferedMoves_MovePaymentDocument = new TypedDocumentString(`
    mutation OfferedMoves_MovePayment($id: ID!, $status: PaymentStatus!) {
  changePaymentStatus(id: $id, paymentStatus: $status) {
    paymentStatus
  }
}
    `) as unknown as TypedDocumentString<OfferedMoves_MovePaymentMutation, OfferedMoves_MovePaymentMutationVariables>;
export const OfferedMoves_PricingDocument = new TypedDocumentString(`
    query OfferedMoves_Pricing {
  pricing {
    categories {
      category
    }
    programs {
      code
      priceUnit
    }
    limits {
      field
      min
      max
    }
  }
}
    `) as unknown as TypedDocumentString<OfferedMoves_PricingQuery, OfferedMoves_PricingQueryVariables>;
export const OfferedMoves_UpdatePricingDocument = new TypedDocumentString(`
    mutation OfferedMoves_UpdatePricing($input: PricingInput!) {
  updatePricing(input: $input) {
    updatedAt
  }
}
    `) as unknown as TypedDocumentString<OfferedMoves_UpdatePricingMutation, OfferedMoves_UpdatePricingMutationVariables>;
export const OffersAdmin_UpsertDocument = new TypedDocumentString(`
    mutation OffersAdmin_Upsert($input: FlightOfferInput!) {
  upsertFlightOffer(input: $input) {
    id
    from
    to
    fromIata
    toIata
    category
    discountPercent
    priceUsd
    originalPriceUsd
    featured
    sortOrder
    validUntil
  }
}
    `) as unknown as TypedDocumentString<OffersAdmin_UpsertMutation, OffersAdmin_UpsertMutationVariables>;
export const OffersAdmin_FeaturedDocument = new TypedDocumentString(`
    query OffersAdmin_Featured {
  featuredOffers {
    id
    from
    sortOrder
  }
}
    `) as unknown as TypedDocumentString<OffersAdmin_FeaturedQuery, OffersAdmin_FeaturedQueryVariables>;
export const Offers_FeaturedDocument = new TypedDocumentString(`
    query Offers_Featured {
  featuredOffers {
    id
    from
    to
    category
    discountPercent
    priceUsd
    originalPriceUsd
    fromIata
    toIata
    validUntil
  }
}
    `) as unknown as TypedDocumentString<Offers_FeaturedQuery, Offers_FeaturedQueryVariables>;
export const OperatorsTest_CreateDocument = new TypedDocumentString(`
    mutation OperatorsTest_Create($input: OperatorInput!) {
  createOperator(input: $input) {
    ...OperatorsTest_Operator
  }
}
    fragment OperatorsTest_Operator on Operator {
  id
  name
  aocNumber
  aocExpiresOn
  country
  insuranceExpiresOn
  audits {
    scheme
    rating
    expiresOn
    expired
  }
  contacts {
    name
    email
    phone
    language
  }
  notes
  demo
  quotable
  warnings {
    kind
    document
    expiresOn
    daysLeft
  }
  fleetSize
  viewerCanEdit
}`) as unknown as TypedDocumentString<OperatorsTest_CreateMutation, OperatorsTest_CreateMutationVariables>;
export const OperatorsTest_UpdateDocument = new TypedDocumentString(`
    mutation OperatorsTest_Update($id: ID!, $input: OperatorInput!) {
  updateOperator(id: $id, input: $input) {
    ...OperatorsTest_Operator
  }
}
    fragment OperatorsTest_Operator on Operator {
  id
  name
  aocNumber
  aocExpiresOn
  country
  insuranceExpiresOn
  audits {
    scheme
    rating
    expiresOn
    expired
  }
  contacts {
    name
    email
    phone
    language
  }
  notes
  demo
  quotable
  warnings {
    kind
    document
    expiresOn
    daysLeft
  }
  fleetSize
  viewerCanEdit
}`) as unknown as TypedDocumentString<OperatorsTest_UpdateMutation, OperatorsTest_UpdateMutationVariables>;
export const OperatorsTest_OneDocument = new TypedDocumentString(`
    query OperatorsTest_One($id: ID!) {
  operator(id: $id) {
    ...OperatorsTest_Operator
    aircraft {
      id
      registration
      seats
      category
      yearOfManufacture
      yearOfRefurbishment
      baseAirportCode
      wifi
      lavatory
      petsAllowed
    }
  }
}
    fragment OperatorsTest_Operator on Operator {
  id
  name
  aocNumber
  aocExpiresOn
  country
  insuranceExpiresOn
  audits {
    scheme
    rating
    expiresOn
    expired
  }
  contacts {
    name
    email
    phone
    language
  }
  notes
  demo
  quotable
  warnings {
    kind
    document
    expiresOn
    daysLeft
  }
  fleetSize
  viewerCanEdit
}`) as unknown as TypedDocumentString<OperatorsTest_OneQuery, OperatorsTest_OneQueryVariables>;
export const OperatorsTest_ListDocument = new TypedDocumentString(`
    query OperatorsTest_List($filter: OperatorFilter, $first: Int, $after: String) {
  operators(filter: $filter, first: $first, after: $after) {
    totalCount
    pageInfo {
      hasNextPage
      endCursor
    }
    edges {
      node {
        id
        name
        quotable
        fleetSize
        aircraft {
          registration
          operator {
            id
          }
          baseAirport {
            code
            city
          }
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<OperatorsTest_ListQuery, OperatorsTest_ListQueryVariables>;
export const OperatorsTest_AddAircraftDocument = new TypedDocumentString(`
    mutation OperatorsTest_AddAircraft($operatorId: ID!, $input: FleetAircraftInput!) {
  addAircraft(operatorId: $operatorId, input: $input) {
    id
    registration
    category
    baseAirportCode
    baseAirport {
      code
      name
    }
    operator {
      id
      name
    }
  }
}
    `) as unknown as TypedDocumentString<OperatorsTest_AddAircraftMutation, OperatorsTest_AddAircraftMutationVariables>;
export const OperatorsTest_UpdateAircraftDocument = new TypedDocumentString(`
    mutation OperatorsTest_UpdateAircraft($id: ID!, $input: FleetAircraftInput!) {
  updateAircraft(id: $id, input: $input) {
    id
    seats
  }
}
    `) as unknown as TypedDocumentString<OperatorsTest_UpdateAircraftMutation, OperatorsTest_UpdateAircraftMutationVariables>;
export const OperatorsTest_RemoveAircraftDocument = new TypedDocumentString(`
    mutation OperatorsTest_RemoveAircraft($id: ID!) {
  removeAircraft(id: $id) {
    id
    fleetSize
  }
}
    `) as unknown as TypedDocumentString<OperatorsTest_RemoveAircraftMutation, OperatorsTest_RemoveAircraftMutationVariables>;
export const OperatorsTest_ImportDocument = new TypedDocumentString(`
    mutation OperatorsTest_Import($operatorId: ID!, $csv: String!) {
  importFleet(operatorId: $operatorId, csv: $csv) {
    rows
    created
    updated
    unchanged
    ignoredColumns
    rejected {
      row
      registration
      problems {
        field
        code
        min
        max
      }
    }
    operator {
      id
      fleetSize
      aircraft {
        id
        registration
        seats
      }
    }
  }
}
    `) as unknown as TypedDocumentString<OperatorsTest_ImportMutation, OperatorsTest_ImportMutationVariables>;
export const OperatorsTest_SuitableDocument = new TypedDocumentString(`
    query OperatorsTest_Suitable($nearAirport: String!, $category: AircraftCategory, $minSeats: Int, $maxDistanceNm: Int, $first: Int) {
  suitableAircraft(
    nearAirport: $nearAirport
    category: $category
    minSeats: $minSeats
    maxDistanceNm: $maxDistanceNm
    first: $first
  ) {
    distanceNm
    aircraft {
      registration
      seats
      operator {
        quotable
      }
    }
  }
}
    `) as unknown as TypedDocumentString<OperatorsTest_SuitableQuery, OperatorsTest_SuitableQueryVariables>;
export const Passengers_ManifestDocument = new TypedDocumentString(`
    query Passengers_Manifest($bookingId: ID!) {
  bookingManifest(bookingId: $bookingId) {
    bookingId
    deadline
    complete
    erasedAt
    legs {
      position
      from
      to
      seats
      named
      unnamedSeats
      incompletePassengers
      missingFields
    }
    passengers {
      id
      legs
      enteredBy
      pending
      masked
      fullName
      dateOfBirth
      birthYear
      nationality
      passportNumber
      passportExpiry
      missing
      link {
        email
        usedAt
        expired
      }
    }
  }
}
    `) as unknown as TypedDocumentString<Passengers_ManifestQuery, Passengers_ManifestQueryVariables>;
export const Passengers_AddDocument = new TypedDocumentString(`
    mutation Passengers_Add($bookingId: ID!, $input: NewPassengerInput!) {
  addPassenger(bookingId: $bookingId, input: $input) {
    id
    legs
    fullName
    passportNumber
    missing
  }
}
    `) as unknown as TypedDocumentString<Passengers_AddMutation, Passengers_AddMutationVariables>;
export const Passengers_UpdateDocument = new TypedDocumentString(`
    mutation Passengers_Update($id: ID!, $input: PassengerChangeInput!) {
  updatePassenger(id: $id, input: $input) {
    id
    legs
    passportNumber
    missing
  }
}
    `) as unknown as TypedDocumentString<Passengers_UpdateMutation, Passengers_UpdateMutationVariables>;
export const Passengers_RemoveDocument = new TypedDocumentString(`
    mutation Passengers_Remove($id: ID!) {
  removePassenger(id: $id)
}
    `) as unknown as TypedDocumentString<Passengers_RemoveMutation, Passengers_RemoveMutationVariables>;
export const Passengers_InviteDocument = new TypedDocumentString(`
    mutation Passengers_Invite($input: PassengerInviteInput!) {
  invitePassenger(input: $input) {
    id
    pending
    missing
    link {
      email
      expired
    }
  }
}
    `) as unknown as TypedDocumentString<Passengers_InviteMutation, Passengers_InviteMutationVariables>;
export const Passengers_InvitationDocument = new TypedDocumentString(`
    query Passengers_Invitation($token: String!) {
  passengerInvitation(token: $token) {
    route
    bookerName
    legs {
      from
      to
      departAt
    }
  }
}
    `) as unknown as TypedDocumentString<Passengers_InvitationQuery, Passengers_InvitationQueryVariables>;
export const Passengers_SubmitDocument = new TypedDocumentString(`
    mutation Passengers_Submit($token: String!, $input: PassengerDetailsInput!) {
  submitPassengerDetails(token: $token, input: $input)
}
    `) as unknown as TypedDocumentString<Passengers_SubmitMutation, Passengers_SubmitMutationVariables>;
export const Passengers_SavedDocument = new TypedDocumentString(`
    query Passengers_Saved {
  mySavedPassengers {
    id
    fullName
    passportNumber
    missing
  }
}
    `) as unknown as TypedDocumentString<Passengers_SavedQuery, Passengers_SavedQueryVariables>;
export const Passengers_SaveDocument = new TypedDocumentString(`
    mutation Passengers_Save($input: PassengerDetailsInput!) {
  savePassenger(input: $input) {
    id
    fullName
  }
}
    `) as unknown as TypedDocumentString<Passengers_SaveMutation, Passengers_SaveMutationVariables>;
export const Passengers_DeadlineDocument = new TypedDocumentString(`
    mutation Passengers_Deadline($bookingId: ID!, $deadline: DateTimeISO) {
  setManifestDeadline(bookingId: $bookingId, deadline: $deadline) {
    deadline
    complete
  }
}
    `) as unknown as TypedDocumentString<Passengers_DeadlineMutation, Passengers_DeadlineMutationVariables>;
export const Passengers_MyBookingsDocument = new TypedDocumentString(`
    query Passengers_MyBookings {
  myBookings(first: 20) {
    edges {
      node {
        id
        manifest {
          complete
          deadline
          legs {
            position
            unnamedSeats
            incompletePassengers
            missingFields
          }
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<Passengers_MyBookingsQuery, Passengers_MyBookingsQueryVariables>;
export const Passengers_DeleteAccountDocument = new TypedDocumentString(`
    mutation Passengers_DeleteAccount($email: String!) {
  deleteMyAccount(confirmEmail: $email)
}
    `) as unknown as TypedDocumentString<Passengers_DeleteAccountMutation, Passengers_DeleteAccountMutationVariables>;
export const Passengers_AuditDocument = new TypedDocumentString(`
    query Passengers_Audit {
  auditLog(subjects: [PASSENGERS], first: 100) {
    edges {
      node {
        action
        entity
        entityId
        actor {
          id
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<Passengers_AuditQuery, Passengers_AuditQueryVariables>;
export const Payments_RequestBookingDocument = new TypedDocumentString(`
    query Payments_RequestBooking($id: ID!) {
  quoteRequest(id: $id) {
    booking {
      ...PaymentFields
    }
  }
}
    fragment PaymentFields on Booking {
  id
  number
  status
  paymentStatus
  allowedStatuses
  currency
  exchangeRate
  price
  amountPaid
  amountDue
  amountOutstanding
  paymentReference
  paymentInstructions
  paymentSchedule {
    kind
    currency
    amount
    dueAt
    covered
    outstanding
    state
  }
  payments {
    kind
    amount
    currency
    receivedOn
    method
    reference
    note
    recordedBy {
      id
    }
  }
}`) as unknown as TypedDocumentString<Payments_RequestBookingQuery, Payments_RequestBookingQueryVariables>;
export const Payments_SetInstructionsDocument = new TypedDocumentString(`
    mutation Payments_SetInstructions($input: [PaymentInstructionInput!]!) {
  updatePaymentInstructions(input: $input) {
    currency
    instructions
  }
}
    `) as unknown as TypedDocumentString<Payments_SetInstructionsMutation, Payments_SetInstructionsMutationVariables>;
export const Payments_ChangeStatusDocument = new TypedDocumentString(`
    mutation Payments_ChangeStatus($id: ID!, $status: BookingStatus!) {
  changeBookingStatus(id: $id, status: $status) {
    status
  }
}
    `) as unknown as TypedDocumentString<Payments_ChangeStatusMutation, Payments_ChangeStatusMutationVariables>;
export const Payments_MyUpdatesDocument = new TypedDocumentString(`
    subscription Payments_MyUpdates {
  myQuoteRequestUpdated {
    id
    booking {
      paymentStatus
      amountPaid
    }
  }
}
    `) as unknown as TypedDocumentString<Payments_MyUpdatesSubscription, Payments_MyUpdatesSubscriptionVariables>;
export const Pricing_SettingsDocument = new TypedDocumentString(`
    query Pricing_Settings {
  pricing {
    routingFactorPercent
    taxiMinutes
    rangePercent
    fuelStopRangePercent
    updatedAt
    categories {
      category
      hourlyRateUsd
      seats
      dailyMinimumHours
    }
    programs {
      code
      fromPriceUsd
      mostPopular
    }
  }
}
    `) as unknown as TypedDocumentString<Pricing_SettingsQuery, Pricing_SettingsQueryVariables>;
export const Pricing_UpdateDocument = new TypedDocumentString(`
    mutation Pricing_Update($input: PricingInput!) {
  updatePricing(input: $input) {
    taxiMinutes
    categories {
      category
      hourlyRateUsd
      seats
      dailyMinimumHours
      exampleAircraft
    }
    programs {
      code
      fromPriceUsd
      mostPopular
    }
  }
}
    `) as unknown as TypedDocumentString<Pricing_UpdateMutation, Pricing_UpdateMutationVariables>;
export const Pricing_PublicDocument = new TypedDocumentString(`
    query Pricing_Public {
  aircraftCategories {
    hourlyRateUsd
  }
  programs {
    fromPriceUsd
  }
}
    `) as unknown as TypedDocumentString<Pricing_PublicQuery, Pricing_PublicQueryVariables>;
export const PublicPages_UpsertDocument = new TypedDocumentString(`
    mutation PublicPages_Upsert($input: FlightOfferInput!) {
  upsertFlightOffer(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<PublicPages_UpsertMutation, PublicPages_UpsertMutationVariables>;
export const QuoteMargins_CreateOperatorDocument = new TypedDocumentString(`
    mutation QuoteMargins_CreateOperator($input: OperatorInput!) {
  createOperator(input: $input) {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<QuoteMargins_CreateOperatorMutation, QuoteMargins_CreateOperatorMutationVariables>;
export const QuoteMargins_AddAircraftDocument = new TypedDocumentString(`
    mutation QuoteMargins_AddAircraft($operatorId: ID!, $input: FleetAircraftInput!) {
  addAircraft(operatorId: $operatorId, input: $input) {
    id
    registration
  }
}
    `) as unknown as TypedDocumentString<QuoteMargins_AddAircraftMutation, QuoteMargins_AddAircraftMutationVariables>;
export const QuoteMargins_UpdateAircraftDocument = new TypedDocumentString(`
    mutation QuoteMargins_UpdateAircraft($id: ID!, $input: FleetAircraftInput!) {
  updateAircraft(id: $id, input: $input) {
    id
    seats
  }
}
    `) as unknown as TypedDocumentString<QuoteMargins_UpdateAircraftMutation, QuoteMargins_UpdateAircraftMutationVariables>;
export const QuoteMargins_SendRfqDocument = new TypedDocumentString(`
    mutation QuoteMargins_SendRfq($quoteRequestId: ID!, $recipients: [RfqRecipientInput!]!) {
  sendRfq(quoteRequestId: $quoteRequestId, recipients: $recipients) {
    id
    operator {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<QuoteMargins_SendRfqMutation, QuoteMargins_SendRfqMutationVariables>;
export const QuoteMargins_AnswerDocument = new TypedDocumentString(`
    mutation QuoteMargins_Answer($token: String!, $rfqId: ID!, $input: RfqQuoteInput!) {
  answerRfq(token: $token, rfqId: $rfqId, input: $input) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<QuoteMargins_AnswerMutation, QuoteMargins_AnswerMutationVariables>;
export const QuoteMargins_PricingDocument = new TypedDocumentString(`
    mutation QuoteMargins_Pricing($input: PricingInput!) {
  updatePricing(input: $input) {
    marginDefaultPercent
    marginMinimumUsd
  }
}
    `) as unknown as TypedDocumentString<QuoteMargins_PricingMutation, QuoteMargins_PricingMutationVariables>;
export const QuoteMargins_SendQuotesDocument = new TypedDocumentString(`
    mutation QuoteMargins_SendQuotes($quoteRequestId: ID!, $options: [RfqQuoteOptionInput!]!) {
  sendRfqQuotes(quoteRequestId: $quoteRequestId, options: $options) {
    ...QuoteMargins_Quote
  }
}
    fragment QuoteMargins_Quote on Quote {
  id
  priceUsd
  aircraft
  operator
  terms
  validUntil
  rfqId
  operatorPriceUsd
  marginUsd
  priceAgainstEstimate
  operatorAudits
  aircraftDetails {
    typeName
    registration
    category
    yearOfManufacture
    yearOfRefurbishment
    seats
    wifi
    lavatory
    petsAllowed
  }
}`) as unknown as TypedDocumentString<QuoteMargins_SendQuotesMutation, QuoteMargins_SendQuotesMutationVariables>;
export const QuoteMargins_RequestDocument = new TypedDocumentString(`
    query QuoteMargins_Request($id: ID!) {
  quoteRequest(id: $id) {
    status
    estimate {
      lowUsd
      highUsd
    }
    quotes {
      ...QuoteMargins_Quote
    }
  }
}
    fragment QuoteMargins_Quote on Quote {
  id
  priceUsd
  aircraft
  operator
  terms
  validUntil
  rfqId
  operatorPriceUsd
  marginUsd
  priceAgainstEstimate
  operatorAudits
  aircraftDetails {
    typeName
    registration
    category
    yearOfManufacture
    yearOfRefurbishment
    seats
    wifi
    lavatory
    petsAllowed
  }
}`) as unknown as TypedDocumentString<QuoteMargins_RequestQuery, QuoteMargins_RequestQueryVariables>;
export const Quotes_MyRequestsDocument = new TypedDocumentString(`
    query Quotes_MyRequests($first: Int, $after: String) {
  myQuoteRequests(first: $first, after: $after) {
    totalCount
    pageInfo {
      hasNextPage
      endCursor
    }
    edges {
      cursor
      node {
        ...QuoteRequestFields
        quotes {
          id
          status
          priceUsd
          aircraft
          operator
          expired
          note
          staffNote
          terms
        }
        booking {
          number
          confirmationCode
        }
      }
    }
  }
}
    fragment QuoteRequestFields on QuoteRequest {
  id
  reference
  status
  tripType
  passengers
  category
  pets
  luggage
  catering
  notes
  programInterest
  referralCode
  createdAt
  contact {
    name
    email
    phone
    company
  }
  legs {
    from
    to
    departAt
    departsAtUtc
  }
  estimate {
    category
    lowUsd
    highUsd
    flightMinutes
  }
}`) as unknown as TypedDocumentString<Quotes_MyRequestsQuery, Quotes_MyRequestsQueryVariables>;
export const Quotes_OneRequestDocument = new TypedDocumentString(`
    query Quotes_OneRequest($id: ID!) {
  quoteRequest(id: $id) {
    id
    reference
    status
    quotes {
      id
      status
      staffNote
    }
  }
}
    `) as unknown as TypedDocumentString<Quotes_OneRequestQuery, Quotes_OneRequestQueryVariables>;
export const Quotes_LeadByEmailDocument = new TypedDocumentString(`
    query Quotes_LeadByEmail($search: String!) {
  leads(filter: {search: $search}) {
    totalCount
    edges {
      node {
        id
        email
        status
        source
        score
        estimatedValueUsd
        contactName
        company
        activity {
          kind
          body
          fromStatus
          toStatus
          actor {
            email
          }
        }
        quoteRequests {
          id
          reference
          status
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<Quotes_LeadByEmailQuery, Quotes_LeadByEmailQueryVariables>;
export const Quotes_ReplayDocument = new TypedDocumentString(`
    mutation Quotes_Replay($input: QuoteRequestInput!, $key: String) {
  submitQuoteRequest(input: $input, idempotencyKey: $key) {
    id
    reference
    status
    createdAt
    updatedAt
    quotes {
      id
      priceUsd
    }
    booking {
      confirmationCode
    }
  }
}
    `) as unknown as TypedDocumentString<Quotes_ReplayMutation, Quotes_ReplayMutationVariables>;
export const Quotes_CancelDocument = new TypedDocumentString(`
    mutation Quotes_Cancel($id: ID!) {
  cancelQuoteRequest(id: $id) {
    id
    status
    quotes {
      id
      status
    }
  }
}
    `) as unknown as TypedDocumentString<Quotes_CancelMutation, Quotes_CancelMutationVariables>;
export const ReadReplica_AnalyticsDocument = new TypedDocumentString(`
    query ReadReplica_Analytics($range: DateRangeInput!) {
  analytics(range: $range) {
    totalLeads
  }
}
    `) as unknown as TypedDocumentString<ReadReplica_AnalyticsQuery, ReadReplica_AnalyticsQueryVariables>;
export const ReadReplica_LeadsDocument = new TypedDocumentString(`
    query ReadReplica_Leads($search: String) {
  leads(filter: {search: $search}) {
    totalCount
  }
}
    `) as unknown as TypedDocumentString<ReadReplica_LeadsQuery, ReadReplica_LeadsQueryVariables>;
export const RfqTest_CreateOperatorDocument = new TypedDocumentString(`
    mutation RfqTest_CreateOperator($input: OperatorInput!) {
  createOperator(input: $input) {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<RfqTest_CreateOperatorMutation, RfqTest_CreateOperatorMutationVariables>;
export const RfqTest_AddAircraftDocument = new TypedDocumentString(`
    mutation RfqTest_AddAircraft($operatorId: ID!, $input: FleetAircraftInput!) {
  addAircraft(operatorId: $operatorId, input: $input) {
    id
    registration
  }
}
    `) as unknown as TypedDocumentString<RfqTest_AddAircraftMutation, RfqTest_AddAircraftMutationVariables>;
export const RfqTest_SuggestionsDocument = new TypedDocumentString(`
    query RfqTest_Suggestions($quoteRequestId: ID!) {
  rfqSuggestions(quoteRequestId: $quoteRequestId) {
    nearestNm
    operator {
      id
      quotable
      contacts {
        email
        language
      }
    }
    aircraft {
      distanceNm
      aircraft {
        id
        registration
        seats
        yearOfManufacture
        category
      }
    }
  }
}
    `) as unknown as TypedDocumentString<RfqTest_SuggestionsQuery, RfqTest_SuggestionsQueryVariables>;
export const RfqTest_SendDocument = new TypedDocumentString(`
    mutation RfqTest_Send($quoteRequestId: ID!, $recipients: [RfqRecipientInput!]!) {
  sendRfq(quoteRequestId: $quoteRequestId, recipients: $recipients) {
    ...RfqTest_Rfq
  }
}
    fragment RfqTest_Rfq on Rfq {
  id
  status
  contactEmail
  contactLanguage
  expired
  operator {
    id
    name
  }
  answer {
    price
    currency
    priceUsd
    validUntil
    conditions
    declineReason
    aircraft {
      registration
      seats
    }
  }
}`) as unknown as TypedDocumentString<RfqTest_SendMutation, RfqTest_SendMutationVariables>;
export const RfqTest_ListDocument = new TypedDocumentString(`
    query RfqTest_List($quoteRequestId: ID!) {
  rfqs(quoteRequestId: $quoteRequestId) {
    ...RfqTest_Rfq
  }
}
    fragment RfqTest_Rfq on Rfq {
  id
  status
  contactEmail
  contactLanguage
  expired
  operator {
    id
    name
  }
  answer {
    price
    currency
    priceUsd
    validUntil
    conditions
    declineReason
    aircraft {
      registration
      seats
    }
  }
}`) as unknown as TypedDocumentString<RfqTest_ListQuery, RfqTest_ListQueryVariables>;
export const RfqTest_LeadDocument = new TypedDocumentString(`
    query RfqTest_Lead($id: ID!) {
  lead(id: $id) {
    quoteRequests {
      id
      rfqs {
        ...RfqTest_Rfq
      }
    }
  }
}
    fragment RfqTest_Rfq on Rfq {
  id
  status
  contactEmail
  contactLanguage
  expired
  operator {
    id
    name
  }
  answer {
    price
    currency
    priceUsd
    validUntil
    conditions
    declineReason
    aircraft {
      registration
      seats
    }
  }
}`) as unknown as TypedDocumentString<RfqTest_LeadQuery, RfqTest_LeadQueryVariables>;
export const RfqTest_MyRequestDocument = new TypedDocumentString(`
    query RfqTest_MyRequest($id: ID!) {
  quoteRequest(id: $id) {
    id
    rfqs {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<RfqTest_MyRequestQuery, RfqTest_MyRequestQueryVariables>;
export const RfqTest_InvitationDocument = new TypedDocumentString(`
    query RfqTest_Invitation($token: String!) {
  rfqInvitation(token: $token) {
    id
    operatorName
    contactName
    status
    expiresAt
    trip {
      reference
      tripType
      passengers
      category
      pets
      luggage
      legs {
        from
        to
        departAt
        fromAirport {
          code
          name
          city
        }
        toAirport {
          code
        }
      }
    }
    fleet {
      id
      registration
      typeName
      seats
    }
    answer {
      price
      currency
      priceUsd
      declineReason
    }
  }
}
    `) as unknown as TypedDocumentString<RfqTest_InvitationQuery, RfqTest_InvitationQueryVariables>;
export const RfqTest_AnswerDocument = new TypedDocumentString(`
    mutation RfqTest_Answer($token: String!, $rfqId: ID!, $input: RfqQuoteInput!) {
  answerRfq(token: $token, rfqId: $rfqId, input: $input) {
    id
    status
    answer {
      price
      currency
      priceUsd
    }
  }
}
    `) as unknown as TypedDocumentString<RfqTest_AnswerMutation, RfqTest_AnswerMutationVariables>;
export const RfqTest_DeclineDocument = new TypedDocumentString(`
    mutation RfqTest_Decline($token: String!, $rfqId: ID!, $reason: String!) {
  declineRfq(token: $token, rfqId: $rfqId, reason: $reason) {
    id
    status
    answer {
      declineReason
    }
  }
}
    `) as unknown as TypedDocumentString<RfqTest_DeclineMutation, RfqTest_DeclineMutationVariables>;
export const Sandbox_FeaturedDocument = new TypedDocumentString(`
    query Sandbox_Featured {
  featuredOffers {
    id
  }
}
    `) as unknown as TypedDocumentString<Sandbox_FeaturedQuery, Sandbox_FeaturedQueryVariables>;
export const Seed_FiguresDocument = new TypedDocumentString(`
    query Seed_Figures($range: DateRangeInput!) {
  leadStats(range: $range) {
    totalLeads
    newLeads
    contacted
    qualified
    dealsWon
  }
  analytics(range: $range) {
    totalLeads
    conversionRate
    bookings
    revenueUsd
    averageDealSizeUsd
    leadsBySource {
      source
      count
    }
    leadsByStatus {
      status
      count
    }
    topRoutes {
      from
      to
      count
    }
  }
}
    `) as unknown as TypedDocumentString<Seed_FiguresQuery, Seed_FiguresQueryVariables>;
export const Seed_OperatorsDocument = new TypedDocumentString(`
    query Seed_Operators {
  operators(first: 100) {
    edges {
      node {
        name
        demo
        quotable
        fleetSize
        warnings {
          kind
          document
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<Seed_OperatorsQuery, Seed_OperatorsQueryVariables>;
export const SharedRules_EstimateDocument = new TypedDocumentString(`
    query SharedRules_Estimate($input: EstimateInput!) {
  estimateCharter(input: $input) {
    currency
  }
}
    `) as unknown as TypedDocumentString<SharedRules_EstimateQuery, SharedRules_EstimateQueryVariables>;
export const SharedRules_ContactDocument = new TypedDocumentString(`
    mutation SharedRules_Contact($input: ContactMessageInput!) {
  submitContactMessage(input: $input) {
    reference
  }
}
    `) as unknown as TypedDocumentString<SharedRules_ContactMutation, SharedRules_ContactMutationVariables>;
export const SharedRules_AffiliateDocument = new TypedDocumentString(`
    mutation SharedRules_Affiliate($input: AffiliateApplicationInput!) {
  applyForAffiliate(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<SharedRules_AffiliateMutation, SharedRules_AffiliateMutationVariables>;
export const StaffPreferences_ReadDocument = new TypedDocumentString(`
    query StaffPreferences_Read {
  myStaffPreferences {
    newLeadMail
    leadBoard {
      layout
      search
      status
      source
      orderField
      orderDirection
    }
  }
}
    `) as unknown as TypedDocumentString<StaffPreferences_ReadQuery, StaffPreferences_ReadQueryVariables>;
export const StaffPreferences_SaveDocument = new TypedDocumentString(`
    mutation StaffPreferences_Save($input: StaffPreferencesInput!) {
  saveStaffPreferences(input: $input) {
    newLeadMail
    leadBoard {
      layout
      search
    }
  }
}
    `) as unknown as TypedDocumentString<StaffPreferences_SaveMutation, StaffPreferences_SaveMutationVariables>;
export const StaffSearch_FindDocument = new TypedDocumentString(`
    query StaffSearch_Find($text: String!, $first: Int) {
  staffSearch(text: $text, first: $first) {
    kind
    id
    title
    detail
    leadId
  }
}
    `) as unknown as TypedDocumentString<StaffSearch_FindQuery, StaffSearch_FindQueryVariables>;
export const SubscriptionsAuth_DemoteDocument = new TypedDocumentString(`
    mutation SubscriptionsAuth_Demote($id: ID!) {
  setUserRole(userId: $id, role: CUSTOMER) {
    role
  }
}
    `) as unknown as TypedDocumentString<SubscriptionsAuth_DemoteMutation, SubscriptionsAuth_DemoteMutationVariables>;
export const Subscriptions_LeadEventsDocument = new TypedDocumentString(`
    subscription Subscriptions_LeadEvents {
  leadEvents {
    type
    lead {
      email
      status
      score
    }
    stats {
      totalLeads
      newLeads
      contacted
    }
  }
}
    `) as unknown as TypedDocumentString<Subscriptions_LeadEventsSubscription, Subscriptions_LeadEventsSubscriptionVariables>;
export const Subscriptions_SharedLeadEventsDocument = new TypedDocumentString(`
    subscription Subscriptions_SharedLeadEvents {
  leadEvents {
    type
    lead {
      email
      stale
    }
    stats {
      totalLeads
    }
  }
}
    `) as unknown as TypedDocumentString<Subscriptions_SharedLeadEventsSubscription, Subscriptions_SharedLeadEventsSubscriptionVariables>;
export const Subscriptions_LeadEventTypesDocument = new TypedDocumentString(`
    subscription Subscriptions_LeadEventTypes {
  leadEvents {
    type
  }
}
    `) as unknown as TypedDocumentString<Subscriptions_LeadEventTypesSubscription, Subscriptions_LeadEventTypesSubscriptionVariables>;
export const Subscriptions_MyUpdatesWithQuotesDocument = new TypedDocumentString(`
    subscription Subscriptions_MyUpdatesWithQuotes {
  myQuoteRequestUpdated {
    id
    status
    quotes {
      priceUsd
    }
  }
}
    `) as unknown as TypedDocumentString<Subscriptions_MyUpdatesWithQuotesSubscription, Subscriptions_MyUpdatesWithQuotesSubscriptionVariables>;
export const Subscriptions_MyUpdateIdsDocument = new TypedDocumentString(`
    subscription Subscriptions_MyUpdateIds {
  myQuoteRequestUpdated {
    id
  }
}
    `) as unknown as TypedDocumentString<Subscriptions_MyUpdateIdsSubscription, Subscriptions_MyUpdateIdsSubscriptionVariables>;
export const Subscriptions_MyUpdatesDocument = new TypedDocumentString(`
    subscription Subscriptions_MyUpdates {
  myQuoteRequestUpdated {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<Subscriptions_MyUpdatesSubscription, Subscriptions_MyUpdatesSubscriptionVariables>;
export const Subscriptions_MyRequestsDocument = new TypedDocumentString(`
    query Subscriptions_MyRequests {
  myQuoteRequests {
    totalCount
  }
}
    `) as unknown as TypedDocumentString<Subscriptions_MyRequestsQuery, Subscriptions_MyRequestsQueryVariables>;
export const Testimonials_SubmitDocument = new TypedDocumentString(`
    mutation Testimonials_Submit($input: TestimonialInput!) {
  submitTestimonial(input: $input) {
    ...Testimonials_Fields
  }
}
    fragment Testimonials_Fields on Testimonial {
  id
  authorName
  rating
  text
  locale
  status
  featured
  createdAt
  reviewedAt
  author {
    id
    email
  }
  reviewer {
    id
    email
  }
}`) as unknown as TypedDocumentString<Testimonials_SubmitMutation, Testimonials_SubmitMutationVariables>;
export const Testimonials_ReviewDocument = new TypedDocumentString(`
    mutation Testimonials_Review($id: ID!, $status: TestimonialStatus!, $featured: Boolean) {
  reviewTestimonial(id: $id, status: $status, featured: $featured) {
    ...Testimonials_Fields
  }
}
    fragment Testimonials_Fields on Testimonial {
  id
  authorName
  rating
  text
  locale
  status
  featured
  createdAt
  reviewedAt
  author {
    id
    email
  }
  reviewer {
    id
    email
  }
}`) as unknown as TypedDocumentString<Testimonials_ReviewMutation, Testimonials_ReviewMutationVariables>;
export const Testimonials_PublicDocument = new TypedDocumentString(`
    query Testimonials_Public($first: Int, $locale: String) {
  testimonials(first: $first, locale: $locale) {
    ...Testimonials_Fields
  }
}
    fragment Testimonials_Fields on Testimonial {
  id
  authorName
  rating
  text
  locale
  status
  featured
  createdAt
  reviewedAt
  author {
    id
    email
  }
  reviewer {
    id
    email
  }
}`) as unknown as TypedDocumentString<Testimonials_PublicQuery, Testimonials_PublicQueryVariables>;
export const Testimonials_ForReviewDocument = new TypedDocumentString(`
    query Testimonials_ForReview($status: TestimonialStatus, $first: Int, $after: String) {
  testimonialsForReview(status: $status, first: $first, after: $after) {
    totalCount
    pageInfo {
      hasNextPage
      endCursor
    }
    edges {
      node {
        ...Testimonials_Fields
      }
    }
  }
}
    fragment Testimonials_Fields on Testimonial {
  id
  authorName
  rating
  text
  locale
  status
  featured
  createdAt
  reviewedAt
  author {
    id
    email
  }
  reviewer {
    id
    email
  }
}`) as unknown as TypedDocumentString<Testimonials_ForReviewQuery, Testimonials_ForReviewQueryVariables>;
export const Testimonials_ChangeBookingDocument = new TypedDocumentString(`
    mutation Testimonials_ChangeBooking($id: ID!, $status: BookingStatus!) {
  changeBookingStatus(id: $id, status: $status) {
    id
  }
}
    `) as unknown as TypedDocumentString<Testimonials_ChangeBookingMutation, Testimonials_ChangeBookingMutationVariables>;
export const Testimonials_MineDocument = new TypedDocumentString(`
    query Testimonials_Mine {
  myTestimonials {
    totalCount
    edges {
      node {
        id
        status
        bookingId
      }
    }
  }
}
    `) as unknown as TypedDocumentString<Testimonials_MineQuery, Testimonials_MineQueryVariables>;
export const Testimonials_PublicBookingsDocument = new TypedDocumentString(`
    query Testimonials_PublicBookings {
  testimonials(first: 50) {
    id
    bookingId
  }
}
    `) as unknown as TypedDocumentString<Testimonials_PublicBookingsQuery, Testimonials_PublicBookingsQueryVariables>;
export const TripMail_SavePreferencesDocument = new TypedDocumentString(`
    mutation TripMail_SavePreferences($input: StaffPreferencesInput!) {
  saveStaffPreferences(input: $input) {
    newLeadMail
  }
}
    `) as unknown as TypedDocumentString<TripMail_SavePreferencesMutation, TripMail_SavePreferencesMutationVariables>;
export const TripMail_ConfirmDocument = new TypedDocumentString(`
    mutation TripMail_Confirm($id: ID!) {
  changeBookingStatus(id: $id, status: CONFIRMED) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<TripMail_ConfirmMutation, TripMail_ConfirmMutationVariables>;
export const UsersAdmin_DisableDocument = new TypedDocumentString(`
    mutation UsersAdmin_Disable($id: ID!, $disabled: Boolean!) {
  setUserDisabled(userId: $id, disabled: $disabled) {
    ...UsersAdmin_User
  }
}
    fragment UsersAdmin_User on User {
  id
  email
  role
  disabled
  activeSessions
  emailConfirmed
  factors {
    type
    status
  }
}`) as unknown as TypedDocumentString<UsersAdmin_DisableMutation, UsersAdmin_DisableMutationVariables>;
export const UsersAdmin_EndSessionsDocument = new TypedDocumentString(`
    mutation UsersAdmin_EndSessions($id: ID!) {
  endUserSessions(userId: $id) {
    ...UsersAdmin_User
  }
}
    fragment UsersAdmin_User on User {
  id
  email
  role
  disabled
  activeSessions
  emailConfirmed
  factors {
    type
    status
  }
}`) as unknown as TypedDocumentString<UsersAdmin_EndSessionsMutation, UsersAdmin_EndSessionsMutationVariables>;
export const UsersAdmin_InviteDocument = new TypedDocumentString(`
    mutation UsersAdmin_Invite($email: String!, $role: Role!, $name: String, $locale: String) {
  inviteStaff(email: $email, role: $role, name: $name, locale: $locale) {
    ...UsersAdmin_User
    name
  }
}
    fragment UsersAdmin_User on User {
  id
  email
  role
  disabled
  activeSessions
  emailConfirmed
  factors {
    type
    status
  }
}`) as unknown as TypedDocumentString<UsersAdmin_InviteMutation, UsersAdmin_InviteMutationVariables>;
export const UsersAdmin_AuditDocument = new TypedDocumentString(`
    query UsersAdmin_Audit($subjects: [AuditSubject!], $first: Int, $after: String) {
  auditLog(subjects: $subjects, first: $first, after: $after) {
    totalCount
    pageInfo {
      hasNextPage
      endCursor
    }
    edges {
      node {
        action
        entity
        entityId
        actor {
          id
        }
        changes {
          field
          before
          after
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<UsersAdmin_AuditQuery, UsersAdmin_AuditQueryVariables>;
export const UsersAdmin_ViewerDocument = new TypedDocumentString(`
    query UsersAdmin_Viewer {
  viewer {
    id
  }
}
    `) as unknown as TypedDocumentString<UsersAdmin_ViewerQuery, UsersAdmin_ViewerQueryVariables>;
export const UsersAdmin_TaxiMinutesDocument = new TypedDocumentString(`
    mutation UsersAdmin_TaxiMinutes {
  updatePricing(input: {taxiMinutes: 17}) {
    taxiMinutes
  }
}
    `) as unknown as TypedDocumentString<UsersAdmin_TaxiMinutesMutation, UsersAdmin_TaxiMinutesMutationVariables>;
export const Users_PageDocument = new TypedDocumentString(`
    query Users_Page($search: String, $role: Role, $first: Int, $after: String) {
  users(search: $search, role: $role, first: $first, after: $after) {
    totalCount
    pageInfo {
      hasNextPage
      endCursor
    }
    edges {
      cursor
      node {
        ...Users_Fields
      }
    }
  }
}
    fragment Users_Fields on User {
  id
  email
  name
  role
  emailConfirmed
  createdAt
  lastSignInAt
  mfaEnabled
}`) as unknown as TypedDocumentString<Users_PageQuery, Users_PageQueryVariables>;
export const Users_SetRoleDocument = new TypedDocumentString(`
    mutation Users_SetRole($userId: ID!, $role: Role!) {
  setUserRole(userId: $userId, role: $role) {
    ...Users_Fields
  }
}
    fragment Users_Fields on User {
  id
  email
  name
  role
  emailConfirmed
  createdAt
  lastSignInAt
  mfaEnabled
}`) as unknown as TypedDocumentString<Users_SetRoleMutation, Users_SetRoleMutationVariables>;
export const Users_LeadStatsDocument = new TypedDocumentString(`
    query Users_LeadStats {
  leadStats {
    totalLeads
  }
}
    `) as unknown as TypedDocumentString<Users_LeadStatsQuery, Users_LeadStatsQueryVariables>;
export const Charter_SubmitQuoteRequestDocument = new TypedDocumentString(`
    mutation Charter_SubmitQuoteRequest($input: QuoteRequestInput!, $key: String) {
  submitQuoteRequest(input: $input, idempotencyKey: $key) {
    ...QuoteRequestFields
  }
}
    fragment QuoteRequestFields on QuoteRequest {
  id
  reference
  status
  tripType
  passengers
  category
  pets
  luggage
  catering
  notes
  programInterest
  referralCode
  createdAt
  contact {
    name
    email
    phone
    company
  }
  legs {
    from
    to
    departAt
    departsAtUtc
  }
  estimate {
    category
    lowUsd
    highUsd
    flightMinutes
  }
}`) as unknown as TypedDocumentString<Charter_SubmitQuoteRequestMutation, Charter_SubmitQuoteRequestMutationVariables>;
export const Charter_SendQuoteDocument = new TypedDocumentString(`
    mutation Charter_SendQuote($id: ID!, $input: QuoteInput!) {
  sendQuote(quoteRequestId: $id, input: $input) {
    id
    status
    priceUsd
    aircraft
    operator
    validUntil
    expired
    note
    staffNote
    quoteRequest {
      id
      status
    }
  }
}
    `) as unknown as TypedDocumentString<Charter_SendQuoteMutation, Charter_SendQuoteMutationVariables>;
export const Charter_AcceptQuoteDocument = new TypedDocumentString(`
    mutation Charter_AcceptQuote($id: ID!, $termsVersion: String = "2026-11", $currency: Currency) {
  acceptQuote(quoteId: $id, termsVersion: $termsVersion, currency: $currency) {
    ...BookingFields
  }
}
    fragment BookingFields on Booking {
  id
  number
  status
  paymentStatus
  departAt
  departsAtUtc
  route
  passengers
  aircraft
  operator
  priceUsd
  currency
  exchangeRate
  price
  amountOutstanding
  confirmationCode
  createdAt
  customer {
    id
    email
  }
  quoteRequest {
    id
    reference
    status
  }
}`) as unknown as TypedDocumentString<Charter_AcceptQuoteMutation, Charter_AcceptQuoteMutationVariables>;
export const Charter_RecordPaymentDocument = new TypedDocumentString(`
    mutation Charter_RecordPayment($id: ID!, $input: PaymentInput!) {
  recordPayment(bookingId: $id, input: $input) {
    id
    paymentStatus
    currency
    price
    amountPaid
    amountOutstanding
    amountDue
  }
}
    `) as unknown as TypedDocumentString<Charter_RecordPaymentMutation, Charter_RecordPaymentMutationVariables>;
// Demo leads with their timelines, quote requests (legs between real business-aviation airports,
// estimated by the real estimate engine), staff quotes and bookings. Generated in memory from a
// seeded PRNG, then inserted in bulk (jsonb_to_recordset) a batch at a time.
import { createHash } from "node:crypto";
import type { DataSource, EntityManager } from "typeorm";
import { AircraftCategory } from "../../modules/aircraft/aircraft-category.enum.js";
import { AircraftService } from "../../modules/aircraft/aircraft.service.js";
import { CatalogueCache } from "../../core/catalogue-cache.js";
import { AirportsService, type AirportPoint } from "../../modules/airports/airports.service.js";
import { BookingStatus, PaymentStatus } from "../../modules/bookings/booking.enums.js";
import { LeadActivityKind, LeadSource, LeadStatus } from "../../modules/leads/lead.enums.js";
import { scoreLead } from "../../modules/leads/lead-scoring.js";
import {
  estimateTrip,
  type CategoryFigures,
  type EstimateLegPlan,
  type EstimateRules,
} from "../../modules/pricing/estimate.js";
import { formatLocalDate, latestPossibleUtc, zonedToUtc, type LocalDateTime } from "../../core/local-time.js";
import { PricingService } from "../../modules/pricing/pricing.service.js";
import { TripType } from "../../modules/pricing/trip-type.enum.js";
import { ProgramCode } from "../../modules/programs/program.enums.js";
import { ProgramsService } from "../../modules/programs/programs.service.js";
import { routeOf } from "../../modules/quotes/quote-requests.service.js";
import { QuoteRequestStatus, QuoteStatus } from "../../modules/quotes/quote.enums.js";
import { Random, uniqueCode } from "./random.js";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Business-aviation airports by region (IATA); any missing from the airport table are skipped. */
export const DEMO_AIRPORTS: Record<string, readonly string[]> = {
  northAmerica: ["TEB", "HPN", "JFK", "BOS", "IAD", "MIA", "OPF", "PBI", "VNY", "LAS", "ASE", "SFO", "DAL", "YYZ"],
  caribbeanLatam: ["SXM", "NAS", "MBJ", "CUN", "MEX", "GRU", "CGH"],
  europe: ["LBG", "LTN", "FAB", "GVA", "NCE", "ZRH", "IBZ", "OLB", "VIE", "MXP"],
  middleEastAfrica: ["DXB", "DWC", "DOH", "RUH", "LOS", "ABV", "JNB"],
  asia: ["SIN", "XSP", "HND", "HKG", "PEK", "MLE"],
};

const FIRST_NAMES = [
  "James",
  "Olivia",
  "Mateo",
  "Sofia",
  "Omar",
  "Layla",
  "Wei",
  "Mei",
  "Chidi",
  "Amara",
  "Lucas",
  "Emma",
  "Hiroshi",
  "Yuki",
  "Ahmed",
  "Fatima",
  "Daniel",
  "Isabella",
  "Noah",
  "Camila",
  "Kwame",
  "Zara",
  "Elena",
  "Marco",
  "Priya",
  "Arjun",
  "Hannah",
  "Felix",
  "Nadia",
  "Carlos",
];
const LAST_NAMES = [
  "Whitmore",
  "Alvarez",
  "Haddad",
  "Chen",
  "Okafor",
  "Rossi",
  "Tanaka",
  "Dubois",
  "Schneider",
  "Fernandes",
  "Al-Mansouri",
  "Nakamura",
  "Adeyemi",
  "Laurent",
  "Kowalski",
  "Silva",
  "Moreau",
  "Hughes",
  "Castillo",
  "Lindqvist",
  "Mensah",
  "Rahman",
  "Vogel",
  "Park",
  "Costa",
];
const COMPANIES = [
  "Harbor Point Capital",
  "Meridian Holdings",
  "Blue Fjord Ventures",
  "Atlas Family Office",
  "Cedar & Stone Partners",
  "Northwind Media",
  "Solstice Hospitality",
  "Ironbridge Energy",
  "Lumen Biotech",
  "Crescent Bay Realty",
  "Orchid Trading Co.",
  "Granite Peak Advisors",
  "Azure Coast Events",
  "Pinecrest Sports Management",
  "Silverline Logistics",
  "Aurora Film Productions",
];
const MAIL_DOMAINS = ["example.com", "example.org", "example.net"];
const AIRCRAFT: Record<AircraftCategory, readonly string[]> = {
  [AircraftCategory.LIGHT]: ["Embraer Phenom 300E", "Cessna Citation CJ4", "Learjet 75 Liberty"],
  [AircraftCategory.MIDSIZE]: [
    "Cessna Citation XLS+",
    "Bombardier Challenger 350",
    "Embraer Praetor 600",
    "Cessna Citation Latitude",
  ],
  [AircraftCategory.LARGE]: [
    "Bombardier Challenger 650",
    "Dassault Falcon 2000LXS",
    "Embraer Legacy 650E",
    "Gulfstream G450",
  ],
  [AircraftCategory.ULTRA]: [
    "Bombardier Global 7500",
    "Gulfstream G650ER",
    "Dassault Falcon 8X",
    "Bombardier Global 6000",
  ],
};
const OPERATORS = [
  "Aurelia Aviation",
  "Northstar Executive Jets",
  "Meridian Air Charter",
  "Blue Heron Aviation",
  "Atlas Skyways",
  "Cielo Jet Services",
  "Harbor Point Air",
  "Silver Wing Charter",
];
const CREATED_BODY: Record<LeadSource, readonly string[]> = {
  [LeadSource.BOOKING]: [],
  [LeadSource.CONTACT]: [
    "Contact form: asked about availability for a family trip.",
    "Contact form: wants a call back about a corporate account.",
    "Contact form: question about flying with pets.",
  ],
  [LeadSource.AFFILIATE]: ["Referred by an affiliate partner.", "Affiliate referral from a travel concierge."],
  [LeadSource.SIGNUP]: ["Created a customer account."],
  [LeadSource.MANUAL]: [
    "Entered by staff after a phone enquiry.",
    "Met at a business aviation event; entered by staff.",
  ],
  [LeadSource.IMPORT]: ["Imported from the trade-show contact list.", "Imported from the previous CRM."],
};
const NOTES = [
  "Left a voicemail; will try again tomorrow.",
  "Prefers WhatsApp for updates.",
  "Travels with two small dogs.",
  "Assistant handles the bookings.",
  "Asked for a larger cabin than last time.",
  "Interested in a membership if the numbers work.",
  "Flexible by a day either way.",
  "Needs a halal catering option.",
  "Sent our brochure and the safety standards page.",
];
const LOST_REASONS = [
  "Booked with another broker.",
  "Trip postponed indefinitely.",
  "Price above the client's budget.",
  "Decided to fly first class instead.",
  "No reply after three follow-ups.",
];
const LUGGAGE = ["2 suitcases per person", "Golf bags", "Skis and boots", "Hand luggage only", null, null];
const CATERING = ["Light breakfast", "Vegetarian lunch", "Champagne and canapés", "Kosher meals", null, null, null];

export interface EstimateContext {
  rules: EstimateRules;
  categories: CategoryFigures[];
  airports: Map<string, AirportPoint>;
}

/** The estimate engine's inputs and the demo airports, read before the seed transaction opens. */
export async function loadEstimateContext(db: DataSource): Promise<EstimateContext> {
  // A cache that never follows changes never keeps anything: the seed reads the database.
  const catalogue = new CatalogueCache();
  const pricing = new PricingService(
    db,
    new AircraftService(db, catalogue),
    new ProgramsService(db, catalogue),
    catalogue,
  );
  const { rules, categories } = await pricing.estimateInputs();
  const airports = await new AirportsService(db).findByCodes(Object.values(DEMO_AIRPORTS).flat());
  return { rules, categories, airports };
}

type Row = Record<string, unknown>;

export interface LeadGraph {
  lead: Row[];
  lead_activity: Row[];
  quote_request: Row[];
  quote_request_leg: Row[];
  quote: Row[];
  booking: Row[];
}

export interface GenerateOptions {
  random: Random;
  count: number;
  now: Date;
  /** Makes emails unique across runs: `d` for the demo seed, `b<offset>-` for bulk runs. */
  emailTag: string;
  context: EstimateContext;
  references: Set<string>;
  confirmationCodes: Set<string>;
}

const iso = (ms: number) => new Date(ms).toISOString();
const pad = (n: number) => String(n).padStart(2, "0");
const ascii = (s: string) => s.toLowerCase().replace(/[^a-z]/g, "");

function statusFor(random: Random, ageDays: number): LeadStatus {
  if (ageDays < 7) return random.weighted({ NEW: 55, CONTACTED: 25, QUALIFIED: 10, WON: 5, LOST: 5 }) as LeadStatus;
  if (ageDays < 30) return random.weighted({ NEW: 15, CONTACTED: 25, QUALIFIED: 20, WON: 25, LOST: 15 }) as LeadStatus;
  return random.weighted({ NEW: 3, CONTACTED: 8, QUALIFIED: 9, WON: 30, LOST: 50 }) as LeadStatus;
}

/** Generates `count` leads and everything hanging off them; times are all before `now`. */
export function generateLeads(options: GenerateOptions): LeadGraph {
  const { random, count, now, context } = options;
  const nowMs = now.getTime();
  const graph: LeadGraph = {
    lead: [],
    lead_activity: [],
    quote_request: [],
    quote_request_leg: [],
    quote: [],
    booking: [],
  };
  const regions = Object.values(DEMO_AIRPORTS)
    .map((codes) => codes.map((code) => context.airports.get(code)).filter((a): a is AirportPoint => a !== undefined))
    .filter((list) => list.length >= 2);
  const allAirports = regions.flat();
  if (regions.length === 0)
    throw new Error("No demo airports in the airport table: run the reference data seed first.");

  // Later than t by minH..maxH hours, but never past halfway to now (so every event is in the past, in order).
  const step = (t: number, minH: number, maxH: number) =>
    Math.min(t + (minH + random.next() * (maxH - minH)) * HOUR, t + (nowMs - t) / 2);

  for (let i = 0; i < count; i++) {
    // More leads recently than a year ago: the business is growing.
    const ageMs = Math.max(HOUR, 364 * DAY * (1 - Math.sqrt(random.next())));
    const createdAt = nowMs - ageMs;
    const source = random.weighted({
      BOOKING: 38,
      CONTACT: 18,
      AFFILIATE: 10,
      SIGNUP: 14,
      MANUAL: 10,
      IMPORT: 10,
    }) as LeadSource;
    const status = statusFor(random, ageMs / DAY);
    const first = random.pick(FIRST_NAMES);
    const last = random.pick(LAST_NAMES);
    const company = random.chance(0.55) ? random.pick(COMPANIES) : null;
    const email = `${ascii(first)}.${ascii(last)}.${options.emailTag}${i}@${random.pick(MAIL_DOMAINS)}`;
    const phone = random.chance(0.7)
      ? random.chance(0.5)
        ? `+1 212 555 01${pad(random.int(0, 99))}`
        : `+44 20 7946 0${random.int(100, 999)}`
      : null;
    const leadId = random.uuid();
    const activities: Row[] = [];
    const activity = (kind: LeadActivityKind, at: number, extra: Row = {}) =>
      activities.push({
        lead_id: leadId,
        kind,
        body: null,
        from_status: null,
        to_status: null,
        quote_request_id: null,
        created_at: iso(at),
        ...extra,
      });

    const hasRequest =
      source === LeadSource.BOOKING ||
      status === LeadStatus.WON ||
      (status === LeadStatus.QUALIFIED && random.chance(0.5));
    let t = createdAt;
    let current: LeadStatus = LeadStatus.NEW;
    const statusNow = (): LeadStatus => current;
    const move = (
      to: LeadStatus,
      at: number,
      body: string | null,
      kind = LeadActivityKind.STATUS_CHANGED,
      extra: Row = {},
    ) => {
      activity(kind, at, { body, from_status: current, to_status: to, ...extra });
      current = to;
    };
    if (source !== LeadSource.BOOKING)
      activity(LeadActivityKind.CREATED, createdAt, { body: random.pick(CREATED_BODY[source]) });
    if (status !== LeadStatus.NEW && source !== LeadSource.BOOKING) {
      t = step(t, 1, 48);
      move(
        LeadStatus.CONTACTED,
        t,
        random.pick(["Called the client.", "Replied by email.", "Introductory call done."]),
      );
    }

    let score = Math.min(100, random.int(5, 35) + (company ? 10 : 0) + (phone ? 5 : 0));
    let valueCents = status === LeadStatus.QUALIFIED ? random.int(150, 1200) * 10_000 : 0;

    if (hasRequest) {
      const requestAt = source === LeadSource.BOOKING ? createdAt : (t = step(t, 6, 240));
      const request = buildRequest(random, context, regions, allAirports, requestAt);
      const referenceCode = uniqueCode(random, 6, options.references, "SC-");
      const requestId = random.uuid();
      const route = routeOf(request.legs.map((leg) => ({ from: leg.from.code, to: leg.to.code })));
      const body = `Quote request ${referenceCode}: ${route}, ${request.passengers} passenger${request.passengers === 1 ? "" : "s"}.`;
      activity(source === LeadSource.BOOKING ? LeadActivityKind.CREATED : LeadActivityKind.QUOTE_REQUESTED, requestAt, {
        body,
        quote_request_id: requestId,
      });
      const firstDeparture = request.legs[0]!.departsAt;
      const estimateMidUsd = request.estimate ? (request.estimate.lowUsd + request.estimate.highUsd) / 2 : null;
      score = scoreLead({
        programInterest: request.program,
        tripType: request.tripType,
        passengers: request.passengers,
        estimateUsd: estimateMidUsd,
        email,
        hasPhone: phone !== null,
        hasCompany: company !== null,
        hasDetails: request.luggage !== null || request.catering !== null,
        firstDepartureAt: new Date(firstDeparture),
        recentRequests: 0,
        now: new Date(requestAt),
      }).score;
      valueCents = estimateMidUsd === null ? 0 : Math.round(estimateMidUsd) * 100;

      let requestStatus: QuoteRequestStatus =
        status === LeadStatus.WON
          ? QuoteRequestStatus.ACCEPTED
          : status === LeadStatus.LOST
            ? random.chance(0.6)
              ? QuoteRequestStatus.QUOTED
              : QuoteRequestStatus.CANCELLED
            : status === LeadStatus.NEW
              ? QuoteRequestStatus.NEW
              : status === LeadStatus.CONTACTED && random.chance(0.3)
                ? QuoteRequestStatus.NEW
                : QuoteRequestStatus.QUOTED;
      if (status === LeadStatus.LOST && requestStatus === QuoteRequestStatus.QUOTED)
        requestStatus = QuoteRequestStatus.EXPIRED;
      const quoted =
        requestStatus === QuoteRequestStatus.QUOTED ||
        requestStatus === QuoteRequestStatus.ACCEPTED ||
        requestStatus === QuoteRequestStatus.EXPIRED;
      // An open request whose departure has passed has expired.
      if (
        (requestStatus === QuoteRequestStatus.NEW || requestStatus === QuoteRequestStatus.QUOTED) &&
        firstDeparture <= nowMs
      )
        requestStatus = QuoteRequestStatus.EXPIRED;

      if (source === LeadSource.BOOKING && status !== LeadStatus.NEW && !quoted) {
        t = step(requestAt, 1, 24);
        move(LeadStatus.CONTACTED, t, "Called the client about the request.");
      }
      let updatedAt = requestAt;
      const quotes: Row[] = [];
      if (quoted && request.estimate) {
        let sentAt = step(Math.max(t, requestAt), 2, 36);
        const n = random.int(1, 3);
        for (let q = 0; q < n; q++) {
          const category =
            q === 0 || random.chance(0.5)
              ? request.estimate.category
              : nextCategory(request.estimate.category, context.categories);
          const price =
            Math.round(
              (request.estimate.lowUsd * 0.95 +
                random.next() * (request.estimate.highUsd * 1.05 - request.estimate.lowUsd * 0.95)) /
                100,
            ) * 100;
          const quote = {
            id: random.uuid(),
            quote_request_id: requestId,
            status: QuoteStatus.SENT,
            price_usd_cents: Math.max(100, price) * 100,
            aircraft: random.pick(AIRCRAFT[category]),
            category,
            operator: random.pick(OPERATORS),
            valid_until: iso(Math.min(sentAt + random.int(3, 7) * DAY, firstDeparture)),
            terms: "Subject to aircraft availability and operator confirmation. 50% deposit on booking.",
            client_note: random.chance(0.4) ? "Catering and ground transport can be arranged on request." : null,
            staff_note: random.chance(0.3) ? "Operator confirmed crew availability." : null,
            created_at: iso(sentAt),
            updated_at: iso(sentAt),
          };
          quotes.push(quote);
          if (statusNow() === LeadStatus.NEW) move(LeadStatus.CONTACTED, sentAt, "A quote was sent.");
          activity(LeadActivityKind.QUOTE_SENT, sentAt, {
            body: `Quote for ${routeOf([{ from: request.legs[0]!.from.code, to: request.legs[0]!.to.code }])}: $${(quote.price_usd_cents / 100).toLocaleString("en-US")} (${quote.aircraft}).`,
            quote_request_id: requestId,
          });
          t = updatedAt = sentAt;
          sentAt = step(sentAt, 1, 12);
        }
      }
      if (
        status === LeadStatus.QUALIFIED ||
        ((status === LeadStatus.WON || status === LeadStatus.LOST) && random.chance(0.5))
      ) {
        if (statusNow() === LeadStatus.NEW) move(LeadStatus.CONTACTED, (t = step(t, 1, 24)), "Introductory call done.");
        t = step(t, 2, 72);
        move(LeadStatus.QUALIFIED, t, "Budget and dates confirmed.");
      }
      if (requestStatus === QuoteRequestStatus.ACCEPTED && quotes.length > 0) {
        const accepted = random.pick(quotes);
        const acceptedAt = Math.min(
          nowMs - 1_000,
          Math.max(
            t + 60_000,
            Math.min(step(t, 2, 72), firstDeparture - 12 * HOUR, Date.parse(accepted.valid_until as string) - HOUR),
          ),
        );
        for (const quote of quotes) {
          quote.status = quote === accepted ? QuoteStatus.ACCEPTED : QuoteStatus.CLOSED;
          quote.updated_at = iso(acceptedAt);
        }
        const price = accepted.price_usd_cents as number;
        const code = uniqueCode(random, 6, options.confirmationCodes);
        const bookingStatus =
          firstDeparture <= nowMs
            ? random.chance(0.92)
              ? BookingStatus.COMPLETED
              : BookingStatus.CANCELLED
            : (random.weighted({ CONFIRMED: 55, REQUESTED: 30, CANCELLED: 15 }) as BookingStatus);
        const payment =
          bookingStatus === BookingStatus.COMPLETED
            ? PaymentStatus.PAID
            : bookingStatus === BookingStatus.CONFIRMED
              ? random.chance(0.5)
                ? PaymentStatus.DEPOSIT_PAID
                : PaymentStatus.PAID
              : bookingStatus === BookingStatus.REQUESTED
                ? PaymentStatus.UNPAID
                : random.chance(0.6)
                  ? PaymentStatus.REFUNDED
                  : PaymentStatus.UNPAID;
        const bookingUpdated =
          bookingStatus === BookingStatus.COMPLETED
            ? firstDeparture + 6 * HOUR
            : bookingStatus === BookingStatus.REQUESTED
              ? acceptedAt
              : step(acceptedAt, 2, 72);
        graph.booking.push({
          id: random.uuid(),
          status: bookingStatus,
          payment_status: payment,
          quote_request_id: requestId,
          quote_id: accepted.id,
          depart_local: request.legs[0]!.departLocal,
          departs_at: iso(firstDeparture),
          route,
          passengers: request.passengers,
          aircraft: accepted.aircraft,
          operator: accepted.operator,
          price_usd_cents: price,
          confirmation_code: code,
          created_at: iso(acceptedAt),
          updated_at: iso(Math.min(bookingUpdated, nowMs)),
        });
        move(
          LeadStatus.WON,
          acceptedAt,
          `Quote accepted: booking ${code}, $${(price / 100).toLocaleString("en-US")}.`,
          LeadActivityKind.QUOTE_ACCEPTED,
          { quote_request_id: requestId },
        );
        valueCents = price;
        t = updatedAt = acceptedAt;
      }
      graph.quote.push(...quotes);
      graph.quote_request.push({
        id: requestId,
        reference: referenceCode,
        status: requestStatus,
        trip_type: request.tripType,
        passengers: request.passengers,
        category: request.category,
        pets: request.pets,
        luggage: request.luggage,
        catering: request.catering,
        notes: request.notes,
        contact_name: `${first} ${last}`,
        contact_email: email,
        contact_phone: phone,
        contact_company: company,
        program_interest: request.program,
        estimate_category: request.estimate?.category ?? null,
        estimate_low_usd_cents: request.estimate ? request.estimate.lowUsd * 100 : null,
        estimate_high_usd_cents: request.estimate ? request.estimate.highUsd * 100 : null,
        estimate_flight_minutes: request.estimate?.flightMinutes ?? null,
        lead_id: leadId,
        request_hash: createHash("sha256")
          .update(
            JSON.stringify([
              email,
              request.tripType,
              request.passengers,
              request.legs.map((l) => [l.from.code, l.to.code, l.departLocal]),
            ]),
          )
          .digest("hex"),
        created_at: iso(requestAt),
        updated_at: iso(requestStatus === QuoteRequestStatus.EXPIRED ? Math.min(firstDeparture, nowMs) : updatedAt),
      });
      request.legs.forEach((leg, position) =>
        graph.quote_request_leg.push({
          quote_request_id: requestId,
          position,
          from_airport_id: leg.from.id,
          from_code: leg.from.code,
          to_airport_id: leg.to.id,
          to_code: leg.to.code,
          depart_local: leg.departLocal,
          departs_at: iso(leg.departsAt),
        }),
      );
    } else if (status === LeadStatus.QUALIFIED && statusNow() === LeadStatus.CONTACTED) {
      t = step(t, 2, 96);
      move(LeadStatus.QUALIFIED, t, "Budget and dates confirmed.");
    }

    if (status !== LeadStatus.NEW && random.chance(0.35))
      activity(LeadActivityKind.NOTE, (t = step(t, 1, 48)), { body: random.pick(NOTES) });
    if (status === LeadStatus.LOST) {
      if (statusNow() === LeadStatus.NEW && random.chance(0.5))
        move(LeadStatus.CONTACTED, (t = step(t, 1, 24)), "Called the client.");
      t = step(t, 24, 500);
      move(LeadStatus.LOST, t, random.pick(LOST_REASONS));
    }
    if (status === LeadStatus.CONTACTED && statusNow() === LeadStatus.NEW)
      move(LeadStatus.CONTACTED, (t = step(t, 1, 24)), "Called the client.");
    if (status === LeadStatus.WON && statusNow() !== LeadStatus.WON)
      throw new Error("demo seed: a won lead without a booking");

    graph.lead.push({
      id: leadId,
      contact_name: `${first} ${last}`,
      company,
      email,
      phone,
      source,
      score,
      status: statusNow(),
      estimated_value_usd_cents: valueCents,
      created_at: iso(createdAt),
      updated_at: iso(t),
    });
    graph.lead_activity.push(...activities);
  }
  return graph;
}

interface PlannedLeg {
  from: AirportPoint;
  to: AirportPoint;
  departLocal: string;
  departsAt: number;
}

interface PlannedRequest {
  tripType: TripType;
  passengers: number;
  category: AircraftCategory | null;
  program: ProgramCode | null;
  pets: boolean;
  luggage: string | null;
  catering: string | null;
  notes: string | null;
  legs: PlannedLeg[];
  estimate: { category: AircraftCategory; lowUsd: number; highUsd: number; flightMinutes: number } | null;
}

function localAt(ms: number, hour: number, minute: number): LocalDateTime {
  const d = new Date(ms);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate(), hour, minute, second: 0 };
}

function leg(random: Random, from: AirportPoint, to: AirportPoint, dayMs: number): PlannedLeg {
  const local = localAt(dayMs, random.int(7, 19), random.pick([0, 15, 30, 45]));
  const departsAt = (from.timeZone ? zonedToUtc(local, from.timeZone) : latestPossibleUtc(local)).getTime();
  return { from, to, departLocal: `${formatLocalDate(local)}T${pad(local.hour)}:${pad(local.minute)}`, departsAt };
}

function otherThan(random: Random, list: AirportPoint[], not: AirportPoint[]): AirportPoint {
  for (;;) {
    const a = random.pick(list);
    if (!not.includes(a)) return a;
  }
}

function buildRequest(
  random: Random,
  context: EstimateContext,
  regions: AirportPoint[][],
  all: AirportPoint[],
  requestAt: number,
): PlannedRequest {
  const tripType = random.weighted({ ONE_WAY: 55, ROUND_TRIP: 35, MULTI_CITY: 10 }) as TripType;
  const region = random.pick(regions);
  const from = random.pick(region);
  const pool = random.chance(0.75) ? region : all;
  const to = otherThan(random, pool, [from]);
  let day = requestAt + random.int(3, 45) * DAY;
  const legs = [leg(random, from, to, day)];
  if (tripType === TripType.ROUND_TRIP) legs.push(leg(random, to, from, (day += random.int(1, 10) * DAY)));
  if (tripType === TripType.MULTI_CITY) {
    let at = to;
    for (let n = random.int(1, 2); n > 0; n--) {
      const next = otherThan(random, random.chance(0.7) ? region : all, [at]);
      legs.push(leg(random, at, next, (day += random.int(1, 4) * DAY)));
      at = next;
    }
  }
  // Keep the legs in order even when a time zone change would put one before the previous.
  for (let i = 1; i < legs.length; i++) {
    if (legs[i]!.departsAt < legs[i - 1]!.departsAt)
      legs[i] = leg(random, legs[i]!.from, legs[i]!.to, legs[i - 1]!.departsAt + DAY);
  }
  const passengers = random.weighted({
    "1": 8,
    "2": 18,
    "3": 14,
    "4": 16,
    "5": 10,
    "6": 10,
    "7": 6,
    "8": 6,
    "9": 4,
    "10": 3,
    "12": 3,
    "14": 2,
  });
  let category: AircraftCategory | null = random.chance(0.5) ? random.pick(Object.values(AircraftCategory)) : null;
  const seats = context.categories.find((c) => c.category === category)?.seats ?? 0;
  if (category && seats < Number(passengers)) category = null;
  const plans: EstimateLegPlan[] = legs.map((l) => ({
    from: l.from,
    to: l.to,
    departDate: l.departLocal.slice(0, 10),
  }));
  const option = estimateTrip(plans, Number(passengers), context.categories, context.rules, category).find(
    (o) => o.lowUsd !== null && o.highUsd !== null,
  );
  return {
    tripType,
    passengers: Number(passengers),
    category,
    program:
      random.weighted({ none: 50, ON_DEMAND: 25, MEMBERSHIP: 15, CORPORATE: 10 }) === "none"
        ? null
        : random.pick([ProgramCode.ON_DEMAND, ProgramCode.ON_DEMAND, ProgramCode.MEMBERSHIP, ProgramCode.CORPORATE]),
    pets: random.chance(0.12),
    luggage: random.pick(LUGGAGE),
    catering: random.pick(CATERING),
    notes: random.chance(0.2)
      ? random.pick([
          "Flexible on departure time.",
          "Celebrating an anniversary.",
          "Need ground transport at arrival.",
          "One wheelchair user.",
        ])
      : null,
    legs,
    estimate: option
      ? {
          category: option.category,
          lowUsd: option.lowUsd!,
          highUsd: option.highUsd!,
          flightMinutes: option.flightMinutes,
        }
      : null,
  };
}

function nextCategory(category: AircraftCategory, categories: CategoryFigures[]): AircraftCategory {
  const index = categories.findIndex((c) => c.category === category);
  return (categories[index + 1] ?? categories[index])!.category;
}

// Column names and SQL types, for jsonb_to_recordset: one statement per table and batch.
const COLUMNS: Record<keyof LeadGraph, string> = {
  lead: `id uuid, contact_name text, company text, email text, phone text, source lead_source, score smallint, status lead_status,
    estimated_value_usd_cents bigint, created_at timestamptz, updated_at timestamptz`,
  quote_request: `id uuid, reference text, status quote_request_status, trip_type trip_type, passengers smallint, category aircraft_category,
    pets boolean, luggage text, catering text, notes text, contact_name text, contact_email text, contact_phone text, contact_company text,
    program_interest text, estimate_category aircraft_category, estimate_low_usd_cents integer, estimate_high_usd_cents integer,
    estimate_flight_minutes integer, lead_id uuid, request_hash text, created_at timestamptz, updated_at timestamptz`,
  quote_request_leg: `quote_request_id uuid, position smallint, from_airport_id integer, from_code text, to_airport_id integer, to_code text,
    depart_local text, departs_at timestamptz`,
  quote: `id uuid, quote_request_id uuid, status quote_status, price_usd_cents integer, aircraft text, category aircraft_category, operator text,
    valid_until timestamptz, terms text, client_note text, staff_note text, created_at timestamptz, updated_at timestamptz`,
  booking: `id uuid, status booking_status, payment_status payment_status, quote_request_id uuid, quote_id uuid, depart_local text,
    departs_at timestamptz, route text, passengers smallint, aircraft text, operator text, price_usd_cents integer, confirmation_code text,
    created_at timestamptz, updated_at timestamptz`,
  lead_activity: `lead_id uuid, kind lead_activity_kind, body text, from_status lead_status, to_status lead_status, quote_request_id uuid,
    created_at timestamptz`,
};
const INSERT_ORDER: (keyof LeadGraph)[] = [
  "lead",
  "quote_request",
  "quote_request_leg",
  "quote",
  "booking",
  "lead_activity",
];
const ROWS_PER_STATEMENT = 5_000;

/** Inserts `rows` into `table` with one jsonb_to_recordset statement per 5,000 rows. */
export async function insertRows(tx: EntityManager, table: string, columns: string, rows: Row[]): Promise<void> {
  const names = columns
    .split(",")
    .map((c) => c.trim().split(/\s+/)[0])
    .join(", ");
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
    await tx.query(
      `INSERT INTO ${table} (${names}) SELECT ${names} FROM jsonb_to_recordset($1::jsonb) AS r(${columns})`,
      [JSON.stringify(rows.slice(i, i + ROWS_PER_STATEMENT))],
    );
  }
}

export async function insertLeadGraph(tx: EntityManager, graph: LeadGraph): Promise<void> {
  for (const table of INSERT_ORDER) await insertRows(tx, table, COLUMNS[table], graph[table]);
}

/** The references and confirmation codes already taken, so generated ones never clash. */
export async function takenCodes(
  tx: EntityManager,
): Promise<{ references: Set<string>; confirmationCodes: Set<string> }> {
  const refs = (await tx.query(`SELECT reference FROM quote_request`)) as { reference: string }[];
  const codes = (await tx.query(`SELECT confirmation_code FROM booking`)) as { confirmation_code: string }[];
  return {
    references: new Set(refs.map((r) => r.reference)),
    confirmationCodes: new Set(codes.map((r) => r.confirmation_code)),
  };
}

export interface SeededCounts {
  leads: number;
  activities: number;
  quoteRequests: number;
  quotes: number;
  bookings: number;
}

/** Generates and inserts `count` leads in batches of `batch`; returns what was inserted. */
export async function seedLeads(
  tx: EntityManager,
  context: EstimateContext,
  {
    seed,
    count,
    now,
    emailTag,
    batch = 10_000,
  }: { seed: number; count: number; now: Date; emailTag: string; batch?: number },
): Promise<SeededCounts> {
  const random = new Random(seed);
  const taken = await takenCodes(tx);
  const counts: SeededCounts = { leads: 0, activities: 0, quoteRequests: 0, quotes: 0, bookings: 0 };
  for (let done = 0; done < count; done += batch) {
    const graph = generateLeads({
      random,
      count: Math.min(batch, count - done),
      now,
      emailTag: `${emailTag}${done}-`,
      context,
      references: taken.references,
      confirmationCodes: taken.confirmationCodes,
    });
    await insertLeadGraph(tx, graph);
    counts.leads += graph.lead.length;
    counts.activities += graph.lead_activity.length;
    counts.quoteRequests += graph.quote_request.length;
    counts.quotes += graph.quote.length;
    counts.bookings += graph.booking.length;
  }
  return counts;
}

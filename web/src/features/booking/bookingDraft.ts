import type { AircraftCategory, TripType } from "../../graphql/generated";
import { bookingDraftKey } from "../../lib/bookingDraftKey";

/** An airport as the booking form keeps it: enough to show, send, zone and draw. */
export interface AirportChoice {
  code: string;
  name: string;
  city: string | null;
  timeZone: string | null;
  latitude: number;
  longitude: number;
}

export interface LegDraft {
  from: AirportChoice | null;
  to: AirportChoice | null;
  /** Local time at the departure airport, "2027-03-01T09:30" (a datetime-local value). */
  departAt: string;
}

export interface BookingDraft {
  tripType: TripType;
  legs: LegDraft[];
  passengers: number;
  category: AircraftCategory | null;
  pets: boolean;
  luggage: string;
  catering: string;
  notes: string;
  contact: { name: string; email: string; phone: string; company: string };
  /** Made once per draft: every retry of this submission is the same request to the server. */
  idempotencyKey: string;
}

export { MAX_LEGS } from "../../../../server/src/core/rules/index.js";
const categories: AircraftCategory[] = ["LIGHT", "MIDSIZE", "LARGE", "ULTRA"];

export function emptyLeg(from: AirportChoice | null = null): LegDraft {
  return { from, to: null, departAt: "" };
}

export function newDraft(category: AircraftCategory | null = null): BookingDraft {
  return {
    tripType: "ONE_WAY",
    legs: [emptyLeg()],
    passengers: 2,
    category,
    pets: false,
    luggage: "",
    catering: "",
    notes: "",
    contact: { name: "", email: "", phone: "", company: "" },
    idempotencyKey: crypto.randomUUID(),
  };
}

/** The `?category=` of an offer link ("midsize", "MIDSIZE"), or null. */
export function categoryFromQuery(value: string | null): AircraftCategory | null {
  const upper = value?.trim().toUpperCase();
  return categories.find((category) => category === upper) ?? null;
}

/**
 * Legs for a new trip type, keeping what was typed: a round trip's return flies the first leg
 * back; a one-way keeps the first leg; multi-leg keeps all legs (at least two).
 */
export function legsForTripType(legs: LegDraft[], tripType: TripType): LegDraft[] {
  const first = legs[0] ?? emptyLeg();
  if (tripType === "ONE_WAY") return [first];
  if (tripType === "ROUND_TRIP") {
    const back = legs[1] ?? emptyLeg();
    return [first, { from: first.to, to: first.from, departAt: back.departAt }];
  }
  return legs.length >= 2 ? legs : [first, emptyLeg(first.to)];
}

/** A round trip's return leg follows the outbound's airports as they change. */
export function withLegChange(draft: BookingDraft, index: number, change: Partial<LegDraft>): LegDraft[] {
  const legs = draft.legs.map((leg, i) => (i === index ? { ...leg, ...change } : leg));
  if (draft.tripType === "ROUND_TRIP" && index === 0 && legs[1])
    legs[1] = { ...legs[1], from: legs[0]!.to, to: legs[0]!.from };
  return legs;
}

/** The legs the API can price: both airports and a time chosen. */
export function completeLegs(legs: LegDraft[]): { from: string; to: string; departAt: string }[] | null {
  if (legs.some((leg) => !leg.from || !leg.to || !leg.departAt)) return null;
  return legs.map((leg) => ({ from: leg.from!.code, to: leg.to!.code, departAt: leg.departAt }));
}

const trimmedOrNull = (value: string) => (value.trim() ? value.trim() : null);

/** What submitQuoteRequest receives. */
export function toQuoteRequestInput(draft: BookingDraft, referralCode: string | null) {
  return {
    tripType: draft.tripType,
    legs: draft.legs.map((leg) => ({ from: leg.from?.code ?? "", to: leg.to?.code ?? "", departAt: leg.departAt })),
    passengers: draft.passengers,
    category: draft.category,
    pets: draft.pets,
    luggage: trimmedOrNull(draft.luggage),
    catering: trimmedOrNull(draft.catering),
    notes: trimmedOrNull(draft.notes),
    contact: {
      name: draft.contact.name.trim(),
      email: draft.contact.email.trim(),
      phone: trimmedOrNull(draft.contact.phone),
      company: trimmedOrNull(draft.contact.company),
    },
    referralCode,
  };
}

// The draft survives a reload or a failed submission in this tab (sessionStorage: gone with the tab).

export function loadDraft(): BookingDraft | null {
  try {
    const raw = globalThis.sessionStorage?.getItem(bookingDraftKey);
    if (!raw) return null;
    const draft = JSON.parse(raw) as BookingDraft;
    return Array.isArray(draft.legs) && typeof draft.idempotencyKey === "string" ? draft : null;
  } catch {
    return null;
  }
}

export function saveDraft(draft: BookingDraft): void {
  try {
    globalThis.sessionStorage?.setItem(bookingDraftKey, JSON.stringify(draft));
  } catch {
    // Not kept: the form still works, only a reload would lose it.
  }
}

export function clearDraft(): void {
  try {
    globalThis.sessionStorage?.removeItem(bookingDraftKey);
  } catch {
    // Nothing to clear.
  }
}

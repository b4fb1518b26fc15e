import { isUuid } from "../../core/ids.js";
import type { Queryable } from "../../core/queryable.js";
import { PassengerField } from "./passenger.enums.js";
import type { ManifestLeg, ManifestStatus } from "./passenger.js";

// What a manifest lacks, from what is kept in clear (each passenger's legs and missing details):
// nobody's details are opened to show it.

export interface TripLegRow {
  quote_request_id: string;
  position: number;
  from_code: string;
  to_code: string;
  depart_local: string;
}

export interface ManifestFacts {
  bookingId: string;
  /** Passengers the booking is for: each leg takes at most this many. */
  seats: number;
  deadline: Date | null;
  erasedAt: Date | null;
  legs: TripLegRow[];
  passengers: { legs: number[]; missing: PassengerField[] }[];
}

const ORDER = Object.values(PassengerField);

export function manifestStatusOf(facts: ManifestFacts): ManifestStatus {
  const legs: ManifestLeg[] = facts.legs.map((leg) => {
    const aboard = facts.passengers.filter((p) => p.legs.includes(leg.position));
    const missing = new Set(aboard.flatMap((p) => p.missing));
    return {
      position: leg.position,
      from: leg.from_code,
      to: leg.to_code,
      departAt: leg.depart_local,
      seats: facts.seats,
      named: aboard.length,
      unnamedSeats: Math.max(0, facts.seats - aboard.length),
      incompletePassengers: aboard.filter((p) => p.missing.length > 0).length,
      missingFields: ORDER.filter((field) => missing.has(field)),
    };
  });
  return {
    bookingId: facts.bookingId,
    deadline: facts.deadline,
    erasedAt: facts.erasedAt,
    complete: legs.every((leg) => leg.unnamedSeats === 0 && leg.incompletePassengers === 0),
    legs,
  };
}

/** Each booking's status, in the order asked, in three statements however many bookings (the Booking.manifest loader). */
export async function manifestStatuses(db: Queryable, bookingIds: readonly string[]): Promise<ManifestStatus[]> {
  const ids = bookingIds.filter(isUuid);
  const bookings = (await db.query(
    `SELECT b.id, b.passengers AS seats, b.quote_request_id, m.deadline, m.passengers_erased_at AS "erasedAt"
     FROM booking b LEFT JOIN booking_manifest m ON m.booking_id = b.id WHERE b.id = ANY($1::uuid[])`,
    [ids],
  )) as { id: string; seats: number; quote_request_id: string; deadline: Date | null; erasedAt: Date | null }[];
  const [legs, passengers] = await Promise.all([
    db.query(
      `SELECT quote_request_id, position, from_code, to_code, depart_local FROM quote_request_leg
       WHERE quote_request_id = ANY($1::uuid[]) ORDER BY quote_request_id, position`,
      [bookings.map((b) => b.quote_request_id)],
    ) as Promise<TripLegRow[]>,
    db.query(`SELECT booking_id, legs, missing FROM booking_passenger WHERE booking_id = ANY($1::uuid[])`, [
      ids,
    ]) as Promise<{ booking_id: string; legs: number[]; missing: PassengerField[] }[]>,
  ]);
  return bookingIds.map((id) => {
    const booking = bookings.find((b) => b.id === id);
    return manifestStatusOf({
      bookingId: id,
      seats: booking?.seats ?? 0,
      deadline: booking?.deadline ?? null,
      erasedAt: booking?.erasedAt ?? null,
      legs: booking ? legs.filter((leg) => leg.quote_request_id === booking.quote_request_id) : [],
      passengers: passengers.filter((p) => p.booking_id === id),
    });
  });
}

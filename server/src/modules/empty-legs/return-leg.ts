import type { EntityManager } from "typeorm";
import { zoneOffsetMs } from "../../core/local-time.js";
import type { AircraftCategory } from "../aircraft/index.js";

// A one-way charter leaves its aircraft at the destination: its way home is drafted as an empty leg in
// the transaction that books the trip, for staff to price and publish.

/** Time on the ground before the aircraft can fly back (crew rest, fuel, cleaning). */
const TURNAROUND_MS = 2 * 3_600_000;
/** How long the way back may wait for a passenger before the operator repositions anyway. */
const RETURN_WINDOW_MS = 72 * 3_600_000;

export interface BookedOneWay {
  bookingId: string;
  /** The airport the booking flies from, where the aircraft returns. */
  fromAirportId: number;
  /** Where it lands, where the empty leg departs. */
  toAirportId: number;
  /** When it lands (departure plus the estimated flight time). */
  arrivesAt: Date;
  aircraftType: string;
  category: AircraftCategory | null;
  seats: number | null;
}

/** "2027-03-01T09:30" at an instant in a zone (UTC when unknown). */
function localAt(at: Date, zone: string | null): string {
  const wall = at.getTime() + zoneOffsetMs(at.getTime(), zone ?? "UTC");
  return new Date(wall).toISOString().slice(0, 16);
}

/** Drafts the booking's return leg once (a replayed accept drafts nothing more). */
export async function draftReturnLeg(tx: EntityManager, booked: BookedOneWay): Promise<void> {
  const rows: { time_zone: string | null }[] = await tx.query(`SELECT time_zone FROM airport WHERE id = $1`, [
    booked.toAirportId,
  ]);
  // Whole minutes, rounded up, so the local times shown are what the instants say.
  const earliest = new Date(Math.ceil((booked.arrivesAt.getTime() + TURNAROUND_MS) / 60_000) * 60_000);
  const latest = new Date(earliest.getTime() + RETURN_WINDOW_MS);
  const zone = rows[0]?.time_zone ?? null;
  await tx.query(
    `INSERT INTO empty_leg (from_airport_id, to_airport_id, earliest_local, latest_local, earliest_at, latest_at,
       aircraft_type, category, seats, source_booking_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT (source_booking_id) DO NOTHING`,
    [
      booked.toAirportId,
      booked.fromAirportId,
      localAt(earliest, zone),
      localAt(latest, zone),
      earliest,
      latest,
      booked.aircraftType.slice(0, 120) || "Aircraft",
      booked.category,
      booked.seats && booked.seats <= 50 ? booked.seats : null,
      booked.bookingId,
    ],
  );
}

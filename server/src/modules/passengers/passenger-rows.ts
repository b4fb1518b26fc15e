import type { Sealer } from "../../core/sealing.js";
import { PassengerEntry, type PassengerField } from "./passenger.enums.js";
import type { Passenger, PassengerDetails, SavedPassenger } from "./passenger.js";
import { birthYearOf, maskedDetails, missingOf } from "./passenger-rules.js";

// Passenger rows as SQL reads them, and how their sealed details open. Each sealed value is bound to
// its table and row id, so a value copied onto another row does not open.

export const PASSENGER_COLUMNS = `p.id, p.booking_id, p.legs, p.entered_by, p.details, p.missing, p.created_at,
  k.email AS link_email, k.expires_at AS link_expires_at, k.used_at AS link_used_at`;

/** The latest link of each passenger comes along (a passenger has one while they are asked). */
export const PASSENGER_FROM = `booking_passenger p
  LEFT JOIN LATERAL (SELECT email, expires_at, used_at FROM passenger_link WHERE passenger_id = p.id ORDER BY created_at DESC LIMIT 1) k ON true`;

export interface PassengerRow {
  id: string;
  booking_id: string;
  legs: number[];
  entered_by: PassengerEntry;
  details: string | null;
  missing: PassengerField[];
  created_at: Date;
  link_email: string | null;
  link_expires_at: Date | null;
  link_used_at: Date | null;
}

export interface SavedPassengerRow {
  id: string;
  details: string;
  created_at: Date;
}

export const bookingPassengerContext = (id: string) => `booking_passenger:${id}`;
export const savedPassengerContext = (id: string) => `saved_passenger:${id}`;

export const sealDetails = (sealer: Sealer, context: string, details: PassengerDetails) =>
  sealer.seal(context, JSON.stringify(details));

export const openDetails = (sealer: Sealer, context: string, sealed: string) =>
  JSON.parse(sealer.open(context, sealed)) as PassengerDetails;

/** The row as `asBooker` (masked where the passenger entered it) or staff (in full) see it. */
export function toPassenger(row: PassengerRow, sealer: Sealer, asBooker: boolean, now: Date): Passenger {
  const details = row.details ? openDetails(sealer, bookingPassengerContext(row.id), row.details) : null;
  const masked = asBooker && row.entered_by === PassengerEntry.PASSENGER && details !== null;
  const shown = details && masked ? maskedDetails(details) : details;
  return {
    id: row.id,
    bookingId: row.booking_id,
    legs: row.legs,
    enteredBy: row.entered_by,
    pending: details === null,
    masked,
    fullName: shown?.fullName ?? null,
    dateOfBirth: shown?.dateOfBirth ?? null,
    birthYear: birthYearOf(details),
    nationality: shown?.nationality ?? null,
    passportNumber: shown?.passportNumber ?? null,
    passportExpiry: shown?.passportExpiry ?? null,
    missing: details ? missingOf(details) : row.missing,
    link:
      row.link_email && row.link_expires_at
        ? {
            email: row.link_email,
            expiresAt: row.link_expires_at,
            usedAt: row.link_used_at,
            expired: row.link_used_at === null && row.link_expires_at.getTime() <= now.getTime(),
          }
        : null,
    createdAt: row.created_at,
  };
}

export function toSavedPassenger(row: SavedPassengerRow, sealer: Sealer): SavedPassenger {
  const details = openDetails(sealer, savedPassengerContext(row.id), row.details);
  return { id: row.id, ...details, missing: missingOf(details), createdAt: row.created_at };
}

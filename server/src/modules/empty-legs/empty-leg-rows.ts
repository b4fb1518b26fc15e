import type { AircraftCategory } from "../aircraft/index.js";
import { EmptyLegStatus, type EmptyLeg, type LegPlace } from "./empty-leg.js";

// The legs joined with both airports, so lists, filters and emails name the places without more reads.

export const LEG_SELECT = `
  SELECT l.*, fa.iata AS f_iata, fa.icao AS f_icao, fa.name AS f_name, fa.city AS f_city, fa.country_code AS f_country,
    fa.time_zone AS f_tz, ta.iata AS t_iata, ta.icao AS t_icao, ta.name AS t_name, ta.city AS t_city,
    ta.country_code AS t_country, ta.time_zone AS t_tz
  FROM empty_leg l JOIN airport fa ON fa.id = l.from_airport_id JOIN airport ta ON ta.id = l.to_airport_id`;

export interface LegRow {
  id: string;
  status: string;
  from_airport_id: number;
  to_airport_id: number;
  earliest_local: string;
  latest_local: string;
  earliest_at: Date;
  latest_at: Date;
  aircraft_type: string;
  category: AircraftCategory | null;
  seats: number | null;
  price_usd_cents: number | null;
  source_booking_id: string | null;
  published_at: Date | null;
  [joined: string]: unknown;
}

const place = (row: LegRow, prefix: "f" | "t", airportId: number): LegPlace => {
  const iata = (row[`${prefix}_iata`] as string | null)?.trim() || null;
  const icao = (row[`${prefix}_icao`] as string | null)?.trim() || null;
  return {
    airportId,
    code: (iata ?? icao)!,
    iata,
    icao,
    name: row[`${prefix}_name`] as string,
    city: row[`${prefix}_city`] as string | null,
    countryCode: (row[`${prefix}_country`] as string | null)?.trim() || null,
    timeZone: row[`${prefix}_tz`] as string | null,
  };
};

export function toEmptyLeg(row: LegRow): EmptyLeg {
  return {
    id: row.id,
    status: row.status as EmptyLegStatus,
    from: place(row, "f", row.from_airport_id),
    to: place(row, "t", row.to_airport_id),
    earliestLocal: row.earliest_local,
    latestLocal: row.latest_local,
    earliestAt: row.earliest_at,
    latestAt: row.latest_at,
    aircraftType: row.aircraft_type,
    category: row.category,
    seats: row.seats,
    priceUsd: row.price_usd_cents === null ? null : Math.round(row.price_usd_cents / 100),
    fromBooking: row.source_booking_id !== null,
    publishedAt: row.published_at,
  };
}

/** Whether a place answers a visitor's words: its IATA or ICAO code, or its city's name (any case). */
export function placeMatches(placeOf: LegPlace, wanted: string): boolean {
  const w = wanted.trim().toLowerCase();
  if (!w) return true;
  return placeOf.iata?.toLowerCase() === w || placeOf.icao?.toLowerCase() === w || placeOf.city?.toLowerCase() === w;
}

export const isLive = (leg: EmptyLeg, now: Date) =>
  leg.status === EmptyLegStatus.PUBLISHED && leg.latestAt.getTime() > now.getTime();

import type { AircraftCategory } from "../aircraft/index.js";

export enum EmptyLegStatus {
  DRAFT = "DRAFT",
  PUBLISHED = "PUBLISHED",
}

/** One end of a leg, as the airport table described it when the leg was loaded. */
export interface LegPlace {
  airportId: number;
  /** IATA when the airport has one, else ICAO. */
  code: string;
  iata: string | null;
  icao: string | null;
  name: string;
  city: string | null;
  countryCode: string | null;
  timeZone: string | null;
}

/** An aircraft flying empty (typically home after a one-way charter), sold at a lower price. */
export interface EmptyLeg {
  id: string;
  status: EmptyLegStatus;
  from: LegPlace;
  to: LegPlace;
  /** The departure window in the departure airport's local time, "2027-03-01T09:30". */
  earliestLocal: string;
  latestLocal: string;
  earliestAt: Date;
  latestAt: Date;
  aircraftType: string;
  /** Null only on a draft that staff have not completed. */
  category: AircraftCategory | null;
  seats: number | null;
  /** Whole US dollars. */
  priceUsd: number | null;
  /** Whether it was drafted from a one-way booking (its aircraft's way back). */
  fromBooking: boolean;
  publishedAt: Date | null;
}

/** A leg as staff send it: to create (no id) or to replace (its id). Codes are IATA or ICAO. */
export interface EmptyLegDraft {
  id?: string | null;
  fromCode: string;
  toCode: string;
  earliestLocal: string;
  latestLocal: string;
  aircraftType: string;
  category?: AircraftCategory | null;
  seats?: number | null;
  priceUsd?: number | null;
}

/** The public list's filters; each one left out matches every leg. */
export interface EmptyLegFilter {
  /** An airport code (IATA/ICAO) or a city name. */
  from?: string | null;
  to?: string | null;
  /** Local dates "2027-03-01": legs whose window reaches into [dateFrom, dateTo]. */
  dateFrom?: string | null;
  dateTo?: string | null;
  /** At least this many seats. */
  seats?: number | null;
}

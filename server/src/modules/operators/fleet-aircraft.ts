import type { AircraftCategory } from "../aircraft/index.js";
import type { FleetRowProblemCode } from "./operators.enums.js";

/** One aircraft of an operator's fleet, known by its registration (tail number). */
export interface FleetAircraft {
  id: string;
  operatorId: string;
  /** Upper case, as painted: "N650GX", "G-LXJT". Unique across all fleets. */
  registration: string;
  /** Make and model, e.g. "Citation XLS+". */
  typeName: string;
  category: AircraftCategory;
  yearOfManufacture: number;
  yearOfRefurbishment: number | null;
  seats: number;
  /** IATA code of its base when the airport has one, else ICAO. */
  baseAirportCode: string;
  baseAirportId: number;
  wifi: boolean;
  lavatory: boolean;
  petsAllowed: boolean;
  createdAt: Date;
  updatedAt: Date;
}

/** An aircraft as staff write it (or a row of a fleet file says it). */
export interface FleetAircraftDraft {
  registration: string;
  typeName: string;
  category: AircraftCategory;
  yearOfManufacture: number;
  yearOfRefurbishment?: number | null;
  seats: number;
  /** IATA or ICAO code. */
  baseAirport: string;
  wifi?: boolean | null;
  lavatory?: boolean | null;
  petsAllowed?: boolean | null;
}

/** What is wrong with one cell of a fleet file. */
export interface FleetRowProblem {
  /** The column, by its documented name: registration, type, category, year_of_manufacture, … */
  field: string;
  code: FleetRowProblemCode;
  message: string;
  /** For OUT_OF_RANGE: the accepted bounds. */
  min?: number | null;
  max?: number | null;
}

/** A refused row of a fleet file: nothing of it was stored. */
export interface RejectedFleetRow {
  /** The line's number in the file, the header being line 1. */
  row: number;
  /** As written in the row; null when it had none. */
  registration: string | null;
  problems: FleetRowProblem[];
}

/** What a fleet import did: the accepted rows were stored in one transaction, the rejected ones not at all. */
export interface FleetImportReport {
  operatorId: string;
  /** Data rows read (the header and blank lines not counted). */
  rows: number;
  created: number;
  updated: number;
  /** Rows matching an aircraft already stored exactly: nothing to change. */
  unchanged: number;
  rejected: RejectedFleetRow[];
  /** Header cells that name none of the documented columns: their cells were not read. */
  ignoredColumns: string[];
}

/** Which aircraft a trip could use (suggesting operators for a request). */
export interface SuitableAircraftQuery {
  /** Any category when null. */
  category?: AircraftCategory | null;
  /** IATA or ICAO code of the airport the trip starts from. */
  nearAirport: string;
  /** At least this many seats; 1 when omitted. */
  minSeats?: number | null;
  /** Only aircraft based within this great-circle distance; no limit when omitted. */
  maxDistanceNm?: number | null;
  /** 1 to 100; 20 when omitted. */
  first?: number | null;
}

/** An aircraft a trip could use, with how far its base is from the trip's airport. */
export interface SuitableAircraft {
  aircraft: FleetAircraft;
  /** Great-circle distance from the base to the airport, rounded to the nautical mile. */
  distanceNm: number;
}

import { normalizeAirportCode, type AirportPoint } from "../airports/index.js";
import type { AircraftCategory } from "../aircraft/index.js";
import type { FleetAircraftDraft, FleetRowProblem } from "./fleet-aircraft.js";
import { FleetRowProblemCode } from "./operators.enums.js";

// What an aircraft of a fleet must be, whether staff type it in or a fleet file's row says it.

export const SEATS_MIN = 1;
/** Charter rules stop at 30 passenger seats (US Part 135); business jets carry up to 19. */
export const SEATS_MAX = 30;
export const YEAR_MIN = 1950;
export const TYPE_NAME_MAX = 80;

/** The newest year an aircraft can have been built or refurbished in: next year (deliveries are dated ahead). */
export const yearMax = (now: Date = new Date()) => now.getUTCFullYear() + 1;

const REGISTRATION = /^[A-Z0-9]{1,3}-?[A-Z0-9]{1,6}$/;

/** " g-lxjt " → "G-LXJT"; null when it cannot be a registration (letters, digits, at most one hyphen). */
export function normalizeRegistration(text: string): string | null {
  const registration = text.replace(/\s+/g, "").toUpperCase();
  return REGISTRATION.test(registration) && /[A-Z]/.test(registration) && registration.length >= 3
    ? registration
    : null;
}

/** The registration as the database compares them: without its hyphen ("G-LXJT" and "GLXJT" are one aircraft). */
export const registrationKey = (registration: string) => registration.replace("-", "");

/** The fields of an aircraft, by the name the GraphQL input gives them. */
export type AircraftField = keyof FleetAircraftDraft;

/** A problem with one field of an aircraft. */
export type AircraftProblem = Omit<FleetRowProblem, "field"> & { field: AircraftField };

/** An aircraft's own columns, checked (its base is looked up apart). */
export interface AircraftColumns {
  registration: string;
  typeName: string;
  category: AircraftCategory;
  yearOfManufacture: number;
  yearOfRefurbishment: number | null;
  seats: number;
  wifi: boolean;
  lavatory: boolean;
  petsAllowed: boolean;
}

/**
 * The draft's columns and every problem with it. `baseAirport` is the normalised code to look up
 * (null with a problem when it cannot be one).
 */
export function aircraftColumns(
  draft: FleetAircraftDraft,
  now: Date = new Date(),
): { columns: AircraftColumns; baseAirport: string | null; problems: AircraftProblem[] } {
  const problems: AircraftProblem[] = [];
  const registration = normalizeRegistration(draft.registration);
  if (!draft.registration.trim())
    problems.push({ field: "registration", code: FleetRowProblemCode.REQUIRED, message: "Required." });
  else if (!registration)
    problems.push({
      field: "registration",
      code: FleetRowProblemCode.INVALID,
      message: "Letters and digits with at most one hyphen, e.g. N650GX or G-LXJT.",
    });
  const typeName = draft.typeName.trim();
  if (!typeName) problems.push({ field: "typeName", code: FleetRowProblemCode.REQUIRED, message: "Required." });
  else if (typeName.length > TYPE_NAME_MAX)
    problems.push({
      field: "typeName",
      code: FleetRowProblemCode.OUT_OF_RANGE,
      message: `1 to ${TYPE_NAME_MAX} characters.`,
      min: 1,
      max: TYPE_NAME_MAX,
    });
  const whole = (
    field: "yearOfManufacture" | "yearOfRefurbishment" | "seats",
    value: number,
    min: number,
    max: number,
  ) => {
    if (!Number.isInteger(value) || value < min || value > max)
      problems.push({ field, code: FleetRowProblemCode.OUT_OF_RANGE, message: `From ${min} to ${max}.`, min, max });
  };
  whole("yearOfManufacture", draft.yearOfManufacture, YEAR_MIN, yearMax(now));
  const refurbished = draft.yearOfRefurbishment ?? null;
  if (refurbished !== null)
    whole(
      "yearOfRefurbishment",
      refurbished,
      Number.isInteger(draft.yearOfManufacture) ? Math.max(YEAR_MIN, draft.yearOfManufacture) : YEAR_MIN,
      yearMax(now),
    );
  whole("seats", draft.seats, SEATS_MIN, SEATS_MAX);
  const baseAirport = normalizeAirportCode(draft.baseAirport);
  if (!draft.baseAirport.trim())
    problems.push({ field: "baseAirport", code: FleetRowProblemCode.REQUIRED, message: "Required." });
  else if (!baseAirport)
    problems.push({
      field: "baseAirport",
      code: FleetRowProblemCode.INVALID,
      message: "An IATA (3 letters) or ICAO (4 letters) airport code, e.g. FAB or EGLF.",
    });
  return {
    columns: {
      registration: registration ?? "",
      typeName,
      category: draft.category,
      yearOfManufacture: draft.yearOfManufacture,
      yearOfRefurbishment: refurbished,
      seats: draft.seats,
      wifi: draft.wifi ?? false,
      lavatory: draft.lavatory ?? false,
      petsAllowed: draft.petsAllowed ?? false,
    },
    baseAirport,
    problems,
  };
}

/** The problem of a base no airport has, or null when `airports` (looked up by code) holds it. */
export function unknownBase(code: string | null, airports: ReadonlyMap<string, AirportPoint>): AircraftProblem | null {
  if (code === null || airports.has(code)) return null;
  return {
    field: "baseAirport",
    code: FleetRowProblemCode.UNKNOWN_AIRPORT,
    message: `No airport has the code ${code}.`,
  };
}

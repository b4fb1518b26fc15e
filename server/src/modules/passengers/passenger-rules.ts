import countries from "i18n-iso-countries/index.js";
import type { FieldProblem } from "../../core/errors.js";
import { PassengerField } from "./passenger.enums.js";
import type { PassengerDetails } from "./passenger.js";

// The manifest's rules for one passenger's details: each refusal names its field. A booker may add a
// passenger by name alone and complete the rest later; a passenger entering their own details, and
// a manifest called complete, need all five.

export const PASSENGER_NAME_MAX = 100;
const PASSPORT = /^[A-Z0-9]{5,20}$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const FIELD_OF: Record<keyof PassengerDetails, PassengerField> = {
  fullName: PassengerField.FULL_NAME,
  dateOfBirth: PassengerField.DATE_OF_BIRTH,
  nationality: PassengerField.NATIONALITY,
  passportNumber: PassengerField.PASSPORT_NUMBER,
  passportExpiry: PassengerField.PASSPORT_EXPIRY,
};

export const EMPTY_DETAILS: PassengerDetails = {
  fullName: null,
  dateOfBirth: null,
  nationality: null,
  passportNumber: null,
  passportExpiry: null,
};

/** A calendar date that exists ("2027-02-30" does not). */
function isDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.toISOString().slice(0, 10) === value;
}

/** The details still to give, in the manifest's order. */
export function missingOf(details: PassengerDetails | null): PassengerField[] {
  const given = details ?? EMPTY_DETAILS;
  return (Object.keys(FIELD_OF) as (keyof PassengerDetails)[]).filter((key) => !given[key]).map((k) => FIELD_OF[k]);
}

export interface DetailsCheck {
  /** The field names' prefix in the refusal, e.g. "input.details". */
  prefix: string;
  /** Today's date, "2026-11-28": no birth date after it. */
  today: string;
  /** The date of the last leg the passenger flies (local at its airport); null for a saved passenger (today then). */
  flightDate: string | null;
  /** Every detail required (the passenger's own entry). */
  requireAll: boolean;
}

/** One line, trimmed; null when empty. */
const text = (value: string | null | undefined) => value?.replace(/\s+/g, " ").trim() || null;

/** Cleans the details (trimmed, upper-cased codes) and lists what is wrong with them. */
export function checkDetails(
  input: Partial<PassengerDetails>,
  { prefix, today, flightDate, requireAll }: DetailsCheck,
): { details: PassengerDetails; problems: FieldProblem[] } {
  const problems: FieldProblem[] = [];
  const refuse = (key: keyof PassengerDetails, message: string) =>
    problems.push({ field: `${prefix}.${key}`, message });
  const details: PassengerDetails = {
    fullName: text(input.fullName),
    dateOfBirth: text(input.dateOfBirth),
    nationality: text(input.nationality)?.toUpperCase() ?? null,
    passportNumber: text(input.passportNumber)?.replace(/[\s-]/g, "").toUpperCase() ?? null,
    passportExpiry: text(input.passportExpiry),
  };

  if (!details.fullName) refuse("fullName", "Required: the name as written in the passport.");
  else if (details.fullName.length < 2 || details.fullName.length > PASSENGER_NAME_MAX)
    refuse("fullName", `2 to ${PASSENGER_NAME_MAX} characters.`);
  else if (/[\p{Cc}<>]/u.test(details.fullName)) refuse("fullName", "Letters, spaces, hyphens and apostrophes only.");

  if (details.dateOfBirth) {
    if (!isDate(details.dateOfBirth)) refuse("dateOfBirth", "A date, YYYY-MM-DD.");
    else if (details.dateOfBirth > today) refuse("dateOfBirth", "Cannot be in the future.");
    else if (details.dateOfBirth < "1900-01-01") refuse("dateOfBirth", "Must be after 1900.");
  }
  if (details.nationality && !(/^[A-Z]{2}$/.test(details.nationality) && countries.isValid(details.nationality)))
    refuse("nationality", "A country's ISO 3166 two-letter code, e.g. GB.");
  if (details.passportNumber && !PASSPORT.test(details.passportNumber))
    refuse("passportNumber", "5 to 20 letters and digits.");
  if (details.passportExpiry) {
    const by = flightDate ?? today;
    if (!isDate(details.passportExpiry)) refuse("passportExpiry", "A date, YYYY-MM-DD.");
    else if (details.passportExpiry < by)
      refuse(
        "passportExpiry",
        flightDate ? `The passport expires before the flight on ${flightDate}.` : "The passport has expired.",
      );
  }
  if (requireAll)
    for (const key of Object.keys(FIELD_OF) as (keyof PassengerDetails)[])
      if (!details[key] && !problems.some((p) => p.field === `${prefix}.${key}`)) refuse(key, "Required.");
  return { details, problems };
}

/** The booker's view of details a passenger entered: the name, nationality and expiry; the birth year and the passport's last four. */
export function maskedDetails(details: PassengerDetails) {
  return {
    ...details,
    dateOfBirth: null,
    passportNumber: details.passportNumber ? `•••••${details.passportNumber.slice(-4)}` : null,
  };
}

export const birthYearOf = (details: PassengerDetails | null) =>
  details?.dateOfBirth ? Number(details.dateOfBirth.slice(0, 4)) : null;

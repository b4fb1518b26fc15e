import type { AdminFleetAircraftFieldsFragment, AircraftCategory, FleetAircraftInput } from "../../graphql/generated";

// The aircraft form edits text; these turn an aircraft into it and back into the API's input.

export interface AircraftDraft {
  id: string | null;
  registration: string;
  typeName: string;
  category: AircraftCategory;
  yearOfManufacture: string;
  yearOfRefurbishment: string;
  seats: string;
  baseAirport: string;
  wifi: boolean;
  lavatory: boolean;
  petsAllowed: boolean;
}

export const emptyAircraft: AircraftDraft = {
  id: null,
  registration: "",
  typeName: "",
  category: "LIGHT",
  yearOfManufacture: "",
  yearOfRefurbishment: "",
  seats: "",
  baseAirport: "",
  wifi: false,
  lavatory: false,
  petsAllowed: false,
};

export function toAircraftDraft(aircraft: AdminFleetAircraftFieldsFragment): AircraftDraft {
  return {
    id: aircraft.id,
    registration: aircraft.registration,
    typeName: aircraft.typeName,
    category: aircraft.category,
    yearOfManufacture: String(aircraft.yearOfManufacture),
    yearOfRefurbishment: aircraft.yearOfRefurbishment === null ? "" : String(aircraft.yearOfRefurbishment),
    seats: String(aircraft.seats),
    baseAirport: aircraft.baseAirportCode,
    wifi: aircraft.wifi,
    lavatory: aircraft.lavatory,
    petsAllowed: aircraft.petsAllowed,
  };
}

/** Whole numbers only: GraphQL refuses a fraction for an Int without naming the field, so it is caught here. */
const whole = (text: string) => (/^\s*\d{1,5}\s*$/.test(text) ? Number(text) : null);

/** The input, or the API's names of the fields the browser can already tell are not whole numbers. */
export function toAircraftInput(draft: AircraftDraft): { input: FleetAircraftInput } | { bad: string[] } {
  const yearOfManufacture = whole(draft.yearOfManufacture);
  const refurbished = draft.yearOfRefurbishment.trim() ? whole(draft.yearOfRefurbishment) : undefined;
  const seats = whole(draft.seats);
  const bad = [
    yearOfManufacture === null && "input.yearOfManufacture",
    refurbished === null && "input.yearOfRefurbishment",
    seats === null && "input.seats",
  ].filter((f): f is string => Boolean(f));
  if (bad.length) return { bad };
  return {
    input: {
      registration: draft.registration,
      typeName: draft.typeName,
      category: draft.category,
      yearOfManufacture: yearOfManufacture!,
      yearOfRefurbishment: refurbished ?? null,
      seats: seats!,
      baseAirport: draft.baseAirport,
      wifi: draft.wifi,
      lavatory: draft.lavatory,
      petsAllowed: draft.petsAllowed,
    },
  };
}

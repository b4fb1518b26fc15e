import type { FleetAircraftInput } from "../../graphql/generated";

// A fleet file's columns (as the API's import names them) and the aircraft fields they fill: the
// form's labels, the fleet table's headers and the import report's column names are the same words.

export const fleetColumns = [
  "registration",
  "type",
  "category",
  "year_of_manufacture",
  "year_of_refurbishment",
  "seats",
  "base_airport",
  "wifi",
  "lavatory",
  "pets_allowed",
] as const;

export type FleetColumn = (typeof fleetColumns)[number];

export const columnOfField: Record<keyof FleetAircraftInput, FleetColumn> = {
  registration: "registration",
  typeName: "type",
  category: "category",
  yearOfManufacture: "year_of_manufacture",
  yearOfRefurbishment: "year_of_refurbishment",
  seats: "seats",
  baseAirport: "base_airport",
  wifi: "wifi",
  lavatory: "lavatory",
  petsAllowed: "pets_allowed",
};

export const isFleetColumn = (name: string): name is FleetColumn => (fleetColumns as readonly string[]).includes(name);

import type { AircraftCategory } from "../aircraft/index.js";
import type { TripType } from "./trip-type.enum.js";

/** A leg as the visitor asked for it: airport codes and the local departure time, unchecked. */
export interface RequestedLeg {
  /** IATA or ICAO code. */
  from: string;
  to: string;
  /** Local date-time at the departure airport: "2027-03-01T09:30". */
  departAt: string;
}

/** A trip as the visitor asked for it, to be checked and estimated. */
export interface RequestedTrip {
  /** In flying order, 1 to 8. */
  legs: RequestedLeg[];
  passengers: number;
  /** Only this category; all four when absent. */
  category?: AircraftCategory | null;
  /** When given, the legs must fit it. */
  tripType?: TripType | null;
}

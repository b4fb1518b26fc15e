import { Field, InputType, Int } from "type-graphql";
import { AircraftCategory } from "../aircraft/index.js";
import type { RequestedLeg, RequestedTrip } from "./requested-trip.js";
import { TripType } from "./trip-type.enum.js";

@InputType("TripLegInput")
export class TripLegInput implements RequestedLeg {
  @Field(() => String, { description: 'Departure airport: IATA or ICAO code, e.g. "LHR" or "EGLL".' })
  from!: string;

  @Field(() => String, { description: "Arrival airport: IATA or ICAO code." })
  to!: string;

  @Field(() => String, {
    description: 'Local date-time at the departure airport, ISO 8601 without offset: "2027-03-01T09:30".',
  })
  departAt!: string;
}

@InputType("EstimateInput")
export class EstimateInput implements RequestedTrip {
  @Field(() => [TripLegInput], { description: "The legs in flying order, 1 to 8." })
  legs!: TripLegInput[];

  @Field(() => Int, { description: "Passengers, 1 to 19." })
  passengers!: number;

  @Field(() => AircraftCategory, {
    nullable: true,
    description: "Estimate only this category; null estimates all four.",
  })
  category?: AircraftCategory | null;

  @Field(() => TripType, {
    nullable: true,
    description:
      "When given, the legs must fit it: ONE_WAY one leg, ROUND_TRIP two (out and back), MULTI_CITY two or more.",
  })
  tripType?: TripType | null;
}

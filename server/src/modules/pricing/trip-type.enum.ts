import { registerEnumType } from "type-graphql";

export enum TripType {
  ONE_WAY = "ONE_WAY",
  ROUND_TRIP = "ROUND_TRIP",
  MULTI_CITY = "MULTI_CITY",
}

registerEnumType(TripType, {
  name: "TripType",
  description:
    "Shape of a trip: one leg, out and back (two legs, the second the reverse of the first), or two or more legs.",
});

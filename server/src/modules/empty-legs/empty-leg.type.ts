import { Field, ID, InputType, Int, ObjectType, registerEnumType } from "type-graphql";
import { AircraftCategory } from "../aircraft/index.js";
import { EmptyLegStatus, type EmptyLeg, type EmptyLegDraft, type EmptyLegFilter, type LegPlace } from "./empty-leg.js";
import type { NewRouteAlert, RouteAlertReceipt } from "./route-alert.js";

registerEnumType(EmptyLegStatus, {
  name: "EmptyLegStatus",
  description: "DRAFT: only staff see it; PUBLISHED: on the public list until its window passes.",
});

@ObjectType("EmptyLegPlace", { description: "One end of an empty leg." })
export class EmptyLegPlaceObject implements LegPlace {
  airportId!: number;

  @Field(() => String, { description: "IATA code when the airport has one, else ICAO." })
  code!: string;

  @Field(() => String, { nullable: true })
  iata!: string | null;

  @Field(() => String, { nullable: true })
  icao!: string | null;

  @Field(() => String, { description: "The airport's name in English." })
  name!: string;

  @Field(() => String, { nullable: true })
  city!: string | null;

  @Field(() => String, { nullable: true, description: "ISO 3166-1 alpha-2." })
  countryCode!: string | null;

  @Field(() => String, { nullable: true, description: "IANA time zone of the airport." })
  timeZone!: string | null;
}

@ObjectType("EmptyLeg", {
  description: "An aircraft flying empty (typically home after a one-way charter), offered at a lower price.",
})
export class EmptyLegObject implements EmptyLeg {
  @Field(() => ID)
  id!: string;

  @Field(() => EmptyLegStatus)
  status!: EmptyLegStatus;

  @Field(() => EmptyLegPlaceObject)
  from!: LegPlace;

  @Field(() => EmptyLegPlaceObject)
  to!: LegPlace;

  @Field(() => String, { description: 'Earliest departure, local time at the departure airport: "2027-03-01T09:30".' })
  earliestLocal!: string;

  @Field(() => String, { description: "Latest departure, local time at the departure airport." })
  latestLocal!: string;

  @Field(() => Date)
  earliestAt!: Date;

  @Field(() => Date, { description: "When the leg leaves the public list." })
  latestAt!: Date;

  @Field(() => String, { description: 'The aircraft type, e.g. "Citation XLS+".' })
  aircraftType!: string;

  @Field(() => AircraftCategory, { nullable: true, description: "Null only on an incomplete draft." })
  category!: AircraftCategory | null;

  @Field(() => Int, { nullable: true, description: "Seats available; null only on an incomplete draft." })
  seats!: number | null;

  @Field(() => Int, { nullable: true, description: "Whole US dollars; null only on an incomplete draft." })
  priceUsd!: number | null;

  @Field(() => Boolean, { description: "Drafted from a one-way booking (its aircraft's way back)." })
  fromBooking!: boolean;

  @Field(() => Date, { nullable: true })
  publishedAt!: Date | null;
}

@InputType("EmptyLegInput", { description: "An empty leg to create as a draft (no id) or to replace (its id)." })
export class EmptyLegInput implements EmptyLegDraft {
  @Field(() => ID, { nullable: true })
  id?: string | null;

  @Field(() => String, { description: "IATA or ICAO code of the departure airport." })
  fromCode!: string;

  @Field(() => String, { description: "IATA or ICAO code of the arrival airport." })
  toCode!: string;

  @Field(() => String, {
    description: 'Earliest departure in the departure airport\'s local time, "2027-03-01T09:30".',
  })
  earliestLocal!: string;

  @Field(() => String, { description: "Latest departure in the same local time, not before the earliest." })
  latestLocal!: string;

  @Field(() => String, { description: "1 to 120 characters." })
  aircraftType!: string;

  @Field(() => AircraftCategory, { nullable: true, description: "Required to publish." })
  category?: AircraftCategory | null;

  @Field(() => Int, { nullable: true, description: "1 to 50; required to publish." })
  seats?: number | null;

  @Field(() => Int, { nullable: true, description: "Whole US dollars, 1 to 10,000,000; required to publish." })
  priceUsd?: number | null;
}

@InputType("EmptyLegFilter", { description: "The public list's filters; each one left out matches every leg." })
export class EmptyLegFilterInput implements EmptyLegFilter {
  @Field(() => String, { nullable: true, description: "Departure airport code (IATA/ICAO) or city." })
  from?: string | null;

  @Field(() => String, { nullable: true, description: "Arrival airport code (IATA/ICAO) or city." })
  to?: string | null;

  @Field(() => String, { nullable: true, description: 'Local date "2027-03-01": windows ending on or after it.' })
  dateFrom?: string | null;

  @Field(() => String, { nullable: true, description: "Local date: windows starting on or before it." })
  dateTo?: string | null;

  @Field(() => Int, { nullable: true, description: "At least this many seats, 1 to 50." })
  seats?: number | null;
}

@InputType("RouteAlertInput", { description: "A visitor's alert for empty legs on a route; at least one end." })
export class RouteAlertInput implements NewRouteAlert {
  @Field(() => String)
  email!: string;

  @Field(() => String, { nullable: true, description: "Departure airport code (IATA/ICAO) or city; any when omitted." })
  from?: string | null;

  @Field(() => String, { nullable: true, description: "Arrival airport code (IATA/ICAO) or city; any when omitted." })
  to?: string | null;

  @Field(() => String, { nullable: true, description: 'First local date of interest, "2027-03-01".' })
  dateFrom?: string | null;

  @Field(() => String, { nullable: true, description: "Last local date of interest." })
  dateTo?: string | null;

  @Field(() => String, { nullable: true, description: "en, es, ar or zh: the emails' language (en when omitted)." })
  locale?: string | null;
}

@ObjectType("RouteAlertReceipt", {
  description: "A confirmation link was emailed; the answer is the same whatever the address had before.",
})
export class RouteAlertReceiptObject implements RouteAlertReceipt {
  @Field(() => String)
  email!: string;
}

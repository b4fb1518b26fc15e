import { Field, ID, Int, ObjectType } from "type-graphql";
import { Connection } from "../../core/transport/connection.js";
import { AircraftCategory } from "../aircraft/index.js";
import { TripType } from "../pricing/index.js";
import type { QuoteRequest, QuoteRequestContact, QuoteRequestEstimate, TripLeg } from "./quote-request.js";
import { QuoteRequestStatus } from "./quote.enums.js";

@ObjectType("TripLeg", { description: "One leg of a requested trip." })
export class TripLegObject implements TripLeg {
  @Field(() => String, { description: "Departure airport's code: IATA when it has one, else ICAO." })
  from!: string;

  @Field(() => String)
  to!: string;

  @Field(() => String, {
    description: 'Local date-time at the departure airport, ISO 8601 without offset: "2027-03-01T09:30".',
  })
  departAt!: string;

  @Field(() => Date, { description: "The instant `departAt` names in the departure airport's time zone." })
  departsAtUtc!: Date;

  /** Row ids for the airport field resolvers. */
  fromAirportId!: number;
  toAirportId!: number;
}

@ObjectType("QuoteRequestEstimate", {
  description: "The indicative estimate shown when the request was made. Not a quote.",
})
export class QuoteRequestEstimateObject implements QuoteRequestEstimate {
  @Field(() => AircraftCategory, {
    description: "The category estimated: the one asked for, or the smallest that seats everyone.",
  })
  category!: AircraftCategory;

  @Field(() => Int, { description: "Whole US dollars." })
  lowUsd!: number;

  @Field(() => Int, { description: "Whole US dollars." })
  highUsd!: number;

  @Field(() => Int, { description: "Estimated flight minutes of all legs." })
  flightMinutes!: number;
}

@ObjectType("QuoteRequestContact", { description: "Who to answer about a request." })
export class QuoteRequestContactObject implements QuoteRequestContact {
  @Field(() => String)
  name!: string;

  @Field(() => String, { description: "Lower case." })
  email!: string;

  @Field(() => String, { nullable: true })
  phone!: string | null;

  @Field(() => String, { nullable: true })
  company!: string | null;
}

@ObjectType("QuoteRequest", {
  description: "A trip someone asked us to quote. Customers see their own; staff see all.",
})
export class QuoteRequestObject implements QuoteRequest {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { description: 'Short reference to quote on the phone or by email, e.g. "SC-7K3Q9P".' })
  reference!: string;

  @Field(() => QuoteRequestStatus)
  status!: QuoteRequestStatus;

  @Field(() => TripType)
  tripType!: TripType;

  @Field(() => Int)
  passengers!: number;

  @Field(() => AircraftCategory, {
    nullable: true,
    description: "The category asked for; null when the customer wants a suggestion.",
  })
  category!: AircraftCategory | null;

  @Field(() => Boolean)
  pets!: boolean;

  @Field(() => String, { nullable: true })
  luggage!: string | null;

  @Field(() => String, { nullable: true })
  catering!: string | null;

  @Field(() => String, { nullable: true })
  notes!: string | null;

  @Field(() => QuoteRequestContactObject)
  contact!: QuoteRequestContactObject;

  @Field(() => String, { nullable: true, description: "ON_DEMAND, MEMBERSHIP or CORPORATE." })
  programInterest!: string | null;

  @Field(() => String, { nullable: true, description: "The affiliate code the visitor arrived with (?ref=)." })
  referralCode!: string | null;

  @Field(() => QuoteRequestEstimateObject, {
    nullable: true,
    description: "Null when no category could fly the trip as asked.",
  })
  estimate!: QuoteRequestEstimateObject | null;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date)
  updatedAt!: Date;

  /** For ownership checks and loaders; not fields. */
  leadId!: string;
  customerUserId!: string | null;
  /** A replayed submission's answer: the request as it was sent, without what came after it. */
  asSubmitted?: boolean;
}

@ObjectType("QuoteRequestConnection", { description: "A page of quote requests, newest first." })
export class QuoteRequestConnection extends Connection("QuoteRequest", QuoteRequestObject) {}

import { Field, ID, Int, ObjectType } from "type-graphql";
import type { CurrencyCode } from "../../core/rules/index.js";
import { AircraftCategory } from "../aircraft/index.js";
import { SuitableAircraftObject } from "../operators/index.js";
import { TripType } from "../pricing/index.js";
import { Currency, RfqStatus } from "./rfq.enums.js";
import type { Rfq, RfqAircraft, RfqAnswer, RfqInvitation, RfqSuggestion, RfqTrip } from "./rfq.js";

@ObjectType("RfqAircraft", { description: "An aircraft of the operator's fleet, as it was described when answered." })
export class RfqAircraftObject implements RfqAircraft {
  @Field(() => ID, { nullable: true, description: "The fleet's aircraft; null once it left the fleet." })
  id!: string | null;

  @Field(() => String)
  registration!: string;

  @Field(() => String, { description: 'Make and model, e.g. "Citation XLS+".' })
  typeName!: string;

  @Field(() => AircraftCategory, { nullable: true })
  category!: AircraftCategory | null;

  @Field(() => Int, { nullable: true })
  seats!: number | null;

  @Field(() => Int, { nullable: true })
  yearOfManufacture!: number | null;
}

@ObjectType("RfqAnswer", { description: "What an operator answered: an aircraft and a price, or a decline." })
export class RfqAnswerObject implements RfqAnswer {
  @Field(() => RfqAircraftObject, { nullable: true, description: "Null for a decline." })
  aircraft!: RfqAircraftObject | null;

  @Field(() => Number, { nullable: true, description: "Whole units of `currency`, as the operator gave it." })
  price!: number | null;

  @Field(() => Currency, { nullable: true })
  currency!: CurrencyCode | null;

  @Field(() => Int, { nullable: true, description: "The price in whole US dollars at the site's fixed rates." })
  priceUsd!: number | null;

  @Field(() => Date, { nullable: true })
  validUntil!: Date | null;

  @Field(() => String, { nullable: true })
  conditions!: string | null;

  @Field(() => String, { nullable: true, description: "Why the operator declined." })
  declineReason!: string | null;

  @Field(() => Date)
  answeredAt!: Date;
}

@ObjectType("Rfq", { description: "An operator asked to quote a request (a request for quotes), and its answer." })
export class RfqObject implements Rfq {
  @Field(() => ID)
  id!: string;

  @Field(() => RfqStatus)
  status!: RfqStatus;

  @Field(() => String, { description: "The operator's contact written to." })
  contactName!: string;

  @Field(() => String)
  contactEmail!: string;

  @Field(() => String, { description: "The language the email was written in: en, es, ar or zh." })
  contactLanguage!: string;

  @Field(() => Date, { description: "When the operator's link stops working." })
  expiresAt!: Date;

  @Field(() => Boolean, { description: "The link expired without an answer." })
  expired!: boolean;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => RfqAnswerObject, { nullable: true, description: "Null until the operator answers." })
  answer!: RfqAnswerObject | null;

  /** For field resolvers and sorting. */
  quoteRequestId!: string;
  operatorId!: string;
  priceUsdCents!: number | null;
}

@ObjectType("RfqSuggestion", {
  description: "An operator that may be asked to quote a request: quotable today, with aircraft that fit the trip.",
})
export class RfqSuggestionObject implements RfqSuggestion {
  @Field(() => Int, { description: "Its nearest fitting aircraft's distance from the first departure, in nm." })
  nearestNm!: number;

  @Field(() => [SuitableAircraftObject], { description: "Its aircraft that fit, nearest first." })
  aircraft!: SuitableAircraftObject[];

  /** For the operator field resolver. */
  operatorId!: string;
}

@ObjectType("RfqTrip", { description: "The trip an operator is asked to quote. Nothing of the client." })
export class RfqTripObject implements RfqTrip {
  @Field(() => String, { description: 'The request\'s reference, e.g. "SC-7K3Q9P".' })
  reference!: string;

  @Field(() => TripType)
  tripType!: TripType;

  @Field(() => Int)
  passengers!: number;

  @Field(() => AircraftCategory, {
    nullable: true,
    description: "The category asked for, else the one estimated.",
  })
  category!: AircraftCategory | null;

  @Field(() => Boolean, { description: "Pets travel." })
  pets!: boolean;

  @Field(() => String, { nullable: true })
  luggage!: string | null;

  /** For the legs' field resolver. */
  quoteRequestId!: string;
}

@ObjectType("RfqInvitation", {
  description:
    "What an operator's link shows: the trip, the operator's fleet to answer with, and its answer once given.",
})
export class RfqInvitationObject implements RfqInvitation {
  @Field(() => ID, { description: "The RFQ's id, which answerRfq and declineRfq name with the token." })
  id!: string;

  @Field(() => String)
  operatorName!: string;

  @Field(() => String, { description: "The operator's contact the link was sent to." })
  contactName!: string;

  @Field(() => RfqStatus)
  status!: RfqStatus;

  @Field(() => Date)
  expiresAt!: Date;

  @Field(() => RfqTripObject)
  trip!: RfqTripObject;

  @Field(() => [RfqAircraftObject], { description: "The operator's aircraft, by registration." })
  fleet!: RfqAircraftObject[];

  @Field(() => RfqAnswerObject, { nullable: true })
  answer!: RfqAnswerObject | null;
}

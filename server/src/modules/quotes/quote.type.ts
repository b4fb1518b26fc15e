import { Field, ID, Int, ObjectType } from "type-graphql";
import { AircraftCategory } from "../aircraft/index.js";
import { SafetyRating } from "../operators/index.js";
import type { Quote, QuoteAircraft } from "./quote.js";
import { QuoteStatus } from "./quote.enums.js";

@ObjectType("QuoteAircraft", {
  description: "The aircraft a quote offers, as the operator's fleet described it when the quote was sent.",
})
export class QuoteAircraftObject implements QuoteAircraft {
  @Field(() => String, { description: 'Make and model, e.g. "Citation XLS+".' })
  typeName!: string;

  @Field(() => String)
  registration!: string;

  @Field(() => AircraftCategory, { nullable: true })
  category!: AircraftCategory | null;

  @Field(() => Int, { nullable: true, description: "The year it was built." })
  yearOfManufacture!: number | null;

  @Field(() => Int, { nullable: true, description: "The year its cabin was last refurbished; null if never." })
  yearOfRefurbishment!: number | null;

  @Field(() => Int, { nullable: true, description: "Passenger seats." })
  seats!: number | null;

  @Field(() => Boolean, { nullable: true, description: "Wi-Fi on board; null when not known." })
  wifi!: boolean | null;

  @Field(() => Boolean, { nullable: true, description: "An enclosed lavatory; null when not known." })
  lavatory!: boolean | null;

  @Field(() => Boolean, { nullable: true, description: "Pets may fly in the cabin; null when not known." })
  petsAllowed!: boolean | null;
}

@ObjectType("Quote", {
  description: "An operator's offer for a quote request, sent by staff. Cheapest first in a request's list.",
})
export class QuoteObject implements Quote {
  @Field(() => ID)
  id!: string;

  @Field(() => QuoteStatus)
  status!: QuoteStatus;

  @Field(() => Int, { description: "The price in whole US dollars." })
  priceUsd!: number;

  @Field(() => String, { description: 'The aircraft offered, e.g. "Citation XLS+ (N512XL)".' })
  aircraft!: string;

  @Field(() => AircraftCategory, { nullable: true })
  category!: AircraftCategory | null;

  @Field(() => String, {
    description: "The operator in operational control of the flight (we are the broker, not the operator).",
  })
  operator!: string;

  @Field(() => Date, { description: "The quote can be accepted until then." })
  validUntil!: Date;

  @Field(() => Boolean, { description: "Past validUntil: it can no longer be accepted." })
  expired!: boolean;

  @Field(() => String, { nullable: true, description: "Terms: cancellation, payment, inclusions." })
  terms!: string | null;

  @Field(() => String, { nullable: true, description: "A note for the customer." })
  note!: string | null;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => QuoteAircraftObject, {
    nullable: true,
    description:
      "The aircraft's details as they were when the quote was made from an operator's answer; null for a free-text quote.",
  })
  aircraftDetails!: QuoteAircraftObject | null;

  @Field(() => [SafetyRating], {
    description: "The operator's safety audits in force when the quote was sent (empty for a free-text quote).",
  })
  operatorAudits!: SafetyRating[];

  /** For field resolvers; `staffNote`, the source and the margin are shown to staff only. */
  quoteRequestId!: string;
  staffNoteText!: string | null;
  rfqId!: string | null;
  operatorPriceUsdCents!: number | null;
  marginUsdCents!: number | null;
}

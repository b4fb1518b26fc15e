import { Field, ID, Int, ObjectType } from "type-graphql";
import { AircraftCategory } from "../aircraft/index.js";
import type { Quote } from "./quote.js";
import { QuoteStatus } from "./quote.enums.js";

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

  /** For field resolvers; `staffNote` is shown to staff only. */
  quoteRequestId!: string;
  staffNoteText!: string | null;
}

import { Field, InputType, Int } from "type-graphql";
import { AircraftCategory } from "../aircraft/index.js";
import type { NewQuote } from "./quote.js";

@InputType("QuoteInput", { description: "An operator's offer to send to the customer." })
export class QuoteInput implements NewQuote {
  @Field(() => Int, { description: "Whole US dollars, 1 to 10,000,000." })
  priceUsd!: number;

  @Field(() => String, { description: 'The aircraft, e.g. "Citation XLS+ (N512XL)": 1 to 120 characters.' })
  aircraft!: string;

  @Field(() => AircraftCategory, { nullable: true })
  category?: AircraftCategory | null;

  @Field(() => String, { description: "The operator in operational control: 1 to 120 characters." })
  operator!: string;

  @Field(() => Date, { description: "Acceptable until then: in the future, at most a year ahead." })
  validUntil!: Date;

  @Field(() => String, { nullable: true, description: "Terms shown to the customer, at most 4,000 characters." })
  terms?: string | null;

  @Field(() => String, { nullable: true, description: "A note for the customer, at most 2,000 characters." })
  note?: string | null;

  @Field(() => String, {
    nullable: true,
    description: "For staff only, never shown to the customer; at most 2,000 characters.",
  })
  staffNote?: string | null;
}

import { Field, Float, ID, InputType } from "type-graphql";
import type { CurrencyCode } from "../../core/rules/index.js";
import { Currency } from "./rfq.enums.js";
import type { RfqQuote, RfqRecipient } from "./rfq.js";

@InputType("RfqRecipientInput", { description: "An operator to ask, and the one contact of its to write to." })
export class RfqRecipientInput implements RfqRecipient {
  @Field(() => ID)
  operatorId!: string;

  @Field(() => String, { description: "One of the operator's contacts' email addresses." })
  contactEmail!: string;
}

@InputType("RfqQuoteInput", { description: "An operator's quote through its link." })
export class RfqQuoteInput implements RfqQuote {
  @Field(() => ID, { description: "An aircraft of the operator's fleet (RfqInvitation.fleet)." })
  aircraftId!: string;

  @Field(() => Float, { description: "Whole units of `currency`, greater than zero." })
  price!: number;

  @Field(() => Currency)
  currency!: CurrencyCode;

  @Field(() => Date, { description: "Until when the price holds: in the future, within a year." })
  validUntil!: Date;

  @Field(() => String, { nullable: true, description: "Conditions of the offer, at most 4,000 characters." })
  conditions?: string | null;
}

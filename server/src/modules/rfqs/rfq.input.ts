import { Field, Float, ID, InputType, Int } from "type-graphql";
import type { CurrencyCode } from "../../core/rules/index.js";
import { Currency } from "./rfq.enums.js";
import type { RfqQuote, RfqQuoteOption, RfqRecipient } from "./rfq.js";

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

@InputType("RfqQuoteOptionInput", {
  description:
    "An operator's answer to send the customer as a quote option: the customer's price is the operator's price in US dollars at the fixed rate plus the margin.",
})
export class RfqQuoteOptionInput implements RfqQuoteOption {
  @Field(() => ID, { description: "An ANSWERED RFQ of this request whose price still holds." })
  rfqId!: string;

  @Field(() => Float, {
    nullable: true,
    description:
      "The margin in percent of the operator's price, 0 to 100; PricingSettings.marginDefaultPercent when neither this nor marginUsd is given.",
  })
  marginPercent?: number | null;

  @Field(() => Int, { nullable: true, description: "A fixed margin in whole US dollars, instead of marginPercent." })
  marginUsd?: number | null;

  @Field(() => String, {
    nullable: true,
    description: "Terms shown to the customer, at most 4,000 characters; the operator's conditions when omitted.",
  })
  terms?: string | null;

  @Field(() => String, { nullable: true, description: "A note for the customer, at most 2,000 characters." })
  note?: string | null;

  @Field(() => String, { nullable: true, description: "For staff only; at most 2,000 characters." })
  staffNote?: string | null;
}

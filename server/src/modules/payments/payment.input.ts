import { Field, Float, InputType } from "type-graphql";
import type { CurrencyCode } from "../../core/rules/index.js";
import { Currency } from "../../core/transport/currency.js";
import { PaymentKind, PaymentMethod } from "./payment.enums.js";
import type { NewPayment, PaymentInstructionChange } from "./payment.js";

@InputType("PaymentInput", { description: "A payment or refund as staff record it, in the booking's currency." })
export class PaymentInput implements NewPayment {
  @Field(() => PaymentKind)
  kind!: PaymentKind;

  @Field(() => Float, {
    description:
      "More than 0, at most two decimals; a payment at most what is outstanding, a refund at most what was paid.",
  })
  amount!: number;

  @Field(() => String, { description: 'The day the money arrived or left, "2026-12-01": not in the future.' })
  receivedOn!: string;

  @Field(() => PaymentMethod)
  method!: PaymentMethod;

  @Field(() => String, { nullable: true, description: "The bank's or card's reference, at most 120 characters." })
  reference?: string | null;

  @Field(() => String, { nullable: true, description: "For staff only, at most 500 characters." })
  note?: string | null;
}

@InputType("PaymentInstructionInput", { description: "The bank transfer instructions of one currency." })
export class PaymentInstructionInput implements PaymentInstructionChange {
  @Field(() => Currency)
  currency!: CurrencyCode;

  @Field(() => String, { nullable: true, description: "At most 2,000 characters; null or blank removes them." })
  instructions?: string | null;
}

import { Field, Float, ID, ObjectType } from "type-graphql";
import type { CurrencyCode } from "../../core/rules/index.js";
import { Currency } from "../../core/transport/currency.js";
import { InstallmentKind, InstallmentState, PaymentKind, PaymentMethod } from "./payment.enums.js";
import type { Installment, PaymentInstruction, PaymentRecord } from "./payment.js";

@ObjectType("PaymentInstallment", {
  description:
    "One part of a booking's price and its due date, fixed when the booking was made; what was paid covers the deposit first.",
})
export class PaymentInstallmentObject implements Installment {
  @Field(() => InstallmentKind)
  kind!: InstallmentKind;

  @Field(() => Currency)
  currency!: CurrencyCode;

  @Field(() => Float, { description: "In the booking's currency." })
  amount!: number;

  @Field(() => Date)
  dueAt!: Date;

  @Field(() => Float, { description: "How much of it is paid." })
  covered!: number;

  @Field(() => Float, { description: "How much of it is still to pay." })
  outstanding!: number;

  @Field(() => InstallmentState)
  state!: InstallmentState;

  bookingId!: string;
}

@ObjectType("PaymentRecord", {
  description:
    "A payment or refund staff recorded on a booking, in the booking's currency. Recorded only: no card is charged.",
})
export class PaymentRecordObject implements PaymentRecord {
  @Field(() => ID)
  id!: string;

  @Field(() => PaymentKind)
  kind!: PaymentKind;

  @Field(() => Float, { description: "Always positive, in `currency`: `kind` says which way the money went." })
  amount!: number;

  @Field(() => Currency)
  currency!: CurrencyCode;

  @Field(() => String, { description: 'The day the money arrived or left: "2026-12-01".' })
  receivedOn!: string;

  @Field(() => PaymentMethod)
  method!: PaymentMethod;

  @Field(() => String, { nullable: true, description: "The bank's or card's reference." })
  reference!: string | null;

  @Field(() => Date, { description: "When it was recorded." })
  createdAt!: Date;

  /** For field resolvers: shown to staff only. */
  bookingId!: string;
  noteText!: string | null;
  recordedByUserId!: string | null;
}

@ObjectType("PaymentInstruction", { description: "How to pay by bank transfer in one currency." })
export class PaymentInstructionObject implements PaymentInstruction {
  @Field(() => Currency)
  currency!: CurrencyCode;

  @Field(() => String, { nullable: true, description: "Bank, account, IBAN, SWIFT…; null where none are set." })
  instructions!: string | null;

  @Field(() => Date, { nullable: true })
  updatedAt!: Date | null;
}

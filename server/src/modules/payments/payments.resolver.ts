import { Arg, Ctx, Directive, FieldResolver, Float, ID, Mutation, Query, Resolver, Root } from "type-graphql";
import { seesAllRows } from "../../core/viewer.js";
import { BookingObject, type Booking } from "../bookings/index.js";
import { UserSummaryObject, type UserSummary } from "../users/index.js";
import type { Installment, PaymentInstruction, PaymentRecord } from "./payment.js";
import { PaymentInput, PaymentInstructionInput } from "./payment.input.js";
import { PaymentInstallmentObject, PaymentInstructionObject, PaymentRecordObject } from "./payment.type.js";
import { coverInstallments } from "./payment-schedule.js";
import type { PaymentsContext } from "./payments.context.js";

@Resolver()
export class PaymentsResolver {
  @Directive("@auth(requires: STAFF)")
  @Mutation(() => BookingObject, {
    description:
      "Records a payment or refund on a booking, in its currency: its paid and outstanding amounts and its payment status follow. " +
      "Audited; a payment is confirmed to the customer by email.",
  })
  recordPayment(
    @Ctx() ctx: PaymentsContext,
    @Arg("bookingId", () => ID) bookingId: string,
    @Arg("input", () => PaymentInput) input: PaymentInput,
  ): Promise<Booking> {
    return ctx.services.payments.record(bookingId, input, ctx.viewer!.userId);
  }

  @Directive("@auth(requires: STAFF)")
  @Query(() => [PaymentInstructionObject], {
    description: "The bank transfer instructions of each of the nine currencies, null where none are set.",
  })
  paymentInstructions(@Ctx() ctx: PaymentsContext): Promise<PaymentInstruction[]> {
    return ctx.services.payments.instructions();
  }

  @Directive("@auth(requires: ADMIN)")
  @Mutation(() => [PaymentInstructionObject], {
    description: "Sets the bank transfer instructions of the currencies given (null or blank removes them); audited.",
  })
  updatePaymentInstructions(
    @Ctx() ctx: PaymentsContext,
    @Arg("input", () => [PaymentInstructionInput]) input: PaymentInstructionInput[],
  ): Promise<PaymentInstruction[]> {
    return ctx.services.payments.updateInstructions(input, ctx.viewer!.userId);
  }
}

// A booking's schedule and payments are resolved here: bookings/ knows nothing of them.
@Resolver(() => BookingObject)
export class BookingPaymentsResolver {
  @FieldResolver(() => [PaymentInstallmentObject], {
    description: "The deposit and the balance with their due dates, in due order, each with what is paid of it.",
  })
  async paymentSchedule(@Root() booking: Booking, @Ctx() ctx: PaymentsContext): Promise<Installment[]> {
    const rows = await ctx.loaders.installmentsByBooking.load(booking.id);
    return coverInstallments(rows, booking.currency, booking.paidMinor - booking.refundedMinor, new Date());
  }

  @FieldResolver(() => Float, { description: "What should have been paid by now and is not: the overdue parts." })
  async amountDue(@Root() booking: Booking, @Ctx() ctx: PaymentsContext): Promise<number> {
    const schedule = await this.paymentSchedule(booking, ctx);
    return schedule.reduce((sum, part) => sum + (part.state === "OVERDUE" ? part.outstanding : 0), 0);
  }

  @FieldResolver(() => [PaymentRecordObject], { description: "The payments and refunds recorded, oldest first." })
  payments(@Root() booking: Booking, @Ctx() ctx: PaymentsContext): Promise<PaymentRecord[]> {
    return ctx.loaders.paymentsByBooking.load(booking.id);
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: "How to pay by bank transfer in the booking's currency; null until staff set them.",
  })
  paymentInstructions(@Root() booking: Booking, @Ctx() ctx: PaymentsContext): Promise<string | null> {
    return ctx.loaders.instructionsByCurrency.load(booking.currency);
  }

  @FieldResolver(() => String, {
    description: 'The reference to quote on a transfer, so it is matched to the booking: "BK-100001-K7Q3XP".',
  })
  paymentReference(@Root() booking: Booking): string {
    return `${booking.number}-${booking.confirmationCode}`;
  }
}

@Resolver(() => PaymentRecordObject)
export class PaymentRecordResolver {
  @FieldResolver(() => String, { nullable: true, description: "Staff's note; null for customers." })
  note(@Root() record: PaymentRecord, @Ctx() ctx: PaymentsContext): string | null {
    return seesAllRows(ctx.viewer) ? record.noteText : null;
  }

  @FieldResolver(() => UserSummaryObject, {
    nullable: true,
    description: "The staff member who recorded it; null for customers, and once the account was deleted.",
  })
  recordedBy(@Root() record: PaymentRecord, @Ctx() ctx: PaymentsContext): Promise<UserSummary | null> | null {
    return seesAllRows(ctx.viewer) && record.recordedByUserId ? ctx.loaders.user.load(record.recordedByUserId) : null;
  }
}

import { Arg, Ctx, Directive, FieldResolver, Float, ID, Int, Mutation, Query, Resolver, Root } from "type-graphql";
import type { ConnectionShape } from "../../core/pagination.js";
import { UserSummaryObject, type UserSummary } from "../users/index.js";
import { BookingStatus, PaymentStatus } from "./booking.enums.js";
import type { Booking } from "./booking.js";
import { BookingFilterInput, BookingOrderInput } from "./booking.input.js";
import { BookingConnection, BookingObject } from "./booking.type.js";
import type { BookingsContext } from "./bookings.context.js";
import { BOOKING_MOVERS, bookingMovesFor, paymentMovesFor } from "./booking-status-moves.js";
import { outstandingMinorOf, paymentStatusOf } from "./booking-money.js";

@Resolver(() => BookingObject)
export class BookingsResolver {
  @Directive("@auth(requires: CUSTOMER)")
  @Query(() => BookingConnection, { description: "The signed-in user's bookings, newest first." })
  myBookings(
    @Ctx() ctx: BookingsContext,
    @Arg("first", () => Int, { nullable: true, description: "1 to 100; 20 when omitted." }) first: number | null,
    @Arg("after", () => String, { nullable: true }) after: string | null,
  ): Promise<ConnectionShape<Booking>> {
    return ctx.services.bookings.listMine(ctx.viewer!, { first, after });
  }

  @Directive("@auth(requires: STAFF)")
  @Query(() => BookingConnection, {
    description: "All bookings matching the filter, newest first unless `orderBy` says otherwise.",
  })
  bookings(
    @Ctx() ctx: BookingsContext,
    @Arg("filter", () => BookingFilterInput, { nullable: true }) filter: BookingFilterInput | null,
    @Arg("orderBy", () => BookingOrderInput, { nullable: true }) orderBy: BookingOrderInput | null,
    @Arg("first", () => Int, { nullable: true, description: "1 to 100; 20 when omitted." }) first: number | null,
    @Arg("after", () => String, { nullable: true }) after: string | null,
  ): Promise<ConnectionShape<Booking>> {
    return ctx.services.bookings.list(filter, orderBy, { first, after });
  }

  @Directive(`@auth(requires: ${BOOKING_MOVERS})`)
  @Mutation(() => BookingObject, {
    description:
      "Moves a booking along REQUESTED → CONFIRMED → COMPLETED, or to CANCELLED before it is flown (CONFLICT otherwise; COMPLETED also while a balance is open). Cancelling takes its price off its lead, and the win when nothing else of the lead is booked.",
  })
  changeBookingStatus(
    @Ctx() ctx: BookingsContext,
    @Arg("id", () => ID) id: string,
    @Arg("status", () => BookingStatus) status: BookingStatus,
  ): Promise<Booking> {
    return ctx.services.bookings.changeStatus(id, status, ctx.viewer!.userId);
  }

  @Directive(`@auth(requires: ${BOOKING_MOVERS})`)
  @Mutation(() => BookingObject, {
    description:
      "Sets the payment status along UNPAID → DEPOSIT_PAID or PAID, DEPOSIT_PAID → PAID or REFUNDED, PAID → REFUNDED, and only to the status the payments recorded with recordPayment make (CONFLICT otherwise). Audited. Payments themselves are recorded with recordPayment, which moves the status.",
  })
  changePaymentStatus(
    @Ctx() ctx: BookingsContext,
    @Arg("id", () => ID) id: string,
    @Arg("paymentStatus", () => PaymentStatus) paymentStatus: PaymentStatus,
  ): Promise<Booking> {
    return ctx.services.bookings.changePaymentStatus(id, paymentStatus, ctx.viewer!.userId);
  }

  @FieldResolver(() => [BookingStatus], {
    description:
      "The statuses this viewer may move the booking to now, as changeBookingStatus would accept them: empty for a final status or a viewer who may not move bookings; COMPLETED only once nothing is outstanding.",
  })
  allowedStatuses(@Root() booking: Booking, @Ctx() ctx: BookingsContext): readonly BookingStatus[] {
    // Completing waits for the balance, as changeBookingStatus does.
    const open = outstandingMinorOf(booking) > 0;
    return bookingMovesFor(ctx.viewer, booking.status).filter((to) => !(open && to === BookingStatus.COMPLETED));
  }

  @FieldResolver(() => [PaymentStatus], {
    description:
      "The payment statuses this viewer may set now, as changePaymentStatus would accept them: at most the one the recorded payments make, when the booking's status differs from it; empty for a viewer who may not record payments.",
  })
  allowedPaymentStatuses(@Root() booking: Booking, @Ctx() ctx: BookingsContext): readonly PaymentStatus[] {
    const recorded = paymentStatusOf(booking);
    return paymentMovesFor(ctx.viewer, booking.paymentStatus).filter((to) => to === recorded);
  }

  @FieldResolver(() => Float, { description: "The price in `currency` at `exchangeRate`, in whole units." })
  price(@Root() booking: Booking): number {
    return booking.priceMinor / 100;
  }

  @FieldResolver(() => Float, { description: "Paid and kept so far, in `currency`: payments recorded less refunds." })
  amountPaid(@Root() booking: Booking): number {
    return (booking.paidMinor - booking.refundedMinor) / 100;
  }

  @FieldResolver(() => Float, { description: "What is still to pay, in `currency`: the price less `amountPaid`." })
  amountOutstanding(@Root() booking: Booking): number {
    return outstandingMinorOf(booking) / 100;
  }

  @FieldResolver(() => UserSummaryObject, {
    nullable: true,
    description: "Who booked; null if the account was deleted.",
  })
  customer(@Root() booking: Booking, @Ctx() ctx: BookingsContext): Promise<UserSummary | null> | null {
    return booking.customerUserId ? ctx.loaders.user.load(booking.customerUserId) : null;
  }
}

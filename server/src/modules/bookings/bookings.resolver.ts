import { Arg, Ctx, Directive, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from "type-graphql";
import type { GraphQLContext } from "../../graphql/context.js";
import { QuoteRequest } from "../quotes/quote-request.type.js";
import { toQuoteRequest } from "../quotes/quote.mappers.js";
import { UserSummary } from "../users/user-summary.type.js";
import { BookingStatus } from "./booking.enums.js";
import { BookingFilter } from "./booking.input.js";
import { Booking, BookingConnection } from "./booking.type.js";

@Resolver(() => Booking)
export class BookingsResolver {
  @Directive("@auth(requires: CUSTOMER)")
  @Query(() => BookingConnection, { description: "The signed-in user's bookings, newest first." })
  myBookings(
    @Ctx() ctx: GraphQLContext,
    @Arg("first", () => Int, { nullable: true, description: "1 to 100; 20 when omitted." }) first: number | null,
    @Arg("after", () => String, { nullable: true }) after: string | null,
  ): Promise<BookingConnection> {
    return ctx.services.bookings.listMine(ctx.viewer!, { first, after });
  }

  @Directive("@auth(requires: STAFF)")
  @Query(() => BookingConnection, { description: "All bookings matching the filter, newest first." })
  bookings(
    @Ctx() ctx: GraphQLContext,
    @Arg("filter", () => BookingFilter, { nullable: true }) filter: BookingFilter | null,
    @Arg("first", () => Int, { nullable: true, description: "1 to 100; 20 when omitted." }) first: number | null,
    @Arg("after", () => String, { nullable: true }) after: string | null,
  ): Promise<BookingConnection> {
    return ctx.services.bookings.list(filter, { first, after });
  }

  @Directive("@auth(requires: STAFF)")
  @Mutation(() => Booking, { description: "Moves a booking along REQUESTED → CONFIRMED → COMPLETED, or to CANCELLED before it is flown (CONFLICT otherwise)." })
  changeBookingStatus(
    @Ctx() ctx: GraphQLContext,
    @Arg("id", () => ID) id: string,
    @Arg("status", () => BookingStatus) status: BookingStatus,
  ): Promise<Booking> {
    return ctx.services.bookings.changeStatus(id, status, ctx.viewer!.userId);
  }

  @FieldResolver(() => UserSummary, { nullable: true, description: "Who booked; null if the account was deleted." })
  customer(@Root() booking: Booking, @Ctx() ctx: GraphQLContext): Promise<UserSummary | null> | null {
    return booking.customerUserId ? ctx.loaders.user.load(booking.customerUserId) : null;
  }

  @FieldResolver(() => QuoteRequest, { description: "The request the booking came from." })
  async quoteRequest(@Root() booking: Booking, @Ctx() ctx: GraphQLContext): Promise<QuoteRequest> {
    return toQuoteRequest((await ctx.loaders.quoteRequest.load(booking.quoteRequestId))!);
  }
}

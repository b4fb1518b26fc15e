import { Ctx, FieldResolver, Resolver, Root } from "type-graphql";
import type { GraphQLContext } from "../../graphql/context.js";
import { BookingObject, type Booking } from "../bookings/index.js";
import { QuoteRequest } from "./quote-request.type.js";
import { toQuoteRequest } from "./quote.mappers.js";

// Accepting a quote makes the booking (quotes.service.ts), so the booking's link back to its
// request is resolved here: bookings/ knows nothing of quote requests.
@Resolver(() => BookingObject)
export class BookingQuoteRequestResolver {
  @FieldResolver(() => QuoteRequest, { description: "The request the booking came from." })
  async quoteRequest(@Root() booking: Booking, @Ctx() ctx: GraphQLContext): Promise<QuoteRequest> {
    return toQuoteRequest((await ctx.loaders.quoteRequest.load(booking.quoteRequestId))!);
  }
}

import { Ctx, FieldResolver, Resolver, Root } from "type-graphql";
import { BookingObject, type Booking } from "../bookings/index.js";
import type { QuoteRequest } from "./quote-request.js";
import { QuoteRequestObject } from "./quote-request.type.js";
import type { QuotesContext } from "./quotes.context.js";

// Accepting a quote makes the booking (quotes.service.ts), so the booking's link back to its
// request is resolved here: bookings/ knows nothing of quote requests.
@Resolver(() => BookingObject)
export class BookingQuoteRequestResolver {
  @FieldResolver(() => QuoteRequestObject, { description: "The request the booking came from." })
  async quoteRequest(@Root() booking: Booking, @Ctx() ctx: QuotesContext): Promise<QuoteRequest> {
    return (await ctx.loaders.quoteRequest.load(booking.quoteRequestId))!;
  }
}

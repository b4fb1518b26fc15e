import {
  Arg,
  Ctx,
  Directive,
  FieldResolver,
  ID,
  Int,
  Mutation,
  Query,
  Resolver,
  Root,
  Subscription,
} from "type-graphql";
import type { ConnectionShape } from "../../core/pagination.js";
import { BookingObject, type Booking } from "../bookings/index.js";
import { seesAllRows } from "../../core/viewer.js";
import type { QuoteRequest, TripLeg } from "./quote-request.js";
import { QuoteRequestInput } from "./quote-request.input.js";
import { QuoteRequestConnection, QuoteRequestObject, TripLegObject } from "./quote-request.type.js";
import type { Quote } from "./quote.js";
import { QuoteObject } from "./quote.type.js";
import type { QuotesContext } from "./quotes.context.js";
import { QUOTE_REQUEST_UPDATED_TOPIC, type QuoteRequestUpdatedPayload } from "../leads/index.js";

// A browser form's retries and a busy office behind one address fit well inside this.
const SUBMIT_LIMIT = { limit: 30, windowSeconds: 300 };

@Resolver(() => QuoteRequestObject)
export class QuoteRequestsResolver {
  @Directive("@public")
  @Mutation(() => QuoteRequestObject, {
    description:
      "Asks for a quote, signed in or not. Stores the trip with its estimate and creates or updates the lead with the contact's email. " +
      "Send the same `idempotencyKey` when retrying: every call with one key returns the one request it made, as it was submitted " +
      "(status NEW, no quotes or booking: follow it with `quoteRequest` or `myQuoteRequests`).",
  })
  async submitQuoteRequest(
    @Ctx() ctx: QuotesContext,
    @Arg("input", () => QuoteRequestInput) input: QuoteRequestInput,
    @Arg("idempotencyKey", () => String, {
      nullable: true,
      description: "8–200 characters, made once per form submission (e.g. a UUID).",
    })
    idempotencyKey: string | null,
  ): Promise<QuoteRequest> {
    await ctx.rateLimit("submitQuoteRequest", SUBMIT_LIMIT);
    return ctx.services.quoteRequests.submit(input, idempotencyKey, ctx.viewer);
  }

  @Directive("@auth(requires: CUSTOMER)")
  @Mutation(() => QuoteRequestObject, {
    description:
      "Cancels the caller's own request while nothing is booked (NEW, QUOTED or EXPIRED): its open quotes close and staff see the change live. " +
      "Cancelling again returns it unchanged; an ACCEPTED request answers CONFLICT.",
  })
  cancelQuoteRequest(@Ctx() ctx: QuotesContext, @Arg("id", () => ID) id: string): Promise<QuoteRequest> {
    return ctx.services.quotes.cancelRequest(id, ctx.viewer!);
  }

  @Directive("@auth(requires: CUSTOMER)")
  @Subscription(() => QuoteRequestObject, {
    topics: QUOTE_REQUEST_UPDATED_TOPIC,
    topicId: ({ context }: { context: QuotesContext }) => context.viewer?.userId,
    description:
      "The signed-in customer's quote requests as they change: a quote arrives, one is accepted, the status moves.",
  })
  myQuoteRequestUpdated(@Root() event: QuoteRequestUpdatedPayload, @Ctx() ctx: QuotesContext): Promise<QuoteRequest> {
    return ctx.services.quoteRequests.get(event.quoteRequestId, ctx.viewer!);
  }

  @Directive("@auth(requires: CUSTOMER)")
  @Query(() => QuoteRequestConnection, {
    description:
      "The signed-in user's quote requests, newest first. Requests made signed out with the account's verified email join it here.",
  })
  myQuoteRequests(
    @Ctx() ctx: QuotesContext,
    @Arg("first", () => Int, { nullable: true, description: "1 to 100; 20 when omitted." }) first: number | null,
    @Arg("after", () => String, { nullable: true }) after: string | null,
  ): Promise<ConnectionShape<QuoteRequest>> {
    return ctx.services.quoteRequests.listMine(ctx.viewer!, { first, after });
  }

  @Directive("@auth(requires: CUSTOMER)")
  @Query(() => QuoteRequestObject, {
    nullable: true,
    description: "One quote request: a customer's own (NOT_FOUND otherwise); staff see any.",
  })
  quoteRequest(@Ctx() ctx: QuotesContext, @Arg("id", () => ID) id: string): Promise<QuoteRequest> {
    return ctx.services.quoteRequests.get(id, ctx.viewer!);
  }

  @FieldResolver(() => ID, {
    nullable: true,
    description: "The sales lead it belongs to: staff only (null for others).",
  })
  leadId(@Root() request: QuoteRequest, @Ctx() ctx: QuotesContext): string | null {
    return seesAllRows(ctx.viewer) ? request.leadId : null;
  }

  @FieldResolver(() => [TripLegObject], { description: "The legs in flying order." })
  legs(@Root() request: QuoteRequest, @Ctx() ctx: QuotesContext): Promise<TripLeg[]> {
    return ctx.loaders.legsByQuoteRequest.load(request.id);
  }

  @FieldResolver(() => [QuoteObject], { description: "The quotes sent for it, cheapest first." })
  async quotes(@Root() request: QuoteRequest, @Ctx() ctx: QuotesContext): Promise<Quote[]> {
    if (request.asSubmitted) return [];
    return ctx.loaders.quotesByQuoteRequest.load(request.id);
  }

  @FieldResolver(() => BookingObject, { nullable: true, description: "The booking made when a quote was accepted." })
  async booking(@Root() request: QuoteRequest, @Ctx() ctx: QuotesContext): Promise<Booking | null> {
    if (request.asSubmitted) return null;
    return ctx.loaders.bookingByQuoteRequest.load(request.id);
  }
}

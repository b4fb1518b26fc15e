import { Arg, Ctx, Directive, FieldResolver, ID, Mutation, Query, Resolver, Root } from "type-graphql";
import { seesAllRows } from "../../core/viewer.js";
import { OperatorObject, type Operator } from "../operators/index.js";
import {
  QuoteObject,
  QuoteRequestObject,
  TripLegObject,
  type Quote,
  type QuoteRequest,
  type TripLeg,
} from "../quotes/index.js";
import type { Rfq, RfqInvitation, RfqSuggestion, RfqTrip } from "./rfq.js";
import { RfqQuoteInput, RfqQuoteOptionInput, RfqRecipientInput } from "./rfq.input.js";
import { RfqInvitationObject, RfqObject, RfqSuggestionObject, RfqTripObject } from "./rfq.type.js";
import type { RfqsContext } from "./rfqs.context.js";

// An operator's answers come from one link each, and a busy desk may answer a few requests: well
// inside this, while guessing tokens (256 random bits) stays hopeless anyway.
const ANSWER_LIMIT = { limit: 30, windowSeconds: 300 };

@Resolver(() => RfqObject)
export class RfqsResolver {
  @Directive("@auth(requires: STAFF)")
  @Query(() => [RfqSuggestionObject], {
    description:
      "Operators to ask for a request: quotable today, with an aircraft of the request's category (asked for, else estimated) seating everyone; nearest to the first departure first.",
  })
  rfqSuggestions(
    @Ctx() ctx: RfqsContext,
    @Arg("quoteRequestId", () => ID) quoteRequestId: string,
  ): Promise<RfqSuggestion[]> {
    return ctx.services.rfqs.suggestions(quoteRequestId);
  }

  @Directive("@auth(requires: STAFF)")
  @Query(() => [RfqObject], {
    description:
      "The operators asked to quote a request: answers cheapest first in US dollars, then declines, then those waiting.",
  })
  rfqs(@Ctx() ctx: RfqsContext, @Arg("quoteRequestId", () => ID) quoteRequestId: string): Promise<Rfq[]> {
    return ctx.services.rfqs.forRequest(quoteRequestId);
  }

  @Directive("@auth(requires: STAFF)")
  @Mutation(() => [RfqObject], {
    description:
      "Asks operators to quote a request: each chosen contact is emailed, in its language, a link of its own that answers this request once until it expires. BAD_USER_INPUT names each faulty recipients[i] field (an operator not quotable, a contact not its own); CONFLICT for an accepted or cancelled request.",
  })
  sendRfq(
    @Ctx() ctx: RfqsContext,
    @Arg("quoteRequestId", () => ID) quoteRequestId: string,
    @Arg("recipients", () => [RfqRecipientInput]) recipients: RfqRecipientInput[],
  ): Promise<Rfq[]> {
    return ctx.services.rfqs.send(quoteRequestId, recipients, ctx.viewer!.userId);
  }

  @Directive("@auth(requires: STAFF)")
  @Mutation(() => [QuoteObject], {
    description:
      "Sends operators' answers to the customer as quote options, each at the operator's price in US dollars (fixed rates) plus a margin: a percentage or a fixed amount, PricingSettings.marginDefaultPercent by default. Each quote keeps the answer it came from and the aircraft and operator as they were. All or nothing: BAD_USER_INPUT names each faulty options[i] field (a margin below PricingSettings.marginMinimumUsd, an answer not this request's or no longer valid); CONFLICT for an accepted or cancelled request.",
  })
  sendRfqQuotes(
    @Ctx() ctx: RfqsContext,
    @Arg("quoteRequestId", () => ID) quoteRequestId: string,
    @Arg("options", () => [RfqQuoteOptionInput]) options: RfqQuoteOptionInput[],
  ): Promise<Quote[]> {
    return ctx.services.rfqQuotes.send(quoteRequestId, options, ctx.viewer!.userId);
  }

  @Directive("@public")
  @Query(() => RfqInvitationObject, {
    description:
      "What an operator's emailed link shows, without an account: the trip, its fleet, and its answer once given. NOT_FOUND for a token no link has; FORBIDDEN once the link expired unanswered.",
  })
  rfqInvitation(@Ctx() ctx: RfqsContext, @Arg("token", () => String) token: string): Promise<RfqInvitation> {
    return ctx.services.rfqs.invitation(token);
  }

  @Directive("@public")
  @Mutation(() => RfqInvitationObject, {
    description:
      "An operator quotes through its link: an aircraft of its fleet and a price in one of the nine currencies. One answer per link: CONFLICT once answered; NOT_FOUND for a token that is not this RFQ's; FORBIDDEN after expiry; BAD_USER_INPUT names each faulty input field.",
  })
  async answerRfq(
    @Ctx() ctx: RfqsContext,
    @Arg("token", () => String) token: string,
    @Arg("rfqId", () => ID) rfqId: string,
    @Arg("input", () => RfqQuoteInput) input: RfqQuoteInput,
  ): Promise<RfqInvitation> {
    await ctx.rateLimit("answerRfq", ANSWER_LIMIT);
    return ctx.services.rfqs.answer(token, rfqId, input);
  }

  @Directive("@public")
  @Mutation(() => RfqInvitationObject, {
    description: "An operator declines through its link, saying why (1 to 2,000 characters). Refused as answerRfq is.",
  })
  async declineRfq(
    @Ctx() ctx: RfqsContext,
    @Arg("token", () => String) token: string,
    @Arg("rfqId", () => ID) rfqId: string,
    @Arg("reason", () => String) reason: string,
  ): Promise<RfqInvitation> {
    await ctx.rateLimit("answerRfq", ANSWER_LIMIT);
    return ctx.services.rfqs.decline(token, rfqId, reason);
  }

  @FieldResolver(() => OperatorObject)
  async operator(@Root() rfq: Rfq, @Ctx() ctx: RfqsContext): Promise<Operator> {
    return (await ctx.loaders.operatorById.load(rfq.operatorId))!;
  }
}

@Resolver(() => RfqSuggestionObject)
export class RfqSuggestionResolver {
  @FieldResolver(() => OperatorObject)
  async operator(@Root() suggestion: RfqSuggestion, @Ctx() ctx: RfqsContext): Promise<Operator> {
    return (await ctx.loaders.operatorById.load(suggestion.operatorId))!;
  }
}

@Resolver(() => RfqTripObject)
export class RfqTripResolver {
  @FieldResolver(() => [TripLegObject], { description: "The legs in flying order, local times at each departure." })
  legs(@Root() trip: RfqTrip, @Ctx() ctx: RfqsContext): Promise<TripLeg[]> {
    return ctx.loaders.legsByQuoteRequest.load(trip.quoteRequestId);
  }
}

// Requests for quotes build on quote requests, so the request's link to them is resolved here.
@Resolver(() => QuoteRequestObject)
export class QuoteRequestRfqsResolver {
  @FieldResolver(() => [RfqObject], {
    description:
      "Staff only (empty for anyone else): the operators asked to quote it, answers cheapest first in US dollars, then declines, then those waiting.",
  })
  async rfqs(@Root() request: QuoteRequest, @Ctx() ctx: RfqsContext): Promise<Rfq[]> {
    if (!seesAllRows(ctx.viewer)) return [];
    return ctx.loaders.rfqsByQuoteRequest.load(request.id);
  }
}

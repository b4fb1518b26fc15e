import { Arg, Ctx, Directive, FieldResolver, ID, Int, Mutation, Resolver, Root } from "type-graphql";
import { usdFromCents } from "../../core/money.js";
import type { CurrencyCode } from "../../core/rules/index.js";
import { Currency } from "../../core/transport/currency.js";
import { BookingObject, type Booking } from "../bookings/index.js";
import { seesAllRows } from "../../core/viewer.js";
import type { QuoteRequest } from "./quote-request.js";
import { QuoteRequestObject } from "./quote-request.type.js";
import type { Quote } from "./quote.js";
import { EstimatePosition } from "./quote.enums.js";
import { estimatePosition } from "./quote-rules.js";
import { QuoteInput } from "./quote.input.js";
import { QuoteObject } from "./quote.type.js";
import type { QuotesContext } from "./quotes.context.js";

@Resolver(() => QuoteObject)
export class QuotesResolver {
  @Directive("@auth(requires: STAFF)")
  @Mutation(() => QuoteObject, {
    description: "Sends a quote on a request: a NEW request becomes QUOTED (several quotes may be sent).",
  })
  sendQuote(
    @Ctx() ctx: QuotesContext,
    @Arg("quoteRequestId", () => ID) quoteRequestId: string,
    @Arg("input", () => QuoteInput) input: QuoteInput,
  ): Promise<Quote> {
    return ctx.services.quotes.send(quoteRequestId, input, ctx.viewer!.userId);
  }

  @Directive("@auth(requires: CUSTOMER)")
  @Mutation(() => BookingObject, {
    description:
      "Accepts a valid quote on the caller's own QUOTED request: makes the booking (with its confirmation code), closes the other quotes " +
      "and wins the lead. `termsVersion` must name the current charter terms (charterTerms.version; BAD_USER_INPUT on `termsVersion` otherwise): " +
      "the agreement, with the cancellation schedule and the operator's conditions as shown, is stored with the booking, whose currency, " +
      "exchange rate and payment schedule are fixed now. Accepting the same quote again returns the same booking.",
  })
  async acceptQuote(
    @Ctx() ctx: QuotesContext,
    @Arg("quoteId", () => ID) quoteId: string,
    @Arg("termsVersion", () => String, {
      nullable: true,
      description: "The version of the charter terms the customer read and ticked; required.",
    })
    termsVersion: string | null,
    @Arg("currency", () => Currency, {
      nullable: true,
      description: "The customer's display currency, which the booking is priced and paid in; USD when omitted.",
    })
    currency: CurrencyCode | null,
    @Arg("locale", () => String, {
      nullable: true,
      description: "The language the terms were read in: en, es, ar or zh.",
    })
    locale: string | null,
  ): Promise<Booking> {
    return ctx.services.quotes.accept(quoteId, ctx.viewer!, { termsVersion, currency, locale });
  }

  @FieldResolver(() => String, { nullable: true, description: "Staff's own note on the quote; null for customers." })
  staffNote(@Root() quote: Quote, @Ctx() ctx: QuotesContext): string | null {
    return seesAllRows(ctx.viewer) ? quote.staffNoteText : null;
  }

  @FieldResolver(() => ID, {
    nullable: true,
    description: "Staff only (null for customers): the RFQ whose operator answer this quote was made from.",
  })
  rfqId(@Root() quote: Quote, @Ctx() ctx: QuotesContext): string | null {
    return seesAllRows(ctx.viewer) ? quote.rfqId : null;
  }

  @FieldResolver(() => Int, {
    nullable: true,
    description:
      "Staff only (null for customers): the operator's price in whole US dollars at the fixed rate, for a quote made from its answer.",
  })
  operatorPriceUsd(@Root() quote: Quote, @Ctx() ctx: QuotesContext): number | null {
    return seesAllRows(ctx.viewer) && quote.operatorPriceUsdCents !== null
      ? usdFromCents(quote.operatorPriceUsdCents)
      : null;
  }

  @FieldResolver(() => Int, {
    nullable: true,
    description: "Staff only (null for customers): the margin added to the operator's price, in whole US dollars.",
  })
  marginUsd(@Root() quote: Quote, @Ctx() ctx: QuotesContext): number | null {
    return seesAllRows(ctx.viewer) && quote.marginUsdCents !== null ? usdFromCents(quote.marginUsdCents) : null;
  }

  @FieldResolver(() => EstimatePosition, {
    nullable: true,
    description:
      "Where the price stands against the request's own estimate range (QuoteRequest.estimate); null when the request has none.",
  })
  async priceAgainstEstimate(@Root() quote: Quote, @Ctx() ctx: QuotesContext): Promise<EstimatePosition | null> {
    const request = await ctx.loaders.quoteRequest.load(quote.quoteRequestId);
    return request?.estimate ? estimatePosition(quote.priceUsd, request.estimate) : null;
  }

  @FieldResolver(() => QuoteRequestObject)
  async quoteRequest(@Root() quote: Quote, @Ctx() ctx: QuotesContext): Promise<QuoteRequest> {
    return (await ctx.loaders.quoteRequest.load(quote.quoteRequestId))!;
  }
}

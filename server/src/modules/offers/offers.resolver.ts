import { Arg, Ctx, Directive, Mutation, Query, Resolver } from "type-graphql";
import type { FlightOffer } from "./offer.js";
import { FlightOfferInput } from "./offer.input.js";
import { FlightOfferObject } from "./offer.type.js";
import type { OffersContext } from "./offers.context.js";

@Resolver(() => FlightOfferObject)
export class OffersResolver {
  @Directive("@public")
  @Query(() => [FlightOfferObject], {
    description: "The discounted flights featured on the home page, in display order.",
  })
  featuredOffers(@Ctx() ctx: OffersContext): Promise<FlightOffer[]> {
    return ctx.services.offers.featured();
  }

  @Directive("@auth(requires: ADMIN)")
  @Query(() => [FlightOfferObject], {
    description: "Every featured-flight offer, including ones not featured and expired, in display order.",
  })
  flightOffers(@Ctx() ctx: OffersContext): Promise<FlightOffer[]> {
    return ctx.services.offersAdmin.all();
  }

  @Directive("@auth(requires: ADMIN)")
  @Mutation(() => FlightOfferObject, {
    description:
      "Creates a featured flight, or replaces one given its id (audited). CONFLICT for a second offer on one route and category.",
  })
  upsertFlightOffer(
    @Ctx() ctx: OffersContext,
    @Arg("input", () => FlightOfferInput) input: FlightOfferInput,
  ): Promise<FlightOffer> {
    return ctx.services.offersAdmin.upsert(input, ctx.viewer!.userId);
  }
}

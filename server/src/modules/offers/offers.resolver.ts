import { Arg, Ctx, Directive, Mutation, Query, Resolver } from "type-graphql";
import type { GraphQLContext } from "../../graphql/context.js";
import { FlightOfferInput } from "./offer.input.js";
import { FlightOffer } from "./offer.type.js";

@Resolver(() => FlightOffer)
export class OffersResolver {
  @Directive("@public")
  @Query(() => [FlightOffer], { description: "The discounted flights featured on the home page, in display order." })
  featuredOffers(@Ctx() ctx: GraphQLContext): Promise<FlightOffer[]> {
    return ctx.services.offers.featured();
  }

  @Directive("@auth(requires: ADMIN)")
  @Query(() => [FlightOffer], {
    description: "Every featured-flight offer, including ones not featured and expired, in display order.",
  })
  flightOffers(@Ctx() ctx: GraphQLContext): Promise<FlightOffer[]> {
    return ctx.services.offersAdmin.all();
  }

  @Directive("@auth(requires: ADMIN)")
  @Mutation(() => FlightOffer, {
    description:
      "Creates a featured flight, or replaces one given its id (audited). CONFLICT for a second offer on one route and category.",
  })
  upsertFlightOffer(
    @Ctx() ctx: GraphQLContext,
    @Arg("input", () => FlightOfferInput) input: FlightOfferInput,
  ): Promise<FlightOffer> {
    return ctx.services.offersAdmin.upsert(input, ctx.viewer!.userId);
  }
}

import { Ctx, Directive, Query, Resolver } from "type-graphql";
import type { GraphQLContext } from "../../graphql/context.js";
import { FlightOffer } from "./offer.type.js";

@Resolver(() => FlightOffer)
export class OffersResolver {
  @Directive("@public")
  @Query(() => [FlightOffer], { description: "The discounted flights featured on the home page, in display order." })
  featuredOffers(@Ctx() ctx: GraphQLContext): Promise<FlightOffer[]> {
    return ctx.services.offers.featured();
  }
}

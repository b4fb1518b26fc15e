import { Ctx, Directive, Query, Resolver } from "type-graphql";
import type { GraphQLContext } from "../../graphql/context.js";
import { AircraftCategoryInfo } from "./aircraft-category.type.js";

@Resolver(() => AircraftCategoryInfo)
export class AircraftResolver {
  @Directive("@public")
  @Query(() => [AircraftCategoryInfo], {
    description: "The four aircraft categories with their typical figures, smallest first.",
  })
  aircraftCategories(@Ctx() ctx: GraphQLContext): Promise<AircraftCategoryInfo[]> {
    return ctx.services.aircraft.categories();
  }
}

import { Ctx, Directive, Query, Resolver } from "type-graphql";
import type { AircraftCategoryInfo } from "./aircraft-category.js";
import { AircraftCategoryInfoObject } from "./aircraft-category.type.js";
import type { AircraftContext } from "./aircraft.context.js";

@Resolver(() => AircraftCategoryInfoObject)
export class AircraftResolver {
  @Directive("@public")
  @Query(() => [AircraftCategoryInfoObject], {
    description: "The four aircraft categories with their typical figures, smallest first.",
  })
  aircraftCategories(@Ctx() ctx: AircraftContext): Promise<AircraftCategoryInfo[]> {
    return ctx.services.aircraft.categories();
  }
}

import { Arg, Ctx, Directive, Query, Resolver } from "type-graphql";
import { DateRangeInput } from "../../core/transport/date-range-input.js";
import type { Analytics } from "./analytics.js";
import type { AnalyticsContext } from "./analytics.context.js";
import { AnalyticsObject } from "./analytics.type.js";

@Resolver(() => AnalyticsObject)
export class AnalyticsResolver {
  @Directive("@auth(requires: STAFF)")
  @Query(() => AnalyticsObject, {
    description: "Figures for the analytics page over a range of at most two years; both ends required.",
  })
  analytics(
    @Ctx() ctx: AnalyticsContext,
    @Arg("range", () => DateRangeInput) range: DateRangeInput,
  ): Promise<Analytics> {
    return ctx.services.analytics.analytics(range);
  }
}

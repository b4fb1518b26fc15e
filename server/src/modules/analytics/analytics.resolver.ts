import { Arg, Ctx, Directive, Query, Resolver } from "type-graphql";
import type { GraphQLContext } from "../../graphql/context.js";
import { DateRangeInput } from "../../graphql/date-range.js";
import { Analytics } from "./analytics.type.js";

@Resolver(() => Analytics)
export class AnalyticsResolver {
  @Directive("@auth(requires: STAFF)")
  @Query(() => Analytics, {
    description: "Figures for the analytics page over a range of at most two years; both ends required.",
  })
  analytics(@Ctx() ctx: GraphQLContext, @Arg("range", () => DateRangeInput) range: DateRangeInput): Promise<Analytics> {
    return ctx.services.analytics.analytics(range);
  }
}

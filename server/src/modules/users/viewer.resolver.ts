import { Ctx, Directive, Query, Resolver } from "type-graphql";
import type { GraphQLContext } from "../../graphql/context.js";
import { ViewerInfo } from "./viewer.type.js";

@Resolver(() => ViewerInfo)
export class ViewerResolver {
  @Directive("@public")
  @Query(() => ViewerInfo, { nullable: true, description: "The signed-in user; null when signed out." })
  viewer(@Ctx() ctx: GraphQLContext): Promise<ViewerInfo | null> | null {
    return ctx.viewer ? ctx.services.users.viewerInfo(ctx.viewer) : null;
  }
}

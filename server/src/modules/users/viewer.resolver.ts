import { Ctx, Directive, Query, Resolver } from "type-graphql";
import type { GraphQLContext } from "../../graphql/context.js";
import { ViewerInfo } from "./viewer.type.js";

@Resolver(() => ViewerInfo)
export class ViewerResolver {
  @Directive("@public")
  @Query(() => ViewerInfo, {
    nullable: true,
    description:
      "The signed-in user; null when signed out. Answers a session that still owes its second factor too (as GET /auth/v1/user does): it is what stepping up reads.",
  })
  viewer(@Ctx() ctx: GraphQLContext): Promise<ViewerInfo | null> | null {
    return ctx.signedIn ? ctx.services.users.viewerInfo(ctx.signedIn) : null;
  }
}

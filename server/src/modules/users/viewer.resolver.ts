import { Ctx, Directive, Query, Resolver } from "type-graphql";
import type { ViewerInfo } from "./user.js";
import type { UsersContext } from "./users.context.js";
import { ViewerInfoObject } from "./viewer.type.js";

@Resolver(() => ViewerInfoObject)
export class ViewerResolver {
  @Directive("@public")
  @Query(() => ViewerInfoObject, {
    nullable: true,
    description:
      "The signed-in user; null when signed out. Answers a session that still owes its second factor too (as GET /auth/v1/user does): it is what stepping up reads.",
  })
  viewer(@Ctx() ctx: UsersContext): Promise<ViewerInfo | null> | null {
    return ctx.signedIn ? ctx.services.users.viewerInfo(ctx.signedIn) : null;
  }
}

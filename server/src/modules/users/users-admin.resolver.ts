import { Arg, Ctx, Directive, ID, Int, Mutation, Query, Resolver } from "type-graphql";
import type { GraphQLContext } from "../../graphql/context.js";
import { Role } from "./role.enum.js";
import { User, UserConnection } from "./user.type.js";

@Resolver(() => User)
export class UsersAdminResolver {
  @Directive("@auth(requires: ADMIN)")
  @Query(() => UserConnection, { description: "Accounts, newest first, matching the search (email or name) and role." })
  users(
    @Ctx() ctx: GraphQLContext,
    @Arg("search", () => String, { nullable: true, description: "Text in the email or name (any case), at most 100 characters." }) search: string | null,
    @Arg("role", () => Role, { nullable: true }) role: Role | null,
    @Arg("first", () => Int, { nullable: true, description: "1 to 100; 20 when omitted." }) first: number | null,
    @Arg("after", () => String, { nullable: true }) after: string | null,
  ): Promise<UserConnection> {
    return ctx.services.usersAdmin.list(search, role, { first, after });
  }

  @Directive("@auth(requires: ADMIN)")
  @Mutation(() => User, { description: "Gives a user another role (audited); takes effect on their next request. CONFLICT when it would leave no admin." })
  setUserRole(@Ctx() ctx: GraphQLContext, @Arg("userId", () => ID) userId: string, @Arg("role", () => Role) role: Role): Promise<User> {
    return ctx.services.usersAdmin.setRole(userId, role, ctx.viewer!.userId);
  }
}

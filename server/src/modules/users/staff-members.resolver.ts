import { Ctx, Directive, Query, Resolver } from "type-graphql";
import type { GraphQLContext } from "../../graphql/context.js";
import { UserSummary } from "./user-summary.type.js";

// `users` is for admins (it shows customers and roles); staff only need to know their colleagues
// to hand a lead over.
@Resolver()
export class StaffMembersResolver {
  @Directive("@auth(requires: STAFF)")
  @Query(() => [UserSummary], { description: "Staff and admins a lead can be assigned to (not banned), by name." })
  staffMembers(@Ctx() ctx: GraphQLContext): Promise<UserSummary[]> {
    return ctx.services.users.staffMembers();
  }
}

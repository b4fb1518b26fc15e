import { Ctx, Directive, Query, Resolver } from "type-graphql";
import type { UserSummary } from "./user.js";
import { UserSummaryObject } from "./user-summary.type.js";
import type { UsersContext } from "./users.context.js";

// `users` is for admins (it shows customers and roles); staff only need to know their colleagues
// to hand a lead over.
@Resolver()
export class StaffMembersResolver {
  @Directive("@auth(requires: STAFF)")
  @Query(() => [UserSummaryObject], {
    description: "Staff and admins a lead can be assigned to (not banned), by name.",
  })
  staffMembers(@Ctx() ctx: UsersContext): Promise<UserSummary[]> {
    return ctx.services.users.staffMembers();
  }
}

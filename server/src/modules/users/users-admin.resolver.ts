import { Arg, Ctx, Directive, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from "type-graphql";
import type { GraphQLContext } from "../../graphql/context.js";
import { Role } from "./role.enum.js";
import { User, UserConnection, UserFactor } from "./user.type.js";

@Resolver(() => User)
export class UsersAdminResolver {
  @Directive("@auth(requires: ADMIN)")
  @Query(() => UserConnection, { description: "Accounts, newest first, matching the search (email or name) and role." })
  users(
    @Ctx() ctx: GraphQLContext,
    @Arg("search", () => String, {
      nullable: true,
      description: "Text in the email or name (any case), at most 100 characters.",
    })
    search: string | null,
    @Arg("role", () => Role, { nullable: true }) role: Role | null,
    @Arg("first", () => Int, { nullable: true, description: "1 to 100; 20 when omitted." }) first: number | null,
    @Arg("after", () => String, { nullable: true }) after: string | null,
  ): Promise<UserConnection> {
    return ctx.services.usersAdmin.list(search, role, { first, after });
  }

  @Directive("@auth(requires: ADMIN)")
  @Mutation(() => User, {
    description:
      "Gives a user another role (audited); takes effect on their next request. CONFLICT for your own role, or when it would leave no admin.",
  })
  setUserRole(
    @Ctx() ctx: GraphQLContext,
    @Arg("userId", () => ID) userId: string,
    @Arg("role", () => Role) role: Role,
  ): Promise<User> {
    return ctx.services.usersAdmin.setRole(userId, role, ctx.viewer!.userId);
  }

  @Directive("@auth(requires: ADMIN)")
  @Mutation(() => User, {
    description:
      "Disables an account (its sessions end at once, its sockets close, sign-in answers user_banned) or enables it again (audited). CONFLICT for your own account.",
  })
  setUserDisabled(
    @Ctx() ctx: GraphQLContext,
    @Arg("userId", () => ID) userId: string,
    @Arg("disabled", () => Boolean) disabled: boolean,
  ): Promise<User> {
    return ctx.services.usersAdmin.setDisabled(userId, disabled, ctx.viewer!.userId);
  }

  @Directive("@auth(requires: ADMIN)")
  @Mutation(() => User, {
    description: "Signs the user out on every device: every session and refresh token ends (audited).",
  })
  endUserSessions(@Ctx() ctx: GraphQLContext, @Arg("userId", () => ID) userId: string): Promise<User> {
    return ctx.services.usersAdmin.endSessions(userId, ctx.viewer!.userId);
  }

  @Directive("@auth(requires: ADMIN)")
  @Mutation(() => User, {
    description:
      "Invites a staff member: a new unconfirmed account with the role (or an existing unconfirmed one promoted) and an emailed invitation link " +
      "(GoTrue type=invite) that signs them in to choose a password. CONFLICT for an address whose account is already confirmed.",
  })
  inviteStaff(
    @Ctx() ctx: GraphQLContext,
    @Arg("email", () => String) email: string,
    @Arg("role", () => Role, { description: "STAFF or ADMIN." }) role: Role,
    @Arg("name", () => String, { nullable: true, description: "Their full name, at most 120 characters." })
    name: string | null,
    @Arg("locale", () => String, {
      nullable: true,
      description:
        "The invitation's language (en, es, ar, zh): the inviter's chosen one; else the inviter's account language.",
    })
    locale: string | null,
  ): Promise<User> {
    return ctx.services.staffInvites.invite({ email, role, name, locale }, ctx.viewer!.userId);
  }

  @FieldResolver(() => [UserFactor], {
    description: "The account's second factors, oldest first (one batched statement per page).",
  })
  factors(@Root() user: User, @Ctx() ctx: GraphQLContext): Promise<UserFactor[]> {
    return ctx.loaders.factorsByUser.load(user.id);
  }
}

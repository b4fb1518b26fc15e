import { Arg, Ctx, Directive, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from "type-graphql";
import type { ConnectionShape } from "../../core/pagination.js";
import { Role } from "./role.enum.js";
import type { User, UserFactor } from "./user.js";
import { UserConnection, UserFactorObject, UserObject } from "./user.type.js";
import type { UsersContext } from "./users.context.js";

@Resolver(() => UserObject)
export class UsersAdminResolver {
  @Directive("@auth(requires: ADMIN)")
  @Query(() => UserConnection, { description: "Accounts, newest first, matching the search (email or name) and role." })
  users(
    @Ctx() ctx: UsersContext,
    @Arg("search", () => String, {
      nullable: true,
      description: "Text in the email or name (any case), at most 100 characters.",
    })
    search: string | null,
    @Arg("role", () => Role, { nullable: true }) role: Role | null,
    @Arg("first", () => Int, { nullable: true, description: "1 to 100; 20 when omitted." }) first: number | null,
    @Arg("after", () => String, { nullable: true }) after: string | null,
  ): Promise<ConnectionShape<User>> {
    return ctx.services.usersAdmin.list(search, role, { first, after });
  }

  @Directive("@auth(requires: ADMIN)")
  @Mutation(() => UserObject, {
    description:
      "Gives a user another role (audited); takes effect on their next request. CONFLICT for your own role, or when it would leave no admin.",
  })
  setUserRole(
    @Ctx() ctx: UsersContext,
    @Arg("userId", () => ID) userId: string,
    @Arg("role", () => Role) role: Role,
  ): Promise<User> {
    return ctx.services.usersAdmin.setRole(userId, role, ctx.viewer!.userId);
  }

  @Directive("@auth(requires: ADMIN)")
  @Mutation(() => UserObject, {
    description:
      "Disables an account (its sessions end at once, its sockets close, sign-in answers user_banned) or enables it again (audited). CONFLICT for your own account.",
  })
  setUserDisabled(
    @Ctx() ctx: UsersContext,
    @Arg("userId", () => ID) userId: string,
    @Arg("disabled", () => Boolean) disabled: boolean,
  ): Promise<User> {
    return ctx.services.usersAdmin.setDisabled(userId, disabled, ctx.viewer!.userId);
  }

  @Directive("@auth(requires: ADMIN)")
  @Mutation(() => UserObject, {
    description: "Signs the user out on every device: every session and refresh token ends (audited).",
  })
  endUserSessions(@Ctx() ctx: UsersContext, @Arg("userId", () => ID) userId: string): Promise<User> {
    return ctx.services.usersAdmin.endSessions(userId, ctx.viewer!.userId);
  }

  @Directive("@auth(requires: ADMIN)")
  @Mutation(() => UserObject, {
    description:
      "Invites a staff member: a new unconfirmed account with the role (or an existing unconfirmed one promoted) and an emailed invitation link " +
      "(GoTrue type=invite) that signs them in to choose a password. CONFLICT for an address whose account is already confirmed.",
  })
  inviteStaff(
    @Ctx() ctx: UsersContext,
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

  @FieldResolver(() => [UserFactorObject], {
    description: "The account's second factors, oldest first (one batched statement per page).",
  })
  factors(@Root() user: User, @Ctx() ctx: UsersContext): Promise<UserFactor[]> {
    return ctx.loaders.factorsByUser.load(user.id);
  }
}

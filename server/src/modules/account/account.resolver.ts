import { Arg, Ctx, Directive, Mutation, Resolver } from "type-graphql";
import type { AccountContext } from "./account.context.js";

// Deleting is rare and final; this only stops a script hammering the confirmation.
const DELETE_LIMIT = { limit: 5, windowSeconds: 3_600 };

@Resolver()
export class AccountResolver {
  @Directive("@auth(requires: CUSTOMER)")
  @Mutation(() => Boolean, {
    description:
      "Deletes the caller's own customer account (staff accounts are closed by an admin). `confirmEmail` must be the account's address; with a verified factor the session must be aal2. Bookings and their requests are kept, unlinked, for accounting records; unbooked requests, the lead and contact messages are anonymised; testimonials are deleted. GET /api/account/data.json first to keep a copy.",
  })
  async deleteMyAccount(
    @Ctx() ctx: AccountContext,
    @Arg("confirmEmail", () => String) confirmEmail: string,
  ): Promise<boolean> {
    await ctx.rateLimit("deleteMyAccount", DELETE_LIMIT);
    await ctx.services.account.deleteOwn(ctx.viewer!, confirmEmail);
    return true;
  }
}

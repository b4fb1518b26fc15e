import { Arg, Ctx, Directive, Mutation, Query, Resolver } from "type-graphql";
import { StaffPreferencesInput } from "./staff-preferences.input.js";
import type { StaffPreferences } from "./staff-preferences.js";
import type { StaffPreferencesContext } from "./staff-preferences.context.js";
import { StaffPreferencesObject } from "./staff-preferences.type.js";

@Resolver(() => StaffPreferencesObject)
export class StaffPreferencesResolver {
  @Directive("@auth(requires: STAFF)")
  @Query(() => StaffPreferencesObject, { description: "The signed-in staff member's own settings." })
  myStaffPreferences(@Ctx() ctx: StaffPreferencesContext): Promise<StaffPreferences> {
    return ctx.services.staffPreferences.get(ctx.viewer!.userId);
  }

  @Directive("@auth(requires: STAFF)")
  @Mutation(() => StaffPreferencesObject, {
    description:
      "Changes the signed-in staff member's settings (only the fields given). BAD_USER_INPUT names leadBoard.search when it is longer than 200 characters.",
  })
  saveStaffPreferences(
    @Ctx() ctx: StaffPreferencesContext,
    @Arg("input", () => StaffPreferencesInput) input: StaffPreferencesInput,
  ): Promise<StaffPreferences> {
    return ctx.services.staffPreferences.save(ctx.viewer!.userId, input);
  }
}

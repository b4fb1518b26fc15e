import { Arg, Ctx, Directive, Int, Query, Resolver } from "type-graphql";
import type { StaffSearchHit } from "./staff-search.js";
import type { StaffSearchContext } from "./staff-search.context.js";
import { StaffSearchHitObject } from "./staff-search.type.js";

@Resolver(() => StaffSearchHitObject)
export class StaffSearchResolver {
  @Directive("@auth(requires: STAFF)")
  @Query(() => [StaffSearchHitObject], {
    description:
      "The back office's search (its command palette): leads, quote requests, bookings and, for admins, accounts " +
      "matching a name, email, phone, company, reference, booking number, confirmation code, route or operator. " +
      "Exact references, numbers, codes and addresses first, then the newest; at most `first` (1–10, default 5) of each kind.",
  })
  staffSearch(
    @Ctx() ctx: StaffSearchContext,
    @Arg("text", () => String, { description: "3 to 100 characters." }) text: string,
    @Arg("first", () => Int, { nullable: true }) first: number | null,
  ): Promise<StaffSearchHit[]> {
    return ctx.services.staffSearch.search(ctx.viewer!, text, first ?? undefined);
  }
}

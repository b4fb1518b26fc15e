import { Arg, Ctx, Directive, ID, Mutation, Query, Resolver } from "type-graphql";
import type { EmptyLeg } from "./empty-leg.js";
import {
  EmptyLegFilterInput,
  EmptyLegInput,
  EmptyLegObject,
  RouteAlertInput,
  RouteAlertReceiptObject,
} from "./empty-leg.type.js";
import type { EmptyLegsContext } from "./empty-legs.context.js";
import type { RouteAlertReceipt } from "./route-alert.js";

// A visitor may try a few routes; each alert costs an email to an address they typed.
const ALERT_LIMIT = { limit: 10, windowSeconds: 3_600 };

@Resolver(() => EmptyLegObject)
export class EmptyLegsResolver {
  @Directive("@public")
  @Query(() => [EmptyLegObject], {
    description: "Published empty legs whose departure window has not passed, soonest first, filtered.",
  })
  emptyLegs(
    @Ctx() ctx: EmptyLegsContext,
    @Arg("filter", () => EmptyLegFilterInput, { nullable: true }) filter: EmptyLegFilterInput | null,
  ): Promise<EmptyLeg[]> {
    return ctx.services.emptyLegs.live(filter ?? {});
  }

  @Directive("@auth(requires: STAFF)")
  @Query(() => [EmptyLegObject], { description: "Every empty leg, drafts and past ones included, latest first." })
  allEmptyLegs(@Ctx() ctx: EmptyLegsContext): Promise<EmptyLeg[]> {
    return ctx.services.emptyLegs.all();
  }

  @Directive("@auth(requires: STAFF)")
  @Mutation(() => EmptyLegObject, {
    description:
      "Creates a draft empty leg, or replaces one's fields given its id (a published one stays published). Audited.",
  })
  saveEmptyLeg(
    @Ctx() ctx: EmptyLegsContext,
    @Arg("input", () => EmptyLegInput) input: EmptyLegInput,
  ): Promise<EmptyLeg> {
    return ctx.services.emptyLegs.save(input, ctx.viewer!.userId);
  }

  @Directive("@auth(requires: STAFF)")
  @Mutation(() => EmptyLegObject, {
    description:
      "Publishes a complete leg (BAD_USER_INPUT names what is missing; CONFLICT once its window passed) and emails the " +
      "confirmed route alerts it matches, at most two a week each. Audited.",
  })
  publishEmptyLeg(@Ctx() ctx: EmptyLegsContext, @Arg("id", () => ID) id: string): Promise<EmptyLeg> {
    return ctx.services.emptyLegs.publish(id, ctx.viewer!.userId);
  }

  @Directive("@auth(requires: STAFF)")
  @Mutation(() => EmptyLegObject, { description: "Takes a leg off the public list, back to a draft. Audited." })
  withdrawEmptyLeg(@Ctx() ctx: EmptyLegsContext, @Arg("id", () => ID) id: string): Promise<EmptyLeg> {
    return ctx.services.emptyLegs.withdraw(id, ctx.viewer!.userId);
  }

  @Directive("@public")
  @Mutation(() => RouteAlertReceiptObject, {
    description:
      "Saves a route alert and emails a confirmation link (double opt-in: nothing else is sent until it is confirmed). " +
      "Rate-limited per client address.",
  })
  async createRouteAlert(
    @Ctx() ctx: EmptyLegsContext,
    @Arg("input", () => RouteAlertInput) input: RouteAlertInput,
  ): Promise<RouteAlertReceipt> {
    await ctx.rateLimit("createRouteAlert", ALERT_LIMIT);
    return ctx.services.routeAlerts.create(input);
  }
}

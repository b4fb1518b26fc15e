import { Arg, Directive, ID, Resolver, Root, Subscription } from "type-graphql";
import { UserSummaryObject, type UserSummary } from "../users/index.js";
import type { LeadsContext } from "./leads.context.js";

@Resolver()
export class LeadPresenceResolver {
  @Directive("@auth(requires: STAFF)")
  @Subscription(() => [UserSummaryObject], {
    description:
      "Who has this lead open, the subscriber included, on any server copy: sent at once and on every change. " +
      "Being subscribed is what makes the subscriber one of the viewers.",
    subscribe: ({ args, context }) => {
      const ctx = context as LeadsContext;
      return ctx.services.leadPresence.join(ctx.pubSub, (args as { leadId: string }).leadId, ctx.viewer!.userId);
    },
  })
  leadViewers(@Root() viewers: UserSummary[], @Arg("leadId", () => ID) _leadId: string): UserSummary[] {
    return viewers;
  }
}

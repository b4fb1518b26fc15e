import { Ctx, Directive, Resolver, Root, Subscription } from "type-graphql";
import type { GraphQLContext } from "../../graphql/context.js";
import { AppError, ErrorCode } from "../../graphql/errors.js";
import { LeadEvent, LeadEventKind } from "./lead-event.type.js";
import { LEAD_EVENTS_TOPIC, type LeadEventPayload } from "./lead-events.pubsub.js";

@Resolver(() => LeadEvent)
export class LeadEventsResolver {
  @Directive("@auth(requires: STAFF)")
  @Subscription(() => LeadEvent, {
    topics: LEAD_EVENTS_TOPIC,
    description: "Every change to any lead, from every server copy, as it happens: the live sales board.",
  })
  async leadEvents(@Root() event: LeadEventPayload, @Ctx() ctx: GraphQLContext): Promise<LeadEvent> {
    const [lead, stats] = await Promise.all([ctx.services.leads.get(event.leadId), ctx.services.leads.stats(null)]);
    if (!lead) throw new AppError(ErrorCode.NOT_FOUND, "The lead of this event no longer exists.");
    return { type: LeadEventKind[event.type], lead, stats };
  }
}

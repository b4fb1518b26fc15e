import { Ctx, Directive, Resolver, Root, Subscription } from "type-graphql";
import { AppError, ErrorCode } from "../../core/errors.js";
import { LeadEvent, LeadEventKind } from "./lead-event.type.js";
import type { Lead, LeadStats } from "./lead.js";
import { cardFromWire } from "./lead-event-card.js";
import { LEAD_EVENTS_TOPIC, type LeadEventPayload } from "./lead-events.pubsub.js";
import type { LeadsContext } from "./leads.context.js";

// The PubSub hands the same payload object to every subscriber of this process, so its card is
// decoded (or, for an event too large to carry one, the lead and figures read) once per event here,
// not once per subscriber. Fields that depend on who is asking (allowedStatuses, unreadMessages)
// still resolve per subscriber, under the same rules as any query. With a card, everything answers
// synchronously: no promise per subscriber and field when an event goes out to a thousand boards.
interface Snapshot {
  lead: Lead;
  stats: LeadStats;
}

const decoded = new WeakMap<LeadEventPayload, Snapshot>();
const loaded = new WeakMap<LeadEventPayload, Promise<Snapshot>>();

async function load(event: LeadEventPayload, ctx: LeadsContext): Promise<Snapshot> {
  const [lead, stats, stale] = await Promise.all([
    ctx.services.leads.get(event.leadId),
    ctx.services.leads.stats(null),
    ctx.loaders.leadStale.load(event.leadId),
  ]);
  if (!lead) throw new AppError(ErrorCode.NOT_FOUND, "The lead of this event no longer exists.");
  return { lead: { ...lead, knownStale: stale }, stats };
}

@Resolver(() => LeadEvent)
export class LeadEventsResolver {
  @Directive("@auth(requires: STAFF)")
  @Subscription(() => LeadEvent, {
    topics: LEAD_EVENTS_TOPIC,
    description: "Every change to any lead, from every server copy, as it happens: the live sales board.",
  })
  leadEvents(@Root() event: LeadEventPayload, @Ctx() ctx: LeadsContext): LeadEvent | Promise<LeadEvent> {
    const type = LeadEventKind[event.type];
    if (event.card) {
      let card = decoded.get(event);
      if (!card) {
        card = cardFromWire(event.card);
        decoded.set(event, card);
      }
      return { type, ...card };
    }
    let shared = loaded.get(event);
    if (!shared) {
      shared = load(event, ctx);
      loaded.set(event, shared);
    }
    return shared.then((snapshot) => ({ type, ...snapshot }));
  }
}

import type { DataSource } from "typeorm";
import { EventTooLargeError, type EventBus } from "../../core/events.js";
import type { LeadEvents, LeadEventType } from "./lead-events.js";
import { cardToWire, readLeadEventCard, type LeadEventCardWire } from "./lead-event-card.js";

// Topics of the business subscriptions. Lead events carry what an open board shows; the others ids only.
export const LEAD_EVENTS_TOPIC = "lead_events";
export const QUOTE_REQUEST_UPDATED_TOPIC = "quote_request_updated";

export interface LeadEventPayload {
  type: LeadEventType;
  leadId: string;
  /**
   * The lead's card and the pipeline figures, read once by the copy that made the change: every
   * copy hands them to its subscribers without a query. Absent when they would not fit in a NOTIFY
   * (very long names or companies): then each copy reads the lead itself, once per event.
   */
  card?: LeadEventCardWire;
}

export interface QuoteRequestUpdatedPayload {
  quoteRequestId: string;
}

/** LeadEvents over the PostgreSQL PubSub, so every server copy's subscribers hear every change. */
export function pubSubLeadEvents(pubSub: EventBus, db: DataSource): LeadEvents {
  return {
    async publishLeadEvent(type, leadId) {
      const card = await readLeadEventCard(db, leadId);
      const bare: LeadEventPayload = { type, leadId };
      if (!card) {
        await pubSub.publish(LEAD_EVENTS_TOPIC, bare);
        return;
      }
      try {
        await pubSub.publish(LEAD_EVENTS_TOPIC, { ...bare, card: cardToWire(card) } satisfies LeadEventPayload);
      } catch (error) {
        // NOTIFY carries under 8000 bytes: an oversized card goes out as ids, and subscribers load the lead.
        if (!(error instanceof EventTooLargeError)) throw error;
        await pubSub.publish(LEAD_EVENTS_TOPIC, bare);
      }
    },
    async publishQuoteRequestUpdated(quoteRequestId) {
      // Addressed to the owner (topic id), so only their subscription wakes up; unowned requests have no listener.
      const rows: { customer_user_id: string | null }[] = await db.query(
        `SELECT customer_user_id FROM quote_request WHERE id = $1`,
        [quoteRequestId],
      );
      const owner = rows[0]?.customer_user_id;
      if (owner)
        await pubSub.publish(QUOTE_REQUEST_UPDATED_TOPIC, owner, {
          quoteRequestId,
        } satisfies QuoteRequestUpdatedPayload);
    },
  };
}

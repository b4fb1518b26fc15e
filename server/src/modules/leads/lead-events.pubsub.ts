import type { DataSource } from "typeorm";
import type { EventBus } from "../../core/events.js";
import type { LeadEvents, LeadEventType } from "./lead-events.js";

// Topics of the business subscriptions. Payloads carry ids only; subscribers load the rows.
export const LEAD_EVENTS_TOPIC = "lead_events";
export const QUOTE_REQUEST_UPDATED_TOPIC = "quote_request_updated";

export interface LeadEventPayload {
  type: LeadEventType;
  leadId: string;
}

export interface QuoteRequestUpdatedPayload {
  quoteRequestId: string;
}

/** LeadEvents over the PostgreSQL PubSub, so every server copy's subscribers hear every change. */
export function pubSubLeadEvents(pubSub: EventBus, db: DataSource): LeadEvents {
  return {
    async publishLeadEvent(type, leadId) {
      await pubSub.publish(LEAD_EVENTS_TOPIC, { type, leadId } satisfies LeadEventPayload);
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

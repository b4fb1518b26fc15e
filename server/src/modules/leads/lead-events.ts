import type { Logger } from "../../logger.js";

/** The kinds of `LeadEvent` API.md names for the `leadEvents` subscription. */
export type LeadEventType = "CREATED" | "UPDATED" | "STATUS_CHANGED";

/**
 * What the leads and quotes services announce, after their transaction commits. The GraphQL
 * PubSub (graphql/pubsub*, over PostgreSQL LISTEN/NOTIFY) implements this to feed the
 * `leadEvents` and `myQuoteRequestUpdated` subscriptions; pass it to createServices.
 * Implementations should not throw: a failed announcement never undoes the change (callers
 * catch and log anyway).
 */
export interface LeadEvents {
  /** A lead was created, changed (note, new request, quote), or moved to another status. */
  publishLeadEvent(type: LeadEventType, leadId: string): Promise<void>;
  /** A quote request changed: a quote was sent, it was accepted, its status moved. */
  publishQuoteRequestUpdated(quoteRequestId: string): Promise<void>;
}

/** Until the PubSub is wired in: the events are logged at debug level and go nowhere else. */
export function loggingLeadEvents(log: Logger): LeadEvents {
  return {
    async publishLeadEvent(type, leadId) {
      log.debug({ event: "lead", type, leadId }, "lead event (no subscribers wired)");
    },
    async publishQuoteRequestUpdated(quoteRequestId) {
      log.debug({ event: "quoteRequest", quoteRequestId }, "quote request updated (no subscribers wired)");
    },
  };
}

/** Announces without letting a failure reach the caller, whose change has already committed. */
export async function announce(log: Logger, publish: () => Promise<void>): Promise<void> {
  try {
    await publish();
  } catch (error) {
    log.warn({ err: error }, "could not publish a lead event");
  }
}

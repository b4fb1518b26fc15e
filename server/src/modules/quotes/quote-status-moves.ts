import { assertTransition, type TransitionMap } from "../../core/state-machine.js";
import { QuoteRequestStatus, QuoteStatus } from "./quote.enums.js";

/**
 * A request is QUOTED by its first quote (more quotes keep it QUOTED), ACCEPTED when the customer
 * accepts one, and may expire or be cancelled while open. An EXPIRED request can be quoted again.
 * ACCEPTED and CANCELLED are final: after acceptance the booking carries the trip.
 */
export const QUOTE_REQUEST_TRANSITIONS: TransitionMap<QuoteRequestStatus> = {
  [QuoteRequestStatus.NEW]: [QuoteRequestStatus.QUOTED, QuoteRequestStatus.EXPIRED, QuoteRequestStatus.CANCELLED],
  [QuoteRequestStatus.QUOTED]: [QuoteRequestStatus.ACCEPTED, QuoteRequestStatus.EXPIRED, QuoteRequestStatus.CANCELLED],
  [QuoteRequestStatus.ACCEPTED]: [],
  [QuoteRequestStatus.EXPIRED]: [QuoteRequestStatus.QUOTED, QuoteRequestStatus.CANCELLED],
  [QuoteRequestStatus.CANCELLED]: [],
};

/** A sent quote is accepted, or closed when another is accepted; both are final. */
export const QUOTE_TRANSITIONS: TransitionMap<QuoteStatus> = {
  [QuoteStatus.SENT]: [QuoteStatus.ACCEPTED, QuoteStatus.CLOSED],
  [QuoteStatus.ACCEPTED]: [],
  [QuoteStatus.CLOSED]: [],
};

export const assertQuoteRequestTransition = (from: QuoteRequestStatus, to: QuoteRequestStatus) =>
  assertTransition("quote request", QUOTE_REQUEST_TRANSITIONS, from, to);

export const assertQuoteTransition = (from: QuoteStatus, to: QuoteStatus) =>
  assertTransition("quote", QUOTE_TRANSITIONS, from, to);

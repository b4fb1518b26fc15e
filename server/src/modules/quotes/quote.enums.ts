import { registerEnumType } from "type-graphql";

// Values are the names: the database enums (quote_request_status, quote_status) spell them the same.

export enum QuoteRequestStatus {
  NEW = "NEW",
  QUOTED = "QUOTED",
  ACCEPTED = "ACCEPTED",
  EXPIRED = "EXPIRED",
  CANCELLED = "CANCELLED",
}

export enum QuoteStatus {
  SENT = "SENT",
  ACCEPTED = "ACCEPTED",
  CLOSED = "CLOSED",
}

registerEnumType(QuoteRequestStatus, {
  name: "QuoteRequestStatus",
  description: "Where a quote request stands. Moves are limited to those in quotes/quote-status-moves.ts.",
  valuesConfig: {
    NEW: { description: "Received; no quote sent yet." },
    QUOTED: { description: "At least one quote was sent; the customer can accept one." },
    ACCEPTED: { description: "The customer accepted a quote: a booking exists. Final." },
    EXPIRED: { description: "No quote was accepted in time; staff may quote again." },
    CANCELLED: { description: "Withdrawn. Final." },
  },
});

registerEnumType(QuoteStatus, {
  name: "QuoteStatus",
  description:
    "Where one quote stands. A SENT quote past its validUntil can no longer be accepted (see Quote.expired).",
  valuesConfig: {
    SENT: { description: "Offered to the customer." },
    ACCEPTED: { description: "The customer accepted it." },
    CLOSED: { description: "Another quote on the request was accepted, or the request ended." },
  },
});

/** Where a quote's price stands against the request's own estimate range. */
export enum EstimatePosition {
  BELOW = "BELOW",
  WITHIN = "WITHIN",
  ABOVE = "ABOVE",
}

registerEnumType(EstimatePosition, {
  name: "EstimatePosition",
  description: "Where a quote's price stands against the request's own estimate range (QuoteRequest.estimate).",
  valuesConfig: {
    BELOW: { description: "Less than the estimate's low end." },
    WITHIN: { description: "From the low end to the high end." },
    ABOVE: { description: "More than the estimate's high end." },
  },
});

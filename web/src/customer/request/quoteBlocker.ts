import type { CustomerRequest } from "./useCustomerRequest";

type Quote = CustomerRequest["quotes"][number];

/** Why a quote cannot be accepted now, or null when it can. */
export function quoteBlocker(
  request: Pick<CustomerRequest, "status" | "booking">,
  quote: Pick<Quote, "status" | "expired">,
  now = new Date(),
  validUntil?: string,
) {
  if (quote.status === "ACCEPTED") return "accepted" as const;
  if (request.booking || request.status !== "QUOTED") return "closed" as const;
  if (quote.status === "CLOSED") return "withdrawn" as const;
  if (quote.expired || (validUntil && new Date(validUntil) <= now)) return "expired" as const;
  return null;
}

import { readStored, writeStored } from "../../lib/safeStorage";

// Which quoted requests the customer has opened since their quotes arrived, so the dashboard's
// "new quote" badge goes once they have looked (per browser; the server keeps no read receipts).
const key = "skycharter.seenQuotes";

function seen(): Record<string, number> {
  try {
    const value: unknown = JSON.parse(readStored(key) ?? "{}");
    return value && typeof value === "object" ? (value as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/** True while the request has more quotes than the customer last saw. */
export function hasUnseenQuotes(requestId: string, quoteCount: number): boolean {
  return quoteCount > (seen()[requestId] ?? 0);
}

export function markQuotesSeen(requestId: string, quoteCount: number): void {
  writeStored(key, JSON.stringify({ ...seen(), [requestId]: quoteCount }));
}

export { quoteRequestPath } from "./paths";
export { hasUnseenQuotes, markQuotesSeen } from "./seenQuotes";
export { useRequestUpdates } from "./useRequestUpdates";

export { quoteRequestPath } from "./paths";
export { useQuotesSeen } from "./useQuotesSeen";
export { useRequestUpdates } from "./useRequestUpdates";

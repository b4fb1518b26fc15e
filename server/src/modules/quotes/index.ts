// What other features may use of quotes: the quote request service (the account's data and deletion).
// Built and injected by services.ts: other features only name the type.
export type { QuoteRequestsService } from "./quote-requests.service.js";

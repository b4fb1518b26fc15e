// What other features may use of quotes: the quote request service (the account's data and
// deletion; a request and its legs for requests for quotes), the request's types and GraphQL
// classes; and what the GraphQL layer composes: its resolvers, loaders and the context they read.

// Its GraphQL types are decorated classes: the metadata polyfill must load before them, whichever
// module imports this index first (a unit test, a job, a router).
import "reflect-metadata";
import { BookingQuoteRequestResolver } from "./booking-quote-request.resolver.js";
import { LeadQuoteRequestsResolver } from "./lead-quote-requests.resolver.js";
import { QuoteRequestsResolver } from "./quote-requests.resolver.js";
import { QuotesResolver } from "./quotes.resolver.js";
import { TripLegResolver } from "./trip-leg.resolver.js";

export type { QuoteRequest, TripLeg } from "./quote-request.js";
export { QuoteRequestObject, TripLegObject } from "./quote-request.type.js";
export { QuoteRequestStatus } from "./quote.enums.js";
export type { NewQuote, Quote, QuoteAircraft, QuoteSource } from "./quote.js";
export { QuoteObject } from "./quote.type.js";
// Built and injected by services.ts: other features only name the type.
export type { QuotesService } from "./quotes.service.js";
export { routeOf } from "./quote-requests.service.js";
// Built and injected by services.ts: other features only name the type.
export type { QuoteRequestsService } from "./quote-requests.service.js";
export { createQuoteLoaders, type QuoteLoaders } from "./quote-loaders.js";
export { leadQuoteRequestsRelation } from "./lead-quote-requests.relation.js";
export type { QuotesContext } from "./quotes.context.js";
export const resolvers = [
  QuoteRequestsResolver,
  QuotesResolver,
  TripLegResolver,
  LeadQuoteRequestsResolver,
  BookingQuoteRequestResolver,
] as const;

// Requests for quotes: staff ask operators to quote a request; operators answer through a link.
// What the GraphQL layer composes: its resolvers, loaders and the context they read.

// Its GraphQL types are decorated classes: the metadata polyfill must load before them, whichever
// module imports this index first (a unit test, a job, a router).
import "reflect-metadata";
import { QuoteRequestRfqsResolver, RfqSuggestionResolver, RfqsResolver, RfqTripResolver } from "./rfqs.resolver.js";

// Built and injected by services.ts: other features only name the type.
export type { RfqsService } from "./rfqs.service.js";
export type { RfqQuotesService } from "./rfq-quotes.service.js";
export { createRfqLoaders, type RfqLoaders } from "./rfq-loaders.js";
export type { RfqsContext } from "./rfqs.context.js";
export const resolvers = [RfqsResolver, RfqSuggestionResolver, RfqTripResolver, QuoteRequestRfqsResolver] as const;

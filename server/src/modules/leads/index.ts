// What other features may use of leads: the Lead type and enums, the scoring rules, the events
// every change announces, and the filtered query the CSV export streams; and what the GraphQL layer
// composes: its resolvers, loaders and the context they read.

// Its GraphQL types are decorated classes: the metadata polyfill must load before them, whichever
// module imports this index first (a unit test, a job, a router).
import "reflect-metadata";
import { LeadEventsResolver } from "./lead-events.resolver.js";
import { LeadPresenceResolver } from "./lead-presence.resolver.js";
import { LeadActivityResolver, LeadsResolver } from "./leads.resolver.js";

export type { Lead, LeadFilter } from "./lead.js";
export { LeadObject } from "./lead.type.js";
export { LeadActivityKind, LeadOrderField, LeadSource, LeadStatus } from "./lead.enums.js";
export { scoreLead } from "./lead-scoring.js";
export { announce, type LeadEvents } from "./lead-events.js";
export { QUOTE_REQUEST_UPDATED_TOPIC, type QuoteRequestUpdatedPayload } from "./lead-events.pubsub.js";
export { leadFilterQuery } from "./leads.service.js";
// Built and injected by services.ts: other features only name the type.
export type { LeadsService } from "./leads.service.js";
export { createLeadLoaders, type LeadLoaders } from "./lead-loaders.js";
// What a page of leads brings with each lead; other features add theirs (quotes: quoteRequests).
export { bring, leadOwnRelations, preloaded, type LeadRelation } from "./lead-relations.js";
export type { LeadsContext } from "./leads.context.js";
export const resolvers = [LeadsResolver, LeadActivityResolver, LeadEventsResolver, LeadPresenceResolver] as const;

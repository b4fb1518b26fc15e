// A conversation per quote request between its customer and the staff, and what each person has
// read of a request (its messages, its quotes). What the GraphQL layer composes: its resolvers,
// loaders and the context they read.

// Its GraphQL types are decorated classes: the metadata polyfill must load before them, whichever
// module imports this index first (a unit test, a job, a router).
import "reflect-metadata";
import {
  ConversationMessageResolver,
  ConversationsResolver,
  LeadReadsResolver,
  QuoteRequestReadsResolver,
} from "./conversations.resolver.js";

// Built and injected by services.ts: other features only name the type.
export type { ConversationsService } from "./conversations.service.js";
export { createConversationLoaders, type ConversationLoaders } from "./conversation-loaders.js";
export type { ConversationsContext } from "./conversations.context.js";
export const resolvers = [
  ConversationsResolver,
  ConversationMessageResolver,
  QuoteRequestReadsResolver,
  LeadReadsResolver,
] as const;

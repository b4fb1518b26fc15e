import type { ModuleContext } from "../../core/transport/module-context.js";
import type { QuoteRequestsService } from "../quotes/index.js";
import type { ConversationLoaders } from "./conversation-loaders.js";
import type { ConversationsService } from "./conversations.service.js";

/** What the conversations' resolvers read of an operation's context. */
export type ConversationsContext = ModuleContext<
  { conversations: ConversationsService; quoteRequests: QuoteRequestsService },
  ConversationLoaders
>;

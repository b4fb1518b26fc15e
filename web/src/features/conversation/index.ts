export { ConversationPanel, type ConversationSide } from "./ConversationPanel";
export { useMyConversationUpdates } from "./useMyConversationUpdates";

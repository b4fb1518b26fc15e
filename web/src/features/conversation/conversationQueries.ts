/** A message as the thread shows it; sends and live events carry the same. */
export const conversationMessageFragment = /* GraphQL */ `
  fragment ConversationMessageFields on ConversationMessage {
    id
    quoteRequestId
    fromStaff
    mine
    body
    sentAt
  }
`;

export const conversationQuery = /* GraphQL */ `
  query Conversation($quoteRequestId: ID!) {
    conversation(quoteRequestId: $quoteRequestId) {
      quoteRequestId
      unreadCount
      messages {
        ...ConversationMessageFields
      }
    }
  }
`;

export const sendMessageMutation = /* GraphQL */ `
  mutation SendMessage($input: SendMessageInput!) {
    sendMessage(input: $input) {
      ...ConversationMessageFields
    }
  }
`;

/** Answers the request's count, so every list showing it (dashboard card, lead page) drops to zero through the cache. */
export const markConversationReadMutation = /* GraphQL */ `
  mutation MarkConversationRead($quoteRequestId: ID!) {
    markConversationRead(quoteRequestId: $quoteRequestId) {
      id
      unreadMessages
    }
  }
`;

/** One thread's new messages, or (without an id) every message on the customer's own requests. */
export const conversationLiveSubscription = /* GraphQL */ `
  subscription ConversationLive($quoteRequestId: ID) {
    conversationMessages(quoteRequestId: $quoteRequestId) {
      ...ConversationMessageFields
      quoteRequest {
        id
        unreadMessages
      }
    }
  }
`;

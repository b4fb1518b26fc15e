import { useConversationLiveSubscription } from "../../graphql/generated";

/**
 * Keeps the customer's unread counts current while a page lists their requests: each new message
 * on one of them carries its request's count, which Apollo's cache merges into every list showing it.
 */
export function useMyConversationUpdates(onMessage?: () => void) {
  useConversationLiveSubscription({
    variables: { quoteRequestId: null },
    onData: () => onMessage?.(),
  });
}

import { useApolloClient } from "@apollo/client/react";
import { useCallback, useEffect, useRef } from "react";
import {
  ConversationDocument,
  useConversationLiveSubscription,
  useConversationQuery,
  useMarkConversationReadMutation,
  type ConversationMessageFieldsFragment,
  type ConversationQuery,
  type ConversationQueryVariables,
} from "../../graphql/generated";

/**
 * A request's thread, kept current by its live messages (from the other side, and from this
 * person's other tabs), and marked read while it is open: on opening, and as messages arrive.
 */
export function useConversation(quoteRequestId: string) {
  const client = useApolloClient();
  const { data, error, refetch } = useConversationQuery({
    variables: { quoteRequestId },
    fetchPolicy: "cache-and-network",
  });
  const [markRead] = useMarkConversationReadMutation();
  const marking = useRef(false);

  /** Adds a message to the cached thread once, whichever of the send's answer and the live event comes first. */
  const append = useCallback(
    (message: ConversationMessageFieldsFragment) => {
      client.cache.updateQuery<ConversationQuery, ConversationQueryVariables>(
        { query: ConversationDocument, variables: { quoteRequestId } },
        (current) => {
          if (!current || current.conversation.messages.some((m) => m.id === message.id)) return current;
          return {
            ...current,
            conversation: { ...current.conversation, messages: [...current.conversation.messages, message] },
          };
        },
      );
    },
    [client, quoteRequestId],
  );

  const unread = data?.conversation.unreadCount ?? 0;
  const read = useCallback(() => {
    if (marking.current) return;
    marking.current = true;
    void markRead({ variables: { quoteRequestId } })
      .then(() =>
        client.cache.updateQuery<ConversationQuery, ConversationQueryVariables>(
          { query: ConversationDocument, variables: { quoteRequestId } },
          (current) => (current ? { ...current, conversation: { ...current.conversation, unreadCount: 0 } } : current),
        ),
      )
      .catch(() => undefined)
      .finally(() => (marking.current = false));
  }, [client, markRead, quoteRequestId]);
  useEffect(() => {
    if (unread > 0) read();
  }, [unread, read]);

  useConversationLiveSubscription({
    variables: { quoteRequestId },
    onData: ({ data: event }) => {
      const live = event.data?.conversationMessages;
      if (!live) return;
      // Its request's count goes to the cache through the event itself; the thread keeps the message.
      const { quoteRequest: _request, ...message } = live;
      append(message);
      // Open in front of the reader: it is read as it arrives.
      if (!message.mine) read();
    },
  });

  return {
    messages: data?.conversation.messages ?? [],
    loaded: Boolean(data),
    failed: Boolean(error && !data),
    refetch,
    append,
  };
}

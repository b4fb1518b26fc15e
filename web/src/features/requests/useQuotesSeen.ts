import { useEffect } from "react";
import { useMarkQuotesSeenMutation } from "../../graphql/generated";

export const markQuotesSeenMutation = /* GraphQL */ `
  mutation MarkQuotesSeen($quoteRequestId: ID!) {
    markQuotesSeen(quoteRequestId: $quoteRequestId) {
      id
      newQuotes
    }
  }
`;

/**
 * The request's quotes count as seen once shown, for this person on every device: the server keeps
 * the marker, and its answer clears the "new quote" badge wherever the cache shows the request.
 */
export function useQuotesSeen(request: { id: string; newQuotes: number } | null | undefined) {
  const [markSeen] = useMarkQuotesSeenMutation();
  const id = request?.id;
  const fresh = request?.newQuotes ?? 0;
  useEffect(() => {
    if (id && fresh > 0) void markSeen({ variables: { quoteRequestId: id } }).catch(() => undefined);
  }, [id, fresh, markSeen]);
}

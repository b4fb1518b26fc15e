import { Alert } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import { useMyConversationUpdates } from "../../features/conversation";
import { useCustomerDashboard_UnreadQuery } from "../../graphql/generated";

export const customerUnreadQuery = /* GraphQL */ `
  query CustomerDashboard_Unread {
    myUnreadMessages
  }
`;

/** How many of the broker's messages wait unread over all the customer's requests, kept current live. */
export function UnreadMessagesNotice() {
  const { data, refetch } = useCustomerDashboard_UnreadQuery({ fetchPolicy: "cache-and-network" });
  // Each card's own count arrives with the live message; the total is asked for again.
  useMyConversationUpdates(() => void refetch());
  const count = data?.myUnreadMessages ?? 0;
  if (count === 0) return null;
  return (
    <Alert.Root status="info" rounded="xl" data-testid="unread-messages-total">
      <Alert.Indicator />
      <Alert.Title>
        <FormattedMessage id="conversation.unreadTotal" values={{ count }} />
      </Alert.Title>
    </Alert.Root>
  );
}

import { Badge, Button, HStack, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { ConversationPanel } from "../../../features/conversation";

interface RequestThread {
  id: string;
  reference: string;
  unreadMessages: number;
}

/**
 * The conversation with the customer, one per request of the lead (newest request first): it opens
 * on the first with unread messages, and the others are a click away with their own counts.
 */
export function LeadConversations({ requests }: { requests: readonly RequestThread[] }) {
  const intl = useIntl();
  const [chosen, setChosen] = useState(() => (requests.find((r) => r.unreadMessages > 0) ?? requests[0])?.id);
  const current = requests.find((r) => r.id === chosen) ?? requests[0];
  if (!current) return null;
  return (
    <Stack gap="4" data-testid="lead-conversations">
      {requests.length > 1 && (
        <HStack
          gap="2"
          flexWrap="wrap"
          role="group"
          aria-label={intl.formatMessage({ id: "conversation.pickRequest" })}
        >
          <Text fontSize="sm" color="fg.muted">
            <FormattedMessage id="conversation.pickRequest" />
          </Text>
          {requests.map((request) => (
            <Button
              key={request.id}
              size="sm"
              variant={request.id === current.id ? "solid" : "outline"}
              colorPalette="navy"
              aria-pressed={request.id === current.id}
              onClick={() => setChosen(request.id)}
            >
              <bdi>{request.reference}</bdi>
              {request.unreadMessages > 0 && (
                <Badge colorPalette="gold" variant="solid" size="sm">
                  <FormattedMessage id="conversation.unread" values={{ count: request.unreadMessages }} />
                </Badge>
              )}
            </Button>
          ))}
        </HStack>
      )}
      <ConversationPanel key={current.id} quoteRequestId={current.id} side="staff" />
    </Stack>
  );
}

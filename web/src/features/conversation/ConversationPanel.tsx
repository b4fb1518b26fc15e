import { Box, Card, Heading, Stack, Text } from "@chakra-ui/react";
import { useEffect, useRef } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { InlineLoader } from "../../ui/components/InlineLoader";
import { LoadError } from "../../ui/components/LoadError";
import type { MessageId } from "../../i18n/messages";
import type { ConversationMessageFieldsFragment } from "../../graphql/generated";
import { MessageComposer } from "./MessageComposer";
import { useConversation } from "./useConversation";

/** Who reads the thread: the request's customer, or a staff member working its lead. */
export type ConversationSide = "customer" | "staff";

function authorOf(message: ConversationMessageFieldsFragment, side: ConversationSide): MessageId {
  if (message.mine) return "conversation.fromYou";
  if (side === "customer") return "conversation.fromBroker";
  return message.fromStaff ? "conversation.fromColleague" : "conversation.fromCustomer";
}

/**
 * A request's conversation between its customer and the staff: the messages, live, and a composer.
 * Staff notes on the lead are elsewhere and never shown here.
 */
export function ConversationPanel({ quoteRequestId, side }: { quoteRequestId: string; side: ConversationSide }) {
  const intl = useIntl();
  const { messages, loaded, failed, refetch, append } = useConversation(quoteRequestId);
  const list = useRef<HTMLDivElement>(null);
  // The newest message in view, inside the thread's own scroll (the page itself stays where it is).
  useEffect(() => {
    if (list.current) list.current.scrollTop = list.current.scrollHeight;
  }, [messages.length]);

  return (
    <Card.Root as="section" aria-labelledby={`conversation-${quoteRequestId}`} data-testid="conversation">
      <Card.Body>
        <Stack gap="5">
          <Stack gap="1">
            <Heading
              id={`conversation-${quoteRequestId}`}
              as="h2"
              fontSize="xl"
              fontFamily="heading"
              fontWeight="normal"
            >
              <FormattedMessage id={side === "customer" ? "conversation.titleCustomer" : "conversation.titleStaff"} />
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              <FormattedMessage id={side === "customer" ? "conversation.introCustomer" : "conversation.introStaff"} />
            </Text>
          </Stack>
          {failed ? (
            <LoadError onRetry={() => void refetch()} />
          ) : !loaded ? (
            <InlineLoader />
          ) : (
            <Stack
              as="ol"
              ref={list}
              listStyleType="none"
              gap="3"
              maxH={{ base: "60vh", md: "28rem" }}
              overflowY="auto"
              aria-live="polite"
              data-testid="conversation-messages"
            >
              {messages.length === 0 && (
                <Text as="li" color="fg.muted" fontSize="sm">
                  <FormattedMessage id="conversation.empty" />
                </Text>
              )}
              {messages.map((message) => (
                <Box
                  as="li"
                  key={message.id}
                  // Mine at the inline end (the right in English, the left in Arabic), the other side's at the start.
                  alignSelf={message.mine ? "flex-end" : "flex-start"}
                  maxW={{ base: "90%", md: "75%" }}
                  bg={message.mine ? "navy.50" : "bg.muted"}
                  rounded="xl"
                  px="4"
                  py="3"
                  data-testid="conversation-message"
                  data-mine={message.mine}
                >
                  <Text fontSize="xs" color="fg.muted" mb="1">
                    <FormattedMessage id={authorOf(message, side)} />
                    {" · "}
                    <time dateTime={message.sentAt}>
                      {intl.formatDate(message.sentAt, { dateStyle: "medium", timeStyle: "short" })}
                    </time>
                  </Text>
                  {/* Either side may write in any language: each message sets its own direction. */}
                  <Text dir="auto" whiteSpace="pre-wrap" overflowWrap="anywhere">
                    {message.body}
                  </Text>
                </Box>
              ))}
            </Stack>
          )}
          <MessageComposer quoteRequestId={quoteRequestId} onSent={append} />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

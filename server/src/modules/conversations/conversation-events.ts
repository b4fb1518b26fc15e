// Topics of the conversations' subscriptions. Payloads carry ids only; subscribers load the message.

/** Addressed by request id: that thread's open panels, the customer's and the staff's. */
export const CONVERSATION_TOPIC = "conversation_message";
/** Addressed by the request's customer: their dashboard's unread counts, whichever request. */
export const MY_CONVERSATIONS_TOPIC = "my_conversation_message";

export interface MessagePayload {
  messageId: string;
  quoteRequestId: string;
}

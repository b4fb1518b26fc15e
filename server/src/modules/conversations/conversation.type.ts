import { Field, ID, Int, ObjectType } from "type-graphql";
import type { Conversation, ConversationMessage } from "./conversation.js";

@ObjectType("ConversationMessage", {
  description: "One message in a quote request's conversation between its customer and the staff.",
})
export class ConversationMessageObject implements Omit<ConversationMessage, "authorUserId" | "position"> {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  quoteRequestId!: string;

  @Field(() => Boolean, { description: "Written by staff (the broker); false: by the request's customer." })
  fromStaff!: boolean;

  @Field(() => String, { description: "Plain text, 1 to 4,000 characters, line breaks kept." })
  body!: string;

  @Field(() => Date)
  sentAt!: Date;
}

@ObjectType("Conversation", {
  description:
    "A quote request's conversation as the reader sees it: the latest 200 messages, oldest first. " +
    "Staff notes on the lead are not part of it.",
})
export class ConversationObject implements Conversation {
  @Field(() => ID)
  quoteRequestId!: string;

  @Field(() => [ConversationMessageObject])
  messages!: ConversationMessage[];

  @Field(() => Int, {
    description:
      "Messages from the other side the reader has not read: staff's for the customer, the customer's for a staff member.",
  })
  unreadCount!: number;
}

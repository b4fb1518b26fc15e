import {
  Arg,
  Ctx,
  Directive,
  FieldResolver,
  ID,
  Int,
  Mutation,
  Query,
  Resolver,
  Root,
  Subscription,
} from "type-graphql";
import { AppError, ErrorCode } from "../../core/errors.js";
import { seesAllRows } from "../../core/viewer.js";
import { LeadObject, type Lead } from "../leads/index.js";
import { QuoteRequestObject, type QuoteRequest } from "../quotes/index.js";
import type { Conversation, ConversationMessage } from "./conversation.js";
import { CONVERSATION_TOPIC, MY_CONVERSATIONS_TOPIC, type MessagePayload } from "./conversation-events.js";
import { SendMessageInput } from "./conversation.input.js";
import { ConversationMessageObject, ConversationObject } from "./conversation.type.js";
import type { ConversationsContext } from "./conversations.context.js";
import { readerOf } from "./conversations.service.js";

// A person writing by hand sends a few messages a minute; a retry loop is stopped well before it floods a thread.
const SEND_LIMIT = { limit: 30, windowSeconds: 60 };

@Resolver(() => ConversationObject)
export class ConversationsResolver {
  @Directive("@auth(requires: CUSTOMER)")
  @Query(() => ConversationObject, {
    description:
      "A quote request's conversation: its customer's own (NOT_FOUND for anyone else's), any for staff. Reading it marks nothing read: see markConversationRead.",
  })
  conversation(
    @Ctx() ctx: ConversationsContext,
    @Arg("quoteRequestId", () => ID) quoteRequestId: string,
  ): Promise<Conversation> {
    return ctx.services.conversations.conversation(quoteRequestId, ctx.viewer!);
  }

  @Directive("@auth(requires: CUSTOMER)")
  @Query(() => Int, {
    description: "Messages from staff on the signed-in customer's own requests that they have not read yet.",
  })
  myUnreadMessages(@Ctx() ctx: ConversationsContext): Promise<number> {
    return ctx.services.conversations.myUnreadCount(ctx.viewer!);
  }

  @Directive("@auth(requires: CUSTOMER)")
  @Mutation(() => ConversationMessageObject, {
    description:
      "Writes in a quote request's conversation: its customer (the request's owner) or staff. The other side sees it live; " +
      "a message left unread for MESSAGE_UNREAD_EMAIL_MINUTES is emailed to them once. BAD_USER_INPUT names `body` or `clientKey`.",
  })
  async sendMessage(
    @Ctx() ctx: ConversationsContext,
    @Arg("input", () => SendMessageInput) input: SendMessageInput,
  ): Promise<ConversationMessage> {
    await ctx.rateLimit("sendMessage", SEND_LIMIT);
    return ctx.services.conversations.send(input, ctx.viewer!);
  }

  @Directive("@auth(requires: CUSTOMER)")
  @Mutation(() => QuoteRequestObject, {
    description:
      "The caller has read the request's conversation up to its latest message: their unread count for it drops to zero. Answers the request.",
  })
  async markConversationRead(
    @Ctx() ctx: ConversationsContext,
    @Arg("quoteRequestId", () => ID) quoteRequestId: string,
  ): Promise<QuoteRequest> {
    await ctx.services.conversations.markRead(quoteRequestId, ctx.viewer!);
    return ctx.services.quoteRequests.get(quoteRequestId, ctx.viewer!);
  }

  @Directive("@auth(requires: CUSTOMER)")
  @Mutation(() => QuoteRequestObject, {
    description:
      "The caller has seen the request's quotes, up to the latest sent: its `newQuotes` is zero for them on every device. Answers the request.",
  })
  async markQuotesSeen(
    @Ctx() ctx: ConversationsContext,
    @Arg("quoteRequestId", () => ID) quoteRequestId: string,
  ): Promise<QuoteRequest> {
    await ctx.services.conversations.markQuotesSeen(quoteRequestId, ctx.viewer!);
    return ctx.services.quoteRequests.get(quoteRequestId, ctx.viewer!);
  }

  @Directive("@auth(requires: CUSTOMER)")
  @Subscription(() => ConversationMessageObject, {
    description:
      "New messages as they are written, from every server copy. With `quoteRequestId`: that request's conversation " +
      "(its customer's own, NOT_FOUND for anyone else's; any for staff). Without: every message on the signed-in customer's own requests.",
    subscribe: async ({ args, context }) => {
      const ctx = context as ConversationsContext;
      const { quoteRequestId } = args as { quoteRequestId?: string | null };
      // Checked once, before listening: a socket whose session ends or loses its role is closed.
      if (!quoteRequestId) return ctx.pubSub.subscribe(MY_CONVERSATIONS_TOPIC, ctx.viewer!.userId);
      const request = await ctx.services.conversations.access(quoteRequestId, ctx.viewer!);
      return ctx.pubSub.subscribe(CONVERSATION_TOPIC, request.id);
    },
  })
  async conversationMessages(
    @Root() event: MessagePayload,
    @Ctx() ctx: ConversationsContext,
    @Arg("quoteRequestId", () => ID, { nullable: true }) _quoteRequestId: string | null,
  ): Promise<ConversationMessage> {
    const message = await ctx.services.conversations.message(event.messageId);
    if (!message) throw new AppError(ErrorCode.NOT_FOUND, "This message no longer exists.");
    return message;
  }
}

@Resolver(() => ConversationMessageObject)
export class ConversationMessageResolver {
  @FieldResolver(() => Boolean, { description: "Written by the person asking." })
  mine(@Root() message: ConversationMessage, @Ctx() ctx: ConversationsContext): boolean {
    return message.authorUserId !== null && message.authorUserId === ctx.viewer?.userId;
  }

  @FieldResolver(() => QuoteRequestObject, {
    description: "The request it belongs to (its unread count, for a dashboard that hears of it live).",
  })
  quoteRequest(@Root() message: ConversationMessage, @Ctx() ctx: ConversationsContext): Promise<QuoteRequest> {
    return ctx.services.quoteRequests.get(message.quoteRequestId, ctx.viewer!);
  }
}

// Conversations build on quotes and leads, so their counts on those types are resolved here.
@Resolver(() => QuoteRequestObject)
export class QuoteRequestReadsResolver {
  @FieldResolver(() => Int, {
    description:
      "Messages in its conversation the viewer has not read: staff's for its customer, the customer's for a staff member.",
  })
  unreadMessages(@Root() request: QuoteRequest, @Ctx() ctx: ConversationsContext): Promise<number> {
    // A request answered to a signed-out sender (submitQuoteRequest) has no reader.
    if (!ctx.viewer || request.asSubmitted) return Promise.resolve(0);
    return ctx.loaders.unreadByRequest.load({ ...readerOf(ctx.viewer), id: request.id });
  }

  @FieldResolver(() => Int, {
    description:
      'Open quotes sent since the viewer last looked at them (markQuotesSeen): the dashboard\'s "new quote" badge.',
  })
  newQuotes(@Root() request: QuoteRequest, @Ctx() ctx: ConversationsContext): Promise<number> {
    if (!ctx.viewer || request.asSubmitted) return Promise.resolve(0);
    return ctx.loaders.newQuotesByRequest.load({ userId: ctx.viewer.userId, staff: false, id: request.id });
  }
}

@Resolver(() => LeadObject)
export class LeadReadsResolver {
  @FieldResolver(() => Int, {
    description: "The customer's messages, over all the lead's requests, that the staff member asking has not read.",
  })
  unreadMessages(@Root() lead: Lead, @Ctx() ctx: ConversationsContext): Promise<number> | number {
    if (!seesAllRows(ctx.viewer)) return Promise.resolve(0);
    // A live event's card says when the lead has no customer message at all: then nobody has one unread.
    if (lead.knownCustomerMessages === 0) return 0;
    return ctx.loaders.unreadByLead.load({ ...readerOf(ctx.viewer!), id: lead.id });
  }
}

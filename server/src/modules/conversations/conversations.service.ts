import { createHash } from "node:crypto";
import type { DataSource, EntityManager } from "typeorm";
import { badInput, type FieldProblem } from "../../core/errors.js";
import type { EventBus } from "../../core/events.js";
import { MESSAGE_BODY_MAX, messageBodyProblem, normaliseMessageBody } from "../../core/rules/index.js";
import { idempotencyKeyProblems, submitOnce } from "../../core/submit-once.js";
import { seesAllRows, type Viewer } from "../../core/viewer.js";
import type { Logger } from "../../logger.js";
import { announce, type LeadEvents } from "../leads/index.js";
import type { QuoteRequestsService } from "../quotes/index.js";
import type { Conversation, ConversationMessage, NewMessage, Reader } from "./conversation.js";
import { CONVERSATION_TOPIC, MY_CONVERSATIONS_TOPIC, type MessagePayload } from "./conversation-events.js";
import { MESSAGE_COLUMNS, toMessage, unreadCounts, type MessageRow } from "./conversation-rows.js";

/** The thread shows its latest messages; older ones stay stored (a request's talk rarely runs this long). */
export const THREAD_LENGTH = 200;

const BODY_PROBLEMS = {
  required: "Write a message before sending it.",
  tooLong: `At most ${MESSAGE_BODY_MAX} characters.`,
} as const;

export function messageProblems(input: NewMessage): FieldProblem[] {
  const problem = messageBodyProblem(input.body);
  const problems: FieldProblem[] = problem ? [{ field: "body", message: BODY_PROBLEMS[problem] }] : [];
  return [...problems, ...idempotencyKeyProblems(input.clientKey).map((p) => ({ ...p, field: "clientKey" }))];
}

export const readerOf = (viewer: Viewer): Reader => ({ userId: viewer.userId, staff: seesAllRows(viewer) });

/**
 * A request's conversation: its customer (the request's owner) and any staff member write in it.
 * Who may read or write is who may see the request; each person's read marker says what they have read.
 */
export class ConversationsService {
  constructor(
    private readonly db: DataSource,
    private readonly quoteRequests: QuoteRequestsService,
    private readonly events: LeadEvents,
    /** Where new messages are announced to the threads' subscribers; null announces nothing. */
    private readonly bus: EventBus | null,
    private readonly log: Logger,
  ) {}

  /** The request, when the viewer may take part in its thread: its customer or staff; NOT_FOUND otherwise. */
  async access(quoteRequestId: string, viewer: Viewer, manager: EntityManager = this.db.manager) {
    return this.quoteRequests.visibleRow(quoteRequestId, viewer, manager);
  }

  async conversation(quoteRequestId: string, viewer: Viewer): Promise<Conversation> {
    const request = await this.access(quoteRequestId, viewer);
    const rows = (await this.db.query(
      `SELECT ${MESSAGE_COLUMNS} FROM conversation_message m WHERE m.quote_request_id = $1
       ORDER BY m.position DESC LIMIT ${THREAD_LENGTH}`,
      [request.id],
    )) as MessageRow[];
    const unread = await unreadCounts(this.db, readerOf(viewer), "id", [request.id]);
    return {
      quoteRequestId: request.id,
      messages: rows.toReversed().map(toMessage),
      unreadCount: unread.get(request.id) ?? 0,
    };
  }

  /** One message for a subscriber who was allowed into its thread; null once it is gone. */
  async message(id: string): Promise<ConversationMessage | null> {
    const rows = (await this.db.query(`SELECT ${MESSAGE_COLUMNS} FROM conversation_message m WHERE m.id = $1`, [
      id,
    ])) as MessageRow[];
    return rows[0] ? toMessage(rows[0]) : null;
  }

  /**
   * Adds a message to the request's thread, as staff or as its customer. With a client key, every
   * send with that key answers the one message it made. Subscribers hear of it when it commits.
   */
  async send(input: NewMessage, viewer: Viewer): Promise<ConversationMessage> {
    const problems = messageProblems(input);
    if (problems.length) throw badInput(problems);
    const body = normaliseMessageBody(input.body);
    const fromStaff = seesAllRows(viewer);
    const hash = createHash("sha256").update(`${input.quoteRequestId}\n${body}`).digest("hex");
    let leadId: string | null = null;
    const outcome = await submitOnce(this.db, {
      kind: `conversation_message:${viewer.userId}`,
      key: input.clientKey ?? null,
      hash,
      reusedKey: "This client key was already used for another message: make a new key for a new message.",
      find: async (manager, key) => {
        const rows = (await manager.query(
          `SELECT ${MESSAGE_COLUMNS} FROM conversation_message m WHERE m.author_user_id = $1 AND m.client_key = $2`,
          [viewer.userId, key],
        )) as MessageRow[];
        return rows[0] ?? null;
      },
      make: async (tx) => {
        const request = await this.access(input.quoteRequestId, viewer, tx);
        leadId = request.leadId;
        const [row] = (await tx.query(
          `INSERT INTO conversation_message AS m (quote_request_id, author_user_id, from_staff, body, client_key, request_hash)
           VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${MESSAGE_COLUMNS}`,
          [request.id, viewer.userId, fromStaff, body, input.clientKey ?? null, hash],
        )) as MessageRow[];
        const message = toMessage(row!);
        // The writer has read the thread up to what they wrote.
        await this.markThrough(tx, request.id, viewer.userId, message.position);
        await this.publish(tx, message, request.customerUserId);
        return message;
      },
    });
    if ("replayed" in outcome) return toMessage(outcome.replayed);
    // The board's unread counts follow the customer's messages.
    if (!fromStaff && leadId) await announce(this.log, () => this.events.publishLeadEvent("UPDATED", leadId!));
    return outcome.made;
  }

  /** The viewer has read the request's thread up to its latest message. */
  async markRead(quoteRequestId: string, viewer: Viewer): Promise<void> {
    const request = await this.access(quoteRequestId, viewer);
    const [{ latest }] = (await this.db.query(
      `SELECT coalesce(max(position), 0) AS latest FROM conversation_message WHERE quote_request_id = $1`,
      [request.id],
    )) as { latest: string }[];
    await this.markThrough(this.db.manager, request.id, viewer.userId, Number(latest));
  }

  /** The viewer has seen the request's quotes up to the latest one sent: its "new quote" badge goes, on every device. */
  async markQuotesSeen(quoteRequestId: string, viewer: Viewer): Promise<void> {
    const request = await this.access(quoteRequestId, viewer);
    await this.db.query(
      `INSERT INTO request_read_marker AS r (quote_request_id, user_id, quotes_seen_at)
       SELECT $1, $2, max(created_at) FROM quote WHERE quote_request_id = $1
       ON CONFLICT (quote_request_id, user_id) DO UPDATE
       SET quotes_seen_at = greatest(r.quotes_seen_at, excluded.quotes_seen_at)`,
      [request.id, viewer.userId],
    );
  }

  /** Messages from staff on the customer's own requests that they have not read. */
  async myUnreadCount(viewer: Viewer): Promise<number> {
    const [{ unread }] = (await this.db.query(
      `SELECT count(*)::int AS unread
       FROM conversation_message m
       JOIN quote_request qr ON qr.id = m.quote_request_id
       LEFT JOIN request_read_marker r ON r.quote_request_id = m.quote_request_id AND r.user_id = $1
       WHERE qr.customer_user_id = $1 AND m.from_staff AND m.position > coalesce(r.messages_read_through, 0)`,
      [viewer.userId],
    )) as { unread: number }[];
    return unread;
  }

  private async markThrough(manager: EntityManager, requestId: string, userId: string, position: number) {
    await manager.query(
      `INSERT INTO request_read_marker AS r (quote_request_id, user_id, messages_read_through) VALUES ($1, $2, $3)
       ON CONFLICT (quote_request_id, user_id) DO UPDATE
       SET messages_read_through = greatest(r.messages_read_through, excluded.messages_read_through)`,
      [requestId, userId, position],
    );
  }

  /** Goes out when the message's transaction commits: to the thread, and to its customer's dashboard. */
  private async publish(tx: EntityManager, message: ConversationMessage, customerUserId: string | null) {
    if (!this.bus) return;
    const payload: MessagePayload = { messageId: message.id, quoteRequestId: message.quoteRequestId };
    await this.bus.publishWith(tx, CONVERSATION_TOPIC, payload, message.quoteRequestId);
    if (customerUserId) await this.bus.publishWith(tx, MY_CONVERSATIONS_TOPIC, payload, customerUserId);
  }
}

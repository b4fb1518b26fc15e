import type { Queryable } from "../../core/queryable.js";
import type { ConversationMessage, Reader } from "./conversation.js";

// The thread's SQL, shared by the service, the loaders and the unread-mail pass.

export const MESSAGE_COLUMNS = `m.id, m.quote_request_id AS "quoteRequestId", m.from_staff AS "fromStaff",
  m.author_user_id AS "authorUserId", m.body, m.created_at AS "sentAt", m.position, m.request_hash AS "requestHash"`;

export type MessageRow = Omit<ConversationMessage, "position"> & { position: string; requestHash: string };

export const toMessage = ({ requestHash: _hash, ...row }: MessageRow): ConversationMessage => ({
  ...row,
  position: Number(row.position),
});

/**
 * The reader's unread messages per key: those from the other side after the reader's marker on
 * that request. `keyColumn` of the request groups them (the request itself, or its lead); `keys` picks the groups.
 */
export async function unreadCounts(
  db: Queryable,
  reader: Reader,
  keyColumn: "id" | "lead_id",
  keys: readonly string[],
): Promise<Map<string, number>> {
  const rows = (await db.query(
    `SELECT qr.${keyColumn} AS key, count(*)::int AS unread
     FROM conversation_message m
     JOIN quote_request qr ON qr.id = m.quote_request_id
     LEFT JOIN request_read_marker r ON r.quote_request_id = m.quote_request_id AND r.user_id = $1
     WHERE qr.${keyColumn} = ANY($2::uuid[])
       AND m.from_staff <> $3 AND m.position > coalesce(r.messages_read_through, 0)
     GROUP BY 1`,
    [reader.userId, [...keys], reader.staff],
  )) as { key: string; unread: number }[];
  return new Map(rows.map((row) => [row.key, row.unread]));
}

/** Open quotes sent on each request after the reader last looked at its quotes. */
export async function newQuoteCounts(db: Queryable, userId: string, requestIds: readonly string[]) {
  const rows = (await db.query(
    `SELECT q.quote_request_id AS key, count(*)::int AS fresh
     FROM quote q
     LEFT JOIN request_read_marker r ON r.quote_request_id = q.quote_request_id AND r.user_id = $1
     WHERE q.quote_request_id = ANY($2::uuid[]) AND q.status = 'SENT'
       AND q.created_at > coalesce(r.quotes_seen_at, '-infinity'::timestamptz)
     GROUP BY 1`,
    [userId, [...requestIds]],
  )) as { key: string; fresh: number }[];
  return new Map(rows.map((row) => [row.key, row.fresh]));
}

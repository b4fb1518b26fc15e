import DataLoader from "dataloader";
import type { DataSource } from "typeorm";
import type { LoaderOptions } from "../../core/batches.js";
import type { Reader } from "./conversation.js";
import { newQuoteCounts, unreadCounts } from "./conversation-rows.js";

// What the reader has not read or seen yet, per request or lead: one statement per page. Keys carry
// the reader, since one page's counts are one person's.

export interface ReaderKey extends Reader {
  id: string;
}

export interface ConversationLoaders {
  /** QuoteRequest.unreadMessages: the other side's messages after the reader's marker. */
  unreadByRequest: DataLoader<ReaderKey, number, string>;
  /** Lead.unreadMessages: the customer's messages, over all the lead's requests, the staff reader has not read. */
  unreadByLead: DataLoader<ReaderKey, number, string>;
  /** QuoteRequest.newQuotes: open quotes sent since the reader last looked. */
  newQuotesByRequest: DataLoader<ReaderKey, number, string>;
}

const cacheKeyFn = (key: ReaderKey) => `${key.userId}:${key.staff}:${key.id}`;

/** A batch's keys per reader (one reader in practice), answered in the keys' order. */
function perReader(count: (reader: Reader, ids: string[]) => Promise<Map<string, number>>) {
  return async (keys: readonly ReaderKey[]): Promise<number[]> => {
    const answers = new Map<string, number>();
    const readers = new Map<string, ReaderKey[]>();
    for (const key of keys)
      readers.set(`${key.userId}:${key.staff}`, [...(readers.get(`${key.userId}:${key.staff}`) ?? []), key]);
    for (const group of readers.values()) {
      const counts = await count(
        group[0]!,
        group.map((key) => key.id),
      );
      for (const key of group) answers.set(cacheKeyFn(key), counts.get(key.id) ?? 0);
    }
    return keys.map((key) => answers.get(cacheKeyFn(key)) ?? 0);
  };
}

export function createConversationLoaders(db: DataSource, { cache = true }: LoaderOptions = {}): ConversationLoaders {
  return {
    unreadByRequest: new DataLoader(
      perReader((reader, ids) => unreadCounts(db, reader, "id", ids)),
      { cache, cacheKeyFn },
    ),
    unreadByLead: new DataLoader(
      perReader((reader, ids) => unreadCounts(db, reader, "lead_id", ids)),
      { cache, cacheKeyFn },
    ),
    newQuotesByRequest: new DataLoader(
      perReader((reader, ids) => newQuoteCounts(db, reader.userId, ids)),
      { cache, cacheKeyFn },
    ),
  };
}

// A conversation per quote request: its customer and the staff write in one thread. Staff notes
// on the lead (lead activity) are not part of it and never reach the customer.

/** One message of a request's thread. */
export interface ConversationMessage {
  id: string;
  quoteRequestId: string;
  /** Written by staff (for the customer), or by the request's customer (for the staff). */
  fromStaff: boolean;
  /** Null once the author's account is deleted. */
  authorUserId: string | null;
  body: string;
  sentAt: Date;
  /** Orders the thread; what a read marker holds. */
  position: number;
}

/** A message as sendMessage is asked for it. */
export interface NewMessage {
  quoteRequestId: string;
  body: string;
  /** 8–200 visible ASCII characters, made once per message: a retry answers the first send. */
  clientKey?: string | null;
}

/** A thread as its reader sees it: the latest messages, oldest first, and what they have not read. */
export interface Conversation {
  quoteRequestId: string;
  messages: ConversationMessage[];
  /** Messages from the other side after this reader's marker. */
  unreadCount: number;
}

/** Who reads what: a customer reads the staff's messages, staff read the customer's. */
export interface Reader {
  userId: string;
  staff: boolean;
}

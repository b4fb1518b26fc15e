import type { DataSource, EntityManager } from "typeorm";
import { tryLockForTransaction } from "../../core/advisory-lock.js";
import type { Logger } from "../../logger.js";
import { PeriodicJob } from "../../core/periodic-job.js";
import { unreadMessagesEmail } from "../../mail/message-unread.js";
import { enqueueMail, type MailNotifier } from "../../mail/outbox.js";
import { ASSIGNABLE_STAFF } from "../users/index.js";

// Held for the pass's transaction: with several server copies, whichever takes it does the pass and
// the others skip that round. Each message is checked once (unread_mail_checked_at), so it is never
// mailed twice, whichever copy or pass looks at it.
const UNREAD_MAIL_LOCK = "conversations:unread-mail";
/** Messages a pass looks at; the rest wait for the next pass. */
const PASS_SIZE = 500;
/** The latest unread messages quoted in one email. */
const QUOTED = 5;

export interface UnreadMailSettings {
  /** Minutes a message may wait unread before its reader is emailed (MESSAGE_UNREAD_EMAIL_MINUTES). */
  delayMinutes: number;
  /** The site's URL, which the email's link points at. */
  siteUrl: string;
}

interface DueRow {
  id: string;
  quoteRequestId: string;
  fromStaff: boolean;
  authorUserId: string | null;
  position: string;
  body: string;
  reference: string;
  leadId: string;
  customerUserId: string | null;
  contactName: string;
  contactEmail: string;
  requestLocale: string;
}

interface Recipient {
  userId: string | null;
  email: string;
  name: string | null;
  locale: string;
}

/**
 * Emails each reader whose messages have waited unread `delayMinutes` (one email per thread and
 * side, quoting them), and marks every message it looked at as checked, mailed or not. Returns the
 * emails queued, or null when another copy held the lock.
 */
export async function mailUnreadMessages(
  db: DataSource,
  settings: UnreadMailSettings,
  now: Date = new Date(),
): Promise<{ to: string; quoteRequestId: string }[] | null> {
  return db.transaction(async (tx) => {
    if (!(await tryLockForTransaction(tx, UNREAD_MAIL_LOCK))) return null;
    const due = (await tx.query(
      `SELECT m.id, m.quote_request_id AS "quoteRequestId", m.from_staff AS "fromStaff", m.author_user_id AS "authorUserId",
         m.position, m.body, qr.reference, qr.lead_id AS "leadId", qr.customer_user_id AS "customerUserId",
         qr.contact_name AS "contactName", qr.contact_email AS "contactEmail", qr.locale AS "requestLocale"
       FROM conversation_message m JOIN quote_request qr ON qr.id = m.quote_request_id
       WHERE m.unread_mail_checked_at IS NULL AND m.created_at <= $1::timestamptz - make_interval(mins => $2)
       ORDER BY m.position LIMIT ${PASS_SIZE}
       FOR UPDATE OF m SKIP LOCKED`,
      [now, settings.delayMinutes],
    )) as DueRow[];
    const threads = new Map<string, DueRow[]>();
    for (const row of due) {
      const key = `${row.quoteRequestId}:${row.fromStaff}`;
      threads.set(key, [...(threads.get(key) ?? []), row]);
    }
    const mailed: { to: string; quoteRequestId: string }[] = [];
    for (const rows of threads.values()) {
      const sent = await mailThread(tx, rows, settings);
      if (sent) mailed.push({ to: sent, quoteRequestId: rows[0]!.quoteRequestId });
      await tx.query(
        `UPDATE conversation_message SET unread_mail_checked_at = $2, unread_mailed_to = $3 WHERE id = ANY($1::uuid[])`,
        [rows.map((row) => row.id), now, sent],
      );
    }
    return mailed;
  });
}

/** Mails one side of one thread its messages still unread; the address mailed, or null when none were. */
async function mailThread(tx: EntityManager, rows: DueRow[], settings: UnreadMailSettings): Promise<string | null> {
  const first = rows[0]!;
  const toCustomer = first.fromStaff;
  const recipient = toCustomer ? await customerOf(tx, first) : await staffFor(tx, first);
  if (!recipient) return null;
  const readThrough = recipient.userId ? await markerOf(tx, first.quoteRequestId, recipient.userId) : 0;
  const unread = rows.filter((row) => Number(row.position) > readThrough && row.authorUserId !== recipient.userId);
  if (unread.length === 0) return null;
  const path = toCustomer ? `/customer/requests/${first.quoteRequestId}` : `/admin/leads/${first.leadId}`;
  const mail = unreadMessagesEmail({
    locale: recipient.locale,
    name: recipient.name,
    from: toCustomer ? "SkyCharter" : first.contactName,
    reference: first.reference,
    messages: unread.slice(-QUOTED).map((row) => row.body),
    toCustomer,
    link: new URL(path, settings.siteUrl).toString(),
  });
  await enqueueMail(tx, { to: recipient.email, locale: recipient.locale, kind: "message_unread", ...mail });
  return recipient.email;
}

/** The request's customer: their account's address and language, else the request's own contact. */
async function customerOf(tx: EntityManager, row: DueRow): Promise<Recipient> {
  const [owner] = row.customerUserId
    ? ((await tx.query(
        `SELECT id, email, locale, user_metadata->>'name' AS name FROM auth_user WHERE id = $1 AND email IS NOT NULL`,
        [row.customerUserId],
      )) as { id: string; email: string; locale: string | null; name: string | null }[])
    : [];
  if (owner)
    return {
      userId: owner.id,
      email: owner.email,
      name: owner.name ?? row.contactName,
      locale: owner.locale ?? row.requestLocale,
    };
  return { userId: null, email: row.contactEmail, name: row.contactName, locale: row.requestLocale };
}

/**
 * Who answers for the staff: the lead's assignee, else the staff member who last wrote in the
 * thread; null when neither is (still) staff: the board's unread count is then the only sign.
 */
async function staffFor(tx: EntityManager, row: DueRow): Promise<Recipient | null> {
  const [staff] = (await tx.query(
    `SELECT id, email, locale, user_metadata->>'name' AS name FROM auth_user
     WHERE email IS NOT NULL AND ${ASSIGNABLE_STAFF}
       AND id = coalesce(
         (SELECT assignee_user_id FROM lead WHERE id = $1),
         (SELECT author_user_id FROM conversation_message WHERE quote_request_id = $2 AND from_staff ORDER BY position DESC LIMIT 1))`,
    [row.leadId, row.quoteRequestId],
  )) as { id: string; email: string; locale: string | null; name: string | null }[];
  return staff ? { userId: staff.id, email: staff.email, name: staff.name, locale: staff.locale ?? "en" } : null;
}

async function markerOf(tx: EntityManager, quoteRequestId: string, userId: string): Promise<number> {
  const [marker] = (await tx.query(
    `SELECT messages_read_through AS "through" FROM request_read_marker WHERE quote_request_id = $1 AND user_id = $2`,
    [quoteRequestId, userId],
  )) as { through: string }[];
  return marker ? Number(marker.through) : 0;
}

/** Runs mailUnreadMessages every `everySeconds` in this process, and sends what it queued at once. */
export class UnreadMailJob extends PeriodicJob {
  constructor(
    private readonly db: DataSource,
    private readonly settings: UnreadMailSettings,
    private readonly mail: MailNotifier,
    log: Logger,
    everySeconds = 60,
  ) {
    super(log, everySeconds, "unread message mail");
  }

  protected async work(now: Date): Promise<void> {
    const mailed = await mailUnreadMessages(this.db, this.settings, now);
    if (mailed?.length) {
      this.mail.poke();
      this.log.info({ mailed: mailed.length }, "unread messages mailed");
    }
  }
}

import type { DataSource, EntityManager } from "typeorm";

// The mail_outbox table: requests insert in their own transaction, the MailWorker claims and sends.

export type MailKind =
  | "signup_confirmation"
  | "recovery"
  | "email_change"
  | "email_change_notice"
  | "reauthentication"
  | "sign_in_code"
  | "quote_sent"
  | "rfq_request"
  | "message_unread"
  | "staff_invite"
  | "account_invite"
  | "payment_received"
  | "payment_due"
  | "passenger_invite"
  | "manifest_missing"
  | "request_received"
  | "new_lead"
  | "new_lead_digest"
  | "quote_accepted"
  | "booking_confirmed"
  | "departure_tomorrow"
  | "affiliate_decision"
  | "route_alert_confirm"
  | "route_alert";

export interface MailNotifier {
  /** Called after a transaction that queued mail commits, so it goes out at once. */
  poke(): void;
}

/** A file sent with a message (a booking's PDF, a calendar entry). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  locale: string;
  kind: MailKind;
  attachments?: MailAttachment[];
  /** Extra header lines (List-Unsubscribe on alert emails). */
  headers?: Record<string, string>;
}

/** A message a worker holds: `attempts` already counts the attempt being made. */
export interface ClaimedMail {
  id: string;
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  attempts: number;
  headers: Record<string, string> | null;
}

/** Queues an email in the caller's transaction, so it exists exactly when that transaction commits. */
export async function enqueueMail(manager: EntityManager, mail: OutboxMail): Promise<string> {
  const rows: { id: string }[] = await manager.query(
    `INSERT INTO mail_outbox (kind, to_address, locale, subject, text_body, html_body, headers)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [mail.kind, mail.to, mail.locale, mail.subject, mail.text, mail.html, mail.headers ?? null],
  );
  const id = rows[0].id;
  for (const [position, file] of (mail.attachments ?? []).entries()) {
    await manager.query(
      `INSERT INTO mail_attachment (mail_id, position, filename, content_type, content) VALUES ($1, $2, $3, $4, $5)`,
      [id, position, file.filename, file.contentType, file.content],
    );
  }
  return id;
}

/** The files queued with a message, in the order they were given. */
export async function mailAttachments(db: DataSource, mailId: string): Promise<MailAttachment[]> {
  const rows: { filename: string; content_type: string; content: Buffer }[] = await db.query(
    `SELECT filename, content_type, content FROM mail_attachment WHERE mail_id = $1 ORDER BY position`,
    [mailId],
  );
  return rows.map((row) => ({ filename: row.filename, contentType: row.content_type, content: row.content }));
}

/**
 * Takes the oldest due message and hides it from other workers for `leaseMs` (longer than one
 * send can take); if this process dies mid-send, another copy retries it after the lease.
 * SKIP LOCKED lets several server copies claim different messages at the same time.
 */
export async function claimNextMail(db: DataSource, leaseMs: number): Promise<ClaimedMail | null> {
  // The outer SELECT makes TypeORM return plain rows (for a bare UPDATE it returns [rows, count]).
  const rows: ClaimedMail[] = await db.query(
    `WITH next AS (
       SELECT id FROM mail_outbox
       WHERE sent_at IS NULL AND failed_at IS NULL AND next_attempt_at <= now()
       ORDER BY next_attempt_at
       LIMIT 1
       FOR UPDATE SKIP LOCKED
     ), claimed AS (
       UPDATE mail_outbox m
       SET attempts = m.attempts + 1, next_attempt_at = now() + $1::float8 * interval '1 millisecond'
       FROM next WHERE m.id = next.id
       RETURNING m.id, m.kind, m.to_address AS "to", m.subject, m.text_body AS "text", m.html_body AS "html", m.attempts, m.headers
     )
     SELECT * FROM claimed`,
    [leaseMs],
  );
  return rows[0] ?? null;
}

/**
 * Sent: the body and files go (a backup must not hold live sign-in, recovery or invitation links); kind,
 * recipient, subject and times stay for support.
 */
export async function markMailSent(db: DataSource, id: string): Promise<void> {
  await db.query(
    `UPDATE mail_outbox SET sent_at = now(), text_body = '', html_body = '', headers = NULL WHERE id = $1 AND sent_at IS NULL`,
    [id],
  );
  // Files go with the body: a booking's invoice has no business staying in the outbox.
  await db.query(`DELETE FROM mail_attachment WHERE mail_id = $1`, [id]);
}

/** Records the failure; the message is due again in `retryInMs`, or never when `giveUp` (and its body goes, as when sent). */
export async function markMailFailed(
  db: DataSource,
  id: string,
  error: string,
  retryInMs: number,
  giveUp: boolean,
): Promise<void> {
  await db.query(
    `UPDATE mail_outbox
     SET last_error = $2, next_attempt_at = now() + $3::float8 * interval '1 millisecond', failed_at = CASE WHEN $4 THEN now() END,
       text_body = CASE WHEN $4 THEN '' ELSE text_body END, html_body = CASE WHEN $4 THEN '' ELSE html_body END,
       headers = CASE WHEN $4 THEN NULL ELSE headers END
     WHERE id = $1 AND sent_at IS NULL`,
    [id, error.slice(0, 2000), retryInMs, giveUp],
  );
  if (giveUp) await db.query(`DELETE FROM mail_attachment WHERE mail_id = $1`, [id]);
}

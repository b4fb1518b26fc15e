import type { MigrationInterface, QueryRunner } from "typeorm";

// A conversation per quote request between its customer and the staff, and what each person has
// read of a request: the thread up to a message, and its quotes up to an instant (the dashboard's
// "new quote" badge, which follows the person across devices). Staff notes stay in lead_activity.
export class Conversations1763895000000 implements MigrationInterface {
  name = "Conversations1763895000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE conversation_message (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        -- Orders the thread and the read markers: a marker holds the last position read.
        position bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
        quote_request_id uuid NOT NULL REFERENCES quote_request(id) ON DELETE CASCADE,
        author_user_id uuid REFERENCES auth_user(id) ON DELETE SET NULL,
        from_staff boolean NOT NULL,
        body text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 4000),
        -- The sender's idempotency key: a retried send answers the message it made.
        client_key text,
        request_hash text NOT NULL,
        created_at timestamptz(3) NOT NULL DEFAULT now(),
        -- When the unread-message mail pass dealt with it (mailed, or read in time): never twice.
        unread_mail_checked_at timestamptz,
        unread_mailed_to text
      )`);
    await q.query(`CREATE INDEX conversation_message_thread ON conversation_message (quote_request_id, position)`);
    await q.query(
      `CREATE UNIQUE INDEX conversation_message_client_key ON conversation_message (author_user_id, client_key) WHERE client_key IS NOT NULL`,
    );
    await q.query(
      `CREATE INDEX conversation_message_unmailed ON conversation_message (created_at) WHERE unread_mail_checked_at IS NULL`,
    );
    await q.query(`
      CREATE TABLE request_read_marker (
        quote_request_id uuid NOT NULL REFERENCES quote_request(id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES auth_user(id) ON DELETE CASCADE,
        messages_read_through bigint NOT NULL DEFAULT 0,
        quotes_seen_at timestamptz(3),
        PRIMARY KEY (quote_request_id, user_id)
      )`);
    await q.query(`CREATE INDEX request_read_marker_by_user ON request_read_marker (user_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE request_read_marker`);
    await q.query(`DROP TABLE conversation_message`);
  }
}

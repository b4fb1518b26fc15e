import type { MigrationInterface, QueryRunner } from "typeorm";

export class MailOutbox1763777000000 implements MigrationInterface {
  name = "MailOutbox1763777000000";

  async up(q: QueryRunner): Promise<void> {
    // Transactional outbox: a request inserts its email in its own transaction, a worker sends it.
    await q.query(`
      CREATE TABLE mail_outbox (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        kind text NOT NULL CHECK (kind ~ '^[a-z][a-z_]{0,39}$'),
        to_address text NOT NULL CHECK (length(to_address) BETWEEN 3 AND 320),
        locale text NOT NULL DEFAULT 'en' CHECK (length(locale) BETWEEN 2 AND 35),
        subject text NOT NULL CHECK (length(subject) BETWEEN 1 AND 998),
        text_body text NOT NULL,
        html_body text NOT NULL,
        attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz,
        -- Set when the worker gave up after its last attempt; last_error says why.
        failed_at timestamptz,
        last_error text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    // The worker's pick query: due messages that are neither sent nor given up, oldest due first.
    await q.query(
      `CREATE INDEX mail_outbox_due_idx ON mail_outbox (next_attempt_at) WHERE sent_at IS NULL AND failed_at IS NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE mail_outbox`);
  }
}

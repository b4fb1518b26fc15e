import type { MigrationInterface, QueryRunner } from "typeorm";

export class TripMail1763897000000 implements MigrationInterface {
  name = "TripMail1763897000000";

  async up(q: QueryRunner): Promise<void> {
    // Files sent with a queued message (a booking's PDF and calendar entry); deleted once it is sent.
    await q.query(`
      CREATE TABLE mail_attachment (
        mail_id uuid NOT NULL REFERENCES mail_outbox(id) ON DELETE CASCADE,
        position smallint NOT NULL CHECK (position >= 0),
        filename text NOT NULL CHECK (length(filename) BETWEEN 1 AND 200),
        content_type text NOT NULL CHECK (length(content_type) BETWEEN 3 AND 100),
        content bytea NOT NULL,
        PRIMARY KEY (mail_id, position)
      )`);
    // A staff member's own settings: how they hear of new leads, and the lead board as they left it.
    await q.query(`
      CREATE TABLE staff_preference (
        user_id uuid PRIMARY KEY REFERENCES auth_user(id) ON DELETE CASCADE,
        new_lead_mail text NOT NULL DEFAULT 'AT_ONCE' CHECK (new_lead_mail IN ('OFF', 'AT_ONCE', 'DAILY_DIGEST')),
        -- Leads created up to this instant are in a digest already.
        digest_through timestamptz,
        lead_board jsonb,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // One row per reminder a trip got, so a reminder pass run by any copy, any number of times, sends each once.
    await q.query(`
      CREATE TABLE trip_reminder_sent (
        booking_id uuid NOT NULL REFERENCES booking(id) ON DELETE CASCADE,
        leg_position smallint NOT NULL,
        kind text NOT NULL CHECK (kind ~ '^[a-z][a-z_]{0,39}$'),
        sent_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (booking_id, leg_position, kind)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE trip_reminder_sent`);
    await q.query(`DROP TABLE staff_preference`);
    await q.query(`DROP TABLE mail_attachment`);
  }
}

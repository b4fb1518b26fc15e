import type { MigrationInterface, QueryRunner } from "typeorm";

// A lead's timeline records a cancelled booking (its value drops; the win may be taken back).
export class BookingCancellations1763810500000 implements MigrationInterface {
  name = "BookingCancellations1763810500000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TYPE lead_activity_kind ADD VALUE IF NOT EXISTS 'BOOKING_CANCELLED'`);
  }

  async down(q: QueryRunner): Promise<void> {
    // PostgreSQL cannot drop an enum value: the entries are folded into notes instead.
    await q.query(`ALTER TABLE lead_activity ALTER COLUMN kind TYPE text`);
    await q.query(`UPDATE lead_activity SET kind = 'NOTE' WHERE kind = 'BOOKING_CANCELLED'`);
    await q.query(`DROP TYPE lead_activity_kind`);
    await q.query(
      `CREATE TYPE lead_activity_kind AS ENUM ('CREATED', 'QUOTE_REQUESTED', 'QUOTE_SENT', 'QUOTE_ACCEPTED', 'STATUS_CHANGED', 'NOTE')`,
    );
    await q.query(`ALTER TABLE lead_activity ALTER COLUMN kind TYPE lead_activity_kind USING kind::lead_activity_kind`);
  }
}

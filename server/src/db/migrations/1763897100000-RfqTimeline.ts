import type { MigrationInterface, QueryRunner } from "typeorm";

export class RfqTimeline1763897100000 implements MigrationInterface {
  name = "RfqTimeline1763897100000";
  // ALTER TYPE … ADD VALUE cannot be used in the transaction that adds it; none here uses it.
  async up(q: QueryRunner): Promise<void> {
    // The lead's timeline says when operators were asked to quote, and how each answered.
    await q.query(`ALTER TYPE lead_activity_kind ADD VALUE IF NOT EXISTS 'RFQ_SENT'`);
    await q.query(`ALTER TYPE lead_activity_kind ADD VALUE IF NOT EXISTS 'RFQ_ANSWERED'`);
    await q.query(`ALTER TYPE lead_activity_kind ADD VALUE IF NOT EXISTS 'RFQ_DECLINED'`);
  }

  async down(): Promise<void> {
    // PostgreSQL cannot drop an enum value; the earlier migrations' down drops the whole type.
  }
}

import type { MigrationInterface, QueryRunner } from "typeorm";

// The lead detail page: quotes emailed in the customer's language (quote_request.locale), who a lead is assigned to shows in its timeline (ASSIGNED), how its score
// was made up (score_parts, written by whichever request set the score), when an open lead counts
// as stale (pricing_setting.stale_lead_days), and who has the lead open right now (lead_presence).
export class LeadDetail1763820000000 implements MigrationInterface {
  name = "LeadDetail1763820000000";

  async up(q: QueryRunner): Promise<void> {
    // Not used in this transaction, so PostgreSQL allows adding it here.
    await q.query(`ALTER TYPE lead_activity_kind ADD VALUE IF NOT EXISTS 'ASSIGNED'`);
    await q.query(`ALTER TABLE lead ADD COLUMN score_parts jsonb`);
    // The language the request was written in, for the quote emails of a visitor without an account.
    await q.query(
      `ALTER TABLE quote_request ADD COLUMN locale text NOT NULL DEFAULT 'en' CHECK (locale IN ('en', 'es', 'ar', 'zh'))`,
    );
    await q.query(
      `ALTER TABLE pricing_setting ADD COLUMN stale_lead_days smallint NOT NULL DEFAULT 7 CHECK (stale_lead_days BETWEEN 1 AND 90)`,
    );
    // One row per open leadViewers subscription; rows not refreshed within the expiry are ignored
    // (a server copy that died without deleting its rows), and pruned by the next join.
    await q.query(`
      CREATE TABLE lead_presence (
        subscription_id uuid PRIMARY KEY,
        lead_id uuid NOT NULL REFERENCES lead(id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES auth_user(id) ON DELETE CASCADE,
        server_id uuid NOT NULL,
        joined_at timestamptz NOT NULL DEFAULT now(),
        seen_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX lead_presence_lead ON lead_presence (lead_id, seen_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE lead_presence`);
    await q.query(`ALTER TABLE pricing_setting DROP COLUMN stale_lead_days`);
    await q.query(`ALTER TABLE quote_request DROP COLUMN locale`);
    await q.query(`ALTER TABLE lead DROP COLUMN score_parts`);
    // PostgreSQL cannot drop an enum value: ASSIGNED stays in lead_activity_kind.
  }
}

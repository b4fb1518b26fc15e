import type { MigrationInterface, QueryRunner } from "typeorm";

// Limits that must hold under parallel requests get one row per bucket, so a single upsert both
// counts and decides (rate_limit_bucket's row-per-window cannot: two first hits make two windows).
// Sent mail keeps no body: a live link in a backup would open the account it was sent to.
export class AttemptBudgets1763851200000 implements MigrationInterface {
  name = "AttemptBudgets1763851200000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE rate_limit_window (
        bucket text PRIMARY KEY,
        window_start timestamptz NOT NULL,
        hits integer NOT NULL DEFAULT 0
      )`);
    await q.query(`
      CREATE TABLE rate_limit_backoff (
        bucket text PRIMARY KEY,
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
    await q.query(
      `UPDATE mail_outbox SET text_body = '', html_body = '' WHERE sent_at IS NOT NULL OR failed_at IS NOT NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE rate_limit_backoff`);
    await q.query(`DROP TABLE rate_limit_window`);
  }
}

import type { MigrationInterface, QueryRunner } from "typeorm";

// Email change as Supabase Auth has it: the new address waits on the user (email_change, shown as
// new_email) until the link mailed to it is followed. Each email_change token remembers the address
// it was sent to, so a link for an earlier pending address can never swap in a later one.
export class EmailChange1763820000000 implements MigrationInterface {
  name = "EmailChange1763820000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE auth_user
        ADD COLUMN email_change text CHECK (email_change = lower(email_change)),
        ADD COLUMN email_change_sent_at timestamptz`);
    await q.query(`ALTER TABLE auth_one_time_token DROP CONSTRAINT auth_one_time_token_token_type_check`);
    await q.query(
      `ALTER TABLE auth_one_time_token ADD CONSTRAINT auth_one_time_token_token_type_check CHECK (token_type IN ('confirmation', 'recovery', 'email_change'))`,
    );
    await q.query(`ALTER TABLE auth_one_time_token ADD COLUMN pending_email text`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM auth_one_time_token WHERE token_type = 'email_change'`);
    await q.query(`ALTER TABLE auth_one_time_token DROP COLUMN pending_email`);
    await q.query(`ALTER TABLE auth_one_time_token DROP CONSTRAINT auth_one_time_token_token_type_check`);
    await q.query(
      `ALTER TABLE auth_one_time_token ADD CONSTRAINT auth_one_time_token_token_type_check CHECK (token_type IN ('confirmation', 'recovery'))`,
    );
    await q.query(`ALTER TABLE auth_user DROP COLUMN email_change_sent_at, DROP COLUMN email_change`);
  }
}

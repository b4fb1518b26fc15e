import type { MigrationInterface, QueryRunner } from "typeorm";

// Passwordless sign-in as Supabase Auth has it. An emailed sign-in carries a link and a 6-digit
// code: both are one auth_one_time_token row ('magiclink'), the link's secret as token_hash and the
// code as code_hash, salted with that row's token_hash; wrong codes are counted on the row. A texted
// sign-in code is a 'phone_otp' row (its link half is never sent). Phone accounts are found by their
// number, so a number belongs to one account; anonymous accounts are marked as such.
export class Passwordless1763860000000 implements MigrationInterface {
  name = "Passwordless1763860000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE auth_one_time_token DROP CONSTRAINT auth_one_time_token_token_type_check`);
    await q.query(
      `ALTER TABLE auth_one_time_token ADD CONSTRAINT auth_one_time_token_token_type_check CHECK (token_type IN ('confirmation', 'recovery', 'email_change', 'magiclink', 'phone_otp'))`,
    );
    await q.query(
      `ALTER TABLE auth_one_time_token ADD COLUMN code_hash text, ADD COLUMN code_failures integer NOT NULL DEFAULT 0`,
    );
    await q.query(`ALTER TABLE auth_user ADD COLUMN is_anonymous boolean NOT NULL DEFAULT false`);
    await q.query(`CREATE UNIQUE INDEX auth_user_phone_key ON auth_user (phone) WHERE phone <> ''`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX auth_user_phone_key`);
    await q.query(`ALTER TABLE auth_user DROP COLUMN is_anonymous`);
    await q.query(`DELETE FROM auth_one_time_token WHERE token_type IN ('magiclink', 'phone_otp')`);
    await q.query(`ALTER TABLE auth_one_time_token DROP COLUMN code_failures, DROP COLUMN code_hash`);
    await q.query(`ALTER TABLE auth_one_time_token DROP CONSTRAINT auth_one_time_token_token_type_check`);
    await q.query(
      `ALTER TABLE auth_one_time_token ADD CONSTRAINT auth_one_time_token_token_type_check CHECK (token_type IN ('confirmation', 'recovery', 'email_change'))`,
    );
  }
}

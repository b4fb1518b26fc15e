import type { MigrationInterface, QueryRunner } from "typeorm";

// A code texted to a number that has no account yet (phone sign-in, phone sign-up) waits here,
// keyed by the number, instead of on a new auth_user row: the account is made only when the code
// comes back, so texting strangers' numbers leaves no accounts behind. A sign-up's password waits
// beside its own code, as on auth_one_time_token; user_id is the id the account will get (a phone
// sign-up already answered with it). Codes are stored hashed, salted with the row's id.
export class PhoneCodesBeforeAccounts1763880200000 implements MigrationInterface {
  name = "PhoneCodesBeforeAccounts1763880200000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE auth_phone_code (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        phone text NOT NULL CHECK (phone ~ '^[1-9][0-9]{1,14}$'),
        user_id uuid NOT NULL DEFAULT gen_random_uuid(),
        code_hash text NOT NULL,
        code_failures integer NOT NULL DEFAULT 0,
        pending_password text,
        pending_user_metadata jsonb NOT NULL DEFAULT '{}',
        pending_locale text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX auth_phone_code_phone_idx ON auth_phone_code (phone, created_at)`);
    await q.query(`CREATE INDEX auth_phone_code_created_idx ON auth_phone_code (created_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE auth_phone_code`);
  }
}

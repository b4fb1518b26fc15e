import type { MigrationInterface, QueryRunner } from "typeorm";

// Reauthentication as Supabase Auth has it: the code GET /reauthenticate mails waits on the user,
// hashed, with when it was sent and how many wrong tries it has had. Secure email change mails two
// links per request: each email_change token says which address it went to ('new' or 'current'),
// and the user row which of them are still to be followed (NULL: only the new one, as before).
export class Reauthentication1763850000000 implements MigrationInterface {
  name = "Reauthentication1763850000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE auth_user
        ADD COLUMN reauthentication_token text,
        ADD COLUMN reauthentication_sent_at timestamptz,
        ADD COLUMN reauthentication_failures integer NOT NULL DEFAULT 0,
        ADD COLUMN email_change_awaiting text[]`);
    await q.query(
      `ALTER TABLE auth_one_time_token ADD COLUMN email_change_side text CHECK (email_change_side IN ('new', 'current'))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM auth_one_time_token WHERE email_change_side = 'current'`);
    await q.query(`ALTER TABLE auth_one_time_token DROP COLUMN email_change_side`);
    await q.query(
      `ALTER TABLE auth_user DROP COLUMN email_change_awaiting, DROP COLUMN reauthentication_failures, DROP COLUMN reauthentication_sent_at, DROP COLUMN reauthentication_token`,
    );
  }
}

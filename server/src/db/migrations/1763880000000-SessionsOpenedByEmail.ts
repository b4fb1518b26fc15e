import type { MigrationInterface, QueryRunner } from "typeorm";

// When an emailed link or code opened a session (recovery, invitation, confirmation, magic link,
// emailed sign-in code): only such a session may set a password without the reauthentication code,
// for a few minutes. A texted code opens a session with the same amr ("otp", as Supabase Auth
// writes it) but proves no inbox, so the mark lives beside the amr. Sessions opened before this
// migration have none: they need the code, as every session older than the grace does anyway.
export class SessionsOpenedByEmail1763880000000 implements MigrationInterface {
  name = "SessionsOpenedByEmail1763880000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE auth_session ADD COLUMN opened_by_email_at timestamptz`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE auth_session DROP COLUMN opened_by_email_at`);
  }
}

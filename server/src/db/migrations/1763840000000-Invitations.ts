import type { MigrationInterface, QueryRunner } from "typeorm";

// An invited account is marked (GoTrue's invited_at), so sign-up and resend can leave it alone: only
// the invitation link may confirm it. Invitations sent before this mark existed are the unconfirmed
// staff accounts; any sign-up link that reached one of them carries a stranger's password and goes.
export class Invitations1763840000000 implements MigrationInterface {
  name = "Invitations1763840000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE auth_user ADD COLUMN invited_at timestamptz`);
    await q.query(
      `UPDATE auth_user SET invited_at = coalesce(confirmation_sent_at, created_at) WHERE email_confirmed_at IS NULL AND role <> 'customer'`,
    );
    await q.query(`
      DELETE FROM auth_one_time_token WHERE token_type = 'confirmation' AND pending_password IS NOT NULL
        AND user_id IN (SELECT id FROM auth_user WHERE invited_at IS NOT NULL AND email_confirmed_at IS NULL)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE auth_user DROP COLUMN invited_at`);
  }
}

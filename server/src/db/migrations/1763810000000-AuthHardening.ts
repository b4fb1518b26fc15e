import type { MigrationInterface, QueryRunner } from "typeorm";

// Each sign-up keeps its own pending password and details on its confirmation token, so following
// a link only ever activates the password of the sign-up that link was sent for; several pending
// sign-ups of one address may coexist until one is confirmed.
// A rotated refresh token's child is also kept encrypted with the parent token (stored only hashed),
// so a client replaying the parent within the reuse interval gets the active token back unchanged.
export class AuthHardening1763810000000 implements MigrationInterface {
  name = "AuthHardening1763810000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE auth_one_time_token DROP CONSTRAINT auth_one_time_token_user_id_token_type_key`);
    await q.query(`
      ALTER TABLE auth_one_time_token
        ADD COLUMN pending_password text,
        ADD COLUMN pending_user_metadata jsonb,
        ADD COLUMN pending_locale text`);
    await q.query(`CREATE INDEX auth_one_time_token_user_idx ON auth_one_time_token (user_id, token_type)`);
    await q.query(`ALTER TABLE auth_refresh_token ADD COLUMN sealed_for_parent text`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE auth_refresh_token DROP COLUMN sealed_for_parent`);
    await q.query(`DROP INDEX auth_one_time_token_user_idx`);
    // Only the newest token of a kind per user fits the old unique constraint.
    await q.query(`
      DELETE FROM auth_one_time_token t USING auth_one_time_token newer
      WHERE newer.user_id = t.user_id AND newer.token_type = t.token_type AND (newer.created_at, newer.id) > (t.created_at, t.id)`);
    await q.query(
      `ALTER TABLE auth_one_time_token DROP COLUMN pending_password, DROP COLUMN pending_user_metadata, DROP COLUMN pending_locale`,
    );
    await q.query(
      `ALTER TABLE auth_one_time_token ADD CONSTRAINT auth_one_time_token_user_id_token_type_key UNIQUE (user_id, token_type)`,
    );
  }
}

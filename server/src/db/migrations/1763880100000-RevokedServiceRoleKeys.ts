import type { MigrationInterface, QueryRunner } from "typeorm";

// Service-role keys revoked one by one (`npm run service-role-key -- --revoke`), by the key's id (its
// jti). Kept in the database so every server copy refuses a revoked key at once; expires_at (when the
// key was given whole) says when the row stops mattering.
export class RevokedServiceRoleKeys1763880100000 implements MigrationInterface {
  name = "RevokedServiceRoleKeys1763880100000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE auth_revoked_service_key (
        key_id uuid PRIMARY KEY,
        revoked_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE auth_revoked_service_key`);
  }
}

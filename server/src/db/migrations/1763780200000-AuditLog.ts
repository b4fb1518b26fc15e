import type { MigrationInterface, QueryRunner } from "typeorm";

// Who changed what, for any admin action: one row per changed entity, with the changed fields
// before and after. No foreign key to auth_user, so the trail outlives a deleted account.
export class AuditLog1763780200000 implements MigrationInterface {
  name = "AuditLog1763780200000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE audit_log (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        actor_user_id uuid,
        action text NOT NULL,
        entity text NOT NULL,
        entity_id text,
        before jsonb,
        after jsonb,
        at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX audit_log_entity_idx ON audit_log (entity, entity_id, at DESC)`);
    await q.query(`CREATE INDEX audit_log_actor_idx ON audit_log (actor_user_id, at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE audit_log`);
  }
}

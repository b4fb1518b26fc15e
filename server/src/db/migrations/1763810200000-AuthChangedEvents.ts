import type { MigrationInterface, QueryRunner } from "typeorm";

// Every write that can end or narrow a signed-in session (sign-out, refresh-token reuse, role change,
// ban, a second factor removed or aal lowered) announces "auth_changed" with the user's id, whoever
// makes it: the auth service, an admin mutation, the CLI or plain SQL. Each server copy LISTENs and
// re-checks that user's graphql-ws sockets against the database (graphql/socket-sessions.ts).
// The payload is PgPubSub's wire format; NOTIFY is sent on commit and duplicates in one transaction fold.
export class AuthChangedEvents1763810200000 implements MigrationInterface {
  name = "AuthChangedEvents1763810200000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION auth_changed_notify() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        -- TG_ARGV[0] names the row's user id column ("id" on auth_user, "user_id" elsewhere).
        PERFORM pg_notify('auth_changed', json_build_object('payload', json_build_object('userId', to_jsonb(OLD) ->> TG_ARGV[0]))::text);
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER auth_user_changed AFTER UPDATE OF role, banned_until ON auth_user FOR EACH ROW
      WHEN (OLD.role IS DISTINCT FROM NEW.role OR OLD.banned_until IS DISTINCT FROM NEW.banned_until)
      EXECUTE FUNCTION auth_changed_notify('id')`);
    await q.query(
      `CREATE TRIGGER auth_session_ended AFTER DELETE ON auth_session FOR EACH ROW EXECUTE FUNCTION auth_changed_notify('user_id')`,
    );
    await q.query(`
      CREATE TRIGGER auth_session_aal_changed AFTER UPDATE OF aal ON auth_session FOR EACH ROW
      WHEN (OLD.aal IS DISTINCT FROM NEW.aal) EXECUTE FUNCTION auth_changed_notify('user_id')`);
    await q.query(`
      CREATE TRIGGER auth_mfa_factor_removed AFTER DELETE ON auth_mfa_factor FOR EACH ROW
      WHEN (OLD.status = 'verified') EXECUTE FUNCTION auth_changed_notify('user_id')`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER auth_mfa_factor_removed ON auth_mfa_factor`);
    await q.query(`DROP TRIGGER auth_session_aal_changed ON auth_session`);
    await q.query(`DROP TRIGGER auth_session_ended ON auth_session`);
    await q.query(`DROP TRIGGER auth_user_changed ON auth_user`);
    await q.query(`DROP FUNCTION auth_changed_notify()`);
  }
}

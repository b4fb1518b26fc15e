import type { MigrationInterface, QueryRunner } from "typeorm";

// Phishing-resistant factors: WebAuthn second factors (a factor_type beside totp and phone) and
// passkeys (discoverable credentials that sign in on their own). Both keep their public key in
// auth_webauthn_credential: a factor's credential carries its factor_id, a passkey's has none.
// A factor's challenges live in auth_mfa_challenge as the other factors' do; passkey ceremonies,
// which may begin before anyone is signed in, have auth_webauthn_challenge.
export class WebAuthn1763860100000 implements MigrationInterface {
  name = "WebAuthn1763860100000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE auth_mfa_factor DROP CONSTRAINT auth_mfa_factor_factor_type_check`);
    await q.query(
      `ALTER TABLE auth_mfa_factor ADD CONSTRAINT auth_mfa_factor_factor_type_check CHECK (factor_type IN ('totp', 'phone', 'webauthn'))`,
    );
    await q.query(`
      CREATE TABLE auth_webauthn_credential (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES auth_user(id) ON DELETE CASCADE,
        factor_id uuid UNIQUE REFERENCES auth_mfa_factor(id) ON DELETE CASCADE,
        credential_id text NOT NULL UNIQUE,
        public_key bytea NOT NULL,
        sign_count bigint NOT NULL DEFAULT 0 CHECK (sign_count >= 0),
        transports text[] NOT NULL DEFAULT '{}',
        aaguid uuid,
        backup_eligible boolean NOT NULL DEFAULT false,
        backed_up boolean NOT NULL DEFAULT false,
        friendly_name text NOT NULL DEFAULT '',
        last_used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX auth_webauthn_credential_user_idx ON auth_webauthn_credential (user_id)`);
    await q.query(`ALTER TABLE auth_mfa_challenge ADD COLUMN webauthn_challenge text`);
    await q.query(
      `ALTER TABLE auth_mfa_challenge ADD COLUMN webauthn_type text CHECK (webauthn_type IN ('create', 'request'))`,
    );
    await q.query(`
      CREATE TABLE auth_webauthn_challenge (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid REFERENCES auth_user(id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('registration', 'authentication')),
        challenge text NOT NULL,
        expires_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX auth_webauthn_challenge_expires_idx ON auth_webauthn_challenge (expires_at)`);
    // STAFF_REQUIRE_MFA=webauthn judges a session by its methods, not only its level: a change of
    // methods announces itself as a change of level does, so open sockets are judged again.
    await q.query(`
      CREATE TRIGGER auth_session_amr_changed AFTER UPDATE OF amr ON auth_session FOR EACH ROW
      WHEN (OLD.amr IS DISTINCT FROM NEW.amr) EXECUTE FUNCTION auth_changed_notify('user_id')`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER auth_session_amr_changed ON auth_session`);
    await q.query(`DROP TABLE auth_webauthn_challenge`);
    await q.query(`ALTER TABLE auth_mfa_challenge DROP COLUMN webauthn_type`);
    await q.query(`ALTER TABLE auth_mfa_challenge DROP COLUMN webauthn_challenge`);
    await q.query(`DROP TABLE auth_webauthn_credential`);
    await q.query(`DELETE FROM auth_mfa_factor WHERE factor_type = 'webauthn'`);
    await q.query(`ALTER TABLE auth_mfa_factor DROP CONSTRAINT auth_mfa_factor_factor_type_check`);
    await q.query(
      `ALTER TABLE auth_mfa_factor ADD CONSTRAINT auth_mfa_factor_factor_type_check CHECK (factor_type IN ('totp', 'phone'))`,
    );
  }
}

import type { MigrationInterface, QueryRunner } from "typeorm";

// Accounts and sessions for the /auth/v1 service (wire-compatible with Supabase Auth).
// Secrets (refresh tokens, email links, PKCE codes) are stored as SHA-256 hashes only.
export class Auth1763776900000 implements MigrationInterface {
  name = "Auth1763776900000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TYPE user_role AS ENUM ('customer', 'staff', 'admin')`);
    await q.query(`
      CREATE TABLE auth_user (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email text UNIQUE CHECK (email = lower(email)),
        encrypted_password text,
        email_confirmed_at timestamptz,
        phone text NOT NULL DEFAULT '',
        phone_confirmed_at timestamptz,
        role user_role NOT NULL DEFAULT 'customer',
        user_metadata jsonb NOT NULL DEFAULT '{}'::jsonb,
        app_metadata jsonb NOT NULL DEFAULT '{}'::jsonb,
        locale text NOT NULL DEFAULT 'en',
        confirmation_sent_at timestamptz,
        recovery_sent_at timestamptz,
        last_sign_in_at timestamptz,
        banned_until timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE auth_identity (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES auth_user(id) ON DELETE CASCADE,
        provider text NOT NULL,
        provider_id text NOT NULL,
        identity_data jsonb NOT NULL DEFAULT '{}'::jsonb,
        email text,
        last_sign_in_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (provider, provider_id)
      )`);
    await q.query(`CREATE INDEX auth_identity_user_idx ON auth_identity (user_id)`);
    await q.query(`
      CREATE TABLE auth_mfa_factor (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES auth_user(id) ON DELETE CASCADE,
        friendly_name text,
        factor_type text NOT NULL CHECK (factor_type IN ('totp', 'phone')),
        status text NOT NULL DEFAULT 'unverified' CHECK (status IN ('unverified', 'verified')),
        secret text,
        phone text NOT NULL DEFAULT '',
        last_challenged_at timestamptz,
        last_used_step bigint,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (user_id, friendly_name)
      )`);
    await q.query(`
      CREATE TABLE auth_mfa_challenge (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        factor_id uuid NOT NULL REFERENCES auth_mfa_factor(id) ON DELETE CASCADE,
        ip_address text NOT NULL,
        otp_code_hash text,
        verified_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE auth_session (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES auth_user(id) ON DELETE CASCADE,
        aal text NOT NULL DEFAULT 'aal1' CHECK (aal IN ('aal1', 'aal2')),
        amr jsonb NOT NULL DEFAULT '[]'::jsonb,
        factor_id uuid REFERENCES auth_mfa_factor(id) ON DELETE SET NULL,
        user_agent text,
        ip_address text,
        refreshed_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX auth_session_user_idx ON auth_session (user_id)`);
    await q.query(`
      CREATE TABLE auth_refresh_token (
        id bigserial PRIMARY KEY,
        token_hash text NOT NULL UNIQUE,
        parent_hash text,
        session_id uuid NOT NULL REFERENCES auth_session(id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES auth_user(id) ON DELETE CASCADE,
        revoked boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX auth_refresh_token_session_idx ON auth_refresh_token (session_id) WHERE NOT revoked`);
    // PKCE: links and OAuth callbacks hand out a code the browser exchanges with its verifier.
    await q.query(`
      CREATE TABLE auth_flow_state (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid REFERENCES auth_user(id) ON DELETE CASCADE,
        auth_code_hash text UNIQUE,
        code_challenge text NOT NULL,
        code_challenge_method text NOT NULL CHECK (code_challenge_method IN ('s256', 'plain')),
        authentication_method text NOT NULL,
        provider text NOT NULL DEFAULT 'email',
        provider_state jsonb NOT NULL DEFAULT '{}'::jsonb,
        redirect_to text,
        link_user_id uuid REFERENCES auth_user(id) ON DELETE CASCADE,
        auth_code_issued_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE auth_one_time_token (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES auth_user(id) ON DELETE CASCADE,
        token_type text NOT NULL CHECK (token_type IN ('confirmation', 'recovery')),
        token_hash text NOT NULL UNIQUE,
        flow_state_id uuid REFERENCES auth_flow_state(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (user_id, token_type)
      )`);
    // Fixed-window counters shared by every server copy.
    await q.query(`
      CREATE TABLE rate_limit_bucket (
        bucket text NOT NULL,
        window_start timestamptz NOT NULL,
        hits integer NOT NULL DEFAULT 0,
        PRIMARY KEY (bucket, window_start)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of [
      "rate_limit_bucket",
      "auth_one_time_token",
      "auth_flow_state",
      "auth_refresh_token",
      "auth_session",
      "auth_mfa_challenge",
      "auth_mfa_factor",
      "auth_identity",
      "auth_user",
    ]) {
      await q.query(`DROP TABLE ${table}`);
    }
    await q.query(`DROP TYPE user_role`);
  }
}

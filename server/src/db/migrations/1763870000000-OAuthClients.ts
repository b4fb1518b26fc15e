import type { MigrationInterface, QueryRunner } from "typeorm";

// OAuth clients an operator registers through the admin API (/admin/oauth/clients), as Supabase
// Auth keeps them. Only the SHA-256 of a confidential client's secret is kept: the secret itself is
// shown once, when it is made. No sign-in uses these clients yet.
export class OAuthClients1763870000000 implements MigrationInterface {
  name = "OAuthClients1763870000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE auth_oauth_client (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        client_type text NOT NULL CHECK (client_type IN ('public', 'confidential')),
        token_endpoint_auth_method text NOT NULL
          CHECK (token_endpoint_auth_method IN ('none', 'client_secret_basic', 'client_secret_post')),
        registration_type text NOT NULL CHECK (registration_type IN ('dynamic', 'manual')),
        client_secret_hash text,
        client_name text NOT NULL DEFAULT '' CHECK (octet_length(client_name) <= 1024),
        client_uri text NOT NULL DEFAULT '' CHECK (octet_length(client_uri) <= 2048),
        logo_uri text NOT NULL DEFAULT '' CHECK (octet_length(logo_uri) <= 2048),
        redirect_uris text[] NOT NULL CHECK (cardinality(redirect_uris) BETWEEN 1 AND 10),
        grant_types text[] NOT NULL CHECK (
          cardinality(grant_types) >= 1 AND grant_types <@ ARRAY['authorization_code', 'refresh_token']
        ),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        -- A confidential client has a secret and authenticates with it; a public one has neither.
        CHECK ((client_type = 'confidential') = (client_secret_hash IS NOT NULL)),
        CHECK ((client_type = 'public') = (token_endpoint_auth_method = 'none'))
      )`);
    await q.query(`CREATE INDEX auth_oauth_client_created_idx ON auth_oauth_client (created_at DESC, id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE auth_oauth_client`);
  }
}

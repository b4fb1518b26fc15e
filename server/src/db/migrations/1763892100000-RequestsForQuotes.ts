import type { MigrationInterface, QueryRunner } from "typeorm";

// Requests for quotes: staff ask operators to quote a customer's trip. One row per operator asked,
// with the emailed link's token (its SHA-256 only: the token itself is in the mail alone), when the
// link stops working, and the one answer it takes: an aircraft of the operator's fleet (kept as it
// was described then), a price in one of the nine currencies with its US-cent value at the fixed
// rates, a validity and conditions; or a decline with its reason.
export class RequestsForQuotes1763892100000 implements MigrationInterface {
  name = "RequestsForQuotes1763892100000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TYPE rfq_status AS ENUM ('SENT', 'ANSWERED', 'DECLINED')`);
    await q.query(`
      CREATE TABLE rfq (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        quote_request_id uuid NOT NULL REFERENCES quote_request(id) ON DELETE CASCADE,
        operator_id uuid NOT NULL REFERENCES charter_operator(id) ON DELETE CASCADE,
        contact_name text NOT NULL,
        contact_email text NOT NULL,
        contact_language text NOT NULL CHECK (contact_language IN ('en', 'es', 'ar', 'zh')),
        token_hash text NOT NULL CHECK (token_hash ~ '^[0-9a-f]{64}$'),
        expires_at timestamptz NOT NULL,
        sent_by_user_id uuid,
        status rfq_status NOT NULL DEFAULT 'SENT',
        answered_at timestamptz,
        fleet_aircraft_id uuid REFERENCES fleet_aircraft(id) ON DELETE SET NULL,
        aircraft_registration text,
        aircraft_type text,
        aircraft_category aircraft_category,
        aircraft_seats smallint,
        aircraft_year smallint,
        price_amount bigint CHECK (price_amount > 0),
        currency char(3),
        price_usd_cents bigint CHECK (price_usd_cents > 0),
        valid_until timestamptz,
        conditions text CHECK (length(conditions) <= 4000),
        decline_reason text CHECK (length(decline_reason) BETWEEN 1 AND 2000),
        created_at timestamptz(3) NOT NULL DEFAULT now(),
        CHECK ((status = 'SENT') = (answered_at IS NULL)),
        CHECK (status <> 'ANSWERED' OR (aircraft_registration IS NOT NULL AND price_amount IS NOT NULL
          AND currency IS NOT NULL AND price_usd_cents IS NOT NULL AND valid_until IS NOT NULL)),
        CHECK (status <> 'DECLINED' OR decline_reason IS NOT NULL)
      )`);
    await q.query(`CREATE UNIQUE INDEX rfq_token_hash_key ON rfq (token_hash)`);
    await q.query(`CREATE INDEX rfq_by_request ON rfq (quote_request_id, created_at)`);
    await q.query(`CREATE INDEX rfq_by_operator ON rfq (operator_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE rfq`);
    await q.query(`DROP TYPE rfq_status`);
  }
}

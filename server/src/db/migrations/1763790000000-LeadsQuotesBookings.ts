import type { MigrationInterface, QueryRunner } from "typeorm";

// Leads (with their activity timeline), quote requests (with legs), staff quotes and bookings.
// Money is integer US cents. created_at has millisecond precision so a JavaScript Date carries it
// exactly: pagination cursors hold (created_at, id) and must compare equal to the stored value.
export class LeadsQuotesBookings1763790000000 implements MigrationInterface {
  name = "LeadsQuotesBookings1763790000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TYPE lead_status AS ENUM ('NEW', 'CONTACTED', 'QUALIFIED', 'WON', 'LOST')`);
    await q.query(`CREATE TYPE lead_source AS ENUM ('BOOKING', 'CONTACT', 'AFFILIATE', 'SIGNUP', 'MANUAL', 'IMPORT')`);
    await q.query(
      `CREATE TYPE lead_activity_kind AS ENUM ('CREATED', 'QUOTE_REQUESTED', 'QUOTE_SENT', 'QUOTE_ACCEPTED', 'STATUS_CHANGED', 'NOTE')`,
    );
    await q.query(`CREATE TYPE trip_type AS ENUM ('ONE_WAY', 'ROUND_TRIP', 'MULTI_CITY')`);
    await q.query(`CREATE TYPE quote_request_status AS ENUM ('NEW', 'QUOTED', 'ACCEPTED', 'EXPIRED', 'CANCELLED')`);
    await q.query(`CREATE TYPE quote_status AS ENUM ('SENT', 'ACCEPTED', 'CLOSED')`);
    await q.query(`CREATE TYPE booking_status AS ENUM ('REQUESTED', 'CONFIRMED', 'COMPLETED', 'CANCELLED')`);
    await q.query(`CREATE TYPE payment_status AS ENUM ('UNPAID', 'DEPOSIT_PAID', 'PAID', 'REFUNDED')`);

    await q.query(`
      CREATE TABLE lead (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        contact_name text NOT NULL CHECK (length(contact_name) BETWEEN 1 AND 120),
        company text,
        email text NOT NULL CHECK (email = lower(email) AND position('@' IN email) > 1),
        phone text,
        source lead_source NOT NULL,
        score smallint NOT NULL DEFAULT 0 CHECK (score BETWEEN 0 AND 100),
        status lead_status NOT NULL DEFAULT 'NEW',
        estimated_value_usd_cents bigint NOT NULL DEFAULT 0 CHECK (estimated_value_usd_cents >= 0),
        assignee_user_id uuid REFERENCES auth_user(id) ON DELETE SET NULL,
        -- What the staff search matches (trigram index below).
        search_text text GENERATED ALWAYS AS (
          lower(contact_name || ' ' || coalesce(company, '') || ' ' || email || ' ' || coalesce(phone, ''))
        ) STORED,
        created_at timestamptz(3) NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // "Unique-ish" email: at most one open lead per address, which new requests update; a won or
    // lost lead stays as it closed and a later request opens a new one.
    await q.query(
      `CREATE UNIQUE INDEX lead_open_email_key ON lead (email) WHERE status IN ('NEW', 'CONTACTED', 'QUALIFIED')`,
    );
    await q.query(`CREATE INDEX lead_email_idx ON lead (email)`);
    await q.query(`CREATE INDEX lead_created_idx ON lead (created_at DESC, id DESC)`);
    await q.query(`CREATE INDEX lead_score_idx ON lead (score DESC, created_at DESC, id DESC)`);
    await q.query(`CREATE INDEX lead_value_idx ON lead (estimated_value_usd_cents DESC, created_at DESC, id DESC)`);
    await q.query(`CREATE INDEX lead_status_idx ON lead (status, created_at DESC)`);
    await q.query(`CREATE INDEX lead_search_trgm ON lead USING gin (search_text gin_trgm_ops)`);

    await q.query(`
      CREATE TABLE quote_request (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        reference text NOT NULL UNIQUE CHECK (reference ~ '^SC-[2-9A-HJKMNP-Z]{6}$'),
        status quote_request_status NOT NULL DEFAULT 'NEW',
        trip_type trip_type NOT NULL,
        passengers smallint NOT NULL CHECK (passengers BETWEEN 1 AND 19),
        category aircraft_category,
        pets boolean NOT NULL DEFAULT false,
        luggage text,
        catering text,
        notes text,
        contact_name text NOT NULL,
        contact_email text NOT NULL CHECK (contact_email = lower(contact_email)),
        contact_phone text,
        contact_company text,
        program_interest text CHECK (program_interest IN ('ON_DEMAND', 'MEMBERSHIP', 'CORPORATE')),
        referral_code text,
        -- The estimate engine's figures at submission (null when no category could fly the trip).
        estimate_category aircraft_category,
        estimate_low_usd_cents integer CHECK (estimate_low_usd_cents >= 0),
        estimate_high_usd_cents integer CHECK (estimate_high_usd_cents >= estimate_low_usd_cents),
        estimate_flight_minutes integer CHECK (estimate_flight_minutes >= 0),
        lead_id uuid NOT NULL REFERENCES lead(id),
        customer_user_id uuid REFERENCES auth_user(id) ON DELETE SET NULL,
        idempotency_key text UNIQUE,
        -- SHA-256 of the normalised input: the same key with another request is refused.
        request_hash text NOT NULL,
        created_at timestamptz(3) NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX quote_request_lead_idx ON quote_request (lead_id, created_at DESC)`);
    await q.query(
      `CREATE INDEX quote_request_customer_idx ON quote_request (customer_user_id, created_at DESC, id DESC)`,
    );
    // Signed-out requests waiting to be claimed by the account that verifies the same email.
    await q.query(
      `CREATE INDEX quote_request_unclaimed_idx ON quote_request (contact_email) WHERE customer_user_id IS NULL`,
    );

    await q.query(`
      CREATE TABLE quote_request_leg (
        quote_request_id uuid NOT NULL REFERENCES quote_request(id) ON DELETE CASCADE,
        position smallint NOT NULL CHECK (position >= 0),
        from_airport_id integer NOT NULL REFERENCES airport(id),
        from_code text NOT NULL,
        to_airport_id integer NOT NULL REFERENCES airport(id),
        to_code text NOT NULL,
        -- Local wall-clock time at the departure airport, as the customer gave it.
        depart_local text NOT NULL CHECK (depart_local ~ '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}$'),
        -- The instant it names, in the airport's time zone.
        departs_at timestamptz NOT NULL,
        PRIMARY KEY (quote_request_id, position)
      )`);

    await q.query(`
      CREATE TABLE quote (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        quote_request_id uuid NOT NULL REFERENCES quote_request(id) ON DELETE CASCADE,
        status quote_status NOT NULL DEFAULT 'SENT',
        price_usd_cents integer NOT NULL CHECK (price_usd_cents > 0),
        aircraft text NOT NULL CHECK (length(aircraft) BETWEEN 1 AND 120),
        category aircraft_category,
        operator text NOT NULL CHECK (length(operator) BETWEEN 1 AND 120),
        valid_until timestamptz NOT NULL,
        terms text,
        client_note text,
        staff_note text,
        created_by_user_id uuid,
        created_at timestamptz(3) NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX quote_request_quotes_idx ON quote (quote_request_id, price_usd_cents)`);
    await q.query(`CREATE UNIQUE INDEX quote_one_accepted ON quote (quote_request_id) WHERE status = 'ACCEPTED'`);

    await q.query(`CREATE SEQUENCE booking_number_seq START 100001`);
    await q.query(`
      CREATE TABLE booking (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        number text NOT NULL UNIQUE DEFAULT 'BK-' || nextval('booking_number_seq'),
        status booking_status NOT NULL DEFAULT 'REQUESTED',
        payment_status payment_status NOT NULL DEFAULT 'UNPAID',
        quote_request_id uuid NOT NULL UNIQUE REFERENCES quote_request(id),
        quote_id uuid NOT NULL UNIQUE REFERENCES quote(id),
        customer_user_id uuid REFERENCES auth_user(id) ON DELETE SET NULL,
        depart_local text NOT NULL,
        departs_at timestamptz NOT NULL,
        route text NOT NULL,
        passengers smallint NOT NULL CHECK (passengers BETWEEN 1 AND 19),
        aircraft text NOT NULL,
        operator text NOT NULL,
        price_usd_cents integer NOT NULL CHECK (price_usd_cents > 0),
        confirmation_code char(6) NOT NULL UNIQUE CHECK (confirmation_code ~ '^[2-9A-HJKMNP-Z]{6}$'),
        created_at timestamptz(3) NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX booking_created_idx ON booking (created_at DESC, id DESC)`);
    await q.query(`CREATE INDEX booking_customer_idx ON booking (customer_user_id, created_at DESC, id DESC)`);
    await q.query(`CREATE INDEX booking_departs_idx ON booking (departs_at)`);

    await q.query(`
      CREATE TABLE lead_activity (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        lead_id uuid NOT NULL REFERENCES lead(id) ON DELETE CASCADE,
        kind lead_activity_kind NOT NULL,
        -- Who did it; null for the customer or the system. No foreign key: the trail outlives accounts.
        actor_user_id uuid,
        body text,
        from_status lead_status,
        to_status lead_status,
        quote_request_id uuid REFERENCES quote_request(id) ON DELETE SET NULL,
        created_at timestamptz(3) NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX lead_activity_lead_idx ON lead_activity (lead_id, created_at DESC, id DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE lead_activity`);
    await q.query(`DROP TABLE booking`);
    await q.query(`DROP SEQUENCE booking_number_seq`);
    await q.query(`DROP TABLE quote`);
    await q.query(`DROP TABLE quote_request_leg`);
    await q.query(`DROP TABLE quote_request`);
    await q.query(`DROP TABLE lead`);
    for (const type of [
      "payment_status",
      "booking_status",
      "quote_status",
      "quote_request_status",
      "trip_type",
      "lead_activity_kind",
      "lead_source",
      "lead_status",
    ]) {
      await q.query(`DROP TYPE ${type}`);
    }
  }
}

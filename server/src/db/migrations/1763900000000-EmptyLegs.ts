import type { MigrationInterface, QueryRunner } from "typeorm";

// Empty legs (a dated positioning flight sold at a discount), the visitors' route alerts that hear of
// them, and what each alert was sent. The public list is a cached page: empty_leg announces its
// changes on the catalogue's channel like the offers. Outbox messages may carry extra headers
// (List-Unsubscribe on alert emails).
export class EmptyLegs1763900000000 implements MigrationInterface {
  name = "EmptyLegs1763900000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE mail_outbox ADD COLUMN headers jsonb`);
    await q.query(`
      CREATE TABLE empty_leg (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        status text NOT NULL DEFAULT 'DRAFT' CHECK (status IN ('DRAFT', 'PUBLISHED')),
        from_airport_id integer NOT NULL REFERENCES airport(id),
        to_airport_id integer NOT NULL REFERENCES airport(id) CHECK (to_airport_id <> from_airport_id),
        -- The window in the departure airport's local time, as staff typed it, and the instants it names.
        earliest_local text NOT NULL,
        latest_local text NOT NULL,
        earliest_at timestamptz NOT NULL,
        latest_at timestamptz NOT NULL CHECK (latest_at >= earliest_at),
        aircraft_type text NOT NULL CHECK (length(aircraft_type) BETWEEN 1 AND 120),
        -- A leg drafted from a booking may miss these until staff fill them in; a published one has them.
        category aircraft_category,
        seats smallint CHECK (seats BETWEEN 1 AND 50),
        price_usd_cents integer CHECK (price_usd_cents > 0),
        -- The one-way booking whose aircraft flies this leg back, when drafted from one.
        source_booking_id uuid UNIQUE REFERENCES booking(id) ON DELETE SET NULL,
        published_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK (status = 'DRAFT' OR (category IS NOT NULL AND seats IS NOT NULL AND price_usd_cents IS NOT NULL))
      )`);
    await q.query(`CREATE INDEX empty_leg_live_idx ON empty_leg (latest_at) WHERE status = 'PUBLISHED'`);
    await q.query(
      `CREATE TRIGGER empty_leg_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON empty_leg FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed_notify()`,
    );
    await q.query(`
      CREATE TABLE route_alert (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email text NOT NULL CHECK (length(email) BETWEEN 3 AND 254),
        locale text NOT NULL CHECK (locale IN ('en', 'es', 'ar', 'zh')),
        -- Each end is an airport, or a city (lower case) meaning any of its airports, or open.
        from_airport_id integer REFERENCES airport(id),
        from_city text,
        to_airport_id integer REFERENCES airport(id),
        to_city text,
        date_from date,
        date_to date CHECK (date_to >= date_from),
        -- Only the hash of the emailed confirmation token is kept; the unsubscribe token goes in every alert email.
        confirm_token_hash text NOT NULL UNIQUE,
        unsubscribe_token text NOT NULL UNIQUE,
        confirmed_at timestamptz,
        unsubscribed_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK (from_airport_id IS NOT NULL OR from_city IS NOT NULL OR to_airport_id IS NOT NULL OR to_city IS NOT NULL)
      )`);
    await q.query(
      `CREATE INDEX route_alert_live_idx ON route_alert (created_at) WHERE confirmed_at IS NOT NULL AND unsubscribed_at IS NULL`,
    );
    await q.query(`
      CREATE TABLE route_alert_mail (
        alert_id uuid NOT NULL REFERENCES route_alert(id) ON DELETE CASCADE,
        empty_leg_id uuid NOT NULL REFERENCES empty_leg(id) ON DELETE CASCADE,
        sent_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (alert_id, empty_leg_id)
      )`);
    await q.query(`CREATE INDEX route_alert_mail_recent_idx ON route_alert_mail (alert_id, sent_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE route_alert_mail`);
    await q.query(`DROP TABLE route_alert`);
    await q.query(`DROP TABLE empty_leg`);
    await q.query(`ALTER TABLE mail_outbox DROP COLUMN headers`);
  }
}

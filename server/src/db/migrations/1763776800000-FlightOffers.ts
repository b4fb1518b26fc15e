import type { MigrationInterface, QueryRunner } from "typeorm";

export class FlightOffers1763776800000 implements MigrationInterface {
  name = "FlightOffers1763776800000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pgcrypto`);
    await q.query(`CREATE TYPE aircraft_category AS ENUM ('light', 'midsize', 'large', 'ultra')`);
    await q.query(`
      CREATE TABLE flight_offer (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        from_place text NOT NULL CHECK (length(from_place) BETWEEN 1 AND 120),
        to_place text NOT NULL CHECK (length(to_place) BETWEEN 1 AND 120),
        from_iata char(3),
        to_iata char(3),
        category aircraft_category NOT NULL,
        discount_percent smallint NOT NULL CHECK (discount_percent BETWEEN 0 AND 95),
        price_usd_cents integer NOT NULL CHECK (price_usd_cents > 0),
        featured boolean NOT NULL DEFAULT true,
        sort_order integer NOT NULL DEFAULT 0,
        valid_until timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (from_place, to_place, category)
      )`);
    await q.query(`CREATE INDEX flight_offer_featured_idx ON flight_offer (sort_order) WHERE featured`);
    // Which one-time jobs (such as the demo seed) have run on this database.
    await q.query(`
      CREATE TABLE app_state (
        key text PRIMARY KEY,
        value jsonb NOT NULL DEFAULT '{}'::jsonb,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE app_state`);
    await q.query(`DROP TABLE flight_offer`);
    await q.query(`DROP TYPE aircraft_category`);
  }
}

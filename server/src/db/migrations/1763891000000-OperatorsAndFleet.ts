import type { MigrationInterface, QueryRunner } from "typeorm";

// The operators the broker charters from (their certificate, insurance, audits and contacts) and
// their aircraft by registration. Audits and contacts are short lists edited with the operator, so
// they are kept in its row. An aircraft's base keeps the airport's id beside the code shown.
export class OperatorsAndFleet1763891000000 implements MigrationInterface {
  name = "OperatorsAndFleet1763891000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE charter_operator (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
        aoc_number text NOT NULL CHECK (length(aoc_number) BETWEEN 1 AND 40),
        aoc_expires_on date NOT NULL,
        country_code char(2) NOT NULL CHECK (country_code ~ '^[A-Z]{2}$'),
        insurance_expires_on date NOT NULL,
        -- [{ "rating": "ARGUS_PLATINUM", "expiresOn": "2027-03-31" }, …], one per scheme.
        safety_audits jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(safety_audits) = 'array'),
        -- [{ "name", "email", "phone", "language" }, …]
        contacts jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(contacts) = 'array'),
        notes text CHECK (length(notes) <= 2000),
        demo boolean NOT NULL DEFAULT false,
        search_text text GENERATED ALWAYS AS (lower(name || ' ' || aoc_number)) STORED,
        created_at timestamptz(3) NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // One certificate number per issuing country.
    await q.query(`CREATE UNIQUE INDEX charter_operator_aoc_key ON charter_operator (country_code, lower(aoc_number))`);
    await q.query(`CREATE INDEX charter_operator_by_name ON charter_operator (name, created_at, id)`);
    await q.query(`CREATE INDEX charter_operator_search_trgm ON charter_operator USING gin (search_text gin_trgm_ops)`);

    await q.query(`
      CREATE TABLE fleet_aircraft (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        operator_id uuid NOT NULL REFERENCES charter_operator(id) ON DELETE CASCADE,
        registration text NOT NULL CHECK (registration ~ '^[A-Z0-9]{1,3}-?[A-Z0-9]{1,6}$'),
        -- "G-LXJT" and "GLXJT" are one aircraft.
        registration_key text GENERATED ALWAYS AS (replace(registration, '-', '')) STORED,
        type_name text NOT NULL CHECK (length(type_name) BETWEEN 1 AND 80),
        category aircraft_category NOT NULL,
        year_of_manufacture smallint NOT NULL CHECK (year_of_manufacture BETWEEN 1950 AND 2100),
        year_of_refurbishment smallint CHECK (year_of_refurbishment BETWEEN year_of_manufacture AND 2100),
        seats smallint NOT NULL CHECK (seats BETWEEN 1 AND 30),
        base_airport_id integer NOT NULL REFERENCES airport(id),
        base_airport_code text NOT NULL CHECK (base_airport_code ~ '^[A-Z]{3,4}$'),
        wifi boolean NOT NULL DEFAULT false,
        lavatory boolean NOT NULL DEFAULT false,
        pets_allowed boolean NOT NULL DEFAULT false,
        created_at timestamptz(3) NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX fleet_aircraft_registration_key ON fleet_aircraft (registration_key)`);
    await q.query(`CREATE INDEX fleet_aircraft_by_operator ON fleet_aircraft (operator_id, registration)`);
    await q.query(
      `CREATE INDEX fleet_aircraft_search_trgm ON fleet_aircraft USING gin (registration_key gin_trgm_ops)`,
    );
    await q.query(`CREATE INDEX fleet_aircraft_by_category ON fleet_aircraft (category, seats)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE fleet_aircraft`);
    await q.query(`DROP TABLE charter_operator`);
  }
}

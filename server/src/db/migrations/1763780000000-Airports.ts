import type { MigrationInterface, QueryRunner } from "typeorm";

// The airport table only: its rows come from the npm dataset through the loader, not from here.
export class Airports1763780000000 implements MigrationInterface {
  name = "Airports1763780000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await q.query(`
      CREATE TABLE airport (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        iata char(3) CHECK (iata ~ '^[A-Z]{3}$'),
        icao char(4) CHECK (icao ~ '^[A-Z]{4}$'),
        name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
        city text,
        country_code char(2),
        country_name text,
        latitude double precision NOT NULL CHECK (latitude BETWEEN -90 AND 90),
        longitude double precision NOT NULL CHECK (longitude BETWEEN -180 AND 180),
        time_zone text,
        kind text NOT NULL,
        scheduled_service boolean,
        runway_ft integer,
        suits_business_jets boolean,
        -- Lower-case, accent-free, punctuation as spaces: what search compares against.
        name_key text NOT NULL,
        city_key text,
        CHECK (iata IS NOT NULL OR icao IS NOT NULL)
      )`);
    await q.query(`CREATE UNIQUE INDEX airport_iata_key ON airport (iata)`);
    await q.query(`CREATE UNIQUE INDEX airport_icao_key ON airport (icao)`);
    // Trigram indexes serve both LIKE 'abc%' and LIKE '%abc%' on the search keys.
    await q.query(`CREATE INDEX airport_name_key_trgm ON airport USING gin (name_key gin_trgm_ops)`);
    await q.query(`CREATE INDEX airport_city_key_trgm ON airport USING gin (city_key gin_trgm_ops)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE airport`);
  }
}

import type { MigrationInterface, QueryRunner } from "typeorm";

// Passengers of a booking, per leg (`legs` holds the positions of quote_request_leg they fly), and
// the passengers a customer keeps on the account to pick again. Their details (name, birth date,
// nationality, passport number and expiry) are one sealed value (AES-256-GCM under
// PASSENGER_ENCRYPTION_KEYS, bound to the row's id): a dump holds none of them in clear. `missing`
// lists the details still to give, so the manifest's gaps are shown without opening anything.
// A passenger's emailed link keeps its token's SHA-256 only, and works once until it expires.
// booking_manifest holds the deadline staff set, when the booker was reminded, and when the
// details were erased after the trip. Rows go with the booker's account (ON DELETE CASCADE).
export class Passengers1763896000000 implements MigrationInterface {
  name = "Passengers1763896000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE booking_passenger (
        id uuid PRIMARY KEY,
        booking_id uuid NOT NULL REFERENCES booking(id) ON DELETE CASCADE,
        booker_user_id uuid NOT NULL REFERENCES auth_user(id) ON DELETE CASCADE,
        legs smallint[] NOT NULL CHECK (cardinality(legs) BETWEEN 1 AND 20),
        entered_by text NOT NULL CHECK (entered_by IN ('BOOKER', 'PASSENGER')),
        details text CHECK (details LIKE 'enc:v1:%'),
        missing text[] NOT NULL DEFAULT '{}',
        created_at timestamptz(3) NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX booking_passenger_by_booking ON booking_passenger (booking_id, created_at)`);
    await q.query(`CREATE INDEX booking_passenger_by_booker ON booking_passenger (booker_user_id)`);
    await q.query(`
      CREATE TABLE passenger_link (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        passenger_id uuid NOT NULL REFERENCES booking_passenger(id) ON DELETE CASCADE,
        token_hash text NOT NULL UNIQUE CHECK (token_hash ~ '^[0-9a-f]{64}$'),
        email text NOT NULL,
        locale text NOT NULL CHECK (locale IN ('en', 'es', 'ar', 'zh')),
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz(3) NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX passenger_link_by_passenger ON passenger_link (passenger_id, created_at)`);
    await q.query(`
      CREATE TABLE saved_passenger (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES auth_user(id) ON DELETE CASCADE,
        details text NOT NULL CHECK (details LIKE 'enc:v1:%'),
        created_at timestamptz(3) NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX saved_passenger_by_user ON saved_passenger (user_id, created_at)`);
    await q.query(`
      CREATE TABLE booking_manifest (
        booking_id uuid PRIMARY KEY REFERENCES booking(id) ON DELETE CASCADE,
        deadline timestamptz,
        set_by_user_id uuid REFERENCES auth_user(id) ON DELETE SET NULL,
        reminder_sent_at timestamptz,
        passengers_erased_at timestamptz
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE booking_manifest`);
    await q.query(`DROP TABLE saved_passenger`);
    await q.query(`DROP TABLE passenger_link`);
    await q.query(`DROP TABLE booking_passenger`);
  }
}

import type { MigrationInterface, QueryRunner } from "typeorm";

// The back office's search (the command palette) finds requests, bookings and accounts as the lead
// search finds leads: each table keeps what a person types to find a row as one lower-case text with
// a trigram index, so "contains" stays an index scan over hundreds of thousands of rows.
export class StaffSearch1763890500000 implements MigrationInterface {
  name = "StaffSearch1763890500000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE quote_request ADD COLUMN search_text text GENERATED ALWAYS AS (
        lower(reference || ' ' || contact_name || ' ' || contact_email || ' ' || coalesce(contact_company, ''))
      ) STORED`);
    await q.query(`CREATE INDEX quote_request_search_trgm ON quote_request USING gin (search_text gin_trgm_ops)`);
    // Newest first: a text that matches many requests stops after the first few.
    await q.query(`CREATE INDEX quote_request_created_idx ON quote_request (created_at DESC, id DESC)`);
    await q.query(`
      ALTER TABLE booking ADD COLUMN search_text text GENERATED ALWAYS AS (
        lower(number || ' ' || confirmation_code || ' ' || route || ' ' || operator || ' ' || aircraft)
      ) STORED`);
    await q.query(`CREATE INDEX booking_search_trgm ON booking USING gin (search_text gin_trgm_ops)`);
    await q.query(`
      ALTER TABLE auth_user ADD COLUMN search_text text GENERATED ALWAYS AS (
        lower(coalesce(email, '') || ' ' || coalesce(user_metadata->>'name', '') || ' ' || phone)
      ) STORED`);
    await q.query(`CREATE INDEX auth_user_search_trgm ON auth_user USING gin (search_text gin_trgm_ops)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE auth_user DROP COLUMN search_text`);
    await q.query(`ALTER TABLE booking DROP COLUMN search_text`);
    await q.query(`DROP INDEX quote_request_created_idx`);
    await q.query(`ALTER TABLE quote_request DROP COLUMN search_text`);
  }
}

import type { MigrationInterface, QueryRunner } from "typeorm";

// Quotes made from operators' answers: the margin admins set (a default percentage and a minimum in
// US dollars), and on each such quote where it came from (the RFQ answer), the operator's price in
// US cents and the margin added, and what the customer was shown of the aircraft and the operator
// when it was sent: a later edit of the fleet or the operator's audits leaves a sent quote as it was.
export class QuoteMargins1763893200000 implements MigrationInterface {
  name = "QuoteMargins1763893200000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE pricing_setting
        ADD COLUMN margin_default_percent smallint NOT NULL DEFAULT 10 CHECK (margin_default_percent BETWEEN 0 AND 100),
        ADD COLUMN margin_minimum_usd integer NOT NULL DEFAULT 500 CHECK (margin_minimum_usd BETWEEN 0 AND 100000)`);
    await q.query(`
      ALTER TABLE quote
        ADD COLUMN rfq_id uuid REFERENCES rfq(id) ON DELETE SET NULL,
        ADD COLUMN operator_price_usd_cents integer CHECK (operator_price_usd_cents > 0),
        ADD COLUMN margin_usd_cents integer CHECK (margin_usd_cents >= 0),
        ADD COLUMN aircraft_details jsonb,
        ADD COLUMN operator_audits jsonb NOT NULL DEFAULT '[]'::jsonb,
        ADD CONSTRAINT quote_rfq_source CHECK (rfq_id IS NULL OR aircraft_details IS NOT NULL)`);
    await q.query(`CREATE INDEX quote_by_rfq ON quote (rfq_id) WHERE rfq_id IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE quote DROP COLUMN rfq_id, DROP COLUMN operator_price_usd_cents, DROP COLUMN margin_usd_cents,
        DROP COLUMN aircraft_details, DROP COLUMN operator_audits`);
    await q.query(`ALTER TABLE pricing_setting DROP COLUMN margin_default_percent, DROP COLUMN margin_minimum_usd`);
  }
}

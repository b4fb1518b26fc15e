import type { MigrationInterface, QueryRunner } from "typeorm";

export class AffiliateCommissions1763898000000 implements MigrationInterface {
  name = "AffiliateCommissions1763898000000";

  async up(q: QueryRunner): Promise<void> {
    // An affiliate earns a share of each booking it brought, in basis points of the booking price
    // (1000 = 10 %), set when staff approve it; the applicant is told why when rejected.
    await q.query(`
      ALTER TABLE affiliate_application
        ADD COLUMN commission_rate_bp integer CHECK (commission_rate_bp BETWEEN 100 AND 3000),
        ADD COLUMN rejection_reason text`);
    // Approved before rates existed: the programme page's 10 %.
    await q.query(`UPDATE affiliate_application SET commission_rate_bp = 1000 WHERE referral_code IS NOT NULL`);
    await q.query(`
      ALTER TABLE affiliate_application
        ADD CONSTRAINT affiliate_application_rate_when_coded CHECK (referral_code IS NULL OR commission_rate_bp IS NOT NULL)`);
    // One payment per won booking: the amount as paid stays even if the booking changes later.
    await q.query(`
      CREATE TABLE affiliate_commission_payment (
        booking_id uuid PRIMARY KEY REFERENCES booking(id) ON DELETE CASCADE,
        affiliate_id uuid NOT NULL REFERENCES affiliate_application(id) ON DELETE CASCADE,
        amount_usd_cents integer NOT NULL CHECK (amount_usd_cents >= 0),
        paid_at timestamptz NOT NULL DEFAULT now(),
        paid_by_user_id uuid REFERENCES auth_user(id) ON DELETE SET NULL
      )`);
    await q.query(
      `CREATE INDEX affiliate_commission_payment_affiliate_idx ON affiliate_commission_payment (affiliate_id)`,
    );
    await q.query(
      `CREATE INDEX IF NOT EXISTS quote_request_affiliate_idx ON quote_request (affiliate_id) WHERE affiliate_id IS NOT NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS quote_request_affiliate_idx`);
    await q.query(`DROP TABLE affiliate_commission_payment`);
    await q.query(`
      ALTER TABLE affiliate_application
        DROP CONSTRAINT affiliate_application_rate_when_coded,
        DROP COLUMN rejection_reason,
        DROP COLUMN commission_rate_bp`);
  }
}

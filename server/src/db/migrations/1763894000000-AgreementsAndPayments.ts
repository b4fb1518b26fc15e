import type { MigrationInterface, QueryRunner } from "typeorm";

// After "accept": the charter agreement the customer ticked (terms version, cancellation schedule
// and operator conditions as shown), and payments on a schedule: the booking's currency and rate
// fixed when it is made, a deposit and a balance with due dates, the payments and refunds staff
// record (the booking keeps their totals, from which its payment status is derived), and bank
// transfer instructions per currency.
export class AgreementsAndPayments1763894000000 implements MigrationInterface {
  name = "AgreementsAndPayments1763894000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE pricing_setting
        ADD COLUMN deposit_percent smallint NOT NULL DEFAULT 30 CHECK (deposit_percent BETWEEN 0 AND 100),
        ADD COLUMN deposit_due_days smallint NOT NULL DEFAULT 3 CHECK (deposit_due_days BETWEEN 0 AND 60),
        ADD COLUMN balance_due_days smallint NOT NULL DEFAULT 14 CHECK (balance_due_days BETWEEN 0 AND 180),
        ADD COLUMN payment_reminder_days smallint NOT NULL DEFAULT 3 CHECK (payment_reminder_days BETWEEN 0 AND 30),
        ADD COLUMN cancellation_schedule jsonb NOT NULL
          DEFAULT '[{"daysBefore":30,"percent":10},{"daysBefore":7,"percent":50},{"daysBefore":0,"percent":100}]'::jsonb
          CHECK (jsonb_typeof(cancellation_schedule) = 'array')`);
    // Amounts in the booking's currency are in hundredths ("minor"); the price in it is the US price at usd_rate, in whole units.
    await q.query(`
      ALTER TABLE booking
        ADD COLUMN currency char(3) NOT NULL DEFAULT 'USD' CHECK (currency ~ '^[A-Z]{3}$'),
        ADD COLUMN usd_rate numeric(14, 4) NOT NULL DEFAULT 1 CHECK (usd_rate > 0),
        ADD COLUMN deposit_minor bigint NOT NULL DEFAULT 0 CHECK (deposit_minor >= 0),
        ADD COLUMN paid_minor bigint NOT NULL DEFAULT 0 CHECK (paid_minor >= 0),
        ADD COLUMN refunded_minor bigint NOT NULL DEFAULT 0 CHECK (refunded_minor >= 0 AND refunded_minor <= paid_minor)`);
    await q.query(`
      CREATE TABLE booking_installment (
        booking_id uuid NOT NULL REFERENCES booking(id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('DEPOSIT', 'BALANCE')),
        amount_minor bigint NOT NULL CHECK (amount_minor >= 0),
        due_at timestamptz NOT NULL,
        -- Set when the "payment due" reminder was queued: a pass never sends it twice.
        reminded_at timestamptz,
        PRIMARY KEY (booking_id, kind)
      )`);
    await q.query(
      `CREATE INDEX booking_installment_unreminded ON booking_installment (due_at) WHERE reminded_at IS NULL`,
    );
    await q.query(`
      CREATE TABLE booking_payment (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        booking_id uuid NOT NULL REFERENCES booking(id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('PAYMENT', 'REFUND')),
        amount_minor bigint NOT NULL CHECK (amount_minor > 0),
        currency char(3) NOT NULL,
        received_on date NOT NULL,
        method text NOT NULL CHECK (method IN ('BANK_TRANSFER', 'CARD', 'CASH', 'OTHER')),
        reference text CHECK (length(reference) <= 120),
        note text CHECK (length(note) <= 500),
        recorded_by_user_id uuid REFERENCES auth_user(id) ON DELETE SET NULL,
        created_at timestamptz(3) NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX booking_payment_by_booking ON booking_payment (booking_id, created_at)`);
    await q.query(`
      CREATE TABLE payment_instruction (
        currency char(3) PRIMARY KEY CHECK (currency ~ '^[A-Z]{3}$'),
        instructions text NOT NULL CHECK (length(instructions) BETWEEN 1 AND 2000),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE booking_agreement (
        booking_id uuid PRIMARY KEY REFERENCES booking(id) ON DELETE CASCADE,
        terms_version text NOT NULL CHECK (length(terms_version) BETWEEN 1 AND 40),
        terms_locale text NOT NULL,
        cancellation_schedule jsonb NOT NULL,
        operator_conditions text,
        quote_valid_until timestamptz NOT NULL,
        accepted_at timestamptz(3) NOT NULL DEFAULT now(),
        accepted_by_user_id uuid REFERENCES auth_user(id) ON DELETE SET NULL
      )`);
    // Bookings made before schedules existed get the default one, in US dollars.
    await q.query(`UPDATE booking SET deposit_minor = round(price_usd_cents * 0.30 / 100) * 100`);
    await q.query(`
      INSERT INTO booking_installment (booking_id, kind, amount_minor, due_at, reminded_at)
      SELECT id, 'DEPOSIT', deposit_minor, least(created_at + interval '3 days', greatest(created_at, departs_at - interval '14 days')), now()
      FROM booking
      UNION ALL
      SELECT id, 'BALANCE', round(price_usd_cents / 100.0) * 100 - deposit_minor, greatest(created_at, departs_at - interval '14 days'), now()
      FROM booking`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE booking_agreement`);
    await q.query(`DROP TABLE payment_instruction`);
    await q.query(`DROP TABLE booking_payment`);
    await q.query(`DROP TABLE booking_installment`);
    await q.query(`
      ALTER TABLE booking DROP COLUMN currency, DROP COLUMN usd_rate, DROP COLUMN deposit_minor,
        DROP COLUMN paid_minor, DROP COLUMN refunded_minor`);
    await q.query(`
      ALTER TABLE pricing_setting DROP COLUMN deposit_percent, DROP COLUMN deposit_due_days,
        DROP COLUMN balance_due_days, DROP COLUMN payment_reminder_days, DROP COLUMN cancellation_schedule`);
  }
}

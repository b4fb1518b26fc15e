import type { EntityManager } from "typeorm";

// The demo's money: bank transfer instructions that say plainly they are examples, and seeded
// bookings brought in line with the payment status the generator gave them (a schedule, and the
// payments and refunds that make that status), in US dollars as they were priced.

/** Example bank details per currency: not real accounts, and worded so nobody could take them for one. */
export const DEMO_PAYMENT_INSTRUCTIONS: Record<string, string> = {
  USD: "EXAMPLE ONLY - not a real account.\nBank: Example Bank N.A., New York\nAccount name: SkyCharter Demo Ltd\nAccount: 000000000 (routing 000000000)\nSWIFT: EXAMPUS00",
  EUR: "EXAMPLE ONLY - not a real account.\nBank: Example Bank AG, Frankfurt\nAccount name: SkyCharter Demo Ltd\nIBAN: DE00 0000 0000 0000 0000 00\nBIC: EXAMDEFF",
  GBP: "EXAMPLE ONLY - not a real account.\nBank: Example Bank plc, London\nAccount name: SkyCharter Demo Ltd\nSort code: 00-00-00, account 00000000\nIBAN: GB00 EXAM 0000 0000 0000 00",
  AED: "EXAMPLE ONLY - not a real account.\nBank: Example Bank PJSC, Dubai\nAccount name: SkyCharter Demo Ltd\nIBAN: AE00 0000 0000 0000 0000 000",
};

/** The example instructions, for currencies that have none yet (staff's own stay as they are). */
export async function seedDemoPaymentInstructions(tx: EntityManager): Promise<number> {
  let added = 0;
  for (const [currency, instructions] of Object.entries(DEMO_PAYMENT_INSTRUCTIONS)) {
    const rows = (await tx.query(
      `INSERT INTO payment_instruction (currency, instructions) VALUES ($1, $2) ON CONFLICT (currency) DO NOTHING RETURNING currency`,
      [currency, instructions],
    )) as unknown[];
    added += rows.length;
  }
  return added;
}

/**
 * Gives every seeded booking without a schedule the default one (30 % deposit), marked reminded so
 * no demo address is ever emailed, and the payment records its status stands for: the deposit or the
 * whole price received two days after booking, and, for a refunded one, all of it given back.
 */
export async function settleDemoBookings(tx: EntityManager): Promise<void> {
  const price = `round(b.price_usd_cents / 100.0) * 100`;
  await tx.query(`
    CREATE TEMP TABLE demo_unsettled ON COMMIT DROP AS
    SELECT b.id FROM booking b WHERE NOT EXISTS (SELECT 1 FROM booking_installment i WHERE i.booking_id = b.id)`);
  await tx.query(`
    UPDATE booking b SET deposit_minor = round(b.price_usd_cents * 0.30 / 100) * 100
    FROM demo_unsettled u WHERE u.id = b.id`);
  await tx.query(`
    INSERT INTO booking_installment (booking_id, kind, amount_minor, due_at, reminded_at)
    SELECT b.id, 'DEPOSIT', b.deposit_minor,
           least(b.created_at + interval '3 days', greatest(b.created_at, b.departs_at - interval '14 days')), b.created_at
    FROM booking b JOIN demo_unsettled u ON u.id = b.id
    UNION ALL
    SELECT b.id, 'BALANCE', ${price} - b.deposit_minor, greatest(b.created_at, b.departs_at - interval '14 days'), b.created_at
    FROM booking b JOIN demo_unsettled u ON u.id = b.id`);
  await tx.query(`
    INSERT INTO booking_payment (booking_id, kind, amount_minor, currency, received_on, method, reference, created_at)
    SELECT b.id, 'PAYMENT', CASE b.payment_status WHEN 'DEPOSIT_PAID' THEN b.deposit_minor ELSE ${price} END, b.currency,
           least(b.created_at + interval '2 days', now())::date, 'BANK_TRANSFER', 'DEMO ' || b.number,
           least(b.created_at + interval '2 days', now())
    FROM booking b JOIN demo_unsettled u ON u.id = b.id
    WHERE b.payment_status IN ('DEPOSIT_PAID', 'PAID', 'REFUNDED')
    UNION ALL
    SELECT b.id, 'REFUND', ${price}, b.currency, least(b.updated_at, now())::date, 'BANK_TRANSFER', 'DEMO ' || b.number,
           least(b.updated_at, now())
    FROM booking b JOIN demo_unsettled u ON u.id = b.id
    WHERE b.payment_status = 'REFUNDED'`);
  await tx.query(`
    UPDATE booking b SET
      paid_minor = coalesce((SELECT sum(p.amount_minor) FROM booking_payment p WHERE p.booking_id = b.id AND p.kind = 'PAYMENT'), 0),
      refunded_minor = coalesce((SELECT sum(p.amount_minor) FROM booking_payment p WHERE p.booking_id = b.id AND p.kind = 'REFUND'), 0)
    FROM demo_unsettled u WHERE u.id = b.id`);
}

import type { DataSource } from "typeorm";
import { tryLockForTransaction } from "../../core/advisory-lock.js";
import { enqueueMail } from "../../mail/outbox.js";
import { paymentDueEmail } from "../../mail/payment-mail.js";
import type { Logger } from "../../logger.js";
import { PeriodicJob } from "../../core/periodic-job.js";
import { InstallmentKind } from "./payment.enums.js";

// Held for the pass's transaction: with several server copies, whichever takes it does the pass
// and the others skip that round (the pass is idempotent anyway: reminded_at is set with the mail).
const REMINDER_LOCK = "payments:reminders";

interface DueRow {
  booking_id: string;
  kind: InstallmentKind;
  due_at: Date;
  /** What is left of this part, in hundredths: the part less what the payments kept cover of it. */
  left_minor: string;
  outstanding_minor: string;
  kept_minor: string;
  number: string;
  confirmation_code: string;
  route: string;
  currency: string;
  quote_request_id: string;
  email: string | null;
  locale: string;
  name: string | null;
}

/**
 * Queues one "payment due" email for every part of a live booking (REQUESTED or CONFIRMED) that is
 * not paid and falls due within the reminder days (PricingSettings.paymentReminderDays), and marks
 * the part reminded in the same transaction, so it is never sent twice. Returns how many were
 * queued, or null when another copy held the lock.
 */
export async function sendPaymentReminders(
  db: DataSource,
  siteUrl: string,
  now: Date = new Date(),
): Promise<number | null> {
  return db.transaction(async (tx) => {
    if (!(await tryLockForTransaction(tx, REMINDER_LOCK))) return null;
    // The deposit is covered first: a part is open while the payments kept fall short of it and
    // every part due before it (the balance's reach is the whole price).
    const rows = (await tx.query(
      `SELECT i.booking_id, i.kind, i.due_at,
              least(i.amount_minor, reach.minor - (b.paid_minor - b.refunded_minor)) AS left_minor,
              greatest(0, round(b.price_usd_cents / 100.0 * b.usd_rate) * 100 - (b.paid_minor - b.refunded_minor)) AS outstanding_minor,
              b.paid_minor - b.refunded_minor AS kept_minor,
              b.number, b.confirmation_code, b.route, b.currency, b.quote_request_id,
              coalesce(u.email, r.contact_email) AS email, coalesce(u.locale, r.locale, 'en') AS locale, r.contact_name AS name
       FROM booking_installment i
       JOIN booking b ON b.id = i.booking_id
       JOIN quote_request r ON r.id = b.quote_request_id
       LEFT JOIN auth_user u ON u.id = b.customer_user_id
       CROSS JOIN LATERAL (
         SELECT sum(o.amount_minor) AS minor FROM booking_installment o
         WHERE o.booking_id = i.booking_id AND (o.due_at, o.kind = 'BALANCE') <= (i.due_at, i.kind = 'BALANCE')
       ) reach
       CROSS JOIN (SELECT payment_reminder_days FROM pricing_setting WHERE id) settings
       WHERE i.reminded_at IS NULL
         AND b.status IN ('REQUESTED', 'CONFIRMED')
         AND i.due_at - settings.payment_reminder_days * interval '1 day' <= $1
         AND reach.minor > b.paid_minor - b.refunded_minor
       ORDER BY i.due_at
       FOR UPDATE OF i`,
      [now],
    )) as DueRow[];
    for (const row of rows) {
      if (row.email) {
        const mail = paymentDueEmail({
          locale: row.locale,
          name: row.name,
          number: row.number,
          route: row.route,
          currency: row.currency,
          installment: row.kind,
          amount: Number(row.left_minor) / 100,
          dueAt: row.due_at,
          reference: `${row.number}-${row.confirmation_code}`,
          paid: Number(row.kept_minor) / 100,
          outstanding: Number(row.outstanding_minor) / 100,
          link: new URL(`/customer/requests/${row.quote_request_id}`, siteUrl).toString(),
        });
        await enqueueMail(tx, { to: row.email, locale: row.locale, kind: "payment_due", ...mail });
      }
      await tx.query(`UPDATE booking_installment SET reminded_at = $3 WHERE booking_id = $1 AND kind = $2`, [
        row.booking_id,
        row.kind,
        now,
      ]);
    }
    return rows.length;
  });
}

/** Runs sendPaymentReminders every `everySeconds` in this process. */
export class PaymentReminderJob extends PeriodicJob {
  constructor(
    private readonly db: DataSource,
    private readonly siteUrl: string,
    log: Logger,
    everySeconds: number,
  ) {
    super(log, everySeconds, "payment reminder");
  }

  protected async work(now: Date): Promise<void> {
    const sent = await sendPaymentReminders(this.db, this.siteUrl, now);
    if (sent) this.log.info({ reminders: sent }, "payment reminders queued");
  }
}

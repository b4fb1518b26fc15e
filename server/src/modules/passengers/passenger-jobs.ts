import type { DataSource } from "typeorm";
import { tryLockForTransaction } from "../../core/advisory-lock.js";
import { writeAudit } from "../../core/audit.js";
import type { Logger } from "../../logger.js";
import { PeriodicJob } from "../../core/periodic-job.js";
import { manifestMissingEmail } from "../../mail/manifest-missing.js";
import { enqueueMail } from "../../mail/outbox.js";
import { manifestStatuses } from "./manifest-status.js";

// Two passes over the passengers, each held by an advisory lock for its transaction, so with several
// server copies one does a round and the others skip it; both are idempotent anyway.

const ERASURE_LOCK = "passengers:erasure";
const REMINDER_LOCK = "passengers:manifest-reminders";

/**
 * Erases the passengers (and their links) of every booking whose last leg departed more than
 * `retentionDays` ago, cancelled ones included, and marks the booking's manifest erased. Returns
 * the bookings erased, or null when another copy held the lock.
 */
export async function erasePassengers(
  db: DataSource,
  retentionDays: number,
  now: Date = new Date(),
): Promise<string[] | null> {
  return db.transaction(async (tx) => {
    if (!(await tryLockForTransaction(tx, ERASURE_LOCK))) return null;
    const cutoff = new Date(now.getTime() - retentionDays * 86_400_000);
    const [rows] = (await tx.query(
      `DELETE FROM booking_passenger p USING booking b
       WHERE b.id = p.booking_id
         AND (SELECT max(l.departs_at) FROM quote_request_leg l WHERE l.quote_request_id = b.quote_request_id) < $1
       RETURNING p.booking_id`,
      [cutoff],
    )) as [{ booking_id: string }[], number];
    const bookings = [...new Set(rows.map((row) => row.booking_id))];
    for (const bookingId of bookings) {
      await tx.query(
        `INSERT INTO booking_manifest (booking_id, passengers_erased_at) VALUES ($1, $2)
         ON CONFLICT (booking_id) DO UPDATE SET passengers_erased_at = EXCLUDED.passengers_erased_at`,
        [bookingId, now],
      );
      await writeAudit(tx, [
        {
          actorUserId: null,
          action: "passengers.erased",
          entity: "booking_passengers",
          entityId: bookingId,
          before: { passengers: rows.filter((row) => row.booking_id === bookingId).length },
          after: { passengers: 0, retentionDays },
        },
      ]);
    }
    return bookings;
  });
}

/**
 * Emails the booker, once, when a deadline falls within `reminderDays` and the manifest is still
 * incomplete (in the booker's language). A booking cancelled or flown, or already reminded of this
 * deadline, is skipped. Returns the bookings reminded, or null when another copy held the lock.
 */
export async function remindManifests(
  db: DataSource,
  { reminderDays, siteUrl }: { reminderDays: number; siteUrl: string },
  now: Date = new Date(),
): Promise<string[] | null> {
  const until = new Date(now.getTime() + reminderDays * 86_400_000);
  return db.transaction(async (tx) => {
    if (!(await tryLockForTransaction(tx, REMINDER_LOCK))) return null;
    const due = (await tx.query(
      `SELECT m.booking_id, m.deadline, b.number, b.route, b.quote_request_id, u.email, u.locale, u.user_metadata->>'name' AS name
       FROM booking_manifest m JOIN booking b ON b.id = m.booking_id JOIN auth_user u ON u.id = b.customer_user_id
       WHERE m.deadline > $1 AND m.deadline <= $2 AND m.reminder_sent_at IS NULL AND m.passengers_erased_at IS NULL
         AND b.status IN ('REQUESTED', 'CONFIRMED') AND u.email IS NOT NULL
       FOR UPDATE OF m`,
      [now, until],
    )) as {
      booking_id: string;
      deadline: Date;
      number: string;
      route: string;
      quote_request_id: string;
      email: string;
      locale: string | null;
      name: string | null;
    }[];
    const statuses = await manifestStatuses(
      tx,
      due.map((row) => row.booking_id),
    );
    const reminded: string[] = [];
    for (const [i, row] of due.entries()) {
      const status = statuses[i]!;
      if (status.complete) continue;
      const mail = manifestMissingEmail({
        locale: row.locale,
        name: row.name,
        number: row.number,
        route: row.route,
        deadline: row.deadline,
        unnamedSeats: status.legs.reduce((sum, leg) => sum + leg.unnamedSeats, 0),
        incompletePassengers: status.legs.reduce((sum, leg) => sum + leg.incompletePassengers, 0),
        link: new URL(`/customer/requests/${row.quote_request_id}`, siteUrl).toString(),
      });
      await enqueueMail(tx, { to: row.email, locale: row.locale ?? "en", kind: "manifest_missing", ...mail });
      await tx.query(`UPDATE booking_manifest SET reminder_sent_at = $2 WHERE booking_id = $1`, [row.booking_id, now]);
      reminded.push(row.booking_id);
    }
    return reminded;
  });
}

/** Runs both passes every `everySeconds` in this process. */
export class PassengerJobs extends PeriodicJob {
  constructor(
    private readonly db: DataSource,
    log: Logger,
    private readonly settings: { everySeconds: number; retentionDays: number; reminderDays: number; siteUrl: string },
  ) {
    super(log, settings.everySeconds, "passenger jobs");
  }

  protected async work(now: Date): Promise<void> {
    const erased = await erasePassengers(this.db, this.settings.retentionDays, now);
    if (erased?.length) this.log.info({ bookings: erased.length }, "passengers erased after retention");
    const reminded = await remindManifests(this.db, this.settings, now);
    if (reminded?.length) this.log.info({ bookings: reminded.length }, "manifest reminders queued");
  }
}

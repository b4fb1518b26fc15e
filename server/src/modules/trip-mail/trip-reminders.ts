import type { DataSource, EntityManager } from "typeorm";
import { tryLockForTransaction } from "../../core/advisory-lock.js";
import type { Logger } from "../../logger.js";
import { PeriodicJob } from "../../core/periodic-job.js";
import { departureTomorrowEmail } from "../../mail/departure-tomorrow.js";
import { leadDigestEmail } from "../../mail/new-lead.js";
import { enqueueMail } from "../../mail/outbox.js";
import { resolveMailLocale } from "../../mail/templates.js";
import { staffByNewLeadSetting } from "./trip-facts.js";

// The trip's emails that depend on the clock: a reminder the day before each leg of a confirmed
// booking, and each staff member's daily digest of new leads. Every pass is idempotent (a reminder
// is recorded in trip_reminder_sent, a digest moves digest_through), so any copy may run it any
// number of times.

const REMINDER_LOCK = "trip-mail:reminders";
const DAY_MS = 24 * 60 * 60 * 1000;

interface DueLeg {
  bookingId: string;
  position: number;
  number: string;
  aircraft: string;
  operator: string;
  requestId: string;
  contactName: string;
  email: string;
  locale: string;
  fromCode: string;
  fromName: string;
  toCode: string;
  departLocal: string;
}

/** Queues "your flight is tomorrow" for each leg of a confirmed booking departing within a day. */
async function departureReminders(tx: EntityManager, siteUrl: string, now: Date): Promise<number> {
  const due = (await tx.query(
    `SELECT b.id AS "bookingId", l.position, b.number, b.aircraft, b.operator, r.id AS "requestId",
            r.contact_name AS "contactName", COALESCE(u.email, r.contact_email) AS email,
            COALESCE(u.locale, r.locale) AS locale, l.from_code AS "fromCode", a.name AS "fromName",
            l.to_code AS "toCode", l.depart_local AS "departLocal"
       FROM booking b
       JOIN quote_request r ON r.id = b.quote_request_id
       JOIN quote_request_leg l ON l.quote_request_id = r.id
       JOIN airport a ON a.id = l.from_airport_id
       LEFT JOIN auth_user u ON u.id = b.customer_user_id
      WHERE b.status = 'CONFIRMED' AND l.departs_at > $1 AND l.departs_at <= $2
        AND NOT EXISTS (SELECT 1 FROM trip_reminder_sent s
                         WHERE s.booking_id = b.id AND s.leg_position = l.position AND s.kind = 'departure_tomorrow')
      ORDER BY l.departs_at`,
    [now, new Date(now.getTime() + DAY_MS)],
  )) as DueLeg[];
  for (const leg of due) {
    await tx.query(
      `INSERT INTO trip_reminder_sent (booking_id, leg_position, kind) VALUES ($1, $2, 'departure_tomorrow')`,
      [leg.bookingId, leg.position],
    );
    const mail = departureTomorrowEmail({
      locale: leg.locale,
      name: leg.contactName,
      bookingNumber: leg.number,
      fromName: leg.fromName,
      fromCode: leg.fromCode,
      toCode: leg.toCode,
      departLocal: leg.departLocal,
      aircraft: leg.aircraft,
      operator: leg.operator,
      link: new URL(`/customer/requests/${leg.requestId}`, siteUrl).toString(),
    });
    await enqueueMail(tx, {
      to: leg.email,
      locale: resolveMailLocale(leg.locale),
      kind: "departure_tomorrow",
      ...mail,
    });
  }
  return due.length;
}

/** Each digest reader whose last digest is a day old gets the leads created since (none: no email). */
async function leadDigests(tx: EntityManager, siteUrl: string, now: Date): Promise<number> {
  let sent = 0;
  for (const member of await staffByNewLeadSetting(tx, "DAILY_DIGEST")) {
    const since = member.digestThrough ?? new Date(now.getTime() - DAY_MS);
    if (now.getTime() - since.getTime() < DAY_MS) continue;
    const leads = (await tx.query(
      `SELECT ld.contact_name AS "contactName",
              (SELECT r.reference FROM quote_request r WHERE r.lead_id = ld.id ORDER BY r.created_at LIMIT 1) AS reference
         FROM lead ld WHERE ld.created_at > $1 AND ld.created_at <= $2 ORDER BY ld.created_at LIMIT 50`,
      [since, now],
    )) as { contactName: string; reference: string | null }[];
    await tx.query(`UPDATE staff_preference SET digest_through = $2 WHERE user_id = $1`, [member.userId, now]);
    if (!leads.length) continue;
    const mail = leadDigestEmail({
      locale: member.locale,
      name: member.name,
      leads: leads.map((lead) => (lead.reference ? `${lead.contactName} (${lead.reference})` : lead.contactName)),
      link: new URL("/admin/dashboard", siteUrl).toString(),
    });
    await enqueueMail(tx, {
      to: member.email,
      locale: resolveMailLocale(member.locale),
      kind: "new_lead_digest",
      ...mail,
    });
    sent++;
  }
  return sent;
}

/** One pass of both; null when another copy holds the pass. */
export async function sendTripReminders(
  db: DataSource,
  siteUrl: string,
  now: Date = new Date(),
): Promise<{ departures: number; digests: number } | null> {
  return db.transaction(async (tx) => {
    if (!(await tryLockForTransaction(tx, REMINDER_LOCK))) return null;
    return { departures: await departureReminders(tx, siteUrl, now), digests: await leadDigests(tx, siteUrl, now) };
  });
}

/** Runs sendTripReminders every `everySeconds` in this process. */
export class TripRemindersJob extends PeriodicJob {
  constructor(
    private readonly db: DataSource,
    private readonly siteUrl: string,
    log: Logger,
    everySeconds: number,
  ) {
    super(log, everySeconds, "trip reminder");
  }

  protected async work(now: Date): Promise<void> {
    const sent = await sendTripReminders(this.db, this.siteUrl, now);
    if (sent && sent.departures + sent.digests > 0) this.log.info(sent, "trip reminders queued");
  }
}

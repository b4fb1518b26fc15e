import type { DataSource } from "typeorm";
import { tryLockForTransaction } from "../../core/advisory-lock.js";
import type { Logger } from "../../logger.js";
import { PeriodicJob } from "../../core/periodic-job.js";
import { announce, type LeadEvents } from "../leads/index.js";

// Held for the pass's transaction: with several server copies, whichever takes it does the pass
// and the others skip that round (the pass is idempotent anyway).
const EXPIRY_LOCK = "quote-requests:expiry";

/**
 * Open requests nobody can still act on become EXPIRED: a QUOTED one whose every quote's validity
 * has passed, and a NEW or QUOTED one whose first departure has passed. Returns the requests moved,
 * or null when another copy held the lock.
 */
export async function expireRequests(
  db: DataSource,
  now: Date = new Date(),
): Promise<{ id: string; leadId: string }[] | null> {
  return db.transaction(async (tx) => {
    if (!(await tryLockForTransaction(tx, EXPIRY_LOCK))) return null;
    // An UPDATE … RETURNING answers [rows, count] through TypeORM's PostgreSQL driver.
    const [rows] = (await tx.query(
      `UPDATE quote_request r SET status = 'EXPIRED', updated_at = now()
       WHERE r.status IN ('NEW', 'QUOTED')
         AND (
           (r.status = 'QUOTED' AND NOT EXISTS (SELECT 1 FROM quote q WHERE q.quote_request_id = r.id AND q.status = 'SENT' AND q.valid_until > $1))
           OR (SELECT min(l.departs_at) FROM quote_request_leg l WHERE l.quote_request_id = r.id) <= $1
         )
       RETURNING r.id, r.lead_id AS "leadId"`,
      [now],
    )) as [{ id: string; leadId: string }[], number];
    return rows;
  });
}

/** Runs expireRequests every `everySeconds` in this process; customers and staff hear of each change live. */
export class RequestExpiryJob extends PeriodicJob {
  constructor(
    private readonly db: DataSource,
    private readonly events: LeadEvents,
    log: Logger,
    everySeconds: number,
  ) {
    super(log, everySeconds, "quote request expiry");
  }

  protected async work(now: Date): Promise<void> {
    const moved = await expireRequests(this.db, now);
    for (const request of moved ?? []) {
      await announce(this.log, () => this.events.publishQuoteRequestUpdated(request.id));
      await announce(this.log, () => this.events.publishLeadEvent("UPDATED", request.leadId));
    }
    if (moved?.length) this.log.info({ expired: moved.length }, "quote requests expired");
  }
}

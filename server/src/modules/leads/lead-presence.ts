import { randomUUID } from "node:crypto";
import type { DataSource } from "typeorm";
import { AppError, ErrorCode } from "../../core/errors.js";
import type { EventBus } from "../../core/events.js";
import type { Logger } from "../../logger.js";
import { isUuid } from "../../core/ids.js";
import type { UserSummary } from "../users/index.js";
import { PresenceStream, type PresenceTiming } from "./lead-presence.stream.js";

// Who has a lead open, across every server copy. Each open `leadViewers` subscription is a row in
// lead_presence, refreshed by a heartbeat while its socket is open and deleted when it ends. A copy
// that dies cannot delete its rows, so rows not refreshed within the expiry are ignored (and pruned
// by the next join). Joins and leaves are announced on the PubSub (topic id: the lead) so every
// copy's subscribers re-read the list; each heartbeat re-reads it too, which is how expired
// viewers disappear without anyone announcing them.

export const DEFAULT_PRESENCE_TIMING: PresenceTiming = { heartbeatMs: 15_000, expirySeconds: 45 };

export class LeadPresence {
  /** This server copy, written beside its rows (which copy a viewer is connected to). */
  readonly serverId = randomUUID();

  constructor(
    private readonly db: DataSource,
    private readonly log: Logger,
    readonly timing: PresenceTiming = DEFAULT_PRESENCE_TIMING,
  ) {}

  /** The users with the lead open now, each once (several tabs count once), first arrival first. */
  async viewers(leadId: string): Promise<UserSummary[]> {
    return (await this.db.query(
      `SELECT u.id, u.email, u.user_metadata->>'name' AS name
       FROM (SELECT user_id, min(joined_at) AS since FROM lead_presence
             WHERE lead_id = $1 AND seen_at > now() - make_interval(secs => $2) GROUP BY user_id) p
       JOIN auth_user u ON u.id = p.user_id
       ORDER BY p.since, u.id`,
      [leadId, this.timing.expirySeconds],
    )) as UserSummary[];
  }

  /** Registers `userId` as viewing the lead until the returned stream ends; it yields the viewer list on every change. */
  async join(pubSub: EventBus, leadId: string, userId: string): Promise<AsyncIterableIterator<UserSummary[]>> {
    const [found] = isUuid(leadId)
      ? ((await this.db.query(`SELECT 1 FROM lead WHERE id = $1`, [leadId])) as unknown[])
      : [];
    if (!found) throw new AppError(ErrorCode.NOT_FOUND, "No lead with this id.");
    const stream = new PresenceStream(this, pubSub, this.db, this.log, { leadId, userId });
    await stream.open();
    return stream;
  }
}

import { randomUUID } from "node:crypto";
import type { DataSource } from "typeorm";
import type { EventBus, ListeningBus } from "../../core/events.js";
import type { Logger } from "../../logger.js";
import type { UserSummary } from "../users/index.js";

/** Addressed by lead id: only that lead's viewers wake up. */
export const LEAD_PRESENCE_TOPIC = "lead_presence";

export interface PresenceTiming {
  /** How often an open subscription refreshes its row and re-reads the list. */
  heartbeatMs: number;
  /** Rows older than this are someone who left without saying so (a crashed copy). */
  expirySeconds: number;
}

/** What a stream reads from the presence it belongs to (lead-presence.ts's LeadPresence). */
export interface PresenceSource {
  /** This server copy, written beside its rows. */
  readonly serverId: string;
  readonly timing: PresenceTiming;
  /** The users with the lead open now. */
  viewers(leadId: string): Promise<UserSummary[]>;
}

/**
 * One viewer's presence on one lead, as the subscription's event stream. Not an async generator:
 * return() must leave at once (delete the row, announce it) even while next() is waiting for news.
 */
export class PresenceStream implements AsyncIterableIterator<UserSummary[]> {
  private readonly subscriptionId = randomUUID();
  private events: AsyncIterableIterator<unknown> | null = null;
  private heartbeat: NodeJS.Timeout | null = null;
  /** Something may have changed since the list was last read (the first read is always due). */
  private dirty = true;
  private wake: (() => void) | null = null;
  private closed = false;
  private lastSent: string | null = null;

  constructor(
    private readonly presence: PresenceSource,
    private readonly pubSub: EventBus,
    private readonly db: DataSource,
    private readonly log: Logger,
    private readonly who: { leadId: string; userId: string },
  ) {}

  async open(): Promise<void> {
    const { leadId } = this.who;
    this.events = this.pubSub.subscribe(LEAD_PRESENCE_TOPIC, leadId);
    void this.pump(this.events);
    try {
      // Listen before joining, so another copy's join after ours is heard, not only seen at the next
      // beat. While the listener reconnects it cannot: the heartbeat's re-read covers that gap.
      const bus = this.pubSub as Partial<ListeningBus>;
      if (bus.listeningOn) await bus.listeningOn(LEAD_PRESENCE_TOPIC).catch(() => undefined);
      await this.db.query(
        `DELETE FROM lead_presence WHERE lead_id = $1 AND seen_at < now() - make_interval(secs => $2)`,
        [leadId, this.presence.timing.expirySeconds],
      );
      await this.refresh();
    } catch (error) {
      await this.leave();
      throw error;
    }
    this.heartbeat = setInterval(() => void this.beat(), this.presence.timing.heartbeatMs);
    this.heartbeat.unref();
    await this.announce();
  }

  /** Writes this subscription's row, or refreshes it (again after a stall let another join prune it). */
  private async refresh(): Promise<void> {
    await this.db.query(
      `INSERT INTO lead_presence (subscription_id, lead_id, user_id, server_id) VALUES ($1, $2, $3, $4)
       ON CONFLICT (subscription_id) DO UPDATE SET seen_at = now()`,
      [this.subscriptionId, this.who.leadId, this.who.userId, this.presence.serverId],
    );
  }

  async next(): Promise<IteratorResult<UserSummary[]>> {
    while (!this.closed) {
      if (!this.dirty) await new Promise<void>((resolve) => (this.wake = resolve));
      if (this.closed) break;
      this.dirty = false;
      const viewers = await this.presence.viewers(this.who.leadId);
      const key = viewers.map((viewer) => viewer.id).join(",");
      if (!this.closed && key !== this.lastSent) {
        this.lastSent = key;
        return { value: viewers, done: false };
      }
    }
    return { value: undefined, done: true };
  }

  async return(): Promise<IteratorResult<UserSummary[]>> {
    await this.leave();
    return { value: undefined, done: true };
  }

  async throw(error?: unknown): Promise<IteratorResult<UserSummary[]>> {
    await this.leave();
    throw error instanceof Error ? error : new Error(String(error));
  }

  [Symbol.asyncIterator](): AsyncIterableIterator<UserSummary[]> {
    return this;
  }

  private signal(): void {
    this.dirty = true;
    const wake = this.wake;
    this.wake = null;
    wake?.();
  }

  private async pump(events: AsyncIterableIterator<unknown>): Promise<void> {
    for await (const _ of events) this.signal();
  }

  /** Keeps the row fresh and re-reads the list: viewers whose copy died drop out here. */
  private async beat(): Promise<void> {
    try {
      await this.refresh();
    } catch (error) {
      this.log.warn({ err: error }, "lead presence: heartbeat failed");
    }
    this.signal();
  }

  private async announce(): Promise<void> {
    try {
      await this.pubSub.publish(LEAD_PRESENCE_TOPIC, this.who.leadId, { leadId: this.who.leadId });
    } catch (error) {
      // The others still see the change at their next heartbeat.
      this.log.warn({ err: error }, "lead presence: could not announce a join or leave");
    }
  }

  private async leave(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    if (this.heartbeat) clearInterval(this.heartbeat);
    void this.events?.return?.();
    this.signal();
    try {
      await this.db.query(`DELETE FROM lead_presence WHERE subscription_id = $1`, [this.subscriptionId]);
    } catch (error) {
      this.log.warn({ err: error }, "lead presence: could not delete a row (it expires)");
    }
    await this.announce();
  }
}

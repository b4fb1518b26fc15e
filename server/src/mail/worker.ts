import type { DataSource } from "typeorm";
import type { Logger } from "../logger.js";
import { claimNextMail, mailAttachments, markMailFailed, markMailSent, type ClaimedMail } from "./outbox.js";
import type { MailTransport } from "./transport.js";

export interface MailWorkerOptions {
  /** How often to look for due mail when nobody pokes. */
  pollMs?: number;
  /** Messages per pass; a full batch starts the next pass at once. */
  batchSize?: number;
  /** Attempts before a message is given up (failed_at set, last_error kept). */
  maxAttempts?: number;
  /** Wait after the first failed attempt; doubles with each further one… */
  backoffBaseMs?: number;
  /** …up to this. */
  backoffMaxMs?: number;
  /** How long a claimed message stays hidden from other workers; must exceed one send. */
  leaseMs?: number;
}

const DEFAULTS: Required<MailWorkerOptions> = {
  pollMs: 2_000,
  batchSize: 10,
  maxAttempts: 12,
  backoffBaseMs: 5_000,
  backoffMaxMs: 15 * 60_000,
  leaseMs: 2 * 60_000,
};

/** Wait after the n-th failed attempt: base × 2^(n−1), capped (5 s, 10 s, 20 s … 15 min). */
export function retryDelayMs(attempts: number, baseMs = DEFAULTS.backoffBaseMs, maxMs = DEFAULTS.backoffMaxMs): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

/**
 * Sends what the outbox holds. Every failure (SMTP or database) is logged and retried by a later
 * pass, so an outage degrades mail delivery and it recovers by itself.
 */
export class MailWorker {
  private readonly options: Required<MailWorkerOptions>;
  private running = false;
  private timer: NodeJS.Timeout | null = null;
  private pass: Promise<boolean> | null = null;
  private pokedDuringPass = false;
  private databaseDown = false;
  /** Accepted by SMTP but not yet marked sent (the database blinked): marked first thing next pass. */
  private readonly unrecorded = new Set<string>();

  constructor(
    private readonly db: DataSource,
    private readonly transport: MailTransport,
    private readonly log: Logger,
    options: MailWorkerOptions = {},
  ) {
    this.options = { ...DEFAULTS, ...options };
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.log.info({ transport: this.transport.describe }, "mail worker started");
    this.schedule(0);
  }

  /** Runs a pass now instead of at the next poll; call it after committing a transaction that queued mail. */
  poke(): void {
    if (!this.running) return;
    if (this.pass) this.pokedDuringPass = true;
    else this.schedule(0);
  }

  /** Stops polling and waits for the message being sent, if any. */
  async stop(): Promise<void> {
    this.running = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.pass;
    if (this.unrecorded.size > 0)
      await this.recordSent().catch((error: unknown) =>
        this.log.warn({ err: error, ids: [...this.unrecorded] }, "sent mail not marked sent; it may be sent again"),
      );
  }

  private schedule(ms: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.tick(), ms);
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    this.timer = null;
    this.pokedDuringPass = false;
    this.pass = this.runPass();
    const more = await this.pass;
    this.pass = null;
    if (this.running) this.schedule(more || this.pokedDuringPass ? 0 : this.options.pollMs);
  }

  /** Never throws. Returns true when more mail may be due right away. */
  private async runPass(): Promise<boolean> {
    try {
      await this.recordSent();
      for (let handled = 0; handled < this.options.batchSize; handled++) {
        if (!this.running) return false;
        const mail = await claimNextMail(this.db, this.options.leaseMs);
        this.databaseReachable();
        if (!mail) return false;
        // After a transport failure the rest waits for the next poll instead of hitting a server that is down.
        if (!(await this.deliver(mail))) return false;
      }
      return true;
    } catch (error) {
      if (!this.databaseDown) this.log.warn({ err: error }, "mail outbox unreachable; will keep polling");
      else this.log.debug({ err: error }, "mail outbox still unreachable");
      this.databaseDown = true;
      return false;
    }
  }

  private async deliver(mail: ClaimedMail): Promise<boolean> {
    const context = { mailId: mail.id, kind: mail.kind, attempts: mail.attempts };
    try {
      const attachments = await mailAttachments(this.db, mail.id);
      await this.transport.send({
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        attachments,
        headers: mail.headers,
      });
    } catch (error) {
      const giveUp = mail.attempts >= this.options.maxAttempts;
      const retryInMs = retryDelayMs(mail.attempts, this.options.backoffBaseMs, this.options.backoffMaxMs);
      const reason = error instanceof Error ? error.message || error.name : String(error);
      await markMailFailed(this.db, mail.id, reason, retryInMs, giveUp);
      if (giveUp) this.log.error({ ...context, error: reason }, "mail given up after its last attempt");
      else this.log.warn({ ...context, error: reason, retryInMs }, "mail not sent; will retry");
      return false;
    }
    // Marked right after the 250, in its own statement, to keep the window for a duplicate small.
    this.unrecorded.add(mail.id);
    await this.recordSent();
    this.log.info({ ...context, transport: this.transport.describe }, "mail sent");
    return true;
  }

  private async recordSent(): Promise<void> {
    for (const id of this.unrecorded) {
      await markMailSent(this.db, id);
      this.unrecorded.delete(id);
    }
  }

  private databaseReachable(): void {
    if (!this.databaseDown) return;
    this.databaseDown = false;
    this.log.info("mail outbox reachable again");
  }
}

import type { Logger } from "../logger.js";

/**
 * Work a server copy does on a clock (reminders, expiry, erasure): a pass every `everySeconds`
 * (0: never), never two at once in this process, and a pass that fails (the database down) is
 * logged and tried again at the next tick. Passes take their own advisory locks, so with several
 * copies one does each round.
 */
export abstract class PeriodicJob {
  private timer: NodeJS.Timeout | null = null;
  private pass: Promise<void> | null = null;

  constructor(
    protected readonly log: Logger,
    private readonly everySeconds: number,
    /** For the log: "payment reminder", "quote request expiry"… */
    private readonly name: string,
  ) {}

  /** One pass; `now` for tests that drive the clock. */
  protected abstract work(now: Date): Promise<void>;

  start(): void {
    if (this.timer || this.everySeconds <= 0) return;
    this.timer = setInterval(() => {
      this.pass ??= this.runOnce().finally(() => (this.pass = null));
    }, this.everySeconds * 1000);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.pass;
  }

  /** Never throws. */
  async runOnce(now: Date = new Date()): Promise<void> {
    try {
      await this.work(now);
    } catch (error) {
      this.log.warn({ err: error }, `${this.name} pass failed`);
    }
  }
}

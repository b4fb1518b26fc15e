import { Client } from "pg";
import type { PubSub } from "type-graphql";
import type { Queryable } from "../core/queryable.js";
import { EventTooLargeError, type EventBus } from "../core/events.js";
import type { Logger } from "../logger.js";

// Events travel through PostgreSQL (LISTEN/NOTIFY), so every server copy sees every event.
// Most payloads carry ids and subscribers load rows after; lead events carry the board's card
// (modules/leads/lead-event-card.ts), falling back to ids when it would not fit. A NOTIFY sent while this process's
// listener connection is down is lost for this process: subscribers that must not miss a
// change refetch when `onReconnect` fires.

/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more: larger ones are refused here (EventTooLargeError). */
export const MAX_PAYLOAD_BYTES = 7_900;
/** Events a slow subscriber may fall behind by before the oldest are dropped. */
const SUBSCRIBER_BUFFER = 256;
const TOPIC_PATTERN = /^[A-Za-z][A-Za-z0-9_.:-]{0,62}$/;

type PubSubLog = Pick<Logger, "info" | "warn" | "error">;

export interface PgPubSubOptions {
  /** The same database the DataSource uses: the listener is one extra connection to it. */
  databaseUrl: string;
  /** Sends NOTIFY through the pool (the listener connection only listens). */
  db: Queryable;
  log: PubSubLog;
  /** Reconnect delays: doubling from `initialMs` up to `maxMs`. */
  backoff?: { initialMs: number; maxMs: number };
  /**
   * A connection can die without a word (a NAT or proxy forgets it): the listener asks
   * `SELECT 1` every `intervalMs` and reconnects when no answer comes within `timeoutMs`.
   */
  heartbeat?: { intervalMs: number; timeoutMs: number };
}

interface WireMessage {
  id?: string;
  payload: unknown;
}

export function assertTopic(topic: string): void {
  if (!TOPIC_PATTERN.test(topic)) {
    throw new Error(`PubSub topic "${topic}" must be 1–63 characters: a letter, then letters, digits, _ . : -`);
  }
}

/** The NOTIFY payload text for an event; refuses payloads PostgreSQL would not carry. */
export function encodeEvent(topic: string, payload: unknown, id?: unknown): string {
  assertTopic(topic);
  const message: WireMessage = id === undefined ? { payload } : { id: String(id), payload };
  const text = JSON.stringify(message);
  const bytes = Buffer.byteLength(text, "utf8");
  if (bytes > MAX_PAYLOAD_BYTES) {
    throw new EventTooLargeError(topic, bytes, MAX_PAYLOAD_BYTES);
  }
  return text;
}

/** Rejects when `promise` has not settled within `ms`: a silent connection must not stall the bus. */
async function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const silence = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer to ${what} within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, silence]);
  } finally {
    clearTimeout(timer);
  }
}

/** A subscriber's stream: a bounded queue that ends on return() or when the bus closes. */
class EventStream implements AsyncIterableIterator<unknown> {
  private readonly queue: unknown[] = [];
  /** next() calls waiting for an event, answered in order. */
  private readonly waiting: ((result: IteratorResult<unknown>) => void)[] = [];
  private finished = false;
  private warned = false;

  constructor(
    readonly id: string | undefined,
    private readonly onFinish: (stream: EventStream) => void,
    private readonly log: PubSubLog,
    private readonly topic: string,
  ) {}

  push(value: unknown): void {
    if (this.finished) return;
    const resolve = this.waiting.shift();
    if (resolve) {
      resolve({ value, done: false });
      return;
    }
    this.queue.push(value);
    if (this.queue.length > SUBSCRIBER_BUFFER) {
      this.queue.shift();
      if (!this.warned) this.log.warn({ topic: this.topic }, "slow subscriber: dropping its oldest events");
      this.warned = true;
    }
  }

  next(): Promise<IteratorResult<unknown>> {
    if (this.queue.length > 0) return Promise.resolve({ value: this.queue.shift(), done: false });
    if (this.finished) return Promise.resolve({ value: undefined, done: true });
    return new Promise((resolve) => {
      this.waiting.push(resolve);
    });
  }

  return(): Promise<IteratorResult<unknown>> {
    this.finish();
    return Promise.resolve({ value: undefined, done: true });
  }

  throw(error?: unknown): Promise<IteratorResult<unknown>> {
    this.finish();
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }

  [Symbol.asyncIterator](): AsyncIterableIterator<unknown> {
    return this;
  }

  finish(): void {
    if (this.finished) return;
    this.finished = true;
    this.queue.length = 0;
    for (const resolve of this.waiting.splice(0)) resolve({ value: undefined, done: true });
    this.onFinish(this);
  }
}

/**
 * One dedicated connection per process LISTENs on the topics that have subscribers (not a pool
 * connection: LISTEN belongs to a session). When it drops, it reconnects with backoff and
 * LISTENs again. NOTIFY goes through the pool, so publishing never waits for the listener.
 */
export class PgPubSub implements EventBus {
  private client: Client | null = null;
  private readonly streams = new Map<string, Set<EventStream>>();
  /** Topics LISTENed on the current connection. */
  private listening = new Set<string>();
  /** LISTEN/UNLISTEN commands run one at a time, in order. */
  private commands: Promise<void> = Promise.resolve();
  private readonly reconnectListeners = new Set<() => void>();
  private reconnectTimer: NodeJS.Timeout | null = null;
  private attempt = 0;
  private closed = false;
  private heartbeatTimer: NodeJS.Timeout | null = null;
  private readonly backoff: { initialMs: number; maxMs: number };
  private readonly heartbeat: { intervalMs: number; timeoutMs: number };

  constructor(private readonly options: PgPubSubOptions) {
    this.backoff = options.backoff ?? { initialMs: 250, maxMs: 10_000 };
    this.heartbeat = options.heartbeat ?? { intervalMs: 30_000, timeoutMs: 10_000 };
  }

  /** Opens the listener connection; rejects when the database cannot be reached. */
  async start(): Promise<void> {
    await this.connect();
    this.heartbeatTimer = setInterval(() => void this.checkConnection(), this.heartbeat.intervalMs);
    this.heartbeatTimer.unref();
  }

  get connected(): boolean {
    return this.client !== null;
  }

  async publish(topic: string, ...args: unknown[]): Promise<void> {
    const [id, payload] = args.length >= 2 ? [args[0], args[1]] : [undefined, args[0]];
    await this.publishWith(this.options.db, topic, payload, id);
  }

  async publishWith(runner: Queryable, topic: string, payload: unknown, id?: unknown): Promise<void> {
    if (this.closed) throw new Error("PubSub is closed");
    await runner.query("SELECT pg_notify($1, $2)", [topic, encodeEvent(topic, payload, id)]);
  }

  subscribe(topic: string, id?: unknown): AsyncIterableIterator<unknown> {
    assertTopic(topic);
    if (this.closed) throw new Error("PubSub is closed");
    const stream = new EventStream(
      id === undefined ? undefined : String(id),
      (s) => this.unsubscribe(topic, s),
      this.options.log,
      topic,
    );
    let set = this.streams.get(topic);
    if (!set) {
      set = new Set();
      this.streams.set(topic, set);
    }
    set.add(stream);
    void this.sync(topic);
    return stream;
  }

  /** Resolves once this process LISTENs on `topic` (events published after that reach it). */
  async listeningOn(topic: string): Promise<void> {
    await this.commands;
    if (!this.listening.has(topic)) throw new Error(`not listening on "${topic}"`);
  }

  /** Called after the listener reconnects: events during the gap were lost, so refetch. */
  onReconnect(listener: () => void): () => void {
    this.reconnectListeners.add(listener);
    return () => this.reconnectListeners.delete(listener);
  }

  /** Ends every subscriber's stream and closes the listener connection. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    if (this.heartbeatTimer) clearInterval(this.heartbeatTimer);
    // finish() unsubscribes, which edits these collections: copy them first.
    const streams = Array.from(this.streams.values(), (set) => Array.from(set)).flat();
    for (const stream of streams) stream.finish();
    await this.commands.catch(() => undefined);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  /** The backend pid of the listener connection (tests use it to cut the connection). */
  async listenerPid(): Promise<number | null> {
    if (!this.client) return null;
    const { rows } = await this.client.query<{ pid: number }>("SELECT pg_backend_pid() AS pid");
    return rows[0]?.pid ?? null;
  }

  private unsubscribe(topic: string, stream: EventStream): void {
    const set = this.streams.get(topic);
    if (!set) return;
    set.delete(stream);
    if (set.size === 0) {
      this.streams.delete(topic);
      if (!this.closed) void this.sync(topic);
    }
  }

  /** LISTENs or UNLISTENs so the connection matches the topics that have subscribers. */
  private sync(topic: string): Promise<void> {
    this.commands = this.commands.then(async () => {
      const client = this.client;
      if (!client) return; // the reconnect LISTENs on every topic in use
      const wanted = this.streams.has(topic);
      if (wanted === this.listening.has(topic)) return;
      try {
        const command = `${wanted ? "LISTEN" : "UNLISTEN"} ${client.escapeIdentifier(topic)}`;
        await within(client.query(command), this.heartbeat.timeoutMs, command);
        if (wanted) this.listening.add(topic);
        else this.listening.delete(topic);
      } catch (error) {
        // The connection is failing; its error handler reconnects and LISTENs again.
        this.options.log.warn({ err: error, topic }, "pubsub: LISTEN/UNLISTEN failed");
      }
    });
    return this.commands;
  }

  private async connect(): Promise<void> {
    const client = new Client({
      connectionString: this.options.databaseUrl,
      keepAlive: true,
      connectionTimeoutMillis: this.heartbeat.timeoutMs,
      application_name: "skycharter-pubsub",
    });
    client.on("notification", (message) => this.dispatch(message.channel, message.payload));
    client.on("error", (error) => this.lost(client, error));
    client.on("end", () => this.lost(client, null));
    await client.connect();
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.listening = new Set();
    const relisten = this.commands.then(async () => {
      for (const topic of this.streams.keys()) {
        await within(client.query(`LISTEN ${client.escapeIdentifier(topic)}`), this.heartbeat.timeoutMs, "LISTEN");
        this.listening.add(topic);
      }
    });
    // The queue itself never rejects; a failure here means the connection failed (and is retried).
    this.commands = relisten.catch(() => undefined);
    try {
      await relisten;
    } catch (error) {
      if (this.client === client) this.client = null;
      await client.end().catch(() => undefined);
      throw error;
    }
  }

  private async checkConnection(): Promise<void> {
    const client = this.client;
    if (!client) return;
    try {
      await within(client.query("SELECT 1"), this.heartbeat.timeoutMs, "a heartbeat");
    } catch (error) {
      this.lost(client, error instanceof Error ? error : new Error(String(error)));
    }
  }

  private dispatch(topic: string, text: string | undefined): void {
    const set = this.streams.get(topic);
    if (!set || text === undefined) return;
    let message: WireMessage;
    try {
      message = JSON.parse(text) as WireMessage;
    } catch {
      this.options.log.warn({ topic }, "pubsub: ignoring a NOTIFY that is not one of ours");
      return;
    }
    for (const stream of set) if (stream.id === message.id) stream.push(message.payload);
  }

  private lost(client: Client, error: Error | null): void {
    // Only the live connection matters: a failed attempt is retried by scheduleReconnect's caller.
    if (this.client !== client || this.closed) return;
    this.client = null;
    this.listening = new Set();
    this.options.log.warn(
      { err: error ?? undefined },
      "pubsub: listener connection lost; reconnecting (events until then are lost)",
    );
    client.end().catch(() => undefined);
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.closed || this.reconnectTimer) return;
    const base = Math.min(this.backoff.maxMs, this.backoff.initialMs * 2 ** this.attempt);
    const delay = Math.round(base / 2 + (Math.random() * base) / 2);
    this.attempt += 1;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      this.connect().then(
        () => {
          if (this.closed) return;
          this.options.log.info({ attempts: this.attempt }, "pubsub: listener reconnected");
          this.attempt = 0;
          for (const listener of this.reconnectListeners) listener();
        },
        (error: unknown) => {
          this.options.log.warn({ err: error, attempt: this.attempt }, "pubsub: reconnect failed");
          this.scheduleReconnect();
        },
      );
    }, delay);
  }
}

/**
 * For processes without a database (the schema emit CLI, schema tests): building the schema
 * needs a PubSub, running a subscription does not happen there.
 */
export const noPubSub: EventBus = {
  publish: () => Promise.reject(new Error("no PubSub in this process")),
  publishWith: () => Promise.reject(new Error("no PubSub in this process")),
  subscribe: () => {
    throw new Error("no PubSub in this process");
  },
};

/**
 * The bus as type-graphql's `@Subscription({ topics, topicId })` listens on it: core's EventBus
 * stays free of the GraphQL library, and this is the one place the two meet.
 */
export function subscriptionPubSub(bus: EventBus): PubSub {
  return {
    publish: (topic, ...args) => bus.publish(topic, ...args),
    subscribe: (topic, id) => bus.subscribe(topic, id),
  };
}

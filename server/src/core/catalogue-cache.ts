import type { ListeningBus } from "./events.js";

// The public catalogue (featured offers, programmes, aircraft categories) is read on every visit
// and changed a few times a day, so each server copy keeps it in memory. Any write to its tables
// announces CATALOGUE_TOPIC (trigger of migration CatalogueChanged), and every copy drops its
// entries when the announcement arrives (milliseconds after the commit). Services that edit the
// catalogue also drop this copy's entries as soon as their transaction commits. While the
// listener is down, announcements could be lost: nothing is cached until it is back.
//
// Beside the cache, the last good value of each key is kept through every change. When a load
// fails, readers get that copy instead of an error. While the change feed is down and no load has
// succeeded lately (the database is most likely away), a reader with a copy gets it at once while
// one load per key runs behind it and refreshes the copy when it succeeds; a reader with no copy
// waits for that load, or at most the wait it asked for (a public page: OUTAGE_WAIT_MS). So the
// public pages and the catalogue stay up through an outage, answer quickly, and come back by
// themselves; a slow database that still answers only makes readers wait, as before.

/** Published by the catalogue_changed_notify() trigger on any write to a catalogue table. */
export const CATALOGUE_TOPIC = "catalogue_changed";

/** How long a public page with no copy waits on its render while the database seems away. */
export const OUTAGE_WAIT_MS = 250;
/** While the change feed reconnects, a load that succeeded this recently means the database answers again. */
const ANSWERED_LATELY_MS = 2_000;
/** The most keys whose last good value is kept (pages × languages × currencies seen; the oldest go first). */
const LAST_GOOD_MAX = 2_000;

/** Raised to a reader when a load outlasts the wait it asked for while the database seems away and no copy exists. */
export class CatalogueUnavailable extends Error {
  override readonly name = "CatalogueUnavailable";
  constructor(
    readonly key: string,
    waitedMs: number,
  ) {
    super(`no answer for ${key} within ${waitedMs} ms while the database seems unreachable`);
  }
}

export interface CacheRead {
  /** While the database seems away and no copy exists, how long to wait for the load (no limit when omitted). */
  outageWaitMs?: number;
}

export type ChangeFeed = ListeningBus & { readonly connected: boolean };

export class CatalogueCache {
  /** Loads in flight or done, by key: concurrent misses share one load. */
  private readonly entries = new Map<string, Promise<unknown>>();
  private readonly lastGood = new Map<string, unknown>();
  /** While the database seems away: one load per key, whoever asks. */
  private readonly inFlight = new Map<string, Promise<unknown>>();
  private lastLoadedAt = Number.NEGATIVE_INFINITY;
  private feed: ChangeFeed | null = null;
  /** Between follow() and close(): the feed's state says whether the database answers. */
  private following: ChangeFeed | null = null;
  private stopReconnect: (() => void) | null = null;

  /** Starts caching once this copy LISTENs for changes; until then (CLIs, a server starting) every read loads. */
  async follow(feed: ChangeFeed): Promise<void> {
    const events = feed.subscribe(CATALOGUE_TOPIC);
    void (async () => {
      for await (const _event of events) this.clear();
      // The bus closed: stop caching.
      this.feed = null;
      this.following = null;
      this.clear();
    })();
    // Announcements during a reconnect were lost.
    this.stopReconnect = feed.onReconnect(() => this.clear());
    await feed.listeningOn(CATALOGUE_TOPIC);
    this.feed = feed;
    this.following = feed;
  }

  /**
   * `load()`'s result, kept until the catalogue changes; a failed load is not kept. A failure answers
   * the key's last good value if there is one; so does any read while the database seems away.
   */
  get<T>(key: string, load: () => Promise<T>, read: CacheRead = {}): Promise<T> {
    if (this.databaseSeemsAway()) return this.duringOutage(key, load, read.outageWaitMs);
    const loading = this.cachedOrLoad(key, load);
    return loading.catch((error: unknown) => {
      if (this.lastGood.has(key)) return this.lastGood.get(key) as T;
      throw error;
    });
  }

  /** The change feed is down and no load has succeeded lately: a load that succeeds proves the database is back. */
  private databaseSeemsAway(): boolean {
    const feedDown = this.following !== null && !this.following.connected;
    return feedDown && Date.now() - this.lastLoadedAt > ANSWERED_LATELY_MS;
  }

  private duringOutage<T>(key: string, load: () => Promise<T>, waitMs: number | undefined): Promise<T> {
    let loading = this.inFlight.get(key) as Promise<T> | undefined;
    if (!loading) {
      loading = load();
      this.inFlight.set(key, loading);
      this.watch(key, loading);
      const settled = loading;
      void settled.then(
        () => this.inFlight.delete(key),
        () => this.inFlight.delete(key),
      );
    }
    if (this.lastGood.has(key)) return Promise.resolve(this.lastGood.get(key) as T);
    if (waitMs === undefined) return loading;
    return withDeadline(loading, waitMs, () => new CatalogueUnavailable(key, waitMs));
  }

  /** A fresh load's value becomes the key's last good copy (a cached answer already is one). */
  private watch(key: string, loading: Promise<unknown>): void {
    loading.then(
      (value) => {
        this.lastLoadedAt = Date.now();
        this.remember(key, value);
      },
      () => undefined,
    );
  }

  private cachedOrLoad<T>(key: string, load: () => Promise<T>): Promise<T> {
    const cached = this.feed?.connected ? (this.entries.get(key) as Promise<T> | undefined) : undefined;
    if (cached) return cached;
    const loading = load();
    this.watch(key, loading);
    if (!this.feed?.connected) return loading;
    this.entries.set(key, loading);
    loading.catch(() => {
      if (this.entries.get(key) === loading) this.entries.delete(key);
    });
    return loading;
  }

  private remember(key: string, value: unknown): void {
    this.lastGood.delete(key);
    this.lastGood.set(key, value);
    if (this.lastGood.size > LAST_GOOD_MAX) this.lastGood.delete(this.lastGood.keys().next().value!);
  }

  /** Drops one entry that has gone stale by a rule of its own (a rendered page past an offer's expiry). */
  forget(key: string): void {
    this.entries.delete(key);
  }

  /** Drops every entry: a load in flight finishes for its callers but is not kept. */
  clear(): void {
    this.entries.clear();
  }

  close(): void {
    this.stopReconnect?.();
    this.feed = null;
    this.following = null;
    this.clear();
  }
}

/** `promise`, or a rejection with `error()` once `ms` have passed (the promise runs on). */
function withDeadline<T>(promise: Promise<T>, ms: number, error: () => Error): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(error()), ms);
    timer.unref();
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

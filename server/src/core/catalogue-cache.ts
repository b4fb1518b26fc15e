import type { ListeningBus } from "./events.js";

// The public catalogue (featured offers, programmes, aircraft categories) is read on every visit
// and changed a few times a day, so each server copy keeps it in memory. Any write to its tables
// announces CATALOGUE_TOPIC (trigger of migration CatalogueChanged), and every copy drops its
// entries when the announcement arrives (milliseconds after the commit). Services that edit the
// catalogue also drop this copy's entries as soon as their transaction commits. While the
// listener is down, announcements could be lost: nothing is cached until it is back.

/** Published by the catalogue_changed_notify() trigger on any write to a catalogue table. */
export const CATALOGUE_TOPIC = "catalogue_changed";

export type ChangeFeed = ListeningBus & { readonly connected: boolean };

export class CatalogueCache {
  /** Loads in flight or done, by key: concurrent misses share one load. */
  private readonly entries = new Map<string, Promise<unknown>>();
  private feed: ChangeFeed | null = null;
  private stopReconnect: (() => void) | null = null;

  /** Starts caching once this copy LISTENs for changes; until then (CLIs, a server starting) every read loads. */
  async follow(feed: ChangeFeed): Promise<void> {
    const events = feed.subscribe(CATALOGUE_TOPIC);
    void (async () => {
      for await (const _event of events) this.clear();
      // The bus closed: stop caching.
      this.feed = null;
      this.clear();
    })();
    // Announcements during a reconnect were lost.
    this.stopReconnect = feed.onReconnect(() => this.clear());
    await feed.listeningOn(CATALOGUE_TOPIC);
    this.feed = feed;
  }

  /** `load()`'s result, kept until the catalogue changes; a failed load is not kept. */
  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (!this.feed?.connected) return load();
    const cached = this.entries.get(key) as Promise<T> | undefined;
    if (cached) return cached;
    const loading = load();
    this.entries.set(key, loading);
    loading.catch(() => {
      if (this.entries.get(key) === loading) this.entries.delete(key);
    });
    return loading;
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
    this.clear();
  }
}

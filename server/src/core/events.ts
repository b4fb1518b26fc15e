import type { Queryable } from "./queryable.js";

// The event bus the services announce changes on and the subscriptions listen to; graphql/pubsub.ts
// carries it over PostgreSQL LISTEN/NOTIFY to every server copy, and hands it to type-graphql.

/** Announces changes and listens for them: topics, and an optional id that addresses a subscriber. */
export interface EventBus {
  /** `publish(topic, payload)`, or `publish(topic, id, payload)` for subscribers of `subscribe(topic, id)`. */
  publish(topic: string, ...args: unknown[]): Promise<void>;
  subscribe(topic: string, id?: unknown): AsyncIterableIterator<unknown>;
  /**
   * Publishes through `runner`, e.g. the EntityManager of a transaction: the event goes out when
   * the transaction commits, and not at all when it rolls back.
   */
  publishWith(runner: Queryable, topic: string, payload: unknown, id?: unknown): Promise<void>;
}

/** A bus that says when it is listening on a topic, and when its listener reconnected (announcements in the gap were lost). */
export type ListeningBus = Pick<EventBus, "subscribe"> & {
  listeningOn(topic: string): Promise<void>;
  onReconnect(listener: () => void): () => void;
};

/** A payload the bus cannot carry (NOTIFY takes under 8000 bytes): publish ids, and load rows in the subscriber. */
export class EventTooLargeError extends Error {
  constructor(
    readonly topic: string,
    readonly bytes: number,
    readonly limit: number,
  ) {
    super(
      `PubSub payload for "${topic}" is ${bytes} bytes (limit ${limit}): publish ids and load rows in the subscriber`,
    );
    this.name = "EventTooLargeError";
  }
}

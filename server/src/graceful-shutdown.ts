import type { Server } from "node:http";
import type { DataSource } from "typeorm";

// The order a server copy stops in, so a rolling restart loses nothing: stop taking new work, move
// the long-lived sockets elsewhere, drain the HTTP requests in flight (cut off after a grace period),
// then stop the background work and the connections it needs.

export interface RunningParts {
  /** From now on new GraphQL requests are refused as draining (the fast path and Express). */
  stopAccepting(): void;
  /** The graphql-ws sockets: closed first (1001 Going Away), so their clients reconnect to another copy. */
  sockets: { close(): Promise<void> };
  /** The catalogue cache's listener. */
  catalogue: { close(): void };
  httpServer: Server;
  /** Apollo drains the HTTP server's requests in flight. */
  apollo: { stop(): Promise<void> };
  /** How long requests in flight may take before their connections are cut (SHUTDOWN_GRACE_MS). */
  graceMs: number;
  /** Background work (the mail worker, the quote-request expiry job), stopped in this order. */
  background: { stop(): Promise<void> }[];
  pubSub: { close(): Promise<void> };
  /** The read replica's DataSource, or `db` itself when there is none. */
  reader: DataSource;
  /** The primary DataSource: the caller's, never closed here. */
  db: DataSource;
}

/** Stops accepting, drains in-flight requests and sockets, stops background work. The database is the caller's. */
export async function gracefulShutdown(parts: RunningParts): Promise<void> {
  parts.stopAccepting();
  // Subscriptions first (clients see 1001 Going Away and reconnect elsewhere), then HTTP.
  await parts.sockets.close();
  parts.catalogue.close();
  const force = setTimeout(() => parts.httpServer.closeAllConnections(), parts.graceMs);
  await parts.apollo.stop();
  clearTimeout(force);
  for (const work of parts.background) await work.stop();
  await closeConnections(parts);
}

/** The PubSub's listener and the read replica: the connections the server opened beside the caller's database. */
export async function closeConnections({ pubSub, reader, db }: Pick<RunningParts, "pubSub" | "reader" | "db">) {
  await pubSub.close();
  if (reader !== db) await reader.destroy();
}

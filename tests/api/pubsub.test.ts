import "reflect-metadata";
import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { connect, createServer, type Socket } from "node:net";
import os from "node:os";
import path from "node:path";
import { parse, subscribe, type ExecutionResult } from "graphql";
import { Pool } from "pg";
import { Arg, Field, ObjectType, Query, Resolver, Root, Subscription, buildSchema } from "type-graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { PgPubSub } from "../../server/src/graphql/pubsub.js";
import { authClient, uniqueEmail } from "../support/auth-client.js";
import { requestInput, SUBMIT } from "../support/charter.js";
import { createTestDatabase, type TestDatabase } from "../support/database.js";
import { freePort } from "../support/ports.js";
import { ROOT, runServer } from "../support/process.js";

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** The iterator's next value, or a rejection after `ms` (an event that never comes fails fast). */
async function nextOf<T>(events: AsyncIterator<T>, ms = 5_000): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no event within ${ms} ms`)), ms);
  });
  try {
    const result = await Promise.race([events.next(), timeout]);
    if (result.done) throw new Error("the stream ended");
    return result.value;
  } finally {
    clearTimeout(timer);
  }
}

/** Everything the stream delivers from now on, as it arrives (for "this never comes" checks). */
function collect<T>(events: AsyncIterator<T>): T[] {
  const received: T[] = [];
  void (async () => {
    for (let result = await events.next(); !result.done; result = await events.next()) received.push(result.value);
  })();
  return received;
}

describe("PgPubSub: PostgreSQL LISTEN/NOTIFY", () => {
  let database: TestDatabase;
  let pool: Pool;
  let a: PgPubSub;
  let b: PgPubSub;

  beforeAll(async () => {
    database = await createTestDatabase();
    pool = new Pool({ connectionString: database.url, max: 3 });
    a = new PgPubSub({ databaseUrl: database.url, db: pool, log: quiet, backoff: { initialMs: 50, maxMs: 500 } });
    b = new PgPubSub({ databaseUrl: database.url, db: pool, log: quiet });
    await Promise.all([a.start(), b.start()]);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await pool?.end();
    await database?.drop();
  });

  it("two instances on one database receive each other's events", async () => {
    const atA = a.subscribe("test.pair");
    const atB = b.subscribe("test.pair");
    await Promise.all([a.listeningOn("test.pair"), b.listeningOn("test.pair")]);

    await b.publish("test.pair", { leadId: "from-b" });
    expect(await nextOf(atA)).toEqual({ leadId: "from-b" });
    expect(await nextOf(atB)).toEqual({ leadId: "from-b" });
    await a.publish("test.pair", { leadId: "from-a" });
    expect(await nextOf(atB)).toEqual({ leadId: "from-a" });
    expect(await nextOf(atA)).toEqual({ leadId: "from-a" });
    await atA.return!();
    await atB.return!();
  });

  it("delivers an event published for an id only to that id's subscribers", async () => {
    const mine = a.subscribe("test.byId", "user-1");
    const theirs = a.subscribe("test.byId", "user-2");
    const toThem = collect(theirs);
    await a.listeningOn("test.byId");
    await b.publish("test.byId", "user-1", { quoteRequestId: "q1" });
    expect(await nextOf(mine)).toEqual({ quoteRequestId: "q1" });
    // NOTIFY delivers in commit order: once user-2's own later event is in, q1 would have come before it.
    await b.publish("test.byId", "user-2", { quoteRequestId: "q2" });
    await expect.poll(() => toThem.length).toBeGreaterThan(0);
    expect(toThem).toEqual([{ quoteRequestId: "q2" }]);
    await mine.return!();
    await theirs.return!();
  });

  it("publishes with a transaction's connection: on commit, and never on rollback", async () => {
    const events = a.subscribe("test.tx");
    const received = collect(events);
    await a.listeningOn("test.tx");
    const client = await pool.connect();
    try {
      await client.query("BEGIN");
      await b.publishWith(client, "test.tx", { leadId: "rolled-back" });
      await client.query("ROLLBACK");
      await client.query("BEGIN");
      await b.publishWith(client, "test.tx", { leadId: "committed" });
      // An event published outside the open transaction arrives meanwhile; an early or rolled-back one would be there first.
      await b.publish("test.tx", { leadId: "meanwhile" });
      await expect.poll(() => received.length).toBeGreaterThan(0);
      expect(received).toEqual([{ leadId: "meanwhile" }]);
      await client.query("COMMIT");
    } finally {
      client.release();
    }
    await expect.poll(() => received, { timeout: 5_000 }).toEqual([{ leadId: "meanwhile" }, { leadId: "committed" }]);
    await events.return!();
  });

  it("answers next() calls made before the events arrive, in order", async () => {
    const events = a.subscribe("test.order");
    await a.listeningOn("test.order");
    const first = events.next();
    const second = events.next();
    await b.publish("test.order", { n: 1 });
    await b.publish("test.order", { n: 2 });
    expect(await Promise.all([first, second])).toEqual([
      { value: { n: 1 }, done: false },
      { value: { n: 2 }, done: false },
    ]);
    await events.return!();
  });

  it("refuses a payload over the NOTIFY limit instead of failing in PostgreSQL", async () => {
    await expect(a.publish("test.big", { rows: "x".repeat(8_000) })).rejects.toThrowError(/publish ids/);
  });

  it("reconnects and LISTENs again after its connection is killed (events in the gap are lost)", async () => {
    const events = a.subscribe("test.reconnect");
    await a.listeningOn("test.reconnect");
    const pid = await a.listenerPid();
    const reconnected = new Promise<void>((resolve) => {
      const stop = a.onReconnect(() => {
        stop();
        resolve();
      });
    });
    await pool.query("SELECT pg_terminate_backend($1)", [pid]);
    await reconnected;
    expect(a.connected).toBe(true);
    expect(await a.listenerPid()).not.toBe(pid);
    await a.listeningOn("test.reconnect");
    await b.publish("test.reconnect", { leadId: "after" });
    expect(await nextOf(events)).toEqual({ leadId: "after" });
    await events.return!();
  });

  it("notices a connection that went silent (no FIN, no RST) by its heartbeat, and reconnects", async () => {
    const proxy = await startFreezableProxy(new URL(database.url));
    const viaProxy = new URL(database.url);
    viaProxy.port = String(proxy.port);
    const c = new PgPubSub({
      databaseUrl: viaProxy.toString(),
      db: pool,
      log: quiet,
      backoff: { initialMs: 50, maxMs: 200 },
      heartbeat: { intervalMs: 200, timeoutMs: 400 },
    });
    try {
      await c.start();
      const events = c.subscribe("test.silent");
      await c.listeningOn("test.silent");
      const reconnected = new Promise<void>((resolve) => c.onReconnect(resolve));
      proxy.freeze();
      await reconnected;
      await c.listeningOn("test.silent");
      await b.publish("test.silent", { leadId: "after-silence" });
      expect(await nextOf(events)).toEqual({ leadId: "after-silence" });
    } finally {
      await c.close();
      await proxy.close();
    }
  });

  it("ends its subscribers' streams when closed", async () => {
    const c = new PgPubSub({ databaseUrl: database.url, db: pool, log: quiet });
    await c.start();
    const events = c.subscribe("test.close");
    const pending = events.next();
    await c.close();
    expect(await pending).toEqual({ value: undefined, done: true });
    expect(c.connected).toBe(false);
  });
});

@ObjectType()
class Ping {
  @Field(() => String)
  leadId!: string;
}

@Resolver()
class PingResolver {
  @Query(() => Boolean)
  ok(): boolean {
    return true;
  }

  @Subscription(() => Ping, { topics: "test.ping", topicId: ({ args }) => args.room })
  ping(@Root() payload: { leadId: string }, @Arg("room", () => String) _room: string): Ping {
    return Object.assign(new Ping(), payload);
  }
}

describe("PgPubSub as type-graphql's pubSub", () => {
  it("feeds a @Subscription with topics and topicId", async () => {
    const database = await createTestDatabase();
    const pool = new Pool({ connectionString: database.url, max: 2 });
    const bus = new PgPubSub({ databaseUrl: database.url, db: pool, log: quiet });
    try {
      await bus.start();
      const schema = await buildSchema({ resolvers: [PingResolver], pubSub: bus, validate: false });
      const stream = (await subscribe({
        schema,
        document: parse(`subscription { ping(room: "r1") { leadId } }`),
      })) as AsyncIterableIterator<ExecutionResult>;
      await bus.listeningOn("test.ping");
      await bus.publish("test.ping", "r2", { leadId: "other room" });
      await bus.publish("test.ping", "r1", { leadId: "L1" });
      expect(await nextOf(stream)).toEqual({ data: { ping: { leadId: "L1" } } });
      await stream.return?.();
    } finally {
      await bus.close();
      await pool.end();
      await database.drop();
    }
  });
});

/** A TCP pass-through whose open connections can be frozen: bytes stop flowing, nothing is closed. */
async function startFreezableProxy(target: URL) {
  const sockets = new Set<Socket>();
  const frozen = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(Number(target.port), target.hostname);
    sockets.add(client);
    client.on("data", (data) => void (frozen.has(client) || upstream.write(data)));
    upstream.on("data", (data) => void (frozen.has(client) || client.write(data)));
    const drop = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
    };
    for (const socket of [client, upstream]) {
      socket.on("close", drop);
      socket.on("error", drop);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as { port: number }).port,
    freeze: () => sockets.forEach((socket) => frozen.add(socket)),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A PubSub peer in its own process (tests/support/pubsub-peer.mjs, on the compiled server code). */
function runPeer(args: string[], databaseUrl: string) {
  const child = spawn(process.execPath, [path.join(ROOT, "tests/support/pubsub-peer.mjs"), ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? "", DATABASE_URL: databaseUrl },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const waiters = new Set<() => void>();
  for (const stream of [child.stdout, child.stderr]) {
    stream.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      for (const waiter of waiters) waiter();
    });
  }
  const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
  const waitFor = (text: string, ms = 10_000) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (!output.includes(text)) return;
        waiters.delete(check);
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`timed out waiting for ${text}; output:\n${output}`));
      }, ms);
      waiters.add(check);
      check();
    });
  return { child, exited, waitFor, output: () => output };
}

describe("PubSub across two processes on one database", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.drop());

  it("an event published by one process reaches a subscriber in another", async () => {
    const listener = runPeer(["listen", "test.processes"], database.url);
    try {
      await listener.waitFor("listening");
      const publisher = runPeer(["publish", "test.processes", JSON.stringify({ leadId: "L-42" })], database.url);
      expect(await publisher.exited).toBe(0);
      await listener.waitFor(JSON.stringify({ leadId: "L-42" }));
    } finally {
      listener.child.kill("SIGTERM");
      await listener.exited;
    }
  }, 30_000);

  /** Two server processes on the test database, sharing a site URL, a DATA_DIR (signing keys) and an admin account. */
  async function startTwoServers(admin: { email: string; password: string }) {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "skycharter-two-"));
    // One site for both, as behind a load balancer: the token issuer derives from it.
    let siteUrl: string | undefined;
    const start = async () => {
      const port = await freePort();
      siteUrl ??= `http://127.0.0.1:${port}`;
      const server = runServer({
        DATABASE_URL: database.url,
        HOST: "127.0.0.1",
        PORT: String(port),
        SITE_URL: siteUrl,
        DATA_DIR: dataDir,
        WEB_DIST: path.join(dataDir, "no-web-build"),
        LOG_LEVEL: "warn",
        SEED_DEMO_DATA: "false",
        ADMIN_EMAIL: admin.email,
        ADMIN_PASSWORD: admin.password,
      });
      await server.waitFor("SkyCharter is running at");
      return { server, url: `http://127.0.0.1:${port}` };
    };
    // One after the other: the first seeds the reference data and the signing keys the second reuses.
    const a = await start();
    const b = await start();
    const stop = async () => {
      for (const { server } of [a, b]) server.child.kill("SIGTERM");
      await Promise.all([a.server.exited, b.server.exited]);
      await rm(dataDir, { recursive: true, force: true });
    };
    return { a, b, stop };
  }

  /** A leadEvents socket on `url`, acknowledged and subscribed; collects events and errors, resolves `closed` with the close code. */
  async function leadBoard(url: string, accessToken: string) {
    const socket = new WebSocket(`${url.replace("http", "ws")}/graphql`, "graphql-transport-ws");
    const events: { type: string; lead: { email: string } | null }[] = [];
    const errors: unknown[] = [];
    const closed = new Promise<number>((resolve) => socket.once("close", (code) => resolve(code)));
    await new Promise<void>((resolve, reject) => {
      socket.once("open", () =>
        socket.send(JSON.stringify({ type: "connection_init", payload: { authorization: `Bearer ${accessToken}` } })),
      );
      socket.on("message", (raw) => {
        const message = JSON.parse(String(raw)) as { type: string; payload: unknown };
        if (message.type === "connection_ack") {
          socket.send(
            JSON.stringify({
              id: "1",
              type: "subscribe",
              payload: { query: "subscription { leadEvents { type lead { email } } }" },
            }),
          );
          resolve();
        }
        if (message.type === "next") {
          const { data, errors: failed } = message.payload as {
            data?: { leadEvents: (typeof events)[number] };
            errors?: unknown[];
          };
          if (data?.leadEvents) events.push(data.leadEvents);
          if (failed) errors.push(...failed);
        }
        if (message.type === "error") errors.push(message.payload);
      });
      socket.once("error", reject);
      void closed.then((code) => reject(new Error(`socket closed (${code})`)));
      setTimeout(() => reject(new Error("no connection_ack within 10 s")), 10_000).unref();
    });
    return { socket, events, errors, closed };
  }

  /** graphql-ws does not confirm a subscription: submit through `url` until the board reports it (or give up). */
  async function untilBoardHears(board: Awaited<ReturnType<typeof leadBoard>>, url: string) {
    const email = uniqueEmail("two-servers");
    await expect
      .poll(
        async () => {
          await fetch(`${url}/graphql`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({
              query: String(SUBMIT),
              variables: { input: requestInput(email), key: crypto.randomUUID() },
            }),
          });
          if (board.errors.length > 0) throw new Error(`the subscription failed: ${JSON.stringify(board.errors)}`);
          return board.events.some((event) => event.lead?.email === email);
        },
        // Each attempt submits again; the next one looks for what the last one sent.
        { timeout: 15_000, interval: 500 },
      )
      .toBe(true);
  }

  it("two server processes: a leadEvents subscription on A hears a quote request submitted through B", async () => {
    const admin = { email: "two-servers@skycharter.example", password: "Two-Servers-2026" };
    const { a, b, stop } = await startTwoServers(admin);
    let socket: WebSocket | undefined;
    try {
      const { data, error } = await authClient(a.url).signInWithPassword(admin);
      if (error) throw error;
      const board = await leadBoard(a.url, data.session!.access_token);
      socket = board.socket;
      await untilBoardHears(board, b.url);
      expect(board.errors).toEqual([]);
    } finally {
      socket?.close();
      await stop();
    }
  }, 60_000);

  it("two server processes: a global sign-out through B closes the subscription socket on A with 4401", async () => {
    const admin = { email: "two-servers-signout@skycharter.example", password: "Two-Servers-2026" };
    const { a, b, stop } = await startTwoServers(admin);
    let socket: WebSocket | undefined;
    try {
      const { data, error } = await authClient(a.url).signInWithPassword(admin);
      if (error) throw error;
      const token = data.session!.access_token;
      const board = await leadBoard(a.url, token);
      socket = board.socket;
      await untilBoardHears(board, b.url);
      const response = await fetch(`${b.url}/auth/v1/logout?scope=global`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.status).toBe(204);
      const code = await Promise.race([
        board.closed,
        new Promise((resolve) => setTimeout(() => resolve("still open after 3 s"), 3_000)),
      ]);
      expect(code).toBe(4401);
    } finally {
      socket?.close();
      await stop();
    }
  }, 60_000);
});

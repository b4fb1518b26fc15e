import { randomUUID } from "node:crypto";
import { chmod, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { DataSource } from "typeorm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../server/src/config.js";
import { connectDatabase } from "../../server/src/db/data-source.js";
import { createLogger } from "../../server/src/logger.js";
import { startHttpServer, type RunningServer } from "../../server/src/server.js";
import { requestInput, SUBMIT } from "../support/charter.js";
import { createTestDatabase, type TestDatabase } from "../support/database.js";
import { startOwnCluster, type OwnCluster } from "../support/embedded-cluster.js";
import { freePort } from "../support/ports.js";
import { runServer } from "../support/process.js";

// Issue 11: what a submission's sender sees, and what is kept, when the server is stopped or its
// database goes away in the middle of a steady stream of quote requests.

type Outcome =
  | { kind: "accepted"; key: string; reference: string; startedAt: number; endedAt: number }
  /** Connection refused or closed before an answer, or a 503: nothing was promised. */
  | { kind: "refused"; key: string; detail: string; startedAt: number; endedAt: number }
  /** A GraphQL error with a code (the database is down): nothing was promised either. */
  | { kind: "coded"; key: string; code: string; message: string; startedAt: number; endedAt: number }
  | { kind: "bad"; key: string; detail: string; startedAt: number; endedAt: number };

const REFUSALS = /ECONNREFUSED|ECONNRESET|other side closed|socket hang up|UND_ERR_SOCKET/;
/** A sender waits this long at most; longer is a hang. */
const ANSWER_WITHIN_MS = 8_000;

let sent = 0;
const nextIp = () => {
  sent++;
  return `${sent % 2 ? "198.51.100" : "203.0.113"}.${(Math.floor(sent / 2) % 250) + 1}`;
};

/** One submission with its own email, key and address; never throws. */
async function submit(url: string, run: string, key: string = randomUUID()): Promise<Outcome> {
  const startedAt = Date.now();
  const done = <T extends object>(rest: T) => ({ key, startedAt, endedAt: Date.now(), ...rest });
  try {
    const response = await fetch(`${url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": nextIp() },
      body: JSON.stringify({
        query: String(SUBMIT),
        variables: { input: requestInput(`${run}-${key}@example.com`), key },
      }),
      signal: AbortSignal.timeout(ANSWER_WITHIN_MS),
    });
    const text = await response.text();
    if (response.status === 503) return done({ kind: "refused" as const, detail: "503" });
    let body: {
      data?: { submitQuoteRequest?: { reference: string } } | null;
      errors?: { message: string; extensions?: { code?: string } }[];
    };
    try {
      body = JSON.parse(text);
    } catch {
      return done({ kind: "bad" as const, detail: `${response.status} ${text.slice(0, 200)}` });
    }
    const reference = body.data?.submitQuoteRequest?.reference;
    if (response.status === 200 && reference && !body.errors) return done({ kind: "accepted" as const, reference });
    const error = body.errors?.[0];
    if (response.status < 500 && error?.extensions?.code)
      return done({ kind: "coded" as const, code: error.extensions.code, message: error.message });
    return done({ kind: "bad" as const, detail: `${response.status} ${text.slice(0, 200)}` });
  } catch (error) {
    const detail = `${String(error)} ${String((error as { cause?: unknown }).cause)}`;
    return done({ kind: REFUSALS.test(detail) ? ("refused" as const) : ("bad" as const), detail });
  }
}

/** `workers` senders submitting one after another until `stop()`; resolves with every outcome. */
function steadyStream(url: string, run: string, workers: number) {
  const outcomes: Outcome[] = [];
  let stopped = false;
  const loops = Array.from({ length: workers }, async () => {
    while (!stopped) {
      const outcome = await submit(url, run);
      outcomes.push(outcome);
      // A refused connection answers at once: do not spin.
      if (outcome.kind !== "accepted") await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  return {
    outcomes,
    stop: async () => {
      stopped = true;
      await Promise.all(loops);
      return outcomes;
    },
  };
}

/** Waits (briefly polling) until the stream's outcomes satisfy `condition`: what the test needs to have happened, not a length of time. */
const streamed = (stream: { outcomes: Outcome[] }, condition: (outcomes: Outcome[]) => boolean, timeout = 15_000) =>
  expect.poll(() => condition(stream.outcomes), { timeout, interval: 25 }).toBe(true);
const acceptedCount = (outcomes: Outcome[], after = 0) =>
  outcomes.filter((o) => o.kind === "accepted" && o.startedAt > after).length;

async function storedByKey(
  db: { query: DataSource["query"] },
  keys: string[],
): Promise<Map<string, { reference: string; copies: number }>> {
  const rows = (await db.query(
    `SELECT idempotency_key AS key, min(reference) AS reference, count(*)::int AS copies FROM quote_request WHERE idempotency_key = ANY($1) GROUP BY idempotency_key`,
    [keys],
  )) as { key: string; reference: string; copies: number }[];
  return new Map(rows.map((r) => [r.key, { reference: r.reference, copies: r.copies }]));
}

describe("SIGTERM under load", () => {
  let database: TestDatabase;
  let dataDir: string;
  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = await mkdtemp(path.join(os.tmpdir(), "skycharter-durability-"));
    await chmod(dataDir, 0o755);
  });
  afterAll(async () => {
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("finishes what is in flight, refuses what comes after cleanly, keeps every accepted request and exits 0", async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const server = runServer({
      DATABASE_URL: database.url,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      WEB_DIST: path.join(dataDir, "no-web-build"),
      LOG_LEVEL: "info",
      SEED_DEMO_DATA: "false",
    });
    await server.waitFor("SkyCharter is running at");
    const run = `sigterm-${randomUUID().slice(0, 8)}`;

    // A request the server is reading when the signal comes: half its body now, the rest after.
    const slowKey = randomUUID();
    const slowBody = JSON.stringify({
      query: String(SUBMIT),
      variables: { input: requestInput(`${run}-${slowKey}@example.com`), key: slowKey },
    });
    let pushRest!: () => void;
    const rest = new Promise<void>((resolve) => (pushRest = resolve));
    const slow = fetch(`${url}/graphql`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "content-length": String(Buffer.byteLength(slowBody)),
        "x-forwarded-for": "192.0.2.1",
      },
      duplex: "half",
      body: new ReadableStream<Uint8Array>({
        async start(controller) {
          const bytes = new TextEncoder().encode(slowBody);
          controller.enqueue(bytes.slice(0, 100));
          await rest;
          controller.enqueue(bytes.slice(100));
          controller.close();
        },
      }),
    } as RequestInit).then(async (response) => ({
      status: response.status,
      body: (await response.json()) as { data?: { submitQuoteRequest: { reference: string } } },
    }));

    const stream = steadyStream(url, run, 6);
    // Under load: well over ten submissions answered before the signal.
    await streamed(stream, (outcomes) => acceptedCount(outcomes) > 10);
    const signalledAt = Date.now();
    server.child.kill("SIGTERM");
    // The slow request's body is finished only once the server is draining.
    await server.waitFor("shutting down: draining requests");
    pushRest();
    const exitCode = await server.exited;
    const exitedAt = Date.now();
    // Senders keep trying after the exit: they must be refused, not hang.
    await streamed(stream, (outcomes) => outcomes.some((o) => o.kind === "refused" && o.startedAt > exitedAt));
    const outcomes = await stream.stop();

    expect(exitCode).toBe(0);
    expect(server.output()).toContain("stopped cleanly");
    const slowAnswer = await slow;
    expect(slowAnswer.status).toBe(200);
    expect(slowAnswer.body.data?.submitQuoteRequest.reference).toMatch(/^SC-/);

    expect(outcomes.filter((o) => o.kind === "bad" || o.kind === "coded")).toEqual([]);
    const accepted = outcomes.filter((o) => o.kind === "accepted");
    const refused = outcomes.filter((o) => o.kind === "refused");
    expect(accepted.length).toBeGreaterThan(10);
    expect(refused.some((o) => o.startedAt > exitedAt)).toBe(true);
    // Nothing sent after the signal was promised and then lost: whatever was accepted is stored, once.
    const all = [
      ...accepted.map((o) => ({ key: o.key, reference: o.reference })),
      { key: slowKey, reference: slowAnswer.body.data!.submitQuoteRequest.reference },
    ];
    const admin = await connectDatabase(database.url, 2);
    try {
      const stored = await storedByKey(
        admin,
        all.map((a) => a.key),
      );
      expect(
        all.filter((a) => stored.get(a.key)?.reference !== a.reference || stored.get(a.key)?.copies !== 1),
      ).toEqual([]);
    } finally {
      await admin.destroy();
    }
    const how = new Map<string, number>();
    for (const o of refused) {
      const reason = /ECONNREFUSED|ECONNRESET|other side closed|503/.exec(o.detail)?.[0] ?? o.detail;
      how.set(reason, (how.get(reason) ?? 0) + 1);
    }
    console.info(
      `sigterm: ${accepted.length} accepted (${accepted.filter((o) => o.endedAt > signalledAt).length} answered after the signal), ${refused.length} refused (${[...how].map(([reason, n]) => `${reason} ${n}`).join(", ")}); exit after ${exitedAt - signalledAt} ms`,
    );
  }, 60_000);
});

describe("embedded PostgreSQL stopped and started under load", () => {
  let cluster: OwnCluster;
  let db: DataSource;
  let server: RunningServer;

  beforeAll(async () => {
    cluster = await startOwnCluster();
    const config = loadConfig({
      NODE_ENV: "test",
      HOST: "127.0.0.1",
      PORT: "0",
      LOG_LEVEL: "silent",
      DATABASE_URL: cluster.url,
      REQUEST_EXPIRY_INTERVAL_SECONDS: "0",
    });
    db = await connectDatabase(cluster.url, 4);
    server = await startHttpServer(config, createLogger(config), db, { databaseUrl: cluster.url });
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await db?.destroy();
    await cluster?.destroy();
  });

  const ready = async () => {
    const response = await fetch(`${server.url}/readyz`, { signal: AbortSignal.timeout(ANSWER_WITHIN_MS) });
    return response.status;
  };

  it("says 503 and answers with a coded error while it is down, recovers within 5 s of its return, and loses nothing accepted", async () => {
    const run = `pgstop-${randomUUID().slice(0, 8)}`;
    const workers = 4;
    const stream = steadyStream(server.url, run, workers);
    await streamed(stream, (outcomes) => acceptedCount(outcomes) >= workers);

    await cluster.stop();
    const stoppedAt = Date.now();
    expect(await ready()).toBe(503);
    // Every sender has been answered at least once about a submission made while it was down.
    await streamed(stream, (outcomes) => outcomes.filter((o) => o.startedAt > stoppedAt + 200).length >= workers);
    const whileDown = stream.outcomes.filter((o) => o.startedAt > stoppedAt + 200);
    expect(whileDown.length).toBeGreaterThan(0);

    await cluster.start();
    const backAt = Date.now();
    await expect.poll(ready, { timeout: 15_000, interval: 50 }).toBe(200);
    const readyAfterMs = Date.now() - backAt;
    await expect
      .poll(() => stream.outcomes.some((o) => o.kind === "accepted" && o.startedAt > backAt), {
        timeout: 15_000,
        interval: 50,
      })
      .toBe(true);
    const acceptingAfterMs =
      Math.min(...stream.outcomes.filter((o) => o.kind === "accepted" && o.startedAt > backAt).map((o) => o.endedAt)) -
      backAt;
    await streamed(stream, (outcomes) => acceptedCount(outcomes, backAt) >= workers);
    const outcomes = await stream.stop();

    // While down: answered (no hang) with a code that says so, never an internal error.
    expect(outcomes.filter((o) => o.kind === "bad")).toEqual([]);
    const downCodes = new Set(whileDown.map((o) => (o.kind === "coded" ? o.code : o.kind)));
    expect([...downCodes]).toEqual(["SERVICE_UNAVAILABLE"]);
    expect(outcomes.filter((o) => o.kind === "coded" && o.code !== "SERVICE_UNAVAILABLE")).toEqual([]);
    expect(Math.max(...whileDown.map((o) => o.endedAt - o.startedAt))).toBeLessThan(ANSWER_WITHIN_MS);
    // Back within 5 s of PostgreSQL accepting connections again, without a restart.
    expect(readyAfterMs).toBeLessThan(5_000);
    expect(acceptingAfterMs).toBeLessThan(5_000);

    // Every accepted submission is stored once, with the reference it was answered with; and each
    // refused one, retried with its key now, is stored once too (committed or not before the outage).
    const accepted = outcomes.filter((o) => o.kind === "accepted");
    const stored = await storedByKey(
      db,
      accepted.map((o) => o.key),
    );
    expect(
      accepted.filter((o) => stored.get(o.key)?.reference !== o.reference || stored.get(o.key)?.copies !== 1),
    ).toEqual([]);
    const failed = outcomes.filter((o) => o.kind !== "accepted");
    // Retried as a client would, a few at a time (all at once would only queue on the pool of 4).
    const retried: Outcome[] = [];
    for (let i = 0; i < failed.length; i += 8)
      retried.push(...(await Promise.all(failed.slice(i, i + 8).map((o) => submit(server.url, run, o.key)))));
    expect(retried.filter((o) => o.kind !== "accepted")).toEqual([]);
    const afterRetry = await storedByKey(
      db,
      failed.map((o) => o.key),
    );
    expect(failed.filter((o) => afterRetry.get(o.key)?.copies !== 1)).toEqual([]);
    console.info(
      `pg stop/start: ${accepted.length} accepted, ${failed.length} refused while down (retried: all stored once); /readyz 200 ${readyAfterMs} ms and first accepted submission ${acceptingAfterMs} ms after PostgreSQL was back`,
    );
  }, 90_000);
});

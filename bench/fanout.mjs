// Live board fan-out: 1,000 graphql-ws staff subscribers to `leadEvents` (the board's own
// selection), split over two server processes on one 100,000-lead database. One
// `submitQuoteRequest` per round; every subscriber's receipt is timed from the moment the mutation
// is sent. Memory per connection: the two servers' RSS growth over the 1,000 open subscriptions.
import { createClient } from "graphql-ws";
import { WebSocket } from "ws";
import { bigDatabase } from "./big-database.mjs";
import path from "node:path";
import { median, percentile, ratio, ROOT, rssBytes, sleep, startServer, staffToken } from "./lib.mjs";

const SUBSCRIBERS = 1_000;
const ROUNDS = 5;
const CONNECT_BATCH = 50;
const ROUND_TIMEOUT_MS = 20_000;
const TARGET_P99_MS = 150;

const BOARD_SUBSCRIPTION = `subscription LeadBoardEvents { leadEvents {
  type
  lead { id contactName company email phone source status allowedStatuses score estimatedValueUsd createdAt updatedAt stale unreadMessages }
  stats { totalLeads newLeads contacted qualified dealsWon dealsLost totalRevenueUsd averageDealSizeUsd conversionRate }
} }`;

const noop = () => undefined;
const fmt = (ms) => `${ms.toFixed(0)} ms`;

const SUBMIT = `mutation ($input: QuoteRequestInput!) { submitQuoteRequest(input: $input) { id reference } }`;

function requestInput(round) {
  const year = new Date().getUTCFullYear() + 1;
  return {
    tripType: "ONE_WAY",
    legs: [{ from: "TEB", to: "MIA", departAt: `${year}-03-0${1 + (round % 9)}T09:30` }],
    passengers: 4,
    contact: { name: "Fan Out", email: `fanout.${Date.now()}.${round}@example.com` },
  };
}

/** One build's fan-out: two copies of it (`main`) on the database, 1,000 subscribers, the rounds timed. */
async function measure(database, main) {
  const env = {
    LOG_LEVEL: "warn",
    REQUEST_EXPIRY_INTERVAL_SECONDS: "0",
    SEED_DEMO_DATA: "false",
    WS_MAX_CONNECTIONS_PER_IP: String(SUBSCRIBERS),
  };
  const servers = [
    await startServer({ databaseUrl: database.url, env, main }),
    await startServer({ databaseUrl: database.url, env, main }),
  ];
  const clients = [];
  try {
    // Each server signs with its own development key, so each gets its own token.
    const tokens = await Promise.all(servers.map((s) => staffToken(s.url)));
    await sleep(1_000);
    const rssBefore = await Promise.all(servers.map((s) => rssBytes(s.child.pid)));

    let round = -1;
    let sentAt = 0;
    const receipts = [];
    let received = 0;
    let onAll = noop;
    const receive = () => {
      receipts.push(performance.now() - sentAt);
      if (++received === SUBSCRIBERS) onAll();
    };
    for (let i = 0; i < SUBSCRIBERS; i += CONNECT_BATCH) {
      const batch = [];
      for (let j = i; j < Math.min(SUBSCRIBERS, i + CONNECT_BATCH); j++) {
        const which = j % 2;
        const client = createClient({
          url: servers[which].url.replace("http", "ws") + "/graphql",
          webSocketImpl: WebSocket,
          connectionParams: { authorization: `Bearer ${tokens[which]}` },
          retryAttempts: 0,
          lazy: false,
        });
        clients.push(client);
        batch.push(
          new Promise((resolve, reject) => {
            client.on("connected", resolve);
            client.on("closed", (event) =>
              reject(new Error(`subscriber ${j} closed: ${event?.code} ${event?.reason}`)),
            );
            client.subscribe(
              { query: BOARD_SUBSCRIPTION },
              {
                next: () => round >= 0 && receive(),
                error: (e) => console.error("subscriber error", e),
                complete: () => undefined,
              },
            );
          }),
        );
      }
      await Promise.all(batch);
    }

    const fire = async (n) => {
      received = 0;
      const all = new Promise((resolve) => (onAll = resolve));
      sentAt = performance.now();
      const response = await fetch(`${servers[n % 2].url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": `198.51.100.${1 + n}` },
        body: JSON.stringify({ query: SUBMIT, variables: { input: requestInput(n) } }),
      });
      const json = await response.json();
      if (json.errors) throw new Error(`submitQuoteRequest: ${json.errors[0].message}`);
      const timeout = sleep(ROUND_TIMEOUT_MS).then(() => "timeout");
      return Promise.race([all, timeout]);
    };
    // A first event proves every subscription is live (and warms both servers); not counted.
    round = 0;
    if ((await fire(0)) === "timeout")
      throw new Error(`only ${received} of ${SUBSCRIBERS} subscribers got the warm-up event`);
    await sleep(500);
    const rssAfter = await Promise.all(servers.map((s) => rssBytes(s.child.pid)));
    receipts.length = 0;
    const lasts = [];
    let missed = 0;
    for (round = 1; round <= ROUNDS; round++) {
      const start = receipts.length;
      const outcome = await fire(round);
      if (outcome === "timeout") missed += SUBSCRIBERS - received;
      lasts.push(Math.max(...receipts.slice(start)));
      await sleep(300);
    }
    const perConnection = rssBefore.every((v) => v !== null)
      ? (rssAfter[0] + rssAfter[1] - rssBefore[0] - rssBefore[1]) / SUBSCRIBERS
      : null;
    return {
      p50: percentile(receipts, 50),
      p99: percentile(receipts, 99),
      last: median(lasts),
      missed,
      perConnection,
      receipts: receipts.length,
      rss: `${rssBefore.map((b) => (b / 2 ** 20).toFixed(0)).join(" + ")} MiB before the subscribers, ${rssAfter.map((b) => (b / 2 ** 20).toFixed(0)).join(" + ")} MiB with them`,
    };
  } finally {
    await Promise.all(clients.map((c) => c.dispose()));
    await Promise.all(servers.map((s) => s.stop()));
  }
}

const kib = (bytes) => (bytes === null ? "not measured (no /proc)" : `${(bytes / 1024).toFixed(0)} KiB`);

export async function run() {
  const database = await bigDatabase();
  // BENCH_FANOUT_BASELINE=<dir>: an earlier build kept aside (<dir>/server/dist), measured first, the same way.
  const baselineDir = process.env.BENCH_FANOUT_BASELINE ? path.resolve(process.env.BENCH_FANOUT_BASELINE) : null;
  const before = baselineDir ? await measure(database, path.join(baselineDir, "server/dist/main.js")) : null;
  // BENCH_FANOUT_BUILD=<dir>: this build from such a copy too, safe from a rebuild during the run.
  const ownDir = process.env.BENCH_FANOUT_BUILD ? path.resolve(process.env.BENCH_FANOUT_BUILD) : null;
  const now = await measure(database, ownDir ? path.join(ownDir, "server/dist/main.js") : "server/dist/main.js");
  const then = (pick) => (before ? pick(before) : "—");
  return {
    title: `Live board fan-out: ${SUBSCRIBERS.toLocaleString("en-US")} subscribers on 2 servers, ${database.leads.toLocaleString("en-US")} leads`,
    rows: [
      {
        figure: "submitQuoteRequest → subscriber, p50",
        value: fmt(now.p50),
        baseline: then((b) => fmt(b.p50)),
        ratio: before ? ratio(now.p50, before.p50) : "—",
        target: "—",
        met: null,
      },
      {
        figure: "submitQuoteRequest → subscriber, p99",
        value: fmt(now.p99),
        baseline: then((b) => fmt(b.p99)),
        ratio: before ? ratio(now.p99, before.p99) : "—",
        target: `≤ ${TARGET_P99_MS} ms`,
        met: now.p99 <= TARGET_P99_MS,
      },
      {
        figure: "submitQuoteRequest → last subscriber (median of rounds)",
        value: fmt(now.last),
        baseline: then((b) => fmt(b.last)),
        target: "—",
        met: null,
      },
      {
        figure: "Events missed",
        value: String(now.missed),
        baseline: then((b) => String(b.missed)),
        target: "0",
        met: now.missed === 0,
      },
      {
        figure: "Memory per connection (server RSS growth ÷ connections)",
        value: kib(now.perConnection),
        baseline: then((b) => kib(b.perConnection)),
        target: "—",
        met: null,
      },
    ],
    notes: [
      `${ROUNDS} rounds after a warm-up event, each one submitQuoteRequest (alternating servers) to ${SUBSCRIBERS} receipts: ${now.receipts} receipts timed. ` +
        `Subscribers use the live board's selection (lead with stale, allowed moves and unread messages, pipeline stats); clients run in the bench process, so the times include its own handling of ${SUBSCRIBERS} messages. ` +
        `RSS of the two servers: ${now.rss}.` +
        (before
          ? ` Baseline: the build in ${path.relative(ROOT, baselineDir)}, measured just before on the same database (${before.rss}).`
          : ""),
    ],
  };
}

// Live board, end to end in a real browser: a staff member's /admin/dashboard open in Chromium on
// the 100,000-lead database, a visitor's `submitQuoteRequest` (the booking form's own call) sent
// from the bench, and the time from the submit's start to the animation frame in which the new row
// is in the page, plus, separately, to the `leadEvents` frame's arrival on the page's socket.
//
// Clocks: the page stamps with performance.timeOrigin + performance.now() (epoch milliseconds, high
// resolution) and the bench with the same expression in Node. Both origins come from this machine's
// one wall clock, then run on monotonic clocks; what is left (wall-clock steps between the two
// origins, coarse origin rounding) is measured: the bench asks the page for its time 15 times and
// keeps the answer with the shortest round trip, taking the page's offset as its time minus the
// round trip's midpoint (error ≤ half that round trip, reported). Every page stamp is corrected by it.
//
// BENCH_LIVE_BASELINE=<dir> (a copy of an earlier build: <dir>/server/dist, <dir>/web/dist) runs
// that build beside this one on the same database, submits alternating, so both see the same load;
// BENCH_LIVE_BUILD=<dir> takes this build from such a copy too.
import { randomUUID } from "node:crypto";
import path from "node:path";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, ensureChromium, systemChromium } from "../scripts/browser.mjs";
import { bigDatabase } from "./big-database.mjs";
import { median, percentile, ratio, ROOT, sleep, startServer } from "./lib.mjs";

const SUBMITS = Number(process.env.BENCH_LIVE_SUBMITS ?? 30);
const ROW_TIMEOUT_MS = 10_000;
const TARGET = { p50: 150, p99: 300 };

const SUBMIT = `mutation Booking_Submit($input: QuoteRequestInput!, $key: String!) {
  submitQuoteRequest(input: $input, idempotencyKey: $key) { id reference }
}`;

// Runs in the page before its own scripts: stamps every leadEvents frame as the page's socket hands
// it over (this listener is added before graphql-ws sets onmessage, so it runs first), and every
// lead row added to the document at the first animation frame that draws it (opacity above 0).
function instrument() {
  // oxlint-disable-next-line consistent-function-scoping -- this function runs in the page, serialised alone
  const now = () => performance.timeOrigin + performance.now();
  const frames = [];
  const rows = [];
  window.__liveBench = { frames, rows, now };
  const Native = window.WebSocket;
  window.WebSocket = class extends Native {
    constructor(...args) {
      super(...args);
      this.addEventListener("message", (event) => {
        if (typeof event.data === "string" && event.data.includes('"leadEvents"')) frames.push([now(), event.data]);
      });
    }
  };
  const observer = new MutationObserver((records) => {
    const added = [];
    for (const record of records)
      for (const node of record.addedNodes) {
        if (node.nodeType !== 1) continue;
        if (node.matches('[data-testid="lead-row"]')) added.push(node);
        else added.push(...node.querySelectorAll('[data-testid="lead-row"]'));
      }
    const inserted = now();
    // The row slides in from transparent: it counts from the first frame it is drawn at all.
    const watch = (row, frames) =>
      requestAnimationFrame(() => {
        if (getComputedStyle(row).opacity === "0" && frames < 120) watch(row, frames + 1);
        else rows.push({ text: row.textContent, inserted, painted: now() });
      });
    for (const row of added) watch(row, 0);
  });
  const start = () => observer.observe(document.documentElement, { childList: true, subtree: true });
  if (document.documentElement) start();
  else document.addEventListener("DOMContentLoaded", start);
}

const fmt = (ms) => `${Math.round(ms)} ms`;
const wallNow = () => performance.timeOrigin + performance.now();

/** The page's clock minus the bench's, from the shortest of 15 round trips; and that trip's half. */
async function clockOffset(page) {
  let best = { rtt: Infinity, offset: 0 };
  for (let i = 0; i < 15; i++) {
    const sent = wallNow();
    const pageTime = await page.evaluate(() => window.__liveBench.now());
    const back = wallNow();
    if (back - sent < best.rtt) best = { rtt: back - sent, offset: pageTime - (sent + back) / 2 };
  }
  return { offset: best.offset, error: best.rtt / 2 };
}

/** A staff session in the browser's storage (where auth-js keeps it), then the board, live. */
async function openBoard(browser, server) {
  const response = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "admin@skycharter.example", password: server.adminPassword }),
  });
  if (!response.ok) throw new Error(`signing in as the demo admin: ${response.status}`);
  const session = await response.json();
  session.expires_at ??= Math.floor(Date.now() / 1000) + session.expires_in;
  const context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
  await context.addInitScript((value) => localStorage.setItem("skycharter.auth", value), JSON.stringify(session));
  await context.addInitScript(instrument);
  const page = await context.newPage();
  await page.goto(`${server.url}/admin/dashboard`);
  await page.locator('[data-live="live"]').waitFor({ timeout: 60_000 });
  await page.locator('[data-testid="lead-row"]').first().waitFor({ timeout: 60_000 });
  return { page, context, clock: await clockOffset(page) };
}

/** One visitor's request through `server`; resolves with the times its row and frame reached `board`. */
async function submitAndWatch(server, board, n) {
  const email = `live.${Date.now().toString(36)}.${n}@example.com`;
  const year = new Date().getUTCFullYear() + 1;
  const input = {
    tripType: "ONE_WAY",
    legs: [{ from: "TEB", to: "MIA", departAt: `${year}-04-${String(1 + (Math.abs(n) % 28)).padStart(2, "0")}T09:30` }],
    passengers: 4,
    contact: { name: `Live Board ${n}`, email },
  };
  const started = wallNow();
  const response = await fetch(`${server.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": `203.0.113.${1 + (Math.abs(n) % 250)}` },
    body: JSON.stringify({ query: SUBMIT, variables: { input, key: randomUUID() } }),
  });
  const answered = wallNow();
  const json = await response.json();
  if (json.errors) throw new Error(`submitQuoteRequest: ${json.errors[0].message}`);
  const seen = await board.page
    .waitForFunction(
      (address) => {
        const { rows, frames } = window.__liveBench;
        const row = rows.find((r) => r.text.includes(address));
        const frame = frames.find(([, data]) => data.includes(address));
        return row && frame ? { painted: row.painted, inserted: row.inserted, frame: frame[0] } : null;
      },
      email,
      { timeout: ROW_TIMEOUT_MS, polling: 50 },
    )
    .then((handle) => handle.jsonValue());
  const toBench = (pageTime) => pageTime - board.clock.offset;
  return {
    painted: toBench(seen.painted) - started,
    frame: toBench(seen.frame) - started,
    frameToRow: seen.painted - seen.frame,
    frameToInsert: seen.inserted - seen.frame,
    answer: answered - started,
  };
}

function summary(samples) {
  const pick = (key) => samples.map((s) => s[key]);
  return {
    p50: median(pick("painted")),
    p99: percentile(pick("painted"), 99),
    frameP50: median(pick("frame")),
    frameP99: percentile(pick("frame"), 99),
    frameToRowP50: median(pick("frameToRow")),
    frameToInsertP50: median(pick("frameToInsert")),
    answerP50: median(pick("answer")),
  };
}

async function demoAdminPassword() {
  const { DEMO_ADMIN_PASSWORD } = await import(path.join(ROOT, "server/dist/config.js"));
  return DEMO_ADMIN_PASSWORD;
}

export async function run() {
  const database = await bigDatabase();
  const baselineDir = process.env.BENCH_LIVE_BASELINE ? path.resolve(process.env.BENCH_LIVE_BASELINE) : null;
  const env = { LOG_LEVEL: "warn", REQUEST_EXPIRY_INTERVAL_SECONDS: "0", SEED_DEMO_DATA: "false" };
  const adminPassword = await demoAdminPassword();
  // BENCH_LIVE_BUILD=<dir>: measure a copy of this build (as the baseline's) rather than the tree's own
  // server/dist and web/dist, which a rebuild during the run would change under the server.
  const ownDir = process.env.BENCH_LIVE_BUILD ? path.resolve(process.env.BENCH_LIVE_BUILD) : null;
  const builds = [
    ownDir
      ? { name: "this build", main: path.join(ownDir, "server/dist/main.js"), web: path.join(ownDir, "web/dist") }
      : { name: "this build", main: "server/dist/main.js", web: null },
  ];
  if (baselineDir)
    builds.push({
      name: "baseline",
      main: path.join(baselineDir, "server/dist/main.js"),
      web: path.join(baselineDir, "web/dist"),
    });
  await ensureChromium();
  const browser = await chromium.launch({ executablePath: systemChromium(), args: CHROMIUM_ARGS });
  const servers = [];
  try {
    for (const build of builds) {
      const server = await startServer({
        databaseUrl: database.url,
        main: build.main,
        env: { ...env, ...(build.web ? { WEB_DIST: path.resolve(build.web) } : {}) },
      });
      servers.push(Object.assign(server, { adminPassword }));
    }
    const boards = [];
    for (const server of servers) boards.push(await openBoard(browser, server));
    // Warm-up: the first event of each build (its first card render, the JIT) is not counted.
    for (let i = 0; i < servers.length; i++) await submitAndWatch(servers[i], boards[i], -1 - i);
    const samples = builds.map(() => []);
    for (let n = 0; n < SUBMITS; n++)
      for (let i = 0; i < servers.length; i++) {
        samples[i].push(await submitAndWatch(servers[i], boards[i], n * servers.length + i));
        await sleep(250);
      }
    const [now, before] = samples.map(summary);
    const rows = [
      {
        figure: "Submit → row painted on the open board, median",
        value: fmt(now.p50),
        baseline: before ? fmt(before.p50) : "—",
        ratio: before ? ratio(now.p50, before.p50) : "—",
        target: `≤ ${TARGET.p50} ms`,
        met: now.p50 <= TARGET.p50,
      },
      {
        figure: "Submit → row painted on the open board, p99",
        value: fmt(now.p99),
        baseline: before ? fmt(before.p99) : "—",
        ratio: before ? ratio(now.p99, before.p99) : "—",
        target: `≤ ${TARGET.p99} ms`,
        met: now.p99 <= TARGET.p99,
      },
      {
        figure: "Submit → leadEvents frame in the page, median / p99",
        value: `${fmt(now.frameP50)} / ${fmt(now.frameP99)}`,
        baseline: before ? `${fmt(before.frameP50)} / ${fmt(before.frameP99)}` : "—",
        target: "—",
        met: null,
      },
      {
        figure: "Frame → row painted, median",
        value: fmt(now.frameToRowP50),
        baseline: before ? fmt(before.frameToRowP50) : "—",
        target: "—",
        met: null,
      },
      {
        figure: "Frame → row in the document (before its frame), median",
        value: fmt(now.frameToInsertP50),
        baseline: before ? fmt(before.frameToInsertP50) : "—",
        target: "—",
        met: null,
      },
      {
        figure: "submitQuoteRequest answer, median",
        value: fmt(now.answerP50),
        baseline: before ? fmt(before.answerP50) : "—",
        target: "—",
        met: null,
      },
    ];
    const clocks = boards.map((b) => `${b.clock.offset.toFixed(2)} ± ${b.clock.error.toFixed(2)} ms`).join(", ");
    return {
      title: `Live board in Chromium: submit → row on an open board, ${database.leads.toLocaleString("en-US")} leads`,
      rows,
      notes: [
        `${SUBMITS} submits per build after a warm-up, one at a time${before ? ", alternating between this build and the baseline (each with its own server and board on the same database)" : ""}. ` +
          "Each is the booking form's submitQuoteRequest sent from the bench; the page stamps the leadEvents frame as its socket delivers it and the row at the first animation frame that draws it after it enters the document (MutationObserver, then requestAnimationFrame until its opacity is above 0: it slides in). " +
          `Page and bench clocks are both performance.timeOrigin + performance.now(); the page's measured offset (${clocks}) is taken off every page stamp. ` +
          `Baseline: ${baselineDir ? `the build in ${path.relative(ROOT, baselineDir)}` : "none given (BENCH_LIVE_BASELINE)"}.`,
      ],
    };
  } finally {
    await browser.close();
    await Promise.all(servers.map((s) => s.stop()));
  }
}

// Shared pieces of `npm run bench`: free ports, a production server process on its own DATA_DIR
// (embedded PostgreSQL unless a DATABASE_URL is given), one embedded cluster several servers can
// share, autocannon runs, medians and the row format every bench module returns.
import { spawn } from "node:child_process";
import { generateKeyPairSync, randomBytes, randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import os from "node:os";
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/**
 * A bench module exports `run(options)` resolving to a Section:
 *   { title: string, rows: Row[], notes?: string[] }
 * Row: { figure, value, baseline, ratio?, target, met } — value/baseline/target are display
 * strings; `met` is true, false, or null when the figure has no target.
 */

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export function median(values) {
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

export function percentile(values, p) {
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Polls `url` until it answers 2xx; throws after `timeoutMs` or when `child` exits first. */
export async function waitUntilReady(url, { child, timeoutMs = 120_000 } = {}) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child && child.exitCode !== null)
      throw new Error(`the process exited (${child.exitCode}) before ${url} answered`);
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return Date.now() - started;
    await sleep(50);
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

// What a bench's processes inherit of the caller's shell: how to find programs and where temporary
// files go, nothing of the app's settings. A shell that exports ADMIN_EMAIL, DATABASE_URL or
// NODE_ENV (a developer's own server settings) would otherwise change what the bench measures, or
// make its sign-ins fail.
const INHERITED = [
  "PATH",
  "HOME",
  "TMPDIR",
  "TEMP",
  "TMP",
  "LANG",
  "LC_ALL",
  "TZ",
  "SystemRoot",
  "PLAYWRIGHT_BROWSERS_PATH",
  "CHROME_PATH",
];

/** The environment a bench gives a process it starts: the caller's shell basics, then `env`. */
export function benchEnv(env = {}) {
  const inherited = Object.fromEntries(
    INHERITED.filter((name) => process.env[name] !== undefined).map((name) => [name, process.env[name]]),
  );
  return { ...inherited, ...env };
}

/**
 * The built server (server/dist/main.js) as `npm start` runs it (its own defaults: development
 * mode, demo data, info logging), on a free port and a throwaway DATA_DIR. Without `databaseUrl`
 * it starts its own embedded PostgreSQL. `main` runs another copy of a build (a baseline kept aside).
 */
export async function startServer({ databaseUrl = "", env = {}, dataDir, main = "server/dist/main.js" } = {}) {
  const ownDir = !dataDir;
  dataDir ??= await mkdtemp(path.join(os.tmpdir(), "skycharter-bench-"));
  const port = await freePort();
  const child = spawn(process.execPath, [main], {
    cwd: ROOT,
    env: benchEnv({
      PORT: String(port),
      HOST: "127.0.0.1",
      SITE_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      ...env,
    }),
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitUntilReady(`${url}/readyz`, { child });
  return {
    url,
    port,
    child,
    dataDir,
    async stop() {
      if (child.exitCode === null) await new Promise((resolve) => (child.once("exit", resolve), child.kill("SIGTERM")));
      if (ownDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** One embedded PostgreSQL cluster in a temporary folder, for benches that share a database. */
export async function startEmbeddedDatabase(database = "skycharter_bench") {
  const { startEmbeddedPostgres } = await import(path.join(ROOT, "server/dist/db/embedded.js"));
  const { createLogger } = await import(path.join(ROOT, "server/dist/logger.js"));
  const dir = await mkdtemp(path.join(os.tmpdir(), "skycharter-bench-pg-"));
  const pg = await startEmbeddedPostgres(
    { dir: path.join(dir, "cluster"), port: { prefer: await freePort() }, database },
    createLogger({ logLevel: "warn" }),
  );
  return {
    url: pg.url,
    async stop() {
      await pg.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** autocannon against one URL; returns req/s and latency percentiles in ms. */
export async function load({ url, method = "GET", body, headers = {}, connections = 50, durationSeconds = 5 }) {
  const result = await autocannon({
    url,
    method,
    body,
    headers: { "content-type": "application/json", ...headers },
    connections,
    duration: durationSeconds,
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx answers and ${result.errors} errors under load`);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
  };
}

export const mark = (met) => (met === null || met === undefined ? "" : met ? " ✓" : " ✗");
export const ratio = (a, b) => `${(a / b).toFixed(2)}×`;

/** A process's resident memory in bytes (Linux /proc), or null where there is no /proc. */
export async function rssBytes(pid) {
  const { readFile } = await import("node:fs/promises");
  const status = await readFile(`/proc/${pid}/status`, "utf8").catch(() => null);
  const kb = status?.match(/^VmRSS:\s+(\d+) kB/m)?.[1];
  return kb ? Number(kb) * 1024 : null;
}

/** The demo admin's access token (development servers create the account on start). */
export async function staffToken(url) {
  const { DEMO_ADMIN_PASSWORD } = await import(path.join(ROOT, "server/dist/config.js"));
  const response = await fetch(`${url}/auth/v1/token?grant_type=password`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "admin@skycharter.example", password: DEMO_ADMIN_PASSWORD }),
  });
  if (!response.ok) throw new Error(`signing in as the demo admin: ${response.status} ${await response.text()}`);
  return (await response.json()).access_token;
}

/**
 * A closed-loop load like autocannon's (`connections` requests in flight, keep-alive), timing every
 * request so any percentile can be read (autocannon has no p95). Fails on a non-2xx answer.
 */
export async function timedLoad({ url, method = "POST", body, headers = {}, connections = 10, durationSeconds = 5 }) {
  const http = await import("node:http");
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const target = new URL(url);
  const latencies = [];
  const ends = Date.now() + durationSeconds * 1000;
  const once = () =>
    new Promise((resolve, reject) => {
      const started = performance.now();
      const req = http.request(
        {
          host: target.hostname,
          port: target.port,
          path: target.pathname + target.search,
          method,
          agent,
          headers: { "content-type": "application/json", ...headers },
        },
        (res) => {
          res.on("data", () => undefined);
          res.on("end", () =>
            res.statusCode >= 300
              ? reject(new Error(`${url}: HTTP ${res.statusCode}`))
              : resolve(performance.now() - started),
          );
        },
      );
      req.on("error", reject);
      req.end(body);
    });
  const worker = async () => {
    while (Date.now() < ends) latencies.push(await once());
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, worker));
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  return {
    rps: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    requests: latencies.length,
  };
}

/**
 * A baseline server (bench/baselines/<file>) in its own process, so it has its own event loop
 * like the real server: started as `node <file> <port> ...args`, ready when `readyPath` answers 2xx.
 */
export async function startBaseline(file, { args = [], env = {}, readyPath = "/" } = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(ROOT, "bench", "baselines", file), String(port), ...args], {
    cwd: ROOT,
    env: benchEnv({ NODE_ENV: "production", ...env }),
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilReady(`${url}${readyPath}`, { child, timeoutMs: 30_000 });
  } catch (error) {
    child.kill("SIGKILL");
    throw error;
  }
  return {
    url,
    child,
    async stop() {
      if (child.exitCode === null) await new Promise((resolve) => (child.once("exit", resolve), child.kill("SIGTERM")));
    },
  };
}

/** A process's CPU time so far in ms (Linux /proc: user + system), or null where there is no /proc. */
export async function cpuMs(pid) {
  const { readFile } = await import("node:fs/promises");
  const stat = await readFile(`/proc/${pid}/stat`, "utf8").catch(() => null);
  const fields = stat?.slice(stat.lastIndexOf(")") + 2).split(" ");
  return fields ? ((Number(fields[11]) + Number(fields[12])) * 1000) / 100 : null;
}

/**
 * Waits until a process used less than 5 % of a core over a whole second: a server's work after it
 * is ready (the airport index it builds ahead of the first search) then no longer competes with the
 * load. At most `timeoutMs`; at once where there is no /proc.
 */
export async function quiet(pid, { timeoutMs = 30_000 } = {}) {
  const ends = Date.now() + timeoutMs;
  while (Date.now() < ends) {
    const before = await cpuMs(pid);
    if (before === null) return;
    await sleep(1000);
    if ((await cpuMs(pid)) - before < 50) return;
  }
}

/** A random MFA_ENCRYPTION_KEYS or PASSENGER_ENCRYPTION_KEYS value, which production requires. */
export function productionEncryptionKey() {
  return randomBytes(32).toString("base64");
}

/** A JWK set like production's (one ES256 key), for servers the benches start with NODE_ENV=production. */
export function productionSigningKeys() {
  const { privateKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  return JSON.stringify({
    keys: [{ ...privateKey.export({ format: "jwk" }), kid: randomUUID(), alg: "ES256", use: "sig" }],
  });
}

/**
 * Loads each target in turn, `rounds` times, interleaved (A B C, A B C, …) so the machine's drift
 * hits all alike; one short warm-up run each first. Returns per target the medians of the rounds.
 */
export async function interleavedLoad(
  targets,
  { rounds = 3, warmupSeconds = 1, durationSeconds = 3, connections = 50 } = {},
) {
  for (const target of targets) await load({ ...target.request, connections, durationSeconds: warmupSeconds });
  const runs = new Map(targets.map((t) => [t.name, []]));
  for (let round = 0; round < rounds; round++) {
    for (const target of targets)
      runs.get(target.name).push(await load({ ...target.request, connections, durationSeconds }));
  }
  return new Map(
    targets.map((t) => {
      const results = runs.get(t.name);
      return [
        t.name,
        {
          rps: median(results.map((r) => r.rps)),
          p50: median(results.map((r) => r.p50)),
          p99: median(results.map((r) => r.p99)),
          rounds: results,
        },
      ];
    }),
  );
}

/** Display strings for an interleavedLoad result: req/s, latency percentiles, each round's req/s. */
export const rps = (r) => `${Math.round(r.rps).toLocaleString("en-US")} req/s`;
export const latency = (r) => `p50 ${r.p50} ms, p99 ${r.p99} ms`;
export const rounds = (r) => r.rounds.map((round) => Math.round(round.rps)).join(", ");

/** The median over rounds of a's req/s over b's in the same round: steadier than a ratio of medians on a busy machine. */
export function roundRatio(a, b) {
  return median(a.rounds.map((round, i) => round.rps / b.rounds[i].rps));
}

/** The demo's six featured offers, inserted by the seed's own code. */
export async function seedDemoOffers(databaseUrl) {
  const { Pool } = await import("pg");
  const { seedFeaturedOffers } = await import(path.join(ROOT, "server/dist/db/seed/offers.seed.js"));
  const pool = new Pool({ connectionString: databaseUrl, max: 1 });
  try {
    return await seedFeaturedOffers({ query: async (sql, params) => (await pool.query(sql, params)).rows });
  } finally {
    await pool.end();
  }
}

/** A section (see run(): title, rows, notes) as the Markdown the results files hold. */
export function sectionTable(section) {
  const lines = [
    `## ${section.title}`,
    "",
    "| Figure | Measured | Baseline | Ratio | Target |",
    "|---|---|---|---|---|",
  ];
  for (const row of section.rows) {
    lines.push(
      `| ${row.figure} | ${row.value}${mark(row.met)} | ${row.baseline ?? "—"} | ${row.ratio ?? "—"} | ${row.target ?? "—"} |`,
    );
  }
  for (const note of section.notes ?? []) lines.push("", note);
  return lines.join("\n");
}

// The server sends Chromium brotli; script budgets are in gzip, so a file is fetched once more
// asking for gzip only and its body counted as sent (compressed, headers excluded). Once per address.
const gzipBytesByUrl = new Map();
export function gzipBytes(url) {
  if (!gzipBytesByUrl.has(url))
    gzipBytesByUrl.set(
      url,
      new Promise((resolve, reject) => {
        http
          .get(url, { headers: { "accept-encoding": "gzip" } }, (res) => {
            let total = 0;
            res.on("data", (chunk) => (total += chunk.length));
            res.on("end", () =>
              res.statusCode === 200 ? resolve(total) : reject(new Error(`${url}: HTTP ${res.statusCode}`)),
            );
          })
          .on("error", reject);
      }),
    );
  return gzipBytesByUrl.get(url);
}

// The signed-in surfaces opening like tools: desktop Chromium through Playwright, no throttling,
// already signed in (the session put where auth-js keeps it), a new browser context per cold visit
// (empty HTTP cache), then a second visit in the same context (its HTTP cache warm). Timed from the
// start of navigation until the surface's first content is shown: on /admin/dashboard the first
// lead row, on /customer-dashboard the customer's first quote-request card. Script counted from the
// browser's own resource timing: bytes as sent (brotli, as the server sends Chromium the build's
// precompressed files) and decoded, and the number of files.
//
// `npm run bench -- signed-in` measures the build in web/dist (SIGNED_IN_WEB_DIST: another build's
// dist). The baseline is the build before the surfaces were split, measured side by side, run for
// run: SIGNED_IN_BASELINE_DIST names a folder holding that build (its dist and dist-ssr), else the
// bench builds it once from git (baselineWeb); without git history the figures recorded at that
// commit are shown. BENCH_RUNS sets the runs (5).
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, readFile, rm, symlink, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, ensureChromium, systemChromium } from "../scripts/browser.mjs";
import { gzipBytes, median, ROOT, sectionTable, startServer } from "./lib.mjs";

const RUNS = Number(process.env.BENCH_RUNS || 5);
const KB = 1024;

export const TARGETS = {
  admin: { firstMs: 1_000, scriptKb: 250, scriptFiles: 30, secondMs: 500 },
  customer: { firstMs: 800, secondMs: 500 },
};

/**
 * What this bench measured at aa67bcc (before the split), served side by side with the split build on
 * 2026-11-29 01:47 UTC, 2 cores, load average about 14 (other work on the machine), median of 5:
 * shown when no baseline build is given to measure side by side.
 */
export const RECORDED_BASELINE = {
  commit: "aa67bcc",
  admin: { firstMs: 2154, gzipKb: 456, brKb: 405, decodedKb: 1551, scriptFiles: 144, secondMs: 1385 },
  customer: { firstMs: 1695, gzipKb: 385, brKb: 340, decodedKb: 1340, scriptFiles: 138, secondMs: 1203 },
};

const SURFACES = {
  admin: {
    path: "/admin/dashboard",
    first: "[data-testid=lead-row]",
    label: "back office `/admin/dashboard`, first lead row",
  },
  customer: {
    path: "/customer-dashboard",
    first: "[data-testid=quote-request]",
    label: "customer `/customer-dashboard`, first quote-request card",
  },
};

async function json(response, what) {
  if (!response.ok) throw new Error(`${what}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** A session as auth-js stores it, from the password grant (the staff's and the customer's own sign-in). */
async function passwordSession(url, email, password) {
  return json(
    await fetch(`${url}/auth/v1/token?grant_type=password`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password }),
    }),
    `signing in ${email}`,
  );
}

/** A new customer (the server confirms sign-ups itself: MAILER_AUTOCONFIRM) with one request for a quote. */
async function customerSession(url) {
  const email = `bench-${Date.now()}@example.com`;
  const password = "Bench-customer-2026";
  await json(
    await fetch(`${url}/auth/v1/signup`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password, data: { name: "Bench Flyer" } }),
    }),
    "signing up a customer",
  );
  const session = await passwordSession(url, email, password);
  const answer = await json(
    await fetch(`${url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${session.access_token}` },
      body: JSON.stringify({
        query: `mutation ($input: QuoteRequestInput!) { submitQuoteRequest(input: $input) { id } }`,
        variables: {
          input: {
            tripType: "ONE_WAY",
            legs: [{ from: "LHR", to: "NCE", departAt: `${new Date().getUTCFullYear() + 1}-06-12T09:30` }],
            passengers: 4,
            contact: { name: "Bench Flyer", email, phone: "+44 20 7946 0000" },
          },
        },
      }),
    }),
    "a customer's request",
  );
  if (answer.errors) throw new Error(`a customer's request: ${answer.errors[0].message}`);
  return session;
}

/**
 * Runs in the page before its scripts: notes, once a frame, when an element matching `selector` is
 * first shown (performance.now() counts from the start of navigation).
 */
function watchFirst(selector) {
  const check = () => {
    const el = document.querySelector(selector);
    if (el?.checkVisibility({ visibilityProperty: true })) window.__benchFirstShown = performance.now();
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

/** One visit in `page`: the time to the first content and the scripts loaded once the page has settled. */
async function visit(page, url, surface) {
  await page.goto(url + surface.path, { waitUntil: "commit" });
  await page.waitForFunction(() => window.__benchFirstShown !== undefined, null, { timeout: 30_000, polling: 20 });
  // Whatever the page still fetches at once (the rest of its chunks) counts too.
  await page.waitForLoadState("networkidle");
  return page.evaluate(() => {
    const scripts = performance
      .getEntriesByType("resource")
      .filter((entry) => new URL(entry.name).pathname.endsWith(".js"));
    return {
      firstMs: window.__benchFirstShown,
      files: scripts.length,
      sentBytes: scripts.reduce((sum, entry) => sum + entry.encodedBodySize, 0),
      transferBytes: scripts.reduce((sum, entry) => sum + entry.transferSize, 0),
      decodedBytes: scripts.reduce((sum, entry) => sum + entry.decodedBodySize, 0),
      urls: scripts.map((entry) => entry.name),
      // What the person waited for: the scripts that had come when the first content showed.
      urlsBeforeFirst: scripts
        .filter((entry) => entry.responseEnd <= window.__benchFirstShown)
        .map((entry) => entry.name),
    };
  });
}

/** A cold visit in a new context (empty cache, the session stored), then a second one in the same context. */
async function coldThenSecond(browser, url, surface, session) {
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    storageState: {
      cookies: [],
      origins: [{ origin: url, localStorage: [{ name: "skycharter.auth", value: JSON.stringify(session) }] }],
    },
  });
  await context.addInitScript(watchFirst, surface.first);
  try {
    const first = await visit(await context.newPage(), url, surface);
    const gzipOf = new Map(await Promise.all(first.urls.map(async (url) => [url, await gzipBytes(url)])));
    const gzipSum = (urls) => urls.reduce((sum, url) => sum + gzipOf.get(url), 0);
    first.gzipBytes = gzipSum(first.urls);
    first.gzipBytesBeforeFirst = gzipSum(first.urlsBeforeFirst);
    const second = await visit(await context.newPage(), url, surface);
    return { first, second };
  } finally {
    await context.close();
  }
}

async function startSurfaceServer(webDist) {
  return startServer({ env: { LOG_LEVEL: "warn", MAILER_AUTOCONFIRM: "true", WEB_DIST: webDist } });
}

async function sessions(url) {
  const { DEMO_ADMIN_PASSWORD } = await import(path.join(ROOT, "server/dist/config.js"));
  return {
    admin: await passwordSession(url, "admin@skycharter.example", DEMO_ADMIN_PASSWORD),
    customer: await customerSession(url),
  };
}

function summary(runs) {
  const pick = (fn) => median(runs.map(fn));
  return {
    firstMs: pick((r) => r.first.firstMs),
    brKb: pick((r) => r.first.sentBytes) / KB,
    gzipKb: pick((r) => r.first.gzipBytes) / KB,
    decodedKb: pick((r) => r.first.decodedBytes) / KB,
    scriptFiles: pick((r) => r.first.files),
    gzipKbBeforeFirst: pick((r) => r.first.gzipBytesBeforeFirst) / KB,
    filesBeforeFirst: pick((r) => r.first.urlsBeforeFirst.length),
    secondMs: pick((r) => r.second.firstMs),
    secondSentKb: pick((r) => r.second.transferBytes) / KB,
  };
}

/** Medians of `runs` visits per surface, against the build in `webDist` and, when given, the baseline's side by side. */
export async function measureSignedIn({ webDist = path.join(ROOT, "web/dist"), baselineDist, runs = RUNS } = {}) {
  await ensureChromium();
  const builds = [{ name: "current", webDist }];
  if (baselineDist) builds.push({ name: "baseline", webDist: path.resolve(baselineDist, "dist") });
  const servers = [];
  const browser = await chromium.launch({ executablePath: systemChromium(), args: CHROMIUM_ARGS });
  try {
    for (const build of builds) {
      const server = await startSurfaceServer(build.webDist);
      servers.push(server);
      build.url = server.url;
      build.sessions = await sessions(server.url);
      build.runs = { admin: [], customer: [] };
    }
    // One discarded visit each first (the server's first answers, Chromium's first start).
    for (const build of builds)
      for (const key of Object.keys(SURFACES))
        await coldThenSecond(browser, build.url, SURFACES[key], build.sessions[key]);
    for (let run = 0; run < runs; run++) {
      for (const key of Object.keys(SURFACES)) {
        for (const build of builds) {
          const result = await coldThenSecond(browser, build.url, SURFACES[key], build.sessions[key]);
          build.runs[key].push(result);
          console.log(
            `  ${build.name} ${SURFACES[key].path}: first ${Math.round(result.first.firstMs)} ms, ` +
              `${(result.first.sentBytes / KB).toFixed(0)} KB sent (${(result.first.decodedBytes / KB).toFixed(0)} KB decoded) ` +
              `in ${result.first.files} files; second visit ${Math.round(result.second.firstMs)} ms`,
          );
        }
      }
    }
  } finally {
    await browser.close();
    for (const server of servers) await server.stop();
  }
  const of = (build) => build && { admin: summary(build.runs.admin), customer: summary(build.runs.customer) };
  return { runs, current: of(builds[0]), baseline: of(builds[1]) ?? null };
}

const ms = (value) => (value === null || value === undefined ? "—" : `${Math.round(value)} ms`);
const kb = (value) => (value === null || value === undefined ? "—" : `${value.toFixed(0)} KB`);
const ratioOf = (value, base) => (value && base ? `${(value / base).toFixed(2)}×` : "—");

/** Bench-table rows (bench/run.mjs): each figure beside its baseline and target. */
export function signedInRows({ current, baseline }) {
  const base = baseline ?? RECORDED_BASELINE;
  return Object.entries(SURFACES).flatMap(([key, surface]) => {
    const now = current[key];
    const was = base[key];
    const target = TARGETS[key];
    const rows = [
      {
        figure: `${surface.label}, cold (empty cache)`,
        value: ms(now.firstMs),
        baseline: ms(was.firstMs),
        ratio: ratioOf(now.firstMs, was.firstMs),
        target: `≤ ${target.firstMs} ms`,
        met: now.firstMs <= target.firstMs,
      },
      {
        figure: `${surface.label}: script, gzip (brotli as sent; decoded)`,
        value: `${kb(now.gzipKb)} (${kb(now.brKb)}; ${kb(now.decodedKb)}) in ${now.scriptFiles} files`,
        baseline:
          was.gzipKb === null
            ? "—"
            : `${kb(was.gzipKb)} (${kb(was.brKb)}; ${kb(was.decodedKb)}) in ${was.scriptFiles} files`,
        ratio: ratioOf(now.gzipKb, was.gzipKb),
        target: target.scriptKb ? `≤ ${target.scriptKb} KB gzip in ≤ ${target.scriptFiles} files` : "—",
        met: target.scriptKb ? now.gzipKb <= target.scriptKb && now.scriptFiles <= target.scriptFiles : null,
      },
      {
        figure: `${surface.label}: of which before it showed, gzip`,
        value:
          now.gzipKbBeforeFirst === undefined ? "—" : `${kb(now.gzipKbBeforeFirst)} in ${now.filesBeforeFirst} files`,
        baseline:
          was.gzipKbBeforeFirst === undefined ? "—" : `${kb(was.gzipKbBeforeFirst)} in ${was.filesBeforeFirst} files`,
        ratio: ratioOf(now.gzipKbBeforeFirst, was.gzipKbBeforeFirst),
        target: "—",
        met: null,
      },
      {
        figure: `${surface.label}, second visit (warm HTTP cache)`,
        value: `${ms(now.secondMs)}, ${kb(now.secondSentKb)} of script over the network`,
        baseline: ms(was.secondMs),
        ratio: ratioOf(now.secondMs, was.secondMs),
        target: `≤ ${target.secondMs} ms`,
        met: now.secondMs <= target.secondMs,
      },
    ];
    return rows;
  });
}

/**
 * The baseline's web build, to serve side by side: SIGNED_IN_BASELINE_DIST when given, else the
 * baseline commit's web built once from git into .data/bench-baselines (its files from `git
 * archive`, this checkout's node_modules). Undefined without git history (a copy of the files
 * only): then the recorded figures are shown.
 */
async function baselineWeb() {
  if (process.env.SIGNED_IN_BASELINE_DIST) return path.resolve(process.env.SIGNED_IN_BASELINE_DIST);
  const dir = path.join(ROOT, ".data", "bench-baselines", RECORDED_BASELINE.commit);
  const web = path.join(dir, "web");
  if (existsSync(path.join(web, "dist", "index.html"))) return web;
  try {
    await rm(dir, { recursive: true, force: true });
    await mkdir(dir, { recursive: true });
    const archive = execFileSync("git", ["archive", "--format=tar", RECORDED_BASELINE.commit], {
      cwd: ROOT,
      maxBuffer: 512 * 1024 * 1024,
      stdio: ["ignore", "pipe", "ignore"],
    });
    execFileSync("tar", ["-x", "-C", dir], { input: archive });
    await symlink(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"));
    console.log(`  building the baseline's web (${RECORDED_BASELINE.commit}) into ${path.relative(ROOT, dir)}`);
    execFileSync("npm", ["run", "build:web"], { cwd: dir, stdio: "ignore" });
    return web;
  } catch (error) {
    console.log(`  no baseline build (${error.message.split("\n")[0]}): showing the recorded figures`);
    await rm(dir, { recursive: true, force: true });
    return undefined;
  }
}

/** The bench module (bench/run.mjs). */
export async function run({ runs = RUNS } = {}) {
  const result = await measureSignedIn({
    runs,
    webDist: process.env.SIGNED_IN_WEB_DIST ? path.resolve(process.env.SIGNED_IN_WEB_DIST) : undefined,
    baselineDist: await baselineWeb(),
  });
  return section(result);
}

function section(result) {
  const { runs } = result;
  return {
    title: `Signed-in surfaces: desktop Chromium, unthrottled, already signed in, median of ${runs} runs`,
    rows: signedInRows(result),
    notes: [
      "From the start of navigation until the first content is shown; cold: a new browser context (empty cache) per run; " +
        "second visit: the same URL again in that context. Script: every .js the page fetched until the network went quiet, " +
        "counted from the browser's resource timing as sent (brotli body, headers excluded) and decoded, and as gzip (each file " +
        'fetched once more asking for gzip only; the targets count gzip, as the public pages\' budgets do); "before it showed" ' +
        "counts the files that had come when the first content showed, the rest load after it. " +
        `Measured ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC on ${os.cpus().length} cores (${os.cpus()[0]?.model ?? "unknown CPU"}); load average when measured: ${os
          .loadavg()
          .map((n) => n.toFixed(1))
          .join(", ")}.`,
      result.baseline
        ? `Baseline: the build before the surfaces were split (${RECORDED_BASELINE.commit}), served side by side, run for run.`
        : `Baseline: recorded at ${RECORDED_BASELINE.commit} on another day and machine, before the surfaces were split: no git history here to build it side by side, so the ratios compare two machines.`,
    ],
  };
}

// Run directly (`node bench/signed-in.mjs`): measures, then writes this section into
// bench/results.md in place of the one there (`npm run bench` writes the whole file).
if (import.meta.url === `file://${process.argv[1]}`) {
  const text = sectionTable(await run());
  const file = path.join(ROOT, "bench", "results.md");
  const current = await readFile(file, "utf8").catch(() => "");
  const start = current.indexOf("\n## Signed-in surfaces");
  const end = start === -1 ? -1 : current.indexOf("\n## ", start + 1);
  const next =
    start === -1
      ? `${current.trimEnd()}\n\n${text}\n`
      : `${current.slice(0, start)}\n${text}\n${end === -1 ? "" : current.slice(end)}`;
  await writeFile(file, next);
  console.log(`${text}\n\nWritten to bench/results.md.`);
}

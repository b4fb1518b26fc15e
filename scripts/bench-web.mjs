// `npm run bench:web`: builds for production, serves the build as `npm start` does (on a throwaway
// DATA_DIR), and runs Lighthouse's mobile preset in the system Chromium on the key public pages.
// Prints the median of RUNS runs per page and writes bench/web-results.md. Figures, not a test:
// it never fails on a missed target, it marks it.
import { execFileSync, spawn } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, ensureChromium, systemChromium } from "./browser.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const PAGES = ["/", "/programs", "/booking"];
const RUNS = Number(process.env.BENCH_RUNS || 3);
const TARGETS = { performance: 95, lcpMs: 2_000, cls: 0.05, initialJsKb: 150 };

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function startServer(dataDir) {
  const port = await freePort();
  const child = spawn(process.execPath, ["server/dist/main.js"], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn", DATABASE_URL: "" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let waited = 0; waited < 120_000; waited += 250) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}) before it was ready`);
    const ready = await fetch(`${url}/readyz`).then((r) => r.ok, () => false);
    if (ready) return { url, stop: () => new Promise((resolve) => (child.once("exit", resolve), child.kill("SIGTERM"))) };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("the server was not ready within two minutes");
}

const mark = (ok) => (ok ? "✓" : "✗");

const median = (values) => {
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** One Lighthouse run: the figures the issue asks for, and the JavaScript bytes the page transferred. */
async function measure(url, port) {
  const { lhr } = await lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
  if (lhr.runtimeError) return { error: lhr.runtimeError.message.replace(/^.*\((Status code: \d+)\).*$/s, "$1") };
  const scripts = lhr.audits["network-requests"].details.items.filter((item) => item.resourceType === "Script");
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    lcpMs: lhr.audits["largest-contentful-paint"].numericValue,
    cls: lhr.audits["cumulative-layout-shift"].numericValue,
    tbtMs: lhr.audits["total-blocking-time"].numericValue,
    jsKb: scripts.reduce((sum, item) => sum + item.transferSize, 0) / 1024,
  };
}

async function main() {
  if (!process.argv.includes("--no-build")) execFileSync("npm", ["run", "build"], { cwd: ROOT, stdio: "inherit" });
  await ensureChromium();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "skycharter-bench-web-"));
  const server = await startServer(dataDir);
  const chromePath = systemChromium() ?? (await import("@playwright/test")).chromium.executablePath();
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ["--headless=new", ...CHROMIUM_ARGS] });
  const rows = [];
  try {
    for (const page of PAGES) {
      const runs = [];
      for (let run = 0; run < RUNS; run++) runs.push(await measure(`${server.url}${page}`, chrome.port));
      const failed = runs.find((r) => r.error);
      if (failed) {
        rows.push({ page, error: failed.error });
        continue;
      }
      const pick = (key) => median(runs.map((r) => r[key]));
      rows.push({ page, performance: pick("performance"), lcpMs: pick("lcpMs"), cls: pick("cls"), tbtMs: pick("tbtMs"), jsKb: pick("jsKb") });
    }
  } finally {
    await chrome.kill();
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }

  const lines = [
    `# Web: Lighthouse mobile preset, median of ${RUNS} runs, ${os.cpus().length} cores, ${new Date().toISOString().slice(0, 10)}`,
    "",
    `Targets: performance ≥ ${TARGETS.performance}, LCP ≤ ${TARGETS.lcpMs / 1000} s, CLS ≤ ${TARGETS.cls}, JavaScript for / ≤ ${TARGETS.initialJsKb} KB gzip.`,
    "",
    "| Page | Performance | LCP | CLS | TBT | JavaScript (gzip, transferred) |",
    "|---|---|---|---|---|---|",
    ...rows.map((r) =>
      r.error ? `| ${r.page} | not measured: ${r.error} | | | | |` : [
        r.page,
        `${r.performance} ${mark(r.performance >= TARGETS.performance)}`,
        `${(r.lcpMs / 1000).toFixed(2)} s ${mark(r.lcpMs <= TARGETS.lcpMs)}`,
        `${r.cls.toFixed(3)} ${mark(r.cls <= TARGETS.cls)}`,
        `${Math.round(r.tbtMs)} ms`,
        `${r.jsKb.toFixed(1)} KB${r.page === "/" ? ` ${mark(r.jsKb <= TARGETS.initialJsKb)}` : ""}`,
      ].join(" | ").replace(/^/, "| ").replace(/$/, " |"),
    ),
    "",
  ];
  const report = lines.join("\n");
  await writeFile(path.join(ROOT, "bench", "web-results.md"), report);
  console.log(`\n${report}`);
}

await main();

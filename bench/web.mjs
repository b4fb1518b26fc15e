// Lighthouse's mobile preset in the system Chromium on the key public pages of the production
// build, served as `npm start` serves it. Used by `npm run bench` and `npm run bench:web`.
import os from "node:os";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, ensureChromium, systemChromium } from "../scripts/browser.mjs";
import { mark, median, startServer } from "./lib.mjs";

const PAGES = ["/", "/programs", "/booking"];
export const TARGETS = { performance: 95, lcpMs: 2_000, cls: 0.05, initialJsKb: 150 };

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

/** Lighthouse now and then fails to record a trace on a busy machine (NO_NAVSTART, NO_FCP): such a run is repeated, twice at most. */
async function measureWithRetry(url, port) {
  let result = await measure(url, port);
  for (let retry = 0; retry < 2 && result.error; retry++) result = await measure(url, port);
  return result;
}

/** The median of `runs` Lighthouse runs per page, against the built app (web/dist must exist). */
export async function measureWeb(runs) {
  await ensureChromium();
  const server = await startServer({ env: { LOG_LEVEL: "warn" } });
  const chromePath = systemChromium() ?? (await import("@playwright/test")).chromium.executablePath();
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ["--headless=new", ...CHROMIUM_ARGS] });
  const rows = [];
  try {
    for (const page of PAGES) {
      const results = [];
      for (let run = 0; run < runs; run++) results.push(await measureWithRetry(`${server.url}${page}`, chrome.port));
      const failed = results.find((r) => r.error);
      if (failed) {
        rows.push({ page, error: failed.error });
        continue;
      }
      const pick = (key) => median(results.map((r) => r[key]));
      rows.push({ page, performance: pick("performance"), lcpMs: pick("lcpMs"), cls: pick("cls"), tbtMs: pick("tbtMs"), jsKb: pick("jsKb") });
    }
  } finally {
    await chrome.kill();
    await server.stop();
  }
  return rows;
}

/** The same figures as a Markdown page of their own (bench/web-results.md). */
export function webReport(rows, runs) {
  return [
    `# Web: Lighthouse mobile preset, median of ${runs} runs, ${os.cpus().length} cores, ${new Date().toISOString().slice(0, 10)}`,
    "",
    `Targets: performance ≥ ${TARGETS.performance}, LCP ≤ ${TARGETS.lcpMs / 1000} s, CLS ≤ ${TARGETS.cls}, JavaScript for / ≤ ${TARGETS.initialJsKb} KB gzip.`,
    "",
    "| Page | Performance | LCP | CLS | TBT | JavaScript (gzip, transferred) |",
    "|---|---|---|---|---|---|",
    ...rows.map((r) =>
      r.error
        ? `| ${r.page} | not measured: ${r.error} | | | | |`
        : `| ${r.page} | ${r.performance}${mark(r.performance >= TARGETS.performance)} | ${(r.lcpMs / 1000).toFixed(2)} s${mark(r.lcpMs <= TARGETS.lcpMs)} | ` +
          `${r.cls.toFixed(3)}${mark(r.cls <= TARGETS.cls)} | ${Math.round(r.tbtMs)} ms | ${r.jsKb.toFixed(1)} KB${r.page === "/" ? mark(r.jsKb <= TARGETS.initialJsKb) : ""} |`,
    ),
    "",
  ].join("\n");
}

/** The bench module: one row per page and figure; Lighthouse has no side-by-side baseline. */
export async function run({ runs = 2 } = {}) {
  const rows = await measureWeb(runs);
  const section = { title: `Web: Lighthouse mobile preset, median of ${runs} runs`, rows: [], notes: ["No baseline: Lighthouse's mobile preset simulates a slow phone and network; the targets are absolute."] };
  for (const r of rows) {
    if (r.error) {
      section.rows.push({ figure: `${r.page}`, value: `not measured: ${r.error}`, met: false });
      continue;
    }
    section.rows.push(
      { figure: `${r.page} performance score`, value: String(r.performance), target: `≥ ${TARGETS.performance}`, met: r.performance >= TARGETS.performance },
      { figure: `${r.page} LCP`, value: `${(r.lcpMs / 1000).toFixed(2)} s`, target: `≤ ${TARGETS.lcpMs / 1000} s`, met: r.lcpMs <= TARGETS.lcpMs },
      { figure: `${r.page} CLS · TBT`, value: `${r.cls.toFixed(3)} · ${Math.round(r.tbtMs)} ms`, target: `CLS ≤ ${TARGETS.cls}`, met: r.cls <= TARGETS.cls },
    );
    if (r.page === "/") section.rows.push({ figure: "JavaScript / loads (gzip)", value: `${r.jsKb.toFixed(1)} KB`, target: `≤ ${TARGETS.initialJsKb} KB`, met: r.jsKb <= TARGETS.initialJsKb });
  }
  return section;
}

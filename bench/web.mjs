// Lighthouse's mobile preset in the system Chromium on the key public pages of the production
// build, served as `npm start` serves it, in English and Arabic. A first visit is the figure that
// counts: every cold run starts a new Chromium on a new profile. The warm figures reuse one
// browser for all runs, as this bench used to, so the difference shows. Used by `npm run bench`
// and `npm run bench:web` (with the form readiness of bench/web-forms.mjs).
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, ensureChromium, systemChromium } from "../scripts/browser.mjs";
import { gzipBytes, mark, median, startServer } from "./lib.mjs";
import { formRows, formsTable, measureForms, TARGET_MS, TYPED_TARGET_MS } from "./web-forms.mjs";

const PAGES = ["/", "/programs", "/booking"];
export const LANGUAGES = ["en", "ar"];

/**
 * The address of a page in a language: the server picks the prerendered page by ?lang=
 * (server/src/http/seo.ts). English is the bare address, as a first visitor types it. The one
 * place to change if the language moves to the path or a header.
 */
export const pageAddress = (pagePath, lang) => (lang === "en" ? pagePath : `${pagePath}?lang=${lang}`);

export const TARGETS = { performance: 100, tbtMs: 50, lcpMs: 1_500, cls: 0.02 };
/** The page's own HTML (decoded), in KB, where it has a budget. */
export const HTML_BUDGET_KB = { "/": 60 };
/** `/` in English before its styles moved to the shared stylesheet (measured 2026-11-29 on the build of aa67bcc). */
const HTML_BEFORE = { "/": 180_287 };
/** Gzipped JavaScript a page may load before any interaction, in KB. */
export const JS_BUDGET_KB = { "/": 80, "/programs": 80, "/booking": 150 };

async function chromiumPath() {
  await ensureChromium();
  return systemChromium() ?? (await import("@playwright/test")).chromium.executablePath();
}

/** A headless Chromium on a profile of its own; `close` ends the process and deletes the profile. */
async function launchChromium(chromePath) {
  const userDataDir = await mkdtemp(path.join(os.tmpdir(), "skycharter-bench-chromium-"));
  let chrome;
  try {
    chrome = await chromeLauncher.launch({
      chromePath,
      userDataDir,
      chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
    });
  } catch (error) {
    await rm(userDataDir, { recursive: true, force: true });
    throw error;
  }
  const running = () => chrome.process.exitCode === null && chrome.process.signalCode === null;
  return {
    port: chrome.port,
    running,
    async close() {
      const exited = running() ? new Promise((resolve) => chrome.process.once("exit", resolve)) : null;
      chrome.kill();
      await exited;
      await rm(userDataDir, { recursive: true, force: true });
    },
  };
}

/** One Lighthouse run (mobile preset, no interaction): the issue's figures and the scripts it loaded. */
async function lighthouseRun(url, port) {
  let lhr;
  try {
    ({ lhr } = await lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: ["performance"] }));
  } catch (error) {
    return { error: String(error?.message ?? error).split("\n")[0] };
  }
  if (lhr.runtimeError) return { error: lhr.runtimeError.message.replace(/^.*\((Status code: \d+)\).*$/s, "$1") };
  const scripts = lhr.audits["network-requests"].details.items.filter(
    (item) => item.resourceType === "Script" && item.url.startsWith("http"),
  );
  const urls = [...new Set(scripts.map((item) => item.url))];
  const document = lhr.audits["network-requests"].details.items.find((item) => item.resourceType === "Document");
  const jsBytes = (await Promise.all(urls.map(gzipBytes))).reduce((sum, bytes) => sum + bytes, 0);
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    tbtMs: lhr.audits["total-blocking-time"].numericValue,
    lcpMs: lhr.audits["largest-contentful-paint"].numericValue,
    cls: lhr.audits["cumulative-layout-shift"].numericValue,
    jsKb: jsBytes / 1024,
    scriptFiles: urls.length,
    htmlKb: (document?.resourceSize ?? 0) / 1024,
  };
}

/**
 * Lighthouse now and then fails to record a trace on a busy machine (NO_NAVSTART, NO_FCP), and a
 * Chromium can fail to start: such a run is repeated, twice at most. `browser()` gives the Chromium
 * for each attempt.
 */
async function lighthouseWithRetry(url, browser) {
  let result;
  for (let attempt = 0; attempt < 3 && (!result || result.error); attempt++) {
    let chromium;
    try {
      chromium = await browser();
      result = await lighthouseRun(url, chromium.port);
    } catch (error) {
      result = { error: `Chromium did not start: ${String(error?.message ?? error).split("\n")[0]}` };
    } finally {
      await chromium?.release();
    }
  }
  return result;
}

/** Medians over the runs that worked (a run that failed three times is left out, and the row says so). */
function medianOf(results) {
  const measured = results.filter((r) => !r.error);
  if (measured.length === 0) return { error: results[0].error };
  const pick = (key) => median(measured.map((r) => r[key]));
  return {
    runs: measured.length,
    performance: pick("performance"),
    tbtMs: pick("tbtMs"),
    lcpMs: pick("lcpMs"),
    cls: pick("cls"),
    jsKb: pick("jsKb"),
    scriptFiles: pick("scriptFiles"),
    htmlKb: pick("htmlKb"),
  };
}

/**
 * The median of `runs` Lighthouse runs per page and language, cold (a new Chromium and profile per
 * run) and, unless `warm` is false, in one browser kept for all warm runs. Cold and warm runs
 * alternate so the machine's drift hits both alike. Needs a running server (bench/lib.mjs startServer).
 */
export async function measureLighthouse(serverUrl, { runs = 3, warm = true } = {}) {
  const chromePath = await chromiumPath();
  const fresh = async () => {
    const chromium = await launchChromium(chromePath);
    return { port: chromium.port, release: () => chromium.close() };
  };
  // The warm browser starts with the first warm run, and again should it have died (the runs after that start less warm).
  let kept = null;
  const reuse = async () => {
    if (!kept?.running()) {
      await kept?.close();
      kept = await launchChromium(chromePath);
    }
    return { port: kept.port, release: async () => {} };
  };
  const rows = [];
  try {
    // One discarded run first, so even the first warm figure comes from a browser that has worked.
    if (warm) await lighthouseWithRetry(`${serverUrl}/`, reuse);
    for (const lang of LANGUAGES) {
      for (const page of PAGES) {
        const url = `${serverUrl}${pageAddress(page, lang)}`;
        const cold = [];
        const warmRuns = [];
        for (let run = 0; run < runs; run++) {
          cold.push(await lighthouseWithRetry(url, fresh));
          if (warm) warmRuns.push(await lighthouseWithRetry(url, reuse));
        }
        rows.push({
          page,
          lang,
          address: pageAddress(page, lang),
          cold: medianOf(cold),
          warm: warm ? medianOf(warmRuns) : null,
        });
        console.log(
          `  ${pageAddress(page, lang)}: cold ${JSON.stringify(rows.at(-1).cold)}, warm ${JSON.stringify(rows.at(-1).warm)}`,
        );
      }
    }
  } finally {
    await kept?.close();
  }
  return rows;
}

const met = {
  performance: (r) => r.performance >= TARGETS.performance,
  tbtMs: (r) => r.tbtMs <= TARGETS.tbtMs,
  lcpMs: (r) => r.lcpMs <= TARGETS.lcpMs,
  cls: (r) => r.cls <= TARGETS.cls,
  jsKb: (r, page) => r.jsKb <= JS_BUDGET_KB[page],
  htmlKb: (r, page) => r.htmlKb <= (HTML_BUDGET_KB[page] ?? Infinity),
};
const htmlMark = (r, page) => (page in HTML_BUDGET_KB ? mark(met.htmlKb(r, page)) : "");

/** One Markdown table of Lighthouse figures, each marked against its target. */
export function lighthouseTable(rows, which, runs) {
  const runsNote = (r) => (r.runs < runs ? ` (${r.runs} of ${runs} runs)` : "");
  return [
    "| Page | Performance | TBT | LCP | CLS | JavaScript before any interaction (gzip) | Script files | HTML |",
    "|---|---|---|---|---|---|---|---|",
    ...rows.map(({ address, page, [which]: r }) =>
      r.error
        ? `| \`${address}\` | not measured: ${r.error} | | | | | | |`
        : `| \`${address}\`${runsNote(r)} | ${r.performance}${mark(met.performance(r))} | ${Math.round(r.tbtMs)} ms${mark(met.tbtMs(r))} | ` +
          `${(r.lcpMs / 1000).toFixed(2)} s${mark(met.lcpMs(r))} | ${r.cls.toFixed(3)}${mark(met.cls(r))} | ` +
          `${r.jsKb.toFixed(1)} KB${mark(met.jsKb(r, page))} | ${r.scriptFiles} | ${r.htmlKb.toFixed(1)} KB${htmlMark(r, page)} |`,
    ),
  ].join("\n");
}

export const targetsLine = () =>
  `Targets: performance ≥ ${TARGETS.performance}, TBT ≤ ${TARGETS.tbtMs} ms, LCP ≤ ${TARGETS.lcpMs / 1000} s, CLS ≤ ${TARGETS.cls}, ` +
  `JavaScript ≤ ${JS_BUDGET_KB["/"]} KB gzip on \`/\` and \`/programs\`, ≤ ${JS_BUDGET_KB["/booking"]} KB on \`/booking\` (each in either language); ` +
  `\`/\`'s HTML ≤ ${HTML_BUDGET_KB["/"]} KB (decoded; ${(HTML_BEFORE["/"] / 1024).toFixed(0)} KB in English before its styles moved to the shared stylesheet).`;

/** Bench-table rows (bench/run.mjs) for the cold figures: one per page and figure. */
export function lighthouseRows(rows, runs) {
  return rows.flatMap(({ address, page, cold: r }) => {
    if (r.error) return [{ figure: `\`${address}\``, value: `not measured: ${r.error}`, met: false }];
    const name = `\`${address}\`${r.runs < runs ? ` (${r.runs} of ${runs} runs)` : ""}`;
    return [
      {
        figure: `${name} performance score`,
        value: String(r.performance),
        target: `≥ ${TARGETS.performance}`,
        met: met.performance(r),
      },
      {
        figure: `${name} total blocking time`,
        value: `${Math.round(r.tbtMs)} ms`,
        target: `≤ ${TARGETS.tbtMs} ms`,
        met: met.tbtMs(r),
      },
      {
        figure: `${name} LCP`,
        value: `${(r.lcpMs / 1000).toFixed(2)} s`,
        target: `≤ ${TARGETS.lcpMs / 1000} s`,
        met: met.lcpMs(r),
      },
      { figure: `${name} CLS`, value: r.cls.toFixed(3), target: `≤ ${TARGETS.cls}`, met: met.cls(r) },
      {
        figure: `${name} JavaScript before any interaction (gzip)`,
        value: `${r.jsKb.toFixed(1)} KB in ${r.scriptFiles} files`,
        target: `≤ ${JS_BUDGET_KB[page]} KB`,
        met: met.jsKb(r, page),
      },
      ...(page in HTML_BUDGET_KB
        ? [
            {
              figure: `${name} HTML (decoded)`,
              value: `${r.htmlKb.toFixed(1)} KB`,
              baseline:
                HTML_BEFORE[page] && address === page ? `${(HTML_BEFORE[page] / 1024).toFixed(1)} KB` : undefined,
              target: `≤ ${HTML_BUDGET_KB[page]} KB`,
              met: met.htmlKb(r, page),
            },
          ]
        : []),
    ];
  });
}

/** Every web figure against the built app (web/dist must exist), served as `npm start` serves it. */
export async function measureWeb({ runs = 3, warm = true } = {}) {
  const started = Date.now();
  const server = await startServer({ env: { LOG_LEVEL: "warn" } });
  try {
    console.log("Lighthouse:");
    const pages = await measureLighthouse(server.url, { runs, warm });
    console.log("Forms:");
    const forms = await measureForms(server.url, { runs });
    return { runs, pages, forms, minutes: (Date.now() - started) / 60_000 };
  } finally {
    await server.stop();
  }
}

/** The figures as a Markdown page of their own (bench/web-results.md). */
export function webReport({ runs, pages, forms, minutes }) {
  const warm = pages.some((r) => r.warm);
  return [
    `# Web: a first visit, ${os.cpus().length} cores, ${new Date().toISOString().slice(0, 10)}`,
    "",
    `Written by \`npm run bench:web\` in ${minutes.toFixed(1)} min. ✓ meets the target, ✗ misses it.`,
    "",
    `## Lighthouse mobile preset, cold: a new Chromium on a new profile for every run, median of ${runs}`,
    "",
    targetsLine(),
    "JavaScript before any interaction: the scripts the page loaded while Lighthouse watched it (it never interacts), " +
      "counted as sent gzipped (the server sends Chromium brotli, a little smaller). Arabic is asked for with `?lang=ar`.",
    "",
    lighthouseTable(pages, "cold", runs),
    ...(warm
      ? [
          "",
          `## Lighthouse mobile preset, warm: one browser for all runs, median of ${runs}`,
          "",
          "What this bench measured before. Lighthouse clears the site's cache and storage before every run either way; " +
            "here the browser process and its profile have already loaded the site.",
          "",
          lighthouseTable(pages, "warm", runs),
        ]
      : []),
    "",
    `## Forms: desktop Chromium, unthrottled, a new browser context per visit, median of ${runs}`,
    "",
    `Targets: every control usable within ${TARGET_MS} ms of first paint; a character typed at first paint on screen within ${TYPED_TARGET_MS} ms. ` +
      "Usable: enabled, not inert, shown; where the page has text fields, " +
      "a character typed into the first one (as soon as it is usable) is still there once the page has settled. Times are after first paint; " +
      "first paint itself is counted from the start of navigation. On screen: from first paint until the character was typed, plus the key " +
      "event's duration to the next paint (Event Timing; the browser reports 16 ms and more, so a shorter one counts as one frame, shown as ≤).",
    "",
    formsTable(forms),
    "",
  ].join("\n");
}

/** The bench module (bench/run.mjs): the cold Lighthouse figures and the forms; no side-by-side baseline. */
export async function run({ runs = 3 } = {}) {
  const result = await measureWeb({ runs, warm: false });
  return {
    title: `Web: a first visit (Lighthouse mobile preset, a new browser per run; forms on desktop), median of ${runs} runs`,
    rows: [...lighthouseRows(result.pages, runs), ...formRows(result.forms)],
    notes: [
      "No baseline: Lighthouse's mobile preset simulates a slow phone and network; the targets are absolute. " +
        "`npm run bench:web` writes these with the warm-browser figures beside them to `bench/web-results.md`.",
    ],
  };
}

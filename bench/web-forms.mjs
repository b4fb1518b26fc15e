// How soon a first visitor can use the public forms: desktop Chromium through Playwright, no
// throttling, a new browser context (empty cache) per run. For every form control, the time from
// first paint (first-contentful-paint) until it is enabled, not inert and shown; on pages with text
// fields, also until a character typed into the first one is kept. Used by bench/web.mjs.
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, ensureChromium, systemChromium } from "../scripts/browser.mjs";
import { mark, median, sleep } from "./lib.mjs";

export const TARGET_MS = 300;
/** A character typed at first paint is on screen within this (from the key press to the next paint). */
export const TYPED_TARGET_MS = 100;

const CONTROLS = ":is(input:not([type=hidden]), select, textarea, button)";
const TEXT_FIELD =
  ":is(input:is(:not([type]), [type=text], [type=email], [type=tel], [type=search], [type=url]), textarea)";

/** `controls` are the ones timed; `typeInto`, when set, is where the first character is typed. */
export const FORM_PAGES = [
  { path: "/booking", controls: `main form ${CONTROLS}`, typeInto: `main form ${TEXT_FIELD}` },
  { path: "/contact", controls: `main form ${CONTROLS}`, typeInto: `main form ${TEXT_FIELD}` },
  { path: "/affiliate/apply", controls: `main form ${CONTROLS}`, typeInto: `main form ${TEXT_FIELD}` },
  { path: "/customer-login", controls: `main form ${CONTROLS}`, typeInto: `main form ${TEXT_FIELD}` },
  { path: "/customer-signup", controls: `main form ${CONTROLS}`, typeInto: `main form ${TEXT_FIELD}` },
  { path: "/", label: "`/` language and currency", controls: "header select" },
];

/**
 * Runs in the page before its own scripts (Playwright init script). Once a frame it notes, per
 * control, since when it has been usable; a control that goes back to disabled starts again.
 */
function watchControls(selector) {
  const usableSince = new Map();
  const check = () => {
    const now = performance.now();
    for (const el of document.querySelectorAll(selector)) {
      const usable =
        !el.matches(":disabled") &&
        !el.closest("[inert]") &&
        el.getAttribute("aria-disabled") !== "true" &&
        el.checkVisibility({ visibilityProperty: true });
      if (!usable) usableSince.delete(el);
      else if (!usableSince.has(el)) usableSince.set(el, now);
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
  Object.defineProperty(window, "__benchUsableSince", { value: usableSince });
  // Event Timing: a key event's duration runs from the key press to the next paint after its
  // handlers (the browser reports those of 16 ms and more; below that it is one frame).
  const keyPaint = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name.startsWith("key")) keyPaint.push(entry.duration);
  }).observe({ type: "event", durationThreshold: 16, buffered: true });
  Object.defineProperty(window, "__benchKeyPaint", { value: keyPaint });
}

/**
 * Types "a" into the first text field as soon as the watcher finds it usable (polled from here,
 * every few ms) and reads it back; tries again while the character does not stay. Page time of the
 * first read that found it, or null when it never did within the time allowed.
 */
async function typeWhenUsable(page, selector, deadline) {
  while (Date.now() < deadline) {
    const focused = await page.evaluate((sel) => {
      const el = document.querySelector(sel);
      if (!el || !window.__benchUsableSince?.has(el)) return false;
      el.focus();
      return document.activeElement === el;
    }, selector);
    if (focused) {
      await page.keyboard.type("a");
      const at = await page.evaluate(
        (sel) => (document.querySelector(sel)?.value.includes("a") ? performance.now() : null),
        selector,
      );
      if (at !== null) return at;
    }
    await sleep(5);
  }
  return null;
}

/** In the page: every control matching `selector` that is shown has become usable. */
const allShownUsable = (selector) =>
  [...document.querySelectorAll(selector)]
    .filter((el) => el.checkVisibility({ visibilityProperty: true }))
    .every((el) => window.__benchUsableSince.has(el));

/**
 * A cold visit: a new browser context (empty cache), the watcher installed, `use(page)` run from the
 * first byte of the answer; then whatever the page still loads (translations, the session, an
 * estimate) has its chance to change things, and every shown control its chance to become usable,
 * before `read(page)` looks. Closes the context.
 */
async function coldVisit(browser, url, selector, use, read) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: "en-US" });
  try {
    const page = await context.newPage();
    await page.addInitScript(watchControls, selector);
    const deadline = Date.now() + 15_000;
    await page.goto(url, { waitUntil: "commit" });
    const used = await use(page, deadline);
    const left = () => Math.max(1, deadline - Date.now());
    await page.waitForLoadState("networkidle", { timeout: left() }).catch(() => undefined);
    // Script can still be running after the network went quiet: wait for every shown control (at most until the deadline).
    await page.waitForFunction(allShownUsable, selector, { timeout: left() }).catch(() => undefined);
    await sleep(300);
    return await read(page, used);
  } finally {
    await context.close();
  }
}

/**
 * Per control shown once the page has settled: ms from first paint until usable (null: never).
 * Nothing is touched on this visit, so the form is timed as the page alone makes it ready.
 */
async function timeControls(browser, url, formPage) {
  const state = await coldVisit(
    browser,
    url,
    formPage.controls,
    async () => undefined,
    (page) =>
      page.evaluate(
        ({ controls }) => ({
          fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
          // Shown ones only: a control the form hides (a clear button for an empty field) is not waited for.
          controls: [...document.querySelectorAll(controls)]
            .filter((el) => el.checkVisibility({ visibilityProperty: true }))
            .map((el) => ({
              // Named as a reader of the report would find it: its label, else its text, name or type.
              name: (
                el.getAttribute("aria-label") ||
                el.labels?.[0]?.innerText ||
                el.innerText ||
                el.getAttribute("name") ||
                el.getAttribute("type") ||
                el.tagName
              )
                .replace(/\s+/g, " ")
                .slice(0, 40)
                .trim(),
              since: window.__benchUsableSince.get(el) ?? null,
            })),
        }),
        { controls: formPage.controls },
      ),
  );
  if (state.fcp === null) return { error: "no first-contentful-paint entry" };
  if (state.controls.length === 0) return { error: `no control shown matches \`${formPage.controls}\`` };
  const controls = state.controls.map((c) => ({
    name: c.name,
    ms: c.since === null ? null : Math.max(0, c.since - state.fcp),
  }));
  const usable = controls.filter((c) => c.ms !== null);
  const slowest = controls.reduce((a, b) => (b.ms === null || (a.ms !== null && b.ms > a.ms) ? b : a));
  return {
    fcpMs: state.fcp,
    count: controls.length,
    never: controls.filter((c) => c.ms === null).map((c) => c.name),
    firstMs: usable.length ? Math.min(...usable.map((c) => c.ms)) : null,
    allMs: usable.length === controls.length ? slowest.ms : null,
    slowest: slowest.name,
  };
}

/**
 * A second cold visit: ms from first paint until a character typed into the first text field is
 * kept, checked again once the page has settled (`lost` when it went missing meanwhile).
 */
async function timeTyping(browser, url, formPage) {
  const state = await coldVisit(
    browser,
    url,
    formPage.typeInto,
    (page, deadline) => typeWhenUsable(page, formPage.typeInto, deadline),
    (page, typedAt) =>
      page.evaluate(
        ({ typeInto, typedAt }) => ({
          fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
          typedAt,
          kept: Boolean(document.querySelector(typeInto)?.value.includes("a")),
          // The slowest key event of the typing: 0 when none took a frame or more.
          paintMs: Math.max(0, ...window.__benchKeyPaint),
        }),
        { typeInto: formPage.typeInto, typedAt },
      ),
  );
  if (state.fcp === null) return { error: "no first-contentful-paint entry" };
  if (state.typedAt === null) return { typedMs: null, lost: false };
  // Shown: from first paint until the character was typed (the field usable), then until it was painted.
  const shownMs = Math.max(0, state.typedAt - state.fcp) + Math.max(state.paintMs, frameMs);
  return state.kept
    ? { typedMs: Math.max(0, state.typedAt - state.fcp), shownMs, paintMs: state.paintMs, lost: false }
    : { typedMs: null, lost: true };
}

/** What a key event below the Event Timing threshold is counted as: the one frame it may take. */
const frameMs = 16;

/** `runs` cold visits per form page (desktop, unthrottled); medians over the visits that worked. */
export async function measureForms(serverUrl, { runs = 3 } = {}) {
  await ensureChromium();
  const browser = await chromium.launch({ executablePath: systemChromium(), args: CHROMIUM_ARGS });
  const rows = [];
  try {
    for (const formPage of FORM_PAGES) {
      const url = `${serverUrl}${formPage.path}`;
      const visits = [];
      const typings = [];
      for (let run = 0; run < runs; run++) {
        visits.push(await timeControls(browser, url, formPage));
        if (formPage.typeInto) typings.push(await timeTyping(browser, url, formPage));
      }
      rows.push({
        label: formPage.label ?? `\`${formPage.path}\``,
        ...summarise(visits, formPage.typeInto ? typings : null),
      });
      console.log(`  ${formPage.path}: ${JSON.stringify(rows.at(-1))}`);
    }
  } finally {
    await browser.close();
  }
  return rows;
}

function summarise(visits, typings) {
  const failed = [...visits, ...(typings ?? [])].find((v) => v.error);
  if (failed) return { error: failed.error };
  // A control never usable, or a typed character lost, in any visit is reported, not averaged away.
  const never = [...new Set(visits.flatMap((v) => v.never))];
  const byAll = visits.toSorted((a, b) => a.allMs - b.allMs);
  const typedMissed = typings?.some((t) => t.typedMs === null);
  return {
    fcpMs: median(visits.map((v) => v.fcpMs)),
    count: median(visits.map((v) => v.count)),
    firstMs: visits.some((v) => v.firstMs === null) ? null : median(visits.map((v) => v.firstMs)),
    allMs: never.length ? null : median(visits.map((v) => v.allMs)),
    slowest: byAll[Math.floor(byAll.length / 2)].slowest,
    never,
    typedMs: typings === null ? undefined : typedMissed ? null : median(typings.map((t) => t.typedMs)),
    shownMs: typings === null || typedMissed ? undefined : median(typings.map((t) => t.shownMs)),
    paintMs: typings === null || typedMissed ? undefined : median(typings.map((t) => t.paintMs)),
    typedLost: typings?.some((t) => t.lost) ?? false,
  };
}

const ms = (value) => `${Math.round(value)} ms`;
/** The key press's own paint below the Event Timing threshold is one frame at most: said so. */
const shownText = (r) => (r.paintMs > 0 ? ms(r.shownMs) : `≤ ${ms(r.shownMs)}`);

/** The Markdown table of form readiness, each time marked against the target. */
export function formsTable(rows) {
  return [
    "| Page | Controls | First paint | First control usable | All controls usable (slowest) | Typed character kept | Typed at first paint → on screen |",
    "|---|---|---|---|---|---|---|",
    ...rows.map((r) => {
      if (r.error) return `| ${r.label} | not measured: ${r.error} | | | | | |`;
      const all =
        r.allMs === null
          ? `never: ${r.never.join(", ")} ✗`
          : `${ms(r.allMs)}${mark(r.allMs <= TARGET_MS)} (${r.slowest})`;
      const typed =
        r.typedMs === undefined
          ? "— (no text field)"
          : r.typedMs === null
            ? r.typedLost
              ? "lost ✗"
              : "never ✗"
            : `${ms(r.typedMs)}${mark(r.typedMs <= TARGET_MS)}`;
      const shown = r.shownMs === undefined ? "—" : `${shownText(r)}${mark(r.shownMs <= TYPED_TARGET_MS)}`;
      return `| ${r.label} | ${r.count} | ${ms(r.fcpMs)} | ${r.firstMs === null ? "never" : ms(r.firstMs)} | ${all} | ${typed} | ${shown} |`;
    }),
  ].join("\n");
}

/** Bench-table rows (bench/run.mjs): the slowest control and the typed character per page. */
export function formRows(rows) {
  return rows.flatMap((r) => {
    if (r.error) return [{ figure: `${r.label} form controls`, value: `not measured: ${r.error}`, met: false }];
    const out = [
      {
        figure: `${r.label}: all ${r.count} controls usable after first paint`,
        value: r.allMs === null ? `never: ${r.never.join(", ")}` : ms(r.allMs),
        target: `≤ ${TARGET_MS} ms`,
        met: r.allMs !== null && r.allMs <= TARGET_MS,
      },
    ];
    if (r.typedMs !== undefined) {
      out.push({
        figure: `${r.label}: typed character kept after first paint`,
        value: r.typedMs === null ? (r.typedLost ? "lost" : "never") : ms(r.typedMs),
        target: `≤ ${TARGET_MS} ms`,
        met: r.typedMs !== null && r.typedMs <= TARGET_MS,
      });
      if (r.shownMs !== undefined)
        out.push({
          figure: `${r.label}: a character typed at first paint, on screen`,
          value: shownText(r),
          target: `≤ ${TYPED_TARGET_MS} ms`,
          met: r.shownMs <= TYPED_TARGET_MS,
        });
    }
    return out;
  });
}

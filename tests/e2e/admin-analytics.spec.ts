import { readFileSync } from "node:fs";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expect, test } from "./support/test.js";
import { seriousViolations } from "./support/a11y.js";
import { suppressAuthModal } from "./pages/AuthModal.js";
import { createConfirmedCustomer, newCustomer } from "./support/accounts.js";
import { graphql, signInToken } from "./support/api.js";
import { adminToken, staffToken } from "./support/staff.js";
import { flownBooking, submitTripRequest } from "./support/trips.js";


const ANALYTICS = `query ($range: DateRangeInput!) { analytics(range: $range) {
  totalLeads bookings revenueUsd bookingsByCategory { category bookings revenueUsd } topRoutes { from to count } } }`;
type Analytics = {
  analytics: {
    totalLeads: number;
    bookings: number;
    revenueUsd: number;
    bookingsByCategory: { category: string | null; bookings: number; revenueUsd: number }[];
    topRoutes: { from: string; to: string; count: number }[];
  };
};

const CATEGORY_NAMES: Record<string, string> = { LIGHT: "Light jet", MIDSIZE: "Midsize jet", LARGE: "Large jet", ULTRA: "Ultra long range" };
const usd = (amount: number) => `$${new Intl.NumberFormat("en-US").format(amount)}`;
const today = () => new Date().toISOString().slice(0, 10);

/**
 * Opens `path` as the seeded admin: its aal2 session (made by staff.setup.ts) goes into the app's
 * auth store, as a sign-in would leave it. The access token outlives a test; it has no refresh token.
 */
async function openAsSeededAdmin(page: Page, request: APIRequestContext, path: string, locale = "en") {
  const token = adminToken();
  const userResponse = await request.get("/auth/v1/user", { headers: { authorization: `Bearer ${token}` } });
  expect(userResponse.ok()).toBe(true);
  const { exp } = JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString()) as { exp: number };
  const session = { access_token: token, token_type: "bearer", expires_at: exp, expires_in: exp - Math.floor(Date.now() / 1000), refresh_token: "", user: await userResponse.json() };
  await suppressAuthModal(page);
  await page.addInitScript(
    ([stored, language]) => {
      window.localStorage.setItem("skycharter.auth", stored!);
      window.localStorage.setItem("skycharter.locale", language!);
    },
    [JSON.stringify(session), locale],
  );
  await page.goto(path);
}

/** A chart's card: a region named by its heading. */
const chart = (page: Page, title: string) => page.getByRole("region", { name: title, exact: true });

/** The rows of a chart's table as text, header row first. */
async function tableRows(card: Locator): Promise<string[][]> {
  return card.getByRole("row").evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent?.trim() ?? "")));
}


async function bookedCustomer(request: APIRequestContext, staff: string) {
  const customer = await createConfirmedCustomer(request, newCustomer("analytics"));
  const token = await signInToken(request, customer.email, customer.password);
  await flownBooking(request, token, staff, customer);
  await submitTripRequest(request, token, customer);
}

test("the seeded admin switches the range, reads a chart's table against the API, downloads its CSV, and axe finds nothing serious", async ({ page, request }) => {
  test.setTimeout(120_000);
  const staff = await staffToken(request);
  await bookedCustomer(request, staff);

  await openAsSeededAdmin(page, request, "/admin/analytics");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Analytics");
  await expect(page.getByRole("link", { name: "Dashboard", exact: true })).toHaveAttribute("href", "/admin/dashboard");
  const range = page.getByRole("combobox", { name: "Date range" });
  await expect(range).toHaveValue("30d");
  await expect(chart(page, "Bookings by aircraft category").locator("svg.recharts-surface")).toBeVisible();

  // A preset is kept in the URL; a custom range too, once applied.
  await range.selectOption("90d");
  await expect(page).toHaveURL("/admin/analytics?range=90d");
  await range.selectOption("custom");
  await page.getByLabel("From").fill(today());
  await page.getByLabel("To", { exact: true }).fill(today());
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(`/admin/analytics?range=custom&from=${today()}&to=${today()}`);

  const categories = chart(page, "Bookings by aircraft category");
  await categories.getByRole("button", { name: "Show table" }).click();
  await expect(categories.getByRole("table")).toBeVisible();
  await expect(categories.getByRole("button", { name: "Hide table" })).toHaveAttribute("aria-expanded", "true");
  // The drawing is hidden from assistive technology; the table carries its numbers.
  await expect(categories.getByRole("img")).toHaveCount(0);
  // Other tests book in parallel: compare with the API's answer fetched around a fresh load.
  const dayRange = { from: `${today()}T00:00:00.000Z`, to: new Date(Date.parse(`${today()}T00:00:00Z`) + 86_400_000).toISOString() };
  let api: Analytics["analytics"] | undefined;
  await expect(async () => {
    api = (await graphql<Analytics>(request, ANALYTICS, { range: dayRange }, staff)).analytics;
    await page.reload();
    await expect(categories.getByRole("table")).toBeAttached();
    // Hidden or shown, the same rows are in the page.
    expect(await tableRows(categories)).toEqual([
      ["Aircraft category", "Bookings", "Revenue"],
      ...api.bookingsByCategory.map((c) => [c.category ? CATEGORY_NAMES[c.category]! : "Not specified", String(c.bookings), usd(c.revenueUsd)]),
    ]);
    await expect(page.locator('[data-figure="analytics.summary.revenue"]')).toHaveText(usd(api.revenueUsd), { timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  expect(api!.bookingsByCategory.find((c) => c.category === "MIDSIZE")!.bookings).toBeGreaterThanOrEqual(1);

  // The CSV holds the same numbers, with a byte order mark and CRLF rows.
  const [download] = await Promise.all([page.waitForEvent("download"), categories.getByRole("button", { name: "Download CSV" }).click()]);
  expect(download.suggestedFilename()).toBe(`bookings-by-category-${today()}_${today()}.csv`);
  const csv = readFileSync((await download.path())!, "utf8");
  expect(csv.startsWith("\uFEFF")).toBe(true);
  expect(csv.slice(1).split("\r\n")).toEqual([
    "Aircraft category,Bookings,Revenue (USD)",
    ...api!.bookingsByCategory.map((c) => `${c.category ? CATEGORY_NAMES[c.category] : "Not specified"},${c.bookings},${c.revenueUsd}`),
    "",
  ]);

  // Top routes: the trip this test requested is among them.
  const routes = chart(page, "Top routes");
  await expect(routes.getByRole("row", { name: /LHR → NCE/ })).toBeAttached();

  expect(await seriousViolations(page)).toEqual([]);
});

test("an empty range shows an empty state, not charts", async ({ page, request }) => {
  await openAsSeededAdmin(page, request, "/admin/analytics?range=custom&from=2001-01-01&to=2001-03-31");
  await expect(page.getByText("Nothing in this range")).toBeVisible();
  await expect(page.locator("svg.recharts-surface")).toHaveCount(0);
  await expect(page.locator('[data-figure="analytics.summary.totalLeads"]')).toHaveText("0");
});

test("in Arabic the page is right to left and the time axis runs from the right", async ({ page, request }) => {
  test.setTimeout(90_000);
  await bookedCustomer(request, await staffToken(request));
  await page.setViewportSize({ width: 768, height: 1024 });
  await openAsSeededAdmin(page, request, "/admin/analytics?range=12m", "ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("التحليلات");
  const revenue = chart(page, "الإيرادات الشهرية");
  await expect(revenue.locator("svg.recharts-surface")).toBeVisible();

  // Tick labels come in data order, oldest month first (recharts draws them in a layer of their
  // own, so the month axis's are the ones along the bottom): in Arabic each sits left of the one before.
  const ticks = revenue.locator(".recharts-cartesian-axis-tick-value");
  await expect(ticks).not.toHaveCount(0);
  const boxes = await ticks.evaluateAll((nodes) => nodes.map((n) => n.getBoundingClientRect()).map(({ x, y }) => ({ x, y })));
  const bottom = Math.max(...boxes.map((b) => b.y));
  const xs = boxes.filter((b) => Math.abs(b.y - bottom) < 2).map((b) => b.x);
  expect(xs.length).toBeGreaterThan(1);
  expect(xs).toEqual(xs.toSorted((a, b) => b - a));

  // The table and its caption are there for screen readers while hidden.
  await expect(revenue.getByRole("table")).toBeAttached();
  await expect(revenue.locator("caption")).toHaveText("الحجوزات والإيرادات شهريًا");
  expect(await seriousViolations(page)).toEqual([]);
});

test("signed out, the page sends to the staff login and back to the same view", async ({ page }) => {
  await suppressAuthModal(page);
  await page.goto("/admin/analytics?range=ytd");
  await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent("/admin/analytics?range=ytd")}`);
});

import { readFileSync } from "node:fs";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./support/test.js";
import { seriousViolations } from "./support/a11y.js";
import { gql } from "./__generated__/index.js";
import type { AdminAnalytics_FiguresQuery } from "./__generated__/graphql.js";
import { AnalyticsPage } from "./pages/AnalyticsPage.js";
import { suppressAuthModal } from "./pages/AuthModal.js";
import { Webpage } from "./pages/Webpage.js";
import { createConfirmedCustomer, newCustomer } from "./support/accounts.js";
import { graphql, signInToken } from "./support/api.js";
import { adminToken, staffToken } from "./support/staff.js";
import { flownBooking, submitTripRequest } from "./support/trips.js";

const ANALYTICS = gql(`
  query AdminAnalytics_Figures($range: DateRangeInput!) {
    analytics(range: $range) {
      totalLeads
      bookings
      revenueUsd
      bookingsByCategory {
        category
        bookings
        revenueUsd
      }
      topRoutes {
        from
        to
        count
      }
    }
  }
`);

const CATEGORY_NAMES: Record<string, string> = {
  LIGHT: "Light jet",
  MIDSIZE: "Midsize jet",
  LARGE: "Large jet",
  ULTRA: "Ultra long range",
};
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
  const session = {
    access_token: token,
    token_type: "bearer",
    expires_at: exp,
    expires_in: exp - Math.floor(Date.now() / 1000),
    refresh_token: "",
    user: await userResponse.json(),
  };
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

async function bookedCustomer(request: APIRequestContext, staff: string) {
  const customer = await createConfirmedCustomer(request, newCustomer("analytics"));
  const token = await signInToken(request, customer.email, customer.password);
  await flownBooking(request, token, staff, customer);
  await submitTripRequest(request, token, customer);
}

test("the seeded admin switches the range, reads a chart's table against the API, downloads its CSV, and axe finds nothing serious", async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const staff = await staffToken(request);
  await bookedCustomer(request, staff);

  await openAsSeededAdmin(page, request, "/admin/analytics");
  const analytics = new AnalyticsPage(page);
  await expect(analytics.heading).toHaveText("Analytics");
  await expect(analytics.dashboardLink).toHaveAttribute("href", "/admin/dashboard");
  await expect(analytics.range).toHaveValue("30d");
  const categories = analytics.chart("Bookings by aircraft category");
  await expect(categories.drawing).toBeVisible();

  // A preset is kept in the URL; a custom range too, once applied.
  await analytics.range.selectOption("90d");
  await expect(page).toHaveURL("/admin/analytics?range=90d");
  await analytics.showRange(today(), today());
  await expect(page).toHaveURL(`/admin/analytics?range=custom&from=${today()}&to=${today()}`);

  await categories.showTable.click();
  await expect(categories.table).toBeVisible();
  await expect(categories.hideTable).toHaveAttribute("aria-expanded", "true");
  // The drawing is hidden from assistive technology; the table carries its numbers.
  await expect(categories.images).toHaveCount(0);
  // Other tests book in parallel: compare with the API's answer fetched around a fresh load.
  const dayRange = {
    from: `${today()}T00:00:00.000Z`,
    to: new Date(Date.parse(`${today()}T00:00:00Z`) + 86_400_000).toISOString(),
  };
  let api: AdminAnalytics_FiguresQuery["analytics"] | undefined;
  await expect(async () => {
    api = (await graphql(request, ANALYTICS, { range: dayRange }, staff)).analytics;
    await page.reload();
    await expect(categories.table).toBeAttached();
    // Hidden or shown, the same rows are in the page.
    expect(await categories.rows()).toEqual([
      ["Aircraft category", "Bookings", "Revenue"],
      ...api.bookingsByCategory.map((c) => [
        c.category ? CATEGORY_NAMES[c.category]! : "Not specified",
        String(c.bookings),
        usd(c.revenueUsd),
      ]),
    ]);
    await expect(analytics.figure("revenue")).toHaveText(usd(api.revenueUsd), { timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  expect(api!.bookingsByCategory.find((c) => c.category === "MIDSIZE")!.bookings).toBeGreaterThanOrEqual(1);

  // The CSV holds the same numbers, with a byte order mark and CRLF rows.
  const download = await categories.download();
  expect(download.name).toBe(`bookings-by-category-${today()}_${today()}.csv`);
  const csv = readFileSync(download.path, "utf8");
  expect(csv.startsWith("\uFEFF")).toBe(true);
  expect(csv.slice(1).split("\r\n")).toEqual([
    "Aircraft category,Bookings,Revenue (USD)",
    ...api!.bookingsByCategory.map(
      (c) => `${c.category ? CATEGORY_NAMES[c.category] : "Not specified"},${c.bookings},${c.revenueUsd}`,
    ),
    "",
  ]);

  // Top routes: the trip this test requested is among them.
  await expect(analytics.chart("Top routes").row(/LHR → NCE/)).toBeAttached();

  expect(await seriousViolations(page)).toEqual([]);
});

test("an empty range shows an empty state, not charts", async ({ page, request }) => {
  await openAsSeededAdmin(page, request, "/admin/analytics?range=custom&from=2001-01-01&to=2001-03-31");
  const analytics = new AnalyticsPage(page);
  await expect(analytics.emptyState).toBeVisible();
  await expect(analytics.drawings).toHaveCount(0);
  await expect(analytics.figure("totalLeads")).toHaveText("0");
});

test("in Arabic the page is right to left and the time axis runs from the right", async ({ page, request }) => {
  test.setTimeout(180_000);
  await bookedCustomer(request, await staffToken(request));
  await page.setViewportSize({ width: 768, height: 1024 });
  await openAsSeededAdmin(page, request, "/admin/analytics?range=12m", "ar");
  const analytics = new AnalyticsPage(page);
  await expect(new Webpage(page).document).toHaveAttribute("dir", "rtl");
  await expect(analytics.heading).toHaveText("التحليلات");
  const revenue = analytics.chart("الإيرادات الشهرية");
  await expect(revenue.drawing).toBeVisible();

  // Tick labels come in data order, oldest month first (recharts draws them in a layer of their
  // own, so the month axis's are the ones along the bottom): in Arabic each sits left of the one before.
  const ticks = revenue.axisLabels;
  await expect(ticks).not.toHaveCount(0);
  const boxes = await ticks.evaluateAll((nodes) =>
    nodes.map((n) => n.getBoundingClientRect()).map(({ x, y }) => ({ x, y })),
  );
  const bottom = Math.max(...boxes.map((b) => b.y));
  const xs = boxes.filter((b) => Math.abs(b.y - bottom) < 2).map((b) => b.x);
  expect(xs.length).toBeGreaterThan(1);
  expect(xs).toEqual(xs.toSorted((a, b) => b - a));

  // The table and its caption are there for screen readers while hidden.
  await expect(revenue.table).toBeAttached();
  await expect(revenue.caption).toHaveText("الحجوزات والإيرادات شهريًا");
  expect(await seriousViolations(page)).toEqual([]);
});

test("signed out, the page sends to the staff login and back to the same view", async ({ page }) => {
  await suppressAuthModal(page);
  await page.goto("/admin/analytics?range=ytd");
  await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent("/admin/analytics?range=ytd")}`);
});

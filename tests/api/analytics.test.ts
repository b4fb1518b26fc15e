import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookTrip, countQueries, errorCode, ok, problemFields, signUp, type TestUser } from "../support/charter.js";
import { startTestServer, type TestServer } from "../support/server.js";

const ANALYTICS = `query ($range: DateRangeInput!) { analytics(range: $range) {
  from to totalLeads conversionRate bookings revenueUsd averageDealSizeUsd
  leadsBySource { source count } leadsByStatus { status count }
  revenueByMonth { month bookings revenueUsd } quoteRequestsByMonth { month count } topRoutes { from to count } } }`;

type AnalyticsData = {
  analytics: {
    totalLeads: number;
    conversionRate: number;
    bookings: number;
    revenueUsd: number;
    averageDealSizeUsd: number;
    leadsBySource: { source: string; count: number }[];
    leadsByStatus: { status: string; count: number }[];
    revenueByMonth: { month: string; bookings: number; revenueUsd: number }[];
    quoteRequestsByMonth: { month: string; count: number }[];
    topRoutes: { from: string; to: string; count: number }[];
  };
};

const label = (d: Date) => d.toISOString().slice(0, 7);

describe("analytics", () => {
  let server: TestServer;
  let staff: TestUser;
  const now = new Date();
  const month = (offset: number) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
  // Last month and this one.
  const range = { from: month(-1).toISOString(), to: month(1).toISOString() };

  beforeAll(async () => {
    server = await startTestServer({ MAILER_AUTOCONFIRM: "true" });
    staff = await signUp(server, "staff");
  });
  afterAll(() => server?.close());

  it("aggregates leads, bookings, requests and routes over the range in one statement", async () => {
    const customer = await signUp(server, "customer");
    const other = await signUp(server, "customer");
    await bookTrip(server, customer, staff, {}, 18_500);
    await bookTrip(server, other, staff, { legs: [{ from: "LHR", to: "NCE", departAt: `${now.getUTCFullYear() + 1}-04-01T10:00` }] }, 21_001);
    await server.db.query(
      `INSERT INTO lead (contact_name, email, source, score, status, estimated_value_usd_cents, created_at) VALUES
         ('In', 'in@analytics.test', 'CONTACT', 10, 'NEW', 0, $1),
         ('Lost', 'lost@analytics.test', 'AFFILIATE', 10, 'LOST', 0, $1),
         ('Old', 'old@analytics.test', 'AFFILIATE', 10, 'WON', 900000, '2020-01-01')`,
      [month(-1)],
    );

    let data: AnalyticsData | undefined;
    const { statements } = await countQueries(server, async () => {
      data = ok(await server.graphql<AnalyticsData>(ANALYTICS, { range }, staff.headers));
    });
    expect(statements.filter((s) => /FROM lead|FROM booking|FROM quote_request/.test(s))).toHaveLength(1);
    const a = data!.analytics;
    expect(a).toMatchObject({ totalLeads: 4, conversionRate: 2 / 3, bookings: 2, revenueUsd: 39_501, averageDealSizeUsd: 19_751 });
    expect(a.leadsBySource).toEqual([
      { source: "BOOKING", count: 2 },
      { source: "CONTACT", count: 1 },
      { source: "AFFILIATE", count: 1 },
      { source: "SIGNUP", count: 0 },
      { source: "MANUAL", count: 0 },
      { source: "IMPORT", count: 0 },
    ]);
    expect(a.leadsByStatus).toEqual([
      { status: "NEW", count: 1 },
      { status: "CONTACTED", count: 0 },
      { status: "QUALIFIED", count: 0 },
      { status: "WON", count: 2 },
      { status: "LOST", count: 1 },
    ]);
    expect(a.revenueByMonth).toEqual([
      { month: label(month(-1)), bookings: 0, revenueUsd: 0 },
      { month: label(month(0)), bookings: 2, revenueUsd: 39_501 },
    ]);
    expect(a.quoteRequestsByMonth).toEqual([
      { month: label(month(-1)), count: 0 },
      { month: label(month(0)), count: 2 },
    ]);
    expect(a.topRoutes).toEqual([
      { from: "LHR", to: "LBG", count: 1 },
      { from: "LHR", to: "NCE", count: 1 },
    ]);

    // A range with nothing in it: zeros, not errors.
    const empty = ok(await server.graphql<AnalyticsData>(ANALYTICS, { range: { from: "2010-01-01T00:00:00Z", to: "2010-03-01T00:00:00Z" } }, staff.headers)).analytics;
    expect(empty).toMatchObject({ totalLeads: 0, conversionRate: 0, bookings: 0, revenueUsd: 0, averageDealSizeUsd: 0, topRoutes: [] });
    expect(empty.revenueByMonth.map((m) => m.month)).toEqual(["2010-01", "2010-02"]);
  });

  it("validates the range: both ends, in order, at most two years", async () => {
    const ask = (r: Record<string, string>) => server.graphql(ANALYTICS, { range: r }, staff.headers);
    expect(problemFields(await ask({}))).toEqual(["range.from", "range.to"]);
    expect(problemFields(await ask({ from: "2030-01-01T00:00:00Z" }))).toEqual(["range.to"]);
    expect(problemFields(await ask({ from: "2030-01-02T00:00:00Z", to: "2030-01-01T00:00:00Z" }))).toEqual(["range.to"]);
    expect(problemFields(await ask({ from: "2030-01-01T00:00:00Z", to: "2032-01-03T00:00:00Z" }))).toEqual(["range.to"]);
    ok(await ask({ from: "2030-01-01T00:00:00Z", to: "2032-01-01T00:00:00Z" }));
  });

  it("is for staff and admins only", async () => {
    expect(errorCode(await server.graphql(ANALYTICS, { range }))).toBe("UNAUTHENTICATED");
    expect(errorCode(await server.graphql(ANALYTICS, { range }, (await signUp(server, "customer")).headers))).toBe("FORBIDDEN");
    ok(await server.graphql(ANALYTICS, { range }, (await signUp(server, "admin")).headers));
  });
});

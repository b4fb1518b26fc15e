import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../../server/src/logger.js";
import { DEMO_LEADS, seedBulkLeads, seedDemoData, seedReferenceData } from "../../server/src/db/seed/index.js";
import { ok, signUp, type TestUser } from "../support/charter.js";
import { startTestServer, type TestServer } from "../support/server.js";
import { graphql } from "./__generated__/index.js";

const TABLES = [
  "lead",
  "lead_activity",
  "quote_request",
  "quote_request_leg",
  "quote",
  "booking",
  "testimonial",
  "charter_operator",
  "fleet_aircraft",
] as const;

const FIGURES = graphql(`
  query Seed_Figures($range: DateRangeInput!) {
    leadStats(range: $range) {
      totalLeads
      newLeads
      contacted
      qualified
      dealsWon
    }
    analytics(range: $range) {
      totalLeads
      conversionRate
      bookings
      revenueUsd
      averageDealSizeUsd
      leadsBySource {
        source
        count
      }
      leadsByStatus {
        status
        count
      }
      topRoutes {
        from
        to
        count
      }
    }
  }
`);

const OPERATORS = graphql(`
  query Seed_Operators {
    operators(first: 100) {
      edges {
        node {
          name
          demo
          quotable
          fleetSize
          warnings {
            kind
            document
          }
        }
      }
    }
  }
`);

describe("demo seed", () => {
  let server: TestServer;
  let staff: TestUser;
  const counts = async () => {
    const out: Record<string, number> = {};
    for (const table of TABLES)
      out[table] = Number((await server.db.query(`SELECT count(*)::int AS n FROM ${table}`))[0].n);
    return out;
  };

  beforeAll(async () => {
    server = await startTestServer({ MAILER_AUTOCONFIRM: "true" });
    const log = createLogger(server.config);
    await seedReferenceData(server.db, log);
    await seedDemoData(server.db, log, { onlyOnce: true });
    staff = await signUp(server, "staff");
  }, 60_000);
  afterAll(() => server?.close());

  it("spreads about 500 leads over every source and status within the last 12 months", async () => {
    const rows = (await server.db.query(`SELECT source, status, count(*)::int AS n FROM lead GROUP BY 1, 2`)) as {
      source: string;
      status: string;
      n: number;
    }[];
    const total = rows.reduce((sum, r) => sum + r.n, 0);
    expect(total).toBe(DEMO_LEADS);
    for (const source of ["BOOKING", "CONTACT", "AFFILIATE", "SIGNUP", "MANUAL", "IMPORT"]) {
      expect(
        rows.filter((r) => r.source === source).reduce((s, r) => s + r.n, 0),
        source,
      ).toBeGreaterThan(10);
    }
    for (const status of ["NEW", "CONTACTED", "QUALIFIED", "WON", "LOST"]) {
      expect(
        rows.filter((r) => r.status === status).reduce((s, r) => s + r.n, 0),
        status,
      ).toBeGreaterThan(10);
    }
    const [span] = await server.db.query(
      `SELECT count(*) FILTER (WHERE created_at < now() - interval '12 months' OR created_at > now())::int AS outside,
              count(DISTINCT date_trunc('month', created_at))::int AS months FROM lead`,
    );
    expect(span.outside).toBe(0);
    expect(span.months).toBeGreaterThanOrEqual(12);
    // Every lead's timeline starts with CREATED at its creation and its last status move ends in its status.
    const [timeline] = await server.db.query(
      `SELECT count(*) FILTER (WHERE first.kind <> 'CREATED' OR first.created_at <> l.created_at)::int AS bad_start,
              count(*) FILTER (WHERE coalesce(last.to_status, 'NEW') <> l.status)::int AS bad_end
       FROM lead l
       CROSS JOIN LATERAL (SELECT kind, created_at FROM lead_activity a WHERE a.lead_id = l.id ORDER BY created_at, id LIMIT 1) first
       LEFT JOIN LATERAL (SELECT to_status FROM lead_activity a WHERE a.lead_id = l.id AND to_status IS NOT NULL ORDER BY created_at DESC, id DESC LIMIT 1) last ON true`,
    );
    expect(timeline).toEqual({ bad_start: 0, bad_end: 0 });
  });

  it("gives BOOKING leads quote requests with legs, quotes on quoted ones, and ≈150 bookings", async () => {
    const [r] = await server.db.query(
      `SELECT (SELECT count(*) FROM lead l WHERE source = 'BOOKING' AND NOT EXISTS (SELECT 1 FROM quote_request q WHERE q.lead_id = l.id))::int AS booking_without_request,
              (SELECT count(*) FROM quote_request q WHERE NOT EXISTS (SELECT 1 FROM quote_request_leg g WHERE g.quote_request_id = q.id))::int AS without_legs,
              (SELECT count(*) FROM quote_request q WHERE status IN ('QUOTED', 'ACCEPTED') AND NOT EXISTS (SELECT 1 FROM quote x WHERE x.quote_request_id = q.id))::int AS quoted_without_quote,
              (SELECT count(*) FROM quote_request WHERE estimate_low_usd_cents IS NULL)::int AS without_estimate,
              (SELECT count(*) FROM quote_request WHERE status = 'ACCEPTED')::int AS accepted,
              (SELECT count(*) FROM booking)::int AS bookings,
              (SELECT count(DISTINCT confirmation_code)::int FROM booking) AS codes,
              (SELECT count(*) FROM booking WHERE departs_at < now() AND status NOT IN ('COMPLETED', 'CANCELLED'))::int AS past_open,
              (SELECT count(*) FROM booking WHERE departs_at > now() AND status = 'COMPLETED')::int AS future_completed`,
    );
    expect(r).toMatchObject({
      booking_without_request: 0,
      without_legs: 0,
      quoted_without_quote: 0,
      without_estimate: 0,
      past_open: 0,
      future_completed: 0,
    });
    expect(r.bookings).toBeGreaterThanOrEqual(120);
    expect(r.bookings).toBeLessThanOrEqual(180);
    expect(r.codes).toBe(r.bookings);
    expect(r.accepted).toBe(r.bookings);
    const statuses = (await server.db.query(`SELECT DISTINCT status FROM booking`)) as { status: string }[];
    expect(statuses.map((s) => s.status).toSorted()).toEqual(["CANCELLED", "COMPLETED", "CONFIRMED", "REQUESTED"]);
  });

  it("values every WON lead at its booking", async () => {
    const [r] = await server.db.query(
      `SELECT count(*)::int AS won,
              count(*) FILTER (WHERE l.estimated_value_usd_cents > 0 AND l.estimated_value_usd_cents = (
                SELECT sum(b.price_usd_cents) FROM booking b JOIN quote_request q ON q.id = b.quote_request_id WHERE q.lead_id = l.id))::int AS valued
       FROM lead l WHERE status = 'WON'`,
    );
    expect(r.won).toBeGreaterThan(100);
    expect(r.valued).toBe(r.won);
  });

  it("gives every booking a schedule and the payments its status stands for, reminded already, and example bank details", async () => {
    const [r] = await server.db.query(
      `SELECT count(*)::int AS bookings,
              count(*) FILTER (WHERE (SELECT count(*) FROM booking_installment i WHERE i.booking_id = b.id AND i.reminded_at IS NOT NULL) = 2)::int AS scheduled,
              count(*) FILTER (WHERE CASE
                WHEN b.paid_minor - b.refunded_minor >= round(b.price_usd_cents / 100.0) * 100 THEN 'PAID'
                WHEN b.refunded_minor > 0 AND b.paid_minor - b.refunded_minor <= 0 THEN 'REFUNDED'
                WHEN b.paid_minor - b.refunded_minor >= b.deposit_minor THEN 'DEPOSIT_PAID'
                ELSE 'UNPAID' END = b.payment_status::text)::int AS consistent,
              count(*) FILTER (WHERE b.status = 'COMPLETED' AND b.paid_minor - b.refunded_minor < round(b.price_usd_cents / 100.0) * 100)::int AS flown_unpaid
       FROM booking b`,
    );
    expect(r.bookings).toBeGreaterThan(100);
    expect(r).toMatchObject({ scheduled: r.bookings, consistent: r.bookings, flown_unpaid: 0 });
    const bank = (await server.db.query(
      `SELECT currency, instructions FROM payment_instruction ORDER BY currency`,
    )) as {
      currency: string;
      instructions: string;
    }[];
    expect(bank.map((row) => row.currency)).toEqual(["AED", "EUR", "GBP", "USD"]);
    for (const row of bank) expect(row.instructions).toMatch(/^EXAMPLE ONLY - not a real account\./);
  });

  it("has testimonials in all four languages, approved (some featured), pending and rejected", async () => {
    const rows = (await server.db.query(
      `SELECT locale, status, featured, count(*)::int AS n FROM testimonial GROUP BY 1, 2, 3`,
    )) as { locale: string; status: string; featured: boolean }[];
    for (const locale of ["en", "es", "ar", "zh"]) {
      expect(
        rows
          .filter((r) => r.locale === locale)
          .map((r) => r.status)
          .toSorted(),
        locale,
      ).toEqual(expect.arrayContaining(["APPROVED", "PENDING", "REJECTED"]));
      expect(
        rows.some((r) => r.locale === locale && r.featured),
        locale,
      ).toBe(true);
    }
  });

  it("has made-up operators, marked demo, with fleets: one warned of its insurance, one not quotable", async () => {
    const operators = ok(await server.graphql(OPERATORS, {}, staff.headers)).operators.edges.map((e) => e.node);
    expect(operators.length).toBe(5);
    expect(operators.every((o) => o.demo && o.name.endsWith("(demo)") && o.fleetSize > 0)).toBe(true);
    expect(operators.filter((o) => !o.quotable).map((o) => o.warnings)).toEqual([
      [{ kind: "LAPSED", document: "INSURANCE" }],
    ]);
    expect(operators.flatMap((o) => o.warnings).filter((w) => w.kind === "EXPIRING")).toEqual(
      expect.arrayContaining([{ kind: "EXPIRING", document: "INSURANCE" }]),
    );
  });

  it("adds nothing when run again", async () => {
    const before = await counts();
    const log = createLogger(server.config);
    await seedDemoData(server.db, log);
    await seedDemoData(server.db, log, { onlyOnce: true });
    expect(await counts()).toEqual(before);
  });

  it("feeds leadStats and analytics with non-zero figures", async () => {
    const now = new Date();
    const range = {
      from: new Date(now.getTime() - 366 * 86_400_000).toISOString(),
      to: new Date(now.getTime() + 86_400_000).toISOString(),
    };
    const data = ok(await server.graphql(FIGURES, { range }, staff.headers));
    expect(data.leadStats.totalLeads).toBe(DEMO_LEADS);
    for (const key of ["newLeads", "contacted", "qualified", "dealsWon"] as const)
      expect(data.leadStats[key], key).toBeGreaterThan(0);
    const a = data.analytics;
    expect(a.totalLeads).toBe(DEMO_LEADS);
    for (const key of ["conversionRate", "bookings", "revenueUsd", "averageDealSizeUsd"] as const)
      expect(a[key], key).toBeGreaterThan(0);
    expect(a.leadsBySource.every((s) => s.count > 0)).toBe(true);
    expect(a.leadsByStatus.every((s) => s.count > 0)).toBe(true);
    expect(a.topRoutes.length).toBeGreaterThan(0);
  });
});

describe("bulk seed (npm run seed -- --leads N)", () => {
  let server: TestServer;
  let staff: TestUser;

  beforeAll(async () => {
    server = await startTestServer({ MAILER_AUTOCONFIRM: "true" });
    await seedReferenceData(server.db, createLogger(server.config));
    staff = await signUp(server, "staff");
  }, 60_000);
  afterAll(() => server?.close());

  it("adds N leads with assignees, ordered past timelines, requests with legs, quotes and bookings", async () => {
    const log = createLogger(server.config);
    const added = await seedBulkLeads(server.db, log, 1_000);
    expect(added.leads).toBe(1_000);
    const [r] = await server.db.query(
      `SELECT (SELECT count(*) FROM lead)::int AS leads,
              (SELECT count(DISTINCT email) FROM lead)::int AS emails,
              (SELECT count(*) FROM lead WHERE assignee_user_id = $1)::int AS assigned,
              (SELECT count(*) FROM lead l WHERE NOT EXISTS (SELECT 1 FROM lead_activity a WHERE a.lead_id = l.id))::int AS without_activity,
              (SELECT count(*) FROM lead_activity WHERE created_at > now())::int AS future_activity,
              (SELECT count(*) FROM quote_request q WHERE NOT EXISTS (SELECT 1 FROM quote_request_leg g WHERE g.quote_request_id = q.id))::int AS without_legs,
              (SELECT count(*) FROM quote_request)::int AS requests,
              (SELECT count(*) FROM quote_request WHERE status = 'ACCEPTED')::int AS accepted,
              (SELECT count(*) FROM booking)::int AS bookings,
              (SELECT count(*) FROM quote)::int AS quotes,
              (SELECT count(*) FROM lead l WHERE status = 'WON' AND estimated_value_usd_cents <> (
                 SELECT sum(b.price_usd_cents) FROM booking b JOIN quote_request q ON q.id = b.quote_request_id WHERE q.lead_id = l.id))::int AS won_mismatch`,
      [staff.userId],
    );
    expect(r).toMatchObject({
      leads: 1_000,
      emails: 1_000,
      without_activity: 0,
      future_activity: 0,
      without_legs: 0,
      won_mismatch: 0,
    });
    // The only staff member gets about 0.85 × 0.75 of the leads; about half the leads have a request.
    expect(r.assigned).toBeGreaterThan(500);
    expect(r.requests).toBeGreaterThan(400);
    expect(r.quotes).toBeGreaterThan(r.accepted);
    expect(r.bookings).toBe(r.accepted);
    // The newest status move on each timeline ends in the lead's status.
    const [timeline] = await server.db.query(
      `SELECT count(*) FILTER (WHERE coalesce(last.to_status, 'NEW') <> l.status)::int AS bad_end FROM lead l
       LEFT JOIN LATERAL (SELECT to_status FROM lead_activity a WHERE a.lead_id = l.id AND to_status IS NOT NULL ORDER BY created_at DESC, id DESC LIMIT 1) last ON true`,
    );
    expect(timeline.bad_end).toBe(0);
  });

  it("adds N more on the next run, with new emails and references", async () => {
    await seedBulkLeads(server.db, createLogger(server.config), 500);
    const [r] = await server.db.query(
      `SELECT count(*)::int AS leads, count(DISTINCT email)::int AS emails,
              (SELECT count(*) FROM quote_request)::int AS requests, (SELECT count(DISTINCT reference) FROM quote_request)::int AS refs FROM lead`,
    );
    expect(r.leads).toBe(1_500);
    expect(r.emails).toBe(1_500);
    expect(r.refs).toBe(r.requests);
  });
});

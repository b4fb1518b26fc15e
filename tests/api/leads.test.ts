import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uniqueEmail } from "../support/auth-client.js";
import {
  at,
  countQueries,
  errorCode,
  ok,
  problemFields,
  signUp,
  submitRequest,
  type TestUser,
} from "../support/charter.js";
import { startTestServer, type TestServer } from "../support/server.js";
import { graphql } from "./__generated__/index.js";
import type {
  DateRangeInput,
  LeadFilter,
  LeadOrder,
  Leads_NestedQuery,
  Leads_PageQuery,
} from "./__generated__/graphql.js";

// Spread by the operations below.
graphql(`
  fragment Leads_LeadFields on Lead {
    id
    contactName
    company
    email
    phone
    source
    score
    status
    estimatedValueUsd
    createdAt
    updatedAt
  }
`);
const LEADS = graphql(`
  query Leads_Page($filter: LeadFilter, $orderBy: LeadOrder, $first: Int, $after: String) {
    leads(filter: $filter, orderBy: $orderBy, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        cursor
        node {
          ...Leads_LeadFields
        }
      }
    }
  }
`);
const LEAD = graphql(`
  query Leads_Lead($id: ID!) {
    lead(id: $id) {
      ...Leads_LeadFields
      activity {
        kind
        body
        fromStatus
        toStatus
        actor {
          id
          email
        }
        quoteRequestId
      }
      quoteRequests {
        id
        reference
      }
    }
  }
`);
const CHANGE = graphql(`
  mutation Leads_ChangeStatus($id: ID!, $status: LeadStatus!, $note: String) {
    changeLeadStatus(id: $id, status: $status, note: $note) {
      id
      status
      activity {
        kind
        body
        fromStatus
        toStatus
        actor {
          email
        }
      }
    }
  }
`);
const NOTE = graphql(`
  mutation Leads_AddNote($id: ID!, $body: String!) {
    addLeadNote(id: $id, body: $body) {
      id
      updatedAt
      activity {
        kind
        body
        actor {
          email
        }
      }
    }
  }
`);
const STATS = graphql(`
  query Leads_Stats($range: DateRangeInput) {
    leadStats(range: $range) {
      totalLeads
      newLeads
      contacted
      qualified
      dealsWon
      dealsLost
      totalRevenueUsd
      averageDealSizeUsd
      conversionRate
    }
  }
`);
const NESTED = graphql(`
  query Leads_Nested($first: Int, $search: String) {
    leads(first: $first, filter: { search: $search }) {
      totalCount
      edges {
        node {
          id
          contactName
          assignee {
            email
          }
          activity {
            id
            kind
            body
            actor {
              email
            }
          }
          latestActivity {
            id
            kind
            actor {
              email
            }
          }
          quoteRequests {
            reference
            status
            legs {
              from
              to
              departAt
              fromAirport {
                code
                latitude
              }
              toAirport {
                code
                name
                timeZone
              }
            }
            quotes {
              priceUsd
              staffNote
              quoteRequest {
                reference
              }
            }
            booking {
              number
            }
          }
        }
      }
    }
  }
`);

describe("leads", () => {
  let server: TestServer;
  let staff: TestUser;

  const leadOf = async (email: string) => {
    const rows = (await server.db.query(`SELECT id FROM lead WHERE email = $1 ORDER BY created_at`, [email])) as {
      id: string;
    }[];
    return rows.map((r) => r.id);
  };
  const detail = async (id: string) => ok(await server.graphql(LEAD, { id }, staff.headers)).lead!;

  /** `n` leads tagged `tag` (in company and email), created a second apart, with scores, values, statuses and sources varied. */
  async function seedLeads(tag: string, n: number, { sameSecond = 1 } = {}) {
    await server.db.query(
      `INSERT INTO lead (contact_name, company, email, phone, source, score, status, estimated_value_usd_cents, assignee_user_id, created_at)
       SELECT 'Contact ' || i, 'Batch ' || $1, 'lead' || i || '-' || $1 || '@example.com', '+1 555 0100',
              (ARRAY['BOOKING','CONTACT','AFFILIATE']::lead_source[])[1 + i % 3],
              (i * 37) % 101,
              (ARRAY['NEW','CONTACTED','QUALIFIED','WON','LOST']::lead_status[])[1 + i % 5],
              ((i * 7919) % 50) * 100000,
              $4,
              timestamptz '2030-01-01' - ((i / $3) * interval '1 second')
       FROM generate_series(1, $2) AS i`,
      [tag, n, sameSecond, staff.userId],
    );
  }

  beforeAll(async () => {
    server = await startTestServer({ MAILER_AUTOCONFIRM: "true" });
    staff = await signUp(server, "staff");
  });
  afterAll(() => server?.close());

  it("matches requests to the open lead by email: one lead, values add up, the higher score stays; a closed lead gets a new one", async () => {
    const email = uniqueEmail("match");
    // Departures well over 90 days ahead, so the scores below do not depend on today's date.
    const legs = [{ from: "LHR", to: "LBG", departAt: at("09-01") }];
    const first = await submitRequest(server, email, { legs, contact: { name: "Grace Hopper", email } });
    const second = await submitRequest(server, email.toUpperCase(), {
      legs,
      passengers: 12,
      programInterest: "CORPORATE",
      contact: { name: "G. Hopper", email, phone: "+1 212 555 0100" },
    });
    const [leadId, ...others] = await leadOf(email);
    expect(others).toEqual([]);
    const lead = await detail(leadId!);
    // Light LHR → LBG for 4: $7,000 … $9,600 → $8,300; large for 12: $25,800 … $35,000 → $30,400.
    // Staff's name stays, a missing phone is filled in.
    expect(lead).toMatchObject({
      contactName: "Grace Hopper",
      estimatedValueUsd: 8_300 + 30_400,
      phone: "+1 212 555 0100",
      source: "BOOKING",
    });
    expect(lead.quoteRequests.map((q) => q.id)).toEqual([second.id, first.id]);
    expect(lead.activity.map((a) => [a.kind, a.quoteRequestId])).toEqual([
      ["QUOTE_REQUESTED", second.id],
      ["CREATED", first.id],
    ]);
    // First (lead-scoring.ts): size 3 + 2, value 2, company domain 15 = 22. Second: corporate 20, size 10 + 2,
    // value 10, domain 15, phone 5, returning enquirer 5 = 67. The higher stays.
    expect(lead.score).toBe(67);

    // Lost: the next request opens a new lead; the lost one cannot be reopened while that is open.
    ok(await server.graphql(CHANGE, { id: leadId, status: "LOST", note: "Chose another broker." }, staff.headers));
    await submitRequest(server, email);
    const ids = await leadOf(email);
    expect(ids).toHaveLength(2);
    const reopen = await server.graphql(CHANGE, { id: leadId, status: "CONTACTED" }, staff.headers);
    expect(errorCode(reopen)).toBe("CONFLICT");
  });

  it("moves leads only along the documented transitions, writing who did it to the timeline", async () => {
    const email = uniqueEmail("moves");
    await submitRequest(server, email);
    const [id] = await leadOf(email);

    const contacted = ok(
      await server.graphql(CHANGE, { id, status: "CONTACTED", note: "  Called, left a message. " }, staff.headers),
    );
    expect(contacted.changeLeadStatus.status).toBe("CONTACTED");
    expect(contacted.changeLeadStatus.activity[0]).toEqual({
      kind: "STATUS_CHANGED",
      body: "Called, left a message.",
      fromStatus: "NEW",
      toStatus: "CONTACTED",
      actor: { email: staff.email },
    });

    const back = await server.graphql(CHANGE, { id, status: "NEW" }, staff.headers);
    expect(errorCode(back)).toBe("CONFLICT");
    expect(back.errors![0]!.message).toBe(
      "Cannot move a lead from CONTACTED to NEW: from CONTACTED it can move to QUALIFIED, WON, LOST.",
    );
    expect(errorCode(await server.graphql(CHANGE, { id, status: "CONTACTED" }, staff.headers))).toBe("CONFLICT");

    for (const status of ["QUALIFIED", "CONTACTED", "QUALIFIED", "WON"] as const) {
      expect(ok(await server.graphql(CHANGE, { id, status }, staff.headers)).changeLeadStatus.status).toBe(status);
    }
    const final = await server.graphql(CHANGE, { id, status: "LOST" }, staff.headers);
    expect(final.errors![0]!.message).toBe("Cannot move a lead from WON to LOST: WON is final.");

    const noted = ok(await server.graphql(NOTE, { id, body: "Prefers morning departures." }, staff.headers));
    expect(noted.addLeadNote.activity[0]).toEqual({
      kind: "NOTE",
      body: "Prefers morning departures.",
      actor: { email: staff.email },
    });
    expect((await detail(id!)).activity.map((a) => a.kind)).toEqual([
      "NOTE",
      "STATUS_CHANGED",
      "STATUS_CHANGED",
      "STATUS_CHANGED",
      "STATUS_CHANGED",
      "STATUS_CHANGED",
      "CREATED",
    ]);

    expect(problemFields(await server.graphql(NOTE, { id, body: "   " }, staff.headers))).toEqual(["body"]);
    expect(errorCode(await server.graphql(NOTE, { id: randomUUID(), body: "x" }, staff.headers))).toBe("NOT_FOUND");
    expect(errorCode(await server.graphql(CHANGE, { id: "nope", status: "WON" }, staff.headers))).toBe("NOT_FOUND");
    expect(ok(await server.graphql(LEAD, { id: randomUUID() }, staff.headers)).lead).toBeNull();

    const customer = await signUp(server, "customer");
    expect(errorCode(await server.graphql(LEADS, {}, customer.headers))).toBe("FORBIDDEN");
    expect(errorCode(await server.graphql(CHANGE, { id, status: "LOST" }, customer.headers))).toBe("FORBIDDEN");
    expect(errorCode(await server.graphql(STATS, {}))).toBe("UNAUTHENTICATED");
  });

  it("pages with opaque keyset cursors in every order, ties included, and filters", async () => {
    const tag = `p${Date.now().toString(36)}`;
    // 45 leads, three to a second: the cursor's id breaks the ties.
    await seedLeads(tag, 45, { sameSecond: 3 });
    const filter = { search: tag };
    const expected = async (orderSql: string) =>
      (
        (await server.db.query(`SELECT id FROM lead WHERE company = $1 ORDER BY ${orderSql}`, [`Batch ${tag}`])) as {
          id: string;
        }[]
      ).map((r) => r.id);

    const walk = async (orderBy: LeadOrder | null, first: number) => {
      const ids: string[] = [];
      let after: string | null = null;
      for (;;) {
        const { leads }: Leads_PageQuery = ok(
          await server.graphql(LEADS, { filter, orderBy, first, after }, staff.headers),
        );
        expect(leads.totalCount).toBe(45);
        ids.push(...leads.edges.map((e) => e.node.id));
        if (!leads.pageInfo.hasNextPage) break;
        after = leads.pageInfo.endCursor;
        expect(leads.edges.at(-1)!.cursor).toBe(after);
      }
      return ids;
    };
    expect(await walk(null, 20)).toEqual(await expected("created_at DESC, id DESC"));
    expect(await walk({ field: "CREATED_AT", direction: "ASC" }, 7)).toEqual(await expected("created_at ASC, id ASC"));
    expect(await walk({ field: "SCORE" }, 10)).toEqual(await expected("score DESC, created_at DESC, id DESC"));
    expect(await walk({ field: "ESTIMATED_VALUE", direction: "ASC" }, 100)).toEqual(
      await expected("estimated_value_usd_cents ASC, created_at ASC, id ASC"),
    );

    // first: default 20, at most 100; a cursor only fits its own order.
    const page = ok(await server.graphql(LEADS, { filter }, staff.headers)).leads;
    expect(page.edges).toHaveLength(20);
    expect(problemFields(await server.graphql(LEADS, { filter, first: 101 }, staff.headers))).toEqual(["first"]);
    expect(problemFields(await server.graphql(LEADS, { filter, first: 0 }, staff.headers))).toEqual(["first"]);
    expect(
      problemFields(
        await server.graphql(
          LEADS,
          { filter, orderBy: { field: "SCORE" }, after: page.pageInfo.endCursor },
          staff.headers,
        ),
      ),
    ).toEqual(["after"]);
    expect(problemFields(await server.graphql(LEADS, { filter, after: "garbage" }, staff.headers))).toEqual(["after"]);
    const forged = Buffer.from(
      JSON.stringify({ s: "lead:CREATED_AT:DESC", k: ["2030-01-01T00:00:00.000Z", "1 OR 1=1"] }),
    ).toString("base64url");
    expect(problemFields(await server.graphql(LEADS, { filter, after: forged }, staff.headers))).toEqual(["after"]);

    // Filters: status, source, score range, created range, search text (any case, wildcards literal).
    const total = async (extra: LeadFilter) =>
      ok(await server.graphql(LEADS, { filter: { ...filter, ...extra }, first: 1 }, staff.headers)).leads.totalCount;
    const sqlCount = async (where: string) =>
      (
        (await server.db.query(`SELECT count(*)::int AS n FROM lead WHERE company = $1 AND ${where}`, [
          `Batch ${tag}`,
        ])) as { n: number }[]
      )[0]!.n;
    expect(await total({ status: ["WON", "LOST"] })).toBe(await sqlCount(`status IN ('WON', 'LOST')`));
    expect(await total({ source: ["CONTACT"] })).toBe(15);
    expect(await total({ minScore: 50, maxScore: 80 })).toBe(await sqlCount(`score BETWEEN 50 AND 80`));
    expect(await total({ created: { from: "2029-12-31T23:59:55Z", to: "2030-01-01T00:00:00Z" } })).toBe(
      await sqlCount(`created_at >= '2029-12-31T23:59:55Z' AND created_at < '2030-01-01'`),
    );
    expect(await total({ search: `LEAD7-${tag.toUpperCase()}` })).toBe(1);
    expect(await total({ search: `Contact 1%` })).toBe(0);
    expect(
      problemFields(
        await server.graphql(
          LEADS,
          { filter: { minScore: 101, created: { from: "2030-01-02T00:00:00Z", to: "2030-01-01T00:00:00Z" } } },
          staff.headers,
        ),
      ),
    ).toEqual(["filter.minScore", "filter.created.to"]);
  });

  it("sums the pipeline in leadStats: won ÷ closed, revenue and average deal", async () => {
    await server.db.query(
      `INSERT INTO lead (contact_name, email, source, score, status, estimated_value_usd_cents, created_at) VALUES
         ('A', 'a@stats.test', 'MANUAL', 10, 'NEW', 500000, '2001-01-05'),
         ('B', 'b@stats.test', 'MANUAL', 10, 'CONTACTED', 0, '2001-01-06'),
         ('C', 'c@stats.test', 'MANUAL', 10, 'QUALIFIED', 0, '2001-01-07'),
         ('D', 'd@stats.test', 'MANUAL', 10, 'WON', 1000000, '2001-01-08'),
         ('E', 'e@stats.test', 'MANUAL', 10, 'WON', 3000050, '2001-01-09'),
         ('F', 'f@stats.test', 'MANUAL', 10, 'LOST', 700000, '2001-01-31T23:59:59Z'),
         ('G', 'g@stats.test', 'MANUAL', 10, 'WON', 9900000, '2001-02-01')`,
    );
    const stats = (range: DateRangeInput | null) => server.graphql(STATS, { range }, staff.headers);
    expect(ok(await stats({ from: "2001-01-01T00:00:00Z", to: "2001-02-01T00:00:00Z" })).leadStats).toEqual({
      totalLeads: 6,
      newLeads: 1,
      contacted: 1,
      qualified: 1,
      dealsWon: 2,
      dealsLost: 1,
      totalRevenueUsd: 40_001, // $10,000 + $30,000.50
      averageDealSizeUsd: 20_000, // $20,000.25
      conversionRate: 2 / 3,
    });
    expect(ok(await stats({ from: "1999-01-01T00:00:00Z", to: "1999-02-01T00:00:00Z" })).leadStats).toMatchObject({
      totalLeads: 0,
      conversionRate: 0,
      averageDealSizeUsd: 0,
    });
    expect(ok(await stats(null)).leadStats.totalLeads).toBeGreaterThanOrEqual(7);
    expect(problemFields(await stats({ from: "2001-02-01T00:00:00Z", to: "2001-01-01T00:00:00Z" }))).toEqual([
      "range.to",
    ]);
  });

  it("batches nested lists: a page of 50 leads with activity and quote requests runs as many SQL statements as a page of 5", async () => {
    const tag = `n${Date.now().toString(36)}`;
    await submitRequest(server, uniqueEmail("airports")); // loads the airport table if this file has not yet
    await seedLeads(tag, 50);
    const batch = `SELECT id, contact_name, email, row_number() OVER (ORDER BY created_at) AS n FROM lead WHERE company = $1`;
    await server.db.query(
      `INSERT INTO lead_activity (lead_id, kind, actor_user_id, body)
       SELECT id, 'NOTE'::lead_activity_kind, $2::uuid, 'Note by staff' FROM lead WHERE company = $1
       UNION ALL SELECT id, 'CREATED'::lead_activity_kind, NULL, 'Imported' FROM lead WHERE company = $1`,
      [`Batch ${tag}`, staff.userId],
    );
    await server.db.query(
      `INSERT INTO quote_request (reference, trip_type, passengers, contact_name, contact_email, lead_id, request_hash, status)
       SELECT 'SC-' || translate(lpad(b.n::text, 6, '0'), '01', 'AB'), 'ONE_WAY', 2, b.contact_name, b.email, b.id, 'seed', 'QUOTED'
       FROM (${batch}) b`,
      [`Batch ${tag}`],
    );
    await server.db.query(
      `INSERT INTO quote_request_leg (quote_request_id, position, from_airport_id, from_code, to_airport_id, to_code, depart_local, departs_at)
       SELECT qr.id, 0, a.id, 'LHR', b.id, 'LBG', '2027-03-01T09:30', '2027-03-01T09:30Z'
       FROM quote_request qr JOIN lead l ON l.id = qr.lead_id, airport a, airport b
       WHERE l.company = $1 AND a.iata = 'LHR' AND b.iata = 'LBG'`,
      [`Batch ${tag}`],
    );
    await server.db.query(
      `INSERT INTO quote (quote_request_id, price_usd_cents, aircraft, operator, valid_until, staff_note)
       SELECT qr.id, p.price, 'Phenom 300', 'Skyways', now() + interval '7 days', 'margin'
       FROM quote_request qr JOIN lead l ON l.id = qr.lead_id, (VALUES (1000000), (1500000)) AS p(price)
       WHERE l.company = $1`,
      [`Batch ${tag}`],
    );

    const run = async (first: number) => {
      let data: Leads_NestedQuery | undefined;
      const counted = await countQueries(server, async () => {
        data = ok(await server.graphql(NESTED, { first, search: tag }, staff.headers));
      });
      return { ...counted, data: data! };
    };
    const five = await run(5);
    const fifty = await run(50);
    const nodes = fifty.data.leads.edges.map((e) => e.node);
    expect(nodes).toHaveLength(50);
    expect(
      nodes.every(
        (n) =>
          n.assignee?.email === staff.email &&
          n.activity.length === 2 &&
          n.activity.some((a) => a.actor?.email === staff.email),
      ),
    ).toBe(true);
    // The latest entry is the timeline's first (newest first), fetched in one statement for the page.
    expect(nodes.every((n) => n.latestActivity?.id === n.activity[0]!.id)).toBe(true);
    expect(
      nodes.every(
        (n) =>
          n.quoteRequests.length === 1 &&
          n.quoteRequests[0]!.legs.length === 1 &&
          n.quoteRequests[0]!.quotes.length === 2,
      ),
    ).toBe(true);
    console.log(
      `SQL statements: ${five.count} for 5 leads, ${fifty.count} for 50 leads:\n  ${fifty.statements.map((s) => s.replace(/\s+/g, " ").slice(0, 110)).join("\n  ")}`,
    );
    expect(fifty.count).toBe(five.count);
    // The legs' airports in full, for route maps and local times: one batched statement.
    expect(nodes[0]!.quoteRequests[0]!.legs[0]).toMatchObject({
      fromAirport: { code: "LHR" },
      toAirport: { code: "LBG", timeZone: "Europe/Paris" },
    });
    expect(nodes[0]!.quoteRequests[0]!.legs[0]!.fromAirport.latitude).toBeCloseTo(51.47, 1);
    expect(fifty.count).toBeLessThanOrEqual(12);
  });
});

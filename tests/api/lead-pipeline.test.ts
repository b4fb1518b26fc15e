import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookTrip, ok, signUp, submitRequest, type TestUser } from "../support/charter.js";
import { uniqueEmail } from "../support/auth-client.js";
import { startTestServer, type TestServer } from "../support/server.js";
import { graphql } from "./__generated__/index.js";

// The pipeline's all-time figures are kept as leads change (lead_pipeline_count, by triggers), not
// counted over every lead: after creations, moves, wins, edits, bulk inserts and deletions they
// equal a count over every lead (the same figures asked for over a range that holds them all).

const STATS = graphql(`
  query LeadPipeline_Stats($range: DateRangeInput) {
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
const MOVE = graphql(`
  mutation LeadPipeline_Move($id: ID!, $status: LeadStatus!) {
    changeLeadStatus(id: $id, status: $status) {
      id
    }
  }
`);

describe("lead pipeline figures", () => {
  let server: TestServer;
  let staff: TestUser;
  const everything = { from: "2000-01-01T00:00:00.000Z", to: "2100-01-01T00:00:00.000Z" };
  const kept = async () => ok(await server.graphql(STATS, {}, staff.headers)).leadStats;
  const counted = async () => ok(await server.graphql(STATS, { range: everything }, staff.headers)).leadStats;
  const leadOf = async (requestId: string) =>
    (
      (await server.db.query(`SELECT lead_id FROM quote_request WHERE id = $1`, [requestId])) as { lead_id: string }[]
    )[0]!.lead_id;

  beforeAll(async () => {
    server = await startTestServer({ MAILER_AUTOCONFIRM: "true" });
    staff = await signUp(server, "staff");
  });
  afterAll(() => server?.close());

  it("equals a count over every lead after creations, moves, wins, edits, bulk inserts and deletions", async () => {
    const requests = [];
    for (let i = 0; i < 4; i++) requests.push(await submitRequest(server, uniqueEmail(`pipeline-${i}`)));
    await server.graphql(MOVE, { id: await leadOf(requests[0]!.id), status: "CONTACTED" }, staff.headers);
    await server.graphql(MOVE, { id: await leadOf(requests[1]!.id), status: "LOST" }, staff.headers);
    const customer = await signUp(server);
    await bookTrip(server, customer, staff, {}, 21_000);
    expect(await kept()).toEqual(await counted());
    expect((await kept()).dealsWon).toBe(1);
    expect((await kept()).totalRevenueUsd).toBe(21_000);

    // Statements the application never runs, but an operator might: a value edit, a bulk insert, a delete.
    await server.db.query(
      `UPDATE lead SET estimated_value_usd_cents = estimated_value_usd_cents + 100 WHERE status = 'WON'`,
    );
    await server.db.query(
      `INSERT INTO lead (contact_name, email, source, score, status, estimated_value_usd_cents)
       SELECT 'Bulk ' || n, 'bulk-' || n || '-' || md5(random()::text) || '@example.com', 'CONTACT', 10, 'QUALIFIED', n * 100
         FROM generate_series(1, 50) AS n`,
    );
    await server.db.query(`DELETE FROM lead WHERE contact_name LIKE 'Bulk %' AND estimated_value_usd_cents < 1000`);
    const after = await kept();
    expect(after).toEqual(await counted());
    expect(after.qualified).toBeGreaterThanOrEqual(41);
    expect(after.totalRevenueUsd).toBe(21_001);
  });
});

import { randomUUID } from "node:crypto";
import { DataSource } from "typeorm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ok, signUp, type TestUser } from "../support/charter.js";
import { createTestDatabase, type TestDatabase } from "../support/database.js";
import { startTestServer, type TestServer } from "../support/server.js";
import { graphql } from "./__generated__/index.js";

const ANALYTICS = graphql(`
  query ReadReplica_Analytics($range: DateRangeInput!) {
    analytics(range: $range) {
      totalLeads
    }
  }
`);
const LEADS = graphql(`
  query ReadReplica_Leads($search: String) {
    leads(filter: { search: $search }) {
      totalCount
    }
  }
`);

const addLead = (db: DataSource, email: string) =>
  db.query(
    `INSERT INTO lead (contact_name, email, source, score, status, estimated_value_usd_cents, created_at) VALUES ('Replica test', $1, 'CONTACT', 10, 'NEW', 0, now())`,
    [email],
  );

// A second database stands in for the replica: rows only it holds show which reads went to it.
describe("DATABASE_READ_URL", () => {
  let replica: TestDatabase;
  let replicaDb: DataSource;
  let server: TestServer;
  let staff: TestUser;

  beforeAll(async () => {
    replica = await createTestDatabase();
    replicaDb = await new DataSource({ type: "postgres", url: replica.url }).initialize();
    server = await startTestServer({ MAILER_AUTOCONFIRM: "true", DATABASE_READ_URL: replica.url });
    staff = await signUp(server, "staff");
  });
  afterAll(async () => {
    await server?.close();
    await replicaDb?.destroy();
    await replica?.drop();
  });

  it("sends staff exports and analytics to the replica, and everything else to the primary", async () => {
    const tag = randomUUID().slice(0, 8);
    await addLead(replicaDb, `only-on-replica-${tag}@example.com`);
    await addLead(server.db, `only-on-primary-${tag}@example.com`);
    // More leads on the primary than on the replica today, so the analytics total tells them apart.
    for (const n of [1, 2, 3]) await addLead(server.db, `also-on-primary-${n}-${tag}@example.com`);

    const response = await fetch(`${server.url}/export/leads.csv?search=${tag}`, { headers: staff.headers });
    expect(response.status).toBe(200);
    const csv = await response.text();
    expect(csv).toContain(`only-on-replica-${tag}@example.com`);
    expect(csv).not.toContain(`only-on-primary-${tag}@example.com`);

    const day = new Date();
    const range = {
      from: new Date(day.getTime() - 86_400_000).toISOString(),
      to: new Date(day.getTime() + 86_400_000).toISOString(),
    };
    const [{ count: onReplica }] = (await replicaDb.query(
      `SELECT count(*)::int AS count FROM lead WHERE created_at >= $1 AND created_at < $2`,
      [range.from, range.to],
    )) as { count: number }[];
    const { analytics } = ok(await server.graphql(ANALYTICS, { range }, staff.headers));
    const [{ count: onPrimary }] = (await server.db.query(
      `SELECT count(*)::int AS count FROM lead WHERE created_at >= $1 AND created_at < $2`,
      [range.from, range.to],
    )) as { count: number }[];
    expect(onPrimary).not.toBe(onReplica);
    expect(analytics.totalLeads).toBe(onReplica);

    // The staff list reads the primary: a lead staff just changed must show as changed at once.
    const { leads } = ok(await server.graphql(LEADS, { search: tag }, staff.headers));
    expect(leads.totalCount).toBe(4);
  });
});

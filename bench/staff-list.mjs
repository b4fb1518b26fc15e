// Staff list: a page of 50 leads with nested assignee, latest activity and quote requests, over
// 100,000 leads, through the whole server (HTTP, the viewer's session, GraphQL, resolvers, SQL)
// vs a bare node:http handler running hand-written SQL for the same data on raw pg. Same load
// (10 requests in flight), rounds alternated, medians. Then the SQL statements one request runs,
// for pages of 5 and 50, counted by PostgreSQL itself (pg_stat_statements).
import { bigDatabase, sql } from "./big-database.mjs";
import os from "node:os";
import { median, quiet, ratio, startBaseline, startServer, staffToken, timedLoad } from "./lib.mjs";

const CONNECTIONS = 10;
const ROUNDS = 3;
const SECONDS = 5;
const COUNTED_REQUESTS = 10;
const TARGET_P95 = 1.25;
/** The baseline's statements per request: the count and the page. */
const BASELINE_STATEMENTS = 2;

export const STAFF_LIST_QUERY = `query StaffList($first: Int!) {
  leads(first: $first) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { node {
      id contactName company email status score estimatedValueUsd createdAt
      assignee { id email name }
      latestActivity { kind body createdAt }
      quoteRequests { id reference status tripType passengers createdAt }
    } }
  }
}`;

const fmt = (ms) => `${ms.toFixed(1)} ms`;

/** Statements PostgreSQL ran per request for `first` leads: reset the counters, send requests one at a time, sum the calls. */
async function statementsPerRequest(databaseUrl, send, first) {
  await sql(databaseUrl, `SELECT pg_stat_statements_reset()`);
  for (let i = 0; i < COUNTED_REQUESTS; i++) await send(first);
  // Leave out the counting itself and the server's background work (mail outbox polling, the listener's heartbeat).
  const rows = await sql(
    databaseUrl,
    `SELECT coalesce(sum(calls), 0)::int AS calls FROM pg_stat_statements
     WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database())
       AND query NOT ILIKE '%pg_stat_statements%' AND query NOT ILIKE '%mail_outbox%' AND query <> 'SELECT $1' AND query NOT ILIKE 'LISTEN%'`,
  );
  return rows[0].calls / COUNTED_REQUESTS;
}

export async function run() {
  const database = await bigDatabase();
  const server = await startServer({
    databaseUrl: database.url,
    env: { LOG_LEVEL: "warn", REQUEST_EXPIRY_INTERVAL_SECONDS: "0", SEED_DEMO_DATA: "false" },
  });
  const baseline = await startBaseline("staff-list.mjs", { args: [database.url] });
  try {
    await quiet(server.child.pid);
    const headers = { authorization: `Bearer ${await staffToken(server.url)}` };
    const body = (first) => JSON.stringify({ query: STAFF_LIST_QUERY, variables: { first } });
    const graphql = async (first) => {
      const response = await fetch(`${server.url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: body(first),
      });
      const json = await response.json();
      if (json.errors) throw new Error(`leads query: ${json.errors[0].message}`);
      return json.data.leads;
    };
    // Both answer the same page before any timing.
    const ours = await graphql(50);
    const theirs = (await (await fetch(baseline.url, { method: "POST" })).json()).data.leads;
    if (
      ours.totalCount !== theirs.totalCount ||
      ours.edges.map((e) => e.node.id).join() !== theirs.edges.map((e) => e.node.id).join()
    ) {
      throw new Error("the server and the SQL baseline return different pages");
    }
    const nested = ours.edges.filter(
      (e) => e.node.assignee && e.node.latestActivity && e.node.quoteRequests.length,
    ).length;

    const targets = {
      server: { url: `${server.url}/graphql`, body: body(50), headers },
      baseline: { url: baseline.url, body: "{}", headers: {} },
    };
    for (const target of Object.values(targets))
      await timedLoad({ ...target, connections: CONNECTIONS, durationSeconds: 2 });
    const runs = { server: [], baseline: [] };
    for (let round = 0; round < ROUNDS; round++) {
      for (const [name, target] of Object.entries(targets))
        runs[name].push(await timedLoad({ ...target, connections: CONNECTIONS, durationSeconds: SECONDS }));
    }
    const m = (name, key) => median(runs[name].map((r) => r[key]));
    const s5 = await statementsPerRequest(database.url, graphql, 5);
    const s50 = await statementsPerRequest(database.url, graphql, 50);
    const p95 = m("server", "p95") / m("baseline", "p95");
    return {
      title: `Staff list: page of 50 over ${database.leads.toLocaleString("en-US")} leads`,
      rows: [
        {
          figure: "p50 latency",
          value: fmt(m("server", "p50")),
          baseline: fmt(m("baseline", "p50")),
          ratio: ratio(m("server", "p50"), m("baseline", "p50")),
          target: "—",
          met: null,
        },
        {
          figure: "p95 latency",
          value: fmt(m("server", "p95")),
          baseline: fmt(m("baseline", "p95")),
          ratio: `${p95.toFixed(2)}×`,
          target: `≤ ${TARGET_P95}× baseline`,
          met: p95 <= TARGET_P95,
        },
        {
          figure: "Requests/s",
          value: m("server", "rps").toFixed(0),
          baseline: m("baseline", "rps").toFixed(0),
          ratio: ratio(m("server", "rps"), m("baseline", "rps")),
          target: "—",
          met: null,
        },
        {
          figure: "SQL statements per request, page of 5 / 50",
          value: `${s5} / ${s50}`,
          baseline: `${BASELINE_STATEMENTS} / ${BASELINE_STATEMENTS}`,
          ratio: "—",
          target: "the same for both pages, no more than the baseline's",
          met: s5 === s50 && s50 <= BASELINE_STATEMENTS,
        },
      ],
      notes: [
        `${CONNECTIONS} requests in flight, ${ROUNDS} alternated rounds of ${SECONDS} s each, medians. Server: POST /graphql with a staff bearer token (the viewer's user and session read on every request, GraphQL, resolvers); ` +
          `baseline: a bare node:http handler running hand-written SQL (count + one page query with LATERAL/json_agg sub-selects) on raw pg with the same pool size. ` +
          `${nested} of the 50 leads on the page have an assignee, a latest activity and quote requests. Statements counted by pg_stat_statements over ${COUNTED_REQUESTS} sequential requests. ` +
          `The server's: the viewer's user, session and owed second factor in one statement, then the page with its total and what it shows of each lead in one (the unfiltered total from the per-status counts the database keeps). ` +
          `Load average when the run ended: ${os
            .loadavg()
            .map((n) => n.toFixed(2))
            .join(", ")}.`,
      ],
    };
  } finally {
    await baseline.stop();
    await server.stop();
  }
}

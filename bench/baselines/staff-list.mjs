// The staff list's baseline for bench/staff-list.mjs: a bare node:http server that answers every
// request with the page the GraphQL `leads` query returns (50 newest leads with assignee, latest
// activity and quote requests, plus the total), from hand-written SQL on a raw pg pool.
// `node staff-list.mjs <port> <databaseUrl>`.
import { createServer } from "node:http";
import { Pool } from "pg";

const PAGE = 50;
const pool = new Pool({ connectionString: process.argv[3], max: 10 });
const iso = (column) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const PAGE_SQL = `
  SELECT l.id, l.contact_name, l.company, l.email, l.status, l.score, round(l.estimated_value_usd_cents / 100.0)::int AS value_usd, l.created_at,
    (SELECT json_build_object('id', u.id, 'email', u.email, 'name', u.user_metadata->>'name') FROM auth_user u WHERE u.id = l.assignee_user_id) AS assignee,
    (SELECT json_build_object('kind', a.kind, 'body', a.body, 'createdAt', ${iso("a.created_at")})
       FROM lead_activity a WHERE a.lead_id = l.id ORDER BY a.created_at DESC, a.id DESC LIMIT 1) AS latest,
    coalesce((SELECT json_agg(json_build_object('id', q.id, 'reference', q.reference, 'status', q.status, 'tripType', q.trip_type,
                'passengers', q.passengers, 'createdAt', ${iso("q.created_at")}) ORDER BY q.created_at DESC, q.id DESC)
              FROM quote_request q WHERE q.lead_id = l.id), '[]'::json) AS requests
  FROM lead l ORDER BY l.created_at DESC, l.id DESC LIMIT ${PAGE + 1}`;

const cursor = (row) =>
  Buffer.from(JSON.stringify({ s: "lead:CREATED_AT:DESC", k: [row.created_at.toISOString(), row.id] })).toString(
    "base64url",
  );

async function page() {
  const [count, rows] = await Promise.all([pool.query(`SELECT count(*)::int AS n FROM lead`), pool.query(PAGE_SQL)]);
  const edges = rows.rows.slice(0, PAGE).map((r) => ({
    node: {
      id: r.id,
      contactName: r.contact_name,
      company: r.company,
      email: r.email,
      status: r.status,
      score: r.score,
      estimatedValueUsd: r.value_usd,
      createdAt: r.created_at.toISOString(),
      assignee: r.assignee,
      latestActivity: r.latest,
      quoteRequests: r.requests,
    },
  }));
  const endCursor = edges.length ? cursor(rows.rows[edges.length - 1]) : null;
  return {
    data: {
      leads: { totalCount: count.rows[0].n, pageInfo: { hasNextPage: rows.rows.length > PAGE, endCursor }, edges },
    },
  };
}

const server = createServer((req, res) => {
  req.resume();
  req.on("end", () =>
    page().then(
      (body) => res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(body)),
      (error) => res.writeHead(500).end(String(error)),
    ),
  );
});
server.listen(Number(process.argv[2]), "127.0.0.1");
process.on("SIGTERM", () => server.close(() => pool.end().then(() => process.exit(0))));

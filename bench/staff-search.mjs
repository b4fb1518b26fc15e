// The back office's search (the command palette) over the 100,000-lead database: what a person
// types, sent one request at a time as the palette sends them (names, parts of names, email
// addresses, companies, request references, booking numbers, three-letter starts), through the whole
// server with a staff token. Target: p95 ≤ 50 ms.
import { bigDatabase, sql } from "./big-database.mjs";
import { median, percentile, startServer, staffToken } from "./lib.mjs";

const ROUNDS = 3;
const SEARCH = `query Search($text: String!) { staffSearch(text: $text) { kind id title detail leadId } }`;

/** What staff type: taken from the data, so most find something, some find many, a few nothing. */
async function typedTexts(url) {
  const pick = async (query) => (await sql(url, query)).map((row) => row.text);
  const names = await pick(`SELECT contact_name AS text FROM lead ORDER BY random() LIMIT 40`);
  const emails = await pick(`SELECT split_part(email, '@', 1) AS text FROM lead ORDER BY random() LIMIT 30`);
  const companies = await pick(`SELECT DISTINCT company AS text FROM lead WHERE company IS NOT NULL LIMIT 20`);
  const references = await pick(`SELECT lower(reference) AS text FROM quote_request ORDER BY random() LIMIT 30`);
  const bookings = await pick(`SELECT number AS text FROM booking ORDER BY random() LIMIT 20`);
  const lastNames = names.map((name) => name.split(" ").at(-1));
  const starts = names.slice(0, 20).flatMap((name) => [name.slice(0, 3), name.slice(0, 4), name.slice(0, 6)]);
  return [
    ...names,
    ...lastNames,
    ...emails,
    ...companies,
    ...references,
    ...bookings,
    ...starts,
    "zzqx",
    "nobody here",
  ];
}

export async function run() {
  const database = await bigDatabase();
  const server = await startServer({
    databaseUrl: database.url,
    env: { LOG_LEVEL: "warn", REQUEST_EXPIRY_INTERVAL_SECONDS: "0", SEED_DEMO_DATA: "false" },
  });
  try {
    const headers = { "content-type": "application/json", authorization: `Bearer ${await staffToken(server.url)}` };
    const texts = await typedTexts(database.url);
    let found = 0;
    const search = async (text) => {
      const started = performance.now();
      const response = await fetch(`${server.url}/graphql`, {
        method: "POST",
        headers,
        body: JSON.stringify({ query: SEARCH, variables: { text } }),
      });
      const json = await response.json();
      const ms = performance.now() - started;
      if (json.errors) throw new Error(`staffSearch "${text}": ${json.errors[0].message}`);
      if (json.data.staffSearch.length) found++;
      return ms;
    };
    for (const text of texts.slice(0, 20)) await search(text); // warm the pool, plans and caches
    found = 0;
    const times = [];
    for (let round = 0; round < ROUNDS; round++) for (const text of texts) times.push(await search(text));
    const p95 = percentile(times, 95);
    return {
      title: `Back-office search over ${database.leads.toLocaleString("en-US")} leads`,
      rows: [
        { figure: "p50 latency", value: `${median(times).toFixed(1)} ms`, target: "—", met: null },
        { figure: "p95 latency", value: `${p95.toFixed(1)} ms`, target: "≤ 50 ms", met: p95 <= 50 },
        { figure: "p99 latency", value: `${percentile(times, 99).toFixed(1)} ms`, target: "—", met: null },
      ],
      notes: [
        `${times.length} searches one at a time (${texts.length} texts × ${ROUNDS} rounds) through POST /graphql with a staff token: ` +
          `names, last names, email local parts, companies, request references, booking numbers, their first 3, 4 and 6 letters, ` +
          `and two that match nothing; ${Math.round((found / times.length) * 100)}% found something. ` +
          `Each search is one statement: per kind (leads, requests, bookings; accounts for admins) exact keys on their unique indexes and "contains" newest first on trigram indexes, each part bounded.`,
      ],
    };
  } finally {
    await server.stop();
  }
}

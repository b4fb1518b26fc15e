// Airport search (issue 29): the `airports` query through the whole server (HTTP, GraphQL, the
// in-memory index of airport-index.ts) over several hundred varied searches: the table's cities in
// English, Spanish, Arabic and Chinese and as typed so far, airport codes, names, countries, several
// words, texts that find nothing. Target: p95 ≤ 20 ms. Baseline: the SQL statement the search ran
// before the index (LIKE over trigram indexes, ranked by size), through raw pg on the same database.
import path from "node:path";
import { Pool } from "pg";
import {
  median,
  percentile,
  productionEncryptionKey,
  productionSigningKeys,
  ROOT,
  startEmbeddedDatabase,
  startServer,
} from "./lib.mjs";

const TARGET_P95_MS = 20;
const PASSES = 3;
const IN_FLIGHT = 8;

const QUERY = `query Bench_Airports($search: String!) {
  airports(search: $search, first: 8) { code name city country timeZone latitude longitude }
}`;

// The search before the business-aviation table, as it was in airports.service.ts.
const FORMER_SQL = `
  SELECT a.*,
    CASE
      WHEN a.iata = $2 OR a.icao = $2 THEN 0
      WHEN a.name_key LIKE $1 || '%' OR a.city_key LIKE $1 || '%' THEN 1
      WHEN a.name_key LIKE '% ' || $1 || '%' OR a.city_key LIKE '% ' || $1 || '%' THEN 2
      WHEN $3 AND (a.iata LIKE $2 || '%' OR a.icao LIKE $2 || '%') THEN 3
      ELSE 4
    END AS rank
  FROM airport a
  WHERE a.iata = $2 OR a.icao = $2
     OR a.name_key LIKE '%' || $1 || '%' OR a.city_key LIKE '%' || $1 || '%'
     OR ($3 AND (a.iata LIKE $2 || '%' OR a.icao LIKE $2 || '%'))
  ORDER BY rank,
    CASE a.kind WHEN 'large_airport' THEN 0 WHEN 'medium_airport' THEN 1 WHEN 'small_airport' THEN 2 ELSE 3 END,
    a.suits_business_jets DESC NULLS LAST,
    a.name
  LIMIT $4`;

/** Several hundred searches: every city of the table in four languages, whole and as typed so far, and the rest. */
async function searches() {
  const { BUSINESS_AVIATION_CITIES } = await import(
    path.join(ROOT, "server/dist/modules/airports/business-aviation-cities.js")
  );
  const texts = [];
  for (const city of BUSINESS_AVIATION_CITIES) {
    const { en, es, ar, zh } = city.names;
    texts.push(en[0], es[0], ar[0], zh[0], en[0].slice(0, 3), es[0].slice(0, 4).toLowerCase(), city.airports[0]);
    texts.push(city.airports.at(-1).toLowerCase());
  }
  const others = [
    ["France", "Francia", "فرنسا", "法国", "Estados Unidos", "المملكة المتحدة", "德国", "Suiza", "Italy", "Japón"],
    ["KTEB", "egll", "LFPB", "teterboro", "le bourget", "farnborough", "heathrow", "van nuys", "希思罗"],
    ["paris le bourget", "london heathrow", "new york teterboro", "international airport", "san", "a", "x"],
    ["qqqxqqq", "zzzz", "airport", "regional", "field", "bay", "lake", "santa", "port", "saint", "mount"],
  ];
  texts.push(...others.flat());
  return texts.filter(Boolean);
}

async function timed(send, texts) {
  const times = [];
  for (const text of texts) {
    const started = performance.now();
    await send(text);
    times.push(performance.now() - started);
  }
  return times;
}

/** The searches with `workers` in flight: each search's time, and searches per second. */
async function inFlight(send, texts, workers) {
  const times = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (next < texts.length) {
        const text = texts[next++];
        const started = performance.now();
        await send(text);
        times.push(performance.now() - started);
      }
    }),
  );
  return { times, perSecond: times.length / ((performance.now() - started) / 1000) };
}

const ms = (value) => `${value.toFixed(1)} ms`;
const spread = (times) =>
  `p50 ${ms(median(times))}, p95 ${ms(percentile(times, 95))}, p99 ${ms(percentile(times, 99))}`;

export async function run() {
  const database = await startEmbeddedDatabase();
  const server = await startServer({
    databaseUrl: database.url,
    env: {
      NODE_ENV: "production",
      JWT_SIGNING_KEYS: productionSigningKeys(),
      MFA_ENCRYPTION_KEYS: productionEncryptionKey(),
      PASSENGER_ENCRYPTION_KEYS: productionEncryptionKey(),
      LOG_LEVEL: "warn",
      SEED_DEMO_DATA: "false",
    },
  });
  try {
    const texts = await searches();
    const send = async (search) => {
      const response = await fetch(`${server.url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query: QUERY, variables: { search } }),
      });
      const json = await response.json();
      if (!response.ok || json.errors) throw new Error(`airports(${search}): ${JSON.stringify(json.errors)}`);
      return json.data.airports;
    };
    // The copy builds its index of the airport table in the background once it listens: the first
    // search, sent as soon as /readyz answers, may wait for the end of that build.
    const firstStarted = performance.now();
    const paris = await send("Paris");
    const firstMs = performance.now() - firstStarted;
    if (paris[0]?.code !== "LBG") throw new Error(`"Paris" should answer LBG first, not ${paris[0]?.code}`);

    await timed(send, texts); // warm-up pass
    const sequential = [];
    for (let pass = 0; pass < PASSES; pass++) sequential.push(...(await timed(send, texts)));
    const concurrent = await inFlight(send, [...texts, ...texts], IN_FLIGHT);

    // The former SQL on the same database, through raw pg.
    const formerPool = new Pool({ connectionString: database.url, max: 1 });
    const { searchKey } = await import(path.join(ROOT, "server/dist/modules/airports/airport-dataset.js"));
    const sendSql = (text) => {
      const code = text.trim().toUpperCase();
      return formerPool.query(FORMER_SQL, [searchKey(text), code, /^[A-Z]{2,3}$/.test(code), 8]);
    };
    const former = [];
    try {
      await timed(sendSql, texts);
      for (let pass = 0; pass < PASSES; pass++) former.push(...(await timed(sendSql, texts)));
    } finally {
      await formerPool.end();
    }

    const p95 = percentile(sequential, 95);
    return {
      title: `Airport search: ${texts.length} varied searches, ${PASSES} passes, over HTTP`,
      rows: [
        {
          figure: "One at a time: p95",
          value: ms(p95),
          baseline: `${ms(percentile(former, 95))} (former SQL alone)`,
          ratio: `${(p95 / percentile(former, 95)).toFixed(2)}×`,
          target: `≤ ${TARGET_P95_MS} ms`,
          met: p95 <= TARGET_P95_MS,
        },
        {
          figure: "One at a time",
          value: spread(sequential),
          baseline: spread(former),
          target: "—",
          met: null,
        },
        {
          figure: `${IN_FLIGHT} in flight (queued on the copy's one thread)`,
          value: `${Math.round(concurrent.perSecond).toLocaleString("en-US")} searches/s; ${spread(concurrent.times)}`,
          baseline: "—",
          target: "—",
          met: null,
        },
        {
          figure: "First search, as soon as the copy is ready",
          value: ms(firstMs),
          baseline: "—",
          target: "—",
          met: null,
        },
      ],
      notes: [
        "The built server (NODE_ENV=production) on its embedded PostgreSQL with the airport dataset loaded; each search is " +
          "`airports(search, first: 8)` with the fields the booking form reads, sent over HTTP from the bench process, one at a " +
          `time (${PASSES} passes after a warm-up) and then ${IN_FLIGHT} in flight. The searches: every city of the ` +
          "business-aviation table in English, Spanish, Arabic and Chinese, its first letters, its airports' codes, then " +
          "countries, names, several words, single letters and texts that find nothing. Baseline: the SQL statement the search " +
          "ran before (LIKE on the trigram-indexed keys, ranked by size), timed alone through raw pg, without HTTP or GraphQL.",
      ],
    };
  } finally {
    await server.stop();
    await database.stop();
  }
}

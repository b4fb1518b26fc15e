// Public content (issue 11): the full server answering the public catalogue in one query
// (featuredOffers + programs + aircraftCategories, the fields the web app asks for) against a bare
// node:http handler running the same SQL through raw `pg` on the same database, same JSON; each in
// its own process, autocannon at the same concurrency, interleaved rounds.
import {
  interleavedLoad,
  latency,
  productionEncryptionKey,
  productionSigningKeys,
  roundRatio,
  rounds,
  rps,
  seedDemoOffers,
  startBaseline,
  startEmbeddedDatabase,
  startServer,
} from "./lib.mjs";

// The selections of web/src (FeaturedOffers.tsx, usePrograms.ts, useAircraftCategories.ts), in one request.
const QUERY = `query PublicContent {
  featuredOffers { id from fromIata to toIata category discountPercent priceUsd originalPriceUsd }
  programs { code name summary mostPopular fromPriceUsd priceUnit features { key label } }
  aircraftCategories { category seats rangeNm cruiseKt exampleAircraft hourlyRateUsd }
}`;
const BODY = JSON.stringify({ query: QUERY });
const CONNECTIONS = 50;
const ROUNDS = 3;
const SECONDS = 3;
const TARGET = 1.0;

async function answer(url) {
  const response = await fetch(`${url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: BODY,
  });
  return JSON.stringify(await response.json());
}

export async function run() {
  const database = await startEmbeddedDatabase();
  let server;
  let bare;
  try {
    server = await startServer({
      databaseUrl: database.url,
      env: {
        NODE_ENV: "production",
        JWT_SIGNING_KEYS: productionSigningKeys(),
        MFA_ENCRYPTION_KEYS: productionEncryptionKey(),
        PASSENGER_ENCRYPTION_KEYS: productionEncryptionKey(),
        LOG_LEVEL: "info",
      },
    });
    const offers = await seedDemoOffers(database.url);
    bare = await startBaseline("raw-pg-catalogue.mjs", { args: [database.url] });
    // Equal work: the same JSON from both (the server's cache has dropped what it held before the seed).
    const expected = await answer(bare.url);
    let got = await answer(server.url);
    for (let tries = 0; got !== expected && tries < 50; tries++) got = await answer(server.url);
    if (got !== expected) throw new Error(`the server and the raw pg handler answer differently:\n${got}\n${expected}`);

    const results = await interleavedLoad(
      [
        { name: "server", request: { url: `${server.url}/graphql`, method: "POST", body: BODY } },
        { name: "bare", request: { url: `${bare.url}/graphql`, method: "POST", body: BODY } },
      ],
      { rounds: ROUNDS, durationSeconds: SECONDS, connections: CONNECTIONS, warmupSeconds: 2 },
    );
    const s = results.get("server");
    const b = results.get("bare");
    const vsBare = roundRatio(s, b);
    return {
      title: `Public content: featuredOffers + programs + aircraftCategories, ${CONNECTIONS} connections, ${ROUNDS} interleaved rounds of ${SECONDS} s`,
      rows: [
        {
          figure: "Full server vs the same SQL through raw pg",
          value: rps(s),
          baseline: rps(b),
          ratio: `${vsBare.toFixed(2)}×`,
          target: `≥ ${TARGET.toFixed(1)}×`,
          met: vsBare >= TARGET,
        },
        { figure: "Latency", value: latency(s), baseline: latency(b), target: "—", met: null },
      ],
      notes: [
        `One embedded PostgreSQL shared by both, ${offers} featured offers (the demo's), ${Buffer.byteLength(expected)} bytes of JSON per answer. ` +
          "The server (NODE_ENV=production, LOG_LEVEL=info) serves the catalogue from its per-copy cache, dropped on any write to the catalogue tables (LISTEN/NOTIFY); the baseline queries PostgreSQL on every request with a pool of 10 like the server's. " +
          `Rounds (req/s): server ${rounds(s)}; raw pg ${rounds(b)}. Ratios are the median of each round's ratio.`,
      ],
    };
  } finally {
    await Promise.all([server?.stop(), bare?.stop()]);
    await database.stop();
  }
}

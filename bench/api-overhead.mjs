// API overhead (issue 11): `{__typename}` through the whole server (security headers,
// compression, GraphQL context, limits) against a bare node:http handler answering the same JSON
// and against Apollo Server's Express hello-world, each in its own process, loaded by autocannon
// at the same concurrency, interleaved; medians of the rounds.
import os from "node:os";
import {
  interleavedLoad,
  latency,
  productionEncryptionKey,
  productionSigningKeys,
  quiet,
  roundRatio,
  rounds,
  rps,
  startBaseline,
  startServer,
} from "./lib.mjs";

const QUERY = JSON.stringify({ query: "{ __typename }" });
const CONNECTIONS = 50;
const ROUNDS = 3;
const SECONDS = 3;
const TARGETS = { vsApollo: 1.0, vsBare: 0.7 };

const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(", ");

const post = (url) => ({ url: `${url}/graphql`, method: "POST", body: QUERY });

/** The same answer from each, so the load measures equal work. */
async function assertSameAnswer(urls) {
  for (const url of urls) {
    const response = await fetch(`${url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: QUERY,
    });
    const text = JSON.stringify(await response.json());
    if (text !== '{"data":{"__typename":"Query"}}') throw new Error(`${url}/graphql answered ${text}`);
  }
}

export async function run() {
  // Production settings (the embedded PostgreSQL is allowed there) and info logging, as deployed.
  const server = await startServer({
    env: {
      NODE_ENV: "production",
      JWT_SIGNING_KEYS: productionSigningKeys(),
      MFA_ENCRYPTION_KEYS: productionEncryptionKey(),
      PASSENGER_ENCRYPTION_KEYS: productionEncryptionKey(),
      LOG_LEVEL: "info",
    },
  });
  const bare = await startBaseline("bare-http.mjs");
  const apollo = await startBaseline("plain-apollo.mjs", { readyPath: "/healthz" });
  try {
    // The server's own work after it is ready (the airport search's index) is not what is measured.
    await quiet(server.child.pid);
    await assertSameAnswer([server.url, bare.url, apollo.url]);
    const results = await interleavedLoad(
      [
        { name: "server", request: post(server.url) },
        { name: "bare", request: post(bare.url) },
        { name: "apollo", request: post(apollo.url) },
      ],
      { rounds: ROUNDS, durationSeconds: SECONDS, connections: CONNECTIONS, warmupSeconds: 2 },
    );
    const s = results.get("server");
    const b = results.get("bare");
    const a = results.get("apollo");
    const vsApollo = roundRatio(s, a);
    const vsBare = roundRatio(s, b);
    return {
      title: `API overhead: { __typename }, ${CONNECTIONS} connections, ${ROUNDS} interleaved rounds of ${SECONDS} s`,
      rows: [
        {
          figure: "Full server vs plain Apollo + Express",
          value: rps(s),
          baseline: rps(a),
          ratio: `${vsApollo.toFixed(2)}×`,
          target: `≥ ${TARGETS.vsApollo.toFixed(1)}×`,
          met: vsApollo >= TARGETS.vsApollo,
        },
        {
          figure: "Full server vs bare node:http",
          value: rps(s),
          baseline: rps(b),
          ratio: `${vsBare.toFixed(2)}×`,
          target: `≥ ${TARGETS.vsBare}×`,
          met: vsBare >= TARGETS.vsBare,
        },
        {
          figure: "Plain Apollo vs bare node:http (reference)",
          value: rps(a),
          baseline: rps(b),
          ratio: `${roundRatio(a, b).toFixed(2)}×`,
          target: "—",
          met: null,
        },
        {
          figure: "Latency: full server",
          value: latency(s),
          baseline: `plain Apollo ${latency(a)}; bare ${latency(b)}`,
          target: "—",
          met: null,
        },
      ],
      notes: [
        "Req/s and latencies are medians of the rounds; ratios are the median of each round's ratio (the targets run back to back). " +
          "The server runs with NODE_ENV=production and LOG_LEVEL=info on its embedded PostgreSQL; the baselines are bench/baselines/*.mjs, each its own process. " +
          `Rounds (req/s): server ${rounds(s)}; plain Apollo ${rounds(a)}; bare ${rounds(b)}. autocannon shares the cores with the server under test, so the bare figure is partly autocannon's own ceiling. ` +
          `Load average when the run ended: ${loadAverage()}.`,
      ],
    };
  } finally {
    await Promise.all([server.stop(), bare.stop(), apollo.stop()]);
  }
}

// Public pages (issue 18): the home page as the server answers it from its HTML cache (rendered
// once per language and currency, kept until the catalogue changes) against the same bytes
// served as a file by express.static; each in its own process, autocannon at the same
// concurrency, interleaved rounds, once as identity and once gzip-encoded.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
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

const CONNECTIONS = 50;
const ROUNDS = 3;
const SECONDS = 3;
const TARGET = 0.5;

export async function run() {
  const database = await startEmbeddedDatabase();
  const dir = await mkdtemp(path.join(os.tmpdir(), "skycharter-bench-static-"));
  let server;
  let site;
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
    // The first answer renders the page and keeps it; the seed's NOTIFY may drop it once more.
    let html = "";
    for (let tries = 0; tries < 20; tries++) {
      const page = await (await fetch(`${server.url}/`)).text();
      if (page === html) break;
      html = page;
    }
    if (!html.includes('data-prerendered=""')) throw new Error("the server did not render / (is web/dist-ssr built?)");
    await writeFile(path.join(dir, "index.html"), html);
    site = await startBaseline("static-page.mjs", { args: [dir] });
    if ((await (await fetch(`${site.url}/`)).text()) !== html) throw new Error("the static copy answers other bytes");

    const measure = (headers) =>
      interleavedLoad(
        [
          { name: "server", request: { url: `${server.url}/`, method: "GET", headers } },
          { name: "static", request: { url: `${site.url}/`, method: "GET", headers } },
        ],
        { rounds: ROUNDS, durationSeconds: SECONDS, connections: CONNECTIONS, warmupSeconds: 2 },
      );
    const plain = await measure({});
    const gzip = await measure({ "accept-encoding": "gzip" });
    const row = (label, results) => {
      const s = results.get("server");
      const b = results.get("static");
      const r = roundRatio(s, b);
      return [
        {
          figure: `${label}: HTML cache vs express.static`,
          value: rps(s),
          baseline: rps(b),
          ratio: `${r.toFixed(2)}×`,
          target: `≥ ${TARGET.toFixed(1)}×`,
          met: r >= TARGET,
        },
        { figure: `${label}: latency`, value: latency(s), baseline: latency(b), target: "—", met: null },
      ];
    };
    return {
      title: `Public pages: GET / from the HTML cache, ${CONNECTIONS} connections, ${ROUNDS} interleaved rounds of ${SECONDS} s`,
      rows: [...row("Identity", plain), ...row("gzip", gzip)],
      notes: [
        `${Buffer.byteLength(html).toLocaleString("en-US")} bytes of HTML (English, USD, ${offers} featured offers). express.static compresses each gzip answer through compression(); the server sends the gzip it keeps with the cached page, and also runs its security headers, ` +
          `language and currency choice and cache lookup. Rounds (req/s), identity: server ${rounds(plain.get("server"))}, static ${rounds(plain.get("static"))}; ` +
          `gzip: server ${rounds(gzip.get("server"))}, static ${rounds(gzip.get("static"))}.`,
      ],
    };
  } finally {
    await Promise.all([server?.stop(), site?.stop()]);
    await database.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

// Export: GET /export/leads.csv over 100,000 leads through the server (cursor, FETCH 2,000 at a time,
// CSV in Node), timed to the last byte, with the server's peak RSS growth while it streams; vs
// `COPY (the same select) TO STDOUT WITH CSV` read through raw pg. Rounds alternated, medians.
import { Client } from "pg";
import { bigDatabase } from "./big-database.mjs";
import { median, ratio, rssBytes, sleep, startServer, staffToken } from "./lib.mjs";

const ROUNDS = 3;

const COPY_SQL = `COPY (
  SELECT l.id, l.created_at, l.contact_name, l.company, l.email, l.phone, l.source, l.status, l.score,
         round(l.estimated_value_usd_cents / 100.0), u.email
  FROM lead l LEFT JOIN auth_user u ON u.id = l.assignee_user_id
  ORDER BY l.created_at DESC, l.id DESC
) TO STDOUT WITH (FORMAT csv)`;

const mib = (bytes) => `${(bytes / 2 ** 20).toFixed(1)} MiB`;

const countLines = (chunk) => {
  let n = 0;
  for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) n++;
  return n;
};

/** A COPY … TO STDOUT for pg's client (what pg-copy-streams does): the rows arrive as CopyData messages. */
class CopyOut {
  constructor(text, onChunk) {
    this.text = text;
    this.onChunk = onChunk;
    this.done = new Promise((resolve, reject) => {
      this.resolve = resolve;
      this.reject = reject;
    });
  }
  submit(connection) {
    connection.query(this.text);
  }
  handleCopyData(message) {
    this.onChunk(message.chunk);
  }
  handleError(error) {
    this.error = error;
  }
  handleReadyForQuery() {
    if (this.error) this.reject(this.error);
    else this.resolve();
  }
  handleCommandComplete() {}
  handleRowDescription() {}
  handleDataRow() {}
  handleEmptyQuery() {}
}

async function copyBaseline(url) {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    let rows = 0;
    const started = performance.now();
    const copy = new CopyOut(COPY_SQL, (chunk) => (rows += countLines(chunk)));
    client.query(copy);
    await copy.done;
    return { rows, seconds: (performance.now() - started) / 1000 };
  } finally {
    await client.end();
  }
}

async function serverExport(server, token, encoding) {
  await sleep(300);
  const before = await rssBytes(server.child.pid);
  let peak = before;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      peak = Math.max(peak, (await rssBytes(server.child.pid)) ?? 0);
      await sleep(10);
    }
  })();
  const started = performance.now();
  const response = await fetch(`${server.url}/export/leads.csv`, {
    headers: { authorization: `Bearer ${token}`, "accept-encoding": encoding },
  });
  if (!response.ok) throw new Error(`/export/leads.csv: HTTP ${response.status}`);
  let lines = 0;
  for await (const chunk of response.body) lines += countLines(chunk);
  const seconds = (performance.now() - started) / 1000;
  sampling = false;
  await sampler;
  return { rows: lines - 1, seconds, growth: before === null ? null : peak - before };
}

export async function run() {
  const database = await bigDatabase();
  const server = await startServer({
    databaseUrl: database.url,
    env: { LOG_LEVEL: "warn", REQUEST_EXPIRY_INTERVAL_SECONDS: "0", SEED_DEMO_DATA: "false" },
  });
  try {
    const token = await staffToken(server.url);
    const ours = [];
    const gzipped = [];
    const theirs = [];
    for (let round = 0; round < ROUNDS; round++) {
      ours.push(await serverExport(server, token, "identity"));
      theirs.push(await copyBaseline(database.url));
      gzipped.push(await serverExport(server, token, "gzip"));
    }
    const rows = ours[0].rows;
    if ([...ours, ...gzipped].some((r) => r.rows !== rows) || theirs.some((r) => r.rows !== rows)) {
      throw new Error(`row counts differ: server ${ours.map((r) => r.rows)}, COPY ${theirs.map((r) => r.rows)}`);
    }
    const rate = median(ours.map((r) => r.rows / r.seconds));
    const baseRate = median(theirs.map((r) => r.rows / r.seconds));
    const gzipRate = median(gzipped.map((r) => r.rows / r.seconds));
    const growth = ours.every((r) => r.growth !== null)
      ? Math.max(...[...ours, ...gzipped].map((r) => r.growth))
      : null;
    return {
      title: `Export: leads CSV, ${rows.toLocaleString("en-US")} rows`,
      rows: [
        {
          figure: "Rows/s",
          value: Math.round(rate).toLocaleString("en-US"),
          baseline: Math.round(baseRate).toLocaleString("en-US"),
          ratio: ratio(rate, baseRate),
          target: "≥ 50,000",
          met: rate >= 50_000,
        },
        {
          figure: "Rows/s, gzip (what a browser asks for)",
          value: Math.round(gzipRate).toLocaleString("en-US"),
          baseline: "—",
          target: "—",
          met: null,
        },
        {
          figure: "Whole file",
          value: `${median(ours.map((r) => r.seconds)).toFixed(2)} s`,
          baseline: `${median(theirs.map((r) => r.seconds)).toFixed(2)} s`,
          target: "—",
          met: null,
        },
        {
          figure: "Server peak RSS growth while streaming",
          value: growth === null ? "not measured (no /proc)" : mib(growth),
          baseline: "—",
          target: "≤ 50 MB",
          met: growth === null ? null : growth <= 50e6,
        },
      ],
      notes: [
        `${ROUNDS} alternated rounds, medians; Rows/s without compression (Accept-Encoding: identity, like the baseline), then with gzip; RSS growth is the largest of all the server's runs (the server's RSS sampled every 10 ms, minus its RSS just before the request). ` +
          `RSS growth per run (MiB, in order, identity then gzip each round): ${ours
            .flatMap((r, i) => [r, gzipped[i]])
            .map((r) => (r.growth === null ? "?" : (r.growth / 2 ** 20).toFixed(1)))
            .join(", ")}. ` +
          `Baseline: COPY of the same columns and order to STDOUT as CSV, read through raw pg in the bench process.`,
      ],
    };
  } finally {
    await server.stop();
  }
}

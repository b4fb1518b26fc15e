import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookTrip, signUp, type TestUser } from "../support/charter.js";
import { startTestServer, type TestServer } from "../support/server.js";

const BOM = "\uFEFF";

/** Parses RFC 4180 CSV (quoted cells, doubled quotes, CRLF rows). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(cell);
      cell = "";
    } else if (c === "\r" && text[i + 1] === "\n") {
      rows.push([...row, cell]);
      row = [];
      cell = "";
      i++;
    } else cell += c;
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows;
}

describe("CSV exports", () => {
  let server: TestServer;
  let staff: TestUser;
  const download = (path: string, headers: Record<string, string> = staff.headers) =>
    fetch(`${server.url}${path}`, { headers });
  const csv = async (path: string) => {
    const response = await download(path);
    expect(response.status).toBe(200);
    // With ignoreBOM the decoder keeps the mark, so the test sees it (text() would drop it).
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await response.arrayBuffer());
    expect(text.startsWith(BOM)).toBe(true);
    return parseCsv(text.slice(1));
  };

  beforeAll(async () => {
    server = await startTestServer({ MAILER_AUTOCONFIRM: "true" });
    staff = await signUp(server, "staff");
  });
  afterAll(() => server?.close());

  it("sends leads as a dated UTF-8 attachment, filtered like the list, formulas neutralised", async () => {
    const tag = `x${Date.now().toString(36)}`;
    await server.db.query(
      `INSERT INTO lead (contact_name, company, email, phone, source, score, status, estimated_value_usd_cents, created_at) VALUES
         ('=HYPERLINK("http://evil")', 'Müller, "Jets" ' || $1, 'a-' || $1 || '@example.com', '+44 20 7946 0000', 'CONTACT', 80, 'NEW', 1234500, '2031-01-03'),
         ('@SUM(A1)', 'Two ' || $1, 'b-' || $1 || '@example.com', '-1', 'BOOKING', 40, 'WON', 500000, '2031-01-02'),
         (E'\\tTabbed', 'Three ' || $1, 'c-' || $1 || '@example.com', null, 'BOOKING', 10, 'LOST', 0, '2031-01-01')`,
      [tag],
    );
    const response = await download(`/export/leads.csv?search=${tag}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="leads-${new Date().toISOString().slice(0, 10)}.csv"`,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(Array.from(bytes.subarray(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parseCsv(new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes).slice(1));
    expect(rows[0]).toEqual([
      "ID",
      "Created (UTC)",
      "Contact",
      "Company",
      "Email",
      "Phone",
      "Source",
      "Status",
      "Score",
      "Estimated value (USD)",
      "Assignee",
    ]);
    expect(rows.slice(1).map((r) => r.slice(1, 10))).toEqual([
      [
        "2031-01-03T00:00:00.000Z",
        `'=HYPERLINK("http://evil")`,
        `Müller, "Jets" ${tag}`,
        `a-${tag}@example.com`,
        "'+44 20 7946 0000",
        "CONTACT",
        "NEW",
        "80",
        "12345",
      ],
      [
        "2031-01-02T00:00:00.000Z",
        "'@SUM(A1)",
        `Two ${tag}`,
        `b-${tag}@example.com`,
        "'-1",
        "BOOKING",
        "WON",
        "40",
        "5000",
      ],
      [
        "2031-01-01T00:00:00.000Z",
        "'\tTabbed",
        `Three ${tag}`,
        `c-${tag}@example.com`,
        "",
        "BOOKING",
        "LOST",
        "10",
        "0",
      ],
    ]);

    // The list's filters, as query-string parameters (repeated or comma-separated).
    const emails = async (query: string) =>
      (await csv(`/export/leads.csv?search=${tag}&${query}`)).slice(1).map((r) => r[4]!.slice(0, 1));
    expect(await emails("status=won,lost")).toEqual(["b", "c"]);
    expect(await emails("source=BOOKING&status=LOST")).toEqual(["c"]);
    expect(await emails("source=CONTACT&source=BOOKING&minScore=20")).toEqual(["a", "b"]);
    expect(await emails("createdFrom=2031-01-02&createdTo=2031-01-03")).toEqual(["b"]);

    const bad = await download(`/export/leads.csv?status=SOLD&minScore=x&createdFrom=2031-01-03&createdTo=2031-01-01`);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { fields: { field: string }[] }).fields.map((f) => f.field)).toEqual([
      "status",
      "minScore",
    ]);
    const range = await download(`/export/leads.csv?maxScore=101&createdFrom=2031-01-03&createdTo=2031-01-01`);
    expect(((await range.json()) as { fields: { field: string }[] }).fields.map((f) => f.field)).toEqual([
      "maxScore",
      "createdTo",
    ]);
  });

  it("sends bookings filtered by status and departure", async () => {
    const customer = await signUp(server, "customer");
    const { booking } = await bookTrip(server, customer, staff, {}, 21_000);
    const rows = await csv(`/export/bookings.csv?status=REQUESTED`);
    expect(rows[0]).toEqual([
      "Number",
      "Created (UTC)",
      "Status",
      "Payment",
      "Departs (local)",
      "Departs (UTC)",
      "Route",
      "Passengers",
      "Aircraft",
      "Operator",
      "Price (USD)",
      "Confirmation code",
      "Quote request",
      "Customer email",
    ]);
    const mine = rows.find((r) => r[0] === booking.number)!;
    expect(mine).toMatchObject({
      2: "REQUESTED",
      3: "UNPAID",
      4: booking.departAt,
      6: booking.route,
      10: "21000",
      11: booking.confirmationCode,
      12: booking.quoteRequest.reference,
      13: customer.email,
    });
    expect((await csv(`/export/bookings.csv?status=CANCELLED`)).some((r) => r[0] === booking.number)).toBe(false);
    expect((await csv(`/export/bookings.csv?departingTo=2000-01-01`)).length).toBe(1);
  });

  it("needs a staff token: 401 without one or with a forged one, 403 for customers", async () => {
    const none = await download("/export/leads.csv", {});
    expect(none.status).toBe(401);
    expect(await none.json()).toMatchObject({ error: "unauthenticated" });
    const [head, body] = staff.headers.authorization.slice(7).split(".");
    const claims = JSON.parse(Buffer.from(body!, "base64url").toString()) as Record<string, unknown>;
    const forged = `${head}.${Buffer.from(JSON.stringify({ ...claims, role: "admin" })).toString("base64url")}.${"A".repeat(43)}`;
    expect((await download("/export/bookings.csv", { authorization: `Bearer ${forged}` })).status).toBe(401);
    const customer = await signUp(server, "customer");
    const refused = await download("/export/leads.csv", customer.headers);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: "forbidden" });
  });

  it("needs a second factor for staff under STAFF_REQUIRE_MFA", async () => {
    const strict = await startTestServer({ MAILER_AUTOCONFIRM: "true", STAFF_REQUIRE_MFA: "true" });
    try {
      const admin = await signUp(strict, "admin");
      const response = await fetch(`${strict.url}/export/leads.csv`, { headers: admin.headers });
      expect(response.status).toBe(403);
    } finally {
      await strict.close();
    }
  });

  it("streams 20,000 leads from a cursor with flat memory, and lets go of the connection when the client leaves", async () => {
    const tag = `big${Date.now().toString(36)}`;
    const n = 20_000;
    await server.db.query(
      `INSERT INTO lead (contact_name, company, email, phone, source, score, status, estimated_value_usd_cents, created_at)
       SELECT 'Contact ' || i, 'Bulk ' || $1 || ' ' || repeat('x', 400), 'bulk' || i || '-' || $1 || '@example.com', '+1 555 0100',
              'MANUAL', i % 101, (ARRAY['WON','LOST']::lead_status[])[1 + i % 2], i * 100, timestamptz '2032-01-01' - i * interval '1 second'
       FROM generate_series(1, $2) AS i`,
      [tag, n],
    );
    const heapBefore = process.memoryUsage().heapUsed;
    let heapPeak = heapBefore;
    const started = performance.now();
    const response = await download(`/export/leads.csv?search=${tag}`, {
      ...staff.headers,
      "accept-encoding": "identity",
    });
    const reader = response.body!.getReader();
    let firstChunkAt = 0;
    let bytes = 0;
    let lines = 0;
    let chunks = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (!chunks++) firstChunkAt = performance.now() - started;
      bytes += value.byteLength;
      for (const b of value) if (b === 0x0a) lines++;
      if (chunks % 16 === 0) heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
    }
    const total = performance.now() - started;
    const growthMb = (heapPeak - heapBefore) / 2 ** 20;
    console.info(
      `export: ${n} rows, ${(bytes / 2 ** 20).toFixed(1)} MiB in ${total.toFixed(0)} ms (first bytes after ${firstChunkAt.toFixed(0)} ms), ${chunks} chunks, heap growth ${growthMb.toFixed(1)} MiB`,
    );
    expect(lines).toBe(n + 1);
    expect(chunks).toBeGreaterThan(10);
    expect(firstChunkAt).toBeLessThan(total / 2);
    // The rows as objects would take far more than the file's ~11 MiB; a cursor keeps one batch at a time.
    expect(growthMb).toBeLessThan(40);

    // A client that stops reading and leaves: the export's connection is rolled back and released.
    const slow = await download(`/export/leads.csv?search=${tag}`, { ...staff.headers, "accept-encoding": "identity" });
    const slowReader = slow.body!.getReader();
    await slowReader.read();
    const openCursors = async () =>
      (
        (await server.db.query(
          `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'FETCH % FROM export_rows' AND state = 'idle in transaction'`,
        )) as { n: number }[]
      )[0]!.n;
    try {
      // Backpressure: with the client not reading, the export comes to wait mid-cursor (on a busy
      // machine it may take a moment to fill the socket's buffers and get there).
      await expect.poll(openCursors, { timeout: 5_000, interval: 50 }).toBe(1);
    } finally {
      await slowReader.cancel();
    }
    await expect.poll(openCursors, { timeout: 3_000, interval: 50 }).toBe(0);
  });

  it("cuts the download short on a row it cannot write, and lets go of the connection", async () => {
    const tag = `bad${Date.now().toString(36)}`;
    // Year 294000 is a valid timestamptz but past JavaScript's dates: its cell cannot be written.
    await server.db.query(
      `INSERT INTO lead (contact_name, email, source, score, status, estimated_value_usd_cents, created_at)
       SELECT 'Contact ' || i, 'row' || i || '-' || $1 || '@example.com', 'MANUAL', 1, 'NEW', 0,
              CASE WHEN i = 1500 THEN timestamptz '294000-01-01' ELSE timestamptz '2033-01-01' - i * interval '1 second' END
       FROM generate_series(1, 3000) AS i`,
      [tag],
    );
    try {
      const response = await download(`/export/leads.csv?search=${tag}`, {
        ...staff.headers,
        "accept-encoding": "identity",
      });
      expect(response.status).toBe(200);
      await expect(response.arrayBuffer()).rejects.toThrow();
      const inTransaction = async () =>
        (
          (await server.db.query(
            `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND state LIKE 'idle in transaction%'`,
          )) as { n: number }[]
        )[0]!.n;
      await expect.poll(inTransaction, { timeout: 3_000, interval: 50 }).toBe(0);
    } finally {
      await server.db.query(`DELETE FROM lead WHERE email LIKE $1`, [`%-${tag}@example.com`]);
    }
    // The server and its pool carry on.
    expect((await csv(`/export/leads.csv?search=${tag}`)).length).toBe(1);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expireRequests } from "../../server/src/modules/quotes/request-expiry.js";
import { sendQuote, signUp, submitRequest, type TestUser } from "../support/charter.js";
import { startTestServer, type TestServer } from "../support/server.js";

describe("requests nobody can act on any more expire on their own", () => {
  let server: TestServer;
  let staff: TestUser;
  const statusOf = async (id: string) =>
    ((await server.db.query(`SELECT status FROM quote_request WHERE id = $1`, [id])) as { status: string }[])[0]!
      .status;

  beforeAll(async () => {
    server = await startTestServer({ MAILER_AUTOCONFIRM: "true", REQUEST_EXPIRY_INTERVAL_SECONDS: "0" });
    staff = await signUp(server, "staff");
  });
  afterAll(() => server?.close());

  it("expires a quoted request once every quote's validity has passed, and one whose trip date has passed", async () => {
    const customer = await signUp(server, "customer");
    const quoted = await submitRequest(server, customer.email, {}, customer.headers);
    const quote = await sendQuote(server, staff, quoted.id);
    const open = await submitRequest(server, customer.email, {}, customer.headers);
    const stillValid = await submitRequest(server, customer.email, {}, customer.headers);
    await sendQuote(server, staff, stillValid.id);

    await server.db.query(`UPDATE quote SET valid_until = now() - interval '1 minute' WHERE id = $1`, [quote.id]);
    await server.db.query(
      `UPDATE quote_request_leg SET departs_at = now() - interval '1 hour' WHERE quote_request_id = $1`,
      [open.id],
    );
    const moved = await expireRequests(server.db);
    expect(moved?.map((r) => r.id).toSorted()).toEqual([quoted.id, open.id].toSorted());
    expect(await statusOf(quoted.id)).toBe("EXPIRED");
    expect(await statusOf(open.id)).toBe("EXPIRED");
    expect(await statusOf(stillValid.id)).toBe("QUOTED");
    // Idempotent: a second pass finds nothing more.
    expect(await expireRequests(server.db)).toEqual([]);
  });

  it("runs in one server copy at a time: a pass while another holds the lock does nothing", async () => {
    const runner = server.db.createQueryRunner();
    await runner.connect();
    try {
      await runner.startTransaction();
      await runner.query(`SELECT pg_advisory_xact_lock(hashtext('quote-requests:expiry'))`);
      expect(await expireRequests(server.db)).toBeNull();
      await runner.commitTransaction();
      expect(await expireRequests(server.db)).toEqual([]);
    } finally {
      await runner.release();
    }
  });

  it("is run by the server on its own every REQUEST_EXPIRY_INTERVAL_SECONDS", async () => {
    const ticking = await startTestServer({ MAILER_AUTOCONFIRM: "true", REQUEST_EXPIRY_INTERVAL_SECONDS: "1" });
    try {
      const customer = await signUp(ticking, "customer");
      const request = await submitRequest(ticking, customer.email, {}, customer.headers);
      await ticking.db.query(
        `UPDATE quote_request_leg SET departs_at = now() - interval '1 hour' WHERE quote_request_id = $1`,
        [request.id],
      );
      await expect
        .poll(
          async () =>
            (
              (await ticking.db.query(`SELECT status FROM quote_request WHERE id = $1`, [request.id])) as {
                status: string;
              }[]
            )[0]!.status,
          { timeout: 5_000 },
        )
        .toBe("EXPIRED");
    } finally {
      await ticking.close();
    }
  });
});

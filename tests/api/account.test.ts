import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authClient } from "../support/auth-client.js";
import {
  bookTrip,
  errorCode,
  ok,
  problemFields,
  proveAddress,
  signUp,
  submitRequest,
  type TestUser,
} from "../support/charter.js";
import { startTestServer, type TestServer } from "../support/server.js";
import { graphql } from "./__generated__/index.js";

const DELETE = graphql(`
  mutation Account_Delete($email: String!) {
    deleteMyAccount(confirmEmail: $email)
  }
`);
const MY_REQUESTS = graphql(`
  query Account_MyRequests {
    myQuoteRequests {
      totalCount
    }
  }
`);
const MY_BOOKINGS = graphql(`
  query Account_MyBookings {
    myBookings {
      totalCount
    }
  }
`);
const ONE_REQUEST = graphql(`
  query Account_OneRequest($id: ID!) {
    quoteRequest(id: $id) {
      id
    }
  }
`);
const CONTACT = graphql(`
  mutation Account_Contact($input: ContactMessageInput!) {
    submitContactMessage(input: $input) {
      reference
    }
  }
`);

describe("the owner's account: download and delete", () => {
  let server: TestServer;
  let staff: TestUser;
  const download = (headers: Record<string, string> = {}) => fetch(`${server.url}/api/account/data.json`, { headers });

  beforeAll(async () => {
    server = await startTestServer({ MAILER_AUTOCONFIRM: "true" });
    staff = await signUp(server, "staff");
  });
  afterAll(() => server?.close());

  it("downloads everything held about the account, and only its own", async () => {
    const customer = await proveAddress(server, await signUp(server, "customer"));
    const other = await signUp(server, "customer");
    const { request, booking } = await bookTrip(server, customer, staff);
    // Made signed out with the account's address: it is the customer's too.
    const signedOut = await submitRequest(server, customer.email, { notes: "Signed-out request" });
    await submitRequest(server, other.email, { notes: "Someone else's trip" });

    expect((await download()).status).toBe(401);
    expect((await download({ authorization: "Bearer not-a-token" })).status).toBe(401);
    const response = await download(customer.headers);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="skycharter-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(response.headers.get("cache-control")).toBe("no-store");
    type Rows = Record<string, unknown>[];
    const data = (await response.json()) as {
      account: { identities: { provider: string }[] };
      quote_requests: (Record<string, unknown> & { reference: string; legs: Rows; quotes: Rows })[];
      bookings: Rows;
    };
    expect(data.account).toMatchObject({ id: customer.userId, email: customer.email, role: "customer" });
    expect(data.account.identities.map((i) => i.provider)).toEqual(["email"]);
    expect(JSON.stringify(data)).not.toMatch(/encrypted_password|secret|Someone else's trip/);
    expect(data.quote_requests.map((r) => r.reference).toSorted()).toEqual(
      [request.reference, signedOut.reference].toSorted(),
    );
    const booked = data.quote_requests.find((r) => r.reference === request.reference)!;
    expect(booked.legs).toEqual([expect.objectContaining({ from_code: "LHR", to_code: "LBG" })]);
    expect(booked.quotes).toEqual([expect.objectContaining({ status: "ACCEPTED", price_usd_cents: 1_850_000 })]);
    expect(data.bookings).toEqual([
      expect.objectContaining({
        number: booking.number,
        confirmation_code: booking.confirmationCode,
        currency: "USD",
        agreement: expect.objectContaining({ terms_version: "2026-11" }),
        payments: [],
      }),
    ]);
  });

  it("deletes a customer's account after the address is typed, keeps bookings unlinked and anonymises the rest", async () => {
    const customer = await signUp(server, "customer");
    const { request, booking } = await bookTrip(server, customer, staff);
    const unbooked = await submitRequest(
      server,
      customer.email,
      { notes: "Only an idea", contact: { name: "Ada Lovelace", email: customer.email, phone: "+44 20 7946 0000" } },
      customer.headers,
    );
    await server.db.query(
      `INSERT INTO testimonial (author_user_id, author_name, rating, body, locale, status, booking_id) VALUES ($1, 'Ada', 5, 'A wonderful flight.', 'en', 'APPROVED', $2)`,
      [customer.userId, booking.id],
    );

    expect(problemFields(await server.graphql(DELETE, { email: "someone@else.test" }, customer.headers))).toEqual([
      "confirmEmail",
    ]);
    expect(errorCode(await server.graphql(DELETE, { email: staff.email }, staff.headers))).toBe("FORBIDDEN");
    expect(errorCode(await server.graphql(DELETE, { email: customer.email }))).toBe("UNAUTHENTICATED");
    expect(
      ok(await server.graphql(DELETE, { email: ` ${customer.email.toUpperCase()} ` }, customer.headers))
        .deleteMyAccount,
    ).toBe(true);

    // The session is gone with the account, and the address can no longer sign in.
    expect(errorCode(await server.graphql(MY_BOOKINGS, {}, customer.headers))).toBe("UNAUTHENTICATED");
    expect(
      (await authClient(server.url).signInWithPassword({ email: customer.email, password: "Jet-set-2026" })).error
        ?.code,
    ).toBe("invalid_credentials");
    const [kept] = await server.db.query(`SELECT customer_user_id, contact_email FROM quote_request WHERE id = $1`, [
      request.id,
    ]);
    expect(kept).toEqual({ customer_user_id: null, contact_email: customer.email });
    const [keptBooking] = await server.db.query(
      `SELECT customer_user_id, confirmation_code FROM booking WHERE id = $1`,
      [booking.id],
    );
    expect(keptBooking).toEqual({ customer_user_id: null, confirmation_code: booking.confirmationCode });
    const [erased] = await server.db.query(
      `SELECT contact_name, contact_email, contact_phone, notes FROM quote_request WHERE id = $1`,
      [unbooked.id],
    );
    expect(erased).toEqual({
      contact_name: "Deleted customer",
      contact_email: `erased-${unbooked.id}@deleted.invalid`,
      contact_phone: null,
      notes: null,
    });
    expect(await server.db.query(`SELECT 1 FROM testimonial WHERE booking_id = $1`, [booking.id])).toEqual([]);

    // Whoever proves the address next starts afresh: the kept request is not theirs to claim.
    const successor = await proveAddress(server, await signUp(server, "customer", customer.email));
    expect(ok(await server.graphql(MY_REQUESTS, {}, successor.headers)).myQuoteRequests.totalCount).toBe(0);
    expect(errorCode(await server.graphql(ONE_REQUEST, { id: request.id }, successor.headers))).toBe("NOT_FOUND");
    expect(await server.db.query(`SELECT customer_user_id FROM quote_request WHERE id = $1`, [request.id])).toEqual([
      { customer_user_id: null },
    ]);
  });

  it("an account whose address was never confirmed takes nothing sent by others with that address when it is deleted", async () => {
    const customer = await signUp(server, "customer");
    const owners = await submitRequest(server, customer.email, {
      notes: "The address owner's trip",
      contact: { name: "Grace Hopper", email: customer.email, phone: "+1 212 555 0100" },
    });
    ok(
      await server.graphql(CONTACT, {
        input: { name: "Grace Hopper", email: customer.email, message: "Call me about Geneva." },
      }),
    );
    await server.db.query(`UPDATE auth_user SET email_confirmed_at = NULL WHERE id = $1`, [customer.userId]);

    expect(ok(await server.graphql(DELETE, { email: customer.email }, customer.headers)).deleteMyAccount).toBe(true);
    const [request] = await server.db.query(
      `SELECT customer_user_id, contact_name, contact_email, notes FROM quote_request WHERE id = $1`,
      [owners.id],
    );
    expect(request).toEqual({
      customer_user_id: null,
      contact_name: "Grace Hopper",
      contact_email: customer.email,
      notes: "The address owner's trip",
    });
    expect(await server.db.query(`SELECT 1 FROM lead WHERE email = $1`, [customer.email])).toHaveLength(1);
    expect(await server.db.query(`SELECT message FROM contact_message WHERE email = $1`, [customer.email])).toEqual([
      { message: "Call me about Geneva." },
    ]);
  });

  it("asks for the second factor before deleting an account that has one", async () => {
    const customer = await signUp(server, "customer");
    await server.db.query(
      `INSERT INTO auth_mfa_factor (user_id, factor_type, status, secret) VALUES ($1, 'totp', 'verified', 'JBSWY3DPEHPK3PXP')`,
      [customer.userId],
    );
    expect(errorCode(await server.graphql(DELETE, { email: customer.email }, customer.headers))).toBe("FORBIDDEN");
    expect(await server.db.query(`SELECT 1 FROM auth_user WHERE id = $1`, [customer.userId])).toHaveLength(1);
  });
});

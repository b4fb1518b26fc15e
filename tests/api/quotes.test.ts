import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uniqueEmail } from "../support/auth-client.js";
import {
  ACCEPT,
  at,
  errorCode,
  ok,
  problemFields,
  quoteInput,
  requestInput,
  SEND_QUOTE,
  sendQuote,
  proveAddress,
  signUp,
  submitRequest,
  SUBMIT,
  type TestUser,
} from "../support/charter.js";
import { startTestServer, type TestServer } from "../support/server.js";
import { graphql } from "./__generated__/index.js";
import type { QuoteRequestInput, Quotes_MyRequestsQuery } from "./__generated__/graphql.js";

const MY_REQUESTS = graphql(`
  query Quotes_MyRequests($first: Int, $after: String) {
    myQuoteRequests(first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        cursor
        node {
          ...QuoteRequestFields
          quotes {
            id
            status
            priceUsd
            aircraft
            operator
            expired
            note
            staffNote
            terms
          }
          booking {
            number
            confirmationCode
          }
        }
      }
    }
  }
`);
const ONE_REQUEST = graphql(`
  query Quotes_OneRequest($id: ID!) {
    quoteRequest(id: $id) {
      id
      reference
      status
      quotes {
        id
        status
        staffNote
      }
    }
  }
`);
const LEAD_BY_EMAIL = graphql(`
  query Quotes_LeadByEmail($search: String!) {
    leads(filter: { search: $search }) {
      totalCount
      edges {
        node {
          id
          email
          status
          source
          score
          estimatedValueUsd
          contactName
          company
          activity {
            kind
            body
            fromStatus
            toStatus
            actor {
              email
            }
          }
          quoteRequests {
            id
            reference
            status
          }
        }
      }
    }
  }
`);
const REPLAY = graphql(`
  mutation Quotes_Replay($input: QuoteRequestInput!, $key: String) {
    submitQuoteRequest(input: $input, idempotencyKey: $key) {
      id
      reference
      status
      createdAt
      updatedAt
      quotes {
        id
        priceUsd
      }
      booking {
        confirmationCode
      }
    }
  }
`);
const CANCEL = graphql(`
  mutation Quotes_Cancel($id: ID!) {
    cancelQuoteRequest(id: $id) {
      id
      status
      quotes {
        id
        status
      }
    }
  }
`);

describe("quote requests, quotes and acceptance", () => {
  let server: TestServer;
  let staff: TestUser;

  const leadFor = async (email: string) => {
    const { leads } = ok(await server.graphql(LEAD_BY_EMAIL, { search: email }, staff.headers));
    expect(leads.totalCount).toBe(1);
    return leads.edges[0]!.node;
  };
  const count = async (sql: string, params: unknown[] = []) =>
    ((await server.db.query(sql, params)) as { n: number }[])[0]!.n;

  beforeAll(async () => {
    server = await startTestServer({ MAILER_AUTOCONFIRM: "true" });
    staff = await signUp(server, "staff");
  });
  afterAll(() => server?.close());

  it("runs the whole flow: anonymous request → lead → staff quotes → the verified customer sees and accepts → booking → lead WON", async () => {
    const email = uniqueEmail("flow");
    // 1. A visitor asks, signed out, with their email in another case.
    const request = await submitRequest(server, email.toUpperCase(), {
      tripType: "ROUND_TRIP",
      legs: [
        { from: "egll", to: "LBG", departAt: at("03-01", "08:00") },
        { from: "LBG", to: "LHR", departAt: at("03-03", "18:00") },
      ],
      programInterest: "membership",
      notes: "Two golden retrievers.",
      pets: true,
    });
    expect(request.reference).toMatch(/^SC-[2-9A-HJKMNP-Z]{6}$/);
    expect(request).toMatchObject({
      status: "NEW",
      tripType: "ROUND_TRIP",
      pets: true,
      programInterest: "MEMBERSHIP",
      contact: { email },
      legs: [
        { from: "LHR", to: "LBG", departAt: at("03-01", "08:00") },
        { from: "LBG", to: "LHR", departAt: at("03-03", "18:00") },
      ],
    });
    // No category asked for: the smallest that seats 4 (light), two flying days of the 1 h minimum
    // ($8,300/h × 2 h = $16,600 → $14,100 … $19,100; 39 min each way).
    expect(request.estimate).toEqual({ category: "LIGHT", lowUsd: 14_100, highUsd: 19_100, flightMinutes: 78 });
    // London and Paris are an hour apart: 08:00 GMT.
    expect(request.legs[0]!.departsAtUtc).toBe(`${new Date().getUTCFullYear() + 1}-03-01T08:00:00.000Z`);

    // 2. Staff find the lead it made.
    let lead = await leadFor(email);
    expect(lead).toMatchObject({
      email,
      status: "NEW",
      source: "BOOKING",
      estimatedValueUsd: 16_600,
      quoteRequests: [{ id: request.id, status: "NEW" }],
    });
    expect(lead.score).toBeGreaterThan(40);
    expect(lead.activity).toEqual([
      {
        kind: "CREATED",
        body: `Quote request ${request.reference}: LHR → LBG → LHR, 4 passengers.`,
        fromStatus: null,
        toStatus: null,
        actor: null,
      },
    ]);

    // 3. Staff send two quotes: the request is QUOTED, the lead CONTACTED.
    const dear = await sendQuote(server, staff, request.id, {
      priceUsd: 24_000,
      aircraft: "Challenger 350",
      category: "MIDSIZE",
    });
    const cheap = await sendQuote(server, staff, request.id, {
      priceUsd: 17_250,
      aircraft: "Phenom 300 (G-SCJT)",
      category: "LIGHT",
    });
    expect(cheap.status).toBe("SENT");
    lead = await leadFor(email);
    expect(lead.status).toBe("CONTACTED");
    expect(lead.activity.map((a) => a.kind)).toEqual(["QUOTE_SENT", "QUOTE_SENT", "STATUS_CHANGED", "CREATED"]);
    expect(lead.activity[2]).toMatchObject({ fromStatus: "NEW", toStatus: "CONTACTED", actor: { email: staff.email } });

    // 4. The visitor signs up with that email, proves it by the mailed link and finds the request, quotes cheapest first, without staff notes.
    const customer = await proveAddress(server, await signUp(server, "customer", email));
    const mine = ok(await server.graphql(MY_REQUESTS, {}, customer.headers)).myQuoteRequests;
    expect(mine.totalCount).toBe(1);
    const node = mine.edges[0]!.node;
    expect(node).toMatchObject({ id: request.id, status: "QUOTED", booking: null });
    expect(node.quotes.map((q) => [q.id, q.priceUsd, q.status, q.staffNote, q.expired])).toEqual([
      [cheap.id, 17_250, "SENT", null, false],
      [dear.id, 24_000, "SENT", null, false],
    ]);
    // Staff see their own note.
    const staffView = ok(await server.graphql(ONE_REQUEST, { id: request.id }, staff.headers));
    expect(staffView.quoteRequest!.quotes[0]!.staffNote).toBe("Operator margin 12%.");

    // 5. The customer accepts the cheaper quote: a booking with a confirmation code.
    const booking = ok(await server.graphql(ACCEPT, { id: cheap.id }, customer.headers)).acceptQuote;
    expect(booking).toMatchObject({
      status: "REQUESTED",
      paymentStatus: "UNPAID",
      route: "LHR → LBG → LHR",
      departAt: at("03-01", "08:00"),
      passengers: 4,
      aircraft: "Phenom 300 (G-SCJT)",
      operator: "Skyways Executive Ltd",
      priceUsd: 17_250,
      customer: { id: customer.userId, email },
      quoteRequest: { id: request.id, reference: request.reference, status: "ACCEPTED" },
    });
    expect(booking.number).toMatch(/^BK-\d{6}$/);
    expect(booking.confirmationCode).toMatch(/^[2-9A-HJKMNP-Z]{6}$/);

    // The other quote closed; the lead is WON with the price; accepting again returns the same booking.
    const after = ok(await server.graphql(MY_REQUESTS, {}, customer.headers)).myQuoteRequests.edges[0]!.node;
    expect(after.status).toBe("ACCEPTED");
    expect(after.quotes.map((q) => q.status)).toEqual(["ACCEPTED", "CLOSED"]);
    expect(after.booking).toEqual({ number: booking.number, confirmationCode: booking.confirmationCode });
    lead = await leadFor(email);
    expect(lead).toMatchObject({ status: "WON", estimatedValueUsd: 17_250 });
    expect(lead.activity[0]).toMatchObject({ kind: "QUOTE_ACCEPTED", fromStatus: "CONTACTED", toStatus: "WON" });
    expect(lead.activity[0]!.body).toContain(booking.confirmationCode);
    const again = ok(await server.graphql(ACCEPT, { id: cheap.id }, customer.headers)).acceptQuote;
    expect(again.id).toBe(booking.id);
    expect(await count(`SELECT count(*)::int AS n FROM booking WHERE quote_request_id = $1`, [request.id])).toBe(1);

    // Moves that are not allowed now: CONFLICT saying from and to.
    const closed = await server.graphql(ACCEPT, { id: dear.id }, customer.headers);
    expect(errorCode(closed)).toBe("CONFLICT");
    expect(closed.errors![0]!.message).toBe("Cannot move a quote from CLOSED to ACCEPTED: CLOSED is final.");
    const late = await server.graphql(SEND_QUOTE, { id: request.id, input: quoteInput() }, staff.headers);
    expect(errorCode(late)).toBe("CONFLICT");
    expect(late.errors![0]!.message).toBe("Cannot move a quote request from ACCEPTED to QUOTED: ACCEPTED is final.");
  });

  it("names each faulty field: invalid email, a date in the past, legs that do not fit the trip, passengers, unknown airports", async () => {
    const email = uniqueEmail("bad");
    const before = await count(`SELECT count(*)::int AS n FROM quote_request`);
    const submit = (overrides: Partial<QuoteRequestInput>) =>
      server.graphql(SUBMIT, { input: requestInput(email, overrides) });

    expect(problemFields(await submit({ contact: { name: "Ada", email: "ada@nowhere" } }))).toEqual(["contact.email"]);
    const past = await submit({ legs: [{ from: "LHR", to: "LBG", departAt: "2020-01-01T10:00" }] });
    expect(problemFields(past)).toEqual(["legs[0].departAt"]);
    expect((past.errors![0]!.extensions!.fields as { message: string }[])[0]!.message).toBe(
      "Is in the past at the departure airport.",
    );
    // All problems at once, trip first.
    expect(
      problemFields(
        await submit({
          legs: [{ from: "LHR", to: "LBG", departAt: "2020-01-01T10:00" }],
          passengers: 0,
          contact: { name: " ", email: "not-an-email", phone: "call me" },
        }),
      ),
    ).toEqual(["passengers", "legs[0].departAt", "contact.name", "contact.email", "contact.phone"]);
    expect(problemFields(await submit({ tripType: "ROUND_TRIP" }))).toEqual(["legs"]);
    expect(problemFields(await submit({ tripType: "MULTI_CITY" }))).toEqual(["legs"]);
    expect(
      problemFields(
        await submit({
          tripType: "ONE_WAY",
          legs: [
            { from: "LHR", to: "LBG", departAt: at("03-01") },
            { from: "LBG", to: "LHR", departAt: at("03-02") },
          ],
        }),
      ),
    ).toEqual(["legs"]);
    // A round trip flies back to where it started.
    expect(
      problemFields(
        await submit({
          tripType: "ROUND_TRIP",
          legs: [
            { from: "LHR", to: "LBG", departAt: at("03-01") },
            { from: "LBG", to: "TEB", departAt: at("03-02") },
          ],
        }),
      ),
    ).toEqual(["legs[1]"]);
    expect(problemFields(await submit({ passengers: 20 }))).toEqual(["passengers"]);
    expect(problemFields(await submit({ legs: [{ from: "ZZZ", to: "LBG", departAt: at("03-01") }] }))).toEqual([
      "legs[0].from",
    ]);
    expect(problemFields(await submit({ passengers: 10, category: "LIGHT" }))).toEqual(["category"]);
    expect(problemFields(await submit({ programInterest: "TIMESHARE", referralCode: "bad code!" }))).toEqual([
      "programInterest",
      "referralCode",
    ]);
    expect(problemFields(await server.graphql(SUBMIT, { input: requestInput(email), key: "short" }))).toEqual([
      "idempotencyKey",
    ]);

    expect(await count(`SELECT count(*)::int AS n FROM quote_request`)).toBe(before);
    expect(await count(`SELECT count(*)::int AS n FROM lead WHERE email = $1`, [email])).toBe(0);
  });

  // Whoever holds a key (a shared computer, a leaked log) must not read what came after the submission.
  it("answers a replayed key with the request as it was sent, never what came after it (quotes, booking, status)", async () => {
    const email = uniqueEmail("replay");
    const key = randomUUID();
    const input = requestInput(email);
    const first = ok(await server.graphql(SUBMIT, { input, key })).submitQuoteRequest;
    await sendQuote(server, staff, first.id, { priceUsd: 21_000 });
    const replay = ok(await server.graphql(REPLAY, { input, key })).submitQuoteRequest;
    expect(replay).toMatchObject({
      id: first.id,
      reference: first.reference,
      status: "NEW",
      quotes: [],
      booking: null,
    });
    expect(replay.updatedAt).toBe(replay.createdAt);
    // Another request under the same key learns nothing of the first.
    const other = await server.graphql(REPLAY, { input: { ...input, notes: "someone else" }, key });
    expect(errorCode(other)).toBe("CONFLICT");
    expect(JSON.stringify(other)).not.toContain(first.reference);
  });

  it("makes exactly one request and one lead for 20 concurrent submissions with one idempotency key", async () => {
    const email = uniqueEmail("twenty");
    const key = randomUUID();
    const input = requestInput(email, {
      tripType: "MULTI_CITY",
      legs: [
        { from: "TEB", to: "VNY", departAt: at("05-01") },
        { from: "VNY", to: "LAS", departAt: at("05-02") },
        { from: "LAS", to: "TEB", departAt: at("05-04") },
      ],
    });
    const started = performance.now();
    const responses = await Promise.all(Array.from({ length: 20 }, () => server.graphql(SUBMIT, { input, key })));
    const ms = performance.now() - started;
    const ids = new Set(responses.map((r) => ok(r).submitQuoteRequest.id));
    const references = new Set(responses.map((r) => r.data!.submitQuoteRequest.reference));
    expect(ids.size).toBe(1);
    expect(references.size).toBe(1);
    expect(await count(`SELECT count(*)::int AS n FROM quote_request WHERE idempotency_key = $1`, [key])).toBe(1);
    expect(await count(`SELECT count(*)::int AS n FROM quote_request WHERE contact_email = $1`, [email])).toBe(1);
    expect(await count(`SELECT count(*)::int AS n FROM lead WHERE email = $1`, [email])).toBe(1);
    expect(
      await count(`SELECT count(*)::int AS n FROM quote_request_leg WHERE quote_request_id = $1`, [[...ids][0]]),
    ).toBe(3);
    expect(
      await count(`SELECT count(*)::int AS n FROM lead_activity a JOIN lead l ON l.id = a.lead_id WHERE l.email = $1`, [
        email,
      ]),
    ).toBe(1);
    console.log(`idempotency: 20 concurrent submissions in ${Math.round(ms)} ms`);

    // A later retry gets the same request; the key with another request is refused.
    const retry = ok(await server.graphql(SUBMIT, { input, key })).submitQuoteRequest;
    expect(retry.id).toBe([...ids][0]);
    const other = await server.graphql(SUBMIT, { input: { ...input, passengers: 5 }, key });
    expect(errorCode(other)).toBe("CONFLICT");
  });

  it("keeps requests to their owners: others get NOT_FOUND, staff see any but cannot accept for the customer", async () => {
    const owner = await signUp(server, "customer");
    const stranger = await signUp(server, "customer");
    // Signed in: the request is the customer's at once.
    const request = await submitRequest(server, owner.email, {}, owner.headers);
    const quote = await sendQuote(server, staff, request.id);

    expect(ok(await server.graphql(ONE_REQUEST, { id: request.id }, owner.headers)).quoteRequest!.id).toBe(request.id);
    expect(errorCode(await server.graphql(ONE_REQUEST, { id: request.id }, stranger.headers))).toBe("NOT_FOUND");
    expect(errorCode(await server.graphql(ONE_REQUEST, { id: "not-a-uuid" }, owner.headers))).toBe("NOT_FOUND");
    expect(errorCode(await server.graphql(ONE_REQUEST, { id: request.id }))).toBe("UNAUTHENTICATED");
    expect(ok(await server.graphql(ONE_REQUEST, { id: request.id }, staff.headers)).quoteRequest!.id).toBe(request.id);
    expect(ok(await server.graphql(MY_REQUESTS, {}, stranger.headers)).myQuoteRequests.totalCount).toBe(0);

    expect(errorCode(await server.graphql(ACCEPT, { id: quote.id }, stranger.headers))).toBe("NOT_FOUND");
    expect(errorCode(await server.graphql(ACCEPT, { id: quote.id }, staff.headers))).toBe("FORBIDDEN");
    expect(errorCode(await server.graphql(ACCEPT, { id: quote.id }))).toBe("UNAUTHENTICATED");
    expect(errorCode(await server.graphql(SEND_QUOTE, { id: request.id, input: quoteInput() }, owner.headers))).toBe(
      "FORBIDDEN",
    );
    expect(errorCode(await server.graphql(SEND_QUOTE, { id: randomUUID(), input: quoteInput() }, staff.headers))).toBe(
      "NOT_FOUND",
    );
    expect(ok(await server.graphql(ACCEPT, { id: quote.id }, owner.headers)).acceptQuote.status).toBe("REQUESTED");
  });

  it("lets the owner cancel a request before it is booked: quotes close, the lead says so, and nobody else may", async () => {
    const owner = await signUp(server, "customer");
    const stranger = await signUp(server, "customer");
    const request = await submitRequest(server, owner.email, {}, owner.headers);
    const quote = await sendQuote(server, staff, request.id);

    expect(errorCode(await server.graphql(CANCEL, { id: request.id }, stranger.headers))).toBe("NOT_FOUND");
    expect(errorCode(await server.graphql(CANCEL, { id: request.id }, staff.headers))).toBe("FORBIDDEN");
    const cancelled = ok(await server.graphql(CANCEL, { id: request.id }, owner.headers));
    expect(cancelled.cancelQuoteRequest).toMatchObject({
      status: "CANCELLED",
      quotes: [{ id: quote.id, status: "CLOSED" }],
    });
    // Twice is a no-op; the closed quote cannot be accepted.
    expect(ok(await server.graphql(CANCEL, { id: request.id }, owner.headers)).cancelQuoteRequest.status).toBe(
      "CANCELLED",
    );
    expect(errorCode(await server.graphql(ACCEPT, { id: quote.id }, owner.headers))).toBe("CONFLICT");
    const lead = ok(await server.graphql(LEAD_BY_EMAIL, { search: owner.email }, staff.headers)).leads.edges[0]!.node;
    expect(lead.activity.map((a) => a.body)).toContain(`The customer cancelled quote request ${request.reference}.`);

    // A booked request stays booked.
    const booked = await submitRequest(server, owner.email, {}, owner.headers);
    const bookedQuote = await sendQuote(server, staff, booked.id);
    ok(await server.graphql(ACCEPT, { id: bookedQuote.id }, owner.headers));
    expect(errorCode(await server.graphql(CANCEL, { id: booked.id }, owner.headers))).toBe("CONFLICT");
  });

  it("claims signed-out requests only for an account whose email is proven", async () => {
    const email = uniqueEmail("unverified");
    const request = await submitRequest(server, email);
    // Autoconfirmed: signed in, but the address is only claimed (tests/api/autoconfirm.test.ts).
    const account = await signUp(server, "customer", email);
    expect(ok(await server.graphql(MY_REQUESTS, {}, account.headers)).myQuoteRequests.totalCount).toBe(0);
    expect(errorCode(await server.graphql(ONE_REQUEST, { id: request.id }, account.headers))).toBe("NOT_FOUND");

    await server.db.query(`UPDATE auth_user SET email_proven_at = now() WHERE id = $1`, [account.userId]);
    // Opening the request directly claims it too (e.g. from the link in an email).
    expect(ok(await server.graphql(ONE_REQUEST, { id: request.id }, account.headers)).quoteRequest!.id).toBe(
      request.id,
    );
    expect(ok(await server.graphql(MY_REQUESTS, {}, account.headers)).myQuoteRequests.totalCount).toBe(1);
  });

  it("refuses expired quotes and bad quotes, and pages through a customer's requests", async () => {
    const customer = await signUp(server, "customer");
    const request = await submitRequest(server, customer.email, {}, customer.headers);
    const quote = await sendQuote(server, staff, request.id);
    await server.db.query(`UPDATE quote SET valid_until = now() - interval '1 minute' WHERE id = $1`, [quote.id]);
    const expired = await server.graphql(ACCEPT, { id: quote.id }, customer.headers);
    expect(errorCode(expired)).toBe("CONFLICT");
    expect(expired.errors![0]!.message).toMatch(/^This quote expired at /);

    const bad = await server.graphql(
      SEND_QUOTE,
      {
        id: request.id,
        input: quoteInput({ priceUsd: 0, aircraft: " ", validUntil: new Date(Date.now() - 1000).toISOString() }),
      },
      staff.headers,
    );
    expect(problemFields(bad)).toEqual(["priceUsd", "aircraft", "validUntil"]);

    for (let i = 0; i < 4; i++) await submitRequest(server, customer.email, {}, customer.headers);
    const pages: string[][] = [];
    let after: string | null = null;
    do {
      const page: Quotes_MyRequestsQuery["myQuoteRequests"] = ok(
        await server.graphql(MY_REQUESTS, { first: 2, after }, customer.headers),
      ).myQuoteRequests;
      expect(page.totalCount).toBe(5);
      pages.push(page.edges.map((e) => e.node.id));
      after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
    } while (after);
    expect(pages.map((p) => p.length)).toEqual([2, 2, 1]);
    expect(new Set(pages.flat()).size).toBe(5);
    expect(pages.flat().at(-1)).toBe(request.id);
    expect(problemFields(await server.graphql(MY_REQUESTS, { first: 101 }, customer.headers))).toEqual(["first"]);
    expect(problemFields(await server.graphql(MY_REQUESTS, { after: "bm9wZQ" }, customer.headers))).toEqual(["after"]);
  });
});

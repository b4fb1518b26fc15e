import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { at, bookTrip, errorCode, ok, payInFull, problemFields, signUp, type TestUser } from "../support/charter.js";
import { startTestServer, type TestServer } from "../support/server.js";
import { graphql } from "./__generated__/index.js";
import type {
  BookingFieldsFragment,
  BookingFilter,
  BookingStatus,
  Bookings_DeskQueryVariables,
} from "./__generated__/graphql.js";

const CHANGE = graphql(`
  mutation Bookings_ChangeStatus($id: ID!, $status: BookingStatus!) {
    changeBookingStatus(id: $id, status: $status) {
      id
      status
    }
  }
`);
const MY_BOOKINGS = graphql(`
  query Bookings_Mine($first: Int, $after: String) {
    myBookings(first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        cursor
        node {
          ...BookingFields
        }
      }
    }
  }
`);
const BOOKINGS = graphql(`
  query Bookings_All($filter: BookingFilter, $first: Int, $after: String) {
    bookings(filter: $filter, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          number
          status
          departAt
          customer {
            email
          }
        }
      }
    }
  }
`);
const STATS = graphql(`
  query Bookings_LeadStats {
    leadStats {
      dealsWon
      totalRevenueUsd
      averageDealSizeUsd
      conversionRate
    }
  }
`);
const DESK_LIST = graphql(`
  query Bookings_Desk($filter: BookingFilter, $orderBy: BookingOrder, $first: Int, $after: String) {
    bookings(filter: $filter, orderBy: $orderBy, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          number
          priceUsd
          paymentStatus
        }
      }
    }
  }
`);
const PAY = graphql(`
  mutation Bookings_ChangePayment($id: ID!, $paymentStatus: PaymentStatus!) {
    changePaymentStatus(id: $id, paymentStatus: $paymentStatus) {
      id
      paymentStatus
    }
  }
`);
const LEAD = graphql(`
  query Bookings_LeadByEmail($search: String!) {
    leads(filter: { search: $search }) {
      edges {
        node {
          status
          estimatedValueUsd
          activity {
            kind
            body
            fromStatus
            toStatus
          }
        }
      }
    }
  }
`);
const LEAD_ID = graphql(`
  query Bookings_RequestLead($id: ID!) {
    quoteRequest(id: $id) {
      leadId
    }
  }
`);

describe("bookings", () => {
  let server: TestServer;
  let staff: TestUser;
  let alice: TestUser;
  let bob: TestUser;
  const bookings: BookingFieldsFragment[] = [];

  beforeAll(async () => {
    server = await startTestServer({ MAILER_AUTOCONFIRM: "true" });
    staff = await signUp(server, "staff");
    alice = await signUp(server, "customer");
    bob = await signUp(server, "customer");
    // Alice books three trips (March, June, September next year), Bob one (July).
    for (const [who, monthDay] of [
      [alice, "03-01"],
      [alice, "06-01"],
      [alice, "09-01"],
      [bob, "07-01"],
    ] as const) {
      const { booking } = await bookTrip(server, who, staff, {
        legs: [{ from: "TEB", to: "VNY", departAt: at(monthDay, "10:00") }],
      });
      bookings.push(booking);
    }
  });
  afterAll(() => server?.close());

  it("gives each booking a number and a unique confirmation code, and customers only their own, newest first", async () => {
    expect(new Set(bookings.map((b) => b.confirmationCode)).size).toBe(4);
    expect(new Set(bookings.map((b) => b.number)).size).toBe(4);
    const numbers = bookings.map((b) => Number(b.number.slice(3)));
    expect(numbers).toEqual(numbers.toSorted((a, b) => a - b));
    expect(bookings[0]).toMatchObject({
      route: "TEB → VNY",
      departAt: at("03-01", "10:00"),
      priceUsd: 18_500,
      status: "REQUESTED",
    });

    const first = ok(await server.graphql(MY_BOOKINGS, { first: 2 }, alice.headers)).myBookings;
    expect(first.totalCount).toBe(3);
    expect(first.edges.map((e) => e.node.id)).toEqual([bookings[2]!.id, bookings[1]!.id]);
    const rest = ok(
      await server.graphql(MY_BOOKINGS, { first: 2, after: first.pageInfo.endCursor }, alice.headers),
    ).myBookings;
    expect(rest.edges.map((e) => e.node.id)).toEqual([bookings[0]!.id]);
    expect(rest.pageInfo.hasNextPage).toBe(false);

    const bobs = ok(await server.graphql(MY_BOOKINGS, {}, bob.headers)).myBookings;
    expect(bobs.edges.map((e) => e.node.id)).toEqual([bookings[3]!.id]);
    expect(bobs.edges[0]!.node.customer).toEqual({ id: bob.userId, email: bob.email });
    expect(errorCode(await server.graphql(MY_BOOKINGS, {}))).toBe("UNAUTHENTICATED");
    expect(problemFields(await server.graphql(MY_BOOKINGS, { first: 500 }, bob.headers))).toEqual(["first"]);
  });

  it("lets staff list every booking, filtered by status and departure dates", async () => {
    const list = async (filter: BookingFilter | null) =>
      ok(await server.graphql(BOOKINGS, { filter }, staff.headers)).bookings;
    const all = await list(null);
    expect(all.totalCount).toBe(4);
    expect(all.edges.map((e) => e.node.customer?.email)).toEqual([bob.email, alice.email, alice.email, alice.email]);
    const year = new Date().getUTCFullYear() + 1;
    const summer = await list({ departing: { from: `${year}-05-01T00:00:00Z`, to: `${year}-08-01T00:00:00Z` } });
    expect(summer.edges.map((e) => e.node.id)).toEqual([bookings[3]!.id, bookings[1]!.id]);
    expect((await list({ status: ["CONFIRMED"] })).totalCount).toBe(0);
    expect(
      problemFields(
        await server.graphql(
          BOOKINGS,
          { filter: { departing: { from: `${year}-08-01T00:00:00Z`, to: `${year}-05-01T00:00:00Z` } } },
          staff.headers,
        ),
      ),
    ).toEqual(["filter.departing.to"]);
    expect(errorCode(await server.graphql(BOOKINGS, {}, alice.headers))).toBe("FORBIDDEN");
  });

  it("moves bookings only along REQUESTED → CONFIRMED → COMPLETED (or CANCELLED before), audited", async () => {
    const [march, june] = bookings;
    const change = (id: string, status: BookingStatus, headers = staff.headers) =>
      server.graphql(CHANGE, { id, status }, headers);

    expect(errorCode(await change(march!.id, "CONFIRMED", alice.headers))).toBe("FORBIDDEN");
    const skip = await change(march!.id, "COMPLETED");
    expect(errorCode(skip)).toBe("CONFLICT");
    expect(skip.errors![0]!.message).toBe(
      "Cannot move a booking from REQUESTED to COMPLETED: from REQUESTED it can move to CONFIRMED, CANCELLED.",
    );
    expect(ok(await change(march!.id, "CONFIRMED")).changeBookingStatus.status).toBe("CONFIRMED");
    await payInFull(server, staff, march!.id, march!.amountOutstanding);
    expect(ok(await change(march!.id, "COMPLETED")).changeBookingStatus.status).toBe("COMPLETED");
    const afterFlight = await change(march!.id, "CANCELLED");
    expect(afterFlight.errors![0]!.message).toBe(
      "Cannot move a booking from COMPLETED to CANCELLED: COMPLETED is final.",
    );
    expect(ok(await change(june!.id, "CANCELLED")).changeBookingStatus.status).toBe("CANCELLED");
    expect(errorCode(await change(june!.id, "CONFIRMED"))).toBe("CONFLICT");
    expect(errorCode(await change(randomUUID(), "CONFIRMED"))).toBe("NOT_FOUND");

    const audit = await server.db.query(
      `SELECT actor_user_id, action, entity_id, before, after FROM audit_log WHERE action = 'booking.status' ORDER BY id`,
    );
    expect(audit).toEqual([
      {
        actor_user_id: staff.userId,
        action: "booking.status",
        entity_id: march!.id,
        before: { status: "REQUESTED" },
        after: { status: "CONFIRMED" },
      },
      {
        actor_user_id: staff.userId,
        action: "booking.status",
        entity_id: march!.id,
        before: { status: "CONFIRMED" },
        after: { status: "COMPLETED" },
      },
      {
        actor_user_id: staff.userId,
        action: "booking.status",
        entity_id: june!.id,
        before: { status: "REQUESTED" },
        after: { status: "CANCELLED" },
      },
    ]);
    const mine = ok(await server.graphql(MY_BOOKINGS, {}, alice.headers)).myBookings;
    expect(mine.edges.map((e) => e.node.status)).toEqual(["REQUESTED", "CANCELLED", "COMPLETED"]);
  });

  it("counts the won deals in leadStats, without the one whose booking was cancelled", async () => {
    const { leadStats } = ok(await server.graphql(STATS, {}, staff.headers));
    // Each request came after the previous deal was won, so each opened a lead of its own: four deals,
    // of which June's booking was cancelled above, which took that win back (its lead is LOST).
    expect(leadStats).toEqual({
      dealsWon: 3,
      totalRevenueUsd: 3 * 18_500,
      averageDealSizeUsd: 18_500,
      conversionRate: 0.75,
    });
  });
});

describe("the staff's booking desk", () => {
  let server: TestServer;
  let staff: TestUser;

  const list = async (variables: Bookings_DeskQueryVariables) =>
    ok(await server.graphql(DESK_LIST, variables, staff.headers)).bookings;
  const leadOf = async (email: string) =>
    ok(await server.graphql(LEAD, { search: email }, staff.headers)).leads.edges[0]!.node;

  beforeAll(async () => {
    server = await startTestServer({ MAILER_AUTOCONFIRM: "true" });
    staff = await signUp(server, "staff");
  });
  afterAll(() => server?.close());

  it("searches by number, code, route or customer, and sorts by price or departure with stable pages", async () => {
    const tag = randomUUID().slice(0, 6);
    const customer = await signUp(server, "customer", `desk-${tag}@example.com`);
    const made = [];
    for (const [price, monthDay] of [
      [12_000, "05-01"],
      [31_000, "04-01"],
      [22_000, "06-01"],
    ] as const) {
      made.push(
        (await bookTrip(server, customer, staff, { legs: [{ from: "LHR", to: "NCE", departAt: at(monthDay) }] }, price))
          .booking,
      );
    }
    expect((await list({ filter: { search: `DESK-${tag}` } })).totalCount).toBe(3);
    expect(
      (await list({ filter: { search: made[1]!.confirmationCode.toLowerCase() } })).edges.map((e) => e.node.number),
    ).toEqual([made[1]!.number]);
    expect((await list({ filter: { search: "100%_" } })).totalCount).toBe(0);
    const byPrice = await list({ filter: { search: tag }, orderBy: { field: "PRICE", direction: "ASC" }, first: 2 });
    expect(byPrice.edges.map((e) => e.node.priceUsd)).toEqual([12_000, 22_000]);
    const rest = await list({
      filter: { search: tag },
      orderBy: { field: "PRICE", direction: "ASC" },
      first: 2,
      after: byPrice.pageInfo.endCursor,
    });
    expect(rest.edges.map((e) => e.node.priceUsd)).toEqual([31_000]);
    const byDeparture = await list({ filter: { search: tag }, orderBy: { field: "DEPARTS_AT", direction: "ASC" } });
    expect(byDeparture.edges.map((e) => e.node.id)).toEqual([made[1]!.id, made[0]!.id, made[2]!.id]);
    expect(
      problemFields(await server.graphql(DESK_LIST, { filter: { search: "x".repeat(101) } }, staff.headers)),
    ).toEqual(["filter.search"]);
  });

  it("sets the payment status by hand only to what the recorded payments make, audited, for staff only", async () => {
    const customer = await signUp(server, "customer");
    const { booking } = await bookTrip(server, customer, staff);
    expect(errorCode(await server.graphql(PAY, { id: booking.id, paymentStatus: "PAID" }, customer.headers))).toBe(
      "FORBIDDEN",
    );
    // Nothing is recorded: any other status would contradict the records.
    for (const step of ["DEPOSIT_PAID", "PAID", "REFUNDED"] as const)
      expect(errorCode(await server.graphql(PAY, { id: booking.id, paymentStatus: step }, staff.headers)), step).toBe(
        "CONFLICT",
      );
    expect((await payInFull(server, staff, booking.id, booking.amountOutstanding)).paymentStatus).toBe("PAID");
    // A status set by hand before the payment was recorded is brought in line, and only to PAID.
    await server.db.query(`UPDATE booking SET payment_status = 'DEPOSIT_PAID' WHERE id = $1`, [booking.id]);
    expect(errorCode(await server.graphql(PAY, { id: booking.id, paymentStatus: "REFUNDED" }, staff.headers))).toBe(
      "CONFLICT",
    );
    expect(
      ok(await server.graphql(PAY, { id: booking.id, paymentStatus: "PAID" }, staff.headers)).changePaymentStatus
        .paymentStatus,
    ).toBe("PAID");
    const audit = await server.db.query(
      `SELECT action, after FROM audit_log WHERE entity_id = $1 AND action = 'booking.payment' ORDER BY id`,
      [booking.id],
    );
    expect(audit.map((row: { after: { paymentStatus: string } }) => row.after.paymentStatus)).toEqual(["PAID", "PAID"]);
    expect((await list({ filter: { paymentStatus: ["PAID"], search: booking.number } })).totalCount).toBe(1);
  });

  it("takes a cancelled booking's price off its lead, and the win once nothing of the lead is booked", async () => {
    const customer = await signUp(server, "customer");
    const first = await bookTrip(server, customer, staff, {}, 20_000);
    expect(await leadOf(customer.email)).toMatchObject({ status: "WON", estimatedValueUsd: 20_000 });
    ok(await server.graphql(CHANGE, { id: first.booking.id, status: "CANCELLED" }, staff.headers));
    const lead = await leadOf(customer.email);
    expect(lead).toMatchObject({ status: "LOST", estimatedValueUsd: 0 });
    expect(lead.activity[0]).toEqual({
      kind: "BOOKING_CANCELLED",
      body: `Booking ${first.booking.number} was cancelled.`,
      fromStatus: "WON",
      toStatus: "LOST",
    });
    // Staff reach the lead from the booking; the customer is not told which lead they are.
    const leadIdAs = async (user: TestUser) =>
      ok(await server.graphql(LEAD_ID, { id: first.request.id }, user.headers)).quoteRequest!.leadId;
    expect(await leadIdAs(staff)).toMatch(/^[0-9a-f-]{36}$/);
    expect(await leadIdAs(customer)).toBeNull();
  });
});

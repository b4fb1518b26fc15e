import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uniqueEmail } from "../support/auth-client.js";
import { bookTrip, errorCode, ok, problemFields, signUp, type TestUser } from "../support/charter.js";
import { startTestServer, type GraphQLResponse, type TestServer } from "../support/server.js";
import { graphql } from "./__generated__/index.js";
import type {
  BookingStatus,
  LeadStatus,
  OfferedMoves_BookingsQuery,
  PaymentStatus,
  PricingInput,
} from "./__generated__/graphql.js";

// The back office offers the moves and words the bounds the server sends (allowedStatuses,
// allowedPaymentStatuses, PricingSettings.limits). These fail when what it offers is not exactly
// what the server then accepts: every status to every status, for every role, on fresh rows.

const ENUM = graphql(`
  query OfferedMoves_Enum($name: String!) {
    __type(name: $name) {
      enumValues {
        name
      }
    }
  }
`);
const LEAD = graphql(`
  query OfferedMoves_Lead($id: ID!) {
    lead(id: $id) {
      status
      allowedStatuses
    }
  }
`);
const MOVE_LEAD = graphql(`
  mutation OfferedMoves_MoveLead($id: ID!, $status: LeadStatus!) {
    changeLeadStatus(id: $id, status: $status) {
      status
    }
  }
`);
const BOOKING_OFFER = graphql(`
  query OfferedMoves_Bookings {
    bookings(first: 100) {
      edges {
        node {
          id
          status
          paymentStatus
          allowedStatuses
          allowedPaymentStatuses
        }
      }
    }
  }
`);
const MY_BOOKINGS = graphql(`
  query OfferedMoves_MyBookings {
    myBookings(first: 100) {
      edges {
        node {
          id
          allowedStatuses
          allowedPaymentStatuses
        }
      }
    }
  }
`);
const MOVE_BOOKING = graphql(`
  mutation OfferedMoves_MoveBooking($id: ID!, $status: BookingStatus!) {
    changeBookingStatus(id: $id, status: $status) {
      status
    }
  }
`);
const MOVE_PAYMENT = graphql(`
  mutation OfferedMoves_MovePayment($id: ID!, $status: PaymentStatus!) {
    changePaymentStatus(id: $id, paymentStatus: $status) {
      paymentStatus
    }
  }
`);
const PRICING = graphql(`
  query OfferedMoves_Pricing {
    pricing {
      categories {
        category
      }
      programs {
        code
        priceUnit
      }
      limits {
        field
        min
        max
      }
    }
  }
`);
const UPDATE_PRICING = graphql(`
  mutation OfferedMoves_UpdatePricing($input: PricingInput!) {
    updatePricing(input: $input) {
      updatedAt
    }
  }
`);

/** The enums whose values the tests walk, read from the schema itself. */
type Statuses = { LeadStatus: LeadStatus; BookingStatus: BookingStatus; PaymentStatus: PaymentStatus };
type BookingOffer = OfferedMoves_BookingsQuery["bookings"]["edges"][number]["node"];

/** What a move's answer says: taken, refused as a conflict with the rules, or refused for another reason. */
const outcome = (response: GraphQLResponse) => (response.errors?.length ? String(errorCode(response)) : "TAKEN");

describe("the moves and bounds the web offers are the ones the server takes", () => {
  let server: TestServer;
  let customer: TestUser;
  let staff: TestUser;
  let admin: TestUser;
  // Introspection names the enum's values: they are that enum's by construction.
  const statusesOf = async <N extends keyof Statuses>(name: N) =>
    ok(await server.graphql(ENUM, { name })).__type!.enumValues!.map((v) => v.name as Statuses[N]);

  beforeAll(async () => {
    server = await startTestServer({ MAILER_AUTOCONFIRM: "true" });
    customer = await signUp(server, "customer");
    staff = await signUp(server, "staff");
    admin = await signUp(server, "admin");
  });
  afterAll(() => server?.close());

  /** A new lead in `status`, with an address of its own (so reopening it meets no other open lead). */
  async function leadAt(status: string): Promise<string> {
    const [row] = (await server.db.query(
      `INSERT INTO lead (contact_name, email, source, score, status, estimated_value_usd_cents) VALUES ('Moves', $1, 'MANUAL', 50, $2, 0) RETURNING id`,
      [uniqueEmail("moves"), status],
    )) as { id: string }[];
    return row!.id;
  }

  it.each(["STAFF", "ADMIN"] as const)(
    "a lead, as %s: the offered statuses are exactly those changeLeadStatus takes",
    async (role) => {
      const viewer = role === "STAFF" ? staff : admin;
      const statuses = await statusesOf("LeadStatus");
      expect(statuses.length).toBeGreaterThan(1);
      for (const from of statuses) {
        let id = await leadAt(from);
        const offered = ok(await server.graphql(LEAD, { id }, viewer.headers)).lead!.allowedStatuses;
        const taken: LeadStatus[] = [];
        for (const to of statuses) {
          const answer = outcome(await server.graphql(MOVE_LEAD, { id, status: to }, viewer.headers));
          expect(["TAKEN", "CONFLICT"], `${from} → ${to}`).toContain(answer);
          if (answer !== "TAKEN") continue;
          taken.push(to);
          id = await leadAt(from);
        }
        expect(offered.toSorted(), `from ${from}`).toEqual(taken.toSorted());
      }
    },
  );

  it("a lead, as a customer: nothing is offered (the lead is not even shown) and nothing is taken", async () => {
    const id = await leadAt("NEW");
    expect(errorCode(await server.graphql(LEAD, { id }, customer.headers))).toBe("FORBIDDEN");
    for (const to of await statusesOf("LeadStatus"))
      expect(errorCode(await server.graphql(MOVE_LEAD, { id, status: to }, customer.headers)), to).toBe("FORBIDDEN");
  });

  /** A new booking of the customer's, set to this status and payment status. */
  async function bookingAt(status: string, paymentStatus: string): Promise<string> {
    const { booking } = await bookTrip(server, customer, staff);
    await server.db.query(`UPDATE booking SET status = $2, payment_status = $3 WHERE id = $1`, [
      booking.id,
      status,
      paymentStatus,
    ]);
    return booking.id;
  }
  const offerFor = async (id: string, viewer: TestUser) =>
    ok(await server.graphql(BOOKING_OFFER, {}, viewer.headers)).bookings.edges.find((e) => e.node.id === id)!.node;

  it.each(["STAFF", "ADMIN"] as const)(
    "a booking, as %s: the offered statuses and payments are exactly those the server takes",
    async (role) => {
      const viewer = role === "STAFF" ? staff : admin;
      const [bookingStatuses, paymentStatuses] = [await statusesOf("BookingStatus"), await statusesOf("PaymentStatus")];
      // Every move from every status: the offered ones must be exactly the ones taken.
      const walk = async <S extends string>(
        what: string,
        statuses: S[],
        at: (s: S) => Promise<string>,
        offered: (b: BookingOffer) => string[],
        move: (id: string, to: S) => Promise<GraphQLResponse>,
      ) => {
        for (const from of statuses) {
          let id = await at(from);
          const offer = offered(await offerFor(id, viewer));
          const taken: string[] = [];
          for (const to of statuses) {
            const answer = outcome(await move(id, to));
            expect(["TAKEN", "CONFLICT"], `${what} ${from} → ${to}`).toContain(answer);
            if (answer !== "TAKEN") continue;
            taken.push(to);
            id = await at(from);
          }
          expect(offer.toSorted(), `${what} from ${from}`).toEqual(taken.toSorted());
        }
      };
      await walk(
        "status",
        bookingStatuses,
        (s) => bookingAt(s, "UNPAID"),
        (b) => b.allowedStatuses,
        (id, to) => server.graphql(MOVE_BOOKING, { id, status: to }, viewer.headers),
      );
      await walk(
        "payment",
        paymentStatuses,
        (s) => bookingAt("CONFIRMED", s),
        (b) => b.allowedPaymentStatuses,
        (id, to) => server.graphql(MOVE_PAYMENT, { id, status: to }, viewer.headers),
      );
    },
  );

  it("a booking, as its customer: nothing is offered and nothing is taken", async () => {
    const id = await bookingAt("CONFIRMED", "DEPOSIT_PAID");
    const mine = ok(await server.graphql(MY_BOOKINGS, {}, customer.headers));
    expect(mine.myBookings.edges.find((e) => e.node.id === id)!.node).toMatchObject({
      allowedStatuses: [],
      allowedPaymentStatuses: [],
    });
    for (const to of await statusesOf("BookingStatus"))
      expect(errorCode(await server.graphql(MOVE_BOOKING, { id, status: to }, customer.headers)), to).toBe("FORBIDDEN");
    for (const to of await statusesOf("PaymentStatus"))
      expect(errorCode(await server.graphql(MOVE_PAYMENT, { id, status: to }, customer.headers)), to).toBe("FORBIDDEN");
  });

  it("the pricing form's bounds are the ones updatePricing holds to: each end taken, one past it refused naming the field", async () => {
    const { pricing } = ok(await server.graphql(PRICING, {}, admin.headers));
    const category = pricing.categories[0]!.category;
    const program = pricing.programs.find((p) => p.priceUnit !== "CUSTOM")!.code;
    const categoryFields = ["seats", "rangeNm", "cruiseKt", "hourlyRateUsd", "dailyMinimumHours"];
    // Each figure as PricingInput carries it, and the path a refusal names it by.
    const placed = (field: string, value: number): [PricingInput, string] =>
      categoryFields.includes(field)
        ? [{ categories: [{ category, [field]: value }] }, `categories[0].${field}`]
        : field === "fromPriceUsd"
          ? [{ programs: [{ code: program, fromPriceUsd: value }] }, "programs[0].fromPriceUsd"]
          : [{ [field]: value }, field];

    expect(pricing.limits.map((l) => l.field)).toEqual(
      expect.arrayContaining([
        ...categoryFields,
        "fromPriceUsd",
        "routingFactorPercent",
        "taxiMinutes",
        "rangePercent",
        "fuelStopRangePercent",
      ]),
    );
    for (const { field, min, max } of pricing.limits) {
      for (const value of [min, max]) {
        const [input] = placed(field, value);
        expect(outcome(await server.graphql(UPDATE_PRICING, { input }, admin.headers)), `${field} = ${value}`).toBe(
          "TAKEN",
        );
      }
      for (const value of [min - 1, max + 1]) {
        const [input, path] = placed(field, value);
        expect(
          problemFields(await server.graphql(UPDATE_PRICING, { input }, admin.headers)),
          `${field} = ${value}`,
        ).toEqual([path]);
      }
    }
  });
});

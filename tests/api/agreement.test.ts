import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CURRENT_TERMS_VERSION } from "../../server/src/modules/agreements/index.js";
import {
  ACCEPT,
  errorCode,
  ok,
  problemFields,
  sendQuote,
  signUp,
  submitRequest,
  type TestUser,
} from "../support/charter.js";
import { startTestServer, type TestServer } from "../support/server.js";
import { graphql } from "./__generated__/index.js";

const TERMS = graphql(`
  query Agreement_Terms($locale: String) {
    charterTerms(locale: $locale) {
      version
      locale
      title
      summary
      sections {
        heading
        body
      }
      cancellationSchedule {
        daysBefore
        percent
      }
    }
  }
`);

export const AGREEMENT_FIELDS = graphql(`
  fragment AgreementFields on Booking {
    id
    agreement {
      termsVersion
      termsLocale
      acceptedAt
      operatorConditions
      quoteValidUntil
      cancellationSchedule {
        daysBefore
        percent
      }
      acceptedBy {
        id
        email
      }
    }
  }
`);

const MY_BOOKINGS = graphql(`
  query Agreement_MyBookings {
    myBookings {
      edges {
        node {
          ...AgreementFields
        }
      }
    }
  }
`);

const STAFF_BOOKINGS = graphql(`
  query Agreement_StaffBookings($search: String) {
    bookings(filter: { search: $search }) {
      edges {
        node {
          number
          ...AgreementFields
        }
      }
    }
  }
`);

const UPDATE_SCHEDULE = graphql(`
  mutation Agreement_UpdateSchedule($tiers: [CancellationTierInput!]!) {
    updatePricing(input: { cancellationSchedule: $tiers }) {
      cancellationSchedule {
        daysBefore
        percent
      }
    }
  }
`);

describe("the charter agreement", () => {
  let server: TestServer;
  let staff: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    server = await startTestServer({ MAILER_AUTOCONFIRM: "true" });
    staff = await signUp(server, "staff");
    admin = await signUp(server, "admin");
  });
  afterAll(() => server?.close());

  async function quotedRequest(customer: TestUser) {
    const request = await submitRequest(server, customer.email, {}, customer.headers);
    const quote = await sendQuote(server, staff, request.id, { terms: "Operator: crew rest rules apply." });
    return { request, quote };
  }

  it("serves the current terms in four languages to anyone, with the cancellation schedule", async () => {
    const english = ok(await server.graphql(TERMS, { locale: "en" })).charterTerms;
    expect(english).toMatchObject({ version: CURRENT_TERMS_VERSION, locale: "en", title: "SkyCharter charter terms" });
    expect(english.sections.length).toBeGreaterThanOrEqual(5);
    expect(english.cancellationSchedule).toEqual([
      { daysBefore: 30, percent: 10 },
      { daysBefore: 7, percent: 50 },
      { daysBefore: 0, percent: 100 },
    ]);
    const titles = new Set([english.title]);
    for (const locale of ["es", "ar", "zh"]) {
      const terms = ok(await server.graphql(TERMS, { locale })).charterTerms;
      expect(terms.locale).toBe(locale);
      expect(terms.sections).toHaveLength(english.sections.length);
      titles.add(terms.title);
    }
    expect(titles.size).toBe(4);
    expect(ok(await server.graphql(TERMS, { locale: "fr-FR" })).charterTerms.locale).toBe("en");
  });

  it("refuses an acceptance without the current terms version, naming the field, and books nothing", async () => {
    const customer = await signUp(server, "customer");
    const { request, quote } = await quotedRequest(customer);
    const none = await server.graphql(ACCEPT, { id: quote.id, termsVersion: null }, customer.headers);
    expect(problemFields(none)).toEqual(["termsVersion"]);
    const old = await server.graphql(ACCEPT, { id: quote.id, termsVersion: "2020-01" }, customer.headers);
    expect(problemFields(old)).toEqual(["termsVersion"]);
    const [row] = await server.db.query(`SELECT count(*)::int AS n FROM booking WHERE quote_request_id = $1`, [
      request.id,
    ]);
    expect(row.n).toBe(0);
  });

  it("stores the version, the schedule and conditions as shown, the time and the person, for the customer and staff", async () => {
    const customer = await signUp(server, "customer");
    const { quote } = await quotedRequest(customer);
    const before = Date.now();
    const booking = ok(
      await server.graphql(ACCEPT, { id: quote.id, termsVersion: CURRENT_TERMS_VERSION }, customer.headers),
    ).acceptQuote;
    // Changing the schedule later leaves the agreement as it was made.
    ok(
      await server.graphql(
        UPDATE_SCHEDULE,
        {
          tiers: [
            { daysBefore: 0, percent: 100 },
            { daysBefore: 14, percent: 25 },
          ],
        },
        admin.headers,
      ),
    );
    const mine = ok(await server.graphql(MY_BOOKINGS, {}, customer.headers)).myBookings.edges[0]!.node;
    expect(mine.id).toBe(booking.id);
    expect(mine.agreement).toMatchObject({
      termsVersion: CURRENT_TERMS_VERSION,
      termsLocale: "en",
      operatorConditions: "Operator: crew rest rules apply.",
      quoteValidUntil: quote.validUntil,
      cancellationSchedule: [
        { daysBefore: 30, percent: 10 },
        { daysBefore: 7, percent: 50 },
        { daysBefore: 0, percent: 100 },
      ],
      acceptedBy: { id: customer.userId, email: customer.email },
    });
    const acceptedAt = new Date(mine.agreement!.acceptedAt as string).getTime();
    expect(acceptedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(acceptedAt).toBeLessThanOrEqual(Date.now() + 1000);
    const desk = ok(await server.graphql(STAFF_BOOKINGS, { search: booking.number }, staff.headers)).bookings.edges;
    expect(desk[0]!.node.agreement).toEqual(mine.agreement);
    // The next acceptance carries the new schedule, longest notice first.
    const next = await signUp(server, "customer");
    const again = await quotedRequest(next);
    ok(await server.graphql(ACCEPT, { id: again.quote.id }, next.headers));
    const theirs = ok(await server.graphql(MY_BOOKINGS, {}, next.headers)).myBookings.edges[0]!.node;
    expect(theirs.agreement!.cancellationSchedule).toEqual([
      { daysBefore: 14, percent: 25 },
      { daysBefore: 0, percent: 100 },
    ]);
    ok(
      await server.graphql(
        UPDATE_SCHEDULE,
        {
          tiers: [
            { daysBefore: 30, percent: 10 },
            { daysBefore: 7, percent: 50 },
            { daysBefore: 0, percent: 100 },
          ],
        },
        admin.headers,
      ),
    );
  });

  it("refuses a cancellation schedule that forfeits less for a shorter notice or misses day 0", async () => {
    const bad = await server.graphql(
      UPDATE_SCHEDULE,
      {
        tiers: [
          { daysBefore: 30, percent: 50 },
          { daysBefore: 7, percent: 10 },
        ],
      },
      admin.headers,
    );
    expect(errorCode(bad)).toBe("BAD_USER_INPUT");
    expect(problemFields(bad)).toEqual(["cancellationSchedule", "cancellationSchedule"]);
    expect(errorCode(await server.graphql(UPDATE_SCHEDULE, { tiers: [] }, staff.headers))).toBe("FORBIDDEN");
  });
});

import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorCode, ok, problemFields, signUp, submitRequest, type TestUser } from "../support/charter.js";
import { waitForMail } from "../support/mailbox.js";
import { startTestServer, type TestServer } from "../support/server.js";
import { graphql } from "./__generated__/index.js";
import type { SafetyRating } from "./__generated__/graphql.js";

// Operators' answers become quote options with the broker's margin: the customer's price is the
// operator's price in US dollars at the fixed rate plus the margin, never below the minimum margin;
// each quote keeps the aircraft and operator as they were when it was sent.

const CREATE_OPERATOR = graphql(`
  mutation QuoteMargins_CreateOperator($input: OperatorInput!) {
    createOperator(input: $input) {
      id
      name
    }
  }
`);

const ADD_AIRCRAFT = graphql(`
  mutation QuoteMargins_AddAircraft($operatorId: ID!, $input: FleetAircraftInput!) {
    addAircraft(operatorId: $operatorId, input: $input) {
      id
      registration
    }
  }
`);

const UPDATE_AIRCRAFT = graphql(`
  mutation QuoteMargins_UpdateAircraft($id: ID!, $input: FleetAircraftInput!) {
    updateAircraft(id: $id, input: $input) {
      id
      seats
    }
  }
`);

const SEND_RFQ = graphql(`
  mutation QuoteMargins_SendRfq($quoteRequestId: ID!, $recipients: [RfqRecipientInput!]!) {
    sendRfq(quoteRequestId: $quoteRequestId, recipients: $recipients) {
      id
      operator {
        id
      }
    }
  }
`);

const ANSWER = graphql(`
  mutation QuoteMargins_Answer($token: String!, $rfqId: ID!, $input: RfqQuoteInput!) {
    answerRfq(token: $token, rfqId: $rfqId, input: $input) {
      id
      status
    }
  }
`);

const PRICING = graphql(`
  mutation QuoteMargins_Pricing($input: PricingInput!) {
    updatePricing(input: $input) {
      marginDefaultPercent
      marginMinimumUsd
    }
  }
`);

graphql(`
  fragment QuoteMargins_Quote on Quote {
    id
    priceUsd
    aircraft
    operator
    terms
    validUntil
    rfqId
    operatorPriceUsd
    marginUsd
    priceAgainstEstimate
    operatorAudits
    aircraftDetails {
      typeName
      registration
      category
      yearOfManufacture
      yearOfRefurbishment
      seats
      wifi
      lavatory
      petsAllowed
    }
  }
`);

const SEND_QUOTES = graphql(`
  mutation QuoteMargins_SendQuotes($quoteRequestId: ID!, $options: [RfqQuoteOptionInput!]!) {
    sendRfqQuotes(quoteRequestId: $quoteRequestId, options: $options) {
      ...QuoteMargins_Quote
    }
  }
`);

const REQUEST = graphql(`
  query QuoteMargins_Request($id: ID!) {
    quoteRequest(id: $id) {
      status
      estimate {
        lowUsd
        highUsd
      }
      quotes {
        ...QuoteMargins_Quote
      }
    }
  }
`);

const DAY_MS = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
const tail = () => `M-${randomUUID().replace(/-/g, "").slice(0, 5).toUpperCase()}`;

const aircraftInput = (registration: string, overrides: Record<string, unknown> = {}) => ({
  registration,
  typeName: "Citation XLS+",
  category: "MIDSIZE" as const,
  yearOfManufacture: 2014,
  yearOfRefurbishment: 2022,
  seats: 8,
  baseAirport: "FAB",
  wifi: true,
  lavatory: true,
  petsAllowed: false,
  ...overrides,
});

describe("quote margins", () => {
  let server: TestServer;
  let admin: TestUser;
  let staff: TestUser;
  let customer: TestUser;

  /** An operator with one contact, the given audits and one midsize aircraft near London. */
  async function operatorWith(audits: SafetyRating[], aircraft: Record<string, unknown> = {}) {
    const contactEmail = `ops-${randomUUID().slice(0, 8)}@operator.example`;
    const operator = ok(
      await server.graphql(
        CREATE_OPERATOR,
        {
          input: {
            name: `Margin Air ${randomUUID().slice(0, 6)}`,
            aocNumber: `GB-${randomUUID().slice(0, 8)}`,
            aocExpiresOn: inDays(400),
            country: "GB",
            insuranceExpiresOn: inDays(200),
            audits: audits.map((rating) => ({ rating, expiresOn: inDays(300) })),
            contacts: [{ name: "Desk", email: contactEmail, language: "en" }],
          },
        },
        admin.headers,
      ),
    ).createOperator;
    const registration = tail();
    const added = ok(
      await server.graphql(
        ADD_AIRCRAFT,
        { operatorId: operator.id, input: aircraftInput(registration, aircraft) },
        admin.headers,
      ),
    ).addAircraft;
    return { ...operator, contactEmail, aircraftId: added.id, registration };
  }

  /** A customer's request answered by two operators: one in euros, one in dollars. */
  async function answeredRequest() {
    const euro = await operatorWith(["ARGUS_PLATINUM", "IS_BAO_STAGE_2"]);
    const dollar = await operatorWith(["WYVERN_WINGMAN"], {
      yearOfManufacture: 2019,
      yearOfRefurbishment: null,
      seats: 9,
      wifi: false,
    });
    const request = await submitRequest(server, customer.email, { category: "MIDSIZE" }, customer.headers);
    const rfqs = ok(
      await server.graphql(
        SEND_RFQ,
        {
          quoteRequestId: request.id,
          recipients: [euro, dollar].map((o) => ({ operatorId: o.id, contactEmail: o.contactEmail })),
        },
        staff.headers,
      ),
    ).sendRfq;
    const validUntil = new Date(Date.now() + 3 * DAY_MS).toISOString();
    for (const [operator, price, currency] of [
      [euro, 20_000, "EUR"],
      [dollar, 30_000, "USD"],
    ] as const) {
      const rfq = rfqs.find((r) => r.operator.id === operator.id)!;
      const token = new URL((await waitForMail(server.dataDir, operator.contactEmail)).link!).pathname.replace(
        /^\/rfq\//,
        "",
      );
      ok(
        await server.graphql(ANSWER, {
          token,
          rfqId: rfq.id,
          input: {
            aircraftId: operator.aircraftId,
            price,
            currency,
            validUntil,
            conditions: `Conditions of ${operator.name}.`,
          },
        }),
      );
    }
    const rfqOf = (operator: { id: string }) => rfqs.find((r) => r.operator.id === operator.id)!.id;
    return { request, euro, dollar, euroRfq: rfqOf(euro), dollarRfq: rfqOf(dollar), validUntil };
  }

  beforeAll(async () => {
    server = await startTestServer({ MAILER_AUTOCONFIRM: "true" });
    [admin, staff, customer] = await Promise.all([
      signUp(server, "admin"),
      signUp(server, "staff"),
      signUp(server, "customer"),
    ]);
    // The defaults the migration sets, said here so the arithmetic below reads on its own.
    ok(await server.graphql(PRICING, { input: { marginDefaultPercent: 10, marginMinimumUsd: 500 } }, admin.headers));
  });
  afterAll(() => server?.close());

  it("turns an answer in euros into a quote with a 10% margin, priced in US dollars at the fixed rate", async () => {
    const { request, euro, euroRfq, validUntil } = await answeredRequest();
    const [quote] = ok(
      await server.graphql(
        SEND_QUOTES,
        { quoteRequestId: request.id, options: [{ rfqId: euroRfq, marginPercent: 10 }] },
        staff.headers,
      ),
    ).sendRfqQuotes;
    // 20,000 EUR ÷ 0.92 = 21,739.13 USD; 10% of it is 2,173.91; together 23,913.04 → 23,913.
    expect(quote).toMatchObject({
      priceUsd: 23_913,
      operatorPriceUsd: 21_739,
      marginUsd: 2_174,
      rfqId: euroRfq,
      operator: euro.name,
      aircraft: `Citation XLS+ (${euro.registration})`,
      terms: `Conditions of ${euro.name}.`,
      validUntil,
      operatorAudits: ["ARGUS_PLATINUM", "IS_BAO_STAGE_2"],
      aircraftDetails: {
        typeName: "Citation XLS+",
        registration: euro.registration,
        category: "MIDSIZE",
        yearOfManufacture: 2014,
        yearOfRefurbishment: 2022,
        seats: 8,
        wifi: true,
        lavatory: true,
        petsAllowed: false,
      },
    });
    // Without a margin given, the default applies; a fixed amount is taken as it is.
    const { request: second, euroRfq: euro2, dollarRfq: dollar2 } = await answeredRequest();
    const both = ok(
      await server.graphql(
        SEND_QUOTES,
        { quoteRequestId: second.id, options: [{ rfqId: euro2 }, { rfqId: dollar2, marginUsd: 1_500 }] },
        staff.headers,
      ),
    ).sendRfqQuotes;
    expect(both.map((q) => [q.priceUsd, q.marginUsd])).toEqual([
      [23_913, 2_174],
      [31_500, 1_500],
    ]);
    // Staff only.
    expect(
      errorCode(
        await server.graphql(SEND_QUOTES, { quoteRequestId: second.id, options: [{ rfqId: euro2 }] }, customer.headers),
      ),
    ).toBe("FORBIDDEN");
  });

  it("refuses a margin below the minimum, naming the field, and sends nothing", async () => {
    const { request, euroRfq, dollarRfq } = await answeredRequest();
    const refused = await server.graphql(
      SEND_QUOTES,
      {
        quoteRequestId: request.id,
        options: [
          { rfqId: euroRfq, marginPercent: 10 },
          // 1% of 30,000 is 300: below the 500 minimum.
          { rfqId: dollarRfq, marginPercent: 1 },
          { rfqId: dollarRfq, marginUsd: 100 },
          { rfqId: randomUUID(), marginUsd: 1_000 },
        ],
      },
      staff.headers,
    );
    expect(problemFields(refused)).toEqual(["options[1].marginPercent", "options[2].rfqId", "options[3].rfqId"]);
    const alone = await server.graphql(
      SEND_QUOTES,
      { quoteRequestId: request.id, options: [{ rfqId: dollarRfq, marginUsd: 499 }] },
      staff.headers,
    );
    expect(problemFields(alone)).toEqual(["options[0].marginUsd"]);
    expect(ok(await server.graphql(REQUEST, { id: request.id }, customer.headers)).quoteRequest!.quotes).toEqual([]);

    // The minimum is the admin's to change, within its bounds.
    const bounds = await server.graphql(
      PRICING,
      { input: { marginMinimumUsd: -1, marginDefaultPercent: 101 } },
      admin.headers,
    );
    expect(problemFields(bounds)).toEqual(["marginDefaultPercent", "marginMinimumUsd"]);
    expect(errorCode(await server.graphql(PRICING, { input: { marginMinimumUsd: 100 } }, staff.headers))).toBe(
      "FORBIDDEN",
    );
  });

  it("sends an operator's answer once, and a batch with an answer already out sends none of it", async () => {
    const { request, euroRfq, dollarRfq } = await answeredRequest();
    const send = (options: { rfqId: string }[]) =>
      server.graphql(SEND_QUOTES, { quoteRequestId: request.id, options }, staff.headers);
    ok(await send([{ rfqId: euroRfq }]));
    // Twice in a row (a double click, two staff at once): the second is refused, and with it the
    // dollar answer it came with, so the customer sees each answer once and nothing half sent.
    const [again, together] = await Promise.all([
      send([{ rfqId: euroRfq }]),
      send([{ rfqId: dollarRfq }, { rfqId: euroRfq }]),
    ]);
    expect(errorCode(again)).toBe("CONFLICT");
    expect(errorCode(together)).toBe("CONFLICT");
    const quotes = ok(await server.graphql(REQUEST, { id: request.id }, customer.headers)).quoteRequest!.quotes;
    expect(quotes).toHaveLength(1);
    // The dollar answer alone still goes.
    ok(await send([{ rfqId: dollarRfq }]));
    expect(ok(await server.graphql(REQUEST, { id: request.id }, customer.headers)).quoteRequest!.quotes).toHaveLength(
      2,
    );
  });

  it("keeps the aircraft as it was sent when the fleet aircraft is edited later", async () => {
    const { request, euro, euroRfq } = await answeredRequest();
    ok(
      await server.graphql(
        SEND_QUOTES,
        { quoteRequestId: request.id, options: [{ rfqId: euroRfq, marginPercent: 12 }] },
        staff.headers,
      ),
    );
    ok(
      await server.graphql(
        UPDATE_AIRCRAFT,
        {
          id: euro.aircraftId,
          input: aircraftInput(euro.registration, { seats: 6, yearOfRefurbishment: 2025, wifi: false }),
        },
        admin.headers,
      ),
    );
    const [quote] = ok(await server.graphql(REQUEST, { id: request.id }, customer.headers)).quoteRequest!.quotes;
    expect(quote!.aircraftDetails).toMatchObject({ seats: 8, yearOfRefurbishment: 2022, wifi: true });
  });

  it("shows the customer the options cheapest first, each against the request's estimate, without the margin", async () => {
    const { request, euroRfq, dollarRfq } = await answeredRequest();
    ok(
      await server.graphql(
        SEND_QUOTES,
        {
          quoteRequestId: request.id,
          // The dearer one first: the list is still cheapest first.
          options: [
            { rfqId: dollarRfq, marginPercent: 10 },
            { rfqId: euroRfq, marginPercent: 10 },
          ],
        },
        staff.headers,
      ),
    );
    const seen = ok(await server.graphql(REQUEST, { id: request.id }, customer.headers)).quoteRequest!;
    expect(seen.status).toBe("QUOTED");
    expect(seen.quotes.map((q) => q.priceUsd)).toEqual([23_913, 33_000]);
    const { lowUsd, highUsd } = seen.estimate!;
    for (const quote of seen.quotes) {
      const expected = quote.priceUsd < lowUsd ? "BELOW" : quote.priceUsd > highUsd ? "ABOVE" : "WITHIN";
      expect(quote.priceAgainstEstimate).toBe(expected);
      // The broker's side stays the broker's.
      expect([quote.rfqId, quote.operatorPriceUsd, quote.marginUsd]).toEqual([null, null, null]);
    }
    expect(seen.quotes.map((q) => q.aircraftDetails?.seats)).toEqual([8, 9]);
    expect(seen.quotes[1]!.operatorAudits).toEqual(["WYVERN_WINGMAN"]);
  });
});

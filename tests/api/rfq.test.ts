import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorCode, ok, problemFields, signUp, submitRequest, type TestUser } from "../support/charter.js";
import { waitForMail } from "../support/mailbox.js";
import { startTestServer, type TestServer } from "../support/server.js";
import { graphql } from "./__generated__/index.js";
import type { OperatorInput, RfqQuoteInput } from "./__generated__/graphql.js";

// Requests for quotes: staff ask operators near the departure to quote a trip; each operator's
// contact answers once through an emailed link, without an account, and sees the trip only.

const CREATE_OPERATOR = graphql(`
  mutation RfqTest_CreateOperator($input: OperatorInput!) {
    createOperator(input: $input) {
      id
      name
    }
  }
`);

const ADD_AIRCRAFT = graphql(`
  mutation RfqTest_AddAircraft($operatorId: ID!, $input: FleetAircraftInput!) {
    addAircraft(operatorId: $operatorId, input: $input) {
      id
      registration
    }
  }
`);

const SUGGESTIONS = graphql(`
  query RfqTest_Suggestions($quoteRequestId: ID!) {
    rfqSuggestions(quoteRequestId: $quoteRequestId) {
      nearestNm
      operator {
        id
        quotable
        contacts {
          email
          language
        }
      }
      aircraft {
        distanceNm
        aircraft {
          id
          registration
          seats
          yearOfManufacture
          category
        }
      }
    }
  }
`);

graphql(`
  fragment RfqTest_Rfq on Rfq {
    id
    status
    contactEmail
    contactLanguage
    expired
    operator {
      id
      name
    }
    answer {
      price
      currency
      priceUsd
      validUntil
      conditions
      declineReason
      aircraft {
        registration
        seats
      }
    }
  }
`);

const SEND = graphql(`
  mutation RfqTest_Send($quoteRequestId: ID!, $recipients: [RfqRecipientInput!]!) {
    sendRfq(quoteRequestId: $quoteRequestId, recipients: $recipients) {
      ...RfqTest_Rfq
    }
  }
`);

const LIST = graphql(`
  query RfqTest_List($quoteRequestId: ID!) {
    rfqs(quoteRequestId: $quoteRequestId) {
      ...RfqTest_Rfq
    }
  }
`);

const LEAD = graphql(`
  query RfqTest_Lead($id: ID!) {
    lead(id: $id) {
      quoteRequests {
        id
        rfqs {
          ...RfqTest_Rfq
        }
      }
    }
  }
`);

const MY_REQUEST = graphql(`
  query RfqTest_MyRequest($id: ID!) {
    quoteRequest(id: $id) {
      id
      rfqs {
        id
      }
    }
  }
`);

const INVITATION = graphql(`
  query RfqTest_Invitation($token: String!) {
    rfqInvitation(token: $token) {
      id
      operatorName
      contactName
      status
      expiresAt
      trip {
        reference
        tripType
        passengers
        category
        pets
        luggage
        legs {
          from
          to
          departAt
          fromAirport {
            code
            name
            city
          }
          toAirport {
            code
          }
        }
      }
      fleet {
        id
        registration
        typeName
        seats
      }
      answer {
        price
        currency
        priceUsd
        declineReason
      }
    }
  }
`);

const ANSWER = graphql(`
  mutation RfqTest_Answer($token: String!, $rfqId: ID!, $input: RfqQuoteInput!) {
    answerRfq(token: $token, rfqId: $rfqId, input: $input) {
      id
      status
      answer {
        price
        currency
        priceUsd
      }
    }
  }
`);

const DECLINE = graphql(`
  mutation RfqTest_Decline($token: String!, $rfqId: ID!, $reason: String!) {
    declineRfq(token: $token, rfqId: $rfqId, reason: $reason) {
      id
      status
      answer {
        declineReason
      }
    }
  }
`);

const DAY_MS = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
const tail = () => `T-${randomUUID().replace(/-/g, "").slice(0, 5).toUpperCase()}`;
const tokenOf = (link: string) => new URL(link).pathname.replace(/^\/rfq\//, "");

const CLIENT = {
  name: "Grace Hopper-Quinn",
  phone: "+44 20 7946 0123",
  company: "Compilers Unlimited Ltd",
  notes: "Private: the client's own note for the broker.",
};

describe("requests for quotes", () => {
  let server: TestServer;
  let admin: TestUser;
  let staff: TestUser;
  let customer: TestUser;

  /** An operator with one contact (in `language`) and one midsize aircraft at `base`. */
  async function operatorWith(language: string, base: string, overrides: Partial<OperatorInput> = {}) {
    const contactEmail = `ops-${randomUUID().slice(0, 8)}@operator.example`;
    const operator = ok(
      await server.graphql(
        CREATE_OPERATOR,
        {
          input: {
            name: `Test Air ${randomUUID().slice(0, 6)}`,
            aocNumber: `GB-${randomUUID().slice(0, 8)}`,
            aocExpiresOn: inDays(400),
            country: "GB",
            insuranceExpiresOn: inDays(200),
            contacts: [{ name: `Desk ${language}`, email: contactEmail, language }],
            ...overrides,
          },
        },
        admin.headers,
      ),
    ).createOperator;
    const aircraft = ok(
      await server.graphql(
        ADD_AIRCRAFT,
        {
          operatorId: operator.id,
          input: {
            registration: tail(),
            typeName: "Citation XLS+",
            category: "MIDSIZE",
            yearOfManufacture: 2014,
            seats: 8,
            baseAirport: base,
          },
        },
        admin.headers,
      ),
    ).addAircraft;
    return { ...operator, contactEmail, aircraft };
  }

  /** A customer's midsize trip from London with everything a client tells us about themselves. */
  async function clientRequest() {
    const email = `client-${randomUUID().slice(0, 8)}@client.example`;
    const request = await submitRequest(
      server,
      email,
      {
        category: "MIDSIZE",
        pets: true,
        luggage: "Two golf bags",
        notes: CLIENT.notes,
        contact: { name: CLIENT.name, email, phone: CLIENT.phone, company: CLIENT.company },
      },
      customer.headers,
    );
    const [row] = (await server.db.query(`SELECT lead_id FROM quote_request WHERE id = $1`, [request.id])) as {
      lead_id: string;
    }[];
    return { ...request, email, leadId: row!.lead_id };
  }

  const quote = (aircraftId: string, overrides: Partial<RfqQuoteInput> = {}): RfqQuoteInput => ({
    aircraftId,
    price: 20_000,
    currency: "USD",
    validUntil: new Date(Date.now() + 3 * DAY_MS).toISOString(),
    conditions: "Subject to slot availability.",
    ...overrides,
  });

  /** The link's token in the newest mail to `email`, once it has `count` of them. */
  async function linkFor(email: string, count = 1): Promise<string> {
    return tokenOf((await waitForMail(server.dataDir, email, { after: count - 1 })).link!);
  }

  beforeAll(async () => {
    server = await startTestServer({ MAILER_AUTOCONFIRM: "true" });
    [admin, staff, customer] = await Promise.all([
      signUp(server, "admin"),
      signUp(server, "staff"),
      signUp(server, "customer"),
    ]);
  });
  afterAll(() => server?.close());

  it("suggests quotable operators near the departure, sends to two, and lists their answers cheapest first in USD", async () => {
    const spanish = await operatorWith("es", "FAB");
    const arabic = await operatorWith("ar", "LTN");
    const lapsed = await operatorWith("zh", "LHR", { aocExpiresOn: inDays(-2) });
    const request = await clientRequest();

    const suggestions = ok(
      await server.graphql(SUGGESTIONS, { quoteRequestId: request.id }, staff.headers),
    ).rfqSuggestions;
    const suggested = suggestions.map((s) => s.operator.id);
    expect(suggested).toContain(spanish.id);
    expect(suggested).toContain(arabic.id);
    expect(suggested).not.toContain(lapsed.id);
    for (const s of suggestions) expect(s.operator.quotable).toBe(true);
    const fab = suggestions.find((s) => s.operator.id === spanish.id)!;
    expect(fab.aircraft[0]).toMatchObject({
      aircraft: { id: spanish.aircraft.id, seats: 8, yearOfManufacture: 2014, category: "MIDSIZE" },
    });
    expect(fab.nearestNm).toBe(fab.aircraft[0]!.distanceNm);
    expect(fab.nearestNm).toBeGreaterThan(0);
    expect(fab.nearestNm).toBeLessThan(60);

    // A lapsed operator or a contact that is not the operator's is refused, naming the recipient.
    const refused = await server.graphql(
      SEND,
      {
        quoteRequestId: request.id,
        recipients: [
          { operatorId: lapsed.id, contactEmail: lapsed.contactEmail },
          { operatorId: spanish.id, contactEmail: "someone@else.example" },
        ],
      },
      staff.headers,
    );
    expect(problemFields(refused)).toEqual(["recipients[0].operatorId", "recipients[1].contactEmail"]);
    expect(
      errorCode(await server.graphql(SEND, { quoteRequestId: request.id, recipients: [] }, customer.headers)),
    ).toBe("FORBIDDEN");

    const sent = ok(
      await server.graphql(
        SEND,
        {
          quoteRequestId: request.id,
          recipients: [
            { operatorId: spanish.id, contactEmail: spanish.contactEmail.toUpperCase() },
            { operatorId: arabic.id, contactEmail: arabic.contactEmail },
          ],
        },
        staff.headers,
      ),
    ).sendRfq;
    expect(sent.map((r) => [r.status, r.contactLanguage])).toEqual([
      ["SENT", "es"],
      ["SENT", "ar"],
    ]);

    // Each contact's email is queued in its language, with a plain-text part holding the link.
    const outbox = (await server.db.query(
      `SELECT to_address, locale, kind, subject FROM mail_outbox WHERE to_address = ANY($1) ORDER BY locale`,
      [[spanish.contactEmail, arabic.contactEmail]],
    )) as { to_address: string; locale: string; kind: string; subject: string }[];
    expect(outbox).toEqual([
      {
        to_address: arabic.contactEmail,
        locale: "ar",
        kind: "rfq_request",
        subject: `طلب عروض أسعار ${request.reference}: LHR → LBG`,
      },
      {
        to_address: spanish.contactEmail,
        locale: "es",
        kind: "rfq_request",
        subject: `Solicitud de cotización ${request.reference}: LHR → LBG`,
      },
    ]);
    const spanishMail = await waitForMail(server.dataDir, spanish.contactEmail);
    const arabicMail = await waitForMail(server.dataDir, arabic.contactEmail);
    expect(spanishMail.text).toContain("Responder a la solicitud");
    expect(arabicMail.text).toContain("الرد على الطلب");
    expect(arabicMail.html).toContain('dir="rtl"');
    for (const mail of [spanishMail, arabicMail]) {
      // The page opens in the contact's language.
      expect(mail.link).toMatch(/\/rfq\/[A-Za-z0-9_-]{43}\?lang=(en|es|ar|zh)$/);
      expect(mail.text).not.toContain(CLIENT.name);
      expect(mail.text).not.toContain(request.email);
    }
    const spanishToken = tokenOf(spanishMail.link!);
    const arabicToken = tokenOf(arabicMail.link!);
    // Stored hashed: the token itself is nowhere in the table.
    const stored = (await server.db.query(`SELECT token_hash FROM rfq WHERE quote_request_id = $1`, [request.id])) as {
      token_hash: string;
    }[];
    expect(stored.map((r) => r.token_hash)).not.toContain(spanishToken);

    // The page shows the trip only: nothing of the client.
    const invitation = await server.graphql(INVITATION, { token: spanishToken });
    const page = ok(invitation).rfqInvitation;
    expect(page).toMatchObject({
      status: "SENT",
      operatorName: spanish.name,
      trip: {
        reference: request.reference,
        passengers: 4,
        category: "MIDSIZE",
        pets: true,
        luggage: "Two golf bags",
        legs: [{ from: "LHR", to: "LBG", fromAirport: { code: "LHR" }, toAirport: { code: "LBG" } }],
      },
      fleet: [{ id: spanish.aircraft.id, registration: spanish.aircraft.registration }],
      answer: null,
    });
    const json = JSON.stringify(invitation);
    for (const secret of [CLIENT.name, request.email, CLIENT.phone, CLIENT.company, CLIENT.notes, "Grace"])
      expect(json).not.toContain(secret);

    // Faulty answers name their fields and spend nothing.
    const faulty = await server.graphql(ANSWER, {
      token: spanishToken,
      rfqId: page.id,
      input: quote(arabic.aircraft.id, { price: 0, validUntil: new Date(Date.now() - DAY_MS).toISOString() }),
    });
    expect(problemFields(faulty)).toEqual(["input.aircraftId", "input.price", "input.validUntil"]);

    // Both answer: 20,000 EUR is about 21,739 USD at the fixed rate, so the dollar quote comes first.
    const inEuros = ok(
      await server.graphql(ANSWER, {
        token: spanishToken,
        rfqId: page.id,
        input: quote(spanish.aircraft.id, { price: 20_000, currency: "EUR" }),
      }),
    ).answerRfq;
    expect(inEuros).toMatchObject({ status: "ANSWERED", answer: { price: 20_000, currency: "EUR", priceUsd: 21_739 } });
    const arabicRfq = ok(await server.graphql(INVITATION, { token: arabicToken })).rfqInvitation;
    ok(
      await server.graphql(ANSWER, {
        token: arabicToken,
        rfqId: arabicRfq.id,
        input: quote(arabic.aircraft.id, { price: 20_500, currency: "USD" }),
      }),
    );

    const listed = ok(await server.graphql(LIST, { quoteRequestId: request.id }, staff.headers)).rfqs;
    expect(listed.map((r) => [r.operator.id, r.answer?.currency, r.answer?.price, r.answer?.priceUsd])).toEqual([
      [arabic.id, "USD", 20_500, 20_500],
      [spanish.id, "EUR", 20_000, 21_739],
    ]);
    expect(listed[1]!.answer).toMatchObject({
      conditions: "Subject to slot availability.",
      aircraft: { registration: spanish.aircraft.registration, seats: 8 },
    });
    // The lead page reads the same list through the request, one statement for every request.
    const lead = ok(await server.graphql(LEAD, { id: request.leadId }, staff.headers)).lead!;
    expect(lead.quoteRequests.find((r) => r.id === request.id)!.rfqs.map((r) => r.operator.id)).toEqual([
      arabic.id,
      spanish.id,
    ]);
    // The customer never sees whom we asked.
    expect(ok(await server.graphql(MY_REQUEST, { id: request.id }, customer.headers)).quoteRequest!.rfqs).toEqual([]);

    // One answer per link: a second submit is refused, and the page shows the recorded answer.
    const again = await server.graphql(ANSWER, {
      token: spanishToken,
      rfqId: page.id,
      input: quote(spanish.aircraft.id, { price: 1_000 }),
    });
    expect(errorCode(again)).toBe("CONFLICT");
    const decliningLater = await server.graphql(DECLINE, {
      token: spanishToken,
      rfqId: page.id,
      reason: "Changed mind",
    });
    expect(errorCode(decliningLater)).toBe("CONFLICT");
    expect(ok(await server.graphql(INVITATION, { token: spanishToken })).rfqInvitation).toMatchObject({
      status: "ANSWERED",
      answer: { price: 20_000, currency: "EUR" },
    });
    // A link answers its own RFQ only: not the other operator's of this request.
    const crossed = await server.graphql(ANSWER, {
      token: arabicToken,
      rfqId: page.id,
      input: quote(arabic.aircraft.id),
    });
    expect(errorCode(crossed)).toBe("NOT_FOUND");
  });

  it("records a decline with its reason, listed after the answers", async () => {
    const first = await operatorWith("en", "FAB");
    const second = await operatorWith("zh", "FAB");
    const request = await clientRequest();
    ok(
      await server.graphql(
        SEND,
        {
          quoteRequestId: request.id,
          recipients: [
            { operatorId: first.id, contactEmail: first.contactEmail },
            { operatorId: second.id, contactEmail: second.contactEmail },
          ],
        },
        staff.headers,
      ),
    );
    expect((await waitForMail(server.dataDir, second.contactEmail)).text).toContain("回复请求");
    const firstToken = await linkFor(first.contactEmail);
    const secondToken = await linkFor(second.contactEmail);
    const firstId = ok(await server.graphql(INVITATION, { token: firstToken })).rfqInvitation.id;
    const secondId = ok(await server.graphql(INVITATION, { token: secondToken })).rfqInvitation.id;

    expect(problemFields(await server.graphql(DECLINE, { token: firstToken, rfqId: firstId, reason: "  " }))).toEqual([
      "reason",
    ]);
    const declined = ok(
      await server.graphql(DECLINE, { token: firstToken, rfqId: firstId, reason: "The aircraft is in maintenance." }),
    ).declineRfq;
    expect(declined).toMatchObject({
      status: "DECLINED",
      answer: { declineReason: "The aircraft is in maintenance." },
    });
    ok(
      await server.graphql(ANSWER, {
        token: secondToken,
        rfqId: secondId,
        input: quote(second.aircraft.id, { price: 150_000, currency: "CNY" }),
      }),
    );
    const listed = ok(await server.graphql(LIST, { quoteRequestId: request.id }, staff.headers)).rfqs;
    expect(listed.map((r) => [r.status, r.answer?.priceUsd ?? null, r.answer?.declineReason ?? null])).toEqual([
      ["ANSWERED", 20_718, null],
      ["DECLINED", null, "The aircraft is in maintenance."],
    ]);
    // The lead's timeline tells the story: who was asked, who declined and why, who answered with what.
    const timeline = (await server.db.query(
      `SELECT a.kind, a.body FROM lead_activity a JOIN quote_request r ON r.lead_id = a.lead_id
        WHERE r.id = $1 AND a.kind::text LIKE 'RFQ_%' ORDER BY a.created_at, a.kind`,
      [request.id],
    )) as { kind: string; body: string }[];
    expect(timeline.map((entry) => entry.kind)).toEqual(["RFQ_SENT", "RFQ_DECLINED", "RFQ_ANSWERED"]);
    expect(timeline[0]!.body).toContain(first.contactEmail);
    expect(timeline[0]!.body).toContain(second.contactEmail);
    expect(timeline[1]!.body).toMatch(/declined: The aircraft is in maintenance\.$/);
    expect(timeline[2]!.body).toContain("150,000 CNY (20,718 USD)");
  });

  it("refuses an expired link, a link used for another request, and a made-up token", async () => {
    const operator = await operatorWith("en", "FAB");
    const [one, other] = [await clientRequest(), await clientRequest()];
    for (const request of [one, other])
      ok(
        await server.graphql(
          SEND,
          {
            quoteRequestId: request.id,
            recipients: [{ operatorId: operator.id, contactEmail: operator.contactEmail }],
          },
          staff.headers,
        ),
      );
    const rows = (await server.db.query(
      `SELECT id, quote_request_id FROM rfq WHERE operator_id = $1 ORDER BY created_at`,
      [operator.id],
    )) as { id: string; quote_request_id: string }[];
    const [oneRfq, otherRfq] = rows.map((r) => r.id) as [string, string];
    // The newest mail is the other request's; its link works for that RFQ only.
    const otherToken = await linkFor(operator.contactEmail, 2);
    expect(ok(await server.graphql(INVITATION, { token: otherToken })).rfqInvitation.id).toBe(otherRfq);
    const wrongRequest = await server.graphql(ANSWER, {
      token: otherToken,
      rfqId: oneRfq,
      input: quote(operator.aircraft.id),
    });
    expect(errorCode(wrongRequest)).toBe("NOT_FOUND");
    expect(errorCode(await server.graphql(DECLINE, { token: otherToken, rfqId: oneRfq, reason: "No" }))).toBe(
      "NOT_FOUND",
    );
    const stillOpen = await server.graphql(LIST, { quoteRequestId: one.id }, staff.headers);
    expect(ok(stillOpen).rfqs.map((r) => r.status)).toEqual(["SENT"]);

    // Past its expiry the link shows nothing and takes no answer.
    await server.db.query(`UPDATE rfq SET expires_at = now() - interval '1 minute' WHERE id = $1`, [otherRfq]);
    expect(errorCode(await server.graphql(INVITATION, { token: otherToken }))).toBe("FORBIDDEN");
    expect(
      errorCode(
        await server.graphql(ANSWER, { token: otherToken, rfqId: otherRfq, input: quote(operator.aircraft.id) }),
      ),
    ).toBe("FORBIDDEN");
    expect(ok(await server.graphql(LIST, { quoteRequestId: other.id }, staff.headers)).rfqs[0]).toMatchObject({
      status: "SENT",
      expired: true,
    });

    // A made-up token is no link at all.
    const madeUp = randomUUID() + randomUUID();
    expect(errorCode(await server.graphql(INVITATION, { token: madeUp }))).toBe("NOT_FOUND");
    expect(
      errorCode(await server.graphql(ANSWER, { token: madeUp, rfqId: oneRfq, input: quote(operator.aircraft.id) })),
    ).toBe("NOT_FOUND");
    expect(errorCode(await server.graphql(INVITATION, { token: "" }))).toBe("NOT_FOUND");
  });
});

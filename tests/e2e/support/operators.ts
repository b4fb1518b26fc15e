import { randomBytes } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import { gql } from "../__generated__/index.js";
import type { FleetAircraftInput, SafetyAuditInput } from "../__generated__/graphql.js";
import { graphql } from "./api.js";
import { mailTo } from "./accounts.js";
import { adminToken } from "./staff.js";

// Operators with one aircraft, asked to quote a request and answering through their links, made
// through the API so a test spends its browser time on the pages it is about.

const CREATE_OPERATOR = gql(`
  mutation Operators_Create($input: OperatorInput!) {
    createOperator(input: $input) {
      id
    }
  }
`);
const ADD_AIRCRAFT = gql(`
  mutation Operators_AddAircraft($operatorId: ID!, $input: FleetAircraftInput!) {
    addAircraft(operatorId: $operatorId, input: $input) {
      id
    }
  }
`);
const SEND_RFQ = gql(`
  mutation Operators_SendRfq($quoteRequestId: ID!, $recipients: [RfqRecipientInput!]!) {
    sendRfq(quoteRequestId: $quoteRequestId, recipients: $recipients) {
      id
      contactEmail
    }
  }
`);
const ANSWER_RFQ = gql(`
  mutation Operators_Answer($token: String!, $rfqId: ID!, $input: RfqQuoteInput!) {
    answerRfq(token: $token, rfqId: $rfqId, input: $input) {
      id
    }
  }
`);

export const letters = (n: number) => [...randomBytes(n)].map((byte) => String.fromCharCode(65 + (byte % 26))).join("");
export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export interface TestOperator {
  id: string;
  name: string;
  email: string;
  aircraftId: string;
  registration: string;
}

/** A quotable operator (papers valid for a year) whose one contact speaks `language`, with one midsize jet. */
export async function createOperator(
  request: APIRequestContext,
  o: {
    name: string;
    language: string;
    registration: string;
    base?: string;
    audits?: SafetyAuditInput[];
    aircraft?: Partial<FleetAircraftInput>;
  },
): Promise<TestOperator> {
  const email = `ops-${o.registration.toLowerCase()}@operator.example`;
  const { createOperator: made } = await graphql(
    request,
    CREATE_OPERATOR,
    {
      input: {
        name: o.name,
        aocNumber: `GB-OPS-${o.registration}`,
        aocExpiresOn: inDays(400),
        country: "GB",
        insuranceExpiresOn: inDays(300),
        audits: o.audits ?? [],
        contacts: [{ name: "Desk", email, language: o.language }],
      },
    },
    adminToken(),
  );
  const { addAircraft } = await graphql(
    request,
    ADD_AIRCRAFT,
    {
      operatorId: made.id,
      input: {
        registration: o.registration,
        typeName: "Citation XLS+",
        category: "MIDSIZE",
        yearOfManufacture: 2015,
        seats: 8,
        baseAirport: o.base ?? "FAB",
        ...o.aircraft,
      },
    },
    adminToken(),
  );
  return { id: made.id, name: o.name, email, aircraftId: addAircraft.id, registration: o.registration };
}

/** Staff ask `operators` to quote the request; each one's emailed link, by operator. */
export async function askToQuote(
  request: APIRequestContext,
  quoteRequestId: string,
  operators: readonly TestOperator[],
): Promise<Map<TestOperator, { rfqId: string; link: string }>> {
  const { sendRfq } = await graphql(
    request,
    SEND_RFQ,
    { quoteRequestId, recipients: operators.map((o) => ({ operatorId: o.id, contactEmail: o.email })) },
    adminToken(),
  );
  const links = new Map<TestOperator, { rfqId: string; link: string }>();
  for (const o of operators)
    links.set(o, { rfqId: sendRfq.find((r) => r.contactEmail === o.email)!.id, link: (await mailTo(o.email)).link! });
  return links;
}

/** The operator answers through its link, without a browser: a price valid for three days. */
export async function answerThroughLink(
  request: APIRequestContext,
  asked: { rfqId: string; link: string },
  operator: TestOperator,
  answer: { price: number; currency: "USD" | "EUR" | "AED" | "GBP"; conditions?: string },
): Promise<void> {
  await graphql(request, ANSWER_RFQ, {
    token: new URL(asked.link).pathname.replace(/^\/rfq\//, ""),
    rfqId: asked.rfqId,
    input: {
      aircraftId: operator.aircraftId,
      price: answer.price,
      currency: answer.currency,
      validUntil: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      conditions: answer.conditions ?? null,
    },
  });
}

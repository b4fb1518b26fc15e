import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { expect } from "vitest";
import { authClient, uniqueEmail } from "./auth-client.js";
import { mailFilesTo, parseEml } from "./mailbox.js";
import { until } from "./until.js";
import { graphql } from "../api/__generated__/index.js";
import type { QuoteInput, QuoteRequestInput } from "../api/__generated__/graphql.js";
import type { GraphQLResponse, TestServer } from "./server.js";

// Factories for the quote → lead → booking tests: each test makes its own users and rows.

export interface TestUser {
  email: string;
  userId: string;
  headers: { authorization: string };
}

/** A signed-up user (MAILER_AUTOCONFIRM: signed in at once, the address not yet proven) with `role` set in the database; roles are read per request. */
export async function signUp(
  server: TestServer,
  role: "customer" | "staff" | "admin" = "customer",
  email = uniqueEmail(role),
): Promise<TestUser> {
  const { data, error } = await authClient(server.url).signUp({ email, password: "Jet-set-2026" });
  if (error) throw error;
  if (role !== "customer")
    await server.db.query(`UPDATE auth_user SET role = $1 WHERE email = $2`, [role, email.toLowerCase()]);
  return {
    email: email.toLowerCase(),
    userId: data.user!.id,
    headers: { authorization: `Bearer ${data.session!.access_token}` },
  };
}

/**
 * Gives `user` a verified TOTP factor, as if enrolled and verified elsewhere. "aal2": the user's
 * sessions proved it (as after verifying); "aal1": they did not (as a later sign-in with the password
 * alone). The flow itself is tested with the official client in auth-mfa and second-factor tests.
 */
export async function withSecondFactor(
  server: TestServer,
  user: TestUser,
  sessions: "aal1" | "aal2",
): Promise<TestUser> {
  const [factor] = (await server.db.query(
    `INSERT INTO auth_mfa_factor (user_id, friendly_name, factor_type, status, secret)
     VALUES ($1, 'Authenticator', 'totp', 'verified', 'JBSWY3DPEHPK3PXP') RETURNING id`,
    [user.userId],
  )) as { id: string }[];
  if (sessions === "aal2")
    await server.db.query(
      `UPDATE auth_session SET aal = 'aal2', factor_id = $2, amr = amr || '[{"method":"totp","timestamp":1}]'::jsonb
       WHERE user_id = $1`,
      [user.userId, factor!.id],
    );
  return user;
}

/**
 * The inbox owner proves an autoconfirmed account's address: asks for a confirmation link, follows
 * it and returns the session it opens (the account's earlier sessions end).
 */
export async function proveAddress(server: TestServer, user: TestUser): Promise<TestUser> {
  const dir = path.join(server.dataDir, "mail");
  const mailsTo = () => mailFilesTo(server.dataDir, user.email);
  const earlier = new Set(await mailsTo());
  const { error } = await authClient(server.url).resend({ type: "signup", email: user.email });
  if (error) throw error;
  // Other mail to the address (a quote, a booking) may arrive meanwhile: wait for the link itself.
  const link = await until(
    async () => {
      for (const file of (await mailsTo()).filter((f) => !earlier.has(f))) {
        const mail = parseEml(await readFile(path.join(dir, file), "utf8"));
        if (mail.link?.includes("/auth/v1/verify?")) return mail.link;
      }
      return undefined;
    },
    { failure: () => `no confirmation link to ${user.email}` },
  );
  const landing = new URL((await fetch(link, { redirect: "manual" })).headers.get("location")!);
  const token = new URLSearchParams(landing.hash.slice(1)).get("access_token");
  if (!token) throw new Error(`the confirmation link signed nobody in: ${landing.hash}`);
  return { ...user, headers: { authorization: `Bearer ${token}` } };
}

const nextYear = new Date().getUTCFullYear() + 1;
/** A local date-time next year, e.g. at("03-01", "09:30") → "2027-03-01T09:30". */
export const at = (monthDay: string, time = "09:30") => `${nextYear}-${monthDay}T${time}`;

/** A valid one-way LHR → LBG request for 4 from `email`, with any field overridden. */
export function requestInput(email: string, overrides: Partial<QuoteRequestInput> = {}): QuoteRequestInput {
  return {
    tripType: "ONE_WAY",
    legs: [{ from: "LHR", to: "LBG", departAt: at("03-01") }],
    passengers: 4,
    category: null,
    contact: { name: "Ada Lovelace", email, phone: "+44 20 7946 0000", company: "Analytical Engines Ltd" },
    ...overrides,
  };
}

export const QuoteRequestFields = graphql(`
  fragment QuoteRequestFields on QuoteRequest {
    id
    reference
    status
    tripType
    passengers
    category
    pets
    luggage
    catering
    notes
    programInterest
    referralCode
    createdAt
    contact {
      name
      email
      phone
      company
    }
    legs {
      from
      to
      departAt
      departsAtUtc
    }
    estimate {
      category
      lowUsd
      highUsd
      flightMinutes
    }
  }
`);

export const BookingFields = graphql(`
  fragment BookingFields on Booking {
    id
    number
    status
    paymentStatus
    departAt
    departsAtUtc
    route
    passengers
    aircraft
    operator
    priceUsd
    currency
    exchangeRate
    price
    amountOutstanding
    confirmationCode
    createdAt
    customer {
      id
      email
    }
    quoteRequest {
      id
      reference
      status
    }
  }
`);

export const SUBMIT = graphql(`
  mutation Charter_SubmitQuoteRequest($input: QuoteRequestInput!, $key: String) {
    submitQuoteRequest(input: $input, idempotencyKey: $key) {
      ...QuoteRequestFields
    }
  }
`);

export const SEND_QUOTE = graphql(`
  mutation Charter_SendQuote($id: ID!, $input: QuoteInput!) {
    sendQuote(quoteRequestId: $id, input: $input) {
      id
      status
      priceUsd
      aircraft
      operator
      validUntil
      expired
      note
      staffNote
      quoteRequest {
        id
        status
      }
    }
  }
`);

// The charter terms' current version (agreements/charter-terms.ts): accepting without it is refused.
export const ACCEPT = graphql(`
  mutation Charter_AcceptQuote($id: ID!, $termsVersion: String = "2026-11", $currency: Currency) {
    acceptQuote(quoteId: $id, termsVersion: $termsVersion, currency: $currency) {
      ...BookingFields
    }
  }
`);

export const RECORD_PAYMENT = graphql(`
  mutation Charter_RecordPayment($id: ID!, $input: PaymentInput!) {
    recordPayment(bookingId: $id, input: $input) {
      id
      paymentStatus
      currency
      price
      amountPaid
      amountOutstanding
      amountDue
    }
  }
`);

/** Staff record a bank transfer of everything still owed on the booking: it may then be completed. */
export async function payInFull(server: TestServer, staff: TestUser, bookingId: string, outstanding: number) {
  const input = {
    kind: "PAYMENT" as const,
    amount: outstanding,
    receivedOn: new Date().toISOString().slice(0, 10),
    method: "BANK_TRANSFER" as const,
    reference: "Paid in full",
  };
  return ok(await server.graphql(RECORD_PAYMENT, { id: bookingId, input }, staff.headers)).recordPayment;
}

export type Problem = { field: string; message: string };

/** The data of a response that must have no errors. */
export function ok<T>(response: GraphQLResponse<T>): T {
  expect(response.errors).toBeUndefined();
  return response.data!;
}

export function errorCode(response: GraphQLResponse): unknown {
  return response.errors?.[0]?.extensions?.code;
}

export function problemFields(response: GraphQLResponse): string[] {
  expect(errorCode(response)).toBe("BAD_USER_INPUT");
  return (response.errors![0]!.extensions!.fields as Problem[]).map((p) => p.field);
}

export async function submitRequest(
  server: TestServer,
  email: string,
  overrides: Partial<QuoteRequestInput> = {},
  headers: Record<string, string> = {},
) {
  const response = await server.graphql(SUBMIT, { input: requestInput(email, overrides), key: randomUUID() }, headers);
  return ok(response).submitQuoteRequest;
}

export function quoteInput(overrides: Partial<QuoteInput> = {}): QuoteInput {
  return {
    priceUsd: 18_500,
    aircraft: "Citation XLS+ (N512XL)",
    category: "MIDSIZE",
    operator: "Skyways Executive Ltd",
    validUntil: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    terms: "Full refund until 72 hours before departure.",
    note: "Catering included.",
    staffNote: "Operator margin 12%.",
    ...overrides,
  };
}

export async function sendQuote(
  server: TestServer,
  staff: TestUser,
  quoteRequestId: string,
  overrides: Partial<QuoteInput> = {},
) {
  const response = await server.graphql(
    SEND_QUOTE,
    { id: quoteRequestId, input: quoteInput(overrides) },
    staff.headers,
  );
  return ok(response).sendQuote;
}

/** A customer's request, quoted by staff and accepted: the booking. */
export async function bookTrip(
  server: TestServer,
  customer: TestUser,
  staff: TestUser,
  overrides: Partial<QuoteRequestInput> = {},
  priceUsd = 18_500,
) {
  const request = await submitRequest(server, customer.email, overrides, customer.headers);
  const quote = await sendQuote(server, staff, request.id, { priceUsd });
  const booking = ok(await server.graphql(ACCEPT, { id: quote.id }, customer.headers)).acceptQuote;
  return { request, quote, booking };
}

/** Counts the SQL statements the server's DataSource runs while `work` runs (TypeORM logs every query it runs). */
export async function countQueries(
  server: TestServer,
  work: () => Promise<unknown>,
): Promise<{ count: number; statements: string[] }> {
  const logger = server.db.logger;
  const original = logger.logQuery.bind(logger);
  const statements: string[] = [];
  logger.logQuery = (query, parameters, runner) => {
    // The mail sender polls its outbox (and reads a message's files) on its own schedule: not part of the request being counted.
    if (!/\bmail_(outbox|attachment)\b/.test(query)) statements.push(query);
    return original(query, parameters, runner);
  };
  try {
    await work();
  } finally {
    logger.logQuery = original;
  }
  return { count: statements.length, statements };
}

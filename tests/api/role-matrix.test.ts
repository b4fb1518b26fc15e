import { readFileSync } from "node:fs";
import path from "node:path";
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
} from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { signUp, withSecondFactor, type TestUser } from "../support/charter.js";
import { ROOT } from "../support/process.js";
import { startTestServer, type TestServer } from "../support/server.js";

type Role = "ANONYMOUS" | "CUSTOMER" | "STAFF" | "ADMIN";
const ROLES: Role[] = ["ANONYMOUS", "CUSTOMER", "STAFF", "ADMIN"];

// Who may call each root field, written out from API.md, not read from the schema: the test checks
// the schema's guards against this, and fails when a root field is missing here.
const LEAST_ROLE: Record<string, Role> = {
  "Query.featuredOffers": "ANONYMOUS",
  "Query.programs": "ANONYMOUS",
  "Query.aircraftCategories": "ANONYMOUS",
  "Query.airports": "ANONYMOUS",
  "Query.estimateCharter": "ANONYMOUS",
  "Query.viewer": "ANONYMOUS",
  "Query.myBookings": "CUSTOMER",
  "Query.myQuoteRequests": "CUSTOMER",
  "Query.quoteRequest": "CUSTOMER",
  "Query.leads": "STAFF",
  "Query.lead": "STAFF",
  "Query.leadStats": "STAFF",
  "Query.staffMembers": "STAFF",
  "Query.bookings": "STAFF",
  "Query.pricing": "STAFF",
  "Query.analytics": "STAFF",
  "Query.staffSearch": "STAFF",
  "Query.myStaffPreferences": "STAFF",
  "Query.users": "ADMIN",
  "Mutation.submitQuoteRequest": "ANONYMOUS",
  "Mutation.acceptQuote": "CUSTOMER",
  "Mutation.cancelQuoteRequest": "CUSTOMER",
  "Mutation.deleteMyAccount": "CUSTOMER",
  "Mutation.changeLeadStatus": "STAFF",
  "Mutation.addLeadNote": "STAFF",
  "Mutation.assignLead": "STAFF",
  "Mutation.sendQuote": "STAFF",
  "Mutation.changeBookingStatus": "STAFF",
  "Mutation.changePaymentStatus": "STAFF",
  "Query.charterTerms": "ANONYMOUS",
  "Query.paymentInstructions": "STAFF",
  "Mutation.recordPayment": "STAFF",
  "Mutation.updatePaymentInstructions": "ADMIN",
  "Query.companySettings": "ANONYMOUS",
  "Mutation.updateCompanySettings": "ADMIN",
  "Query.legalPage": "ANONYMOUS",
  "Query.legalPageVersions": "ADMIN",
  "Mutation.publishLegalPage": "ADMIN",
  "Mutation.updatePricing": "ADMIN",
  "Mutation.upsertFlightOffer": "ADMIN",
  "Mutation.setUserRole": "ADMIN",
  "Mutation.setUserDisabled": "ADMIN",
  "Mutation.endUserSessions": "ADMIN",
  "Mutation.inviteStaff": "ADMIN",
  "Query.auditLog": "ADMIN",
  "Query.flightOffers": "ADMIN",
  "Query.operators": "STAFF",
  "Query.operator": "STAFF",
  "Query.suitableAircraft": "STAFF",
  "Mutation.createOperator": "ADMIN",
  "Mutation.updateOperator": "ADMIN",
  "Mutation.addAircraft": "ADMIN",
  "Mutation.updateAircraft": "ADMIN",
  "Mutation.removeAircraft": "ADMIN",
  "Mutation.importFleet": "ADMIN",
  "Query.rfqSuggestions": "STAFF",
  "Query.rfqs": "STAFF",
  "Mutation.sendRfq": "STAFF",
  "Mutation.saveStaffPreferences": "STAFF",
  "Mutation.sendRfqQuotes": "STAFF",
  "Query.rfqInvitation": "ANONYMOUS",
  "Mutation.answerRfq": "ANONYMOUS",
  "Mutation.declineRfq": "ANONYMOUS",
  "Query.bookingManifest": "CUSTOMER",
  "Mutation.addPassenger": "CUSTOMER",
  "Mutation.updatePassenger": "CUSTOMER",
  "Mutation.removePassenger": "CUSTOMER",
  "Mutation.invitePassenger": "CUSTOMER",
  "Mutation.setManifestDeadline": "STAFF",
  "Query.mySavedPassengers": "CUSTOMER",
  "Mutation.savePassenger": "CUSTOMER",
  "Mutation.updateSavedPassenger": "CUSTOMER",
  "Mutation.deleteSavedPassenger": "CUSTOMER",
  "Query.passengerInvitation": "ANONYMOUS",
  "Mutation.submitPassengerDetails": "ANONYMOUS",
  "Query.testimonials": "ANONYMOUS",
  "Query.testimonialsForReview": "STAFF",
  "Query.myTestimonials": "CUSTOMER",
  "Query.affiliateApplications": "STAFF",
  "Mutation.submitContactMessage": "ANONYMOUS",
  "Mutation.applyForAffiliate": "ANONYMOUS",
  "Query.emptyLegs": "ANONYMOUS",
  "Query.allEmptyLegs": "STAFF",
  "Mutation.saveEmptyLeg": "STAFF",
  "Mutation.publishEmptyLeg": "STAFF",
  "Mutation.withdrawEmptyLeg": "STAFF",
  "Mutation.createRouteAlert": "ANONYMOUS",
  "Mutation.submitTestimonial": "CUSTOMER",
  "Mutation.reviewTestimonial": "STAFF",
  "Mutation.reviewAffiliateApplication": "STAFF",
  "Query.myAffiliate": "CUSTOMER",
  "Query.affiliateStatement": "STAFF",
  "Mutation.markAffiliateCommissionPaid": "STAFF",
  "Subscription.leadEvents": "STAFF",
  "Subscription.leadViewers": "STAFF",
  "Subscription.myQuoteRequestUpdated": "CUSTOMER",
  "Query.conversation": "CUSTOMER",
  "Query.myUnreadMessages": "CUSTOMER",
  "Mutation.sendMessage": "CUSTOMER",
  "Mutation.markConversationRead": "CUSTOMER",
  "Mutation.markQuotesSeen": "CUSTOMER",
  "Subscription.conversationMessages": "CUSTOMER",
};

const schema: GraphQLSchema = buildSchema(readFileSync(path.join(ROOT, "schema.graphql"), "utf8"));

/** A value of the right type for a required argument: enough to get past parsing to the guard. */
function sample(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return sample(type.ofType);
  if (isListType(type)) return [sample(type.ofType)];
  if (isEnumType(type)) return type.getValues()[0]!.name;
  if (isInputObjectType(type)) {
    return Object.fromEntries(
      Object.values(type.getFields())
        .filter((f) => isNonNullType(f.type))
        .map((f) => [f.name, sample(f.type)]),
    );
  }
  if (isScalarType(type)) {
    if (type.name === "Int" || type.name === "Float") return 1;
    if (type.name === "Boolean") return true;
    if (type.name === "ID") return "00000000-0000-4000-8000-000000000000";
    if (type.name === "DateTimeISO") return "2030-01-01T00:00:00.000Z";
    return "x";
  }
  throw new Error(`no sample for ${String(type)}`);
}

/** The cheapest valid selection: __typename on objects (every field of a connection is optional to ask for). */
function operation(kind: "query" | "mutation" | "subscription", field: GraphQLField<unknown, unknown>) {
  const required = field.args.filter((a) => isNonNullType(a.type));
  const variables = Object.fromEntries(required.map((a) => [a.name, sample(a.type)]));
  const declarations = required.map((a) => `$${a.name}: ${String(a.type)}`).join(", ");
  const args = required.map((a) => `${a.name}: $${a.name}`).join(", ");
  const selection = isObjectType(getNamedType(field.type)) ? " { __typename }" : "";
  return {
    query: `${kind}${declarations ? ` (${declarations})` : ""} { ${field.name}${args ? `(${args})` : ""}${selection} }`,
    variables,
  };
}

type SignedInRole = Exclude<Role, "ANONYMOUS">;
/** How far the caller's session stands with second factors: none enrolled, one owed (aal1), one proven (aal2). */
type Assurance = "no factor" | "factor, aal1" | "factor, aal2";
const ASSURANCES: Assurance[] = ["no factor", "factor, aal1", "factor, aal2"];

/** What `role` in `assurance` gets from a field that needs `least`: undefined when allowed, else the refusal. */
function refusal(role: Role, assurance: Assurance, least: Role): { code: string; reason?: string } | undefined {
  if (least === "ANONYMOUS") return undefined;
  if (role === "ANONYMOUS") return { code: "UNAUTHENTICATED" };
  // A session that owes its second factor passes no guard, whatever its role.
  if (assurance === "factor, aal1") return { code: "FORBIDDEN", reason: "insufficient_aal" };
  return ROLES.indexOf(role) >= ROLES.indexOf(least) ? undefined : { code: "FORBIDDEN" };
}

describe("role matrix: every root field as anonymous, customer, staff and admin, without and with a second factor", () => {
  let server: TestServer;
  const users = new Map<string, TestUser>();
  const userOf = (role: SignedInRole, assurance: Assurance) => users.get(`${role}/${assurance}`)!;

  beforeAll(async () => {
    server = await startTestServer({ MAILER_AUTOCONFIRM: "true" });
    const roles: SignedInRole[] = ["CUSTOMER", "STAFF", "ADMIN"];
    await Promise.all(
      roles.flatMap((role) =>
        ASSURANCES.map(async (assurance) => {
          const user = await signUp(server, role.toLowerCase() as Lowercase<SignedInRole>);
          if (assurance !== "no factor")
            await withSecondFactor(server, user, assurance === "factor, aal2" ? "aal2" : "aal1");
          users.set(`${role}/${assurance}`, user);
        }),
      ),
    );
  });
  afterAll(() => server?.close());

  it("has an expectation for exactly the schema's root fields", () => {
    const roots = [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].filter(
      (type) => type != null,
    );
    const fields = roots.flatMap((type) => Object.keys(type.getFields()).map((name) => `${type.name}.${name}`));
    expect(fields.toSorted()).toEqual(Object.keys(LEAST_ROLE).toSorted());
  });

  /** Every (role, assurance) pair a caller can be in, anonymous once. */
  const callers = (): [Role, Assurance, Record<string, string>][] => [
    ["ANONYMOUS", "no factor", {}],
    ...(["CUSTOMER", "STAFF", "ADMIN"] as const).flatMap((role) =>
      ASSURANCES.map((assurance): [Role, Assurance, Record<string, string>] => [
        role,
        assurance,
        userOf(role, assurance).headers,
      ]),
    ),
  ];

  const cases = Object.entries(LEAST_ROLE).filter(([name]) => !name.startsWith("Subscription."));
  it.each(cases)("%s needs %s", async (name, least) => {
    const [typeName, fieldName] = name.split(".") as ["Query" | "Mutation", string];
    const root = typeName === "Query" ? schema.getQueryType() : schema.getMutationType();
    const field = root!.getFields()[fieldName]!;
    const { query, variables } = operation(typeName === "Query" ? "query" : "mutation", field);
    for (const [role, assurance, headers] of callers()) {
      const response = await server.graphql(query, variables, headers);
      const error = response.errors?.[0];
      const expected = refusal(role, assurance, least);
      const label = `${name} as ${role} (${assurance}): ${JSON.stringify(response.errors)}`;
      if (!expected)
        expect([undefined, "BAD_USER_INPUT", "NOT_FOUND", "CONFLICT", "RATE_LIMITED"], label).toContain(
          error?.extensions?.code,
        );
      else
        expect({ code: error?.extensions?.code, reason: error?.extensions?.reason }, label).toEqual({
          reason: undefined,
          ...expected,
        });
    }
  });

  const subscriptions = Object.entries(LEAST_ROLE).filter(([name]) => name.startsWith("Subscription."));
  it.each(subscriptions)("%s needs %s over WebSocket (at connection and per operation)", async (name, least) => {
    const field = schema.getSubscriptionType()!.getFields()[name.split(".")[1]!]!;
    const { query, variables } = operation("subscription", field);
    const answers = await Promise.all(
      callers().map(([role, assurance, headers]) =>
        subscribeOnce(server, headers.authorization, query, variables, refusal(role, assurance, least) !== undefined),
      ),
    );
    for (const [index, [role, assurance]] of callers().entries()) {
      const answer = answers[index]!;
      const expected = refusal(role, assurance, least);
      const label = `${name} as ${role} (${assurance}): ${JSON.stringify(answer)}`;
      if (!expected) expect([{ kind: "running" }, { kind: "error", code: "NOT_FOUND" }], label).toContainEqual(answer);
      // A session that owes its second factor is not let in at all; other refusals come per operation.
      else if (expected.reason) expect(answer, label).toEqual({ kind: "closed", code: 4403, reason: expected.reason });
      else expect(answer, label).toEqual({ kind: "error", code: expected.code });
    }
  });

  const routes = [
    ["/api/account/data.json", "CUSTOMER"],
    ["/export/leads.csv", "STAFF"],
    ["/export/bookings.csv", "STAFF"],
  ] as const;
  it.each(routes)("GET %s needs %s", async (route, least) => {
    for (const [role, assurance, headers] of callers()) {
      const response = await fetch(`${server.url}${route}`, { headers });
      const body = response.ok ? null : ((await response.json()) as { error: string });
      if (response.ok) await response.body?.cancel();
      const expected = refusal(role, assurance, least);
      const label = `${route} as ${role} (${assurance}): ${response.status} ${JSON.stringify(body)}`;
      if (!expected) expect(response.status, label).toBe(200);
      else if (expected.code === "UNAUTHENTICATED") expect(response.status, label).toBe(401);
      else expect([response.status, body?.error], label).toEqual([403, expected.reason ?? "forbidden"]);
    }
  });
});

type SocketAnswer =
  { kind: "running" } | { kind: "error"; code: unknown } | { kind: "closed"; code: number; reason: string };

/**
 * Opens a graphql-transport-ws socket, subscribes once and reports how it went: refused at
 * connection (the close), refused per operation (the error's code), or running (no error within
 * a second, asked only where no refusal is expected; these subscriptions send nothing until an event).
 */
function subscribeOnce(
  server: TestServer,
  authorization: string | undefined,
  query: string,
  variables: Record<string, unknown>,
  refusalExpected: boolean,
): Promise<SocketAnswer> {
  const socket = new WebSocket(`${server.url.replace("http", "ws")}/graphql`, "graphql-transport-ws");
  return new Promise<SocketAnswer>((resolve, reject) => {
    socket.once("open", () =>
      socket.send(JSON.stringify({ type: "connection_init", payload: authorization ? { authorization } : {} })),
    );
    socket.on("message", (data) => {
      type Errors = { extensions?: { code?: unknown } }[];
      const message = JSON.parse(String(data)) as { type: string; payload?: Errors | { errors?: Errors } };
      // Refused before it ran ("error"), or by its guard while subscribing (a result with errors).
      const errors = Array.isArray(message.payload) ? message.payload : message.payload?.errors;
      if (message.type === "connection_ack") {
        socket.send(JSON.stringify({ id: "1", type: "subscribe", payload: { query, variables } }));
        // A refusal the matrix expects is waited for, however busy the machine; where none is
        // expected, a second without one means the subscription runs.
        if (!refusalExpected) setTimeout(() => resolve({ kind: "running" }), 1_000);
      } else if (errors?.length) resolve({ kind: "error", code: errors[0]!.extensions?.code });
    });
    socket.once("close", (code, reason) => resolve({ kind: "closed", code, reason: String(reason) }));
    socket.once("error", reject);
  }).finally(() => socket.close());
}

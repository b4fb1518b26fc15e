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
import { signUp, type TestUser } from "../support/charter.js";
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
  "Mutation.updatePricing": "ADMIN",
  "Mutation.upsertFlightOffer": "ADMIN",
  "Mutation.setUserRole": "ADMIN",
  "Mutation.setUserDisabled": "ADMIN",
  "Mutation.endUserSessions": "ADMIN",
  "Mutation.inviteStaff": "ADMIN",
  "Query.auditLog": "ADMIN",
  "Query.flightOffers": "ADMIN",
  "Query.testimonials": "ANONYMOUS",
  "Query.testimonialsForReview": "STAFF",
  "Query.myTestimonials": "CUSTOMER",
  "Query.affiliateApplications": "STAFF",
  "Mutation.submitContactMessage": "ANONYMOUS",
  "Mutation.applyForAffiliate": "ANONYMOUS",
  "Mutation.submitTestimonial": "CUSTOMER",
  "Mutation.reviewTestimonial": "STAFF",
  "Mutation.reviewAffiliateApplication": "STAFF",
  "Subscription.leadEvents": "STAFF",
  "Subscription.leadViewers": "STAFF",
  "Subscription.myQuoteRequestUpdated": "CUSTOMER",
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
function operation(kind: "query" | "mutation", field: GraphQLField<unknown, unknown>) {
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

describe("role matrix: every root field as anonymous, customer, staff and admin", () => {
  let server: TestServer;
  const users: Partial<Record<Role, TestUser>> = {};

  beforeAll(async () => {
    server = await startTestServer({ MAILER_AUTOCONFIRM: "true" });
    [users.CUSTOMER, users.STAFF, users.ADMIN] = await Promise.all([
      signUp(server, "customer"),
      signUp(server, "staff"),
      signUp(server, "admin"),
    ]);
  });
  afterAll(() => server?.close());

  it("has an expectation for exactly the schema's root fields", () => {
    const roots = [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].filter(
      (type) => type != null,
    );
    const fields = roots.flatMap((type) => Object.keys(type.getFields()).map((name) => `${type.name}.${name}`));
    expect(fields.toSorted()).toEqual(Object.keys(LEAST_ROLE).toSorted());
  });

  const cases = Object.entries(LEAST_ROLE).filter(([name]) => !name.startsWith("Subscription."));
  it.each(cases)("%s needs %s", async (name, least) => {
    const [typeName, fieldName] = name.split(".") as ["Query" | "Mutation", string];
    const root = typeName === "Query" ? schema.getQueryType() : schema.getMutationType();
    const field = root!.getFields()[fieldName]!;
    const { query, variables } = operation(typeName === "Query" ? "query" : "mutation", field);
    for (const role of ROLES) {
      const headers = role === "ANONYMOUS" ? {} : users[role]!.headers;
      const response = await server.graphql(query, variables, headers);
      const code = response.errors?.[0]?.extensions?.code as string | undefined;
      const allowed = ROLES.indexOf(role) >= ROLES.indexOf(least);
      const denial = role === "ANONYMOUS" ? "UNAUTHENTICATED" : "FORBIDDEN";
      if (allowed)
        expect(
          [undefined, "BAD_USER_INPUT", "NOT_FOUND", "CONFLICT", "RATE_LIMITED"],
          `${name} as ${role}: ${JSON.stringify(response.errors)}`,
        ).toContain(code);
      else expect(code, `${name} as ${role}`).toBe(denial);
    }
  });
});

import { buildSchema, graphql, type GraphQLSchema } from "graphql";
import { describe, expect, it } from "vitest";
import { createSchema } from "./schema.js";
import { applyGuards, guardOf } from "./guards.js";
import type { GraphQLContext } from "./context.js";

const DIRECTIVES = `
  directive @public on FIELD_DEFINITION
  directive @auth(requires: Role!) on FIELD_DEFINITION
  enum Role { CUSTOMER STAFF ADMIN }
`;

const viewerWith = (role: "CUSTOMER" | "STAFF" | "ADMIN", staffMfaSatisfied = true) =>
  ({
    userId: "u",
    sessionId: "s",
    email: "a@b.co",
    role,
    aal: "aal1",
    owesSecondFactor: false,
    staffMfaSatisfied,
    expiresAt: 0,
  }) as const;

function rootFields(schema: GraphQLSchema) {
  return [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]
    .filter((type) => type != null)
    .flatMap((type) => Object.values(type.getFields()).map((field) => ({ name: `${type.name}.${field.name}`, field })));
}

describe("guards on root fields", () => {
  it("every Query, Mutation and Subscription field of the real schema declares @public or @auth", async () => {
    const schema = await createSchema();
    const unguarded = rootFields(schema)
      .filter(({ field }) => guardOf(schema, field) === null)
      .map(({ name }) => name);
    expect(rootFields(schema).length).toBeGreaterThan(0);
    expect(unguarded).toEqual([]);
  });

  it("refuses to build a schema with an unguarded root field", () => {
    const schema = buildSchema(`${DIRECTIVES} type Query { open: Int @public  forgotten: Int }`);
    expect(() => applyGuards(schema)).toThrowError(
      "Query.forgotten needs exactly one of @public or @auth(requires: ROLE)",
    );
  });

  it("refuses a field that is both public and guarded", () => {
    const schema = buildSchema(`${DIRECTIVES} type Query { both: Int @public @auth(requires: STAFF) }`);
    expect(() => applyGuards(schema)).toThrowError(/Query.both/);
  });

  it("enforces the role order ADMIN > STAFF > CUSTOMER", async () => {
    const schema = applyGuards(
      buildSchema(`${DIRECTIVES} type Query { open: Int @public  staffOnly: Int @auth(requires: STAFF) }`),
    );
    const rootValue = { open: () => 1, staffOnly: () => 2 };
    const run = (viewer: GraphQLContext["viewer"]) =>
      graphql({
        schema,
        source: "{ open staffOnly }",
        rootValue,
        contextValue: { viewer, signedIn: viewer } as GraphQLContext,
      });
    const codeOf = async (viewer: GraphQLContext["viewer"]) => (await run(viewer)).errors?.[0]?.extensions.code ?? "OK";
    expect(await codeOf(null)).toBe("UNAUTHENTICATED");
    expect(await codeOf(viewerWith("CUSTOMER"))).toBe("FORBIDDEN");
    expect(await codeOf(viewerWith("STAFF"))).toBe("OK");
    expect(await codeOf(viewerWith("ADMIN"))).toBe("OK");
    expect(await codeOf(viewerWith("ADMIN", false))).toBe("FORBIDDEN");
    expect((await run(null)).data?.open).toBe(1);
  });

  it("refuses a session that owes its second factor on every guarded field, whatever its role", async () => {
    const schema = applyGuards(
      buildSchema(`${DIRECTIVES} type Query { open: Int @public  mine: Int @auth(requires: CUSTOMER) }`),
    );
    for (const role of ["CUSTOMER", "STAFF", "ADMIN"] as const) {
      const signedIn = { ...viewerWith(role), owesSecondFactor: true };
      const result = await graphql({
        schema,
        source: "{ open mine }",
        rootValue: { open: () => 1, mine: () => 2 },
        contextValue: { viewer: null, signedIn } as GraphQLContext,
      });
      expect(result.data).toEqual({ open: 1, mine: null });
      expect(result.errors?.[0]?.extensions).toEqual({ code: "FORBIDDEN", reason: "insufficient_aal" });
    }
  });
});

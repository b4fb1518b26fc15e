import * as fc from "fast-check";
import { createClient, type Client, type ExecutionResult } from "graphql-ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { LIMITS } from "../../server/src/graphql/armor.js";
import { signUp, submitRequest, type TestUser } from "../support/charter.js";
import { startTestServer, type TestServer } from "../support/server.js";

// Differential fuzzing of the three ways a query reaches the schema: the fast path (POST /graphql),
// Apollo over HTTP (POST /graphql?via=apollo, which the fast path never takes) and graphql-ws. The
// same operation must get the same decision (data or refusal), the same error codes, and never
// PostgreSQL's own words. Introspection is off, as in production.

const RUNS = 40;
/** Fixed, so a failure replays: fast-check prints the counterexample and its path. */
const SEED = 20_261_125;
/** What only the database says: its error text must never reach a client. */
const DATABASE_TEXT =
  /invalid input syntax|out of range|relation "|column "|QueryFailed|syntax error at|violates|SQLSTATE|timestamp with time zone/i;

interface Operation {
  query: string;
  variables?: Record<string, unknown>;
}

/** What must agree across transports: the data (null on refusal) and the error codes, in order. */
interface Verdict {
  data: unknown;
  codes: unknown[];
}

const verdictOf = (result: {
  data?: unknown;
  errors?: readonly { extensions?: Record<string, unknown> }[];
}): Verdict => ({
  data: result.data ?? null,
  codes: (result.errors ?? []).map((e) => e.extensions?.code),
});

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
const SORT = "qr:CREATED_AT:DESC";
const UUID = "00000000-0000-4000-8000-000000000000";

// Keys JavaScript's Date.parse takes and PostgreSQL refuses: they pass the cursor's own check.
const dateLike = fc.constantFrom(
  "2026-01-01 (note)",
  "+275760-09-13T00:00:00.000Z",
  "Jan 1 2026 10:00 (UTC)",
  "2026-01-01T00:00:00Z",
  "1 2 3",
  "Thu, 01 Jan 1970 00:00:00 GMT+9999",
);
const cursor = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.tuple(dateLike, fc.constantFrom(UUID, "not-a-uuid")).map(([at, id]) => base64url({ s: SORT, k: [at, id] })),
  fc
    .tuple(
      fc.constantFrom(SORT, "other:CREATED_AT:DESC"),
      fc.array(fc.oneof(fc.string({ maxLength: 8 }), fc.integer(), dateLike), { maxLength: 3 }),
    )
    .map(([s, k]) => base64url({ s, k })),
);

const pageQuery: fc.Arbitrary<Operation> = fc
  .record({
    after: fc.option(cursor, { nil: null }),
    first: fc.option(fc.integer({ min: -3, max: 120 }), { nil: null }),
  })
  .map((variables) => ({
    query: `query ($after: String, $first: Int) { myQuoteRequests(first: $first, after: $after) { totalCount edges { cursor node { id } } } }`,
    variables,
  }));

/** `programs { features { … } }` nested through aliases of the same list: depth and cost both grow. */
const nested: fc.Arbitrary<Operation> = fc.integer({ min: 1, max: LIMITS.depth + 3 }).map((depth) => {
  let selection = "code";
  for (let level = 1; level < depth; level++)
    selection = `code features { key } p${level}: __typename n${level}: programs { ${selection} }`;
  return { query: `{ programs { ${selection} } }` };
});

const aliases: fc.Arbitrary<Operation> = fc
  .tuple(
    fc.integer({ min: 1, max: LIMITS.aliases + 5 }),
    fc.constantFrom("__typename", "programs { code }", "aircraftCategories { category seats }"),
  )
  .map(([n, field]) => ({ query: `{ ${Array.from({ length: n }, (_, i) => `a${i}: ${field}`).join(" ")} }` }));

const costly: fc.Arbitrary<Operation> = fc.integer({ min: 1, max: 100 }).map((first) => ({
  query: `query ($first: Int) { myQuoteRequests(first: $first) { edges { node { id legs { from to } quotes { id priceUsd quoteRequest { id legs { from to } quotes { id } } } } } } }`,
  variables: { first },
}));

const introspection: fc.Arbitrary<Operation> = fc
  .constantFrom(
    "{ __schema { queryType { name } } }",
    '{ __type(name: "Query") { name fields { name } } }',
    "{ __typename }",
    "{ programs { __typename code } }",
  )
  .map((query) => ({ query }));

const guarded: fc.Arbitrary<Operation> = fc
  .constantFrom(
    "{ leads(first: 1) { totalCount } }",
    "{ viewer { email role } }",
    `query ($id: ID!) { quoteRequest(id: $id) { id } }`,
  )
  .map((query) => ({ query, variables: query.includes("$id") ? { id: UUID } : undefined }));

const operation = fc.oneof(pageQuery, nested, aliases, costly, introspection, guarded);

describe("the same operation over the fast path, Apollo over HTTP and graphql-ws", () => {
  let server: TestServer;
  let customer: TestUser;
  let socket: Client;

  const overHttp = async (path: string, op: Operation) => {
    const response = await fetch(`${server.url}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...customer.headers },
      body: JSON.stringify(op),
    });
    const text = await response.text();
    return { text, result: JSON.parse(text) as ExecutionResult, viaExpress: response.headers.has("etag") };
  };

  const overSocket = (op: Operation) =>
    new Promise<{ text: string; result: ExecutionResult }>((resolve) => {
      let last: ExecutionResult | null = null;
      socket.subscribe<Record<string, unknown>>(op, {
        next: (value) => (last = value as ExecutionResult),
        error: (errors) => {
          const result = { errors: errors as ExecutionResult["errors"] };
          resolve({ text: JSON.stringify(errors), result });
        },
        complete: () => resolve({ text: JSON.stringify(last), result: last ?? {} }),
      });
    });

  beforeAll(async () => {
    server = await startTestServer({ MAILER_AUTOCONFIRM: "true", GRAPHQL_INTROSPECTION: "false" });
    customer = await signUp(server, "customer");
    for (let i = 0; i < 3; i++) await submitRequest(server, customer.email, {}, customer.headers);
    socket = createClient({
      url: `${server.url.replace("http", "ws")}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: customer.headers.authorization },
      retryAttempts: 0,
    });
  });
  afterAll(async () => {
    await socket?.dispose();
    await server?.close();
  });

  it("decides alike, codes alike, and never shows the database's text", async () => {
    let fastAnswered = 0;
    await fc.assert(
      fc.asyncProperty(operation, async (op) => {
        const fast = await overHttp("/graphql", op);
        const apollo = await overHttp("/graphql?via=apollo", op);
        const ws = await overSocket(op);
        if (!fast.viaExpress) fastAnswered++;
        for (const answer of [fast, apollo, ws]) expect(answer.text).not.toMatch(DATABASE_TEXT);
        expect(verdictOf(fast.result), `${fast.text}\n${apollo.text}`).toEqual(verdictOf(apollo.result));
        expect(verdictOf(ws.result), `${ws.text}\n${apollo.text}`).toEqual(verdictOf(apollo.result));
        // The fast path answers a query that ran, errors included, exactly as Apollo's body.
        if (!fast.viaExpress) expect(fast.text).toBe(apollo.text);
      }),
      {
        numRuns: RUNS,
        seed: SEED,
        examples: [
          [
            {
              query: "query ($after: String) { myQuoteRequests(first: 2, after: $after) { totalCount } }",
              variables: { after: base64url({ s: SORT, k: ["2026-01-01 (note)", UUID] }) },
            },
          ],
          [{ query: "{ __schema { queryType { name } } }" }],
        ],
      },
    );
    // The comparison is only worth something if the fast path answered some of them itself.
    expect(fastAnswered).toBeGreaterThan(RUNS / 4);
  });
});

import { readFile } from "node:fs/promises";
import path from "node:path";
import { getIntrospectionQuery, validate, type DocumentNode } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { LIMITS, limitRules, rateLimitFor } from "../../server/src/graphql/armor.js";
import { createSchema } from "../../server/src/graphql/schema.js";
import { RateLimiter } from "../../server/src/http/rate-limit.js";
import { ROOT } from "../support/process.js";
import { startTestServer, type TestServer } from "../support/server.js";

type GraphQLErrorBody = { message: string; extensions?: { code?: string } };

const nested = (levels: number) => "ofType { ".repeat(levels) + "name" + " }".repeat(levels);
const DEEP = `{ __type(name: "Query") { fields { type { ${nested(9)} } } } }`; // depth 13
const ALIASED = `{ ${Array.from({ length: LIMITS.aliases + 1 }, (_, i) => `o${i}: featuredOffers { id }`).join(" ")} }`;
const COSTLY = `{ airports(search: "lon", first: 5000) { code name city } }`;
const MANY_TOKENS = `{ featuredOffers { ${"id ".repeat(LIMITS.tokens)} } }`;
const MANY_DIRECTIVES = `{ featuredOffers { ${"id @include(if: true) ".repeat(LIMITS.directives + 1)} } }`;

/** One operation over graphql-ws: the first `next` or `error` payload the server sends. */
function overWebSocket(server: TestServer, query: string): Promise<{ type: string; payload: unknown }> {
  const socket = new WebSocket(`${server.url.replace("http", "ws")}/graphql`, "graphql-transport-ws");
  return new Promise((resolve, reject) => {
    socket.once("open", () => socket.send(JSON.stringify({ type: "connection_init", payload: {} })));
    socket.on("message", (data) => {
      const message = JSON.parse(String(data)) as { type: string; payload: unknown };
      if (message.type === "connection_ack") socket.send(JSON.stringify({ id: "1", type: "subscribe", payload: { query } }));
      if (message.type === "next" || message.type === "error") {
        socket.close();
        resolve(message);
      }
    });
    socket.once("error", reject);
    socket.once("close", (code) => reject(new Error(`socket closed (${code}) before an answer`)));
  });
}

describe("operation limits", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  async function refused(query: string) {
    const response = await fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/graphql-response+json" },
      body: JSON.stringify({ query }),
    });
    const body = (await response.json()) as { data?: unknown; errors?: GraphQLErrorBody[] };
    return { status: response.status, data: body.data, error: body.errors?.[0] };
  }

  it.each([
    ["depth", DEEP, `Query depth limit of ${LIMITS.depth} exceeded, found 13.`],
    ["aliases", ALIASED, `Aliases limit of ${LIMITS.aliases} exceeded, found ${LIMITS.aliases + 1}.`],
    ["cost", COSTLY, /^Query Cost limit of 5000 exceeded, found \d+\.$/],
    ["tokens", MANY_TOKENS, `Token limit of ${LIMITS.tokens} exceeded: the document is too large. Send fewer or smaller operations.`],
    ["directives", MANY_DIRECTIVES, `Directives limit of ${LIMITS.directives} exceeded, found ${LIMITS.directives + 1}.`],
  ])("refuses an operation over the %s limit over HTTP, with a coded error", async (_limit, query, message) => {
    const { status, data, error } = await refused(query);
    expect(status).toBe(400);
    expect(data).toBeUndefined();
    expect(error?.extensions?.code).toBe("GRAPHQL_VALIDATION_FAILED");
    expect(error?.message).toMatch(message);
  });

  it.each([
    ["depth", DEEP, /^Query depth limit/],
    ["aliases", ALIASED, /^Aliases limit/],
    ["cost", COSTLY, /^Query Cost limit/],
    ["tokens", MANY_TOKENS, /^Token limit of 2000 exceeded/],
    ["directives", MANY_DIRECTIVES, /^Directives limit/],
  ])("refuses an operation over the %s limit over graphql-ws too", async (_limit, query, message) => {
    const answer = await overWebSocket(server, query);
    expect(answer.type).toBe("error");
    const [error] = answer.payload as GraphQLErrorBody[];
    expect(error?.extensions?.code).toBe("GRAPHQL_VALIDATION_FAILED");
    expect(error?.message).toMatch(message);
  });

  it("still answers ordinary operations and GraphiQL's introspection, over both transports", async () => {
    const introspection = getIntrospectionQuery({ descriptions: true, inputValueDeprecation: true, schemaDescription: true });
    const viaHttp = await server.graphql<{ __schema: { types: unknown[] } }>(introspection);
    expect(viaHttp.errors).toBeUndefined();
    expect(viaHttp.data?.__schema.types.length).toBeGreaterThan(10);
    expect((await server.graphql(`{ airports(search: "lon", first: 10) { code name } }`)).errors).toBeUndefined();

    const viaSocket = await overWebSocket(server, "{ featuredOffers { id } }");
    expect(viaSocket).toMatchObject({ type: "next", payload: { data: { featuredOffers: expect.any(Array) } } });
    const syntax = await overWebSocket(server, "{ featuredOffers { id ");
    expect(syntax.type).toBe("error");
    expect((syntax.payload as GraphQLErrorBody[])[0]?.extensions?.code).toBe("GRAPHQL_PARSE_FAILED");
  });

  it("lets every operation the web app sends through", async () => {
    // The generated client holds each operation as a parsed document, one per line.
    const generated = await readFile(path.join(ROOT, "web/src/graphql/generated.ts"), "utf8");
    const documents = [...generated.matchAll(/^export const (\w+)Document = (\{.*\}) as unknown as DocumentNode/gm)].map(
      ([, name, json]) => ({ name, document: JSON.parse(json!) as DocumentNode }),
    );
    expect(documents.length).toBeGreaterThan(0);
    const schema = await createSchema();
    const refusedOnes = documents.filter(({ document }) => validate(schema, document, limitRules).length > 0).map(({ name }) => name);
    expect(refusedOnes).toEqual([]);
  });
});

describe("limits with introspection turned off", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ GRAPHQL_INTROSPECTION: "false" });
  });
  afterAll(() => server?.close());

  it("refuses introspection over HTTP and graphql-ws alike", async () => {
    const viaHttp = await server.graphql("{ __schema { queryType { name } } }");
    expect(viaHttp.errors?.[0]?.extensions?.code).toBe("GRAPHQL_VALIDATION_FAILED");
    const viaSocket = await overWebSocket(server, "{ __schema { queryType { name } } }");
    expect(viaSocket.type).toBe("error");
    expect((viaSocket.payload as GraphQLErrorBody[])[0]?.message).toMatch(/introspection/i);
  });
});

describe("rate limits for public mutations (ctx.rateLimit)", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it("allows `limit` calls per window and client, then throws RATE_LIMITED with retryAfter", async () => {
    const limiter = new RateLimiter(server.db);
    const rule = { limit: 2, windowSeconds: 60 };
    const fromOne = rateLimitFor(limiter, "203.0.113.7");
    await fromOne("submitQuoteRequest", rule);
    await fromOne("submitQuoteRequest", rule);
    const error = await fromOne("submitQuoteRequest", rule).catch((e: unknown) => e);
    expect(error).toMatchObject({ message: expect.stringMatching(/^Too many requests: try again in \d+ seconds?\.$/), extensions: { code: "RATE_LIMITED" } });
    const { retryAfter } = (error as { extensions: { retryAfter: number } }).extensions;
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Another client, or another action, has its own count.
    await expect(rateLimitFor(limiter, "203.0.113.8")("submitQuoteRequest", rule)).resolves.toBeUndefined();
    await expect(fromOne("submitContactMessage", rule)).resolves.toBeUndefined();
  });
});

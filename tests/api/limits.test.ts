import { readFile } from "node:fs/promises";
import path from "node:path";
import { getIntrospectionQuery, validate, type DocumentNode, type IntrospectionQuery } from "graphql";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { WebSocket } from "ws";
import { throttleEmail } from "../../server/src/auth/common/limits.js";
import { LIMITS, limitRules, rateLimitFor } from "../../server/src/graphql/armor.js";
import { createSchema } from "../../server/src/graphql/schema.js";
import { RateLimiter, scaledLimits } from "../../server/src/http/rate-limit.js";
import { uniqueEmail } from "../support/auth-client.js";
import { signUp, submitRequest, type TestUser } from "../support/charter.js";
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
      if (message.type === "connection_ack")
        socket.send(JSON.stringify({ id: "1", type: "subscribe", payload: { query } }));
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
    [
      "tokens",
      MANY_TOKENS,
      `Token limit of ${LIMITS.tokens} exceeded: the document is too large. Send fewer or smaller operations.`,
    ],
    [
      "directives",
      MANY_DIRECTIVES,
      `Directives limit of ${LIMITS.directives} exceeded, found ${LIMITS.directives + 1}.`,
    ],
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
    const introspection = getIntrospectionQuery({
      descriptions: true,
      inputValueDeprecation: true,
      schemaDescription: true,
    });
    const viaHttp = await server.graphql<IntrospectionQuery>(introspection);
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
    const documents = [
      ...generated.matchAll(/^export const (\w+)Document = (\{.*\}) as unknown as DocumentNode/gm),
    ].map(([, name, json]) => ({ name, document: JSON.parse(json!) as DocumentNode }));
    expect(documents.length).toBeGreaterThan(0);
    const schema = await createSchema();
    const refusedOnes = documents
      .filter(({ document }) => validate(schema, document, limitRules).length > 0)
      .map(({ name }) => name);
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
    expect(error).toMatchObject({
      message: expect.stringMatching(/^Too many requests: try again in \d+ seconds?\.$/),
      extensions: { code: "RATE_LIMITED" },
    });
    const { retryAfter } = (error as { extensions: { retryAfter: number } }).extensions;
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Another client, or another action, has its own count.
    await expect(rateLimitFor(limiter, "203.0.113.8")("submitQuoteRequest", rule)).resolves.toBeUndefined();
    await expect(fromOne("submitContactMessage", rule)).resolves.toBeUndefined();
  });

  it("GRAPHQL_RATE_LIMIT_SCALE multiplies every rule's limit, and 1 leaves the limiter as it is", async () => {
    const limiter = new RateLimiter(server.db);
    expect(scaledLimits(limiter, 1)).toBe(limiter);
    const rule = { limit: 1, windowSeconds: 60 };
    const fromOne = rateLimitFor(scaledLimits(limiter, 3), "203.0.113.9");
    for (let call = 0; call < 3; call++) await fromOne("submitQuoteRequest", rule);
    await expect(fromOne("submitQuoteRequest", rule)).rejects.toMatchObject({ extensions: { code: "RATE_LIMITED" } });
  });
});

describe("the one-email-per-address throttle (SMTP_MAX_FREQUENCY)", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());
  afterEach(() => vi.restoreAllMocks());

  it("makes a second email wait the full interval from the first, even when the minute turns in between", async () => {
    const limiter = new RateLimiter(server.db);
    const email = uniqueEmail("throttle");
    const clock = vi.spyOn(Date, "now");
    const minute = Math.ceil(Date.now() / 60_000) * 60_000;

    clock.mockReturnValue(minute - 100);
    await throttleEmail(limiter, "signup", email, 60);
    clock.mockReturnValue(minute + 100);
    await expect(throttleEmail(limiter, "signup", email, 60)).rejects.toMatchObject({
      status: 429,
      code: "over_email_send_rate_limit",
    });
    clock.mockReturnValue(minute + 59_000);
    await expect(throttleEmail(limiter, "signup", email, 60)).rejects.toMatchObject({ status: 429 });
    // A minute after the first email, the next one goes; another kind of email never waited.
    clock.mockReturnValue(minute + 60_000);
    await expect(throttleEmail(limiter, "signup", email, 60)).resolves.toBeUndefined();
    await expect(throttleEmail(limiter, "recovery", email, 60)).resolves.toBeUndefined();
  });
});

type WireMessage = { id?: string; type: string; payload?: unknown };

/** A graphql-transport-ws socket from `ip` (X-Forwarded-For; loopback is a trusted proxy); sends connection_init unless `init` is false. */
function rawSocket(server: TestServer, options: { authorization?: string; ip?: string; init?: boolean } = {}) {
  const socket = new WebSocket(`${server.url.replace("http", "ws")}/graphql`, "graphql-transport-ws", {
    headers: options.ip ? { "x-forwarded-for": options.ip } : {},
  });
  const messages: WireMessage[] = [];
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.once("close", (code, reason) => resolve({ code, reason: String(reason) })),
  );
  socket.on("error", () => undefined);
  socket.on("message", (data) => messages.push(JSON.parse(String(data)) as WireMessage));
  const first = new Promise<string>((resolve) => {
    socket.once("open", () => {
      if (options.init !== false)
        socket.send(
          JSON.stringify({
            type: "connection_init",
            payload: options.authorization ? { authorization: options.authorization } : {},
          }),
        );
    });
    socket.once("message", (data) => resolve((JSON.parse(String(data)) as WireMessage).type));
    void closed.then(({ code }) => resolve(`closed:${code}`));
  });
  const send = (message: WireMessage) => socket.send(JSON.stringify(message));
  /** The first `next`/`error` for operation `id`. */
  const answer = (id: string) =>
    expect
      .poll(() => messages.find((m) => m.id === id && (m.type === "next" || m.type === "error")), { timeout: 10_000 })
      .toBeDefined()
      .then(() => messages.find((m) => m.id === id && (m.type === "next" || m.type === "error"))!);
  return { socket, messages, closed, first, send, answer };
}

/** `{ __typename }` padded to about `bytes`: whitespace is no token, so only the size counts. */
const padded = (bytes: number) => `{ __typename ${" ".repeat(bytes)}}`;

/** `promise`, or "pending" after `ms`. */
const settledWithin = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise, new Promise<"pending">((resolve) => setTimeout(() => resolve("pending"), ms))]);

describe("graphql-ws limits", () => {
  let server: TestServer;
  let staff: TestUser;

  beforeAll(async () => {
    server = await startTestServer({
      MAILER_AUTOCONFIRM: "true",
      WS_MAX_CONNECTIONS_PER_IP: "3",
      WS_MAX_SUBSCRIPTIONS_PER_SOCKET: "2",
    });
    staff = await signUp(server, "staff");
  });
  afterAll(() => server?.close());

  it("takes a message up to the HTTP body limit (1 MB) and closes the socket (1009) on a bigger one", async () => {
    expect(server.config.graphqlMaxBodyBytes).toBe(1024 * 1024);
    const ok = rawSocket(server, { authorization: staff.headers.authorization, ip: "203.0.113.10" });
    expect(await ok.first).toBe("connection_ack");
    ok.send({ id: "1", type: "subscribe", payload: { query: padded(900 * 1024) } });
    expect(await ok.answer("1")).toMatchObject({ type: "next", payload: { data: { __typename: "Query" } } });
    ok.send({ id: "2", type: "subscribe", payload: { query: padded(1024 * 1024) } });
    expect(await settledWithin(ok.closed, 5_000)).toMatchObject({ code: 1009 });
  });

  it("refuses connections from one address over the cap with 4429, and takes them again once one closes", async () => {
    const ip = "203.0.113.20";
    const open = [1, 2, 3].map(() => rawSocket(server, { authorization: staff.headers.authorization, ip }));
    expect(await Promise.all(open.map((s) => s.first))).toEqual(["connection_ack", "connection_ack", "connection_ack"]);
    const extra = rawSocket(server, { authorization: staff.headers.authorization, ip });
    expect(await settledWithin(extra.closed, 5_000)).toMatchObject({ code: 4429 });
    // Another address has its own count.
    const elsewhere = rawSocket(server, { authorization: staff.headers.authorization, ip: "203.0.113.21" });
    expect(await elsewhere.first).toBe("connection_ack");
    open[0]!.socket.close();
    await open[0]!.closed;
    await expect
      .poll(
        async () => {
          const again = rawSocket(server, { authorization: staff.headers.authorization, ip });
          const first = await again.first;
          again.socket.close();
          return first;
        },
        { timeout: 5_000 },
      )
      .toBe("connection_ack");
    for (const s of [...open, elsewhere]) s.socket.close();
  });

  it("answers a subscribe over the per-socket cap with RATE_LIMITED and keeps the others", async () => {
    const board = rawSocket(server, { authorization: staff.headers.authorization, ip: "203.0.113.30" });
    expect(await board.first).toBe("connection_ack");
    for (const id of ["1", "2", "3"])
      board.send({ id, type: "subscribe", payload: { query: "subscription { leadEvents { type } }" } });
    const refused = await board.answer("3");
    expect(refused.type).toBe("error");
    expect((refused.payload as { extensions?: { code?: string } }[])[0]?.extensions?.code).toBe("RATE_LIMITED");
    // graphql-ws does not confirm a subscription: submit leads until each reports one.
    const untilNext = (id: string) =>
      expect
        .poll(
          async () => {
            await submitRequest(server, uniqueEmail("ws-cap"));
            return board.messages.filter((m) => m.id === id).map((m) => m.type);
          },
          // Each attempt submits again; the next one looks for what the last one sent.
          { timeout: 10_000, interval: 150 },
        )
        .toContain("next");
    // The first two are live, and completing one makes room.
    await untilNext("1");
    await untilNext("2");
    board.send({ id: "1", type: "complete" });
    board.send({ id: "4", type: "subscribe", payload: { query: "subscription { leadEvents { type } }" } });
    await untilNext("4");
    expect(board.messages.filter((m) => m.id === "4" && m.type === "error")).toEqual([]);
    expect(board.socket.readyState).toBe(WebSocket.OPEN);
    board.socket.close();
  });
});

describe("graphql-ws sockets that do not authenticate", () => {
  let server: TestServer;
  let customer: TestUser;

  beforeAll(async () => {
    server = await startTestServer({
      MAILER_AUTOCONFIRM: "true",
      WS_CONNECTION_INIT_TIMEOUT_MS: "300",
      WS_ANONYMOUS_IDLE_MS: "500",
    });
    customer = await signUp(server, "customer");
  });
  afterAll(() => server?.close());

  it("closes a socket that sends no connection_init within WS_CONNECTION_INIT_TIMEOUT_MS (4408)", async () => {
    const silent = rawSocket(server, { init: false });
    expect(await settledWithin(silent.closed, 2_000)).toMatchObject({ code: 4408 });
  });

  it("closes an anonymous socket with nothing running after WS_ANONYMOUS_IDLE_MS (4408), and keeps a signed-in one", async () => {
    const anonymous = rawSocket(server);
    const signedIn = rawSocket(server, { authorization: customer.headers.authorization });
    expect(await anonymous.first).toBe("connection_ack");
    expect(await signedIn.first).toBe("connection_ack");
    expect(await settledWithin(anonymous.closed, 2_000)).toMatchObject({ code: 4408 });
    expect(signedIn.socket.readyState).toBe(WebSocket.OPEN);
    signedIn.socket.close();
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { LIMITS } from "../../server/src/graphql/armor.js";
import { startTestServer, type TestServer } from "../support/server.js";

// Issue 11's abuse cases at their stated sizes (limits.test.ts proves each limit just past it):
// each is refused with a coded error, cheaply, and the server answers normally right after.
// Then who may use the API from a browser: CORS, the WebSocket Origin, the security headers.

type Answer = {
  status: number;
  ms: number;
  contentType: string | null;
  body: { data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] };
};

async function send(server: TestServer, body: string): Promise<Answer> {
  const started = performance.now();
  const response = await fetch(`${server.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body,
  });
  const text = await response.text();
  const ms = performance.now() - started;
  return {
    status: response.status,
    ms,
    contentType: response.headers.get("content-type"),
    body: JSON.parse(text) as Answer["body"],
  };
}

const median = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)]!;

const nested = (levels: number) => "ofType { ".repeat(levels) + "name" + " }".repeat(levels);
/** 50 levels of selection sets. */
const DEPTH_50 = `{ __type(name: "Query") { fields { type { ${nested(47)} } } } }`;
const ALIASES_1000 = `{ ${Array.from({ length: 1_000 }, (_, i) => `o${i}: featuredOffers { id }`).join(" ")} }`;
const BATCH_100 = Array.from({ length: 100 }, () => ({ query: "{ featuredOffers { id } }" }));
/** A query of 1 MB (1,048,576 bytes, so the JSON body around it is just over the limit). */
const QUERY_1MB = `{ featuredOffers { ${"id ".repeat((1024 * 1024 - 24) / 3)}} }`.padEnd(1024 * 1024, " ");
/** Just under the body limit, but tens of thousands of tokens: stopped by the parser's token limit. */
const TOKENS_900KB = `{ featuredOffers { ${"id ".repeat((900 * 1024) / 3)}} }`;

describe("abusive GraphQL requests", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  const still = async () => expect((await server.graphql("{ featuredOffers { id } }")).errors).toBeUndefined();

  it.each([
    [
      "a query 50 levels deep",
      JSON.stringify({ query: DEPTH_50 }),
      400,
      "GRAPHQL_VALIDATION_FAILED",
      /^Query depth limit of 10 exceeded, found 5\d\.$/,
    ],
    [
      "1,000 aliases",
      JSON.stringify({ query: ALIASES_1000 }),
      400,
      "GRAPHQL_VALIDATION_FAILED",
      new RegExp(`^Token limit of ${LIMITS.tokens} exceeded`),
    ],
    ["100 batched operations", JSON.stringify(BATCH_100), 400, "BAD_REQUEST", /batching/i],
    ["a 1 MB query", JSON.stringify({ query: QUERY_1MB }), 413, "PAYLOAD_TOO_LARGE", /too large/i],
    [
      "a 900 KB query of tokens",
      JSON.stringify({ query: TOKENS_900KB }),
      400,
      "GRAPHQL_VALIDATION_FAILED",
      new RegExp(`^Token limit of ${LIMITS.tokens} exceeded`),
    ],
  ])("refuses %s quickly with a coded JSON error, and keeps answering", async (_case, body, status, code, message) => {
    const answers: Answer[] = [];
    for (let i = 0; i < 3; i++) answers.push(await send(server, body));
    for (const answer of answers) {
      expect(answer.status).toBe(status);
      expect(answer.contentType).toMatch(/json/);
      expect(answer.body.data).toBeUndefined();
      expect(answer.body.errors?.[0]?.extensions?.code).toBe(code);
      expect(answer.body.errors?.[0]?.message).toMatch(message);
      expect(JSON.stringify(answer.body)).not.toMatch(/\bat .+:\d+:\d+/); // no stack trace
    }
    // Median of three, so one scheduling hiccup on a busy machine does not decide it.
    expect(median(answers.map((a) => a.ms))).toBeLessThan(200);
    await still();
  });

  it("refuses malformed JSON with a coded error, not an HTML error page", async () => {
    const answer = await fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: '{"query": "{ featuredOffers { id } }"',
    });
    expect(answer.status).toBe(400);
    expect(answer.headers.get("content-type")).toMatch(/json/);
    const body = (await answer.json()) as Answer["body"];
    expect(body.errors?.[0]?.extensions?.code).toBe("BAD_REQUEST");
    await still();
  });
});

/** The handshake's outcome: "open", or the HTTP status the server refused the upgrade with. */
function handshake(server: TestServer, origin: string | undefined, host?: string): Promise<string | number> {
  const socket = new WebSocket(`${server.url.replace("http", "ws")}/graphql`, "graphql-transport-ws", {
    ...(origin ? { origin } : {}),
    ...(host ? { headers: { host } } : {}),
  });
  return new Promise((resolve, reject) => {
    socket.once("open", () => {
      socket.close();
      resolve("open");
    });
    socket.once("unexpected-response", (_request, response) => {
      resolve(response.statusCode ?? 0);
      socket.terminate();
    });
    socket.once("error", reject);
  });
}

describe("who may use the API from a browser", () => {
  const PARTNER = "https://partner.example";
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ CORS_ORIGINS: `${PARTNER}, https://admin.partner.example:8443/` });
  });
  afterAll(() => server?.close());

  const preflight = (origin: string) =>
    fetch(`${server.url}/graphql`, {
      method: "OPTIONS",
      headers: {
        origin,
        "access-control-request-method": "POST",
        "access-control-request-headers": "content-type, authorization",
      },
    });
  const fromOrigin = (origin: string) =>
    fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { origin, "content-type": "application/json" },
      body: JSON.stringify({ query: "{ featuredOffers { id } }" }),
    });

  it("gives CORS headers to the site and the configured origins only", async () => {
    expect(server.config.corsOrigins).toEqual([PARTNER, "https://admin.partner.example:8443"]);
    for (const origin of [PARTNER, "https://admin.partner.example:8443", new URL(server.url).origin]) {
      const answer = await preflight(origin);
      expect(answer.status, origin).toBe(204);
      expect(answer.headers.get("access-control-allow-origin")).toBe(origin);
      expect(answer.headers.get("access-control-allow-headers")).toMatch(/authorization/);
      const call = await fromOrigin(origin);
      expect(call.status).toBe(200);
      expect(call.headers.get("access-control-allow-origin")).toBe(origin);
      expect(call.headers.get("vary")).toMatch(/origin/i);
    }
    for (const origin of [
      "https://evil.example",
      "https://partner.example.evil.example",
      "http://partner.example",
      "null",
    ]) {
      const answer = await preflight(origin);
      expect(answer.status, origin).toBe(403);
      expect(answer.headers.get("access-control-allow-origin")).toBeNull();
      // The request itself may run (CORS is the browser's to enforce), but its answer stays unreadable.
      expect((await fromOrigin(origin)).headers.get("access-control-allow-origin")).toBeNull();
    }
  });

  it("refuses a graphql-ws handshake from a foreign Origin, takes the site's own, a configured one, the socket's own host and a client without one", async () => {
    expect(await handshake(server, "https://evil.example")).toBe(403);
    expect(await handshake(server, "null")).toBe(403);
    expect(await handshake(server, new URL(server.url).origin)).toBe("open");
    expect(await handshake(server, PARTNER)).toBe("open");
    expect(await handshake(server, undefined)).toBe("open");
    // A page served by the host the socket goes to (Vite's dev server proxies with its own Host).
    expect(await handshake(server, "http://localhost:5173", "localhost:5173")).toBe("open");
    expect(await handshake(server, "http://localhost:5173", "localhost:4000")).toBe(403);
  });

  it("sends the security headers on the API and the site, HSTS only in production", async () => {
    for (const response of [
      await fromOrigin(PARTNER),
      await fetch(`${server.url}/`),
      await fetch(`${server.url}/readyz`),
    ]) {
      const csp = response.headers.get("content-security-policy") ?? "";
      const directives = new Map(
        csp
          .split(";")
          .map((d) => d.trim().split(/\s+/))
          .map(([name, ...values]) => [name!, values]),
      );
      // Scripts: script-src when given, else default-src; neither may allow inline or eval'd code.
      const scripts = directives.get("script-src") ?? directives.get("default-src");
      expect(scripts).toBeDefined();
      expect(scripts).not.toContain("'unsafe-inline'");
      expect(scripts).not.toContain("'unsafe-eval'");
      expect(scripts?.some((source) => source === "*" || source.endsWith(":"))).toBe(false);
      expect(directives.get("object-src")).toEqual(["'none'"]);
      expect(directives.get("frame-ancestors")).toEqual(["'none'"]);
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      // Test mode is not production: HSTS would pin plain-http development hosts (production-defaults.test.ts checks it is sent there).
      expect(response.headers.get("strict-transport-security")).toBeNull();
    }
  });
});

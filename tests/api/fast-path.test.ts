import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUp, submitRequest, type TestUser } from "../support/charter.js";
import { startTestServer, type TestServer } from "../support/server.js";

// The GraphQL fast path (server/src/graphql/fast-path.ts) answers successful queries in front of
// Express and Apollo. `POST /graphql?via=apollo` never takes it (the path must be exactly
// /graphql), so each answer is compared with Apollo's own for the same request.

/** Headers that differ between any two answers; Express adds an ETag to Apollo's (useless on a POST), the fast path does not. */
const VOLATILE = new Set(["date", "etag", "keep-alive", "connection"]);

async function post(server: TestServer, path: string, body: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body,
  });
  const kept = [...response.headers].filter(([name]) => !VOLATILE.has(name));
  return {
    status: response.status,
    headers: Object.fromEntries(kept),
    body: await response.text(),
    etag: response.headers.has("etag"),
  };
}

/** The fast path's answer (asked twice: the first sight of a document validates it) and Apollo's; `fastTaken`: no ETag, so Express did not answer. */
async function bothWays(
  server: TestServer,
  query: string,
  variables?: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  const body = JSON.stringify({ query, variables });
  await post(server, "/graphql", body, headers);
  const fast = await post(server, "/graphql", body, headers);
  const apollo = await post(server, "/graphql?via=apollo", body, headers);
  return { fast, apollo, fastTaken: !fast.etag && apollo.etag };
}

describe("GraphQL fast path", () => {
  let server: TestServer;
  let customer: TestUser;

  beforeAll(async () => {
    server = await startTestServer({ MAILER_AUTOCONFIRM: "true" });
    customer = await signUp(server, "customer");
  });
  afterAll(() => server?.close());

  it.each([
    ["__typename", "{ __typename }", undefined],
    [
      "the public catalogue",
      "{ programs { code name features { key label } priceUnit } aircraftCategories { category seats hourlyRateUsd } featuredOffers { id validUntil } }",
      undefined,
    ],
    [
      "variables and a named operation",
      "query Find($search: String!, $first: Int) { airports(search: $search, first: $first) { code name city } }",
      { search: "lon", first: 3 },
    ],
  ])("answers %s as Apollo does, headers included", async (_name, query, variables) => {
    const { fast, apollo, fastTaken } = await bothWays(server, query, variables);
    expect(fast.status).toBe(200);
    expect(JSON.parse(fast.body).errors).toBeUndefined();
    expect(fastTaken).toBe(true);
    expect({ ...fast, etag: null }).toEqual({ ...apollo, etag: null });
  });

  it("answers a signed-in viewer as Apollo does", async () => {
    const { fast, apollo, fastTaken } = await bothWays(
      server,
      "{ viewer { id email assuranceLevel } }",
      undefined,
      customer.headers,
    );
    expect(JSON.parse(fast.body).data.viewer.email).toBe(customer.email);
    expect(fastTaken).toBe(true);
    expect({ ...fast, etag: null }).toEqual({ ...apollo, etag: null });
  });

  it("gives CORS headers as Express's /graphql route does: to the site's origin, not to a foreign one", async () => {
    const catalogue = "{ programs { code name features { key label } } aircraftCategories { category seats } }";
    for (const origin of [new URL(server.url).origin, "https://evil.example"]) {
      for (const query of ["{ __typename }", catalogue]) {
        const { fast, apollo, fastTaken } = await bothWays(server, query, undefined, { origin });
        expect(fastTaken, `${origin} ${query}`).toBe(true);
        expect({ ...fast, etag: null }).toEqual({ ...apollo, etag: null });
        expect(fast.headers["access-control-allow-origin"]).toBe(
          origin === "https://evil.example" ? undefined : origin,
        );
        expect(fast.headers.vary).toMatch(/origin/i);
      }
    }
  });

  it("negotiates the content type like Apollo, and leaves an unacceptable Accept to it", async () => {
    const graphqlResponse = { accept: "application/graphql-response+json, application/json;q=0.9" };
    const { fast, apollo, fastTaken } = await bothWays(server, "{ __typename }", undefined, graphqlResponse);
    expect(fast.headers["content-type"]).toBe("application/graphql-response+json; charset=utf-8");
    expect(fastTaken).toBe(true);
    expect({ ...fast, etag: null }).toEqual({ ...apollo, etag: null });
    expect(
      (await post(server, "/graphql", JSON.stringify({ query: "{ __typename }" }), { accept: "text/csv" })).status,
    ).toBe(406);
  });

  it("compresses answers of 1 KB and more for clients that accept it", async () => {
    const query =
      "{ programs { code name summary features { key label } } aircraftCategories { category exampleAircraft } }";
    const { fast, apollo, fastTaken } = await bothWays(server, query, undefined, { "accept-encoding": "gzip" });
    expect(fast.headers["content-encoding"]).toBe("gzip");
    expect(fastTaken).toBe(true);
    expect({ ...fast, etag: null }).toEqual({ ...apollo, etag: null });
  });

  it("answers a query that ran into errors itself, exactly as Apollo formats them, and runs it once", async () => {
    // A guarded field refused: Apollo's coded error, from the fast path.
    const refused = await bothWays(server, "{ leads(first: 1) { edges { node { id } } } }");
    expect(JSON.parse(refused.fast.body).errors[0].extensions.code).toBe("UNAUTHENTICATED");
    expect(refused.fastTaken).toBe(true);
    expect({ ...refused.fast, etag: null }).toEqual({ ...refused.apollo, etag: null });
    // A cursor that passes its own check but not PostgreSQL's: masked, as Apollo masks it.
    const after = Buffer.from(
      JSON.stringify({ s: "qr:CREATED_AT:DESC", k: ["2026-01-01 (note)", "00000000-0000-4000-8000-000000000000"] }),
    ).toString("base64url");
    const crafted = await bothWays(
      server,
      "query ($after: String) { myQuoteRequests(after: $after) { totalCount } }",
      { after },
      customer.headers,
    );
    expect(crafted.fastTaken).toBe(true);
    expect(JSON.parse(crafted.fast.body).errors).toEqual([
      {
        message: "Internal server error",
        path: ["myQuoteRequests"],
        locations: [{ line: 1, column: 26 }],
        extensions: { code: "INTERNAL_SERVER_ERROR" },
      },
    ]);
    expect({ ...crafted.fast, etag: null }).toEqual({ ...crafted.apollo, etag: null });
    // Run once: opening someone else's unclaimed request tries one claim (an UPDATE statement), then
    // answers NOT_FOUND; a statement trigger counts the tries.
    const { id } = await submitRequest(server, `someone-${crypto.randomUUID()}@example.com`);
    await server.db.query(`CREATE TABLE claim_attempt (at timestamptz DEFAULT now())`);
    await server.db.query(
      `CREATE FUNCTION count_claim() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN INSERT INTO claim_attempt DEFAULT VALUES; RETURN NULL; END $$`,
    );
    await server.db.query(
      `CREATE TRIGGER count_claim AFTER UPDATE ON quote_request FOR EACH STATEMENT EXECUTE FUNCTION count_claim()`,
    );
    try {
      const body = JSON.stringify({ query: `query ($id: ID!) { quoteRequest(id: $id) { id } }`, variables: { id } });
      const missing = await post(server, "/graphql", body, customer.headers);
      expect(JSON.parse(missing.body).errors[0].extensions.code).toBe("NOT_FOUND");
      expect(missing.etag).toBe(false);
      expect(await server.db.query(`SELECT count(*)::int AS n FROM claim_attempt`)).toEqual([{ n: 1 }]);
    } finally {
      await server.db.query(
        `DROP TRIGGER count_claim ON quote_request; DROP FUNCTION count_claim(); DROP TABLE claim_attempt`,
      );
    }
  });

  it("leaves mutations and bad bodies to Apollo and Express", async () => {
    // A document over the limits is refused on every sight.
    const tooMany = `{ ${Array.from({ length: 20 }, (_, i) => `a${i}: programs { code }`).join(" ")} }`;
    for (let sight = 0; sight < 2; sight++) {
      const answer = JSON.parse((await post(server, "/graphql", JSON.stringify({ query: tooMany }))).body);
      expect(answer.errors[0].message).toMatch(/aliases/i);
    }
    // Malformed JSON: a 400 from Express, as before.
    expect((await post(server, "/graphql", "{ not json")).status).toBe(400);
    expect((await post(server, "/graphql", '"a string"')).status).toBe(400);
  });
});

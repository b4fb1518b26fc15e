import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { request } from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sandboxPolicy } from "../../server/src/http/security.js";
import { startTestServer, type TestServer } from "../support/server.js";
import { graphql } from "./__generated__/index.js";

const BROWSER_ACCEPT = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";

// GET /graphql: a browser gets the GraphiQL page (GRAPHQL_SANDBOX), every GraphQL client gets Apollo.
const FEATURED = graphql(`
  query Sandbox_Featured {
    featuredOffers {
      id
    }
  }
`);

describe("the GraphQL sandbox route", () => {
  let webDist: string;
  let on: TestServer;
  let off: TestServer;

  beforeAll(async () => {
    webDist = await mkdtemp(path.join(os.tmpdir(), "skycharter-web-"));
    await writeFile(path.join(webDist, "index.html"), "<!doctype html><title>site</title>");
    await writeFile(path.join(webDist, "sandbox.html"), "<!doctype html><title>sandbox</title>");
    [on, off] = await Promise.all([
      startTestServer({ WEB_DIST: webDist, GRAPHQL_SANDBOX: "true" }),
      startTestServer({ WEB_DIST: webDist, GRAPHQL_SANDBOX: "false" }),
    ]);
  });
  afterAll(async () => {
    await on?.close();
    await off?.close();
    await rm(webDist, { recursive: true, force: true });
  });

  it("serves the sandbox to a browser, under its own CSP", async () => {
    const response = await fetch(`${on.url}/graphql`, { headers: { accept: BROWSER_ACCEPT } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    expect(response.headers.get("content-security-policy")).toBe(sandboxPolicy(on.config.auth.siteUrl));
    expect(response.headers.get("vary")).toMatch(/Accept/i);
    expect(await response.text()).toContain("<title>sandbox</title>");
  });

  it("leaves GraphQL GET requests to Apollo", async () => {
    const query = encodeURIComponent("{ featuredOffers { id } }");
    const response = await fetch(`${on.url}/graphql?query=${query}`, {
      headers: { accept: "application/graphql-response+json, application/json", "apollo-require-preflight": "true" },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ data: { featuredOffers: expect.any(Array) } });
    const anything = await fetch(`${on.url}/graphql?query=${query}`, {
      headers: { accept: "*/*", "apollo-require-preflight": "true" },
    });
    expect(anything.headers.get("content-type")).toMatch(/json/);
  });

  it("answers 404 to a browser when the sandbox is off, and POST still works", async () => {
    const response = await fetch(`${off.url}/graphql`, { headers: { accept: BROWSER_ACCEPT } });
    expect(response.status).toBe(404);
    expect(await response.text()).toMatch(/sandbox is turned off/);
    expect((await off.graphql(FEATURED)).data?.featuredOffers).toBeInstanceOf(Array);
  });

  it("does not serve the built page under its file name", async () => {
    expect((await fetch(`${on.url}/sandbox.html`)).status).toBe(404);
  });

  // fetch() normalises paths; a raw request sends them as an attacker would.
  it.each([
    "/%73andbox.html",
    "/sandbox%2Ehtml",
    "/%2573andbox.html",
    "/./sandbox.html",
    "/assets/../sandbox.html",
    "/sandbox.html.gz",
    "/sandbox.html.br",
    "/%73andbox.html.gz",
  ])("does not serve the built page through the path %s", async (rawPath) => {
    for (const server of [on, off]) {
      const { status, body } = await rawGet(server.url, rawPath);
      expect(body).not.toContain("<title>sandbox</title>");
      expect(status).not.toBe(200);
    }
  });
});

function rawGet(base: string, rawPath: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request(
      { hostname, port, path: rawPath, headers: { accept: BROWSER_ACCEPT, "accept-encoding": "identity" } },
      (res) => {
        let body = "";
        res.on("data", (chunk: Buffer) => (body += chunk.toString()));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on("error", reject);
    req.end();
  });
}

import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../support/server.js";

// A stand-in for `web/dist` written by the test, so these checks do not depend on a web build.
async function writeWebDist(dir: string) {
  await mkdir(path.join(dir, "assets"), { recursive: true });
  await writeFile(path.join(dir, "index.html"), "<!doctype html><title>SkyCharter</title><div id=root></div>");
  const script = `console.log(${JSON.stringify("x".repeat(2000))});`;
  await writeFile(path.join(dir, "assets", "main-abc123.js"), script);
  await writeFile(path.join(dir, "assets", "main-abc123.js.br"), brotliCompressSync(script));
  await writeFile(path.join(dir, "route-paths.json"), JSON.stringify(["/", "/programs", "/admin/leads/:id"]));
}

describe("the signed-in app's page", () => {
  let server: TestServer;
  let webDist: string;

  beforeAll(async () => {
    webDist = await mkdtemp(path.join(os.tmpdir(), "skycharter-web-"));
    await writeWebDist(webDist);
    await writeFile(
      path.join(webDist, "app.html"),
      "<!doctype html><title>SkyCharter</title><div id=root data-app></div>",
    );
    server = await startTestServer({ WEB_DIST: webDist });
  });
  afterAll(async () => {
    await server?.close();
    await rm(webDist, { recursive: true, force: true });
  });

  it("answers the addresses it renders no public page for with app.html, the unknown ones still 404", async () => {
    for (const [route, status] of [
      ["/admin/leads/42", 200],
      ["/no-such-page", 404],
    ] as const) {
      const response = await fetch(`${server.url}${route}`);
      expect(response.status, route).toBe(status);
      expect(response.headers.get("cache-control")).toBe("no-cache");
      expect(await response.text()).toContain("<div id=root data-app>");
    }
  });
});

describe("HTTP surface", () => {
  let server: TestServer;
  let webDist: string;

  beforeAll(async () => {
    webDist = await mkdtemp(path.join(os.tmpdir(), "skycharter-web-"));
    await writeWebDist(webDist);
    server = await startTestServer({ WEB_DIST: webDist });
  });
  afterAll(async () => {
    await server?.close();
    await rm(webDist, { recursive: true, force: true });
  });

  it("answers /healthz and /readyz", async () => {
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: "ok" });
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: "ready", database: "up" });
  });

  it("serves client routes with the app shell, 404 for paths the router does not know", async () => {
    for (const [route, status] of [
      ["/", 200],
      ["/programs", 200],
      ["/admin/leads/42", 200],
      ["/no-such-page", 404],
      ["/admin/leads", 404],
    ] as const) {
      const response = await fetch(`${server.url}${route}`);
      expect(response.status, route).toBe(status);
      expect(response.headers.get("content-type")).toMatch(/text\/html/);
      expect(response.headers.get("cache-control")).toBe("no-cache");
      expect(await response.text()).toContain("<div id=root>");
    }
  });

  it("serves hashed assets brotli-compressed and cached for a year", async () => {
    const response = await fetch(`${server.url}/assets/main-abc123.js`, { headers: { "accept-encoding": "br, gzip" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(response.headers.get("content-type")).toMatch(/javascript/);
    // fetch decodes br itself; the body must be the original script either way.
    expect(await response.text()).toContain("console.log");
  });

  it("answers a missing asset and unknown API paths with a real 404", async () => {
    expect((await fetch(`${server.url}/assets/gone-000.js`)).status).toBe(404);
    for (const route of ["/graphql/extra", "/auth/nope", "/export/x.csv", "/api/anything"]) {
      const response = await fetch(`${server.url}${route}`);
      expect(response.status, route).toBe(404);
      expect(await response.json()).toMatchObject({ error: "not_found" });
    }
    // Inside /auth/v1 the answer is in Supabase Auth's error format.
    const auth = await fetch(`${server.url}/auth/v1/nope`);
    expect(auth.status).toBe(404);
    expect(await auth.json()).toMatchObject({ code: 404, error_code: "not_found" });
  });

  it("sends security headers", async () => {
    const response = await fetch(`${server.url}/`);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-security-policy")).toContain("default-src 'self'");
    expect(response.headers.get("x-powered-by")).toBeNull();
  });

  it("keeps GraphQL request errors readable and coded", async () => {
    const invalid = await server.graphql(`{ nope }`);
    expect(invalid.errors?.[0]?.extensions?.code).toBe("GRAPHQL_VALIDATION_FAILED");
    expect(invalid.errors?.[0]?.message).toContain("nope");
  });
});

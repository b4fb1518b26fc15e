import { auditServer } from "graphql-http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../support/server.js";

// The GraphQL-over-HTTP spec's conformance audit (npm graphql-http) against the real /graphql.
describe("GraphQL over HTTP conformance", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it("passes every MUST of the GraphQL-over-HTTP audit", async () => {
    const results = await auditServer({ url: `${server.url}/graphql` });
    const failed = results.filter((result) => result.status === "error");
    const warnings = results.filter((result) => result.status === "warn");
    const notices = results.filter((result) => result.status === "notice");
    console.info(
      `graphql-http audit: ${results.length} checks, ${results.length - failed.length - warnings.length - notices.length} ok, ` +
        `${warnings.length} SHOULD warnings, ${notices.length} notices, ${failed.length} MUST failures`,
    );
    for (const warning of warnings) console.info(`  warn: ${warning.name}`);
    expect(failed.map((result) => `${result.name}: ${"reason" in result ? result.reason : ""}`)).toEqual([]);
  });
});

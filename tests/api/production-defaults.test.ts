import { randomUUID } from "node:crypto";
import { generateKeyPairSync, randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureStaffAccount, staffWithDemoPassword } from "../../server/src/auth/admin/index.js";
import { ConfigError, DEMO_ADMIN_PASSWORD, loadConfig } from "../../server/src/config.js";
import { authClient, uniqueEmail } from "../support/auth-client.js";
import { waitForMail } from "../support/mailbox.js";
import { startTestServer, type TestServer } from "../support/server.js";

// A production deployment that sets only what it must (DATABASE_URL, JWT_SIGNING_KEYS, MFA_ENCRYPTION_KEYS,
// PASSENGER_ENCRYPTION_KEYS) is closed by default: nothing a demo needs stays open.

function signingKeys(): string {
  const { privateKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  return JSON.stringify({
    keys: [{ ...privateKey.export({ format: "jwk" }), kid: randomUUID(), alg: "ES256", use: "sig" }],
  });
}

const PRODUCTION = {
  NODE_ENV: "production",
  JWT_SIGNING_KEYS: signingKeys(),
  MFA_ENCRYPTION_KEYS: randomBytes(32).toString("base64"),
  PASSENGER_ENCRYPTION_KEYS: randomBytes(32).toString("base64"),
};

describe("production defaults", () => {
  it("turn the sandbox, introspection and demo data off, staff MFA on, and create no admin", () => {
    const config = loadConfig({ ...PRODUCTION });
    expect(config.graphqlSandbox).toBe(false);
    expect(config.graphqlIntrospection).toBe(false);
    expect(config.seedDemoData).toBe(false);
    expect(config.auth.staffRequireMfa).toBe("any");
    expect(config.auth.adminPassword).toBeNull();
    expect(config.mail.logLinks).toBe(false);
    // Development keeps the demo conveniences.
    const development = loadConfig({});
    expect([development.graphqlIntrospection, development.graphqlSandbox, development.mail.logLinks]).toEqual([
      true,
      true,
      true,
    ]);
  });

  it("refuse the published demo password as ADMIN_PASSWORD", () => {
    expect(() => loadConfig({ ...PRODUCTION, ADMIN_PASSWORD: DEMO_ADMIN_PASSWORD })).toThrow(ConfigError);
    expect(() => loadConfig({ ...PRODUCTION, ADMIN_PASSWORD: DEMO_ADMIN_PASSWORD })).toThrow(/ADMIN_PASSWORD/);
  });

  it("refuse MAILER_AUTOCONFIRM: an address must be proven by its emailed link", () => {
    expect(() => loadConfig({ ...PRODUCTION, MAILER_AUTOCONFIRM: "true" })).toThrow(/MAILER_AUTOCONFIRM/);
    expect(loadConfig({ ...PRODUCTION, MAILER_AUTOCONFIRM: "false" }).auth.mailerAutoconfirm).toBe(false);
    expect(loadConfig({ MAILER_AUTOCONFIRM: "true" }).auth.mailerAutoconfirm).toBe(true);
  });

  describe("a production server", () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer({ ...PRODUCTION, SITE_URL: "https://charter.example" });
    });
    afterAll(() => server?.close());

    it("finds staff accounts a development database left with the published password", async () => {
      const email = uniqueEmail("leftover-admin");
      await ensureStaffAccount(server.db, { email, password: DEMO_ADMIN_PASSWORD, role: "admin" });
      await ensureStaffAccount(server.db, {
        email: uniqueEmail("safe-admin"),
        password: "A-Different-Secret-2026",
        role: "admin",
      });
      expect(await staffWithDemoPassword(server.db)).toEqual([email]);
    });

    it("sends HSTS and a CSP whose connect-src is the site's own origin only", async () => {
      const response = await fetch(`${server.url}/healthz`);
      expect(response.headers.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains");
      const connect = response.headers
        .get("content-security-policy")!
        .split("; ")
        .find((d) => d.startsWith("connect-src"));
      expect(connect).toBe("connect-src 'self' wss://charter.example");
    });

    it("refuses introspection", async () => {
      const response = await server.graphql("{ __schema { queryType { name } } }");
      expect(response.data ?? null).toBeNull();
      expect(JSON.stringify(response.errors)).toMatch(/introspection/i);
    });

    it("masks an error raised while building the request context", async () => {
      const email = uniqueEmail("context");
      const client = authClient(server.url);
      expect((await client.signUp({ email, password: "Context-Failure-2026" })).error).toBeNull();
      // The link names the public site; this server answers it on loopback.
      const link = new URL((await waitForMail(server.dataDir, email)).link!);
      const landing = new URL(
        (await fetch(`${server.url}${link.pathname}${link.search}`, { redirect: "manual" })).headers.get("location")!,
      );
      const token = new URLSearchParams(landing.hash.slice(1)).get("access_token");
      expect(token).toBeTruthy();
      // The session lookup fails the way a database outage or a bug would.
      await server.db.query(`ALTER TABLE auth_session RENAME TO auth_session_away`);
      try {
        const response = await server.graphql("{ __typename }", {}, { authorization: `Bearer ${token}` });
        expect(response.errors?.[0]).toMatchObject({
          message: "Internal server error",
          extensions: { code: "INTERNAL_SERVER_ERROR" },
        });
        expect(JSON.stringify(response)).not.toMatch(/auth_session|relation|Context creation/);
      } finally {
        await server.db.query(`ALTER TABLE auth_session_away RENAME TO auth_session`);
      }
    });
  });
});

import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { Client } from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ok, signUp, submitRequest } from "../support/charter.js";
import { ROOT } from "../support/process.js";
import { startTestServer, startTestServerAt, type TestServer } from "../support/server.js";
import { graphql } from "./__generated__/index.js";

// docker-compose.yml runs the app copies as a role that may read and write rows but never change
// the schema (deploy/postgres/10-roles.sh); the one-off migrate service changes it as the owner.
// The server must start and work with only those rights, once the owner has migrated.

const MY_REQUESTS = graphql(`
  query DatabaseRoles_MyRequests {
    myQuoteRequests {
      totalCount
    }
  }
`);
const PROGRAMS = graphql(`
  query DatabaseRoles_Programs {
    programs {
      code
    }
  }
`);

describe("the app as a rows-only database role", () => {
  let owner: TestServer;
  let app: TestServer | null = null;
  const role = `app_${randomBytes(5).toString("hex")}`;
  let appUrl: string;

  beforeAll(async () => {
    owner = await startTestServer();
    const url = new URL(owner.config.databaseUrl!);
    const database = url.pathname.slice(1);
    // The rights 10-roles.sh gives skycharter_app (its default privileges, applied to the tables there are).
    for (const sql of [
      `CREATE ROLE ${role} LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE PASSWORD 'rows-only'`,
      `REVOKE ALL ON DATABASE ${database} FROM PUBLIC`,
      `GRANT CONNECT, TEMPORARY ON DATABASE ${database} TO ${role}`,
      `REVOKE CREATE ON SCHEMA public FROM PUBLIC`,
      `GRANT USAGE ON SCHEMA public TO ${role}`,
      `GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${role}`,
      `GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO ${role}`,
    ]) {
      await owner.db.query(sql);
    }
    url.username = role;
    url.password = "rows-only";
    appUrl = url.toString();
  });
  afterAll(async () => {
    await app?.close();
    await owner.db.query(`DROP OWNED BY ${role}`).catch(() => undefined);
    await owner.db.query(`DROP ROLE IF EXISTS ${role}`).catch(() => undefined);
    await owner?.close();
  });

  it("starts, signs up, takes a request and lists it, while the role cannot create or alter a table", async () => {
    app = await startTestServerAt(appUrl, { MAILER_AUTOCONFIRM: "true" });
    expect((await fetch(`${app.url}/readyz`)).status).toBe(200);
    const customer = await signUp(app, "customer");
    await submitRequest(app, customer.email, {}, customer.headers);
    const mine = ok(await app.graphql(MY_REQUESTS, {}, customer.headers));
    expect(mine.myQuoteRequests.totalCount).toBe(1);
    expect(ok(await app.graphql(PROGRAMS)).programs.length).toBeGreaterThan(0);

    const client = new Client({ connectionString: appUrl });
    await client.connect();
    try {
      for (const ddl of [
        `CREATE TABLE intruder (id int)`,
        `ALTER TABLE auth_user ADD COLUMN intruder int`,
        `DROP TABLE mail_outbox`,
      ]) {
        await expect(client.query(ddl), ddl).rejects.toMatchObject({ code: expect.stringMatching(/^42501$|^42P01$/) });
      }
      const [{ rolsuper }] = (
        await client.query<{ rolsuper: boolean }>(`SELECT rolsuper FROM pg_roles WHERE rolname = current_user`)
      ).rows as [{ rolsuper: boolean }];
      expect(rolsuper).toBe(false);
    } finally {
      await client.end();
    }
  });

  it("compose runs the app as that role, seeds no demo data unless asked, and trusts only the proxy's address", async () => {
    const compose = await readFile(path.join(ROOT, "docker-compose.yml"), "utf8");
    const roles = await readFile(path.join(ROOT, "deploy/postgres/10-roles.sh"), "utf8");
    expect(compose).toMatch(/DATABASE_URL: postgres:\/\/skycharter_app:/);
    expect(compose).toMatch(/DATABASE_URL: postgres:\/\/skycharter_owner:.*\n/);
    expect(compose).toContain("SEED_DEMO_DATA: ${SEED_DEMO_DATA:-false}");
    const proxy = /ipv4_address: ([\d.]+)/.exec(compose)?.[1];
    expect(proxy).toBeTruthy();
    expect(compose).toContain(`TRUST_PROXY: "${proxy}"`);
    expect(roles).toMatch(/CREATE ROLE skycharter_app LOGIN NOSUPERUSER/);
    expect(roles).toMatch(/GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO skycharter_app/);
    expect(roles).not.toMatch(/GRANT (ALL|CREATE)[^;]*TO skycharter_app/);
  });
});

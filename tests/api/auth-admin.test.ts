import { execFile } from "node:child_process";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { decodeJwt, generateKeyPair, SignJWT } from "jose";
import type { GoTrueAdminApi } from "@supabase/auth-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../../server/src/auth/common/passwords.js";
import { serviceRoleKeyClaims, signServiceRoleKey } from "../../server/src/auth/admin/index.js";
import { loadSigningKeys } from "../../server/src/auth/sessions/index.js";
import { insertUser } from "../../server/src/auth/common/store.js";
import { createLogger } from "../../server/src/logger.js";
import { authClient, uniqueEmail } from "../support/auth-client.js";
import { ok, submitRequest } from "../support/charter.js";
import { waitForMail } from "../support/mailbox.js";
import { ROOT } from "../support/process.js";
import { startTestServer, startTestServerCopy, type TestServer } from "../support/server.js";
import { adminClient, serviceRoleKey } from "../support/service-role.js";
import { totpCode } from "../support/totp.js";
import { graphql } from "./__generated__/index.js";

// The admin API of Supabase Auth (GoTrue) under /auth/v1, driven by @supabase/auth-js's own
// GoTrueAdminApi (supabase.auth.admin) with a service-role key signed by the server's keys.

const MY_REQUESTS = graphql(`
  query AuthAdmin_MyRequests {
    myQuoteRequests {
      totalCount
    }
  }
`);

const PASSWORD = "Jet-set-2026";
const OTHER_PASSWORD = "Runway-ready-88";

const INVITE_STAFF = graphql(`
  mutation AuthAdmin_InviteStaff($email: String!, $role: Role!) {
    inviteStaff(email: $email, role: $role) {
      id
    }
  }
`);

let server: TestServer;
let key: string;
let admin: GoTrueAdminApi;

beforeAll(async () => {
  server = await startTestServer({ MAILER_AUTOCONFIRM: "false" });
  key = await serviceRoleKey(server);
  admin = adminClient(server, key);
});
afterAll(() => server?.close());

async function passwordSignIn(email: string, password: string) {
  const response = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  return { status: response.status, body: (await response.json()) as { error_code?: string; access_token?: string } };
}

/** The fields of an admin answer these tests read: an error's, a user list's, a factor's. */
interface AdminAnswer {
  code?: string;
  message?: string;
  users?: { id: string }[];
  id?: string;
  friendly_name?: string;
}

/** A request with the service-role key (or `token`), in the versioned error format auth-js asks for. */
async function call(method: string, path: string, body?: unknown, token = key) {
  const response = await fetch(`${server.url}/auth/v1${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      "content-type": "application/json",
      "x-supabase-api-version": "2024-01-01",
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as AdminAnswer };
}

/** Follows an emailed or generated link (GET /verify) and returns the landing URL's fragment. */
async function follow(link: string): Promise<URLSearchParams> {
  const response = await fetch(link, { redirect: "manual" });
  expect(response.status).toBe(303);
  return new URLSearchParams(new URL(response.headers.get("location")!).hash.slice(1));
}

async function auditOf(userId: string): Promise<{ action: string; actor_user_id: string | null }[]> {
  return server.db.query(`SELECT action, actor_user_id FROM audit_log WHERE entity_id = $1 ORDER BY id`, [userId]);
}

async function queuedMail(email: string): Promise<number> {
  const [{ n }] = await server.db.query(`SELECT count(*)::int AS n FROM mail_outbox WHERE to_address = $1`, [email]);
  return n;
}

async function confirmedUser(email = uniqueEmail("user"), role: "customer" | "staff" | "admin" = "customer") {
  const { data, error } = await admin.createUser({
    email,
    password: PASSWORD,
    email_confirm: true,
    ...(role === "customer" ? {} : { app_metadata: { role } }),
  });
  if (error) throw error;
  return { email, id: data.user!.id };
}

async function backOfficeAdmin() {
  const { email } = await confirmedUser(uniqueEmail("backoffice"), "admin");
  const { body } = await passwordSignIn(email, PASSWORD);
  return { authorization: `Bearer ${body.access_token}` };
}

describe("the service-role key", () => {
  it("is required: a user's token is not_admin, no token no_authorization, another key's or an expired one bad_jwt", async () => {
    const { email } = await confirmedUser();
    const { body } = await passwordSignIn(email, PASSWORD);
    const asUser = await adminClient(server, body.access_token!).listUsers();
    expect(asUser.error).toMatchObject({ status: 403, code: "not_admin", message: "User not allowed" });

    const anonymous = await fetch(`${server.url}/auth/v1/admin/users`);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ error_code: "no_authorization" });

    const { privateKey } = await generateKeyPair("ES256");
    const foreign = await new SignJWT({ role: "service_role" })
      .setProtectedHeader({ alg: "ES256", kid: "someone-else" })
      .setExpirationTime("1h")
      .sign(privateKey);
    expect((await adminClient(server, foreign).listUsers()).error).toMatchObject({ status: 403, code: "bad_jwt" });
    const expired = await serviceRoleKey(server, -60);
    expect((await adminClient(server, expired).listUsers()).error).toMatchObject({ status: 403, code: "bad_jwt" });

    // The key is no user's: the user endpoint and the GraphQL API do not take it.
    const asKey = await fetch(`${server.url}/auth/v1/user`, { headers: { authorization: `Bearer ${key}` } });
    expect(asKey.status).toBe(403);
    const graphqlAsKey = await server.graphql("{ viewer { email } }", {}, { authorization: `Bearer ${key}` });
    expect(graphqlAsKey.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");

    // Every admin route and /invite sit behind it.
    for (const [method, path] of [
      ["POST", "/admin/users"],
      ["GET", `/admin/users/${crypto.randomUUID()}`],
      ["PUT", `/admin/users/${crypto.randomUUID()}`],
      ["DELETE", `/admin/users/${crypto.randomUUID()}`],
      ["GET", `/admin/users/${crypto.randomUUID()}/factors`],
      ["POST", "/admin/generate_link"],
      ["POST", "/invite"],
    ] as const) {
      const refused = await call(method, path, method === "GET" ? undefined : {}, body.access_token);
      expect(refused, `${method} ${path}`).toMatchObject({ status: 403, body: { code: "not_admin" } });
    }
  });
});

describe("service-role keys' claims and revocation", () => {
  const issuer = () => `${server.url}/auth/v1`;
  const listUsersWith = async (token: string) => (await adminClient(server, token).listUsers({ perPage: 1 })).error;

  /** `npm run service-role-key` itself (compiled), against this server's database, keys and SITE_URL. */
  async function cli(...args: string[]) {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ["server/dist/cli/service-role-key.js", ...args],
      {
        cwd: ROOT,
        env: {
          PATH: process.env.PATH ?? "",
          HOME: process.env.HOME ?? "",
          NODE_ENV: "test",
          LOG_LEVEL: "error",
          DATABASE_URL: server.config.databaseUrl!,
          DATA_DIR: server.dataDir,
          SITE_URL: server.url,
        },
      },
    );
    return { stdout: stdout.trim(), stderr };
  }

  it("refuses a key without this service as issuer, the admin API as audience and an id, or living past the cap", async () => {
    const keys = await loadSigningKeys(server.config, createLogger(server.config));
    const now = Math.floor(Date.now() / 1000);
    const sign = (claims: Record<string, unknown>, lifetime = 600) =>
      new SignJWT({ role: "service_role", ...claims })
        .setProtectedHeader({ alg: keys.signing.alg, kid: keys.signing.kid, typ: "JWT" })
        .setIssuedAt(now)
        .setExpirationTime(now + lifetime)
        .sign(keys.signing.key);
    const badJwt = { status: 403, code: "bad_jwt" };
    // What the CLI made before: the issuer, the role and an expiry, no audience or id.
    expect(await listUsersWith(await sign({ iss: issuer() }))).toMatchObject(badJwt);
    const complete = { iss: issuer(), aud: "auth-admin", jti: crypto.randomUUID() };
    expect(await listUsersWith(await sign(complete))).toBeNull();
    expect(await listUsersWith(await sign({ ...complete, iss: "https://elsewhere.example/auth/v1" }))).toMatchObject(
      badJwt,
    );
    expect(await listUsersWith(await sign({ ...complete, aud: "authenticated" }))).toMatchObject(badJwt);
    expect(await listUsersWith(await sign({ ...complete, jti: undefined }))).toMatchObject(badJwt);
    // SERVICE_ROLE_KEY_MAX_DAYS is 365 by default: ten years, the old CLI's ceiling, is refused.
    expect(await listUsersWith(await signServiceRoleKey(keys, issuer(), 3650 * 86_400))).toMatchObject(badJwt);
    expect(await listUsersWith(await signServiceRoleKey(keys, issuer(), 365 * 86_400))).toBeNull();
  });

  it("revokes one key with `service-role-key --revoke`, by the key or its id, on every server copy at once", async () => {
    const made = await cli("--days", "30");
    const fromCli = made.stdout;
    const claims = decodeJwt(fromCli);
    expect(claims).toMatchObject({ role: "service_role", iss: issuer(), aud: "auth-admin" });
    expect(claims.exp! - claims.iat!).toBe(30 * 86_400);
    expect(made.stderr).toContain(claims.jti);
    const other = await serviceRoleKey(server);
    // Another copy of the service: the same database, signing keys and SITE_URL.
    const copy = await startTestServerCopy(server, {
      JWT_SIGNING_KEYS: await readFile(path.join(server.dataDir, "jwt-keys.json"), "utf8"),
      SITE_URL: server.url,
    });
    try {
      expect(await listUsersWith(fromCli)).toBeNull();
      expect((await adminClient(copy, fromCli).listUsers({ perPage: 1 })).error).toBeNull();

      expect((await cli("--revoke", fromCli)).stdout).toContain(String(claims.jti));
      expect(await listUsersWith(fromCli)).toMatchObject({ status: 403, code: "bad_jwt" });
      expect((await adminClient(copy, fromCli).listUsers({ perPage: 1 })).error).toMatchObject({
        status: 403,
        code: "bad_jwt",
      });
      // The other key still works, until it is revoked by its id.
      expect(await listUsersWith(other)).toBeNull();
      await cli("--revoke", String(decodeJwt(other).jti));
      expect(await listUsersWith(other)).toMatchObject({ status: 403, code: "bad_jwt" });
      // Nor does the CLI make a key longer than the cap.
      await expect(cli("--days", "400")).rejects.toMatchObject({ code: 2 });
    } finally {
      await copy.close();
    }
  });

  it("takes a Supabase project's keys on Supabase Auth's terms only where SERVICE_ROLE_KEY_SUPABASE_ISSUER names their issuer, still revocable", async () => {
    const keys = await loadSigningKeys(server.config, createLogger(server.config));
    const now = Math.floor(Date.now() / 1000);
    // As auth-js's tests (and the Supabase CLI) make them: issuer, role, iat, an exp years away; no aud or id.
    const supabaseKey = (claims: Record<string, unknown> = {}) =>
      new SignJWT({ iss: "supabase-demo", role: "service_role", iat: now - 60, exp: now + 6 * 365 * 86_400, ...claims })
        .setProtectedHeader({ alg: keys.signing.alg, kid: keys.signing.kid, typ: "JWT" })
        .sign(keys.signing.key);
    const fromSupabase = await supabaseKey();
    const badJwt = { status: 403, code: "bad_jwt" };
    expect(await listUsersWith(fromSupabase)).toMatchObject(badJwt);

    const copy = await startTestServerCopy(server, {
      JWT_SIGNING_KEYS: await readFile(path.join(server.dataDir, "jwt-keys.json"), "utf8"),
      SITE_URL: server.url,
      SERVICE_ROLE_KEY_SUPABASE_ISSUER: "supabase-demo",
    });
    const copyListsWith = async (token: string) => (await adminClient(copy, token).listUsers({ perPage: 1 })).error;
    try {
      expect(await copyListsWith(fromSupabase)).toBeNull();
      // Supabase's rules still hold: its role, a signature by our keys, an expiry not passed (and one at all).
      expect(await copyListsWith(await supabaseKey({ role: "anon" }))).toMatchObject({
        status: 403,
        code: "not_admin",
      });
      expect(await copyListsWith(await supabaseKey({ exp: now - 60 }))).toMatchObject(badJwt);
      expect(await copyListsWith(await supabaseKey({ exp: undefined }))).toMatchObject(badJwt);
      const { privateKey } = await generateKeyPair("ES256");
      const foreign = await new SignJWT({ iss: "supabase-demo", role: "service_role", exp: now + 3600 })
        .setProtectedHeader({ alg: "ES256", kid: keys.signing.kid })
        .sign(privateKey);
      expect(await copyListsWith(foreign)).toMatchObject(badJwt);
      // Other issuers keep this service's rules: the old CLI's form is still refused.
      const oldForm = await new SignJWT({ role: "service_role", iss: issuer() })
        .setProtectedHeader({ alg: keys.signing.alg, kid: keys.signing.kid, typ: "JWT" })
        .setIssuedAt(now)
        .setExpirationTime(now + 600)
        .sign(keys.signing.key);
      expect(await copyListsWith(oldForm)).toMatchObject(badJwt);

      // Without a jti, a key is revoked given whole, or by the id made from it (the CLI prints it).
      const other = await supabaseKey({ sub: "another-key" });
      expect((await cli("--revoke", fromSupabase)).stdout).toContain(serviceRoleKeyClaims(fromSupabase).id);
      expect(await copyListsWith(fromSupabase)).toMatchObject(badJwt);
      expect(await copyListsWith(other)).toBeNull();
      await cli("--revoke", serviceRoleKeyClaims(other).id);
      expect(await copyListsWith(other)).toMatchObject(badJwt);
    } finally {
      await copy.close();
    }
  });
});

describe("users", () => {
  it("creates a user as Supabase Auth does, who signs in with the password given", async () => {
    const email = uniqueEmail("created");
    const { data, error } = await admin.createUser({
      email,
      password: PASSWORD,
      email_confirm: true,
      user_metadata: { name: "Amelia" },
      app_metadata: { plan: "gold" },
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({
      aud: "authenticated",
      role: "authenticated",
      email,
      phone: "",
      email_confirmed_at: expect.any(String),
      user_metadata: { name: "Amelia" },
      app_metadata: { provider: "email", providers: ["email"], plan: "gold", role: "customer" },
      identities: [{ provider: "email", identity_data: { email, email_verified: true } }],
      is_anonymous: false,
    });
    expect((await passwordSignIn(email, PASSWORD)).status).toBe(200);
    expect(await auditOf(data.user!.id)).toEqual([{ action: "user.create", actor_user_id: null }]);

    // Without email_confirm the account exists but cannot sign in until its address is confirmed.
    const pending = uniqueEmail("pending");
    expect((await admin.createUser({ email: pending, password: PASSWORD })).data.user?.email_confirmed_at).toBeFalsy();
    expect((await passwordSignIn(pending, PASSWORD)).body.error_code).toBe("email_not_confirmed");
  });

  it("answers a taken address email_exists and a taken phone phone_exists (422), and bad input as GoTrue does", async () => {
    const { email } = await confirmedUser();
    expect((await admin.createUser({ email, password: PASSWORD })).error).toMatchObject({
      status: 422,
      code: "email_exists",
      message: "A user with this email address has already been registered",
    });
    const phone = await admin.createUser({ phone: "+44 7700 900456", phone_confirm: true });
    expect(phone.error).toBeNull();
    expect(phone.data.user).toMatchObject({ phone: "447700900456", phone_confirmed_at: expect.any(String) });
    expect(phone.data.user?.app_metadata).toMatchObject({ provider: "phone", providers: ["phone"] });
    expect((await admin.createUser({ phone: "447700900456" })).error).toMatchObject({
      status: 422,
      code: "phone_exists",
    });
    expect((await admin.createUser({ user_metadata: {} })).error).toMatchObject({
      status: 400,
      code: "validation_failed",
      message: "Cannot create a user without either an email or phone",
    });
    expect((await admin.createUser({ email: "not-an-address" })).error).toMatchObject({
      status: 400,
      code: "validation_failed",
      message: "Unable to validate email address: invalid format",
    });
    expect((await admin.createUser({ email: uniqueEmail(), password: "12345" })).error).toMatchObject({
      status: 422,
      code: "weak_password",
    });
    expect((await admin.createUser({ email: uniqueEmail(), ban_duration: "soon" })).error).toMatchObject({
      status: 400,
      code: "validation_failed",
      message: 'invalid format for ban duration: time: invalid duration "soon"',
    });
    expect((await admin.createUser({ email: uniqueEmail(), role: "service_role" })).error).toMatchObject({
      status: 400,
      code: "validation_failed",
    });
    // Staff rights go only to an address the operator vouches for.
    expect((await admin.createUser({ email: uniqueEmail(), app_metadata: { role: "staff" } })).error).toMatchObject({
      status: 400,
      code: "validation_failed",
    });
  });

  it("lists users a page at a time with GoTrue's Link and X-Total-Count headers", async () => {
    const { data, error } = await admin.listUsers({ page: 1, perPage: 2 });
    expect(error).toBeNull();
    const [{ total }] = await server.db.query(`SELECT count(*)::int AS total FROM auth_user`);
    expect(data).toMatchObject({ aud: "authenticated", total, nextPage: 2, lastPage: Math.ceil(total / 2) });
    expect(data.users).toHaveLength(2);

    const raw = await call("GET", "/admin/users?per_page=2&page=2");
    expect(raw.headers.get("x-total-count")).toBe(String(total));
    expect(raw.headers.get("link")).toContain(
      `</auth/v1/admin/users?page=${Math.ceil(total / 2)}&per_page=2>; rel="last"`,
    );
    expect(raw.body.users?.map((u) => u.id)).not.toContain(data.users[0]!.id);
    // The newest first.
    const newest = await confirmedUser();
    expect((await admin.listUsers({ page: 1, perPage: 1 })).data.users[0]?.id).toBe(newest.id);
    expect(await call("GET", "/admin/users?page=abc")).toMatchObject({
      status: 400,
      body: { code: "validation_failed" },
    });
  });

  it("gets a user by id, and answers an unknown one user_not_found (404)", async () => {
    const { id, email } = await confirmedUser();
    expect((await admin.getUserById(id)).data.user).toMatchObject({ id, email });
    expect((await admin.getUserById(crypto.randomUUID())).error).toMatchObject({
      status: 404,
      code: "user_not_found",
      message: "User not found",
    });
    expect(await call("GET", "/admin/users/not-a-uuid")).toMatchObject({
      status: 404,
      body: { code: "validation_failed", message: "user_id must be an UUID" },
    });
  });

  it("updates metadata and the password: the old password and every session end", async () => {
    const { id, email } = await confirmedUser();
    const { body: session } = await passwordSignIn(email, PASSWORD);
    await admin.updateUserById(id, { user_metadata: { name: "Noor", locale: "ar" } });
    const { data, error } = await admin.updateUserById(id, {
      password: OTHER_PASSWORD,
      user_metadata: { locale: null },
    });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toEqual({ name: "Noor" });
    expect((await passwordSignIn(email, PASSWORD)).body.error_code).toBe("invalid_credentials");
    expect((await passwordSignIn(email, OTHER_PASSWORD)).status).toBe(200);
    const user = await fetch(`${server.url}/auth/v1/user`, {
      headers: { authorization: `Bearer ${session.access_token}` },
    });
    expect(user.status).toBe(403);
    expect(await user.json()).toMatchObject({ error_code: "session_not_found" });
    expect((await admin.updateUserById(crypto.randomUUID(), { user_metadata: {} })).error).toMatchObject({
      status: 404,
      code: "user_not_found",
    });
  });

  it("bans with ban_duration and lifts the ban with none, leaving the back office's audit entries", async () => {
    const { id, email } = await confirmedUser();
    const { data } = await admin.updateUserById(id, { ban_duration: "24h" });
    const bannedFor = new Date(data.user!.banned_until!).getTime() - Date.now();
    expect(bannedFor).toBeGreaterThan(23.9 * 3600_000);
    expect(bannedFor).toBeLessThanOrEqual(24 * 3600_000);
    expect((await passwordSignIn(email, PASSWORD)).body.error_code).toBe("user_banned");
    const lifted = await admin.updateUserById(id, { ban_duration: "none" });
    expect(lifted.data.user?.banned_until).toBeUndefined();
    expect((await passwordSignIn(email, PASSWORD)).status).toBe(200);
    expect((await auditOf(id)).map((e) => e.action)).toEqual([
      "user.create",
      "user.disable",
      "user.update",
      "user.enable",
      "user.update",
    ]);
  });

  it("changes the address (confirmed with email_confirm) and our role through app_metadata.role, under the back office's rules", async () => {
    const { id } = await confirmedUser();
    const other = await confirmedUser();
    expect((await admin.updateUserById(id, { email: other.email })).error).toMatchObject({
      status: 422,
      code: "email_exists",
    });
    const moved = uniqueEmail("moved");
    const { data } = await admin.updateUserById(id, { email: moved, email_confirm: true });
    expect(data.user).toMatchObject({ email: moved, identities: [{ email: moved }] });
    expect((await passwordSignIn(moved, PASSWORD)).status).toBe(200);

    const promoted = await admin.updateUserById(id, { app_metadata: { role: "staff" } });
    expect(promoted.data.user?.app_metadata.role).toBe("staff");
    expect((await auditOf(id)).map((e) => e.action)).toContain("user.role");

    // A typed address never proven gets no staff rights, as in the back office.
    const unproven = uniqueEmail("unproven");
    await insertUser(server.db, {
      email: unproven,
      encryptedPassword: await hashPassword(PASSWORD),
      confirmed: true,
      userMetadata: {},
      locale: "en",
      provider: "email",
    });
    const [{ id: unprovenId }] = await server.db.query(`SELECT id FROM auth_user WHERE email = $1`, [unproven]);
    expect((await admin.updateUserById(unprovenId, { app_metadata: { role: "admin" } })).error).toMatchObject({
      status: 422,
      code: "validation_failed",
      message: "This account never proved its email address: invite the address instead.",
    });
  });

  it("deletes a user for good (soft deletion is refused), audited", async () => {
    const { id, email } = await confirmedUser();
    const refused = await admin.deleteUser(id, true);
    expect(refused.error).toMatchObject({ status: 400, code: "validation_failed" });
    const { error } = await admin.deleteUser(id);
    expect(error).toBeNull();
    expect((await admin.getUserById(id)).error).toMatchObject({ status: 404, code: "user_not_found" });
    expect((await passwordSignIn(email, PASSWORD)).body.error_code).toBe("invalid_credentials");
    expect((await auditOf(id)).map((e) => e.action)).toEqual(["user.create", "user.delete"]);
    expect((await admin.deleteUser(id)).error).toMatchObject({ status: 404, code: "user_not_found" });
  });
});

describe("deleting", () => {
  it("leaves a deleted customer's requests to nobody: whoever holds the address next claims none", async () => {
    const { email, id } = await confirmedUser();
    const request = await submitRequest(server, email);
    expect((await admin.deleteUser(id)).error).toBeNull();
    const [kept] = await server.db.query(
      `SELECT customer_user_id, owner_deleted_at IS NOT NULL AS marked FROM quote_request WHERE id = $1`,
      [request.id],
    );
    expect(kept).toEqual({ customer_user_id: null, marked: true });
    await confirmedUser(email);
    const { body } = await passwordSignIn(email, PASSWORD);
    const mine = await server.graphql(MY_REQUESTS, {}, { authorization: `Bearer ${body.access_token}` });
    expect(ok(mine).myQuoteRequests.totalCount).toBe(0);
  });

  it("never deletes the last admin", async () => {
    const admins = (await server.db.query(`SELECT id FROM auth_user WHERE role = 'admin'`)) as { id: string }[];
    await server.db.query(`UPDATE auth_user SET role = 'staff' WHERE id = ANY($1::uuid[])`, [admins.map((a) => a.id)]);
    try {
      const { id } = await confirmedUser(uniqueEmail("only-admin"), "admin");
      expect((await admin.deleteUser(id)).error).toMatchObject({
        status: 422,
        code: "validation_failed",
        message: "This is the last admin.",
      });
      expect((await admin.updateUserById(id, { app_metadata: { role: "staff" } })).error).toMatchObject({
        status: 422,
        message: "This is the last admin.",
      });
    } finally {
      await server.db.query(`UPDATE auth_user SET role = 'admin' WHERE id = ANY($1::uuid[])`, [
        admins.map((a) => a.id),
      ]);
    }
  });
});

describe("invitations: POST /invite and the back office share one path", () => {
  let backOffice: { authorization: string };
  beforeAll(async () => {
    backOffice = await backOfficeAdmin();
  });

  const stateOf = async (email: string) =>
    (
      await server.db.query(
        `SELECT role, encrypted_password IS NULL AS no_password, invited_at IS NOT NULL AS invited, email_confirmed_at IS NULL AS unconfirmed,
           (SELECT count(*)::int FROM auth_one_time_token t WHERE t.user_id = u.id AND t.token_type = 'confirmation') AS links
         FROM auth_user u WHERE email = $1`,
        [email],
      )
    )[0];

  it("invites a new address: an email whose link signs the invitee in to choose a password, with GoTrue's answer", async () => {
    const email = uniqueEmail("invited");
    const { data, error } = await admin.inviteUserByEmail(email, { data: { name: "Sofia" } });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({
      email,
      invited_at: expect.any(String),
      confirmation_sent_at: expect.any(String),
      user_metadata: { name: "Sofia" },
      app_metadata: { role: "customer" },
    });
    const mail = await waitForMail(server.dataDir, email);
    expect(mail.text).toContain("Sofia");
    const link = new URL(mail.link!);
    expect(link.pathname).toBe("/accept-invite");
    const invitee = authClient(server.url);
    const verified = await invitee.verifyOtp({ token_hash: link.searchParams.get("token_hash")!, type: "invite" });
    expect(verified.error).toBeNull();
    expect((await invitee.updateUser({ password: OTHER_PASSWORD })).error).toBeNull();
    expect((await passwordSignIn(email, OTHER_PASSWORD)).status).toBe(200);
    expect(await auditOf(data.user!.id)).toEqual([{ action: "user.invite", actor_user_id: null }]);
  });

  it("with a redirect_to, mails GoTrue's /verify link, which lands there signed in as type=invite", async () => {
    const email = uniqueEmail("redirected");
    await admin.inviteUserByEmail(email, { redirectTo: `${server.url}/welcome` });
    const fragment = await follow((await waitForMail(server.dataDir, email)).link!);
    expect(fragment.get("type")).toBe("invite");
    expect(fragment.get("access_token")).toBeTruthy();
  });

  it("leaves the same account as a back-office invitation, and refuses a confirmed address alike", async () => {
    const viaApi = uniqueEmail("api");
    const viaBackOffice = uniqueEmail("desk");
    await admin.inviteUserByEmail(viaApi);
    ok(await server.graphql(INVITE_STAFF, { email: viaBackOffice, role: "STAFF" }, backOffice));
    const expected = { no_password: true, invited: true, unconfirmed: true, links: 1 };
    expect(await stateOf(viaApi)).toEqual({ ...expected, role: "customer" });
    expect(await stateOf(viaBackOffice)).toEqual({ ...expected, role: "staff" });

    // An /invite of the address the back office invited keeps its staff role and replaces its link.
    const again = await admin.inviteUserByEmail(viaBackOffice);
    expect(again.data.user?.app_metadata.role).toBe("staff");
    expect(await stateOf(viaBackOffice)).toEqual({ ...expected, role: "staff" });

    const { email: taken } = await confirmedUser();
    expect((await admin.inviteUserByEmail(taken)).error).toMatchObject({ status: 422, code: "email_exists" });
    const refused = await server.graphql(INVITE_STAFF, { email: taken, role: "STAFF" }, backOffice);
    expect(refused.errors?.[0]?.extensions?.code).toBe("CONFLICT");
  });

  it("takes over an unconfirmed sign-up without its password, whichever inviter (the invitation takeover fix)", async () => {
    for (const inviter of ["api", "back office"] as const) {
      const email = uniqueEmail("claimed");
      expect((await authClient(server.url).signUp({ email, password: PASSWORD })).error).toBeNull();
      const signUpLink = (await waitForMail(server.dataDir, email)).link!;
      if (inviter === "api") expect((await admin.inviteUserByEmail(email)).error).toBeNull();
      else ok(await server.graphql(INVITE_STAFF, { email, role: "STAFF" }, backOffice));
      const state = await stateOf(email);
      expect(state, inviter).toMatchObject({ no_password: true, invited: true, unconfirmed: true, links: 1 });
      // The sign-up's own link is withdrawn, and its password never works.
      expect((await follow(signUpLink)).get("error_code"), inviter).toBe("otp_expired");
      expect((await passwordSignIn(email, PASSWORD)).body.error_code, inviter).toBe("invalid_credentials");
    }
  });
});

describe("generate_link", () => {
  it("generates a sign-up link that confirms the address and activates the password, mailing nothing", async () => {
    const email = uniqueEmail("signup-link");
    const { data, error } = await admin.generateLink({ type: "signup", email, password: PASSWORD });
    expect(error).toBeNull();
    expect(data.properties).toMatchObject({
      verification_type: "signup",
      redirect_to: `${server.url}`,
      hashed_token: expect.any(String),
      action_link: expect.stringContaining("/auth/v1/verify?token="),
    });
    expect(data.user?.email).toBe(email);
    expect(data.user?.email_confirmed_at).toBeUndefined();
    expect((await follow(data.properties!.action_link)).get("access_token")).toBeTruthy();
    expect((await passwordSignIn(email, PASSWORD)).status).toBe(200);
    expect(await queuedMail(email)).toBe(0);
    expect((await admin.generateLink({ type: "signup", email, password: PASSWORD })).error).toMatchObject({
      status: 422,
      code: "email_exists",
    });
    expect((await admin.generateLink({ type: "signup", email: uniqueEmail(), password: "" })).error).toMatchObject({
      status: 400,
      message: "Signup requires a valid password",
    });
  });

  it("generates a magic link that signs an existing user in, and for a new address a sign-up link", async () => {
    const { email, id } = await confirmedUser();
    const { data } = await admin.generateLink({ type: "magiclink", email, options: { redirectTo: `${server.url}/x` } });
    expect(data.properties).toMatchObject({ verification_type: "magiclink", redirect_to: `${server.url}/x` });
    const fragment = await follow(data.properties!.action_link);
    expect(fragment.get("type")).toBe("magiclink");
    expect(fragment.get("access_token")).toBeTruthy();
    // The same secret through POST /verify, as verifyOtp({ token_hash }) sends it: spent already.
    const again = await authClient(server.url).verifyOtp({
      token_hash: data.properties!.hashed_token,
      type: "magiclink",
    });
    expect(again.error).toMatchObject({ code: "otp_expired" });
    const second = await admin.generateLink({ type: "magiclink", email });
    const session = await authClient(server.url).verifyOtp({
      token_hash: second.data.properties!.hashed_token,
      type: "magiclink",
    });
    expect(session.data.user?.id).toBe(id);
    // Its email_otp is the code POST /otp would have mailed beside the link: it signs in once.
    const third = await admin.generateLink({ type: "magiclink", email });
    expect(third.data.properties?.email_otp).toMatch(/^\d{6}$/);
    const byCode = await authClient(server.url).verifyOtp({
      email,
      token: third.data.properties!.email_otp,
      type: "email",
    });
    expect(byCode.data.user?.id).toBe(id);

    const fresh = uniqueEmail("magic-new");
    const created = await admin.generateLink({ type: "magiclink", email: fresh });
    expect(created.data.properties?.verification_type).toBe("signup");
    expect((await follow(created.data.properties!.action_link)).get("access_token")).toBeTruthy();
    expect((await admin.getUserById(created.data.user!.id)).data.user?.email_confirmed_at).toBeTruthy();
    expect(await queuedMail(email)).toBe(0);
    expect(await queuedMail(fresh)).toBe(0);
  });

  it("generates recovery and invite links that /verify redeems, and refuses what GoTrue refuses", async () => {
    const { email } = await confirmedUser();
    const recovery = await admin.generateLink({ type: "recovery", email });
    const recovered = authClient(server.url);
    const verified = await recovered.verifyOtp({
      token_hash: recovery.data.properties!.hashed_token,
      type: "recovery",
    });
    expect(verified.error).toBeNull();
    expect((await recovered.updateUser({ password: OTHER_PASSWORD })).error).toBeNull();
    expect((await passwordSignIn(email, OTHER_PASSWORD)).status).toBe(200);

    const invitee = uniqueEmail("invite-link");
    const invite = await admin.generateLink({ type: "invite", email: invitee, options: { data: { name: "Kai" } } });
    expect(invite.data.user).toMatchObject({ email: invitee, invited_at: expect.any(String) });
    expect((await follow(invite.data.properties!.action_link)).get("type")).toBe("invite");
    expect(await queuedMail(invitee)).toBe(0);
    expect((await admin.generateLink({ type: "invite", email })).error).toMatchObject({
      status: 422,
      code: "email_exists",
    });

    expect((await admin.generateLink({ type: "recovery", email: uniqueEmail("nobody") })).error).toMatchObject({
      status: 404,
      code: "user_not_found",
      message: "User with this email not found",
    });
    expect(await call("POST", "/admin/generate_link", { type: "sms", email })).toMatchObject({
      status: 400,
      body: { code: "validation_failed", message: "Invalid email action link type requested: sms" },
    });
  });

  it("generates both links of a secure email change; the address changes once both are followed", async () => {
    const { email, id } = await confirmedUser();
    const newEmail = uniqueEmail("changed");
    const current = await admin.generateLink({ type: "email_change_current", email, newEmail });
    const next = await admin.generateLink({ type: "email_change_new", email, newEmail });
    expect(current.data.properties?.verification_type).toBe("email_change_current");
    expect(next.data.properties?.verification_type).toBe("email_change_new");
    expect(next.data.user).toMatchObject({ new_email: newEmail });
    expect((await follow(current.data.properties!.action_link)).get("message")).toContain("Confirmation link accepted");
    expect((await follow(next.data.properties!.action_link)).get("access_token")).toBeTruthy();
    expect((await admin.getUserById(id)).data.user?.email).toBe(newEmail);

    const { email: taken } = await confirmedUser();
    expect(
      (await admin.generateLink({ type: "email_change_new", email: newEmail, newEmail: taken })).error,
    ).toMatchObject({
      status: 422,
      code: "email_exists",
    });
  });
});

describe("factors", () => {
  it("lists, renames and deletes a user's factors; deleting one lowers the sessions it raised", async () => {
    const { email, id } = await confirmedUser();
    const client = authClient(server.url);
    await client.signInWithPassword({ email, password: PASSWORD });
    const enrolled = await client.mfa.enroll({ factorType: "totp", friendlyName: "Pilot phone" });
    const factorId = enrolled.data!.id;
    const secret = (enrolled.data as { totp: { secret: string } }).totp.secret;
    expect((await client.mfa.challengeAndVerify({ factorId, code: totpCode(secret) })).error).toBeNull();

    const listed = await admin.mfa.listFactors({ userId: id });
    expect(listed.data?.factors).toEqual([
      expect.objectContaining({ id: factorId, factor_type: "totp", status: "verified", friendly_name: "Pilot phone" }),
    ]);
    const renamed = await call("PUT", `/admin/users/${id}/factors/${factorId}`, { friendly_name: "Old phone" });
    expect(renamed).toMatchObject({ status: 200, body: { id: factorId, friendly_name: "Old phone" } });

    const deleted = await admin.mfa.deleteFactor({ userId: id, id: factorId });
    expect(deleted.error).toBeNull();
    // auth-js hands the answer (the deleted factor) on inside its own { data, error } wrapper.
    expect(deleted.data).toMatchObject({ data: { id: factorId, friendly_name: "Old phone" } });
    expect((await admin.mfa.listFactors({ userId: id })).data?.factors).toEqual([]);
    const [{ aal }] = await server.db.query(`SELECT aal FROM auth_session WHERE user_id = $1`, [id]);
    expect(aal).toBe("aal1");
    expect((await auditOf(id)).map((e) => e.action)).toEqual([
      "user.create",
      "user.factor_update",
      "user.factor_delete",
    ]);

    expect((await admin.mfa.deleteFactor({ userId: id, id: factorId })).error).toMatchObject({
      status: 404,
      code: "mfa_factor_not_found",
    });
    expect((await admin.mfa.listFactors({ userId: crypto.randomUUID() })).error).toMatchObject({
      status: 404,
      code: "user_not_found",
    });
  });
});

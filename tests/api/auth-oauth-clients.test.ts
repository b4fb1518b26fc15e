import { createHash } from "node:crypto";
import type { GoTrueAdminApi, OAuthClient } from "@supabase/auth-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uniqueEmail } from "../support/auth-client.js";
import { startTestServer, type TestServer } from "../support/server.js";
import { adminClient, serviceRoleKey } from "../support/service-role.js";
import { dumpDatabase } from "../support/database-dump.js";

// OAuth client administration of Supabase Auth (GoTrue) under /auth/v1/admin/oauth/clients, driven
// by @supabase/auth-js's GoTrueAdminApi (supabase.auth.admin.oauth) with a service-role key.

const PASSWORD = "Client-admin-2026";

let server: TestServer;
let key: string;
let admin: GoTrueAdminApi;

beforeAll(async () => {
  server = await startTestServer();
  key = await serviceRoleKey(server);
  admin = adminClient(server, key);
});
afterAll(() => server?.close());

/** A request in the versioned error format auth-js asks for, with the service-role key unless told. */
async function call(method: string, path: string, body?: unknown, token: string | null = key) {
  const response = await fetch(`${server.url}/auth/v1${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      "content-type": "application/json",
      "x-supabase-api-version": "2024-01-01",
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: (text ? JSON.parse(text) : null) as Record<string, unknown> | null,
  };
}

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

async function storedHash(clientId: string): Promise<string | null> {
  const [row] = await server.db.query(`SELECT client_secret_hash FROM auth_oauth_client WHERE id = $1`, [clientId]);
  return row.client_secret_hash;
}

async function auditOf(clientId: string) {
  return (await server.db.query(
    `SELECT action, actor_user_id, entity, before, after FROM audit_log WHERE entity_id = $1 ORDER BY id`,
    [clientId],
  )) as { action: string; actor_user_id: string | null; entity: string; before: unknown; after: unknown }[];
}

async function created(params: Parameters<GoTrueAdminApi["oauth"]["createClient"]>[0]): Promise<OAuthClient> {
  const { data, error } = await admin.oauth.createClient(params);
  if (error) throw error;
  return data!;
}

const uniqueName = (prefix: string) => `${prefix} ${Math.random().toString(36).slice(2, 10)}`;

describe("creating a client", () => {
  it("answers a confidential client with its secret once; the database keeps only the secret's hash", async () => {
    const params = {
      client_name: uniqueName("Charter partner"),
      client_uri: "https://partner.example.com",
      redirect_uris: ["https://partner.example.com/callback", "https://partner.example.com/other"],
      grant_types: ["authorization_code" as const, "refresh_token" as const],
      response_types: ["code" as const],
    };
    const response = await call("POST", "/admin/oauth/clients", params);
    expect(response.status).toBe(201);
    const client = response.body as unknown as OAuthClient;
    expect(client).toMatchObject({
      client_name: params.client_name,
      client_type: "confidential",
      token_endpoint_auth_method: "client_secret_basic",
      registration_type: "manual",
      client_uri: "https://partner.example.com",
      redirect_uris: params.redirect_uris,
      grant_types: ["authorization_code", "refresh_token"],
      response_types: ["code"],
    });
    expect(client).not.toHaveProperty("logo_uri");
    expect(client.client_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(client.client_secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(client.created_at)).not.toBeNaN();
    expect(client.updated_at).toBe(client.created_at);

    const { data: fetched, error } = await admin.oauth.getClient(client.client_id);
    expect(error).toBeNull();
    expect(fetched).toEqual({ ...client, client_secret: undefined });
    expect(fetched).not.toHaveProperty("client_secret");
    const listed = (await admin.oauth.listClients({ page: 1, perPage: 1000 })).data.clients;
    expect(listed.find((c) => c.client_id === client.client_id)).not.toHaveProperty("client_secret");

    expect(await storedHash(client.client_id)).toBe(sha256(client.client_secret!));
    expect(await dumpDatabase(server), "the client secret in clear").not.toContain(client.client_secret);

    const audit = await auditOf(client.client_id);
    expect(audit).toMatchObject([
      { action: "oauth_client.create", actor_user_id: null, entity: "auth_oauth_client", before: null },
    ]);
    expect(audit[0]!.after).toMatchObject({ clientName: params.client_name, redirectUris: params.redirect_uris });
  });

  it("takes the minimal fields (a name and a redirect URI) and applies Supabase Auth's defaults", async () => {
    const client = await created({ client_name: "Minimal", redirect_uris: ["https://minimal.example.com/cb"] });
    expect(client).toMatchObject({
      client_type: "confidential",
      token_endpoint_auth_method: "client_secret_basic",
      grant_types: ["authorization_code", "refresh_token"],
      response_types: ["code"],
      registration_type: "manual",
    });
    expect(client.client_secret).toBeTruthy();

    // Without a name, as Supabase Auth allows: the answer leaves client_name out.
    const nameless = await call("POST", "/admin/oauth/clients", { redirect_uris: ["https://nameless.example.com"] });
    expect(nameless.status).toBe(201);
    expect(nameless.body).not.toHaveProperty("client_name");
  });

  it("keeps several redirect URIs in order: https, loopback http and an app's own scheme", async () => {
    const uris = [
      "https://example.com/callback",
      "http://localhost:3000/callback",
      "http://127.0.0.1:8080/cb",
      "http://[::1]:9000/cb",
      "com.skycharter.app://oauth/callback",
      "https://app.example.com/auth?tenant=a,b",
    ];
    const client = await created({ client_name: "Multi URI", redirect_uris: uris });
    expect(client.redirect_uris).toEqual(uris);
    expect((await admin.oauth.getClient(client.client_id)).data!.redirect_uris).toEqual(uris);
  });

  it("makes a public client, with no secret, for token_endpoint_auth_method none or client_type public", async () => {
    const byMethod = await created({
      client_name: "Native app",
      redirect_uris: ["https://native.example.com/cb"],
      token_endpoint_auth_method: "none",
    });
    expect(byMethod).toMatchObject({ client_type: "public", token_endpoint_auth_method: "none" });
    expect(byMethod).not.toHaveProperty("client_secret");
    expect(await storedHash(byMethod.client_id)).toBeNull();

    const byType = await call("POST", "/admin/oauth/clients", {
      client_type: "public",
      redirect_uris: ["https://spa.example.com/cb"],
    });
    expect(byType.body).toMatchObject({ client_type: "public", token_endpoint_auth_method: "none" });
    expect(byType.body).not.toHaveProperty("client_secret");

    const post = await created({
      client_name: "Posting server",
      redirect_uris: ["https://server.example.com/cb"],
      token_endpoint_auth_method: "client_secret_post",
    });
    expect(post).toMatchObject({ client_type: "confidential", token_endpoint_auth_method: "client_secret_post" });
    expect(post.client_secret).toBeTruthy();
  });

  it("refuses bad redirect URIs and other invalid fields with 400 validation_failed, storing nothing", async () => {
    const before = (await server.db.query(`SELECT count(*)::int AS n FROM auth_oauth_client`))[0].n;
    const { data, error } = await admin.oauth.createClient({ client_name: "Invalid", redirect_uris: [] });
    expect(data).toBeNull();
    expect(error).toMatchObject({ status: 400, code: "validation_failed", message: "redirect_uris is required" });

    const refusals: [Record<string, unknown>, string][] = [
      [{ client_name: "No URIs" }, "redirect_uris is required"],
      [
        { redirect_uris: ["http://partner.example.com/cb"] },
        "invalid redirect_uri 'http://partner.example.com/cb': HTTP scheme only allowed for localhost",
      ],
      [
        { redirect_uris: ["https://partner.example.com/cb#token"] },
        "invalid redirect_uri 'https://partner.example.com/cb#token': fragment not allowed in redirect URI",
      ],
      [
        { redirect_uris: ["/relative/callback"] },
        "invalid redirect_uri '/relative/callback': must have scheme and host",
      ],
      [{ redirect_uris: ["myapp:callback"] }, "invalid redirect_uri 'myapp:callback': must have scheme and host"],
      [
        { redirect_uris: ["file://server/share"] },
        "invalid redirect_uri 'file://server/share': scheme 'file' is not allowed for security reasons",
      ],
      [{ redirect_uris: [""] }, "invalid redirect_uri '': redirect URI cannot be empty"],
      [
        { redirect_uris: Array.from({ length: 11 }, (_, i) => `https://example.com/${i}`) },
        "redirect_uris cannot exceed 10 items",
      ],
      [
        { redirect_uris: ["https://example.com/cb"], grant_types: ["password"] },
        "grant_types must only contain 'authorization_code' and/or 'refresh_token'",
      ],
      [
        { redirect_uris: ["https://example.com/cb"], client_name: "x".repeat(1025) },
        "client_name cannot exceed 1024 characters",
      ],
      [{ redirect_uris: ["https://example.com/cb"], logo_uri: "not a url" }, "logo_uri must be a valid URL"],
      [
        { redirect_uris: ["https://example.com/cb"], client_type: "trusted" },
        "client_type must be 'public' or 'confidential'",
      ],
      [
        { redirect_uris: ["https://example.com/cb"], token_endpoint_auth_method: "private_key_jwt" },
        "token_endpoint_auth_method must be one of: [none client_secret_basic client_secret_post]",
      ],
      [
        {
          redirect_uris: ["https://example.com/cb"],
          client_type: "public",
          token_endpoint_auth_method: "client_secret_basic",
        },
        "client_type 'public' is inconsistent with token_endpoint_auth_method 'client_secret_basic' (expected client_type 'confidential')",
      ],
    ];
    for (const [body, message] of refusals) {
      const response = await call("POST", "/admin/oauth/clients", body);
      expect(response, message).toMatchObject({ status: 400, body: { code: "validation_failed", message } });
    }
    // A field of the wrong JSON type fails the body's decoding, as in Supabase Auth.
    expect(await call("POST", "/admin/oauth/clients", { redirect_uris: "https://example.com/cb" })).toMatchObject({
      status: 400,
      body: { code: "bad_json" },
    });
    expect((await server.db.query(`SELECT count(*)::int AS n FROM auth_oauth_client`))[0].n).toBe(before);
  });
});

describe("listing clients", () => {
  it("pages newest first with X-Total-Count and Link, which auth-js reads as nextPage, lastPage and total", async () => {
    const mine: string[] = [];
    for (let i = 0; i < 3; i++)
      mine.push(
        (await created({ client_name: uniqueName("Listed"), redirect_uris: ["https://list.example.com"] })).client_id,
      );
    const total = (await server.db.query(`SELECT count(*)::int AS n FROM auth_oauth_client`))[0].n as number;

    const { data: all, error } = await admin.oauth.listClients();
    expect(error).toBeNull();
    expect(all.clients).toHaveLength(total);
    expect(all.clients.slice(0, 3).map((c) => c.client_id)).toEqual([mine[2], mine[1], mine[0]]);

    const { data: first } = await admin.oauth.listClients({ page: 1, perPage: 2 });
    expect(first.clients.map((c) => c.client_id)).toEqual([mine[2], mine[1]]);
    expect(first).toMatchObject({ nextPage: 2, lastPage: Math.ceil(total / 2), total });
    const { data: second } = await admin.oauth.listClients({ page: 2, perPage: 2 });
    expect(second.clients[0]!.client_id).toBe(mine[0]);

    const raw = await call("GET", "/admin/oauth/clients?page=1&per_page=2");
    expect(raw.headers.get("x-total-count")).toBe(String(total));
    expect(raw.headers.get("link")).toBe(
      `</auth/v1/admin/oauth/clients?page=2&per_page=2>; rel="next", </auth/v1/admin/oauth/clients?page=${Math.ceil(total / 2)}&per_page=2>; rel="last"`,
    );
    const beyond = await call("GET", `/admin/oauth/clients?page=${total + 1}&per_page=1`);
    expect(beyond.body).toEqual({ clients: [] });
    expect(await call("GET", "/admin/oauth/clients?per_page=0")).toMatchObject({
      status: 400,
      body: { code: "validation_failed" },
    });
  });
});

describe("one client", () => {
  it("is 404 oauth_client_not_found when unknown or deleted, 400 validation_failed for a malformed id", async () => {
    const { data, error } = await admin.oauth.getClient("00000000-0000-0000-0000-000000000000");
    expect(data).toBeNull();
    expect(error).toMatchObject({ status: 404, code: "oauth_client_not_found", message: "OAuth client not found" });
    expect(await call("GET", "/admin/oauth/clients/not-a-uuid")).toMatchObject({
      status: 400,
      body: { code: "validation_failed", message: "invalid client_id format" },
    });
    const unknown = crypto.randomUUID();
    for (const [method, path] of [
      ["PUT", `/admin/oauth/clients/${unknown}`],
      ["DELETE", `/admin/oauth/clients/${unknown}`],
      ["POST", `/admin/oauth/clients/${unknown}/regenerate_secret`],
    ] as const) {
      expect(
        await call(method, path, method === "PUT" ? { client_name: "x" } : undefined),
        `${method} ${path}`,
      ).toMatchObject({ status: 404, body: { code: "oauth_client_not_found" } });
    }
  });

  it("updates only the fields given", async () => {
    const name = uniqueName("Partial");
    const client = await created({ client_name: name, redirect_uris: ["https://partial.example.com/cb"] });
    await new Promise((resolve) => setTimeout(resolve, 5));

    const { data: logo, error } = await admin.oauth.updateClient(client.client_id, {
      logo_uri: "https://example.com/new-logo.png",
    });
    expect(error).toBeNull();
    expect(logo).toMatchObject({
      client_id: client.client_id,
      client_name: name,
      logo_uri: "https://example.com/new-logo.png",
      redirect_uris: ["https://partial.example.com/cb"],
      created_at: client.created_at,
    });
    expect(logo).not.toHaveProperty("client_secret");
    expect(Date.parse(logo!.updated_at)).toBeGreaterThan(Date.parse(client.updated_at));

    const { data: more } = await admin.oauth.updateClient(client.client_id, {
      client_name: "Renamed",
      redirect_uris: ["https://partial.example.com/new", "http://localhost:4000/cb"],
      grant_types: ["authorization_code"],
      token_endpoint_auth_method: "client_secret_post",
    });
    expect(more).toMatchObject({
      client_name: "Renamed",
      logo_uri: "https://example.com/new-logo.png",
      redirect_uris: ["https://partial.example.com/new", "http://localhost:4000/cb"],
      grant_types: ["authorization_code"],
      token_endpoint_auth_method: "client_secret_post",
      client_type: "confidential",
    });
    // The secret is not touched by an update.
    expect(await storedHash(client.client_id)).toBe(sha256(client.client_secret!));
    // An empty string clears an optional field, which the answer then leaves out.
    expect((await call("PUT", `/admin/oauth/clients/${client.client_id}`, { logo_uri: "" })).body).not.toHaveProperty(
      "logo_uri",
    );

    const refusals: [Record<string, unknown>, string][] = [
      [{}, "No fields provided for update"],
      [{ redirect_uris: [] }, "redirect_uris cannot be empty"],
      [
        { redirect_uris: ["http://evil.example.com/cb"] },
        "invalid redirect_uri 'http://evil.example.com/cb': HTTP scheme only allowed for localhost",
      ],
      [{ grant_types: [] }, "grant_types cannot be empty"],
      [
        { token_endpoint_auth_method: "none" },
        "token_endpoint_auth_method 'none' is not valid for client_type 'confidential'; valid methods: [client_secret_basic client_secret_post]",
      ],
    ];
    for (const [body, message] of refusals) {
      const response = await call("PUT", `/admin/oauth/clients/${client.client_id}`, body);
      expect(response, message).toMatchObject({ status: 400, body: { code: "validation_failed", message } });
    }
    expect((await admin.oauth.getClient(client.client_id)).data).toMatchObject({
      client_name: "Renamed",
      redirect_uris: ["https://partial.example.com/new", "http://localhost:4000/cb"],
    });
    expect((await auditOf(client.client_id)).map((a) => a.action)).toEqual([
      "oauth_client.create",
      "oauth_client.update",
      "oauth_client.update",
      "oauth_client.update",
    ]);
  });

  it("gives a confidential client a new secret once; the old hash is replaced, neither secret kept in clear", async () => {
    const client = await created({ client_name: uniqueName("Rotated"), redirect_uris: ["https://rotate.example.com"] });
    const { data, error } = await admin.oauth.regenerateClientSecret(client.client_id);
    expect(error).toBeNull();
    expect(data!.client_secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(data!.client_secret).not.toBe(client.client_secret);
    expect(data).toMatchObject({ client_id: client.client_id, client_name: client.client_name });
    expect(await storedHash(client.client_id)).toBe(sha256(data!.client_secret!));
    const dump = await dumpDatabase(server);
    expect(dump).not.toContain(data!.client_secret);
    expect(dump).not.toContain(client.client_secret);
    expect((await admin.oauth.getClient(client.client_id)).data).not.toHaveProperty("client_secret");
    expect((await auditOf(client.client_id)).map((a) => a.action)).toEqual([
      "oauth_client.create",
      "oauth_client.regenerate_secret",
    ]);

    const publicClient = await created({
      client_name: "Public",
      redirect_uris: ["https://public.example.com"],
      token_endpoint_auth_method: "none",
    });
    expect((await admin.oauth.regenerateClientSecret(publicClient.client_id)).error).toMatchObject({
      status: 400,
      code: "validation_failed",
      message: "Cannot regenerate secret for public client",
    });
    expect(await storedHash(publicClient.client_id)).toBeNull();
  });

  it("is deleted with 204 and is then gone from get, list and the table", async () => {
    const client = await created({ client_name: uniqueName("Deleted"), redirect_uris: ["https://gone.example.com"] });
    const raw = await call("DELETE", `/admin/oauth/clients/${client.client_id}`);
    expect(raw).toMatchObject({ status: 204, body: null });

    const { data, error } = await admin.oauth.getClient(client.client_id);
    expect(data).toBeNull();
    expect(error).toMatchObject({ status: 404, code: "oauth_client_not_found" });
    expect((await admin.oauth.deleteClient(client.client_id)).error).toMatchObject({ status: 404 });
    const listed = (await admin.oauth.listClients({ page: 1, perPage: 1000 })).data.clients;
    expect(listed.map((c) => c.client_id)).not.toContain(client.client_id);
    expect(await server.db.query(`SELECT 1 FROM auth_oauth_client WHERE id = $1`, [client.client_id])).toEqual([]);
    expect((await auditOf(client.client_id)).map((a) => [a.action, a.actor_user_id])).toEqual([
      ["oauth_client.create", null],
      ["oauth_client.delete", null],
    ]);

    // auth-js's own call says the same.
    const other = await created({
      client_name: uniqueName("Deleted too"),
      redirect_uris: ["https://gone.example.com"],
    });
    expect(await admin.oauth.deleteClient(other.client_id)).toEqual({ data: null, error: null });
    expect((await admin.oauth.getClient(other.client_id)).error).toMatchObject({ status: 404 });
  });
});

describe("the service-role key", () => {
  it("is required on every client route: a user's token is 403 not_admin, no token 401 no_authorization", async () => {
    const client = await created({
      client_name: uniqueName("Guarded"),
      redirect_uris: ["https://guarded.example.com"],
    });
    const email = uniqueEmail("oauth-user");
    const { error: createError } = await admin.createUser({ email, password: PASSWORD, email_confirm: true });
    expect(createError).toBeNull();
    const signIn = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    const { access_token: userToken } = (await signIn.json()) as { access_token: string };
    expect(userToken).toBeTruthy();

    const asUser = await adminClient(server, userToken).oauth.listClients();
    expect(asUser.error).toMatchObject({ status: 403, code: "not_admin", message: "User not allowed" });

    const id = client.client_id;
    for (const [method, path, body] of [
      ["GET", "/admin/oauth/clients", undefined],
      ["POST", "/admin/oauth/clients", { redirect_uris: ["https://x.example.com"] }],
      ["GET", `/admin/oauth/clients/${id}`, undefined],
      ["PUT", `/admin/oauth/clients/${id}`, { client_name: "Taken over" }],
      ["DELETE", `/admin/oauth/clients/${id}`, undefined],
      ["POST", `/admin/oauth/clients/${id}/regenerate_secret`, undefined],
    ] as const) {
      expect(await call(method, path, body, userToken), `${method} ${path}`).toMatchObject({
        status: 403,
        body: { code: "not_admin" },
      });
      expect(await call(method, path, body, null), `${method} ${path} without a token`).toMatchObject({
        status: 401,
        body: { code: "no_authorization" },
      });
    }
    // Nothing changed: same name, same secret, no new client.
    expect((await admin.oauth.getClient(id)).data).toMatchObject({ client_name: client.client_name });
    expect(await storedHash(id)).toBe(sha256(client.client_secret!));
    expect(await auditOf(id)).toHaveLength(1);
  });
});

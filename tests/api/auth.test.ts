import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../../server/src/auth/passwords.js";
import { insertUser } from "../../server/src/auth/store.js";
import { authClient, decodeJwt, uniqueEmail } from "../support/auth-client.js";
import { waitForMail } from "../support/mailbox.js";
import { startTestServer, type TestServer } from "../support/server.js";

const PASSWORD = "Jet-set-2026";

async function rawRefresh(server: TestServer, refreshToken: string) {
  const response = await fetch(`${server.url}/auth/v1/token?grant_type=refresh_token`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-supabase-api-version": "2024-01-01" },
    body: JSON.stringify({ refresh_token: refreshToken }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe("accounts with @supabase/auth-js", () => {
  let server: TestServer;
  // Replaying a rotated token must be refused at once, not after a grace period.
  beforeAll(async () => {
    server = await startTestServer({ REFRESH_TOKEN_REUSE_INTERVAL: "0" });
  });
  afterAll(() => server?.close());

  it("signs up, confirms by the emailed link, signs in, rotates refresh tokens and detects reuse", async () => {
    const client = authClient(server.url);
    const email = uniqueEmail("jo");
    const signUp = await client.signUp({ email, password: PASSWORD, options: { data: { name: "Jo Flyer" }, emailRedirectTo: `${server.url}/customer-dashboard` } });
    expect(signUp.error).toBeNull();
    expect(signUp.data.session).toBeNull();
    expect(signUp.data.user).toMatchObject({ email, user_metadata: { name: "Jo Flyer" }, app_metadata: { provider: "email", role: "customer" } });

    const refused = await client.signInWithPassword({ email, password: PASSWORD });
    expect(refused.error).toMatchObject({ code: "email_not_confirmed", status: 400 });

    const mail = await waitForMail(server.dataDir, email);
    expect(mail.subject).toBe("Confirm your SkyCharter account");
    const follow = await fetch(mail.link!, { redirect: "manual" });
    expect(follow.status).toBe(303);
    const landing = new URL(follow.headers.get("location")!);
    expect(`${landing.origin}${landing.pathname}`).toBe(`${server.url}/customer-dashboard`);
    expect(new URLSearchParams(landing.hash.slice(1)).get("access_token")).toBeTruthy();
    // The link works once.
    const again = new URL((await fetch(mail.link!, { redirect: "manual" })).headers.get("location")!);
    expect(new URLSearchParams(again.hash.slice(1)).get("error_code")).toBe("otp_expired");

    const signIn = await client.signInWithPassword({ email, password: PASSWORD });
    expect(signIn.error).toBeNull();
    const first = signIn.data.session!;
    expect(decodeJwt(first.access_token)).toMatchObject({ aud: "authenticated", role: "authenticated", aal: "aal1", email, app_metadata: { role: "customer" } });
    expect((await client.getUser()).data.user?.email).toBe(email);

    const second = (await client.refreshSession()).data.session!;
    expect(second.refresh_token).not.toBe(first.refresh_token);
    const third = (await client.refreshSession()).data.session!;
    expect(third.refresh_token).not.toBe(second.refresh_token);

    // The first token is two rotations old: someone else has it. The whole session ends.
    const reuse = await rawRefresh(server, first.refresh_token);
    expect(reuse).toMatchObject({ status: 400, body: { code: "refresh_token_already_used" } });
    expect((await rawRefresh(server, third.refresh_token)).status).toBe(400);
    const me = await fetch(`${server.url}/auth/v1/user`, { headers: { authorization: `Bearer ${third.access_token}` } });
    expect(me.status).toBe(403);
    expect(await me.json()).toMatchObject({ error_code: "session_not_found" });
  });

  it("gives the active token back to a client that lost a refresh response", async () => {
    const email = uniqueEmail("lost");
    const client = await confirmedClient(server, email);
    const before = (await client.getSession()).data.session!;
    const rotated = await rawRefresh(server, before.refresh_token);
    expect(rotated.status).toBe(200);
    const retried = await rawRefresh(server, before.refresh_token);
    expect(retried.status).toBe(200);
    expect(retried.body.refresh_token).toEqual(expect.any(String));
  });

  it("signs out globally: every session's refresh token is refused afterwards", async () => {
    const email = uniqueEmail("out");
    const laptop = await confirmedClient(server, email);
    const phone = authClient(server.url);
    await phone.signInWithPassword({ email, password: PASSWORD });
    const phoneRefresh = (await phone.getSession()).data.session!.refresh_token;
    expect((await laptop.signOut({ scope: "global" })).error).toBeNull();
    expect(await rawRefresh(server, phoneRefresh)).toMatchObject({ status: 400 });
    expect((await laptop.getSession()).data.session).toBeNull();
  });

  it("confirms with PKCE: the link returns a code the same browser exchanges", async () => {
    const client = authClient(server.url, "pkce");
    const email = uniqueEmail("pkce");
    await client.signUp({ email, password: PASSWORD, options: { emailRedirectTo: `${server.url}/customer-dashboard` } });
    const mail = await waitForMail(server.dataDir, email);
    const landing = new URL((await fetch(mail.link!, { redirect: "manual" })).headers.get("location")!);
    const code = landing.searchParams.get("code");
    expect(code).toBeTruthy();
    const exchanged = await client.exchangeCodeForSession(code!);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.user?.email).toBe(email);
    expect(decodeJwt(exchanged.data.session!.access_token).amr).toEqual([{ method: "otp", timestamp: expect.any(Number) }]);
    // A stranger without the verifier gets nothing from the same code.
    const replay = await authClient(server.url, "pkce").exchangeCodeForSession(code!);
    expect(replay.error).not.toBeNull();
  });

  it("answers sign-up of a registered address without revealing it", async () => {
    const email = uniqueEmail("taken");
    await insertUser(server.db, { email, encryptedPassword: await hashPassword(PASSWORD), confirmed: true, userMetadata: {}, locale: "en", provider: "email" });
    const response = await fetch(`${server.url}/auth/v1/signup`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password: "Another-pass-77" }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ email, identities: [] });
    // And the real account's password is untouched.
    expect((await authClient(server.url).signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
  });

  it("gives an unconfirmed address the latest sign-up's password, so a squatter's is never confirmed", async () => {
    const email = uniqueEmail("squat");
    await authClient(server.url).signUp({ email, password: "Squatter-pass-1", options: { data: { name: "Squatter" } } });
    await waitForMail(server.dataDir, email);
    // The per-address email throttle (one a minute) is not what this test is about.
    await server.db.query(`DELETE FROM rate_limit_bucket WHERE bucket = $1`, [`email:signup:${email}`]);
    await authClient(server.url).signUp({ email, password: PASSWORD, options: { data: { name: "Owner" } } });
    const mail = await waitForMail(server.dataDir, email, { after: 1 });
    await fetch(mail.link!, { redirect: "manual" });
    expect((await authClient(server.url).signInWithPassword({ email, password: "Squatter-pass-1" })).error).toMatchObject({ code: "invalid_credentials" });
    const owner = await authClient(server.url).signInWithPassword({ email, password: PASSWORD });
    expect(owner.error).toBeNull();
    expect(owner.data.user?.user_metadata).toEqual({ name: "Owner" });
  });

  it("validates sign-up input with the reference's codes", async () => {
    const client = authClient(server.url);
    expect((await client.signUp({ email: "not-an-email", password: PASSWORD })).error).toMatchObject({ status: 400, code: "validation_failed" });
    const weak = await client.signUp({ email: uniqueEmail("weak"), password: "abc" });
    expect(weak.error).toMatchObject({ status: 422, code: "weak_password", reasons: ["length"] });
    const common = await client.signUp({ email: uniqueEmail("common"), password: "password123" });
    expect(common.error).toMatchObject({ status: 422, code: "weak_password", reasons: ["pwned"] });
    const wrong = await client.signInWithPassword({ email: uniqueEmail("nobody"), password: PASSWORD });
    expect(wrong.error).toMatchObject({ status: 400, code: "invalid_credentials", message: "Invalid login credentials" });
  });

  it("recovers a password by email; the new password ends other sessions", async () => {
    const email = uniqueEmail("forgot");
    const old = await confirmedClient(server, email);
    const oldRefresh = (await old.getSession()).data.session!.refresh_token;
    const client = authClient(server.url);
    expect((await client.resetPasswordForEmail(email, { redirectTo: `${server.url}/customer-dashboard` })).error).toBeNull();
    expect((await client.resetPasswordForEmail(uniqueEmail("unknown"))).error).toBeNull();
    const mail = await waitForMail(server.dataDir, email, { after: 1 });
    const landing = new URL((await fetch(mail.link!, { redirect: "manual" })).headers.get("location")!);
    const fragment = new URLSearchParams(landing.hash.slice(1));
    expect(fragment.get("type")).toBe("recovery");
    await client.setSession({ access_token: fragment.get("access_token")!, refresh_token: fragment.get("refresh_token")! });
    expect((await client.updateUser({ password: "Brand-new-2027" })).error).toBeNull();
    expect((await client.updateUser({ password: "Brand-new-2027" })).error).toMatchObject({ code: "same_password" });
    expect((await rawRefresh(server, oldRefresh)).status).toBe(400);
    expect((await authClient(server.url).signInWithPassword({ email, password: "Brand-new-2027" })).error).toBeNull();
  });

  it("merges user metadata, a null removing a key", async () => {
    const client = await confirmedClient(server, uniqueEmail("meta"));
    await client.updateUser({ data: { company: "Acme", phone: "+44 20 7946 0000" } });
    const { data } = await client.updateUser({ data: { phone: null } });
    expect(data.user?.user_metadata).toEqual({ name: "Test Flyer", company: "Acme" });
  });

  it("limits requests per client with 429 and Retry-After", async () => {
    let last: Response | null = null;
    for (let i = 0; i < 31; i += 1) {
      last = await fetch(`${server.url}/auth/v1/verify`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": "203.0.113.9" },
        body: JSON.stringify({ type: "signup", token_hash: `nope-${i}` }),
      });
    }
    expect(last!.status).toBe(429);
    expect(Number(last!.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await last!.json()).toMatchObject({ error_code: "over_request_rate_limit" });
  });

  it("serves settings, health and the public keys", async () => {
    expect(await (await fetch(`${server.url}/auth/v1/settings`)).json()).toMatchObject({ external: { email: true, google: false }, disable_signup: false, mailer_autoconfirm: false });
    expect((await fetch(`${server.url}/auth/v1/health`)).status).toBe(200);
    const jwks = await fetch(`${server.url}/auth/v1/.well-known/jwks.json`);
    expect(jwks.headers.get("cache-control")).toBe("public, max-age=600");
    const { keys } = (await jwks.json()) as { keys: Record<string, unknown>[] };
    expect(keys).toEqual([expect.objectContaining({ kty: "EC", crv: "P-256", alg: "ES256", use: "sig", key_ops: ["verify"], kid: expect.any(String) })]);
    expect(keys[0]).not.toHaveProperty("d");
  });
});

/** A confirmed, signed-in customer (confirmation link followed). */
async function confirmedClient(server: TestServer, email: string) {
  const client = authClient(server.url);
  await client.signUp({ email, password: PASSWORD, options: { data: { name: "Test Flyer" } } });
  const mail = await waitForMail(server.dataDir, email);
  await fetch(mail.link!, { redirect: "manual" });
  const { error } = await client.signInWithPassword({ email, password: PASSWORD });
  if (error) throw error;
  return client;
}

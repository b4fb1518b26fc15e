import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../../server/src/auth/common/passwords.js";
import { insertUser } from "../../server/src/auth/common/store.js";
import { authClient, decodeJwt, uniqueEmail } from "../support/auth-client.js";
import { waitForMail } from "../support/mailbox.js";
import { holdClock } from "../support/clock.js";
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

/** Keys and value types, all the way down: what a caller could tell two answers apart by. */
const shape = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(shape)
    : value && typeof value === "object"
      ? Object.fromEntries(
          Object.entries(value)
            .toSorted(([a], [b]) => a.localeCompare(b))
            .map(([k, v]) => [k, shape(v)]),
        )
      : typeof value;

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
    const signUp = await client.signUp({
      email,
      password: PASSWORD,
      options: { data: { name: "Jo Flyer" }, emailRedirectTo: `${server.url}/customer-dashboard` },
    });
    expect(signUp.error).toBeNull();
    expect(signUp.data.session).toBeNull();
    expect(signUp.data.user).toMatchObject({
      email,
      user_metadata: { name: "Jo Flyer" },
      app_metadata: { provider: "email", role: "customer" },
    });

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
    expect(decodeJwt(first.access_token)).toMatchObject({
      aud: "authenticated",
      role: "authenticated",
      aal: "aal1",
      email,
      app_metadata: { role: "customer" },
    });
    expect((await client.getUser()).data.user?.email).toBe(email);

    const second = (await client.refreshSession()).data.session!;
    expect(second.refresh_token).not.toBe(first.refresh_token);
    const third = (await client.refreshSession()).data.session!;
    expect(third.refresh_token).not.toBe(second.refresh_token);

    // The first token is two rotations old: someone else has it. The whole session ends.
    const reuse = await rawRefresh(server, first.refresh_token);
    expect(reuse).toMatchObject({ status: 400, body: { code: "refresh_token_already_used" } });
    expect((await rawRefresh(server, third.refresh_token)).status).toBe(400);
    const me = await fetch(`${server.url}/auth/v1/user`, {
      headers: { authorization: `Bearer ${third.access_token}` },
    });
    expect(me.status).toBe(403);
    expect(await me.json()).toMatchObject({ error_code: "session_not_found" });
  });

  it("ends the session when the last rotated token is replayed and no reuse interval is allowed", async () => {
    const client = await confirmedClient(server, uniqueEmail("lost"));
    const before = (await client.getSession()).data.session!;
    const rotated = await rawRefresh(server, before.refresh_token);
    expect(rotated.status).toBe(200);
    expect(await rawRefresh(server, before.refresh_token)).toMatchObject({
      status: 400,
      body: { code: "refresh_token_already_used" },
    });
    expect((await rawRefresh(server, rotated.body.refresh_token as string)).status).toBe(400);
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

  it("refuses a signed-out session's access token on the very next GraphQL request, though its signature was checked before", async () => {
    const client = await confirmedClient(server, uniqueEmail("gone"));
    const headers = { authorization: `Bearer ${(await client.getSession()).data.session!.access_token}` };
    const viewer = () => server.graphql<{ viewer: { email: string } | null }>("{ viewer { email } }", {}, headers);
    // Twice: the second request meets the token's signature already verified.
    for (let i = 0; i < 2; i++) expect((await viewer()).data?.viewer?.email).toMatch(/^gone/);
    expect((await client.signOut()).error).toBeNull();
    const after = await viewer();
    expect(after.data?.viewer ?? null).toBeNull();
    expect(after.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });

  it("keeps the sign-up's name to one line of 120 characters, and out of the greeting when it reads as a link", async () => {
    const client = authClient(server.url);
    const refusals = await Promise.all(
      ["x".repeat(121), "Ada\nYour account is locked, call +1 555 0100", "Ada\u2028Lovelace"].map((name) =>
        client.signUp({ email: uniqueEmail("name"), password: PASSWORD, options: { data: { name } } }),
      ),
    );
    expect(refusals.map((r) => [r.error?.status, r.error?.code])).toEqual(Array(3).fill([400, "validation_failed"]));
    const longest = uniqueEmail("longest");
    expect(
      (
        await client.signUp({
          email: longest,
          password: PASSWORD,
          options: { data: { name: ` ${"Ada ".repeat(30).trim()} ` } },
        })
      ).error,
    ).toBeNull();
    expect((await waitForMail(server.dataDir, longest)).text).toMatch(/^Hello Ada Ada .*Ada,$/m);

    const email = uniqueEmail("prize");
    expect(
      (
        await client.signUp({
          email,
          password: PASSWORD,
          options: { data: { name: "Claim your prize at skycharter-prizes.example" } },
        })
      ).error,
    ).toBeNull();
    const mail = await waitForMail(server.dataDir, email);
    expect(mail.text).toMatch(/^Hello,$/m);
    expect(mail.text).not.toMatch(/prize/);
  });

  it("confirms with PKCE: the link returns a code the same browser exchanges", async () => {
    const client = authClient(server.url, "pkce");
    const email = uniqueEmail("pkce");
    await client.signUp({
      email,
      password: PASSWORD,
      options: { emailRedirectTo: `${server.url}/customer-dashboard` },
    });
    const mail = await waitForMail(server.dataDir, email);
    const landing = new URL((await fetch(mail.link!, { redirect: "manual" })).headers.get("location")!);
    const code = landing.searchParams.get("code");
    expect(code).toBeTruthy();
    const exchanged = await client.exchangeCodeForSession(code!);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.user?.email).toBe(email);
    expect(decodeJwt(exchanged.data.session!.access_token).amr).toEqual([
      { method: "otp", timestamp: expect.any(Number) },
    ]);
    // A stranger without the verifier gets nothing from the same code.
    const replay = await authClient(server.url, "pkce").exchangeCodeForSession(code!);
    expect(replay.error).not.toBeNull();
  });

  it("signs no one in when a PKCE-bound link's token is posted to /verify: only the verifier's browser gets a session", async () => {
    const client = authClient(server.url, "pkce");
    const email = uniqueEmail("pkcepost");
    await client.signUp({
      email,
      password: PASSWORD,
      options: { emailRedirectTo: `${server.url}/customer-dashboard` },
    });
    const signupLink = new URL((await waitForMail(server.dataDir, email)).link!);
    const post = (type: string, token: string) =>
      fetch(`${server.url}/auth/v1/verify`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ type, token_hash: token }),
      });
    const refused = await post("signup", signupLink.searchParams.get("token")!);
    expect(refused.status).toBe(400);
    expect(await refused.json()).not.toHaveProperty("access_token");
    expect((await signInError(email, PASSWORD))?.code).toBe("email_not_confirmed");
    // The link itself still works, for the browser holding the verifier.
    const landing = new URL((await fetch(signupLink, { redirect: "manual" })).headers.get("location")!);
    expect((await client.exchangeCodeForSession(landing.searchParams.get("code")!)).error).toBeNull();

    expect((await client.resetPasswordForEmail(email)).error).toBeNull();
    const recoveryLink = new URL((await waitForMail(server.dataDir, email, { after: 1 })).link!);
    const recovery = await post("recovery", recoveryLink.searchParams.get("token")!);
    expect(recovery.status).toBe(400);
    expect(await recovery.json()).not.toHaveProperty("access_token");
  });

  /** Two sign-ups for one unconfirmed address, each with its own password; returns both emailed links. */
  async function twoSignUps(email: string) {
    await authClient(server.url).signUp({ email, password: PASSWORD, options: { data: { name: "Owner" } } });
    const first = await waitForMail(server.dataDir, email);
    // The per-address email throttle (one a minute) is not what these tests are about.
    await server.db.query(`DELETE FROM rate_limit_window WHERE bucket = $1`, [`email:signup:${email}`]);
    await authClient(server.url).signUp({
      email,
      password: "Squatter-pass-1",
      options: { data: { name: "Squatter" } },
    });
    const second = await waitForMail(server.dataDir, email, { after: 1 });
    expect(second.link).not.toBe(first.link);
    return { ownerLink: first.link!, squatterLink: second.link! };
  }
  const signInError = async (email: string, password: string) =>
    (await authClient(server.url).signInWithPassword({ email, password })).error;

  it("answers sign-up of a registered address exactly as of a new one, without a session", async () => {
    const signUpRaw = async (email: string) => {
      const response = await fetch(`${server.url}/auth/v1/signup`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email, password: "Another-pass-77", data: { name: "Someone" } }),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };

    const taken = uniqueEmail("taken");
    await insertUser(server.db, {
      email: taken,
      encryptedPassword: await hashPassword(PASSWORD),
      confirmed: true,
      userMetadata: {},
      locale: "en",
      provider: "email",
    });
    const fresh = await signUpRaw(uniqueEmail("fresh"));
    const registered = await signUpRaw(taken);
    expect(registered.status).toBe(fresh.status);
    expect(shape(registered.body)).toEqual(shape(fresh.body));
    expect(registered.body).toMatchObject({
      email: taken,
      user_metadata: { name: "Someone" },
      app_metadata: fresh.body.app_metadata,
    });
    expect(registered.body).not.toHaveProperty("access_token");
    // And the real account's password is untouched.
    expect(await signInError(taken, PASSWORD)).toBeNull();
    expect(await signInError(taken, "Another-pass-77")).toMatchObject({ code: "invalid_credentials" });
  });

  it("confirms the earlier sign-up's own password when its link is followed after a second sign-up", async () => {
    const email = uniqueEmail("squat");
    const { ownerLink, squatterLink } = await twoSignUps(email);
    await fetch(ownerLink, { redirect: "manual" });
    expect(await signInError(email, "Squatter-pass-1")).toMatchObject({ code: "invalid_credentials" });
    const owner = await authClient(server.url).signInWithPassword({ email, password: PASSWORD });
    expect(owner.error).toBeNull();
    expect(owner.data.user?.user_metadata).toEqual({ name: "Owner" });
    // The other sign-up's link died with the confirmation.
    const late = new URL((await fetch(squatterLink, { redirect: "manual" })).headers.get("location")!);
    expect(new URLSearchParams(late.hash.slice(1)).get("error_code")).toBe("otp_expired");
    expect(await signInError(email, "Squatter-pass-1")).toMatchObject({ code: "invalid_credentials" });
  });

  it("confirms the later sign-up's own password when its link is followed", async () => {
    const email = uniqueEmail("squat2");
    const { ownerLink, squatterLink } = await twoSignUps(email);
    await fetch(squatterLink, { redirect: "manual" });
    expect(await signInError(email, PASSWORD)).toMatchObject({ code: "invalid_credentials" });
    const later = await authClient(server.url).signInWithPassword({ email, password: "Squatter-pass-1" });
    expect(later.error).toBeNull();
    expect(later.data.user?.user_metadata).toEqual({ name: "Squatter" });
    const late = new URL((await fetch(ownerLink, { redirect: "manual" })).headers.get("location")!);
    expect(new URLSearchParams(late.hash.slice(1)).get("error_code")).toBe("otp_expired");
  });

  it("validates sign-up input with the reference's codes", async () => {
    const client = authClient(server.url);
    expect((await client.signUp({ email: "not-an-email", password: PASSWORD })).error).toMatchObject({
      status: 400,
      code: "validation_failed",
    });
    const weak = await client.signUp({ email: uniqueEmail("weak"), password: "abc" });
    expect(weak.error).toMatchObject({ status: 422, code: "weak_password", reasons: ["length"] });
    const common = await client.signUp({ email: uniqueEmail("common"), password: "password123" });
    expect(common.error).toMatchObject({ status: 422, code: "weak_password", reasons: ["pwned"] });
    const wrong = await client.signInWithPassword({ email: uniqueEmail("nobody"), password: PASSWORD });
    expect(wrong.error).toMatchObject({
      status: 400,
      code: "invalid_credentials",
      message: "Invalid login credentials",
    });
  });

  it("recovers a password by email; the new password ends other sessions", async () => {
    const email = uniqueEmail("forgot");
    const old = await confirmedClient(server, email);
    const oldRefresh = (await old.getSession()).data.session!.refresh_token;
    const client = authClient(server.url);
    expect(
      (await client.resetPasswordForEmail(email, { redirectTo: `${server.url}/customer-dashboard` })).error,
    ).toBeNull();
    expect((await client.resetPasswordForEmail(uniqueEmail("unknown"))).error).toBeNull();
    const mail = await waitForMail(server.dataDir, email, { after: 1 });
    const landing = new URL((await fetch(mail.link!, { redirect: "manual" })).headers.get("location")!);
    const fragment = new URLSearchParams(landing.hash.slice(1));
    expect(fragment.get("type")).toBe("recovery");
    await client.setSession({
      access_token: fragment.get("access_token")!,
      refresh_token: fragment.get("refresh_token")!,
    });
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
    // The 31 in one window: the windows turn on the clock, and a slow run could straddle a turn.
    holdClock();
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

  it("takes the per-IP limits from AUTH_RATE_LIMIT_*", async () => {
    const strict = await startTestServer({ AUTH_RATE_LIMIT_RECOVER: "2" });
    try {
      const recover = () =>
        fetch(`${strict.url}/auth/v1/recover`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ email: uniqueEmail("limit") }),
        });
      expect((await recover()).status).toBe(200);
      expect((await recover()).status).toBe(200);
      expect((await recover()).status).toBe(429);
    } finally {
      await strict.close();
    }
  });

  it("serves settings, health and the public keys", async () => {
    expect(await (await fetch(`${server.url}/auth/v1/settings`)).json()).toMatchObject({
      external: { email: true, google: false },
      disable_signup: false,
      mailer_autoconfirm: false,
    });
    expect((await fetch(`${server.url}/auth/v1/health`)).status).toBe(200);
    const jwks = await fetch(`${server.url}/auth/v1/.well-known/jwks.json`);
    expect(jwks.headers.get("cache-control")).toBe("public, max-age=600");
    const { keys } = (await jwks.json()) as { keys: Record<string, unknown>[] };
    expect(keys).toEqual([
      expect.objectContaining({
        kty: "EC",
        crv: "P-256",
        alg: "ES256",
        use: "sig",
        key_ops: ["verify"],
        kid: expect.any(String),
      }),
    ]);
    expect(keys[0]).not.toHaveProperty("d");
  });
});

describe("refresh token rotation within the reuse interval", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ MAILER_AUTOCONFIRM: "true", REFRESH_TOKEN_REUSE_INTERVAL: "10" });
  });
  afterAll(() => server?.close());

  async function freshSession() {
    const { data, error } = await authClient(server.url).signUp({ email: uniqueEmail("rotate"), password: PASSWORD });
    if (error) throw error;
    return data.session!;
  }
  const userStatus = async (accessToken: string) =>
    (await fetch(`${server.url}/auth/v1/user`, { headers: { authorization: `Bearer ${accessToken}` } })).status;

  it("gives a client that lost a refresh response the active token unchanged, minting none", async () => {
    const session = await freshSession();
    const rotated = await rawRefresh(server, session.refresh_token);
    expect(rotated.status).toBe(200);
    const active = rotated.body.refresh_token as string;
    for (let i = 0; i < 2; i += 1) {
      const replay = await rawRefresh(server, session.refresh_token);
      expect(replay.status).toBe(200);
      expect(replay.body.refresh_token).toBe(active);
      expect(await userStatus(replay.body.access_token as string)).toBe(200);
    }
    // The active token is still the one to rotate next.
    const next = await rawRefresh(server, active);
    expect(next.status).toBe(200);
    expect(next.body.refresh_token).not.toBe(active);
  });

  it("ends the session when the last rotated token is replayed after the reuse interval", async () => {
    const session = await freshSession();
    const rotated = await rawRefresh(server, session.refresh_token);
    // Instead of waiting out the interval: the token was rotated a minute ago.
    await server.db.query(
      `UPDATE auth_refresh_token SET updated_at = now() - interval '1 minute' WHERE revoked AND user_id = $1`,
      [session.user.id],
    );
    expect(await rawRefresh(server, session.refresh_token)).toMatchObject({
      status: 400,
      body: { code: "refresh_token_already_used" },
    });
    expect((await rawRefresh(server, rotated.body.refresh_token as string)).status).toBe(400);
    expect(await userStatus(rotated.body.access_token as string)).toBe(403);
  });

  it("ends the session when a token older than the active one's parent is replayed, even within the interval", async () => {
    const session = await freshSession();
    const second = await rawRefresh(server, session.refresh_token);
    const third = await rawRefresh(server, second.body.refresh_token as string);
    expect(third.status).toBe(200);
    expect(await rawRefresh(server, session.refresh_token)).toMatchObject({
      status: 400,
      body: { code: "refresh_token_already_used" },
    });
    expect((await rawRefresh(server, third.body.refresh_token as string)).status).toBe(400);
    expect(await userStatus(third.body.access_token as string)).toBe(403);
  });
});

describe("failed sign-in lockout", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ SIGNIN_FAILURE_LIMIT: "3", SIGNIN_LOCKOUT_SECONDS: "2" });
  });
  afterAll(() => server?.close());

  const signIn = async (email: string, password: string, ip: string) => {
    const response = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": ip },
      body: JSON.stringify({ email, password }),
    });
    return {
      status: response.status,
      retryAfter: Number(response.headers.get("retry-after")),
      body: (await response.json()) as Record<string, unknown>,
    };
  };

  it("locks out only the guessing client, for a window that ends, not the owner elsewhere", async () => {
    const clock = holdClock();
    const email = uniqueEmail("guessed");
    await insertUser(server.db, {
      email,
      encryptedPassword: await hashPassword(PASSWORD),
      confirmed: true,
      userMetadata: {},
      locale: "en",
      provider: "email",
    });
    const attacker = "203.0.113.77";
    const owner = "198.51.100.77";
    for (let i = 0; i < 3; i += 1) expect((await signIn(email, `Wrong-guess-${i}`, attacker)).status).toBe(400);
    const locked = await signIn(email, PASSWORD, attacker);
    expect(locked).toMatchObject({ status: 429, body: { error_code: "over_request_rate_limit" } });
    expect(locked.retryAfter).toBeGreaterThan(0);
    expect(locked.retryAfter).toBeLessThanOrEqual(2);
    // The owner, from another address, is not locked out by someone else's guesses.
    expect((await signIn(email, PASSWORD, owner)).status).toBe(200);
    // And the lockout ends with its window: not a moment before.
    clock.advance(locked.retryAfter * 1000 - 1_000);
    expect((await signIn(email, PASSWORD, attacker)).status).toBe(429);
    clock.advance(1_000);
    expect((await signIn(email, PASSWORD, attacker)).status).toBe(200);
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

import { readFile } from "node:fs/promises";
import path from "node:path";
import { isAuthWeakPasswordError } from "@supabase/auth-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authClient, decodeJwt } from "../support/auth-client.js";
import { holdClock } from "../support/clock.js";
import { messageFiles } from "../support/message-files.js";
import { startTestServer, startTestServerCopy, type TestServer } from "../support/server.js";
import { until } from "../support/until.js";

// Phone accounts with a password through @supabase/auth-js, as Supabase Auth has them with its phone
// provider on: signUp({ phone, password }) texts a code that confirms the number (verifyOtp type sms),
// or with SMS_AUTOCONFIRM signs in at once; signInWithPassword({ phone, password }) signs a confirmed
// number in.

const PASSWORD = "Jet-set-2026";
const OTHER = "Other-pass-2026";
const EXPIRED = { status: 403, code: "otp_expired", message: "Token has expired or is invalid" };
const WRONG = { status: 400, code: "invalid_credentials", message: "Invalid login credentials" };
const NOT_CONFIRMED = { status: 400, code: "phone_not_confirmed", message: "Phone not confirmed" };

const uniquePhone = () => `+4477008${String(Math.floor(Math.random() * 100_000)).padStart(5, "0")}`;

/** Text messages written for `phone` (E.164 with its "+") under the server's DATA_DIR/sms, oldest first. */
async function texts(server: TestServer, phone: string): Promise<string[]> {
  const dir = path.join(server.dataDir, "sms");
  const files = await messageFiles(dir, phone, "txt");
  return Promise.all(files.map((f) => readFile(path.join(dir, f), "utf8")));
}

/** The code in text message number `index` (0: the first) to `phone`. */
async function textedCode(server: TestServer, phone: string, index = 0): Promise<string> {
  return until(
    async () => {
      const message = (await texts(server, phone))[index];
      return message === undefined ? undefined : /\b(\d{6})\b/.exec(message)?.[1];
    },
    { timeoutMs: 10_000, failure: () => `no text message ${index + 1} to ${phone}` },
  );
}

async function post(server: TestServer, route: string, body: unknown) {
  const response = await fetch(`${server.url}/auth/v1${route}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-supabase-api-version": "2024-01-01" },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe("phone sign-up and sign-in with a password, confirmations on", () => {
  let server: TestServer;
  let autoconfirm: TestServer;
  let phoneOff: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      MAILER_AUTOCONFIRM: "false",
      PHONE_SIGNIN_ENABLED: "true",
      SMS_MAX_FREQUENCY: "2",
      SIGNIN_FAILURE_LIMIT: "4",
    });
    // The same database, as Supabase's tests run one instance with phone autoconfirm and one without.
    autoconfirm = await startTestServerCopy(server, { PHONE_SIGNIN_ENABLED: "true", SMS_AUTOCONFIRM: "true" });
    phoneOff = await startTestServerCopy(server, { MAILER_AUTOCONFIRM: "false" });
  });
  afterAll(async () => {
    await autoconfirm?.close();
    await phoneOff?.close();
    await server?.close();
  });

  it("signs a number up with a password, confirms it by the texted code, then signs in by number and password", async () => {
    const phone = uniquePhone();
    const client = authClient(server.url);
    const signUp = await client.signUp({ phone, password: PASSWORD, options: { data: { name: "Ada Flyer" } } });
    expect(signUp.error).toBeNull();
    expect(signUp.data.session).toBeNull();
    // Stored and shown as Supabase Auth does: E.164 digits without the "+".
    expect(signUp.data.user).toMatchObject({
      phone: phone.slice(1),
      email: "",
      user_metadata: { name: "Ada Flyer" },
      app_metadata: { provider: "phone", providers: ["phone"] },
    });
    expect(signUp.data.user!.phone_confirmed_at).toBeUndefined();
    expect(signUp.data.user!.confirmation_sent_at).toBeTruthy();
    expect(signUp.data.user!.identities?.map((identity) => identity.provider)).toEqual(["phone"]);
    const code = await textedCode(server, phone);
    // No account until the code comes back: the code is kept hashed, and the password waits beside it.
    expect(await server.db.query(`SELECT id FROM auth_user WHERE phone = $1`, [phone.slice(1)])).toEqual([]);
    const [row] = await server.db.query(
      `SELECT user_id, code_hash, pending_password FROM auth_phone_code WHERE phone = $1`,
      [phone.slice(1)],
    );
    expect(row.user_id).toBe(signUp.data.user!.id);
    expect(row.code_hash).not.toContain(code);
    expect(row.pending_password).toMatch(/^\$argon2id\$/);

    // Not confirmed yet: the right password earns only that hint, a wrong one the usual refusal.
    expect((await client.signInWithPassword({ phone, password: PASSWORD })).error).toMatchObject(NOT_CONFIRMED);
    expect((await client.signInWithPassword({ phone, password: OTHER })).error).toMatchObject(WRONG);

    const wrongCode = code === "000000" ? "111111" : "000000";
    expect((await client.verifyOtp({ phone, token: wrongCode, type: "sms" })).error).toMatchObject(EXPIRED);
    const verified = await client.verifyOtp({ phone, token: code, type: "sms" });
    expect(verified.error).toBeNull();
    expect(verified.data.session).not.toBeNull();
    expect(verified.data.user!.phone_confirmed_at).toBeTruthy();
    expect(verified.data.user!.identities?.[0]?.identity_data).toMatchObject({ phone_verified: true });
    // The account made then has the id the sign-up answered with.
    expect(verified.data.user!.id).toBe(signUp.data.user!.id);

    // What Supabase's own client test expects of a phone password sign-in.
    const signIn = await authClient(server.url).signInWithPassword({ phone, password: PASSWORD });
    expect(signIn.error).toBeNull();
    const expectedUser = {
      id: verified.data.user!.id,
      email: "",
      phone: phone.slice(1),
      aud: "authenticated",
      phone_confirmed_at: expect.any(String),
      last_sign_in_at: expect.any(String),
      app_metadata: { provider: "phone" },
      user_metadata: { name: "Ada Flyer" },
    };
    expect(signIn.data.session).toMatchObject({
      access_token: expect.any(String),
      refresh_token: expect.any(String),
      expires_in: expect.any(Number),
      expires_at: expect.any(Number),
      user: expectedUser,
    });
    expect(signIn.data.user).toMatchObject(expectedUser);
    const claims = decodeJwt(signIn.data.session!.access_token);
    expect(claims).toMatchObject({ sub: verified.data.user!.id, phone: phone.slice(1), aal: "aal1" });
    expect((claims.amr as { method: string }[]).map((entry) => entry.method)).toEqual(["password"]);
    // The number may be written as Supabase Auth takes it, without its "+".
    expect(
      (await authClient(server.url).signInWithPassword({ phone: phone.slice(1), password: PASSWORD })).error,
    ).toBeNull();

    // A wrong password, and an unknown number, are the same refusal.
    expect((await client.signInWithPassword({ phone, password: OTHER })).error).toMatchObject(WRONG);
    expect((await client.signInWithPassword({ phone: uniquePhone(), password: PASSWORD })).error).toMatchObject(WRONG);
    expect((await client.signInWithPassword({ phone: "not a number", password: PASSWORD })).error).toMatchObject(WRONG);
  });

  it("answers a sign-up on a confirmed number with a made-up user, texts nothing and changes nothing", async () => {
    const clock = holdClock();
    const phone = uniquePhone();
    const first = await authClient(server.url).signUp({ phone, password: PASSWORD });
    const code = await textedCode(server, phone);
    expect((await authClient(server.url).verifyOtp({ phone, token: code, type: "sms" })).error).toBeNull();

    clock.advance(2_100); // SMS_MAX_FREQUENCY, on the server's clock
    const again = await authClient(server.url).signUp({
      phone,
      password: OTHER,
      options: { data: { name: "Mallory" } },
    });
    expect(again.error).toBeNull();
    expect(again.data.session).toBeNull();
    // Built like a new sign-up's answer: its own id, the number, one unverified phone identity.
    expect(again.data.user).toMatchObject({ phone: phone.slice(1), email: "", user_metadata: { name: "Mallory" } });
    expect(again.data.user!.id).not.toBe(first.data.user!.id);
    expect(again.data.user!.phone_confirmed_at).toBeUndefined();
    expect(again.data.user!.identities?.map((identity) => identity.provider)).toEqual(["phone"]);
    expect(Object.keys(again.data.user!).toSorted()).toEqual(Object.keys(first.data.user!).toSorted());
    expect(await texts(server, phone)).toHaveLength(1);
    // The owner's password still works, the typed one does not.
    expect((await authClient(server.url).signInWithPassword({ phone, password: PASSWORD })).error).toBeNull();
    expect((await authClient(server.url).signInWithPassword({ phone, password: OTHER })).error).toMatchObject(WRONG);
    // Within SMS_MAX_FREQUENCY a taken number is throttled as a new one is.
    expect((await authClient(server.url).signUp({ phone, password: OTHER })).error).toMatchObject({
      status: 429,
      code: "over_sms_send_rate_limit",
    });
  });

  it("gives a pending number only the password of the sign-up whose code is entered", async () => {
    const clock = holdClock();
    const phone = uniquePhone();
    // Someone types the owner's number first; then the owner signs up.
    expect((await authClient(server.url).signUp({ phone, password: OTHER })).error).toBeNull();
    const strangersCode = await textedCode(server, phone, 0);
    clock.advance(2_100);
    const owner = authClient(server.url);
    expect((await owner.signUp({ phone, password: PASSWORD, options: { data: { name: "Owner" } } })).error).toBeNull();
    const ownersCode = await textedCode(server, phone, 1);

    const verified = await owner.verifyOtp({ phone, token: ownersCode, type: "sms" });
    expect(verified.error).toBeNull();
    expect(verified.data.user).toMatchObject({ user_metadata: { name: "Owner" } });
    // The other sign-up ended with the confirmation: its code and its password are dead.
    if (strangersCode !== ownersCode)
      expect(
        (await authClient(server.url).verifyOtp({ phone, token: strangersCode, type: "sms" })).error,
      ).toMatchObject(EXPIRED);
    expect((await authClient(server.url).signInWithPassword({ phone, password: OTHER })).error).toMatchObject(WRONG);
    expect((await authClient(server.url).signInWithPassword({ phone, password: PASSWORD })).error).toBeNull();
  });

  it("resends a pending phone sign-up's code with its password, and stops the first code", async () => {
    const clock = holdClock();
    const phone = uniquePhone();
    const client = authClient(server.url);
    expect((await client.signUp({ phone, password: PASSWORD })).error).toBeNull();
    const first = await textedCode(server, phone, 0);
    // Within SMS_MAX_FREQUENCY the resend is refused as Supabase Auth refuses it.
    expect((await client.resend({ type: "sms", phone })).error).toMatchObject({
      status: 429,
      code: "over_sms_send_rate_limit",
    });
    clock.advance(2_100);
    expect((await client.resend({ type: "sms", phone })).error).toBeNull();
    const second = await textedCode(server, phone, 1);
    if (first !== second)
      expect((await client.verifyOtp({ phone, token: first, type: "sms" })).error).toMatchObject(EXPIRED);
    expect((await client.verifyOtp({ phone, token: second, type: "sms" })).error).toBeNull();
    expect((await authClient(server.url).signInWithPassword({ phone, password: PASSWORD })).error).toBeNull();

    // Confirmed: a resend texts nothing more.
    clock.advance(2_100);
    expect((await client.resend({ type: "sms", phone })).error).toBeNull();
    expect(await texts(server, phone)).toHaveLength(2);
  });

  it("holds a phone sign-up's password to the same rules, and checks the request in Supabase Auth's order", async () => {
    const client = authClient(server.url);
    const common = await client.signUp({ phone: uniquePhone(), password: "123456" });
    expect(isAuthWeakPasswordError(common.error)).toBe(true);
    expect(isAuthWeakPasswordError(common.error) && common.error.reasons).toEqual(["pwned"]);
    const short = await client.signUp({ phone: uniquePhone(), password: "Ab1!x" });
    expect(short.error).toMatchObject({ status: 422, code: "weak_password" });
    expect((await client.signUp({ phone: uniquePhone(), password: "é".repeat(37) })).error).toMatchObject({
      status: 400,
      code: "validation_failed",
      message: "Password cannot be longer than 72 characters",
    });
    // The password before the number, the channel and PKCE before the number's format.
    expect(await post(server, "/signup", { phone: "07-abc", password: "Ab1!x" })).toMatchObject({
      status: 422,
      body: { code: "weak_password" },
    });
    expect(await post(server, "/signup", { phone: uniquePhone(), password: PASSWORD, channel: "pigeon" })).toEqual({
      status: 400,
      body: { code: "validation_failed", message: "Invalid channel, use sms or whatsapp" },
    });
    expect(
      await post(server, "/signup", { phone: "07-abc", password: PASSWORD, code_challenge: "x".repeat(43) }),
    ).toEqual({
      status: 400,
      body: { code: "validation_failed", message: "PKCE not supported for phone signups" },
    });
    expect(await post(server, "/signup", { phone: "07-abc", password: PASSWORD })).toEqual({
      status: 400,
      body: { code: "validation_failed", message: "Invalid phone number format (E.164 required)" },
    });
    // Nothing was made for any of them.
    const [{ count }] = await server.db.query(`SELECT count(*)::int AS count FROM auth_user WHERE phone LIKE '%abc%'`);
    expect(count).toBe(0);

    // A password sign-in takes an address or a number, not both, and needs one.
    expect(
      await post(server, "/token?grant_type=password", { email: "a@b.co", phone: "+447700900123", password: PASSWORD }),
    ).toEqual({
      status: 400,
      body: {
        code: "validation_failed",
        message: "Only an email address or phone number should be provided on login.",
      },
    });
    expect(await post(server, "/token?grant_type=password", { password: PASSWORD })).toEqual({
      status: 400,
      body: { code: "validation_failed", message: "missing email or phone" },
    });
  });

  it("keeps the sign-in budget per number: wrong passwords lock the number out from this client", async () => {
    const phone = uniquePhone();
    const client = authClient(autoconfirm.url);
    expect((await client.signUp({ phone, password: PASSWORD })).error).toBeNull();
    // SIGNIN_FAILURE_LIMIT is 4 on the first copy; the autoconfirm copy has the default (10).
    const guesser = authClient(server.url);
    for (let i = 0; i < 4; i++)
      expect((await guesser.signInWithPassword({ phone, password: `${OTHER}-${i}` })).error).toMatchObject(WRONG);
    const locked = await guesser.signInWithPassword({ phone, password: PASSWORD });
    expect(locked.error).toMatchObject({ status: 429, code: "over_request_rate_limit" });
    expect(locked.data.session).toBeNull();
  });

  it("with SMS_AUTOCONFIRM, signs a new number in at once and names a confirmed one as registered", async () => {
    const settings = (await (await fetch(`${autoconfirm.url}/auth/v1/settings`)).json()) as Record<string, unknown>;
    expect(settings.phone_autoconfirm).toBe(true);
    const phone = uniquePhone();
    const client = authClient(autoconfirm.url);
    const signUp = await client.signUp({ phone, password: PASSWORD });
    expect(signUp.error).toBeNull();
    expect(signUp.data.session).not.toBeNull();
    expect(signUp.data.user).toMatchObject({ phone: phone.slice(1), app_metadata: { provider: "phone" } });
    expect(signUp.data.user!.phone_confirmed_at).toBeTruthy();
    expect(await texts(autoconfirm, phone)).toHaveLength(0);
    expect((await authClient(autoconfirm.url).signInWithPassword({ phone, password: PASSWORD })).error).toBeNull();

    const again = await authClient(autoconfirm.url).signUp({ phone, password: OTHER });
    expect(again.error).toMatchObject({ status: 422, code: "user_already_exists", message: "User already registered" });

    // An unconfirmed number's account is never handed to whoever types the number (Supabase Auth would).
    const pending = uniquePhone();
    expect((await authClient(server.url).signUp({ phone: pending, password: OTHER })).error).toBeNull();
    const typed = await authClient(autoconfirm.url).signUp({ phone: pending, password: PASSWORD });
    expect(typed.error).toBeNull();
    expect(typed.data.session).toBeNull();
    expect(
      (await authClient(autoconfirm.url).signInWithPassword({ phone: pending, password: PASSWORD })).error,
    ).toMatchObject(WRONG);
  });

  it("answers as Supabase Auth with its phone provider off", async () => {
    const client = authClient(phoneOff.url);
    expect((await client.signUp({ phone: uniquePhone(), password: PASSWORD })).error).toMatchObject({
      status: 400,
      code: "phone_provider_disabled",
      message: "Phone signups are disabled",
    });
    expect((await client.signInWithPassword({ phone: uniquePhone(), password: PASSWORD })).error).toMatchObject({
      status: 422,
      code: "phone_provider_disabled",
      message: "Phone logins are disabled",
    });
    expect((await client.resend({ type: "sms", phone: uniquePhone() })).error).toMatchObject({
      status: 400,
      code: "phone_provider_disabled",
      message: "Phone logins are disabled",
    });
    // A number confirmed while phone sign-in was on does not sign in by password either.
    const phone = uniquePhone();
    expect((await authClient(autoconfirm.url).signUp({ phone, password: PASSWORD })).error).toBeNull();
    expect((await client.signInWithPassword({ phone, password: PASSWORD })).error).toMatchObject({
      code: "phone_provider_disabled",
    });
    expect((await client.verifyOtp({ phone, token: "123456", type: "sms" })).error).toMatchObject(EXPIRED);
  });
});

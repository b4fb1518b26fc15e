import { readFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authClient, authClientAt, clientAddresses, decodeJwt, uniqueEmail } from "../support/auth-client.js";
import { holdClock } from "../support/clock.js";
import { waitForMail, type ReceivedMail } from "../support/mailbox.js";
import { messageFiles } from "../support/message-files.js";
import { startTestServer, type TestServer } from "../support/server.js";
import { until } from "../support/until.js";

// Passwordless sign-in through @supabase/auth-js as a Supabase project's app calls it: signInWithOtp
// mails a 6-digit code and a magic link (or texts a code), verifyOtp takes the code, the link signs in
// where it is opened; signInAnonymously gives a session with no account behind it.

const PASSWORD = "Jet-set-2026";
const VIEWER = "{ viewer { id email } }";
const MY_REQUESTS = "{ myQuoteRequests { totalCount } }";
const refused = (message: string) => ({ status: 400, body: { code: "validation_failed", message } });
const EXPIRED = { status: 403, code: "otp_expired", message: "Token has expired or is invalid" };
const SLOWED = { status: 429, code: "over_request_rate_limit" };
/** Any six digits but `code`. */
const wrongFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

const codeIn = (mail: ReceivedMail) => /\b(\d{6})\b/.exec(mail.text)?.[1] ?? "";

function fragmentOf(location: string | null): URLSearchParams {
  return new URLSearchParams(new URL(location ?? "http://invalid/").hash.slice(1));
}

async function follow(link: string) {
  const response = await fetch(link, { redirect: "manual" });
  expect(response.status).toBe(303);
  return response.headers.get("location");
}

/** The code in the newest text message to `phone` (E.164 with its "+"), from the SMS files under DATA_DIR/sms. */
async function textedCode(server: TestServer, phone: string, after = 0): Promise<string> {
  const dir = path.join(server.dataDir, "sms");
  return until(
    async () => {
      const files = await messageFiles(dir, phone, "txt");
      if (files.length <= after) return undefined;
      return /\b(\d{6})\b/.exec(await readFile(path.join(dir, files.at(-1)!), "utf8"))?.[1];
    },
    { timeoutMs: 10_000, failure: () => `no text message to ${phone}` },
  );
}

const nextIp = clientAddresses(93);

const uniquePhone = () => `+4477009${String(Math.floor(Math.random() * 100_000)).padStart(5, "0")}`;

describe("passwordless sign-in, with phone and anonymous sign-in on", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      MAILER_AUTOCONFIRM: "false",
      SMTP_MAX_FREQUENCY: "2",
      SMS_MAX_FREQUENCY: "2",
      PHONE_SIGNIN_ENABLED: "true",
      ANONYMOUS_SIGNIN_ENABLED: "true",
    });
  });
  afterAll(() => server?.close());

  it("mails a new address one message with a code and a link; the code signs in and confirms the address", async () => {
    const email = uniqueEmail("otp-new");
    const client = authClient(server.url);
    const sent = await client.signInWithOtp({ email, options: { data: { name: "Ada Flyer" } } });
    expect(sent.error).toBeNull();
    expect(sent.data).toMatchObject({ user: null, session: null });

    const mail = await waitForMail(server.dataDir, email);
    const code = codeIn(mail);
    expect(code).toMatch(/^\d{6}$/);
    expect(mail.link).toContain("/auth/v1/verify?");
    expect(new URL(mail.link!).searchParams.get("type")).toBe("magiclink");
    expect(mail.html).toContain(code);

    const { data, error } = await client.verifyOtp({ email, token: code, type: "email" });
    expect(error).toBeNull();
    expect(data.session).not.toBeNull();
    expect(data.user).toMatchObject({ email, is_anonymous: false, user_metadata: { name: "Ada Flyer" } });
    expect(data.user!.email_confirmed_at).toBeTruthy();
    const claims = decodeJwt(data.session!.access_token);
    expect(claims).toMatchObject({ email, is_anonymous: false, aal: "aal1" });
    expect((claims.amr as { method: string }[]).map((entry) => entry.method)).toEqual(["otp"]);
    // The site takes the session as the customer's.
    const viewer = await server.graphql(VIEWER, {}, { authorization: `Bearer ${data.session!.access_token}` });
    expect(viewer.data).toEqual({ viewer: { id: data.user!.id, email } });

    // Both ways in were one secret: the code spent the link.
    expect(fragmentOf(await follow(mail.link!)).get("error_code")).toBe("otp_expired");
    // And the code works once.
    expect((await client.verifyOtp({ email, token: code, type: "email" })).error).toMatchObject(EXPIRED);
  });

  it("signs a known customer in by magic link, with the session in the redirect's fragment", async () => {
    const clock = holdClock();
    const email = uniqueEmail("otp-link");
    await authClient(server.url).signInWithOtp({ email });
    const first = await waitForMail(server.dataDir, email);
    expect(
      (await authClient(server.url).verifyOtp({ email, token: codeIn(first), type: "magiclink" })).error,
    ).toBeNull();

    // One email (or text) per address per SMTP_MAX_FREQUENCY (SMS_MAX_FREQUENCY): 2 s, passed on the server's clock.
    clock.advance(2_100);
    const redirectTo = `${server.url}/account`;
    expect(
      (await authClient(server.url).signInWithOtp({ email, options: { emailRedirectTo: redirectTo } })).error,
    ).toBeNull();
    const mail = await waitForMail(server.dataDir, email, { after: 1 });
    const location = await follow(mail.link!);
    expect(location!.startsWith(`${redirectTo}#`)).toBe(true);
    const fragment = fragmentOf(location);
    expect(fragment.get("type")).toBe("magiclink");
    const client = authClient(server.url);
    const { data, error } = await client.setSession({
      access_token: fragment.get("access_token")!,
      refresh_token: fragment.get("refresh_token")!,
    });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    // A link works once, and its code went with it.
    expect(fragmentOf(await follow(mail.link!)).get("error_code")).toBe("otp_expired");
    expect((await client.verifyOtp({ email, token: codeIn(mail), type: "email" })).error).toMatchObject(EXPIRED);
  });

  it("takes the link's secret as token_hash, and exchanges a PKCE client's link for a session", async () => {
    const clock = holdClock();
    const email = uniqueEmail("otp-hash");
    await authClient(server.url).signInWithOtp({ email });
    const mail = await waitForMail(server.dataDir, email);
    const tokenHash = new URL(mail.link!).searchParams.get("token")!;
    const byHash = await authClient(server.url).verifyOtp({ token_hash: tokenHash, type: "magiclink" });
    expect(byHash.error).toBeNull();
    expect(byHash.data.user?.email).toBe(email);

    // One email (or text) per address per SMTP_MAX_FREQUENCY (SMS_MAX_FREQUENCY): 2 s, passed on the server's clock.
    clock.advance(2_100);
    const pkce = authClient(server.url, "pkce");
    expect(
      (await pkce.signInWithOtp({ email, options: { emailRedirectTo: `${server.url}/account` } })).error,
    ).toBeNull();
    const linked = await waitForMail(server.dataDir, email, { after: 1 });
    const code = new URL((await follow(linked.link!))!).searchParams.get("code");
    expect(code).toBeTruthy();
    const exchanged = await pkce.exchangeCodeForSession(code!);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.user?.email).toBe(email);
  });

  it("refuses a wrong code, voids the code after five wrong tries, and refuses an expired one", async () => {
    const clock = holdClock();
    const email = uniqueEmail("otp-wrong");
    const client = authClient(server.url);
    await client.signInWithOtp({ email });
    const code = codeIn(await waitForMail(server.dataDir, email));
    const wrong = code === "000000" ? "111111" : "000000";
    expect((await client.verifyOtp({ email, token: wrong, type: "email" })).error).toMatchObject(EXPIRED);
    // Another address's code, or a code for a type that mails none, is no better.
    expect((await client.verifyOtp({ email: uniqueEmail("nobody"), token: code, type: "email" })).error).toMatchObject(
      EXPIRED,
    );
    expect((await client.verifyOtp({ email, token: code, type: "signup" })).error).toMatchObject(EXPIRED);
    for (let i = 0; i < 4; i++) await client.verifyOtp({ email, token: wrong, type: "email" });
    expect((await client.verifyOtp({ email, token: code, type: "email" })).error).toMatchObject(EXPIRED);

    // One email (or text) per address per SMTP_MAX_FREQUENCY (SMS_MAX_FREQUENCY): 2 s, passed on the server's clock.
    clock.advance(2_100);
    await client.signInWithOtp({ email });
    const fresh = await waitForMail(server.dataDir, email, { after: 1 });
    await server.db.query(
      `UPDATE auth_one_time_token SET created_at = now() - interval '61 minutes' WHERE token_type = 'magiclink' AND user_id = (SELECT id FROM auth_user WHERE email = $1)`,
      [email],
    );
    expect((await client.verifyOtp({ email, token: codeIn(fresh), type: "email" })).error).toMatchObject(EXPIRED);
    expect(fragmentOf(await follow(fresh.link!)).get("error_code")).toBe("otp_expired");
  });

  it("mails one sign-in per address per SMTP_MAX_FREQUENCY, known address or not", async () => {
    const clock = holdClock();
    const email = uniqueEmail("otp-throttle");
    expect((await authClient(server.url).signInWithOtp({ email })).error).toBeNull();
    const again = await authClient(server.url).signInWithOtp({ email });
    expect(again.error).toMatchObject({
      status: 429,
      code: "over_email_send_rate_limit",
      message: "For security purposes, you can only request this after 2 seconds.",
    });
    await waitForMail(server.dataDir, email);
    // One email (or text) per address per SMTP_MAX_FREQUENCY (SMS_MAX_FREQUENCY): 2 s, passed on the server's clock.
    clock.advance(2_100);
    expect((await authClient(server.url).signInWithOtp({ email })).error).toBeNull();
  });

  it("answers create_user false for an unknown address as Supabase Auth does, and mails a known one", async () => {
    const clock = holdClock();
    const stranger = uniqueEmail("otp-stranger");
    const refused = await authClient(server.url).signInWithOtp({
      email: stranger,
      options: { shouldCreateUser: false },
    });
    expect(refused.error).toMatchObject({ status: 422, code: "otp_disabled", message: "Signups not allowed for otp" });
    const [{ n }] = await server.db.query(`SELECT count(*)::int AS n FROM auth_user WHERE email = $1`, [stranger]);
    expect(n).toBe(0);

    const email = uniqueEmail("otp-known");
    await authClient(server.url).signUp({ email, password: PASSWORD });
    await waitForMail(server.dataDir, email);
    // One email (or text) per address per SMTP_MAX_FREQUENCY (SMS_MAX_FREQUENCY): 2 s, passed on the server's clock.
    clock.advance(2_100);
    const known = await authClient(server.url).signInWithOtp({ email, options: { shouldCreateUser: false } });
    expect(known.error).toBeNull();
    const mail = await waitForMail(server.dataDir, email, { after: 1 });
    expect(codeIn(mail)).toMatch(/^\d{6}$/);
  });

  it("counts create_user false answers per client: AUTH_RATE_LIMIT_OTP_LOOKUP (10) an hour, known address or not", async () => {
    const prober = nextIp();
    const ask = (email: string, ip = prober) =>
      authClientAt(server.url, ip).signInWithOtp({ email, options: { shouldCreateUser: false } });
    for (let i = 0; i < 10; i++)
      expect((await ask(uniqueEmail("probe"))).error).toMatchObject({ status: 422, code: "otp_disabled" });
    // The eleventh answer would say whether this address is registered: refused before the lookup.
    const over = await fetch(`${server.url}/auth/v1/otp`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": prober },
      body: JSON.stringify({ email: uniqueEmail("probe"), create_user: false }),
    });
    expect(over.status).toBe(429);
    expect(await over.json()).toMatchObject({ error_code: "over_request_rate_limit" });
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another client still gets its answer, and this one may still ask for a code that makes an account.
    expect((await ask(uniqueEmail("probe"), nextIp())).error).toMatchObject({ status: 422, code: "otp_disabled" });
    expect((await authClientAt(server.url, prober).signInWithOtp({ email: uniqueEmail("probe") })).error).toBeNull();
  });

  it("confirms a pending password sign-up's address by code without activating that password", async () => {
    const clock = holdClock();
    const email = uniqueEmail("otp-pending");
    await authClient(server.url).signUp({ email, password: PASSWORD });
    const confirmation = await waitForMail(server.dataDir, email);
    // One email (or text) per address per SMTP_MAX_FREQUENCY (SMS_MAX_FREQUENCY): 2 s, passed on the server's clock.
    clock.advance(2_100);
    await authClient(server.url).signInWithOtp({ email });
    const mail = await waitForMail(server.dataDir, email, { after: 1 });
    expect((await authClient(server.url).verifyOtp({ email, token: codeIn(mail), type: "email" })).error).toBeNull();
    // The typed password never became the account's, and its confirmation link is gone.
    expect((await authClient(server.url).signInWithPassword({ email, password: PASSWORD })).error).toMatchObject({
      code: "invalid_credentials",
    });
    expect(fragmentOf(await follow(confirmation.link!)).get("error_code")).toBe("otp_expired");
  });

  it("mails nothing to an invited address that has not accepted its invitation", async () => {
    const email = uniqueEmail("otp-invited");
    await server.db.query(`INSERT INTO auth_user (email, role, invited_at) VALUES ($1, 'staff', now())`, [email]);
    expect((await authClient(server.url).signInWithOtp({ email })).error).toBeNull();
    // A mail is queued in the request's own transaction, before its answer: nothing is left to wait for.
    const [{ n }] = await server.db.query(`SELECT count(*)::int AS n FROM mail_outbox WHERE to_address = $1`, [email]);
    expect(n).toBe(0);
  });

  it("texts a phone a code that signs in, making an account for a new number", async () => {
    const clock = holdClock();
    const phone = uniquePhone();
    const client = authClient(server.url);
    const sent = await client.signInWithOtp({ phone });
    expect(sent.error).toBeNull();
    const code = await textedCode(server, phone);
    // No account until the code comes back: texting a number leaves only its hashed code behind.
    const accounts = () => server.db.query(`SELECT id FROM auth_user WHERE phone = $1`, [phone.slice(1)]);
    expect(await accounts()).toEqual([]);
    const [stored] = await server.db.query(`SELECT code_hash FROM auth_phone_code WHERE phone = $1`, [phone.slice(1)]);
    expect(stored.code_hash).not.toContain(code);

    expect((await client.verifyOtp({ phone, token: wrongFor(code), type: "sms" })).error).toMatchObject(EXPIRED);
    expect(await accounts()).toEqual([]);
    const { data, error } = await client.verifyOtp({ phone, token: code, type: "sms" });
    expect(error).toBeNull();
    expect(await accounts()).toEqual([{ id: data.user!.id }]);
    // Stored and shown as Supabase Auth does: E.164 digits without the "+".
    expect(data.user).toMatchObject({ phone: phone.slice(1), email: "", is_anonymous: false });
    expect(data.user!.phone_confirmed_at).toBeTruthy();
    expect(data.user!.identities?.map((identity) => identity.provider)).toEqual(["phone"]);

    // The number's next code signs the same account in; a second request within SMS_MAX_FREQUENCY is refused.
    // One email (or text) per address per SMTP_MAX_FREQUENCY (SMS_MAX_FREQUENCY): 2 s, passed on the server's clock.
    clock.advance(2_100);
    expect((await client.signInWithOtp({ phone })).error).toBeNull();
    expect((await client.signInWithOtp({ phone })).error).toMatchObject({
      status: 429,
      code: "over_sms_send_rate_limit",
    });
    const next = await client.verifyOtp({ phone, token: await textedCode(server, phone, 1), type: "sms" });
    expect(next.data.user?.id).toBe(data.user!.id);
  });

  it("spares only a session an email opened from the reauthentication code, not one a texted code opened", async () => {
    const NEW_PASSWORD = "Fresh-runway-2027";
    const phone = uniquePhone();
    const texted = authClient(server.url);
    expect((await texted.signInWithOtp({ phone })).error).toBeNull();
    const verified = await texted.verifyOtp({ phone, token: await textedCode(server, phone), type: "sms" });
    expect(verified.error).toBeNull();
    // The token says "otp", as Supabase Auth writes it for both; the server still tells them apart.
    const amr = decodeJwt(verified.data.session!.access_token).amr as { method: string }[];
    expect(amr.map((entry) => entry.method)).toEqual(["otp"]);
    expect((await texted.updateUser({ password: NEW_PASSWORD })).error).toMatchObject({
      status: 400,
      code: "reauthentication_needed",
    });

    // A fresh session from an emailed code has just proved the inbox: it sets a password at once.
    const email = uniqueEmail("otp-grace");
    const mailed = authClient(server.url);
    expect((await mailed.signInWithOtp({ email })).error).toBeNull();
    const code = codeIn(await waitForMail(server.dataDir, email));
    expect((await mailed.verifyOtp({ email, token: code, type: "email" })).error).toBeNull();
    expect((await mailed.updateUser({ password: NEW_PASSWORD })).error).toBeNull();
  });

  it("texts a new code on resend to a number that has not entered one yet, and nothing otherwise", async () => {
    const clock = holdClock();
    const client = authClient(server.url);
    const texts = async (phone: string) => (await messageFiles(path.join(server.dataDir, "sms"), phone, "txt")).length;
    // Unknown: the same empty answer, no text, no account.
    const unknown = uniquePhone();
    const answer = await fetch(`${server.url}/auth/v1/resend`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ type: "sms", phone: unknown }),
    });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({});
    expect(await texts(unknown)).toBe(0);

    const phone = uniquePhone();
    expect((await client.signInWithOtp({ phone })).error).toBeNull();
    const first = await textedCode(server, phone);
    clock.advance(2_100); // SMS_MAX_FREQUENCY, on the server's clock
    expect((await client.resend({ type: "sms", phone })).error).toBeNull();
    const second = await textedCode(server, phone, 1);
    // The new code replaces the first and confirms the number.
    if (first !== second)
      expect((await client.verifyOtp({ phone, token: first, type: "sms" })).error).toMatchObject(EXPIRED);
    const { data, error } = await client.verifyOtp({ phone, token: second, type: "sms" });
    expect(error).toBeNull();
    expect(data.user?.phone_confirmed_at).toBeTruthy();

    // Confirmed: nothing more is sent. No number change is ever pending here, so phone_change sends nothing either.
    clock.advance(2_100);
    expect((await client.resend({ type: "sms", phone })).error).toBeNull();
    expect((await client.resend({ type: "phone_change", phone })).error).toBeNull();
    // A text is written before the request answers (one-time/phone-otp.service.ts awaits the sender): none came.
    expect(await texts(phone)).toBe(2);
  });

  it("says in /settings that phone and anonymous sign-ins are on", async () => {
    const settings = (await (await fetch(`${server.url}/auth/v1/settings`)).json()) as {
      external: Record<string, boolean>;
    };
    expect(settings.external).toMatchObject({ email: true, phone: true, anonymous_users: true });
  });

  it("signs in anonymously: is_anonymous in the user and the token, and the site treats the session as signed out", async () => {
    const client = authClient(server.url);
    const { data, error } = await client.signInAnonymously({ options: { data: { theme: "night" } } });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ is_anonymous: true, email: "", phone: "", user_metadata: { theme: "night" } });
    expect(data.user!.app_metadata).toMatchObject({ provider: "anonymous", providers: ["anonymous"] });
    const token = data.session!.access_token;
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({ is_anonymous: true, role: "authenticated" });
    expect((claims.amr as { method: string }[]).map((entry) => entry.method)).toEqual(["anonymous"]);
    expect((await client.getUser()).data.user?.is_anonymous).toBe(true);

    const headers = { authorization: `Bearer ${token}` };
    expect((await server.graphql(VIEWER, {}, headers)).data).toEqual({ viewer: null });
    const mine = await server.graphql(MY_REQUESTS, {}, headers);
    expect(mine.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    expect((await fetch(`${server.url}/api/account/data.json`, { headers })).status).toBe(401);

    // An address, once its link is followed, makes it an account (as in Supabase Auth).
    const email = uniqueEmail("anon-keeps");
    expect((await client.updateUser({ email })).error).toBeNull();
    const mail = await waitForMail(server.dataDir, email);
    const fragment = fragmentOf(await follow(mail.link!));
    const converted = decodeJwt(fragment.get("access_token")!);
    expect(converted).toMatchObject({ sub: data.user!.id, email, is_anonymous: false });
    const viewer = await server.graphql(VIEWER, {}, { authorization: `Bearer ${fragment.get("access_token")}` });
    expect(viewer.data).toEqual({ viewer: { id: data.user!.id, email } });
  });
});

describe("wrong sign-in codes counted per address and number across codes", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      MAILER_AUTOCONFIRM: "false",
      SMTP_MAX_FREQUENCY: "2",
      SMS_MAX_FREQUENCY: "2",
      PHONE_SIGNIN_ENABLED: "true",
      OTP_FAILURE_LIMIT: "3",
      OTP_MAX_DELAY: "60",
      OTP_DAILY_FAILURE_LIMIT: "8",
    });
  });
  afterAll(() => server?.close());

  it("makes each wrong code past OTP_FAILURE_LIMIT wait longer, whichever code it is, and stops for the day at OTP_DAILY_FAILURE_LIMIT", async () => {
    const clock = holdClock();
    const email = uniqueEmail("otp-budget");
    const client = authClient(server.url);
    const verify = (token: string) => client.verifyOtp({ email, token, type: "email" });
    await client.signInWithOtp({ email });
    const first = codeIn(await waitForMail(server.dataDir, email));
    for (let i = 0; i < 3; i++) expect((await verify(wrongFor(first))).error).toMatchObject(EXPIRED);

    // A new code does not start the count over: the next try waits 1 s, then 2 s, …
    clock.advance(2_100); // SMTP_MAX_FREQUENCY, on the server's clock
    await client.signInWithOtp({ email });
    const second = codeIn(await waitForMail(server.dataDir, email, { after: 1 }));
    expect((await verify(wrongFor(second))).error).toMatchObject(EXPIRED);
    const waiting = await fetch(`${server.url}/auth/v1/verify`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, token: second, type: "email" }),
    });
    expect(waiting.status).toBe(429);
    expect(await waiting.json()).toMatchObject({ error_code: "over_request_rate_limit" });
    expect(waiting.headers.get("retry-after")).toBe("2");
    // Once the wait is over the right code signs in, and is not counted as wrong.
    clock.advance(2_100);
    expect((await verify(second)).error).toBeNull();

    // Four more wrong codes (eight in the day) and even the right one is refused until the day ends.
    for (let i = 0; i < 4; i++) {
      clock.advance(61_000); // OTP_MAX_DELAY, the longest wait
      await client.signInWithOtp({ email });
      const code = codeIn(await waitForMail(server.dataDir, email, { after: 2 + i }));
      expect((await verify(wrongFor(code))).error).toMatchObject(EXPIRED);
    }
    clock.advance(61_000);
    await client.signInWithOtp({ email });
    const last = codeIn(await waitForMail(server.dataDir, email, { after: 6 }));
    const dayOver = await fetch(`${server.url}/auth/v1/verify`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, token: last, type: "email" }),
    });
    expect(dayOver.status).toBe(429);
    expect(Number(dayOver.headers.get("retry-after"))).toBeGreaterThan(80_000);
    // A day later on the server's clock the budget starts over (the code's own hour runs on the database's clock).
    clock.advance(86_400_000);
    expect((await verify(last)).error).toBeNull();
  });

  it("takes a number's wrong codes one slot at a time: parallel guesses get OTP_FAILURE_LIMIT tries, then wait", async () => {
    holdClock();
    const phone = uniquePhone();
    await authClient(server.url).signInWithOtp({ phone });
    const code = await textedCode(server, phone);
    const guesses = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        authClientAt(server.url, nextIp()).verifyOtp({
          phone,
          token: String((Number(code) + 1 + i) % 1_000_000).padStart(6, "0"),
          type: "sms",
        }),
      ),
    );
    const answers = guesses.map((guess) => guess.error?.status);
    expect(answers.filter((status) => status === 403)).toHaveLength(3);
    expect(answers.filter((status) => status === 429)).toHaveLength(9);
    // The right code, from anywhere, waits its turn too.
    expect(
      (await authClientAt(server.url, nextIp()).verifyOtp({ phone, token: code, type: "sms" })).error,
    ).toMatchObject(SLOWED);
  });

  it("counts an address without an account the same, so the answers tell nothing", async () => {
    holdClock();
    const stranger = uniqueEmail("otp-nobody");
    const client = authClient(server.url);
    for (let i = 0; i < 3; i++)
      expect((await client.verifyOtp({ email: stranger, token: "123456", type: "email" })).error).toMatchObject(
        EXPIRED,
      );
    expect((await client.verifyOtp({ email: stranger, token: "123456", type: "email" })).error).toMatchObject(SLOWED);
  });
});

describe("texts on the service's bill: allowed countries and an hourly budget", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      MAILER_AUTOCONFIRM: "true",
      PHONE_SIGNIN_ENABLED: "true",
      SMS_MAX_FREQUENCY: "2",
      RATE_LIMIT_SMS_SENT: "3",
      SMS_ALLOWED_CALLING_CODES: "44, +33",
    });
  });
  afterAll(() => server?.close());

  const texts = async (phone: string) => (await messageFiles(path.join(server.dataDir, "sms"), phone, "txt")).length;
  const rowsFor = async (phone: string) => {
    const [{ accounts }] = await server.db.query(`SELECT count(*)::int AS accounts FROM auth_user WHERE phone = $1`, [
      phone.slice(1),
    ]);
    const [{ codes }] = await server.db.query(`SELECT count(*)::int AS codes FROM auth_phone_code WHERE phone = $1`, [
      phone.slice(1),
    ]);
    return { accounts, codes };
  };
  const COUNTRY = {
    status: 422,
    code: "validation_failed",
    message: expect.stringContaining("not among the countries this service texts"),
  };

  it("texts only the countries in SMS_ALLOWED_CALLING_CODES, for sign-in, sign-up and phone factors", async () => {
    const abroad = `+1415555${String(Math.floor(Math.random() * 10_000)).padStart(4, "0")}`;
    const client = authClientAt(server.url, nextIp());
    expect((await client.signInWithOtp({ phone: abroad })).error).toMatchObject(COUNTRY);
    expect((await client.signUp({ phone: abroad, password: "Jet-set-2026" })).error).toMatchObject(COUNTRY);
    expect(await texts(abroad)).toBe(0);
    expect(await rowsFor(abroad)).toEqual({ accounts: 0, codes: 0 });

    // A signed-in customer cannot make a phone factor of such a number either; one at home is fine.
    const customer = authClientAt(server.url, nextIp());
    expect((await customer.signUp({ email: uniqueEmail("factor-abroad"), password: "Jet-set-2026" })).error).toBeNull();
    expect((await customer.mfa.enroll({ factorType: "phone", phone: abroad })).error).toMatchObject(COUNTRY);
    expect((await customer.mfa.enroll({ factorType: "phone", phone: uniquePhone() })).error).toBeNull();
  });

  it("sends at most RATE_LIMIT_SMS_SENT sign-in and sign-up texts an hour across every number, then 429 over_sms_send_rate_limit", async () => {
    const clock = holdClock();
    const sent = [
      uniquePhone(),
      uniquePhone(),
      `+3361234${String(Math.floor(Math.random() * 10_000)).padStart(4, "0")}`,
    ];
    for (const phone of sent) {
      expect((await authClientAt(server.url, nextIp()).signInWithOtp({ phone })).error).toBeNull();
      expect(await texts(phone)).toBe(1);
    }
    const fourth = uniquePhone();
    const over = await fetch(`${server.url}/auth/v1/otp`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": nextIp() },
      body: JSON.stringify({ phone: fourth }),
    });
    expect(over.status).toBe(429);
    expect(await over.json()).toMatchObject({ error_code: "over_sms_send_rate_limit", msg: "SMS rate limit exceeded" });
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(3_000);
    const signUp = await authClientAt(server.url, nextIp()).signUp({ phone: uniquePhone(), password: "Jet-set-2026" });
    expect(signUp.error).toMatchObject({ status: 429, code: "over_sms_send_rate_limit" });
    clock.advance(2_100); // SMS_MAX_FREQUENCY: a resend waits for the hour too
    expect((await authClientAt(server.url, nextIp()).resend({ type: "sms", phone: sent[0]! })).error).toMatchObject({
      status: 429,
      code: "over_sms_send_rate_limit",
    });
    expect(await texts(fourth)).toBe(0);
    expect(await texts(sent[0]!)).toBe(1);
    expect(await rowsFor(fourth)).toEqual({ accounts: 0, codes: 0 });

    // The next hour (on the server's clock) has texts again.
    clock.advance(3_600_000);
    expect((await authClientAt(server.url, nextIp()).signInWithOtp({ phone: fourth })).error).toBeNull();
    expect(await texts(fourth)).toBe(1);
  });
});

describe("passwordless sign-in with the defaults (phone and anonymous sign-ins off)", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ MAILER_AUTOCONFIRM: "false" });
  });
  afterAll(() => server?.close());

  it("refuses a phone code as Supabase Auth does with its phone provider off, and says so in /settings", async () => {
    const client = authClient(server.url);
    expect((await client.signInWithOtp({ phone: "+447700900123" })).error).toMatchObject({
      status: 400,
      code: "phone_provider_disabled",
      message: "Unsupported phone provider",
    });
    expect((await client.verifyOtp({ phone: "+447700900123", token: "123456", type: "sms" })).error).toMatchObject(
      EXPIRED,
    );
    const settings = (await (await fetch(`${server.url}/auth/v1/settings`)).json()) as {
      external: Record<string, boolean>;
    };
    expect(settings.external).toMatchObject({ email: true, phone: false, anonymous_users: false });
  });

  it("refuses anonymous sign-ins in Supabase Auth's words", async () => {
    const anonymous = await authClient(server.url).signInAnonymously();
    expect(anonymous.error).toMatchObject({
      status: 422,
      code: "anonymous_provider_disabled",
      message: "Anonymous sign-ins are disabled",
    });
  });

  it("checks an /otp request's shape as Supabase Auth does", async () => {
    const post = async (body: unknown) => {
      const response = await fetch(`${server.url}/auth/v1/otp`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-supabase-api-version": "2024-01-01" },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };
    expect(await post({ email: uniqueEmail("both"), phone: "+447700900123" })).toEqual(
      refused("Only an email address or phone number should be provided"),
    );
    expect(await post({ email: uniqueEmail("channel"), channel: "sms" })).toEqual(
      refused("Channel should only be specified with Phone OTP"),
    );
    expect(await post({})).toEqual(refused("One of email or phone must be set"));
    expect(await post({ email: "not an address" })).toEqual(
      refused("Unable to validate email address: invalid format"),
    );
  });
});

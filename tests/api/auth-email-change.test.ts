import type { GoTrueClient } from "@supabase/auth-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../../server/src/auth/common/passwords.js";
import { insertUser } from "../../server/src/auth/common/store.js";
import { authClient, clientAddresses, uniqueEmail } from "../support/auth-client.js";
import { holdClock } from "../support/clock.js";
import { waitForMail } from "../support/mailbox.js";
import { startTestServer, type TestServer } from "../support/server.js";
import { totpCode } from "../support/totp.js";

const PASSWORD = "Jet-set-2026";

const nextIp = clientAddresses(88);

function fetchFrom(ip: string): typeof fetch {
  return (input, init) => {
    const headers = new Headers(init?.headers);
    headers.set("x-forwarded-for", ip);
    return fetch(input, { ...init, headers });
  };
}

const fragment = (url: URL) => new URLSearchParams(url.hash.slice(1));

// Only the new address confirms here (MAILER_SECURE_EMAIL_CHANGE_ENABLED off); the default, where
// both addresses confirm, is in auth-secure-email-change.test.ts.
describe("email change (secure email change off) and resend with @supabase/auth-js", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ REFRESH_TOKEN_REUSE_INTERVAL: "0", MAILER_SECURE_EMAIL_CHANGE_ENABLED: "false" });
  });
  afterAll(() => server?.close());

  const client = (flow: "implicit" | "pkce" = "implicit") => authClient(server.url, flow, fetchFrom(nextIp()));
  const follow = async (link: string) => {
    const response = await fetchFrom(nextIp())(link, { redirect: "manual" });
    expect(response.status).toBe(303);
    return new URL(response.headers.get("location")!);
  };
  const signInError = async (email: string, password = PASSWORD) =>
    (await client().signInWithPassword({ email, password })).error;
  /** The per-address email throttle (one a minute) is not what most tests are about. */
  const forgetThrottle = (kind: string, email: string) =>
    server.db.query(`DELETE FROM rate_limit_window WHERE bucket = $1`, [`email:${kind}:${email}`]);
  const mailsTo = async (email: string) =>
    Number((await server.db.query(`SELECT count(*) AS n FROM mail_outbox WHERE to_address = $1`, [email]))[0].n);
  const raw = async (method: string, route: string, body: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(`${server.url}/auth/v1${route}`, {
      method,
      headers: {
        "content-type": "application/json",
        "x-supabase-api-version": "2024-01-01",
        "x-forwarded-for": nextIp(),
        ...headers,
      },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  /** A confirmed, signed-in customer (confirmation link followed). */
  async function confirmedClient(
    email: string,
    data: Record<string, unknown> = { name: "Test Flyer" },
    flow: "implicit" | "pkce" = "implicit",
  ) {
    const signedUp = client(flow);
    await signedUp.signUp({ email, password: PASSWORD, options: { data } });
    await follow((await waitForMail(server.dataDir, email)).link!);
    const { error } = await signedUp.signInWithPassword({ email, password: PASSWORD });
    if (error) throw error;
    return signedUp;
  }
  const confirmedUser = async (email: string) =>
    insertUser(server.db, {
      email,
      encryptedPassword: await hashPassword(PASSWORD),
      confirmed: true,
      proven: true,
      userMetadata: {},
      locale: "en",
      provider: "email",
    });
  const refreshStatus = async (refreshToken: string) =>
    (await raw("POST", "/token?grant_type=refresh_token", { refresh_token: refreshToken })).status;

  it("changes the address through the link mailed to it; the old address is told; earlier sessions end", async () => {
    const oldEmail = uniqueEmail("mover");
    const newEmail = uniqueEmail("moved");
    const laptop = await confirmedClient(oldEmail);
    const phone = client();
    expect((await phone.signInWithPassword({ email: oldEmail, password: PASSWORD })).error).toBeNull();
    const phoneRefresh = (await phone.getSession()).data.session!.refresh_token;

    const updated = await laptop.updateUser(
      { email: newEmail.toUpperCase() },
      { emailRedirectTo: `${server.url}/customer-dashboard` },
    );
    expect(updated.error).toBeNull();
    expect(updated.data.user).toMatchObject({
      email: oldEmail,
      new_email: newEmail,
      email_change_sent_at: expect.any(String),
    });
    expect((await laptop.getUser()).data.user).toMatchObject({ email: oldEmail, new_email: newEmail });

    const mail = await waitForMail(server.dataDir, newEmail);
    expect(mail.subject).toBe("Confirm your new SkyCharter email address");
    const link = new URL(mail.link!);
    expect(link.searchParams.get("type")).toBe("email_change");
    const notice = await waitForMail(server.dataDir, oldEmail, { after: 1 });
    expect(notice.subject).toBe("Your SkyCharter email address is being changed");
    expect(notice.text).toContain(newEmail);
    expect(notice.link).toBeNull();
    // Nothing changes until the link is followed.
    expect(await signInError(newEmail)).toMatchObject({ code: "invalid_credentials" });
    expect(await signInError(oldEmail)).toBeNull();

    const landing = await follow(mail.link!);
    expect(`${landing.origin}${landing.pathname}`).toBe(`${server.url}/customer-dashboard`);
    expect(fragment(landing).get("type")).toBe("email_change");
    const fresh = client();
    expect(
      (
        await fresh.setSession({
          access_token: fragment(landing).get("access_token")!,
          refresh_token: fragment(landing).get("refresh_token")!,
        })
      ).error,
    ).toBeNull();
    const user = (await fresh.getUser()).data.user!;
    expect(user.email).toBe(newEmail);
    expect(user.email_confirmed_at).toBeTruthy();
    expect(user).not.toHaveProperty("new_email");
    expect(user.identities).toEqual([
      expect.objectContaining({
        provider: "email",
        email: newEmail,
        identity_data: expect.objectContaining({ email: newEmail, email_verified: true }),
      }),
    ]);

    expect(await signInError(newEmail)).toBeNull();
    expect(await signInError(oldEmail)).toMatchObject({ code: "invalid_credentials" });
    // Sessions from before the swap are over; the one the link opened is not.
    expect(await refreshStatus(phoneRefresh)).toBe(400);
    expect((await laptop.refreshSession()).error).not.toBeNull();
    expect(await refreshStatus(fragment(landing).get("refresh_token")!)).toBe(200);
    // The link works once.
    expect(fragment(await follow(mail.link!)).get("error_code")).toBe("otp_expired");
  });

  it("writes both mails in the account's language", async () => {
    const oldEmail = uniqueEmail("es");
    const newEmail = uniqueEmail("es-new");
    const account = await confirmedClient(oldEmail, { name: "Lucía", locale: "es" });
    expect((await account.updateUser({ email: newEmail })).error).toBeNull();
    // The .eml subject is MIME-encoded; the outbox keeps it as written.
    const subjects = async (to: string) =>
      (await server.db.query(`SELECT subject FROM mail_outbox WHERE to_address = $1 ORDER BY created_at`, [to])).map(
        (r: { subject: string }) => r.subject,
      );
    expect((await waitForMail(server.dataDir, newEmail)).text).toContain("Confírmala para completar el cambio.");
    expect((await waitForMail(server.dataDir, oldEmail, { after: 1 })).text).toContain(
      `cambiar la dirección de correo de tu cuenta de SkyCharter a ${newEmail}`,
    );
    expect(await subjects(newEmail)).toEqual(["Confirma tu nueva dirección de correo de SkyCharter"]);
    expect((await subjects(oldEmail)).at(-1)).toBe("Se está cambiando tu dirección de correo de SkyCharter");
  });

  it("refuses a taken or malformed address, and treats the current one as no change", async () => {
    const email = uniqueEmail("keeper");
    const taken = uniqueEmail("taken");
    await confirmedUser(taken);
    const account = await confirmedClient(email);

    const refused = await account.updateUser({ email: taken });
    expect(refused.error).toMatchObject({
      status: 422,
      code: "email_exists",
      message: "A user with this email address has already been registered",
    });
    const malformed = await account.updateUser({ email: "not-an-email" });
    expect(malformed.error).toMatchObject({ status: 400, code: "validation_failed" });
    expect(malformed.error?.message).toMatch(/email address/);
    const same = await account.updateUser({ email: email.toUpperCase(), data: { company: "Acme" } });
    expect(same.error).toBeNull();
    expect(same.data.user).toMatchObject({ email, user_metadata: { company: "Acme" } });
    expect(same.data.user).not.toHaveProperty("new_email");

    expect(await mailsTo(taken)).toBe(0);
    expect(await mailsTo(email)).toBe(1);
  });

  it("asks for the second factor before changing the address of an account that has one", async () => {
    const email = uniqueEmail("mfa");
    const account = await confirmedClient(email);
    const { data: factor, error: enrollError } = await account.mfa.enroll({ factorType: "totp" });
    expect(enrollError).toBeNull();
    if (factor?.type !== "totp") throw new Error("expected a TOTP factor");
    expect(
      (await account.mfa.challengeAndVerify({ factorId: factor.id, code: totpCode(factor.totp.secret) })).error,
    ).toBeNull();

    const aal1 = client();
    expect((await aal1.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
    const refused = await aal1.updateUser({ email: uniqueEmail("mfa-new") });
    expect(refused.error).toMatchObject({ status: 401, code: "insufficient_aal" });
    expect((await aal1.getUser()).data.user).not.toHaveProperty("new_email");

    const newEmail = uniqueEmail("mfa-new");
    const allowed = await account.updateUser({ email: newEmail });
    expect(allowed.error).toBeNull();
    expect(allowed.data.user?.new_email).toBe(newEmail);
  });

  it("honours only the newest request's link, and only within its lifetime", async () => {
    const email = uniqueEmail("fickle");
    const first = uniqueEmail("first");
    const second = uniqueEmail("second");
    const account = await confirmedClient(email);
    expect((await account.updateUser({ email: first })).error).toBeNull();
    const firstLink = (await waitForMail(server.dataDir, first)).link!;
    await forgetThrottle("email_change", email);
    expect((await account.updateUser({ email: second })).error).toBeNull();
    const secondLink = (await waitForMail(server.dataDir, second)).link!;

    expect(fragment(await follow(firstLink)).get("error_code")).toBe("otp_expired");
    expect((await account.getUser()).data.user).toMatchObject({ email, new_email: second });

    const { id } = (await account.getUser()).data.user!;
    await server.db.query(
      `UPDATE auth_one_time_token SET created_at = now() - interval '25 hours' WHERE user_id = $1 AND token_type = 'email_change'`,
      [id],
    );
    expect(fragment(await follow(secondLink)).get("error_code")).toBe("otp_expired");
    expect((await account.getUser()).data.user?.email).toBe(email);
    expect(await signInError(second)).toMatchObject({ code: "invalid_credentials" });
  });

  it("lets the first of two accounts to confirm an address have it; the other's link fails with email_exists", async () => {
    const contested = uniqueEmail("contested");
    const alice = await confirmedClient(uniqueEmail("alice"));
    const bob = await confirmedClient(uniqueEmail("bob"));
    expect((await alice.updateUser({ email: contested })).error).toBeNull();
    const aliceLink = new URL((await waitForMail(server.dataDir, contested)).link!);
    await forgetThrottle("email_change", contested);
    expect((await bob.updateUser({ email: contested })).error).toBeNull();
    const bobLink = (await waitForMail(server.dataDir, contested, { after: 1 })).link!;

    // Alice's through POST /verify (auth-js verifyOtp with the link's token_hash).
    const verified = await raw("POST", "/verify", {
      type: "email_change",
      token_hash: aliceLink.searchParams.get("token"),
    });
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ access_token: expect.any(String), user: { email: contested } });

    const failed = fragment(await follow(bobLink));
    expect(failed.get("error_code")).toBe("email_exists");
    expect(failed.get("access_token")).toBeNull();
    const bobNow = (await bob.getUser()).data.user!;
    expect(bobNow.email).not.toBe(contested);
    expect(bobNow).not.toHaveProperty("new_email");
  });

  it("gives a PKCE client a code for the email-change link, exchanged in the same browser", async () => {
    const email = uniqueEmail("pkce-mover");
    const newEmail = uniqueEmail("pkce-moved");
    const account = await confirmedClient(email, {}, "pkce");
    expect(
      (await account.updateUser({ email: newEmail }, { emailRedirectTo: `${server.url}/customer-dashboard` })).error,
    ).toBeNull();
    const landing = await follow((await waitForMail(server.dataDir, newEmail)).link!);
    const code = landing.searchParams.get("code");
    expect(code).toBeTruthy();
    const exchanged = await account.exchangeCodeForSession(code!);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.user?.email).toBe(newEmail);
  });

  it("resends an email-change link to the pending address; the earlier one stops working", async () => {
    const email = uniqueEmail("again");
    const newEmail = uniqueEmail("again-new");
    const account = await confirmedClient(email);
    expect((await account.updateUser({ email: newEmail })).error).toBeNull();
    const firstLink = (await waitForMail(server.dataDir, newEmail)).link!;
    // Within the minute, a resend is one request too many.
    expect((await client().resend({ type: "email_change", email })).error).toMatchObject({
      status: 429,
      code: "over_email_send_rate_limit",
    });
    await forgetThrottle("email_change", email);
    expect(
      (
        await client().resend({
          type: "email_change",
          email,
          options: { emailRedirectTo: `${server.url}/customer-dashboard` },
        })
      ).error,
    ).toBeNull();
    const secondLink = (await waitForMail(server.dataDir, newEmail, { after: 1 })).link!;
    expect(fragment(await follow(firstLink)).get("error_code")).toBe("otp_expired");
    const landing = await follow(secondLink);
    expect(landing.pathname).toBe("/customer-dashboard");
    expect(fragment(landing).get("type")).toBe("email_change");
    expect(await signInError(newEmail)).toBeNull();
  });

  /** Two sign-ups for one unconfirmed address, each with its own password; returns both emailed links. */
  async function twoSignUps(email: string) {
    await client().signUp({ email, password: PASSWORD, options: { data: { name: "Owner" } } });
    const first = await waitForMail(server.dataDir, email);
    await forgetThrottle("signup", email);
    await client().signUp({ email, password: "Squatter-pass-1", options: { data: { name: "Squatter" } } });
    const second = await waitForMail(server.dataDir, email, { after: 1 });
    return { ownerLink: first.link!, squatterLink: second.link! };
  }

  it("resends a lone sign-up's link (PKCE): the new link activates that sign-up's password, the old one is void", async () => {
    const email = uniqueEmail("resend");
    const browser = client("pkce");
    await browser.signUp({
      email,
      password: PASSWORD,
      options: { data: { name: "Jo" }, emailRedirectTo: `${server.url}/customer-dashboard` },
    });
    const oldLink = (await waitForMail(server.dataDir, email)).link!;
    expect((await browser.resend({ type: "signup", email })).error).toMatchObject({
      status: 429,
      code: "over_email_send_rate_limit",
    });
    await forgetThrottle("signup", email);
    expect(
      (
        await browser.resend({
          type: "signup",
          email,
          options: { emailRedirectTo: `${server.url}/customer-dashboard` },
        })
      ).error,
    ).toBeNull();
    const resent = await waitForMail(server.dataDir, email, { after: 1 });
    expect(resent.subject).toBe("Confirm your SkyCharter account");
    expect(resent.text).toContain("Hello Jo,");

    expect(fragment(await follow(oldLink)).get("error_code")).toBe("otp_expired");
    const code = (await follow(resent.link!)).searchParams.get("code");
    const exchanged = await browser.exchangeCodeForSession(code!);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.user).toMatchObject({ email, user_metadata: { name: "Jo" } });
    expect(await signInError(email)).toBeNull();
  });

  it("resends to an address with two pending sign-ups a link that activates neither password and lands as a recovery", async () => {
    const email = uniqueEmail("contested-signup");
    const { ownerLink, squatterLink } = await twoSignUps(email);
    await forgetThrottle("signup", email);
    // Even asked for with PKCE, the link is not bound: a code exchange could not say "choose a password".
    expect(
      (
        await client("pkce").resend({
          type: "signup",
          email,
          options: { emailRedirectTo: `${server.url}/reset-password` },
        })
      ).error,
    ).toBeNull();
    const resent = await waitForMail(server.dataDir, email, { after: 2 });
    expect(resent.text).toMatch(/^Hello,\n/);

    const landing = await follow(resent.link!);
    expect(landing.pathname).toBe("/reset-password");
    expect(fragment(landing).get("type")).toBe("recovery");
    expect(await signInError(email, PASSWORD)).toMatchObject({ code: "invalid_credentials" });
    expect(await signInError(email, "Squatter-pass-1")).toMatchObject({ code: "invalid_credentials" });
    // Both sign-ups' own links died with the confirmation.
    expect(fragment(await follow(ownerLink)).get("error_code")).toBe("otp_expired");
    expect(fragment(await follow(squatterLink)).get("error_code")).toBe("otp_expired");

    const owner = client();
    await owner.setSession({
      access_token: fragment(landing).get("access_token")!,
      refresh_token: fragment(landing).get("refresh_token")!,
    });
    expect((await owner.getUser()).data.user?.email_confirmed_at).toBeTruthy();
    expect((await owner.updateUser({ password: "Chosen-at-last-9" })).error).toBeNull();
    expect(await signInError(email, "Chosen-at-last-9")).toBeNull();
  });

  it("answers a resend for an unknown or confirmed address exactly as for a pending one, and mails neither", async () => {
    const pending = uniqueEmail("pending");
    await client().signUp({ email: pending, password: PASSWORD });
    await waitForMail(server.dataDir, pending);
    await forgetThrottle("signup", pending);
    const confirmed = uniqueEmail("confirmed");
    await confirmedUser(confirmed);
    const unknown = uniqueEmail("unknown");

    const answers = await Promise.all(
      [pending, confirmed, unknown].map((email) => raw("POST", "/resend", { type: "signup", email })),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers.map((a) => a.body)).toEqual([{}, {}, {}]);
    const changeAnswer = await raw("POST", "/resend", { type: "email_change", email: confirmed });
    expect(changeAnswer).toEqual({ status: 200, body: {} });

    await waitForMail(server.dataDir, pending, { after: 1 });
    expect(await mailsTo(confirmed)).toBe(0);
    expect(await mailsTo(unknown)).toBe(0);
    // The throttle counts unknown addresses too, so it tells nothing either.
    expect(await raw("POST", "/resend", { type: "signup", email: unknown })).toMatchObject({
      status: 429,
      body: { code: "over_email_send_rate_limit" },
    });
    expect(await raw("POST", "/resend", { type: "signup", email: confirmed })).toMatchObject({
      status: 429,
      body: { code: "over_email_send_rate_limit" },
    });
  });

  it("validates a resend's type and address, and limits resends per client", async () => {
    expect(await raw("POST", "/resend", { type: "sms", email: uniqueEmail("x") })).toMatchObject({
      status: 400,
      body: { code: "validation_failed" },
    });
    expect(await raw("POST", "/resend", { type: "signup", email: "nope" })).toMatchObject({
      status: 400,
      body: { code: "validation_failed" },
    });
    const ip = "203.0.113.201";
    const statuses: number[] = [];
    // The 31 in one window: the windows turn on the clock, and a slow run could straddle a turn.
    holdClock();
    for (let i = 0; i < 31; i += 1)
      statuses.push(
        (await raw("POST", "/resend", { type: "signup", email: uniqueEmail(`flood${i}`) }, { "x-forwarded-for": ip }))
          .status,
      );
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it("throttles email-change requests per address with over_email_send_rate_limit", async () => {
    const email = uniqueEmail("hasty");
    const account: GoTrueClient = await confirmedClient(email);
    expect((await account.updateUser({ email: uniqueEmail("hasty-1") })).error).toBeNull();
    const again = await account.updateUser({ email: uniqueEmail("hasty-2") });
    expect(again.error).toMatchObject({ status: 429, code: "over_email_send_rate_limit" });
    // A second account cannot flood one target inbox either.
    const target = uniqueEmail("target");
    await forgetThrottle("email_change", email);
    expect((await account.updateUser({ email: target })).error).toBeNull();
    const other = await confirmedClient(uniqueEmail("other"));
    expect((await other.updateUser({ email: target })).error).toMatchObject({
      status: 429,
      code: "over_email_send_rate_limit",
    });
  });
});

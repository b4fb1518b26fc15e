import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../../server/src/auth/common/passwords.js";
import { insertUser } from "../../server/src/auth/common/store.js";
import { authClient, uniqueEmail } from "../support/auth-client.js";
import { holdClock } from "../support/clock.js";
import { waitForMail, type ReceivedMail } from "../support/mailbox.js";
import { startTestServer, type TestServer } from "../support/server.js";

const PASSWORD = "Jet-set-2026";
const NEW_PASSWORD = "Fresh-runway-2027";

const codeIn = (mail: ReceivedMail) => /\b(\d{6})\b/.exec(mail.text)![1]!;
/** Any six digits but `code`. */
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

async function confirmedCustomer(server: TestServer) {
  const email = uniqueEmail("reauth");
  await insertUser(server.db, {
    email,
    encryptedPassword: await hashPassword(PASSWORD),
    confirmed: true,
    userMetadata: {},
    locale: "en",
    provider: "email",
  });
  const client = authClient(server.url);
  const { error } = await client.signInWithPassword({ email, password: PASSWORD });
  if (error) throw error;
  return { email, client };
}

const signInError = async (server: TestServer, email: string, password: string) =>
  (await authClient(server.url).signInWithPassword({ email, password })).error;
const forgetThrottle = (server: TestServer, email: string, kind = "reauthentication") =>
  server.db.query(`DELETE FROM rate_limit_window WHERE bucket = $1`, [`email:${kind}:${email}`]);

/** Follows a recovery link and returns a client holding the session it opened. */
async function recoverySession(server: TestServer, email: string, mailsBefore: number) {
  const client = authClient(server.url);
  expect((await client.resetPasswordForEmail(email)).error).toBeNull();
  const mail = await waitForMail(server.dataDir, email, { after: mailsBefore });
  const landing = new URL((await fetch(mail.link!, { redirect: "manual" })).headers.get("location")!);
  const fragment = new URLSearchParams(landing.hash.slice(1));
  expect(fragment.get("type")).toBe("recovery");
  await client.setSession({
    access_token: fragment.get("access_token")!,
    refresh_token: fragment.get("refresh_token")!,
  });
  return client;
}

describe("password changes need the mailed reauthentication code (@supabase/auth-js)", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it("refuses a signed-in session's new password without the code, takes it once with the code", async () => {
    const { email, client } = await confirmedCustomer(server);
    const refused = await client.updateUser({ password: NEW_PASSWORD });
    expect(refused.error).toMatchObject({
      status: 400,
      code: "reauthentication_needed",
      message: "Password update requires reauthentication",
    });
    expect(await signInError(server, email, PASSWORD)).toBeNull();

    expect((await client.reauthenticate()).error).toBeNull();
    const mail = await waitForMail(server.dataDir, email);
    expect(mail.subject).toBe("Your SkyCharter confirmation code");
    // A code, not a link: a forwarded message signs nobody in.
    expect(mail.link).toBeNull();
    const code = codeIn(mail);

    const wrong = await client.updateUser({ password: NEW_PASSWORD, nonce: wrongCode(code) });
    expect(wrong.error).toMatchObject({ status: 422, code: "reauthentication_not_valid" });
    expect((await client.updateUser({ password: NEW_PASSWORD, nonce: code })).error).toBeNull();
    expect(await signInError(server, email, NEW_PASSWORD)).toBeNull();
    expect(await signInError(server, email, PASSWORD)).toMatchObject({ code: "invalid_credentials" });

    // Single use.
    const reused = await client.updateUser({ password: "Another-runway-2028", nonce: code });
    expect(reused.error).toMatchObject({ status: 422, code: "reauthentication_not_valid" });
    expect(await signInError(server, email, NEW_PASSWORD)).toBeNull();
  });

  it("refuses an expired code, a replaced code, and a code after five wrong tries; throttles the mail", async () => {
    const { email, client } = await confirmedCustomer(server);
    expect((await client.reauthenticate()).error).toBeNull();
    const expired = codeIn(await waitForMail(server.dataDir, email));
    expect((await client.reauthenticate()).error).toMatchObject({ status: 429, code: "over_email_send_rate_limit" });
    await server.db.query(
      `UPDATE auth_user SET reauthentication_sent_at = now() - interval '11 minutes' WHERE email = $1`,
      [email],
    );
    expect((await client.updateUser({ password: NEW_PASSWORD, nonce: expired })).error).toMatchObject({
      code: "reauthentication_not_valid",
    });

    await forgetThrottle(server, email);
    expect((await client.reauthenticate()).error).toBeNull();
    const replaced = codeIn(await waitForMail(server.dataDir, email, { after: 1 }));
    await forgetThrottle(server, email);
    expect((await client.reauthenticate()).error).toBeNull();
    const current = codeIn(await waitForMail(server.dataDir, email, { after: 2 }));
    let wrongTries = 0;
    if (replaced !== current) {
      expect((await client.updateUser({ password: NEW_PASSWORD, nonce: replaced })).error).toMatchObject({
        code: "reauthentication_not_valid",
      });
      wrongTries += 1;
    }
    for (; wrongTries < 5; wrongTries += 1) {
      expect((await client.updateUser({ password: NEW_PASSWORD, nonce: wrongCode(current) })).error).toMatchObject({
        code: "reauthentication_not_valid",
      });
    }
    // Five wrong tries in all: the right code is void now.
    expect((await client.updateUser({ password: NEW_PASSWORD, nonce: current })).error).toMatchObject({
      code: "reauthentication_not_valid",
    });
    expect(await signInError(server, email, PASSWORD)).toBeNull();
  });

  it("keeps the code when the change itself is refused", async () => {
    const { email, client } = await confirmedCustomer(server);
    expect((await client.reauthenticate()).error).toBeNull();
    const code = codeIn(await waitForMail(server.dataDir, email));
    expect((await client.updateUser({ password: PASSWORD, nonce: code })).error).toMatchObject({
      code: "same_password",
    });
    expect((await client.updateUser({ password: NEW_PASSWORD, nonce: code })).error).toBeNull();
  });

  it("lets a recovery link's fresh session set the password without a code, but not once the link is old", async () => {
    const { email } = await confirmedCustomer(server);
    const recovered = await recoverySession(server, email, 0);
    expect((await recovered.updateUser({ password: NEW_PASSWORD })).error).toBeNull();
    expect(await signInError(server, email, NEW_PASSWORD)).toBeNull();

    await forgetThrottle(server, email, "recovery");
    const clock = holdClock();
    const late = await recoverySession(server, email, 1);
    // The link was followed 11 minutes ago (SECURITY_REAUTHENTICATION_GRACE_SECONDS is 10), on the server's clock.
    clock.advance(11 * 60_000);
    expect((await late.updateUser({ password: "Late-runway-2029" })).error).toMatchObject({
      code: "reauthentication_needed",
    });
  });

  it("asks for a signed-in session to send a code", async () => {
    const response = await fetch(`${server.url}/auth/v1/reauthenticate`, {
      headers: { "x-supabase-api-version": "2024-01-01" },
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: "no_authorization" });
  });
});

describe("SECURITY_UPDATE_PASSWORD_REQUIRE_REAUTHENTICATION=false", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ SECURITY_UPDATE_PASSWORD_REQUIRE_REAUTHENTICATION: "false" });
  });
  afterAll(() => server?.close());

  it("lets a signed-in session set a new password on its own, as before", async () => {
    const { email, client } = await confirmedCustomer(server);
    expect((await client.updateUser({ password: NEW_PASSWORD })).error).toBeNull();
    expect(await signInError(server, email, NEW_PASSWORD)).toBeNull();
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../../server/src/auth/common/passwords.js";
import { insertUser } from "../../server/src/auth/common/store.js";
import { authClient, uniqueEmail } from "../support/auth-client.js";
import { waitForMail } from "../support/mailbox.js";
import { startTestServer, type TestServer } from "../support/server.js";

const PASSWORD = "Jet-set-2026";
const HALF_CONFIRMED = "Confirmation link accepted. Please proceed to confirm link sent to the other email";

const fragment = (url: URL) => new URLSearchParams(url.hash.slice(1));

describe("secure email change (the default): both addresses confirm, with @supabase/auth-js", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  const follow = async (link: string) => {
    const response = await fetch(link, { redirect: "manual" });
    expect(response.status).toBe(303);
    return new URL(response.headers.get("location")!);
  };
  const signInError = async (email: string) =>
    (await authClient(server.url).signInWithPassword({ email, password: PASSWORD })).error;
  const subjectsTo = async (email: string) =>
    (await server.db.query(`SELECT subject FROM mail_outbox WHERE to_address = $1 ORDER BY created_at`, [email])).map(
      (r: { subject: string }) => r.subject,
    );
  const forgetThrottle = (email: string) =>
    server.db.query(`DELETE FROM rate_limit_window WHERE bucket = $1`, [`email:email_change:${email}`]);

  /** A confirmed, signed-in customer who has asked to move to a new address; returns both mailed links. */
  async function changeRequested(flow: "implicit" | "pkce" = "implicit") {
    const oldEmail = uniqueEmail("secure");
    const newEmail = uniqueEmail("secure-new");
    await insertUser(server.db, {
      email: oldEmail,
      encryptedPassword: await hashPassword(PASSWORD),
      confirmed: true,
      userMetadata: {},
      locale: "en",
      provider: "email",
    });
    const client = authClient(server.url, flow);
    expect((await client.signInWithPassword({ email: oldEmail, password: PASSWORD })).error).toBeNull();
    const updated = await client.updateUser(
      { email: newEmail },
      { emailRedirectTo: `${server.url}/customer/settings` },
    );
    expect(updated.error).toBeNull();
    expect(updated.data.user).toMatchObject({ email: oldEmail, new_email: newEmail });
    const toNew = await waitForMail(server.dataDir, newEmail);
    const toOld = await waitForMail(server.dataDir, oldEmail);
    return { client, oldEmail, newEmail, toNew, toOld };
  }

  const unchanged = async (oldEmail: string, newEmail: string) => {
    expect(await signInError(oldEmail)).toBeNull();
    expect(await signInError(newEmail)).toMatchObject({ code: "invalid_credentials" });
  };

  it("mails a link to each address; the first followed changes nothing, the second changes the address", async () => {
    const { client, oldEmail, newEmail, toNew, toOld } = await changeRequested();
    expect(toNew.subject).toBe("Confirm your new SkyCharter email address");
    expect(toOld.subject).toBe("Confirm the change of your SkyCharter email address");
    expect(toOld.text).toContain(newEmail);
    // The current address gets the link in place of the bare notice.
    expect(await subjectsTo(oldEmail)).toEqual(["Confirm the change of your SkyCharter email address"]);

    const first = await follow(toNew.link!);
    expect(`${first.origin}${first.pathname}`).toBe(`${server.url}/customer/settings`);
    expect(fragment(first).get("message")).toBe(HALF_CONFIRMED);
    expect(fragment(first).get("access_token")).toBeNull();
    expect((await client.getUser()).data.user).toMatchObject({ email: oldEmail, new_email: newEmail });
    await unchanged(oldEmail, newEmail);
    expect(fragment(await follow(toNew.link!)).get("error_code")).toBe("otp_expired");

    const second = await follow(toOld.link!);
    expect(fragment(second).get("type")).toBe("email_change");
    const fresh = authClient(server.url);
    await fresh.setSession({
      access_token: fragment(second).get("access_token")!,
      refresh_token: fragment(second).get("refresh_token")!,
    });
    expect((await fresh.getUser()).data.user).toMatchObject({ email: newEmail });
    expect(await signInError(newEmail)).toBeNull();
    expect(await signInError(oldEmail)).toMatchObject({ code: "invalid_credentials" });
  });

  it("takes the links in either order, by POST /verify too", async () => {
    const { oldEmail, newEmail, toNew, toOld } = await changeRequested();
    const response = await fetch(`${server.url}/auth/v1/verify`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ type: "email_change", token_hash: new URL(toOld.link!).searchParams.get("token") }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ msg: HALF_CONFIRMED, code: "200" });
    await unchanged(oldEmail, newEmail);

    const verified = await authClient(server.url).verifyOtp({
      type: "email_change",
      token_hash: new URL(toNew.link!).searchParams.get("token")!,
    });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.email).toBe(newEmail);
    expect(await signInError(newEmail)).toBeNull();
  });

  it("does not carry a confirmation over to a later request; a resend re-mails only the address still to confirm", async () => {
    const { client, oldEmail, newEmail, toNew, toOld } = await changeRequested();
    expect(fragment(await follow(toOld.link!)).get("message")).toBe(HALF_CONFIRMED);

    // A different address asked for: both must confirm again, and the first request's links are void.
    const other = uniqueEmail("secure-other");
    await forgetThrottle(oldEmail);
    expect((await client.updateUser({ email: other })).error).toBeNull();
    const otherLink = (await waitForMail(server.dataDir, other)).link!;
    const oldAgain = (await waitForMail(server.dataDir, oldEmail, { after: 1 })).link!;
    expect(fragment(await follow(toNew.link!)).get("error_code")).toBe("otp_expired");
    expect(fragment(await follow(otherLink)).get("message")).toBe(HALF_CONFIRMED);
    expect(await signInError(other)).toMatchObject({ code: "invalid_credentials" });
    expect(await signInError(newEmail)).toMatchObject({ code: "invalid_credentials" });

    // The new address has confirmed: a resend mails the current address alone, and that link completes it.
    await forgetThrottle(oldEmail);
    expect((await authClient(server.url).resend({ type: "email_change", email: oldEmail })).error).toBeNull();
    const resent = await waitForMail(server.dataDir, oldEmail, { after: 2 });
    expect(resent.subject).toBe("Confirm the change of your SkyCharter email address");
    expect(await subjectsTo(other)).toHaveLength(1);
    expect(fragment(await follow(oldAgain)).get("error_code")).toBe("otp_expired");
    expect(fragment(await follow(resent.link!)).get("type")).toBe("email_change");
    expect(await signInError(other)).toBeNull();
  });

  it("gives a PKCE client the message in the query too, and the code with the second link", async () => {
    const { client, newEmail, toNew, toOld } = await changeRequested("pkce");
    const first = await follow(toOld.link!);
    expect(first.searchParams.get("message")).toBe(HALF_CONFIRMED);
    expect(first.searchParams.get("code")).toBeNull();
    const code = (await follow(toNew.link!)).searchParams.get("code");
    expect(code).toBeTruthy();
    const exchanged = await client.exchangeCodeForSession(code!);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.user?.email).toBe(newEmail);
  });
});

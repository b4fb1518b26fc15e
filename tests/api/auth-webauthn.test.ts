import type { GoTrueClient } from "@supabase/auth-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authClientAt, clientAddresses, decodeJwt, uniqueEmail } from "../support/auth-client.js";
import { startTestServer, type TestServer } from "../support/server.js";
import { adminClient, serviceRoleKey } from "../support/service-role.js";
import { totpCode } from "../support/totp.js";
import {
  asBrowserCredential,
  SoftAuthenticator,
  type AuthenticationJSON,
  type CreationOptions,
  type RegistrationJSON,
  type RequestOptions,
} from "../support/webauthn-authenticator.js";

// WebAuthn second factors and passkeys, driven by @supabase/auth-js as an app would, with a software
// authenticator that signs for real (tests/support/webauthn-authenticator.ts). The server runs on
// http://127.0.0.1:port, so its relying party is 127.0.0.1 and its origin the server's URL.

const PASSWORD = "Phishing-resistant-2026";
const PHISHING_ORIGIN = "https://skycharter-login.example";
const VIEWER = "{ viewer { role assuranceLevel canUseStaffTools } }";

const nextIp = clientAddresses(88);

const client = (server: TestServer, ip: string): GoTrueClient => authClientAt(server.url, ip);

async function newUser(server: TestServer, prefix: string, ip = nextIp()) {
  const auth = client(server, ip);
  const email = uniqueEmail(prefix);
  const { data, error } = await auth.signUp({ email, password: PASSWORD });
  expect(error).toBeNull();
  expect(data.session).toBeTruthy();
  return { auth, email, ip };
}

const claims = (token: string) => decodeJwt(token) as { aal: string; amr: { method: string }[]; sub: string };

async function token(auth: GoTrueClient): Promise<string> {
  return (await auth.getSession()).data.session!.access_token;
}

async function raw(
  server: TestServer,
  method: string,
  route: string,
  options: { ip: string; token?: string; body?: unknown },
) {
  const response = await fetch(`${server.url}/auth/v1${route}`, {
    method,
    headers: {
      "content-type": "application/json",
      "x-supabase-api-version": "2024-01-01",
      "x-forwarded-for": options.ip,
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as Record<string, unknown> };
}

const rp = (server: TestServer) => ({ rpId: "127.0.0.1", rpOrigins: [server.url] });

/** Enrols a WebAuthn factor and registers the authenticator's new credential with it: the session is then aal2. */
async function enrollSecurityKey(server: TestServer, auth: GoTrueClient, key: SoftAuthenticator, name = "Desk key") {
  const enrolled = await auth.mfa.webauthn.enroll({ friendlyName: name });
  expect(enrolled.error).toBeNull();
  expect(enrolled.data).toMatchObject({ type: "webauthn", friendly_name: name });
  const factorId = enrolled.data!.id;
  const challenge = await auth.mfa.challenge({ factorId, webauthn: rp(server) });
  expect(challenge.error).toBeNull();
  if (challenge.data?.type !== "webauthn" || challenge.data.webauthn.type !== "create")
    throw new Error("expected a WebAuthn creation challenge");
  const registration = key.create(challenge.data.webauthn.credential_options.publicKey as unknown as CreationOptions);
  const verified = await auth.mfa.verify({
    factorId,
    challengeId: challenge.data.id,
    webauthn: { ...rp(server), type: "create", credential_response: asBrowserCredential<"create">(registration) },
  });
  expect(verified.error).toBeNull();
  return { factorId, credentialId: registration.id };
}

/** A WebAuthn "request" challenge for the factor, answered by the authenticator (from `origin`). */
async function assert(
  server: TestServer,
  auth: GoTrueClient,
  key: SoftAuthenticator,
  factorId: string,
  origin?: string,
) {
  const challenge = await auth.mfa.challenge({ factorId, webauthn: rp(server) });
  expect(challenge.error).toBeNull();
  if (challenge.data?.type !== "webauthn" || challenge.data.webauthn.type !== "request")
    throw new Error("expected a WebAuthn request challenge");
  const assertion = key.get(challenge.data.webauthn.credential_options.publicKey as unknown as RequestOptions, origin);
  return { challengeId: challenge.data.id, assertion };
}

const verifyAssertion = (
  server: TestServer,
  auth: GoTrueClient,
  factorId: string,
  challengeId: string,
  assertion: AuthenticationJSON,
) =>
  auth.mfa.verify({
    factorId,
    challengeId,
    webauthn: { ...rp(server), type: "request", credential_response: asBrowserCredential<"request">(assertion) },
  });

describe("WebAuthn second factors and passkeys with @supabase/auth-js", () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({
      MAILER_AUTOCONFIRM: "true",
      AUTH_RATE_LIMIT_PASSKEY: "8",
      ANONYMOUS_SIGNIN_ENABLED: "true",
    });
  });
  afterAll(() => server?.close());

  it("enrols a security key, raises later sign-ins to aal2 with it, and unenrols it", async () => {
    const { auth, email, ip } = await newUser(server, "key");
    const key = new SoftAuthenticator(server.url);
    const { factorId, credentialId } = await enrollSecurityKey(server, auth, key);

    const enrolledToken = claims(await token(auth));
    expect(enrolledToken.aal).toBe("aal2");
    expect(enrolledToken.amr[0]!.method).toBe("mfa/webauthn");
    const factors = await auth.mfa.listFactors();
    expect(factors.data!.webauthn).toEqual([
      expect.objectContaining({ id: factorId, status: "verified", friendly_name: "Desk key" }),
    ]);
    const [stored] = (await server.db.query(
      `SELECT credential_id, sign_count, transports, user_id FROM auth_webauthn_credential WHERE factor_id = $1`,
      [factorId],
    )) as { credential_id: string; sign_count: string; transports: string[]; user_id: string }[];
    expect(stored).toEqual({
      credential_id: credentialId,
      sign_count: "0",
      transports: ["usb"],
      user_id: enrolledToken.sub,
    });

    // A new password sign-in is aal1 until the key signs its challenge.
    const later = client(server, ip);
    expect((await later.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
    expect((await later.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({
      currentLevel: "aal1",
      nextLevel: "aal2",
    });
    const { challengeId, assertion } = await assert(server, later, key, factorId);
    const challenge = await raw(server, "POST", `/factors/${factorId}/challenge`, { ip, token: await token(later) });
    expect(
      (
        challenge.body.webauthn as {
          credential_options: { publicKey: { allowCredentials: { id: string }[]; rpId: string } };
        }
      ).credential_options.publicKey,
    ).toMatchObject({ rpId: "127.0.0.1", allowCredentials: [{ id: credentialId }] });
    const verified = await verifyAssertion(server, later, factorId, challengeId, assertion);
    expect(verified.error).toBeNull();
    expect(claims(verified.data!.access_token)).toMatchObject({ aal: "aal2" });
    const [counted] = (await server.db.query(`SELECT sign_count FROM auth_webauthn_credential WHERE factor_id = $1`, [
      factorId,
    ])) as {
      sign_count: string;
    }[];
    expect(counted!.sign_count).toBe("1");

    // Unenrolling (from aal2) removes the credential and lowers sessions that stood on it.
    expect((await later.mfa.unenroll({ factorId })).error).toBeNull();
    expect(
      await server.db.query(`SELECT id FROM auth_webauthn_credential WHERE credential_id = $1`, [credentialId]),
    ).toEqual([]);
    const refreshed = await later.refreshSession();
    expect(claims(refreshed.data.session!.access_token).aal).toBe("aal1");
  });

  it("refuses an assertion made for another origin, a replayed challenge and a signature counter that went back", async () => {
    const { auth, email, ip } = await newUser(server, "refusals");
    const key = new SoftAuthenticator(server.url);
    const { factorId, credentialId } = await enrollSecurityKey(server, auth, key);
    const later = client(server, ip);
    expect((await later.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();

    // A look-alike site relays our challenge: the key signs, but for the origin the browser was on.
    const phished = await assert(server, later, key, factorId, PHISHING_ORIGIN);
    const refused = await verifyAssertion(server, later, factorId, phished.challengeId, phished.assertion);
    expect(refused.error).toMatchObject({ code: "webauthn_verification_failed", status: 400 });
    expect(refused.error!.message).toMatch(/origin/i);
    expect(claims(await token(later)).aal).toBe("aal1");

    // The genuine answer works once; the same challenge and answer again are refused.
    const genuine = await assert(server, later, key, factorId);
    const ok = await verifyAssertion(server, later, factorId, genuine.challengeId, genuine.assertion);
    expect(ok.error).toBeNull();
    const replay = await verifyAssertion(server, later, factorId, genuine.challengeId, genuine.assertion);
    expect(replay.error).toMatchObject({ code: "mfa_challenge_expired" });
    expect(replay.error!.message).toMatch(/already been used/);
    // The recorded answer against a fresh challenge: its client data names the old challenge.
    const fresh = await auth.mfa.challenge({ factorId, webauthn: rp(server) });
    const stale = await verifyAssertion(server, later, factorId, fresh.data!.id, genuine.assertion);
    expect(stale.error).toMatchObject({ code: "webauthn_verification_failed" });

    // A clone of the key lags behind the original (which signed twice, the accepted count 2): it says 1.
    key.setSignCount(credentialId, 0);
    const cloned = await assert(server, later, key, factorId);
    const regressed = await verifyAssertion(server, later, factorId, cloned.challengeId, cloned.assertion);
    expect(regressed.error).toMatchObject({ code: "webauthn_verification_failed" });
    expect(regressed.error!.message).toMatch(/counter/i);
    const [row] = (await server.db.query(`SELECT sign_count FROM auth_webauthn_credential WHERE factor_id = $1`, [
      factorId,
    ])) as {
      sign_count: string;
    }[];
    expect(row!.sign_count).toBe("2");
  });

  it("refuses a registration created for another origin or answering another ceremony", async () => {
    const { auth, ip } = await newUser(server, "register-refusals");
    const key = new SoftAuthenticator(server.url);
    const enrolled = await auth.mfa.webauthn.enroll({ friendlyName: "Pocket key" });
    const factorId = enrolled.data!.id;
    const challenge = await auth.mfa.challenge({ factorId, webauthn: rp(server) });
    if (challenge.data?.type !== "webauthn") throw new Error("expected a WebAuthn challenge");
    const options = challenge.data.webauthn.credential_options.publicKey as unknown as CreationOptions;
    const phished: RegistrationJSON = key.create(options, PHISHING_ORIGIN);
    const refused = await auth.mfa.verify({
      factorId,
      challengeId: challenge.data.id,
      webauthn: { ...rp(server), type: "create", credential_response: asBrowserCredential<"create">(phished) },
    });
    expect(refused.error).toMatchObject({ code: "webauthn_verification_failed" });
    // A "request" answer to a creation challenge is not even looked at.
    const wrongKind = await raw(server, "POST", `/factors/${factorId}/verify`, {
      ip,
      token: await token(auth),
      body: { challenge_id: challenge.data.id, webauthn: { type: "request", credential_response: phished } },
    });
    expect(wrongKind).toMatchObject({ status: 400, body: { code: "validation_failed" } });
    expect((await auth.mfa.listFactors()).data!.all).toEqual([
      expect.objectContaining({ id: factorId, status: "unverified" }),
    ]);
    expect(
      await server.db.query(`SELECT id FROM auth_webauthn_credential WHERE user_id = $1`, [
        claims(await token(auth)).sub,
      ]),
    ).toEqual([]);
  });

  it("registers a passkey, signs in with it alone (aal1, amr passkey), lists and deletes it", async () => {
    const { auth, email, ip } = await newUser(server, "passkey");
    const phone = new SoftAuthenticator(server.url);
    const options = await auth.passkey.startRegistration();
    expect(options.error).toBeNull();
    expect(options.data!.options).toMatchObject({
      rp: { id: "127.0.0.1", name: "SkyCharter" },
      user: { name: email },
      authenticatorSelection: { residentKey: "required" },
    });
    const created = phone.create(options.data!.options as unknown as CreationOptions);
    const registered = await auth.passkey.verifyRegistration({
      challengeId: options.data!.challenge_id,
      credential: created as never,
    });
    expect(registered.error).toBeNull();
    const passkeyId = registered.data!.id;
    // The same challenge cannot register again.
    const again = await auth.passkey.verifyRegistration({
      challengeId: options.data!.challenge_id,
      credential: created as never,
    });
    expect(again.error).toMatchObject({ code: "webauthn_challenge_not_found" });

    // Someone with only the phone: no address, no password.
    const visitor = client(server, nextIp());
    const start = await visitor.passkey.startAuthentication();
    expect(start.error).toBeNull();
    expect(start.data!.options).toMatchObject({ rpId: "127.0.0.1", allowCredentials: [] });
    const assertion = phone.get(start.data!.options as unknown as RequestOptions);
    const signedIn = await visitor.passkey.verifyAuthentication({
      challengeId: start.data!.challenge_id,
      credential: assertion as never,
    });
    expect(signedIn.error).toBeNull();
    expect(signedIn.data!.user!.email).toBe(email);
    const session = (await visitor.getSession()).data.session!;
    expect(claims(session.access_token)).toMatchObject({ aal: "aal1", amr: [{ method: "passkey" }] });
    const replay = await visitor.passkey.verifyAuthentication({
      challengeId: start.data!.challenge_id,
      credential: assertion as never,
    });
    expect(replay.error).toMatchObject({ code: "webauthn_challenge_not_found" });

    // From a look-alike site the same passkey signs nothing we accept.
    const phishStart = await visitor.passkey.startAuthentication();
    const phished = phone.get(phishStart.data!.options as unknown as RequestOptions, PHISHING_ORIGIN);
    const phishedIn = await visitor.passkey.verifyAuthentication({
      challengeId: phishStart.data!.challenge_id,
      credential: phished as never,
    });
    expect(phishedIn.error).toMatchObject({ code: "webauthn_verification_failed" });

    const listed = await auth.passkey.list();
    expect(listed.data).toEqual([{ id: passkeyId, created_at: expect.any(String), last_used_at: expect.any(String) }]);
    const renamed = await auth.passkey.update({ passkeyId, friendlyName: "Pilot phone" });
    expect(renamed.data).toMatchObject({ id: passkeyId, friendly_name: "Pilot phone" });
    expect((await auth.passkey.delete({ passkeyId })).error).toBeNull();
    expect((await auth.passkey.list()).data).toEqual([]);
    const afterDelete = await visitor.passkey.startAuthentication();
    const orphan = phone.get(afterDelete.data!.options as unknown as RequestOptions);
    const refused = await raw(server, "POST", "/passkeys/authentication/verify", {
      ip,
      body: { challenge_id: afterDelete.data!.challenge_id, credential: orphan },
    });
    expect(refused).toMatchObject({ status: 400, body: { code: "webauthn_verification_failed" } });
  });

  it("requires a passkey's user to be verified (PIN, biometrics) to register it and to sign in with it", async () => {
    const { auth, email } = await newUser(server, "passkey-uv");
    const phone = new SoftAuthenticator(server.url);
    const options = await auth.passkey.startRegistration();
    expect(options.data!.options).toMatchObject({
      authenticatorSelection: { residentKey: "required", userVerification: "required" },
    });
    // Whoever holds a phone but cannot unlock it registers nothing.
    const unverified = await auth.passkey.verifyRegistration({
      challengeId: options.data!.challenge_id,
      credential: new SoftAuthenticator(server.url).create(
        options.data!.options as unknown as CreationOptions,
        server.url,
        {
          userVerified: false,
        },
      ) as never,
    });
    expect(unverified.error).toMatchObject({ code: "webauthn_verification_failed" });
    expect((await auth.passkey.list()).data).toEqual([]);

    const again = await auth.passkey.startRegistration();
    const registered = await auth.passkey.verifyRegistration({
      challengeId: again.data!.challenge_id,
      credential: phone.create(again.data!.options as unknown as CreationOptions) as never,
    });
    expect(registered.error).toBeNull();

    // Nor signs in with it: the assertion must carry the user-verified flag.
    const visitor = client(server, nextIp());
    const start = await visitor.passkey.startAuthentication();
    expect(start.data!.options).toMatchObject({ userVerification: "required" });
    const presenceOnly = await visitor.passkey.verifyAuthentication({
      challengeId: start.data!.challenge_id,
      credential: phone.get(start.data!.options as unknown as RequestOptions, server.url, {
        userVerified: false,
      }) as never,
    });
    expect(presenceOnly.error).toMatchObject({ code: "webauthn_verification_failed" });
    expect((await visitor.getSession()).data.session).toBeNull();
    const retry = await visitor.passkey.startAuthentication();
    const signedIn = await visitor.passkey.verifyAuthentication({
      challengeId: retry.data!.challenge_id,
      credential: phone.get(retry.data!.options as unknown as RequestOptions) as never,
    });
    expect(signedIn.error).toBeNull();
    expect(signedIn.data!.user!.email).toBe(email);
  });

  it("takes a security key's answer without user verification: as a second factor, the key in hand is the proof", async () => {
    const { auth } = await newUser(server, "key-presence");
    const key = new SoftAuthenticator(server.url);
    const { factorId } = await enrollSecurityKey(server, auth, key);
    const challenge = await auth.mfa.challenge({ factorId, webauthn: rp(server) });
    if (challenge.data?.type !== "webauthn" || challenge.data.webauthn.type !== "request")
      throw new Error("expected a WebAuthn request challenge");
    const touched = key.get(
      challenge.data.webauthn.credential_options.publicKey as unknown as RequestOptions,
      server.url,
      { userVerified: false },
    );
    expect((await verifyAssertion(server, auth, factorId, challenge.data.id, touched)).error).toBeNull();
  });

  it("lets an operator list a user's passkeys and remove a lost one through the admin API, and no one else", async () => {
    const { auth, ip } = await newUser(server, "passkey-admin");
    const phone = new SoftAuthenticator(server.url);
    const options = await auth.passkey.startRegistration();
    const registered = await auth.passkey.verifyRegistration({
      challengeId: options.data!.challenge_id,
      credential: phone.create(options.data!.options as unknown as CreationOptions) as never,
    });
    const passkeyId = registered.data!.id;
    const userId = (await auth.getUser()).data.user!.id;
    const admin = adminClient(server, await serviceRoleKey(server));

    const listed = await admin.passkey.listPasskeys({ userId });
    expect(listed.error).toBeNull();
    expect(listed.data).toEqual([expect.objectContaining({ id: passkeyId })]);
    // A user's own token is no service-role key.
    const token = (await auth.getSession()).data.session!.access_token;
    expect((await adminClient(server, token).passkey.listPasskeys({ userId })).error).toMatchObject({
      status: 403,
      code: "not_admin",
    });

    expect((await admin.passkey.deletePasskey({ userId, passkeyId })).error).toBeNull();
    expect((await admin.passkey.listPasskeys({ userId })).data).toEqual([]);
    expect((await admin.passkey.deletePasskey({ userId, passkeyId })).error).toMatchObject({ status: 404 });
    // The removed passkey signs no one in.
    const start = await client(server, nextIp()).passkey.startAuthentication();
    const refused = await raw(server, "POST", "/passkeys/authentication/verify", {
      ip,
      body: {
        challenge_id: start.data!.challenge_id,
        credential: phone.get(start.data!.options as unknown as RequestOptions),
      },
    });
    expect(refused).toMatchObject({ status: 400, body: { code: "webauthn_verification_failed" } });
  });

  it("asks for aal2 to manage passkeys once a second factor is on, and rate-limits passkey sign-ins per address", async () => {
    const { auth, email, ip } = await newUser(server, "passkey-aal");
    const enrolled = await auth.mfa.enroll({ factorType: "totp" });
    if (enrolled.data?.type !== "totp") throw new Error("expected a TOTP factor");
    const challenge = await auth.mfa.challenge({ factorId: enrolled.data.id });
    expect(
      (
        await auth.mfa.verify({
          factorId: enrolled.data.id,
          challengeId: challenge.data!.id,
          code: totpCode(enrolled.data.totp.secret),
        })
      ).error,
    ).toBeNull();
    const aal1 = client(server, ip);
    expect((await aal1.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
    expect((await aal1.passkey.startRegistration()).error).toMatchObject({ code: "insufficient_aal", status: 403 });
    expect((await auth.passkey.startRegistration()).error).toBeNull();

    const limitedIp = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 9; i++)
      statuses.push((await raw(server, "POST", "/passkeys/authentication/options", { ip: limitedIp })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 429]);
  });

  it("turns an anonymous session away from second factors and passkeys, as Supabase Auth does", async () => {
    const auth = client(server, nextIp());
    const { data, error } = await auth.signInAnonymously();
    expect(error).toBeNull();
    expect(data.user?.is_anonymous).toBe(true);
    const refused = { code: "no_authorization", status: 403 };
    expect((await auth.mfa.webauthn.enroll({ friendlyName: "Guest key" })).error).toMatchObject(refused);
    expect((await auth.mfa.enroll({ factorType: "totp" })).error).toMatchObject(refused);
    expect((await auth.passkey.startRegistration()).error).toMatchObject(refused);
    expect((await auth.passkey.list()).error).toMatchObject(refused);
  });
});

describe("STAFF_REQUIRE_MFA=webauthn", () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ MAILER_AUTOCONFIRM: "true", STAFF_REQUIRE_MFA: "webauthn" });
  });
  afterAll(() => server?.close());

  it("opens staff tools only to a session proven with a security key, not with an authenticator app", async () => {
    const { auth, email, ip } = await newUser(server, "staff");
    await server.db.query(`UPDATE auth_user SET role = 'staff' WHERE email = $1`, [email]);
    const viewer = async (session: GoTrueClient) =>
      (await server.graphql(VIEWER, {}, { authorization: `Bearer ${await token(session)}`, "x-forwarded-for": ip }))
        .data!.viewer;

    expect(await viewer(auth)).toMatchObject({ role: "STAFF", assuranceLevel: "aal1", canUseStaffTools: false });
    const totp = await auth.mfa.enroll({ factorType: "totp" });
    if (totp.data?.type !== "totp") throw new Error("expected a TOTP factor");
    const challenge = await auth.mfa.challenge({ factorId: totp.data.id });
    expect(
      (
        await auth.mfa.verify({
          factorId: totp.data.id,
          challengeId: challenge.data!.id,
          code: totpCode(totp.data.totp.secret),
        })
      ).error,
    ).toBeNull();
    expect(await viewer(auth)).toMatchObject({ assuranceLevel: "aal2", canUseStaffTools: false });

    const key = new SoftAuthenticator(server.url);
    const { factorId } = await enrollSecurityKey(server, auth, key);
    expect(await viewer(auth)).toMatchObject({ assuranceLevel: "aal2", canUseStaffTools: true });

    // The next sign-in: the app's code gives aal2, but only the key opens the back office.
    const later = client(server, ip);
    expect((await later.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
    const code = await later.mfa.challenge({ factorId: totp.data.id });
    const byApp = await later.mfa.verify({
      factorId: totp.data.id,
      challengeId: code.data!.id,
      code: totpCode(totp.data.totp.secret, Date.now() + 30_000),
    });
    expect(byApp.error).toBeNull();
    expect(await viewer(later)).toMatchObject({ assuranceLevel: "aal2", canUseStaffTools: false });
    const { challengeId, assertion } = await assert(server, later, key, factorId);
    expect((await verifyAssertion(server, later, factorId, challengeId, assertion)).error).toBeNull();
    expect(await viewer(later)).toMatchObject({ assuranceLevel: "aal2", canUseStaffTools: true });
  });
});

import { generateKeyPairSync, randomUUID } from "node:crypto";
import { isAuthWeakPasswordError } from "@supabase/auth-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authClient, decodeJwt, uniqueEmail } from "../support/auth-client.js";
import { holdClock } from "../support/clock.js";
import { startTestServer, type TestServer } from "../support/server.js";
import { adminClient, serviceRoleKey } from "../support/service-role.js";

// Supabase Auth (GoTrue) is the reference: each answer here is the status, code and words it gives
// for the same request, on the endpoints and settings this server has.

const PASSWORD = "Jet-set-2026";
const VERSIONED = { "content-type": "application/json", "x-supabase-api-version": "2024-01-01" };

async function post(server: TestServer, path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}/auth/v1${path}`, {
    method: "POST",
    headers: { ...VERSIONED, ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const refused = (message: string, status = 400) => ({ status, body: { code: "validation_failed", message } });

/** An unsigned token whose payload names `iss`: enough for the issuer detection done before any provider is asked. */
const unsignedIdToken = (iss: string) =>
  `${Buffer.from('{"alg":"none"}').toString("base64url")}.${Buffer.from(JSON.stringify({ iss, sub: "1" })).toString("base64url")}.sig`;

describe("answers as Supabase Auth gives them, with confirmations on", () => {
  let server: TestServer;
  beforeAll(async () => {
    // One second between two confirmation emails to an address, so a repeated sign-up is answered, not throttled.
    server = await startTestServer({ MAILER_AUTOCONFIRM: "false", SMTP_MAX_FREQUENCY: "1" });
  });
  afterAll(() => server?.close());

  it("keeps a confirmed address's sign-up answer indistinguishable from a new one's while confirmations are on", async () => {
    const clock = holdClock();
    const email = uniqueEmail("taken");
    const first = await authClient(server.url).signUp({ email, password: PASSWORD });
    await server.db.query(`UPDATE auth_user SET email_confirmed_at = now() WHERE email = $1`, [email]);
    // Past SMTP_MAX_FREQUENCY (1 s) on the server's clock, so the second sign-up is answered, not throttled.
    clock.advance(1_100);
    const again = await authClient(server.url).signUp({ email, password: "Other-pass-2026" });
    expect(first.error).toBeNull();
    expect(again.error).toBeNull();
    expect(again.data.session).toBeNull();
    expect(again.data.user?.id).not.toBe(first.data.user?.id);
  });

  it("names a short password's weakness in Supabase Auth's words, and refuses one over 72 bytes as invalid input", async () => {
    const client = authClient(server.url);
    const short = await client.signUp({ email: uniqueEmail("short"), password: "Ab1!x" });
    expect(isAuthWeakPasswordError(short.error)).toBe(true);
    expect(short.error).toMatchObject({
      status: 422,
      code: "weak_password",
      message: "Password should be at least 6 characters.",
    });
    expect(isAuthWeakPasswordError(short.error) && short.error.reasons).toEqual(["length"]);

    // Short and common: both reasons, both sentences, in that order.
    const both = await client.signUp({ email: uniqueEmail("both"), password: "12345" });
    expect(both.error).toMatchObject({
      status: 422,
      code: "weak_password",
      message:
        "Password should be at least 6 characters. Password is known to be weak and easy to guess, please choose a different one.",
    });
    expect(isAuthWeakPasswordError(both.error) && both.error.reasons).toEqual(["length", "pwned"]);

    // 72 bytes pass; 73 (here 37 two-byte letters) do not.
    expect((await client.signUp({ email: uniqueEmail("long"), password: `Jet-${"x".repeat(68)}` })).error).toBeNull();
    const long = await client.signUp({ email: uniqueEmail("long"), password: "é".repeat(37) });
    expect(long.error).toMatchObject({
      status: 400,
      code: "validation_failed",
      message: "Password cannot be longer than 72 characters",
    });
  });

  it("treats a sign-up with neither address as an anonymous sign-in, which is off", async () => {
    const anonymous = await authClient(server.url).signInAnonymously();
    expect(anonymous.error).toMatchObject({
      status: 422,
      code: "anonymous_provider_disabled",
      message: "Anonymous sign-ins are disabled",
    });
    expect(anonymous.data.session).toBeNull();
    // A password alone is no address either.
    expect(await post(server, "/signup", { password: PASSWORD })).toEqual({
      status: 422,
      body: { code: "anonymous_provider_disabled", message: "Anonymous sign-ins are disabled" },
    });
  });

  it("refuses phone sign-ups as disabled, and a sign-up without a password before reading the address", async () => {
    const phone = await authClient(server.url).signUp({ phone: "+447700900123", password: PASSWORD });
    expect(phone.error).toMatchObject({
      status: 400,
      code: "phone_provider_disabled",
      message: "Phone signups are disabled",
    });
    expect(
      await post(server, "/signup", { email: uniqueEmail("both"), phone: "+447700900123", password: PASSWORD }),
    ).toEqual({
      status: 400,
      body: {
        code: "validation_failed",
        message: "Only an email address or phone number should be provided on signup.",
      },
    });
    expect(await post(server, "/signup", { email: "not an address" })).toEqual({
      status: 400,
      body: { code: "validation_failed", message: "Signup requires a valid password" },
    });
  });

  it("answers a wrong emailed code and a wrong link as Supabase Auth does, each in its own words", async () => {
    const client = authClient(server.url);
    const code = await client.verifyOtp({ email: uniqueEmail("otp"), token: "123456", type: "email" });
    expect(code.error).toMatchObject({ status: 403, code: "otp_expired", message: "Token has expired or is invalid" });
    const link = await client.verifyOtp({ token_hash: "f".repeat(64), type: "signup" });
    expect(link.error).toMatchObject({
      status: 403,
      code: "otp_expired",
      message: "Email link is invalid or has expired",
    });
    // An unknown magic link is answered alike.
    expect((await client.verifyOtp({ token_hash: "f".repeat(64), type: "magiclink" })).error).toMatchObject({
      status: 403,
      code: "otp_expired",
    });
  });

  it("checks a /verify request's shape before looking anything up", async () => {
    expect(await post(server, "/verify", { token_hash: "abc" })).toEqual(
      refused("Verify requires a verification type"),
    );
    expect(await post(server, "/verify", { type: "signup" })).toEqual(
      refused("Verify requires either a token or a token hash"),
    );
    expect(await post(server, "/verify", { type: "signup", token: "123456", token_hash: "abc" })).toEqual(
      refused("Verify requires either a token or a token hash"),
    );
    expect(await post(server, "/verify", { type: "email", token: "123456" })).toEqual(
      refused("Only an email address or phone number should be provided on verify"),
    );
    expect(await post(server, "/verify", { type: "email", token: "123456", email: "nope" })).toEqual(
      refused("Invalid email format", 422),
    );
    expect(await post(server, "/verify", { type: "signup", token_hash: "abc", email: uniqueEmail("x") })).toEqual(
      refused("Only the token_hash and type should be provided"),
    );
    expect(await post(server, "/verify", { type: "sms", token_hash: "abc" })).toEqual(
      refused("Invalid email verification type"),
    );
  });

  it("takes addresses in Supabase Auth's format only, wherever one is typed, in its words", async () => {
    // An address Supabase Auth's format check refuses: ":" and ";" are not allowed unquoted.
    const odd = "xx:;x@x.x";
    const invalid = {
      status: 400,
      code: "validation_failed",
      message: "Unable to validate email address: invalid format",
    };
    const client = authClient(server.url);
    expect((await client.signUp({ email: odd, password: PASSWORD })).error).toMatchObject(invalid);
    expect((await client.signUp({ email: "pilot@localhost", password: PASSWORD })).error).toMatchObject(invalid);
    expect((await client.signUp({ email: "pilote@aéroport.fr", password: PASSWORD })).error).toMatchObject(invalid);
    expect((await client.resend({ type: "signup", email: odd })).error).toMatchObject(invalid);
    const admin = adminClient(server, await serviceRoleKey(server));
    const created = await admin.createUser({ email: odd, password: PASSWORD });
    expect(created.error).toMatchObject(invalid);
    expect(created.data.user).toBeNull();
    expect((await admin.inviteUserByEmail(odd)).error).toMatchObject(invalid);
    const link = await admin.generateLink({ type: "signup", email: odd, password: PASSWORD });
    expect(link.error).toMatchObject(invalid);
    expect(link.data.properties).toBeNull();
    // What the format allows unquoted is taken as it is (lower-cased).
    const unusual = `O'Neil+${randomUUID().slice(0, 8)}@Mail.Example-Air.co.uk`;
    const signedUp = await client.signUp({ email: unusual, password: PASSWORD });
    expect(signedUp.error).toBeNull();
    expect(signedUp.data.user?.email).toBe(unusual.toLowerCase());
  });

  it("checks a resend's type and address as Supabase Auth does, in its order", async () => {
    const client = authClient(server.url);
    expect(await post(server, "/resend", { type: "recovery", email: uniqueEmail("resend") })).toEqual(
      refused("Missing one of these types: signup, email_change, sms, phone_change"),
    );
    expect(await post(server, "/resend", { type: "signup" })).toEqual(
      refused("Type provided requires an email address"),
    );
    expect(await post(server, "/resend", { type: "sms" })).toEqual(refused("Type provided requires a phone number"));
    expect(
      await post(server, "/resend", { type: "email_change", email: uniqueEmail("resend"), phone: "+447700900123" }),
    ).toEqual(refused("Only an email address or phone number should be provided."));
    expect(await post(server, "/resend", { type: "email_change" })).toEqual(
      refused("Missing email address or phone number"),
    );
    // Texted codes are off by default: a number is refused as the disabled provider, whatever the type.
    for (const type of ["sms", "phone_change"] as const) {
      expect((await client.resend({ type, phone: "+447700900123" })).error).toMatchObject({
        status: 400,
        code: "phone_provider_disabled",
        message: "Phone logins are disabled",
      });
    }
  });

  it("answers a malformed emailed link and redirects a refused one with the error in the fragment", async () => {
    const verify = (query: string) => fetch(`${server.url}/auth/v1/verify?${query}`, { redirect: "manual" });
    const noType = await verify("token=abc");
    expect(noType.status).toBe(400);
    expect(noType.headers.get("x-sb-error-code")).toBe("validation_failed");
    expect(await noType.json()).toMatchObject({
      error_code: "validation_failed",
      msg: "Verify requires a verification type",
    });
    const noToken = await verify("type=signup");
    expect(noToken.status).toBe(400);
    expect(await noToken.json()).toMatchObject({ msg: "Verify requires a token or a token hash" });

    const fragment = async (query: string) => {
      const response = await verify(query);
      expect(response.status).toBe(303);
      const location = new URL(response.headers.get("location")!);
      expect(location.origin + location.pathname).toBe(`${server.url}/`);
      return Object.fromEntries(new URLSearchParams(location.hash.slice(1)));
    };
    expect(await fragment(`type=signup&token=${"f".repeat(64)}`)).toEqual({
      error: "access_denied",
      error_code: "otp_expired",
      error_description: "Email link is invalid or has expired",
      sb: "",
    });
    expect(await fragment(`type=sms&token=${"f".repeat(64)}`)).toEqual({
      error: "invalid_request",
      error_code: "validation_failed",
      error_description: "Invalid email verification type",
      sb: "",
    });
  });

  it("refuses SAML single sign-on as switched off, on every /sso route", async () => {
    const sso = await authClient(server.url).signInWithSSO({ domain: "example.com" });
    expect(sso.error).toMatchObject({ status: 404, code: "saml_provider_disabled", message: "SAML 2.0 is disabled" });
    const metadata = await fetch(`${server.url}/auth/v1/sso/saml/metadata`, { headers: VERSIONED });
    expect(metadata.status).toBe(404);
    expect(await metadata.json()).toEqual({ code: "saml_provider_disabled", message: "SAML 2.0 is disabled" });
    expect((await post(server, "/sso/saml/acs", {})).status).toBe(404);
  });

  it("refuses Web3 sign-in as disabled, whatever the chain", async () => {
    const ethereum = await authClient(server.url).signInWithWeb3({
      chain: "ethereum",
      message: "example.com wants you to sign in",
      signature: "0x00",
    });
    expect(ethereum.error).toMatchObject({
      status: 422,
      code: "web3_provider_disabled",
      message: "Web3 provider is disabled",
    });
    expect(await post(server, "/token?grant_type=web3", { chain: "solana" })).toEqual({
      status: 422,
      body: { code: "web3_provider_disabled", message: "Web3 provider is disabled" },
    });
  });

  it("refuses ID token sign-in as its provider being disabled, after Supabase Auth's own checks", async () => {
    const client = authClient(server.url);
    expect((await client.signInWithIdToken({ provider: "google", token: "any" })).error).toMatchObject({
      status: 400,
      code: "provider_disabled",
      message: 'Provider (issuer "https://accounts.google.com") is not enabled',
    });
    // Apple's and Azure's issuer is read from the token itself.
    expect(
      (await client.signInWithIdToken({ provider: "apple", token: unsignedIdToken("https://account.apple.com") })).error
        ?.message,
    ).toBe('Provider (issuer "https://account.apple.com") is not enabled');
    expect(
      (await client.signInWithIdToken({ provider: "apple", token: unsignedIdToken("https://evil.example") })).error,
    ).toMatchObject({
      status: 400,
      code: "validation_failed",
      message: "Detected ID token issuer is not an Apple ID token issuer",
    });
    expect((await client.signInWithIdToken({ provider: "custom:acme", token: "any" })).error).toMatchObject({
      code: "validation_failed",
      message: 'Custom provider "custom:acme" not found',
    });
    expect(
      (
        await post(server, "/token?grant_type=id_token", {
          id_token: "any",
          issuer: "https://idp.example",
          client_id: "app",
        })
      ).body,
    ).toEqual({
      code: "validation_failed",
      message: 'Custom OIDC provider "" not allowed',
    });
    // Missing parts get OAuth-style answers, whatever the API version.
    expect(await post(server, "/token?grant_type=id_token", { provider: "google" })).toEqual({
      status: 400,
      body: { error: "invalid request", error_description: "id_token required" },
    });
    expect(await post(server, "/token?grant_type=id_token", { id_token: "any" })).toEqual({
      status: 400,
      body: { error: "invalid request", error_description: "provider or client_id and issuer required" },
    });
    expect(
      await post(server, "/token?grant_type=id_token", { id_token: "any", provider: "google", link_identity: true }),
    ).toEqual({
      status: 400,
      body: {
        error: "invalid request",
        error_description: "Linking requires a valid user access token in Authorization",
      },
    });
  });

  it("answers an unknown grant with Supabase Auth's code for it", async () => {
    expect(await post(server, "/token?grant_type=magic", {})).toEqual({
      status: 400,
      body: { code: "invalid_credentials", message: "unsupported_grant_type" },
    });
  });
});

describe("answers as Supabase Auth gives them, with autoconfirm on", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ MAILER_AUTOCONFIRM: "true" });
  });
  afterAll(() => server?.close());

  it("names a confirmed address as registered instead of signing anyone in", async () => {
    const email = uniqueEmail("registered");
    expect((await authClient(server.url).signUp({ email, password: PASSWORD })).data.session).toBeTruthy();
    const again = await authClient(server.url).signUp({ email, password: "Other-pass-2026" });
    expect(again.error).toMatchObject({ status: 422, code: "user_already_exists", message: "User already registered" });
    expect(again.data.session).toBeNull();
  });

  it("keeps identity linking off by default: linking and unlinking answer 404 manual_linking_disabled once the user is known", async () => {
    const settings = (await (await fetch(`${server.url}/auth/v1/settings`)).json()) as Record<string, unknown>;
    expect(settings.security_manual_linking_enabled).toBe(false);
    const client = authClient(server.url);
    expect((await client.signUp({ email: uniqueEmail("link"), password: PASSWORD })).error).toBeNull();
    const link = await client.linkIdentity({ provider: "google", options: { skipBrowserRedirect: true } });
    expect(link.error).toMatchObject({
      status: 404,
      code: "manual_linking_disabled",
      message: "Manual linking is disabled",
    });
    const identity = (await client.getUserIdentities()).data!.identities[0]!;
    const unlink = await client.unlinkIdentity(identity);
    expect(unlink.error).toMatchObject({
      status: 404,
      code: "manual_linking_disabled",
      message: "Manual linking is disabled",
    });
    expect((await client.getUserIdentities()).data!.identities).toHaveLength(1);
    // Without a session the caller is refused for that first.
    const anonymous = await fetch(
      `${server.url}/auth/v1/user/identities/authorize?provider=google&skip_http_redirect=true`,
      { headers: VERSIONED },
    );
    expect(anonymous.status).toBe(401);
  });
});

describe("PASSWORD_COMMON_CHECK_ENABLED", () => {
  it("refuses a common password before reading the address by default, as Supabase Auth does with its check on", async () => {
    const server = await startTestServer({ MAILER_AUTOCONFIRM: "true" });
    try {
      const { error } = await authClient(server.url).signUp({ email: "a", password: "123456" });
      expect(isAuthWeakPasswordError(error) && error.reasons).toEqual(["pwned"]);
    } finally {
      await server.close();
    }
  });

  it("when false, takes common passwords and reads the address next, as Supabase Auth's default does", async () => {
    const server = await startTestServer({
      MAILER_AUTOCONFIRM: "true",
      PASSWORD_COMMON_CHECK_ENABLED: "false",
      SECURITY_UPDATE_PASSWORD_REQUIRE_REAUTHENTICATION: "false",
    });
    try {
      const client = authClient(server.url);
      // Supabase's own client test: the address's error, not the password's.
      const invalid = await client.signUp({ email: "a", password: "123456" });
      expect(invalid.error).toMatchObject({
        status: 400,
        code: "validation_failed",
        message: "Unable to validate email address: invalid format",
      });
      expect((await client.signUp({ email: uniqueEmail("common"), password: "123456" })).data.session).toBeTruthy();
      // A new password set later is held to the same rules; the length still counts.
      expect((await client.updateUser({ password: "password" })).error).toBeNull();
      const short = await client.signUp({ email: uniqueEmail("short"), password: "12345" });
      expect(isAuthWeakPasswordError(short.error) && short.error.reasons).toEqual(["length"]);
      // The admin API follows the setting too.
      const admin = adminClient(server, await serviceRoleKey(server));
      const created = await admin.createUser({ email: uniqueEmail("admin-common"), password: "qwerty" });
      expect(created.error).toBeNull();
    } finally {
      await server.close();
    }
  });
});

describe("SECURITY_MANUAL_LINKING_ENABLED", () => {
  it("lets a signed-in user start linking when on, as /settings says", async () => {
    const server = await startTestServer({ MAILER_AUTOCONFIRM: "true", SECURITY_MANUAL_LINKING_ENABLED: "true" });
    try {
      const settings = (await (await fetch(`${server.url}/auth/v1/settings`)).json()) as Record<string, unknown>;
      expect(settings.security_manual_linking_enabled).toBe(true);
      const client = authClient(server.url);
      await client.signUp({ email: uniqueEmail("linker"), password: PASSWORD });
      // Google is not configured on this server: past the setting, the provider is what refuses.
      const link = await client.linkIdentity({ provider: "google", options: { skipBrowserRedirect: true } });
      expect(link.error).toMatchObject({
        status: 400,
        code: "validation_failed",
        message: "Unsupported provider: provider is not enabled",
      });
    } finally {
      await server.close();
    }
  });
});

describe("JWT_SIGNING_KEYS in Supabase Auth's own key file format", () => {
  /** A private EC key as `supabase gen signing-key` writes it. */
  const supabaseKey = (keyOps: string[]) => ({
    ...(generateKeyPairSync("ec", { namedCurve: "P-256" }).privateKey.export({ format: "jwk" }) as Record<
      string,
      unknown
    >),
    kid: randomUUID(),
    alg: "ES256",
    use: "sig",
    key_ops: keyOps,
    ext: true,
  });

  it("signs with the key marked sign and publishes every key for verifying, without private parts", async () => {
    const retired = supabaseKey(["verify"]);
    const signing = supabaseKey(["sign", "verify"]);
    const server = await startTestServer({
      MAILER_AUTOCONFIRM: "true",
      JWT_SIGNING_KEYS: JSON.stringify([retired, signing]),
    });
    try {
      const client = authClient(server.url);
      const { data, error } = await client.signUp({ email: uniqueEmail("keys"), password: PASSWORD });
      expect(error).toBeNull();
      const header = JSON.parse(
        Buffer.from(data.session!.access_token.split(".")[0]!, "base64url").toString("utf8"),
      ) as Record<string, unknown>;
      expect(header).toMatchObject({ alg: "ES256", kid: signing.kid });
      expect(decodeJwt(data.session!.access_token).sub).toBe(data.user!.id);
      expect((await client.getUser()).data.user?.id).toBe(data.user!.id);
      const jwks = (await (await fetch(`${server.url}/auth/v1/.well-known/jwks.json`)).json()) as {
        keys: Record<string, unknown>[];
      };
      expect(jwks.keys.map((k) => k.kid)).toEqual([signing.kid, retired.kid]);
      for (const key of jwks.keys) {
        expect(key).toMatchObject({ kty: "EC", alg: "ES256", use: "sig", key_ops: ["verify"] });
        expect(key.d).toBeUndefined();
      }
    } finally {
      await server.close();
    }
  });
});

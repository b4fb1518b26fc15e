import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.js";

describe("loadConfig", () => {
  it("has working defaults for a fresh clone", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      nodeEnv: "development",
      port: 4000,
      databaseUrl: null,
      graphqlIntrospection: true,
      seedDemoData: true,
    });
    expect(config.dataDir).toMatch(/\.data$/);
  });

  it("serves the GraphQL sandbox by default except in production", () => {
    const production = {
      NODE_ENV: "production",
      JWT_SIGNING_KEYS: JSON.stringify({ keys: [{ kid: "k1", d: "private" }] }),
      MFA_ENCRYPTION_KEYS: Buffer.alloc(32, 1).toString("base64"),
      PASSENGER_ENCRYPTION_KEYS: Buffer.alloc(32, 2).toString("base64"),
    };
    expect(loadConfig({}).graphqlSandbox).toBe(true);
    expect(loadConfig(production).graphqlSandbox).toBe(false);
    expect(loadConfig({ ...production, GRAPHQL_SANDBOX: "true" }).graphqlSandbox).toBe(true);
  });

  it("limits GraphQL requests to 1 MB and graphql-ws sockets by default", () => {
    const config = loadConfig({});
    expect(config.graphqlMaxBodyBytes).toBe(1024 * 1024);
    expect(config.ws).toEqual({
      maxConnectionsPerIp: 20,
      maxSubscriptionsPerSocket: 20,
      connectionInitTimeoutMs: 3_000,
      anonymousIdleMs: 10_000,
    });
    expect(loadConfig({ WS_MAX_CONNECTIONS_PER_IP: "5", WS_ANONYMOUS_IDLE_MS: "500" }).ws).toMatchObject({
      maxConnectionsPerIp: 5,
      anonymousIdleMs: 500,
    });
  });

  it("beats lead presence every 15 s by default, never slower, and as often as a test asks", () => {
    expect(loadConfig({}).leadPresenceHeartbeatMs).toBe(15_000);
    expect(loadConfig({ LEAD_PRESENCE_HEARTBEAT_MS: "200" }).leadPresenceHeartbeatMs).toBe(200);
    // A live viewer's row must be refreshed well inside the 45 s after which it counts as a crashed copy's.
    expect(() => loadConfig({ LEAD_PRESENCE_HEARTBEAT_MS: "30000" })).toThrow(ConfigError);
    expect(() => loadConfig({ LEAD_PRESENCE_HEARTBEAT_MS: "0" })).toThrow(ConfigError);
  });

  it("reads MFA_ENCRYPTION_KEYS as a list of 32-byte keys, base64 or base64url", () => {
    const [a, b] = [Buffer.alloc(32, 0xfb), Buffer.alloc(32, 2)];
    expect(loadConfig({}).auth.mfaEncryptionKeys).toBeNull();
    expect(
      loadConfig({ MFA_ENCRYPTION_KEYS: ` ${a.toString("base64url")} , ${b.toString("base64")}` }).auth
        .mfaEncryptionKeys,
    ).toEqual([a, b]);
  });

  it("checks passwords against the common list unless PASSWORD_COMMON_CHECK_ENABLED is false, never off in production", () => {
    const production = {
      NODE_ENV: "production",
      JWT_SIGNING_KEYS: JSON.stringify({ keys: [{ kid: "k1", d: "private" }] }),
      MFA_ENCRYPTION_KEYS: Buffer.alloc(32, 1).toString("base64"),
      PASSENGER_ENCRYPTION_KEYS: Buffer.alloc(32, 2).toString("base64"),
    };
    expect(loadConfig({}).auth.passwordCommonCheck).toBe(true);
    expect(loadConfig(production).auth.passwordCommonCheck).toBe(true);
    expect(loadConfig({ PASSWORD_COMMON_CHECK_ENABLED: "false" }).auth.passwordCommonCheck).toBe(false);
    expect(() => loadConfig({ ...production, PASSWORD_COMMON_CHECK_ENABLED: "false" })).toThrow(
      /^PASSWORD_COMMON_CHECK_ENABLED must be on in production/,
    );
    expect(() => loadConfig({ PASSWORD_COMMON_CHECK_ENABLED: "maybe" })).toThrow(
      /^PASSWORD_COMMON_CHECK_ENABLED must be true or false/,
    );
  });

  it("reads SMS_AUTOCONFIRM, off by default and refused in production", () => {
    const production = {
      NODE_ENV: "production",
      JWT_SIGNING_KEYS: JSON.stringify({ keys: [{ kid: "k1", d: "private" }] }),
      MFA_ENCRYPTION_KEYS: Buffer.alloc(32, 1).toString("base64"),
      PASSENGER_ENCRYPTION_KEYS: Buffer.alloc(32, 2).toString("base64"),
    };
    expect(loadConfig({}).auth.smsAutoconfirm).toBe(false);
    expect(loadConfig(production).auth.smsAutoconfirm).toBe(false);
    expect(loadConfig({ SMS_AUTOCONFIRM: "true" }).auth.smsAutoconfirm).toBe(true);
    expect(() => loadConfig({ ...production, SMS_AUTOCONFIRM: "true" })).toThrow(
      /^SMS_AUTOCONFIRM must be off in production/,
    );
  });

  it("reads SMS_ALLOWED_CALLING_CODES as calling codes without their +, every country when empty", () => {
    expect(loadConfig({}).auth.smsAllowedCallingCodes).toEqual([]);
    expect(loadConfig({ SMS_ALLOWED_CALLING_CODES: " 44, +33,1242 " }).auth.smsAllowedCallingCodes).toEqual([
      "44",
      "33",
      "1242",
    ]);
    expect(() => loadConfig({ SMS_ALLOWED_CALLING_CODES: "44,UK" })).toThrow(ConfigError);
    expect(() => loadConfig({ SMS_ALLOWED_CALLING_CODES: "044" })).toThrow(ConfigError);
    expect(loadConfig({}).auth.smsSentPerHour).toBe(30);
  });

  it("reads SERVICE_ROLE_KEY_SUPABASE_ISSUER as none by default, and never as this service's own issuer", () => {
    expect(loadConfig({}).auth.serviceRoleKeySupabaseIssuer).toBeNull();
    expect(loadConfig({ SERVICE_ROLE_KEY_SUPABASE_ISSUER: " supabase " }).auth.serviceRoleKeySupabaseIssuer).toBe(
      "supabase",
    );
    expect(() =>
      loadConfig({
        SITE_URL: "https://jets.example",
        SERVICE_ROLE_KEY_SUPABASE_ISSUER: "https://jets.example/auth/v1",
      }),
    ).toThrow(/^SERVICE_ROLE_KEY_SUPABASE_ISSUER must be a Supabase project's issuer/);
  });

  it("reads STAFF_REQUIRE_MFA as off, any second factor, or a security key", () => {
    expect(loadConfig({}).auth.staffRequireMfa).toBe(false);
    expect(loadConfig({ STAFF_REQUIRE_MFA: "true" }).auth.staffRequireMfa).toBe("any");
    expect(loadConfig({ STAFF_REQUIRE_MFA: "WebAuthn" }).auth.staffRequireMfa).toBe("webauthn");
    expect(() => loadConfig({ STAFF_REQUIRE_MFA: "totp" })).toThrow(/true, false or webauthn/);
  });

  it("binds WebAuthn to SITE_URL's host and origin unless WEBAUTHN_RP_ID and WEBAUTHN_RP_ORIGINS say otherwise", () => {
    expect(loadConfig({ SITE_URL: "https://charter.example.com/" }).auth.webauthn).toEqual({
      rpId: "charter.example.com",
      rpName: "SkyCharter",
      origins: ["https://charter.example.com"],
    });
    expect(
      loadConfig({
        SITE_URL: "https://www.example.com",
        WEBAUTHN_RP_ID: "example.com",
        WEBAUTHN_RP_ORIGINS: "https://www.example.com,https://app.example.com:8443",
      }).auth.webauthn,
    ).toMatchObject({ rpId: "example.com", origins: ["https://www.example.com", "https://app.example.com:8443"] });
    expect(() => loadConfig({ SITE_URL: "https://www.example.com", WEBAUTHN_RP_ID: "other.example" })).toThrow(
      /WEBAUTHN_RP_ORIGINS/,
    );
    expect(() => loadConfig({ WEBAUTHN_RP_ID: "10.0.0.1" })).toThrow(/IP addresses/);
  });

  it("reads CORS_ORIGINS as a list of origins", () => {
    expect(loadConfig({}).corsOrigins).toEqual([]);
    expect(loadConfig({ CORS_ORIGINS: " https://a.example/, http://localhost:5173/app ,," }).corsOrigins).toEqual([
      "https://a.example",
      "http://localhost:5173",
    ]);
  });

  it("reads JWT_SIGNING_KEYS as our JWK set or as Supabase Auth's key list, its signing key first", () => {
    const ours = {
      keys: [
        { kid: "old", x: "public" },
        { kid: "new", d: "private" },
      ],
    };
    expect(loadConfig({ JWT_SIGNING_KEYS: JSON.stringify(ours) }).auth.jwtSigningKeys).toEqual(ours);
    const retired = { kid: "old", d: "private", key_ops: ["verify"] };
    const signing = { kid: "new", d: "private", key_ops: ["sign", "verify"] };
    expect(loadConfig({ JWT_SIGNING_KEYS: JSON.stringify([retired, signing]) }).auth.jwtSigningKeys).toEqual({
      keys: [signing, retired],
    });
    expect(loadConfig({}).auth.manualLinking).toBe(false);
    expect(loadConfig({ SECURITY_MANUAL_LINKING_ENABLED: "true" }).auth.manualLinking).toBe(true);
  });

  it.each([
    [
      { JWT_SIGNING_KEYS: JSON.stringify([{ kid: "a", d: "p", key_ops: ["verify"] }]) },
      /^JWT_SIGNING_KEYS must be .*key_ops "sign" on exactly one private key/,
    ],
    [
      {
        JWT_SIGNING_KEYS: JSON.stringify([
          { kid: "a", d: "p", key_ops: ["sign"] },
          { kid: "b", d: "p", key_ops: ["sign"] },
        ]),
      },
      /^JWT_SIGNING_KEYS must be/,
    ],
    [{ JWT_SIGNING_KEYS: JSON.stringify([{ kid: "a", x: "public", key_ops: ["sign"] }]) }, /^JWT_SIGNING_KEYS must be/],
    [
      { JWT_SIGNING_KEYS: JSON.stringify([{ kid: "a", kty: "oct", k: "secret", key_ops: ["sign"] }]) },
      /^JWT_SIGNING_KEYS must be ES256 or RS256 keys/,
    ],
    [
      { JWT_SIGNING_KEYS: JSON.stringify({ keys: [{ kid: "a", x: "public" }] }) },
      /^JWT_SIGNING_KEYS must be a JWK set/,
    ],
    [{ SECURITY_MANUAL_LINKING_ENABLED: "perhaps" }, /^SECURITY_MANUAL_LINKING_ENABLED must be true or false/],
    [{ CORS_ORIGINS: "https://ok.example, *" }, /^CORS_ORIGINS must be a http or https URL \(got "\*"\)$/],
    [{ PORT: "abc" }, /^PORT must be an integer from 0 to 65535 \(got "abc"\)$/],
    [{ PORT: "70000" }, /^PORT must be/],
    [{ NODE_ENV: "staging" }, /^NODE_ENV must be one of development, production, test/],
    [{ DATABASE_URL: "mysql://x@y/z" }, /^DATABASE_URL must be a postgres:\/\/ URL/],
    [{ DATABASE_URL: "not a url" }, /^DATABASE_URL must be a postgres:\/\/ URL/],
    [{ GRAPHQL_INTROSPECTION: "maybe" }, /^GRAPHQL_INTROSPECTION must be true or false/],
    [{ GRAPHQL_SANDBOX: "sometimes" }, /^GRAPHQL_SANDBOX must be true or false/],
    [{ LOG_LEVEL: "loud" }, /^LOG_LEVEL must be one of/],
    [{ WS_MAX_SUBSCRIPTIONS_PER_SOCKET: "0" }, /^WS_MAX_SUBSCRIPTIONS_PER_SOCKET must be an integer from 1/],
    [{ MFA_ENCRYPTION_KEYS: "c2hvcnQ=" }, /^MFA_ENCRYPTION_KEYS must be a comma-separated list of 32-byte keys/],
    [
      { NODE_ENV: "production", JWT_SIGNING_KEYS: JSON.stringify({ keys: [{ kid: "k1", d: "private" }] }) },
      /^MFA_ENCRYPTION_KEYS must be set in production/,
    ],
    [
      {
        NODE_ENV: "production",
        JWT_SIGNING_KEYS: JSON.stringify({ keys: [{ kid: "k1", d: "private" }] }),
        MFA_ENCRYPTION_KEYS: Buffer.alloc(32, 1).toString("base64"),
      },
      /^PASSENGER_ENCRYPTION_KEYS must be set in production/,
    ],
    [{ PASSENGER_RETENTION_DAYS: "-1" }, /^PASSENGER_RETENTION_DAYS must be an integer from 0/],
  ])("rejects %o with a line naming the variable", (env, message) => {
    expect(() => loadConfig(env)).toThrowError(ConfigError);
    expect(() => loadConfig(env)).toThrowError(message);
  });
});

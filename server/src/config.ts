import path from "node:path";
import { fileURLToPath } from "node:url";

// The only module that reads process.env: everything else receives a validated Config.

export class ConfigError extends Error {}

export type NodeEnv = "development" | "production" | "test";
export type LogLevel = "fatal" | "error" | "warn" | "info" | "debug" | "trace" | "silent";

/**
 * What staff need beyond their role for staff tools (STAFF_REQUIRE_MFA): nothing (false), an aal2
 * session ("any" second factor), or an aal2 session reached with a WebAuthn security key.
 */
export type StaffMfaRule = false | "any" | "webauthn";

export interface Config {
  nodeEnv: NodeEnv;
  host: string;
  port: number;
  /** Empty when the server should run its own embedded PostgreSQL. */
  databaseUrl: string | null;
  /** Connections each server copy keeps to PostgreSQL for queries (the LISTEN connection comes on top). */
  databasePoolSize: number;
  /** A read replica for reads that tolerate its lag (staff exports, analytics); null: the primary serves them. */
  databaseReadUrl: string | null;
  dataDir: string;
  /** Null: 54329 when free, else any free port. A set port that is taken stops the start. */
  embeddedPgPort: number | null;
  /** Where a server run as root keeps the PostgreSQL binaries and clusters the `postgres` user can reach. */
  embeddedPgSharedDir: string;
  logLevel: LogLevel;
  /** Directory of the built web app (vite output). */
  webDist: string;
  graphqlIntrospection: boolean;
  /** GraphiQL at GET /graphql for browsers (the web build bundles it); off by default in production. */
  graphqlSandbox: boolean;
  /** Load the demo data (featured offers, later demo leads) into an empty database at start. */
  seedDemoData: boolean;
  /** How long SIGTERM waits for in-flight requests before closing them. */
  shutdownGraceMs: number;
  /** Seconds between two passes that turn unanswerable quote requests EXPIRED (0: off). */
  requestExpiryIntervalSeconds: number;
  /** Seconds between two passes that queue "payment due" emails (PAYMENT_REMINDER_INTERVAL_SECONDS; 0: off). */
  paymentReminderIntervalSeconds: number;
  /** Seconds between two passes of the trip reminders (the day before departure, staff lead digests); 0 turns them off. */
  tripReminderIntervalSeconds: number;
  /** How long an operator's emailed link to answer a request for quotes works (RFQ_LINK_HOURS, 72 by default). */
  rfqLinkHours: number;
  /** Minutes a conversation message may wait unread before its reader is emailed, once (MESSAGE_UNREAD_EMAIL_MINUTES, 15; 0: never). */
  messageUnreadEmailMinutes: number;
  passengers: PassengerConfig;
  /**
   * Milliseconds between two heartbeats of an open `leadViewers` subscription: it refreshes its row
   * and re-reads the list, which is when a viewer whose server copy died drops out.
   */
  leadPresenceHeartbeatMs: number;
  /** Express "trust proxy": which hops' X-Forwarded-For to believe for client IPs (rate limits). */
  trustProxy: string;
  /** Largest GraphQL request: the HTTP body limit, and the largest graphql-ws message (ws maxPayload). */
  graphqlMaxBodyBytes: number;
  /**
   * Multiplies the per-address limits of the API's public mutations (quote requests, contact
   * messages, affiliate applications…). 1 in any real deployment; a test suite whose every
   * visitor is 127.0.0.1 raises it.
   */
  graphqlRateLimitScale: number;
  /**
   * Browser origins besides SITE_URL's that may call /graphql (CORS) and open graphql-ws sockets
   * (their Origin header is checked). Normalised to `scheme://host[:port]`.
   */
  corsOrigins: string[];
  ws: WsConfig;
  mail: MailConfig;
  auth: AuthConfig;
}

/** The passengers' details: their keys, links, retention and manifest reminders. */
export interface PassengerConfig {
  /**
   * AES-256 keys for passengers' details at rest (PASSENGER_ENCRYPTION_KEYS): the first encrypts, all
   * decrypt (rotation). Null: a key generated once under DATA_DIR (not in production).
   */
  encryptionKeys: Buffer[] | null;
  /** How long a passenger's emailed link to enter their own details works (PASSENGER_LINK_HOURS, 72 by default). */
  linkHours: number;
  /** Days after a booking's last leg when its passengers' details are erased (PASSENGER_RETENTION_DAYS, 30). */
  retentionDays: number;
  /** Days before a manifest deadline when the booker of an incomplete manifest is emailed, once (MANIFEST_REMINDER_DAYS, 3). */
  manifestReminderDays: number;
  /** Seconds between two passes of the erasure and the reminders (PASSENGER_JOBS_INTERVAL_SECONDS, 3600; 0: off). */
  jobsIntervalSeconds: number;
}

/** Limits for graphql-ws sockets, which otherwise hold memory and LISTEN work for as long as they like. */
export interface WsConfig {
  /** Open sockets per client address (TRUST_PROXY applies); more are closed with 4429. */
  maxConnectionsPerIp: number;
  /** Live subscriptions per socket; another subscribe is answered with RATE_LIMITED. */
  maxSubscriptionsPerSocket: number;
  /** A socket that sends no connection_init within this time is closed (4408). */
  connectionInitTimeoutMs: number;
  /** An anonymous socket with nothing running is closed after this long (4408): only signed-in sockets may idle. */
  anonymousIdleMs: number;
}

export interface MailConfig {
  /** smtp(s)://user:pass@host:port; null writes each message as an .eml file under `dir`. */
  smtpUrl: string | null;
  from: string;
  dir: string;
  /** Print a file-transport message's link in the log (development only: a link is a sign-in). */
  logLinks: boolean;
}

export interface AuthConfig {
  /** Where the site is reached; links in emails and the token issuer derive from it. */
  siteUrl: string;
  /** Other origins/URLs that redirect_to may point at (besides siteUrl). */
  additionalRedirectUrls: string[];
  /**
   * JWK set: the first key with a private part signs, the others only verify (Supabase Auth's key list
   * is brought to this form). Null: keys under DATA_DIR (not in production).
   */
  jwtSigningKeys: { keys: Record<string, unknown>[] } | null;
  jwtExpirySeconds: number;
  /** Seconds after rotation during which replaying the rotated token returns the active one (a client that lost the response); later reuse ends the session. */
  refreshTokenReuseIntervalSeconds: number;
  /**
   * Failed password sign-ins allowed per address and client IP before that pair must wait out the
   * lockout, counted from its first failure. Per IP, so a stranger's guesses cannot lock the owner out.
   */
  signInFailures: { limit: number; windowSeconds: number };
  /**
   * Failed password sign-ins on one address, from anywhere, before each further attempt waits: 1 s,
   * doubling up to `maxDelaySeconds`, so guessing crawls while the owner waits minutes at most.
   */
  accountSignInFailures: { free: number; maxDelaySeconds: number };
  /** Wrong codes one second factor takes per day (from its first wrong code) before it refuses until the day is over. */
  mfaDailyFailures: number;
  /**
   * Wrong sign-in codes (emailed or texted, POST /verify) per address or number, across every code
   * sent to it: `free` go at once, then each try waits 1 s, doubling up to `maxDelaySeconds`; after
   * `daily` in a day (from the first) every code is refused until the day is over.
   */
  signInCodeFailures: { free: number; maxDelaySeconds: number; daily: number };
  /**
   * AES-256 keys for TOTP secrets at rest: the first encrypts, all decrypt (rotation). Null: a key
   * generated once under DATA_DIR (not in production).
   */
  mfaEncryptionKeys: Buffer[] | null;
  /**
   * Requests per client IP: sign-up, token, verify, recover, resend, otp and passkey sign-in per 5
   * minutes, MFA per minute (Supabase Auth's defaults); /otp with create_user false, which tells a
   * known address from an unknown one, per hour.
   */
  ipRateLimits: Record<
    "signup" | "token" | "verify" | "recover" | "resend" | "otp" | "mfa" | "passkey" | "otpLookup",
    number
  >;
  /** Sign-ups are usable at once, without the confirmation email (refused in production; never proves the address). */
  mailerAutoconfirm: boolean;
  /**
   * Phone sign-ups with a password are usable at once, without the texted code (GoTrue's
   * SMS_AUTOCONFIRM; refused in production, never proves the number).
   */
  smsAutoconfirm: boolean;
  /**
   * New passwords are refused when on the built-in list of common passwords (reason "pwned"), as
   * GoTrue's PASSWORD_HIBP_ENABLED does; on by default here, and production may not turn it off.
   */
  passwordCommonCheck: boolean;
  disableSignup: boolean;
  /**
   * What staff and admins need for staff APIs: nothing more (false), an aal2 session ("any" second
   * factor), or an aal2 session reached with a WebAuthn security key ("webauthn").
   */
  staffRequireMfa: StaffMfaRule;
  /** The WebAuthn relying party that security keys and passkeys are bound to. */
  webauthn: WebAuthnConfig;
  /**
   * The longest a service-role key may live (SERVICE_ROLE_KEY_MAX_DAYS): the admin API refuses a key
   * whose exp is further than this from its iat, and the CLI makes none longer.
   */
  serviceRoleKeyMaxDays: number;
  /**
   * A Supabase project's issuer (SERVICE_ROLE_KEY_SUPABASE_ISSUER) whose service-role keys the admin
   * API takes as Supabase Auth does (role, signature, expiry), without our audience, id and cap; null: none.
   */
  serviceRoleKeySupabaseIssuer: string | null;
  adminEmail: string;
  /** Null: no admin is created at start (production without ADMIN_PASSWORD). */
  adminPassword: string | null;
  google: { clientId: string; clientSecret: string; issuer: string } | null;
  smsWebhookUrl: string | null;
  /** Seconds between two texted codes to one phone factor (GoTrue's SMS_MAX_FREQUENCY). */
  smsMaxFrequencySeconds: number;
  /** Sign-in and sign-up texts sent per hour across every number (GoTrue's RATE_LIMIT_SMS_SENT). */
  smsSentPerHour: number;
  /**
   * E.164 prefixes (calling codes, digits without "+") of the countries texts may go to; empty: all
   * (SMS_ALLOWED_CALLING_CODES).
   */
  smsAllowedCallingCodes: string[];
  /** Seconds between two emails of a kind (confirmation, recovery, email change, reauthentication code) to one address (GoTrue's SMTP_MAX_FREQUENCY). */
  smtpMaxFrequencySeconds: number;
  /** A new password needs the code GET /reauthenticate mails (GoTrue's SECURITY_UPDATE_PASSWORD_REQUIRE_REAUTHENTICATION). */
  passwordChangeRequiresReauthentication: boolean;
  /**
   * How long a session opened by an emailed link or code (recovery, invitation, confirmation, magic
   * link) may set a password without that code: the email already proved the inbox (a texted code
   * proves none). 0: never.
   */
  reauthenticationGraceSeconds: number;
  /** An email change must be confirmed from the current address as well as the new one (GoTrue's MAILER_SECURE_EMAIL_CHANGE_ENABLED). */
  secureEmailChange: boolean;
  /** Signed-in users may link and unlink identities themselves (GoTrue's SECURITY_MANUAL_LINKING_ENABLED); off, as there. */
  manualLinking: boolean;
  /** How long an emailed sign-in code and its link work (GoTrue's MAILER_OTP_EXP). */
  emailOtpExpirySeconds: number;
  /** How long a texted sign-in code works (GoTrue's SMS_OTP_EXP). */
  smsOtpExpirySeconds: number;
  /** Customers may sign in (and up) with a code texted to their phone (GoTrue's EXTERNAL_PHONE_ENABLED). */
  phoneSignIn: boolean;
  /** POST /signup with neither address opens an anonymous session (GoTrue's EXTERNAL_ANONYMOUS_USERS_ENABLED). */
  anonymousSignIn: boolean;
}

export interface WebAuthnConfig {
  /** The domain credentials are scoped to (WEBAUTHN_RP_ID; SITE_URL's host name by default). */
  rpId: string;
  /** The name authenticators show (WEBAUTHN_RP_DISPLAY_NAME). */
  rpName: string;
  /** Origins a ceremony may come from (WEBAUTHN_RP_ORIGINS; SITE_URL's origin by default), each on rpId or below it. */
  origins: string[];
}

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

type Env = Record<string, string | undefined>;

function fail(name: string, expected: string, got: string): never {
  throw new ConfigError(`${name} must be ${expected} (got "${got}")`);
}

function readInt(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  if (!/^\d+$/.test(raw)) fail(name, `an integer from ${min} to ${max}`, raw);
  const value = Number(raw);
  if (value < min || value > max) fail(name, `an integer from ${min} to ${max}`, raw);
  return value;
}

function readBool(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw) return fallback;
  if (["1", "true", "yes", "on"].includes(raw)) return true;
  if (["0", "false", "no", "off"].includes(raw)) return false;
  return fail(name, "true or false", raw);
}

function readEnum<T extends string>(env: Env, name: string, allowed: readonly T[], fallback: T): T {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  if (!(allowed as readonly string[]).includes(raw)) fail(name, `one of ${allowed.join(", ")}`, raw);
  return raw as T;
}

function readDatabaseUrl(env: Env, name = "DATABASE_URL"): string | null {
  const raw = env[name]?.trim();
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return fail(name, "a postgres:// URL", raw);
  }
  if (!["postgres:", "postgresql:"].includes(url.protocol)) fail(name, "a postgres:// URL", raw);
  return raw;
}

function readUrl(env: Env, name: string, fallback: string | null, protocols: string[]): string | null {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  try {
    if (protocols.includes(new URL(raw).protocol)) return raw.replace(/\/+$/, "");
  } catch {
    // reported below
  }
  return fail(name, `a ${protocols.map((p) => p.replace(":", "")).join(" or ")} URL`, raw);
}

/** Our own issuer may not be named: its keys would lose the audience, id and cap asked of them. */
function readSupabaseIssuer(env: Env, siteUrl: string): string | null {
  const raw = env.SERVICE_ROLE_KEY_SUPABASE_ISSUER?.trim();
  if (!raw) return null;
  if (raw === `${siteUrl}/auth/v1`)
    fail("SERVICE_ROLE_KEY_SUPABASE_ISSUER", "a Supabase project's issuer, not this service's own", raw);
  return raw;
}

/** The demo admin's password, published in the README: a development convenience, never production's. */
export const DEMO_ADMIN_PASSWORD = "SkyCharter-admin-2026";

function readAdminPassword(env: Env, production: boolean): string | null {
  const raw = env.ADMIN_PASSWORD?.trim();
  if (production && raw === DEMO_ADMIN_PASSWORD)
    fail("ADMIN_PASSWORD", "a password of your own in production, not the published demo one", "(hidden)");
  return raw || (production ? null : DEMO_ADMIN_PASSWORD);
}

const isPrivateJwk = (k: Record<string, unknown>) => typeof k.d === "string";

const JWKS_FORMS =
  'a JWK set {"keys":[…]} with a kid on every key and at least one private key, or Supabase Auth\'s key list [{…}] with a kid on every key and key_ops "sign" on exactly one private key';

/**
 * Our JWK set (the first private key signs), or Supabase Auth's JWT_KEYS file as it is: a bare
 * array whose one key with key_ops "sign" signs. Either way the signing key comes out first.
 */
function readJwks(env: Env): AuthConfig["jwtSigningKeys"] {
  const raw = env.JWT_SIGNING_KEYS?.trim();
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return fail("JWT_SIGNING_KEYS", JWKS_FORMS, "(hidden)");
  }
  const supabaseForm = Array.isArray(parsed);
  const keys: unknown = supabaseForm ? parsed : (parsed as { keys?: unknown } | null)?.keys;
  if (
    !Array.isArray(keys) ||
    keys.length === 0 ||
    !keys.every((k) => k && typeof k === "object" && typeof (k as { kid?: unknown }).kid === "string")
  ) {
    return fail("JWT_SIGNING_KEYS", JWKS_FORMS, "(hidden)");
  }
  const jwks = keys as Record<string, unknown>[];
  // Symmetric (HS256) keys would need the secret shared with every verifier; only ES256 and RS256 are taken.
  if (jwks.some((k) => k.kty === "oct"))
    fail("JWT_SIGNING_KEYS", "ES256 or RS256 keys (symmetric oct keys are not supported)", "(hidden)");
  if (!supabaseForm) {
    if (!jwks.some(isPrivateJwk)) fail("JWT_SIGNING_KEYS", JWKS_FORMS, "(hidden)");
    return { keys: jwks };
  }
  const signing = jwks.filter((k) => Array.isArray(k.key_ops) && k.key_ops.includes("sign"));
  if (signing.length !== 1 || !isPrivateJwk(signing[0]!)) fail("JWT_SIGNING_KEYS", JWKS_FORMS, "(hidden)");
  return { keys: [signing[0]!, ...jwks.filter((k) => k !== signing[0])] };
}

function readEncryptionKeys(env: Env, name: string): Buffer[] | null {
  const entries = (env[name] ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (!entries.length) return null;
  const keys = entries.map((entry) => Buffer.from(entry, /[-_]/.test(entry) ? "base64url" : "base64"));
  if (keys.some((key) => key.length !== 32))
    fail(name, "a comma-separated list of 32-byte keys in base64 (openssl rand -base64 32)", "(hidden)");
  return keys;
}

function readOrigins(env: Env, name: string): string[] {
  const entries = (env[name] ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries.map((entry) => {
    const origin = readUrl({ [name]: entry }, name, null, ["http:", "https:"])!;
    return new URL(origin).origin;
  });
}

/** Comma-separated E.164 prefixes ("44, 33, +1"): 1 to 6 digits each, not starting with 0; stored without "+". */
function readCallingCodes(env: Env, name: string): string[] {
  const entries = (env[name] ?? "")
    .split(",")
    .map((entry) => entry.trim().replace(/^\+/, ""))
    .filter(Boolean);
  for (const entry of entries)
    if (!/^[1-9]\d{0,5}$/.test(entry)) fail(name, "comma-separated calling codes such as 44,33,1", entry);
  return entries;
}

function readStaffMfa(env: Env, production: boolean): StaffMfaRule {
  const raw = env.STAFF_REQUIRE_MFA?.trim().toLowerCase();
  if (raw === "webauthn") return "webauthn";
  if (raw === "any") return "any";
  try {
    return readBool(env, "STAFF_REQUIRE_MFA", production) ? "any" : false;
  } catch {
    return fail("STAFF_REQUIRE_MFA", "true, false or webauthn", raw ?? "");
  }
}

/**
 * The RP ID is a host name; every origin must be on it or a subdomain of it. Browsers refuse
 * WebAuthn on an IP address: a SITE_URL such as http://127.0.0.1:4000 starts, but security keys and
 * passkeys work there only from clients that do not check (tests), so a set WEBAUTHN_RP_ID may not be one.
 */
function readWebAuthn(env: Env, siteUrl: string): WebAuthnConfig {
  const site = new URL(siteUrl);
  const rpId = (env.WEBAUTHN_RP_ID?.trim() || site.hostname).toLowerCase();
  if (
    env.WEBAUTHN_RP_ID?.trim() &&
    (!/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/.test(rpId) || /^[\d.]+$/.test(rpId))
  )
    fail("WEBAUTHN_RP_ID", "a host name such as example.com (browsers refuse IP addresses)", rpId);
  const listed = readOrigins(env, "WEBAUTHN_RP_ORIGINS");
  const origins = listed.length ? listed : [site.origin];
  for (const origin of origins) {
    const host = new URL(origin).hostname;
    if (host !== rpId && !host.endsWith(`.${rpId}`))
      fail("WEBAUTHN_RP_ORIGINS", `origins on ${rpId} or its subdomains (WEBAUTHN_RP_ID)`, origin);
  }
  return { rpId, rpName: env.WEBAUTHN_RP_DISPLAY_NAME?.trim() || "SkyCharter", origins };
}

function readEmail(env: Env, name: string, fallback: string): string {
  const raw = env[name]?.trim() || fallback;
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(raw)) fail(name, "an email address", raw);
  return raw.toLowerCase();
}

function readGoogle(env: Env): AuthConfig["google"] {
  const clientId = env.GOOGLE_CLIENT_ID?.trim();
  const clientSecret = env.GOOGLE_CLIENT_SECRET?.trim();
  if (!clientId && !clientSecret) return null;
  if (!clientId) fail("GOOGLE_CLIENT_ID", "set when GOOGLE_CLIENT_SECRET is", "");
  if (!clientSecret) fail("GOOGLE_CLIENT_SECRET", "set when GOOGLE_CLIENT_ID is", "");
  return {
    clientId,
    clientSecret,
    issuer: readUrl(env, "GOOGLE_ISSUER", "https://accounts.google.com", ["https:", "http:"])!,
  };
}

/** Reads the environment once, at start-up: every setting checked, with the name of the one that is wrong. */
export function loadConfig(env: Env = process.env): Config {
  const nodeEnv = readEnum(env, "NODE_ENV", ["development", "production", "test"] as const, "development");
  const production = nodeEnv === "production";
  const port = readInt(env, "PORT", 4000, 0, 65535);
  const dataDir = path.resolve(projectRoot, env.DATA_DIR?.trim() || ".data");
  const siteUrl = readUrl(env, "SITE_URL", `http://localhost:${port}`, ["http:", "https:"])!;
  return {
    ...readServerSettings(env, { nodeEnv, production, port, dataDir }),
    ws: readWebSocketSettings(env),
    mail: readMailSettings(env, dataDir, production, siteUrl),
    auth: readAuthSettings(env, siteUrl, production),
    // After the sign-in API's keys, so a production start missing both names those first.
    passengers: readPassengerSettings(env, production),
  };
}

/** The process, the database, the web build and the API's own limits. */
function readServerSettings(
  env: Env,
  { nodeEnv, production, port, dataDir }: { nodeEnv: NodeEnv; production: boolean; port: number; dataDir: string },
): Omit<Config, "ws" | "mail" | "auth" | "passengers"> {
  return {
    nodeEnv,
    host: env.HOST?.trim() || "0.0.0.0",
    port,
    databaseUrl: readDatabaseUrl(env),
    databasePoolSize: readInt(env, "DATABASE_POOL_SIZE", 10, 2, 500),
    databaseReadUrl: readDatabaseUrl(env, "DATABASE_READ_URL"),
    dataDir,
    embeddedPgPort: env.EMBEDDED_PG_PORT?.trim() ? readInt(env, "EMBEDDED_PG_PORT", 54329, 1, 65535) : null,
    embeddedPgSharedDir: path.resolve(env.EMBEDDED_PG_SHARED_DIR?.trim() || "/var/lib/skycharter"),
    logLevel: readEnum(
      env,
      "LOG_LEVEL",
      ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const,
      nodeEnv === "test" ? "warn" : "info",
    ),
    webDist: path.resolve(projectRoot, env.WEB_DIST?.trim() || "web/dist"),
    graphqlIntrospection: readBool(env, "GRAPHQL_INTROSPECTION", !production),
    graphqlSandbox: readBool(env, "GRAPHQL_SANDBOX", !production),
    seedDemoData: readBool(env, "SEED_DEMO_DATA", !production),
    shutdownGraceMs: readInt(env, "SHUTDOWN_GRACE_MS", 10_000, 0, 600_000),
    requestExpiryIntervalSeconds: readInt(env, "REQUEST_EXPIRY_INTERVAL_SECONDS", 300, 0, 86_400),
    paymentReminderIntervalSeconds: readInt(env, "PAYMENT_REMINDER_INTERVAL_SECONDS", 900, 0, 86_400),
    tripReminderIntervalSeconds: readInt(env, "TRIP_REMINDER_INTERVAL_SECONDS", 300, 0, 86_400),
    rfqLinkHours: readInt(env, "RFQ_LINK_HOURS", 72, 1, 720),
    messageUnreadEmailMinutes: readInt(env, "MESSAGE_UNREAD_EMAIL_MINUTES", 15, 0, 10_080),
    // At most a third of the 45 s after which a row counts as a crashed copy's: a live viewer misses two beats before that.
    leadPresenceHeartbeatMs: readInt(env, "LEAD_PRESENCE_HEARTBEAT_MS", 15_000, 100, 15_000),
    trustProxy: env.TRUST_PROXY?.trim() || "loopback",
    graphqlMaxBodyBytes: readInt(env, "GRAPHQL_MAX_BODY_BYTES", 1024 * 1024, 1024, 64 * 1024 * 1024),
    graphqlRateLimitScale: readInt(env, "GRAPHQL_RATE_LIMIT_SCALE", 1, 1, 100_000),
    corsOrigins: readOrigins(env, "CORS_ORIGINS"),
  };
}

function readPassengerSettings(env: Env, production: boolean): PassengerConfig {
  const encryptionKeys = readEncryptionKeys(env, "PASSENGER_ENCRYPTION_KEYS");
  if (production && !encryptionKeys)
    fail("PASSENGER_ENCRYPTION_KEYS", "set in production (openssl rand -base64 32; see docs/security.md)", "");
  return {
    encryptionKeys,
    linkHours: readInt(env, "PASSENGER_LINK_HOURS", 72, 1, 720),
    retentionDays: readInt(env, "PASSENGER_RETENTION_DAYS", 30, 0, 3650),
    manifestReminderDays: readInt(env, "MANIFEST_REMINDER_DAYS", 3, 1, 60),
    jobsIntervalSeconds: readInt(env, "PASSENGER_JOBS_INTERVAL_SECONDS", 3600, 0, 86_400),
  };
}

function readWebSocketSettings(env: Env): WsConfig {
  return {
    maxConnectionsPerIp: readInt(env, "WS_MAX_CONNECTIONS_PER_IP", 20, 1, 100_000),
    maxSubscriptionsPerSocket: readInt(env, "WS_MAX_SUBSCRIPTIONS_PER_SOCKET", 20, 1, 10_000),
    connectionInitTimeoutMs: readInt(env, "WS_CONNECTION_INIT_TIMEOUT_MS", 3_000, 100, 600_000),
    anonymousIdleMs: readInt(env, "WS_ANONYMOUS_IDLE_MS", 10_000, 100, 3_600_000),
  };
}

function readMailSettings(env: Env, dataDir: string, production: boolean, siteUrl: string): MailConfig {
  return {
    smtpUrl: readUrl(env, "SMTP_URL", null, ["smtp:", "smtps:"]),
    // Unset: no-reply at the site's own host, so production mail never comes from a made-up domain.
    from: env.MAIL_FROM?.trim() || `SkyCharter <no-reply@${new URL(siteUrl).hostname}>`,
    dir: path.join(dataDir, "mail"),
    logLinks: !production,
  };
}

/** A setting that production refuses in one position: `refused` is the value production may not have. */
function readGuardedBool(
  env: Env,
  name: string,
  fallback: boolean,
  production: boolean,
  refused: boolean,
  why: string,
) {
  const value = readBool(env, name, fallback);
  if (production && value === refused) fail(name, why, env[name]?.trim() ?? "");
  return value;
}

/** The settings production refuses outright: keys it must have, conveniences it must not. */
function readProductionGuards(env: Env, production: boolean) {
  const jwtSigningKeys = readJwks(env);
  if (production && !jwtSigningKeys) fail("JWT_SIGNING_KEYS", "set in production (a JWK set; see .env.example)", "");
  const mfaEncryptionKeys = readEncryptionKeys(env, "MFA_ENCRYPTION_KEYS");
  if (production && !mfaEncryptionKeys)
    fail("MFA_ENCRYPTION_KEYS", "set in production (openssl rand -base64 32; see docs/security.md)", "");
  // Without a webhook, texted codes are only written to files: nobody could sign in with them.
  const phoneSignIn = readBool(env, "PHONE_SIGNIN_ENABLED", false);
  if (production && phoneSignIn && !env.SMS_WEBHOOK_URL?.trim())
    fail("PHONE_SIGNIN_ENABLED", "off in production unless SMS_WEBHOOK_URL is set", env.PHONE_SIGNIN_ENABLED!.trim());
  return {
    jwtSigningKeys,
    mfaEncryptionKeys,
    phoneSignIn,
    // Autoconfirm signs in whoever types an address: a development convenience, never production's.
    mailerAutoconfirm: readGuardedBool(
      env,
      "MAILER_AUTOCONFIRM",
      false,
      production,
      true,
      "off in production (sign-ups must follow the emailed link)",
    ),
    // The same for a number typed at a phone sign-up.
    smsAutoconfirm: readGuardedBool(
      env,
      "SMS_AUTOCONFIRM",
      false,
      production,
      true,
      "off in production (phone sign-ups must enter the texted code)",
    ),
    // Common passwords fall first to guessing: only a test setup (Supabase's client tests) turns the check off.
    passwordCommonCheck: readGuardedBool(
      env,
      "PASSWORD_COMMON_CHECK_ENABLED",
      true,
      production,
      false,
      "on in production (common passwords are the first guessed)",
    ),
  };
}

/** How much guessing and sending each client, address and number gets. */
function readAuthBudgets(env: Env) {
  return {
    signInFailures: {
      limit: readInt(env, "SIGNIN_FAILURE_LIMIT", 10, 1, 10_000),
      windowSeconds: readInt(env, "SIGNIN_LOCKOUT_SECONDS", 300, 1, 86_400),
    },
    accountSignInFailures: {
      free: readInt(env, "SIGNIN_ACCOUNT_FAILURE_LIMIT", 20, 1, 10_000),
      maxDelaySeconds: readInt(env, "SIGNIN_ACCOUNT_MAX_DELAY", 300, 1, 3_600),
    },
    mfaDailyFailures: readInt(env, "MFA_DAILY_FAILURE_LIMIT", 20, 1, 10_000),
    signInCodeFailures: {
      free: readInt(env, "OTP_FAILURE_LIMIT", 10, 1, 10_000),
      maxDelaySeconds: readInt(env, "OTP_MAX_DELAY", 300, 1, 3_600),
      daily: readInt(env, "OTP_DAILY_FAILURE_LIMIT", 30, 1, 10_000),
    },
    ipRateLimits: {
      signup: readInt(env, "AUTH_RATE_LIMIT_SIGNUP", 30, 1, 1_000_000),
      token: readInt(env, "AUTH_RATE_LIMIT_TOKEN", 150, 1, 1_000_000),
      verify: readInt(env, "AUTH_RATE_LIMIT_VERIFY", 30, 1, 1_000_000),
      recover: readInt(env, "AUTH_RATE_LIMIT_RECOVER", 30, 1, 1_000_000),
      resend: readInt(env, "AUTH_RATE_LIMIT_RESEND", 30, 1, 1_000_000),
      otp: readInt(env, "AUTH_RATE_LIMIT_OTP", 30, 1, 1_000_000),
      mfa: readInt(env, "AUTH_RATE_LIMIT_MFA", 15, 1, 1_000_000),
      passkey: readInt(env, "AUTH_RATE_LIMIT_PASSKEY", 30, 1, 1_000_000),
      otpLookup: readInt(env, "AUTH_RATE_LIMIT_OTP_LOOKUP", 10, 1, 1_000_000),
    },
    smsSentPerHour: readInt(env, "RATE_LIMIT_SMS_SENT", 30, 1, 1_000_000),
    smsMaxFrequencySeconds: readInt(env, "SMS_MAX_FREQUENCY", 60, 1, 3_600),
    smtpMaxFrequencySeconds: readInt(env, "SMTP_MAX_FREQUENCY", 60, 1, 3_600),
  };
}

/** The sign-in API: keys, tokens, the flows it offers and how each is held. */
function readAuthSettings(env: Env, siteUrl: string, production: boolean): AuthConfig {
  return {
    siteUrl,
    additionalRedirectUrls: (env.ADDITIONAL_REDIRECT_URLS ?? "")
      .split(",")
      .map((u) => u.trim())
      .filter(Boolean),
    ...readProductionGuards(env, production),
    ...readAuthBudgets(env),
    jwtExpirySeconds: readInt(env, "JWT_EXPIRY", 3600, 30, 604_800),
    refreshTokenReuseIntervalSeconds: readInt(env, "REFRESH_TOKEN_REUSE_INTERVAL", 10, 0, 3600),
    disableSignup: readBool(env, "DISABLE_SIGNUP", false),
    staffRequireMfa: readStaffMfa(env, production),
    webauthn: readWebAuthn(env, siteUrl),
    serviceRoleKeyMaxDays: readInt(env, "SERVICE_ROLE_KEY_MAX_DAYS", 365, 1, 3650),
    serviceRoleKeySupabaseIssuer: readSupabaseIssuer(env, siteUrl),
    adminEmail: readEmail(env, "ADMIN_EMAIL", "admin@skycharter.example"),
    adminPassword: readAdminPassword(env, production),
    google: readGoogle(env),
    smsWebhookUrl: readUrl(env, "SMS_WEBHOOK_URL", null, ["https:", "http:"]),
    smsAllowedCallingCodes: readCallingCodes(env, "SMS_ALLOWED_CALLING_CODES"),
    passwordChangeRequiresReauthentication: readBool(env, "SECURITY_UPDATE_PASSWORD_REQUIRE_REAUTHENTICATION", true),
    reauthenticationGraceSeconds: readInt(env, "SECURITY_REAUTHENTICATION_GRACE_SECONDS", 600, 0, 3_600),
    secureEmailChange: readBool(env, "MAILER_SECURE_EMAIL_CHANGE_ENABLED", true),
    manualLinking: readBool(env, "SECURITY_MANUAL_LINKING_ENABLED", false),
    emailOtpExpirySeconds: readInt(env, "MAILER_OTP_EXP", 3600, 60, 86_400),
    smsOtpExpirySeconds: readInt(env, "SMS_OTP_EXP", 300, 30, 3_600),
    anonymousSignIn: readBool(env, "ANONYMOUS_SIGNIN_ENABLED", false),
  };
}

import type { GoTrueClient, Session } from "@supabase/auth-js";
import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { factorSecrets, sealFactorSecrets } from "../../server/src/auth/factors/factor-secrets.js";
import { webhookSmsSender } from "../../server/src/auth/common/sms-sender.js";
import { createLogger } from "../../server/src/logger.js";
import { authClientAt, clientAddresses, uniqueEmail } from "../support/auth-client.js";
import { holdClock } from "../support/clock.js";
import { messageFiles } from "../support/message-files.js";
import { startTestServer, startTestServerCopy, type TestServer } from "../support/server.js";
import { totpCode } from "../support/totp.js";

const PASSWORD = "Second-factor-2026";

// --- helpers
const nextIp = clientAddresses(77);

const mfaClient = (server: TestServer, ip: string): GoTrueClient => authClientAt(server.url, ip);

/** A new confirmed user (MAILER_AUTOCONFIRM) signed in on a client of its own. */
async function newUser(server: TestServer, prefix: string, ip = nextIp()) {
  const client = mfaClient(server, ip);
  const email = uniqueEmail(prefix);
  const { data, error } = await client.signUp({ email, password: PASSWORD });
  expect(error).toBeNull();
  expect(data.session).toBeTruthy();
  return { client, email, ip, session: data.session! };
}

async function accessToken(client: GoTrueClient): Promise<string> {
  return (await client.getSession()).data.session!.access_token;
}

function claims(token: string): { aal: string; amr: { method: string; timestamp: number }[]; session_id: string } {
  return JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString("utf8"));
}

async function raw(
  server: TestServer,
  method: string,
  route: string,
  options: { token?: string; ip: string; body?: unknown },
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
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Record<string, unknown>,
  };
}

async function enrollTotp(client: GoTrueClient, friendlyName?: string) {
  const { data, error } = await client.mfa.enroll({ factorType: "totp", friendlyName });
  expect(error).toBeNull();
  if (data?.type !== "totp") throw new Error("expected a TOTP factor");
  return data;
}

async function smsCodeFor(server: TestServer, phone: string): Promise<string> {
  const dir = path.join(server.dataDir, "sms");
  const files = await messageFiles(dir, phone, "txt");
  expect(files.length).toBeGreaterThan(0);
  const text = await readFile(path.join(dir, files.at(-1)!), "utf8");
  return /\b(\d{6})\b/.exec(text)![1]!;
}

describe("RFC 6238 reference implementation of this test", () => {
  it("matches the RFC's SHA1 test vectors", () => {
    const secret = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ"; // "12345678901234567890"
    expect(totpCode(secret, 59_000, 8)).toBe("94287082");
    expect(totpCode(secret, 1_111_111_109_000, 8)).toBe("07081804");
    expect(totpCode(secret, 20_000_000_000_000, 8)).toBe("65353130");
  });
});

describe("multi-factor authentication with @supabase/auth-js", () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ MAILER_AUTOCONFIRM: "true" });
  });
  afterAll(() => server?.close());

  it("enrols TOTP, reaches aal2 once, refuses replays and stale aal1 tokens, then unenrols and verifies a phone factor", async () => {
    const { client, email, ip, session: preMfa } = await newUser(server, "totp");
    // Another aal1 session of the same user, which verifying must end.
    const other = mfaClient(server, ip);
    expect((await other.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
    const otherToken = await accessToken(other);

    const factor = await enrollTotp(client, "Pilot phone");
    expect(factor.friendly_name).toBe("Pilot phone");
    expect(factor.totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(factor.totp.uri).toMatch(/^otpauth:\/\/totp\/.+secret=/);
    expect(factor.totp.uri).toContain(`secret=${factor.totp.secret}`);
    expect(factor.totp.qr_code.startsWith("data:image/svg+xml;utf-8,<svg")).toBe(true);
    expect((await client.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({
      currentLevel: "aal1",
      nextLevel: "aal1",
    });

    const challenge = await client.mfa.challenge({ factorId: factor.id });
    expect(challenge.error).toBeNull();
    expect(challenge.data).toMatchObject({ type: "totp" });
    expect(challenge.data!.expires_at).toBeGreaterThan(Date.now() / 1000 + 250);
    const code = totpCode(factor.totp.secret);
    const wrong = await client.mfa.verify({
      factorId: factor.id,
      challengeId: challenge.data!.id,
      code: code === "000000" ? "111111" : "000000",
    });
    expect(wrong.error).toMatchObject({ code: "mfa_verification_failed", status: 422 });
    const verified = await client.mfa.verify({ factorId: factor.id, challengeId: challenge.data!.id, code });
    expect(verified.error).toBeNull();
    expect(verified.data!.refresh_token).not.toBe(preMfa.refresh_token);

    const aal = await client.mfa.getAuthenticatorAssuranceLevel();
    expect(aal.data).toMatchObject({ currentLevel: "aal2", nextLevel: "aal2" });
    const token = await accessToken(client);
    const upgraded = claims(token);
    expect(upgraded.aal).toBe("aal2");
    expect(upgraded.amr.map((e) => e.method)).toEqual(["totp", "password"]);
    const [row] = await server.db.query(`SELECT aal, factor_id FROM auth_session WHERE id = $1`, [upgraded.session_id]);
    expect(row).toEqual({ aal: "aal2", factor_id: factor.id });
    const [{ n: liveTokens }] = await server.db.query(
      `SELECT count(*)::int AS n FROM auth_refresh_token WHERE session_id = $1`,
      [upgraded.session_id],
    );
    expect(liveTokens).toBe(1);
    expect((await raw(server, "GET", "/user", { token: otherToken, ip })).body).toMatchObject({
      code: "session_not_found",
    });
    const user = (await client.getUser()).data.user!;
    expect(user.factors).toEqual([
      expect.objectContaining({ id: factor.id, factor_type: "totp", status: "verified", friendly_name: "Pilot phone" }),
    ]);

    // The same code on a fresh challenge: refused, a code works once per factor.
    const replayChallenge = await client.mfa.challenge({ factorId: factor.id });
    const replay = await client.mfa.verify({ factorId: factor.id, challengeId: replayChallenge.data!.id, code });
    expect(replay.error).toMatchObject({ code: "mfa_verification_failed", status: 422 });
    // A used challenge cannot be verified again either.
    const reused = await client.mfa.verify({ factorId: factor.id, challengeId: challenge.data!.id, code });
    expect(reused.error).toMatchObject({ code: "mfa_challenge_expired", status: 422 });

    // The pre-MFA refresh token (still inside the reuse interval) yields nothing, let alone aal2.
    const stale = mfaClient(server, ip);
    const staleRefresh = await stale.refreshSession({ refresh_token: preMfa.refresh_token });
    expect(staleRefresh.data.session).toBeNull();
    expect(staleRefresh.error).toMatchObject({ status: 400 });
    // Refresh keeps aal2 for the upgraded session.
    const refreshed = await client.refreshSession();
    expect(claims(refreshed.data.session!.access_token).aal).toBe("aal2");

    // A fresh password sign-in is aal1: it may not add factors or remove a verified one.
    const aal1 = mfaClient(server, ip);
    expect((await aal1.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
    expect((await aal1.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({
      currentLevel: "aal1",
      nextLevel: "aal2",
    });
    const refusedEnroll = await aal1.mfa.enroll({ factorType: "totp", friendlyName: "Second" });
    expect(refusedEnroll.error).toMatchObject({ code: "insufficient_aal", status: 403 });
    const refusedUnenroll = await aal1.mfa.unenroll({ factorId: factor.id });
    expect(refusedUnenroll.error).toMatchObject({ code: "insufficient_aal", status: 422 });

    const unenrolled = await client.mfa.unenroll({ factorId: factor.id });
    expect(unenrolled.error).toBeNull();
    expect(unenrolled.data).toEqual({ id: factor.id });
    const downgraded = claims((await client.refreshSession()).data.session!.access_token);
    expect(downgraded.aal).toBe("aal1");
    expect(downgraded.amr.map((e) => e.method)).toEqual(["password"]);

    // Phone factor: the SMS lands in DATA_DIR/sms, only its hash in the database.
    const phone = await client.mfa.enroll({ factorType: "phone", phone: "+44 7700 900123", friendlyName: "Mobile" });
    expect(phone.error).toBeNull();
    expect(phone.data).toMatchObject({ type: "phone", friendly_name: "Mobile", phone: "+447700900123" });
    const phoneId = phone.data!.id;
    const sms = await client.mfa.challenge({ factorId: phoneId, channel: "sms" });
    expect(sms.error).toBeNull();
    expect(sms.data).toMatchObject({ type: "phone" });
    const smsCode = await smsCodeFor(server, "+447700900123");
    const [stored] = await server.db.query(`SELECT otp_code_hash FROM auth_mfa_challenge WHERE id = $1`, [
      sms.data!.id,
    ]);
    expect(stored.otp_code_hash).not.toContain(smsCode);
    const resend = await client.mfa.challenge({ factorId: phoneId });
    expect(resend.error).toMatchObject({ code: "over_sms_send_rate_limit", status: 429 });
    const phoneVerified = await client.mfa.verify({ factorId: phoneId, challengeId: sms.data!.id, code: smsCode });
    expect(phoneVerified.error).toBeNull();
    const phoneClaims = claims(await accessToken(client));
    expect(phoneClaims.aal).toBe("aal2");
    expect(phoneClaims.amr.map((e) => e.method)).toContain("mfa/phone");

    const list = await client.mfa.listFactors();
    expect(list.error).toBeNull();
    expect(list.data!.totp).toEqual([]);
    expect(list.data!.phone).toEqual([
      expect.objectContaining({ id: phoneId, factor_type: "phone", status: "verified", phone: "+447700900123" }),
    ]);
    expect(list.data!.all.map((f) => f.id)).toEqual([phoneId]);
  });

  it("refuses a challenge older than 300 s, and one verified from another address", async () => {
    const { client } = await newUser(server, "expired");
    const factor = await enrollTotp(client);
    const challenge = (await client.mfa.challenge({ factorId: factor.id })).data!;
    await server.db.query(`UPDATE auth_mfa_challenge SET created_at = now() - interval '301 seconds' WHERE id = $1`, [
      challenge.id,
    ]);
    const expired = await client.mfa.verify({
      factorId: factor.id,
      challengeId: challenge.id,
      code: totpCode(factor.totp.secret),
    });
    expect(expired.error).toMatchObject({ code: "mfa_challenge_expired", status: 422 });

    const fresh = (await client.mfa.challenge({ factorId: factor.id })).data!;
    const elsewhere = await raw(server, "POST", `/factors/${factor.id}/verify`, {
      token: await accessToken(client),
      ip: nextIp(),
      body: { challenge_id: fresh.id, code: totpCode(factor.totp.secret) },
    });
    expect(elsewhere).toMatchObject({ status: 422, body: { code: "mfa_ip_address_mismatch" } });
    const ok = await client.mfa.verify({
      factorId: factor.id,
      challengeId: fresh.id,
      code: totpCode(factor.totp.secret),
    });
    expect(ok.error).toBeNull();
  });

  it("answers 404 for another user's factor", async () => {
    const owner = await newUser(server, "owner");
    const factor = await enrollTotp(owner.client);
    const intruder = await newUser(server, "intruder");
    expect((await intruder.client.mfa.challenge({ factorId: factor.id })).error).toMatchObject({
      code: "mfa_factor_not_found",
      status: 404,
    });
    const ownChallenge = (await owner.client.mfa.challenge({ factorId: factor.id })).data!;
    const verify = await intruder.client.mfa.verify({
      factorId: factor.id,
      challengeId: ownChallenge.id,
      code: totpCode(factor.totp.secret),
    });
    expect(verify.error).toMatchObject({ code: "mfa_factor_not_found", status: 404 });
    expect((await intruder.client.mfa.unenroll({ factorId: factor.id })).error).toMatchObject({
      code: "mfa_factor_not_found",
      status: 404,
    });
    expect((await intruder.client.mfa.challenge({ factorId: "not-a-uuid" })).error).toMatchObject({
      code: "mfa_factor_not_found",
      status: 404,
    });
    expect((await owner.client.getUser()).data.user!.factors).toHaveLength(1);
  });

  it("checks enrolment input: names unique per user, at most 10 factors, E.164 phones", async () => {
    const { client } = await newUser(server, "limits");
    await enrollTotp(client, "Laptop");
    expect((await client.mfa.enroll({ factorType: "totp", friendlyName: "Laptop" })).error).toMatchObject({
      code: "mfa_factor_name_conflict",
      status: 422,
    });
    expect((await client.mfa.enroll({ factorType: "phone", phone: "07700 900123" })).error).toMatchObject({
      code: "validation_failed",
      status: 400,
    });
    for (let i = 1; i < 10; i++) await enrollTotp(client, `Device ${i}`);
    expect((await client.mfa.enroll({ factorType: "totp", friendlyName: "Eleventh" })).error).toMatchObject({
      code: "too_many_enrolled_mfa_factors",
      status: 422,
    });
  });

  it("limits challenges and verifies to 15 a minute per IP and per user, with Retry-After", async () => {
    // Fixed one-minute windows: the clock holds still at the start of one, so all 16 requests share it.
    holdClock(Math.floor(Date.now() / 60_000) * 60_000);
    const { client, ip } = await newUser(server, "limited");
    const factor = await enrollTotp(client);
    for (let i = 0; i < 15; i++) expect((await client.mfa.challenge({ factorId: factor.id })).error).toBeNull();

    const token = await accessToken(client);
    const overIp = await raw(server, "POST", `/factors/${factor.id}/challenge`, { token, ip, body: {} });
    expect(overIp.status).toBe(429);
    expect(overIp.body).toMatchObject({ code: "over_request_rate_limit" });
    expect(Number(overIp.headers.get("retry-after"))).toBeGreaterThan(0);
    // The same user from a new address: the per-user budget is spent too.
    const overUser = await raw(server, "POST", `/factors/${factor.id}/verify`, {
      token,
      ip: nextIp(),
      body: { challenge_id: factor.id, code: "123456" },
    });
    expect(overUser.status).toBe(429);
    expect(Number(overUser.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another user from the spent address: the per-IP budget applies.
    const neighbour = await newUser(server, "neighbour", ip);
    const neighbourFactor = await enrollTotp(neighbour.client);
    expect((await neighbour.client.mfa.challenge({ factorId: neighbourFactor.id })).error).toMatchObject({
      code: "over_request_rate_limit",
      status: 429,
    });
  });

  it("refuses aal2 through a factor enrolled before another was verified, unless the session is already aal2", async () => {
    const { client, email, ip } = await newUser(server, "second-unverified");
    // Someone with only the password enrols a phone before the owner sets up TOTP.
    const planted = await client.mfa.enroll({ factorType: "phone", phone: "+44 7700 900311" });
    expect(planted.error).toBeNull();
    const totp = await enrollTotp(client);
    const totpChallenge = (await client.mfa.challenge({ factorId: totp.id })).data!;
    expect(
      (await client.mfa.verify({ factorId: totp.id, challengeId: totpChallenge.id, code: totpCode(totp.totp.secret) }))
        .error,
    ).toBeNull();
    expect((await client.getUser()).data.user!.factors!.map((f) => [f.factor_type, f.status])).toEqual(
      expect.arrayContaining([
        ["totp", "verified"],
        ["phone", "unverified"],
      ]),
    );

    // A password-only session may not use the planted phone to reach aal2.
    const aal1 = mfaClient(server, ip);
    expect((await aal1.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
    const sms = (await aal1.mfa.challenge({ factorId: planted.data!.id })).data!;
    const smsCode = await smsCodeFor(server, "+447700900311");
    const refused = await aal1.mfa.verify({ factorId: planted.data!.id, challengeId: sms.id, code: smsCode });
    expect(refused.error).toMatchObject({ code: "insufficient_aal", status: 403 });
    expect(claims(await accessToken(aal1)).aal).toBe("aal1");
    const [factorRow] = await server.db.query(`SELECT status FROM auth_mfa_factor WHERE id = $1`, [planted.data!.id]);
    expect(factorRow).toEqual({ status: "unverified" });

    // The owner's aal2 session may verify it (the refused attempt did not spend the challenge).
    const owned = await client.mfa.verify({ factorId: planted.data!.id, challengeId: sms.id, code: smsCode });
    expect(owned.error).toBeNull();
  });

  it("refuses and removes an unverified factor older than 300 s", async () => {
    const { client } = await newUser(server, "stale-factor");
    const factor = await enrollTotp(client);
    const challenge = (await client.mfa.challenge({ factorId: factor.id })).data!;
    await server.db.query(`UPDATE auth_mfa_factor SET created_at = now() - interval '301 seconds' WHERE id = $1`, [
      factor.id,
    ]);
    const stale = await client.mfa.verify({
      factorId: factor.id,
      challengeId: challenge.id,
      code: totpCode(factor.totp.secret),
    });
    expect(stale.error).toMatchObject({ code: "mfa_factor_not_found", status: 404 });
    expect(claims(await accessToken(client)).aal).toBe("aal1");
    expect(await server.db.query(`SELECT id FROM auth_mfa_factor WHERE id = $1`, [factor.id])).toEqual([]);
  });

  it("verifying a factor sweeps stale unverified factors of every type", async () => {
    const { client } = await newUser(server, "sweep");
    const stalePhone = (await client.mfa.enroll({ factorType: "phone", phone: "+44 7700 900411" })).data!;
    const freshPhone = (await client.mfa.enroll({ factorType: "phone", phone: "+44 7700 900412" })).data!;
    const totp = await enrollTotp(client);
    await server.db.query(`UPDATE auth_mfa_factor SET created_at = now() - interval '301 seconds' WHERE id = $1`, [
      stalePhone.id,
    ]);
    const challenge = (await client.mfa.challenge({ factorId: totp.id })).data!;
    expect(
      (await client.mfa.verify({ factorId: totp.id, challengeId: challenge.id, code: totpCode(totp.totp.secret) }))
        .error,
    ).toBeNull();
    const left: { id: string; status: string }[] = await server.db.query(
      `SELECT id, status FROM auth_mfa_factor WHERE user_id = (SELECT user_id FROM auth_mfa_factor WHERE id = $1) ORDER BY created_at`,
      [totp.id],
    );
    expect(left).toEqual([
      { id: freshPhone.id, status: "unverified" },
      { id: totp.id, status: "verified" },
    ]);
  });

  it("spends a challenge after 5 wrong codes: the right code is refused until a new challenge", async () => {
    const { client } = await newUser(server, "guesser");
    const phone = "+447700900511";
    const factor = (await client.mfa.enroll({ factorType: "phone", phone })).data!;
    const challenge = (await client.mfa.challenge({ factorId: factor.id })).data!;
    const code = await smsCodeFor(server, phone);
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i++) {
      const guess = await client.mfa.verify({ factorId: factor.id, challengeId: challenge.id, code: wrong });
      expect(guess.error).toMatchObject({ code: "mfa_verification_failed", status: 422 });
    }
    const late = await client.mfa.verify({ factorId: factor.id, challengeId: challenge.id, code });
    expect(late.error).toMatchObject({ code: "mfa_challenge_expired", status: 422 });
    expect(claims(await accessToken(client)).aal).toBe("aal1");

    // A new challenge (past the SMS resend interval) works.
    await server.db.query(
      `UPDATE auth_mfa_factor SET last_challenged_at = now() - interval '61 seconds' WHERE id = $1`,
      [factor.id],
    );
    const next = (await client.mfa.challenge({ factorId: factor.id })).data!;
    const ok = await client.mfa.verify({
      factorId: factor.id,
      challengeId: next.id,
      code: await smsCodeFor(server, phone),
    });
    expect(ok.error).toBeNull();
    expect(claims(await accessToken(client)).aal).toBe("aal2");
  });

  it("sessions without a second factor keep working after a factor is enrolled but never verified", async () => {
    const { client } = await newUser(server, "unverified");
    await enrollTotp(client, "Abandoned");
    const session: Session | null = (await client.refreshSession()).data.session;
    expect(claims(session!.access_token).aal).toBe("aal1");
    expect((await client.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({
      currentLevel: "aal1",
      nextLevel: "aal1",
    });
  });
});

describe("SMS webhook sender", () => {
  it("POSTs {to, message} as JSON and gives up after its timeout", async () => {
    const received: { body: unknown; type: string | undefined }[] = [];
    let hang = false;
    const hook = createServer((req: IncomingMessage, res) => {
      let data = "";
      req.on("data", (chunk) => (data += chunk));
      req.on("end", () => {
        received.push({ body: JSON.parse(data), type: req.headers["content-type"] });
        if (!hang) res.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => hook.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/sms`;
    try {
      await webhookSmsSender(url).send({ to: "+15551234567", message: "Your code is 123456", channel: "sms" });
      expect(received).toEqual([
        { body: { to: "+15551234567", message: "Your code is 123456", channel: "sms" }, type: "application/json" },
      ]);
      hang = true;
      await expect(
        webhookSmsSender(url, 200).send({ to: "+15551234567", message: "x", channel: "sms" }),
      ).rejects.toThrow();
    } finally {
      hook.closeAllConnections();
      await new Promise((resolve) => hook.close(resolve));
    }
  });
});

/** A code for none of the steps a verify accepts now (±1 step). */
function wrongCode(secret: string): string {
  const valid = new Set([-30_000, 0, 30_000].map((shift) => totpCode(secret, Date.now() + shift)));
  return ["000000", "111111", "222222", "333333"].find((code) => !valid.has(code))!;
}

describe("a factor's daily budget of wrong codes (MFA_DAILY_FAILURE_LIMIT)", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ MAILER_AUTOCONFIRM: "true", MFA_DAILY_FAILURE_LIMIT: "7" });
  });
  afterAll(() => server?.close());

  it("refuses even the right code once the factor has taken its wrong codes for the day, across challenges, until the day is over", async () => {
    const { client, ip } = await newUser(server, "daily");
    const factor = await enrollTotp(client);
    const enrolment = (await client.mfa.challenge({ factorId: factor.id })).data!;
    expect(
      (await client.mfa.verify({ factorId: factor.id, challengeId: enrolment.id, code: totpCode(factor.totp.secret) }))
        .error,
    ).toBeNull();

    // Seven wrong codes over two challenges (a challenge takes five).
    let challenge = (await client.mfa.challenge({ factorId: factor.id })).data!;
    for (let i = 0; i < 7; i++) {
      if (i === 5) challenge = (await client.mfa.challenge({ factorId: factor.id })).data!;
      const guess = await client.mfa.verify({
        factorId: factor.id,
        challengeId: challenge.id,
        code: wrongCode(factor.totp.secret),
      });
      expect(guess.error).toMatchObject({ code: "mfa_verification_failed", status: 422 });
    }
    // The right code (a step the factor has not used yet) on a live challenge: refused before it is checked.
    const right = totpCode(factor.totp.secret, Date.now() + 30_000);
    const token = await accessToken(client);
    const refused = await raw(server, "POST", `/factors/${factor.id}/verify`, {
      token,
      ip,
      body: { challenge_id: challenge.id, code: right },
    });
    expect(refused).toMatchObject({ status: 429, body: { code: "over_request_rate_limit" } });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(23 * 3600);

    // A day after the first wrong code, the factor takes codes again.
    await server.db.query(
      `UPDATE rate_limit_window SET window_start = window_start - interval '1 day' WHERE bucket = $1`,
      [`mfa:factor:${factor.id}:failed`],
    );
    const accepted = await raw(server, "POST", `/factors/${factor.id}/verify`, {
      token,
      ip,
      body: { challenge_id: challenge.id, code: right },
    });
    expect(accepted.status).toBe(200);
  });
});

describe("TOTP secrets at rest (MFA_ENCRYPTION_KEYS)", () => {
  const oldKey = randomBytes(32).toString("base64");
  const newKey = randomBytes(32).toString("base64");
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ MAILER_AUTOCONFIRM: "true", MFA_ENCRYPTION_KEYS: oldKey });
  });
  afterAll(() => server?.close());

  const stored = async (factorId: string) =>
    (
      (await server.db.query(`SELECT secret FROM auth_mfa_factor WHERE id = $1`, [factorId])) as { secret: string }[]
    )[0]!.secret;

  /** Signs in on `target` and raises the session with a code (any unused step will do: the replay guard is reset). */
  async function proveOn(target: TestServer, email: string, factorId: string, secret: string) {
    await server.db.query(`UPDATE auth_mfa_factor SET last_used_step = NULL WHERE id = $1`, [factorId]);
    const client = mfaClient(target, nextIp());
    expect((await client.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
    const challenge = (await client.mfa.challenge({ factorId })).data!;
    return (await client.mfa.verify({ factorId, challengeId: challenge.id, code: totpCode(secret) })).error;
  }

  async function verifiedTotp(prefix: string) {
    const { client, email } = await newUser(server, prefix);
    const factor = await enrollTotp(client);
    const challenge = (await client.mfa.challenge({ factorId: factor.id })).data!;
    expect(
      (await client.mfa.verify({ factorId: factor.id, challengeId: challenge.id, code: totpCode(factor.totp.secret) }))
        .error,
    ).toBeNull();
    return { email, factor };
  }

  it("keeps the secret encrypted, re-encrypts it under a new first key at start, and refuses to start without the key it needs", async () => {
    const { email, factor } = await verifiedTotp("sealed");
    const sealed = await stored(factor.id);
    expect(sealed).toMatch(/^enc:v1:[0-9a-f]{8}:[\w-]+$/);
    expect(sealed).not.toContain(factor.totp.secret);

    const rotated = await startTestServerCopy(server, { MFA_ENCRYPTION_KEYS: `${newKey},${oldKey}` });
    try {
      const resealed = await stored(factor.id);
      expect(resealed.split(":")[2]).not.toBe(sealed.split(":")[2]);
      expect(await proveOn(rotated, email, factor.id, factor.totp.secret)).toBeNull();
    } finally {
      await rotated.close();
    }
    // Once every secret is under the new key, the old one can go; a copy that only has the old one cannot start.
    const newOnly = await startTestServerCopy(server, { MFA_ENCRYPTION_KEYS: newKey });
    try {
      expect(await proveOn(newOnly, email, factor.id, factor.totp.secret)).toBeNull();
    } finally {
      await newOnly.close();
    }
    const oldOnly = factorSecrets([Buffer.from(oldKey, "base64")]);
    await expect(sealFactorSecrets(server.db, oldOnly, createLogger(server.config))).rejects.toThrow(
      /MFA_ENCRYPTION_KEYS does not hold/,
    );
  });

  it("encrypts, at start, a secret stored in clear before encryption", async () => {
    const { email, factor } = await verifiedTotp("legacy");
    await server.db.query(`UPDATE auth_mfa_factor SET secret = $2 WHERE id = $1`, [factor.id, factor.totp.secret]);
    const copy = await startTestServerCopy(server, { MFA_ENCRYPTION_KEYS: `${newKey},${oldKey}` });
    try {
      expect(await stored(factor.id)).toMatch(/^enc:v1:/);
      expect(await stored(factor.id)).not.toContain(factor.totp.secret);
      expect(await proveOn(copy, email, factor.id, factor.totp.secret)).toBeNull();
    } finally {
      await copy.close();
    }
  });
});

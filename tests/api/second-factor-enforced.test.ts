import type { GoTrueClient } from "@supabase/auth-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { authClientAt, clientAddresses, uniqueEmail } from "../support/auth-client.js";
import { proveAddress, signUp } from "../support/charter.js";
import { mailFilesTo, waitForMail } from "../support/mailbox.js";
import { startTestServer, type TestServer } from "../support/server.js";
import { totpCode } from "../support/totp.js";

// A customer's second factor is the server's rule, not the web app's: once the account has a
// verified factor, a session that has not proven it (a sign-in with the password alone, or with an
// emailed code) reaches nothing of the account until it steps up, over every transport.

const PASSWORD = "Second-factor-2026";
const MY_BOOKINGS = "{ myBookings { totalCount } }";
const VIEWER = "{ viewer { email assuranceLevel nextAssuranceLevel canUseStaffTools } }";
const INSUFFICIENT_AAL = { code: "FORBIDDEN", reason: "insufficient_aal" };
const nextIp = clientAddresses(91);

const bearer = async (client: GoTrueClient) => ({
  authorization: `Bearer ${(await client.getSession()).data.session!.access_token}`,
});

/** The first error's code and reason of a GraphQL answer, or "ok". */
const outcome = (response: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  response.errors?.length
    ? { code: response.errors[0]!.extensions?.code, reason: response.errors[0]!.extensions?.reason }
    : "ok";

/** How a graphql-ws socket with this token fares at connection: acknowledged, or closed with a code and reason. */
function connectSocket(server: TestServer, authorization: string): Promise<string> {
  const socket = new WebSocket(`${server.url.replace("http", "ws")}/graphql`, "graphql-transport-ws");
  return new Promise<string>((resolve, reject) => {
    socket.once("open", () => socket.send(JSON.stringify({ type: "connection_init", payload: { authorization } })));
    socket.once("message", (data) => resolve(JSON.parse(String(data)).type as string));
    socket.once("close", (code, reason) => resolve(`closed ${code} ${String(reason)}`));
    socket.once("error", reject);
  }).finally(() => socket.close());
}

describe("a customer's second factor, enforced by the server", () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ MAILER_AUTOCONFIRM: "true", SMTP_MAX_FREQUENCY: "1" });
  });
  afterAll(() => server?.close());

  /** A customer who enrolled a TOTP factor and verified it, as the settings page does: the aal2 client and the secret. */
  async function customerWithTotp() {
    // An address its owner has proven (proving it later would clear the factors), who then sets a
    // password from the session the link opened, as the reset page does.
    const { email, headers } = await proveAddress(server, await signUp(server, "customer"));
    const passwordSet = await fetch(`${server.url}/auth/v1/user`, {
      method: "PUT",
      headers: { ...headers, "content-type": "application/json" },
      body: JSON.stringify({ password: PASSWORD }),
    });
    expect(passwordSet.status).toBe(200);
    const ip = nextIp();
    const owner = authClientAt(server.url, ip);
    expect((await owner.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
    const { data: factor, error } = await owner.mfa.enroll({ factorType: "totp" });
    expect(error).toBeNull();
    if (factor?.type !== "totp") throw new Error("expected a TOTP factor");
    const verified = await owner.mfa.challengeAndVerify({ factorId: factor.id, code: totpCode(factor.totp.secret) });
    expect(verified.error).toBeNull();
    return { email, ip, owner, factorId: factor.id, secret: factor.totp.secret };
  }

  /** Everything of the account that a session which owes its second factor must not reach, and what it may. */
  async function expectOwesSecondFactor(headers: { authorization: string }, email: string) {
    // A query (answered by the fast path) and a mutation (answered by Apollo).
    expect(outcome(await server.graphql(MY_BOOKINGS, {}, headers))).toEqual(INSUFFICIENT_AAL);
    const deletion = await server.graphql(
      "mutation ($email: String!) { deleteMyAccount(confirmEmail: $email) }",
      { email },
      headers,
    );
    expect(outcome(deletion)).toEqual(INSUFFICIENT_AAL);
    const [account] = await server.db.query(`SELECT id FROM auth_user WHERE email = $1`, [email]);
    expect(account).toBeTruthy();
    // The account's data download.
    const download = await fetch(`${server.url}/api/account/data.json`, { headers });
    expect(download.status).toBe(403);
    expect(((await download.json()) as { error: string }).error).toBe("insufficient_aal");
    // The live updates: the socket is not let in.
    expect(await connectSocket(server, headers.authorization)).toBe("closed 4403 insufficient_aal");
    // What stepping up reads still answers, and public data answers as to any visitor.
    expect((await server.graphql(VIEWER, {}, headers)).data).toEqual({
      viewer: { email, assuranceLevel: "aal1", nextAssuranceLevel: "aal2", canUseStaffTools: false },
    });
    expect(outcome(await server.graphql("{ programs { __typename } }", {}, headers))).toBe("ok");
  }

  it("refuses a password-only session everything but stepping up, over every transport, until it verifies", async () => {
    const { email, ip, owner, factorId, secret } = await customerWithTotp();
    const proven = await bearer(owner);
    expect(outcome(await server.graphql(MY_BOOKINGS, {}, proven))).toBe("ok");
    expect((await fetch(`${server.url}/api/account/data.json`, { headers: proven })).status).toBe(200);
    expect(await connectSocket(server, proven.authorization)).toBe("connection_ack");

    const later = authClientAt(server.url, ip);
    expect((await later.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
    expect((await later.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({
      currentLevel: "aal1",
      nextLevel: "aal2",
    });
    await expectOwesSecondFactor(await bearer(later), email);

    // Stepping up: listing factors, the challenge and the verification are open to it (the next code,
    // since the one above was used).
    expect((await later.mfa.listFactors()).data?.totp.map((f) => f.id)).toEqual([factorId]);
    const stepUp = await later.mfa.challengeAndVerify({ factorId, code: totpCode(secret, Date.now() + 30_000) });
    expect(stepUp.error).toBeNull();
    const stepped = await bearer(later);
    expect(outcome(await server.graphql(MY_BOOKINGS, {}, stepped))).toBe("ok");
    expect((await fetch(`${server.url}/api/account/data.json`, { headers: stepped })).status).toBe(200);
    expect(await connectSocket(server, stepped.authorization)).toBe("connection_ack");
  });

  it("refuses a session opened by an emailed sign-in code the same way", async () => {
    const { email, ip } = await customerWithTotp();
    const byCode = authClientAt(server.url, ip);
    const after = (await mailFilesTo(server.dataDir, email)).length;
    expect((await byCode.signInWithOtp({ email, options: { shouldCreateUser: false } })).error).toBeNull();
    const code = /\b(\d{6})\b/.exec((await waitForMail(server.dataDir, email, { after })).text)?.[1] ?? "";
    expect((await byCode.verifyOtp({ email, token: code, type: "email" })).error).toBeNull();
    await expectOwesSecondFactor(await bearer(byCode), email);
  });

  it("leaves a customer without a second factor as before: a password session reaches the account", async () => {
    const email = uniqueEmail("no-factor");
    const client = authClientAt(server.url, nextIp());
    expect((await client.signUp({ email, password: PASSWORD })).error).toBeNull();
    const headers = await bearer(client);
    expect(outcome(await server.graphql(MY_BOOKINGS, {}, headers))).toBe("ok");
    expect((await server.graphql(VIEWER, {}, headers)).data).toEqual({
      viewer: { email, assuranceLevel: "aal1", nextAssuranceLevel: "aal1", canUseStaffTools: false },
    });
  });
});

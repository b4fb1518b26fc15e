import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../../server/src/auth/common/passwords.js";
import { insertUser } from "../../server/src/auth/common/store.js";
import { authClient, uniqueEmail } from "../support/auth-client.js";
import { ok } from "../support/charter.js";
import { mailFilesTo, waitForMail } from "../support/mailbox.js";
import { startTestServer, type TestServer } from "../support/server.js";
import { graphql } from "./__generated__/index.js";

// An invitation is a staff account waiting for its owner. Whoever signs up with the invited address
// (or asks for the sign-up link again) must get nothing of it: no password set, no session, no
// factor, no hint that the address is invited, and the invitation link must keep working.

const INVITE = graphql(`
  mutation AuthInvitation_Invite($email: String!, $role: Role!) {
    inviteStaff(email: $email, role: $role) {
      id
    }
  }
`);
const ATTACKER_PASSWORD = "Hijack-the-desk-1";
const OWNER_PASSWORD = "Cockpit-ready-77";

async function mailsTo(server: TestServer, email: string): Promise<number> {
  return (await mailFilesTo(server.dataDir, email)).length;
}

async function passwordSignIn(server: TestServer, email: string, password: string) {
  const response = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  return { status: response.status, body: (await response.json()) as { error_code?: string } };
}

async function staffAdmin(server: TestServer) {
  const email = uniqueEmail("admin");
  await insertUser(server.db, {
    email,
    encryptedPassword: await hashPassword(OWNER_PASSWORD),
    confirmed: true,
    role: "admin",
    userMetadata: {},
    locale: "en",
    provider: "email",
  });
  const { data, error } = await authClient(server.url).signInWithPassword({ email, password: OWNER_PASSWORD });
  if (error) throw error;
  return { authorization: `Bearer ${data.session!.access_token}` };
}

/** Invites a new address as ADMIN and returns it with the invitation's token_hash. */
async function invite(server: TestServer, admin: { authorization: string }) {
  const email = uniqueEmail("invitee");
  const { inviteStaff } = ok(await server.graphql(INVITE, { email, role: "ADMIN" }, admin));
  const link = new URL((await waitForMail(server.dataDir, email)).link!);
  return { email, userId: inviteStaff.id, tokenHash: link.searchParams.get("token_hash")! };
}

/** The invitee follows the invitation and chooses a password: the account must be theirs alone. */
async function acceptInvitation(server: TestServer, email: string, tokenHash: string) {
  const owner = authClient(server.url);
  const { data, error } = await owner.verifyOtp({ token_hash: tokenHash, type: "invite" });
  expect(error).toBeNull();
  expect(data.user?.app_metadata.role).toBe("admin");
  expect((await owner.updateUser({ password: OWNER_PASSWORD })).error).toBeNull();
  expect((await passwordSignIn(server, email, OWNER_PASSWORD)).status).toBe(200);
  expect((await passwordSignIn(server, email, ATTACKER_PASSWORD)).body.error_code).toBe("invalid_credentials");
}

describe("an invitation cannot be taken over (confirmation emails on)", () => {
  let server: TestServer;
  let admin: { authorization: string };

  beforeAll(async () => {
    server = await startTestServer({ MAILER_AUTOCONFIRM: "false" });
    admin = await staffAdmin(server);
  });
  afterAll(() => server?.close());

  it("a public resend of the sign-up link neither mails the invitee nor spends the invitation", async () => {
    const { email, tokenHash } = await invite(server, admin);
    expect((await authClient(server.url).resend({ type: "signup", email })).error).toBeNull();
    expect(await mailsTo(server, email)).toBe(1);
    await acceptInvitation(server, email, tokenHash);
  });

  it("a sign-up with the invited address sends no link, answers like any taken address and leaves the invitation working", async () => {
    const { email, userId, tokenHash } = await invite(server, admin);
    const fresh = await authClient(server.url).signUp({ email: uniqueEmail("fresh"), password: ATTACKER_PASSWORD });
    const attacker = authClient(server.url);
    const { data, error } = await attacker.signUp({
      email,
      password: ATTACKER_PASSWORD,
      options: { data: { name: "Mallory" } },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    // The answer does not reveal the pending staff account: not its id, role or creation time.
    expect(data.user?.id).not.toBe(userId);
    expect(data.user?.app_metadata.role).toBe("customer");
    expect(Object.keys(data.user!).toSorted()).toEqual(Object.keys(fresh.data.user!).toSorted());
    // Nothing the invitee could follow instead of the invitation: mail is queued in the transaction
    // that causes it, so the answered sign-up has queued all it ever will.
    const queued = (await server.db.query(`SELECT kind FROM mail_outbox WHERE to_address = $1`, [email])) as {
      kind: string;
    }[];
    expect(queued).toHaveLength(1);
    expect(await mailsTo(server, email)).toBe(1);
    const tokens = (await server.db.query(`SELECT pending_password FROM auth_one_time_token WHERE user_id = $1`, [
      userId,
    ])) as { pending_password: string | null }[];
    expect(tokens).toEqual([{ pending_password: null }]);
    expect((await passwordSignIn(server, email, ATTACKER_PASSWORD)).body.error_code).toBe("invalid_credentials");
    await acceptInvitation(server, email, tokenHash);
  });

  it("a sign-up link that reached an invited account before the fix confirms nothing", async () => {
    const { email, userId, tokenHash } = await invite(server, admin);
    // As a sign-up made before invitations were marked would have left it.
    const { createOneTimeToken } = await import("../../server/src/auth/common/one-time-tokens.js");
    const stale = await createOneTimeToken(
      server.db,
      userId,
      "confirmation",
      null,
      { encryptedPassword: await hashPassword(ATTACKER_PASSWORD), userMetadata: {}, locale: "en" },
      { keepOthers: true },
    );
    expect((await authClient(server.url).verifyOtp({ token_hash: stale, type: "signup" })).error).not.toBeNull();
    const [row] = (await server.db.query(`SELECT encrypted_password, email_confirmed_at FROM auth_user WHERE id = $1`, [
      userId,
    ])) as Record<string, unknown>[];
    expect(row).toEqual({ encrypted_password: null, email_confirmed_at: null });
    await acceptInvitation(server, email, tokenHash);
  });

  it("a customer's own unconfirmed sign-up still gets its link, and its answer is the same made-up user", async () => {
    const email = uniqueEmail("customer");
    // As an earlier sign-up, a minute ago, would have left it (the address's email throttle is past).
    const pending = await insertUser(server.db, {
      email,
      encryptedPassword: null,
      confirmed: false,
      userMetadata: {},
      locale: "en",
      provider: "email",
    });
    const again = await authClient(server.url).signUp({ email, password: "Window-seat-43" });
    expect(again.error).toBeNull();
    expect(again.data.user?.id).not.toBe(pending.id);
    expect(again.data.user?.created_at).not.toBe(pending.created_at.toISOString());
    const link = new URL((await waitForMail(server.dataDir, email)).link!);
    expect(
      (await authClient(server.url).verifyOtp({ token_hash: link.searchParams.get("token")!, type: "signup" })).error,
    ).toBeNull();
    expect((await passwordSignIn(server, email, "Window-seat-43")).status).toBe(200);
  });
});

describe("an invitation cannot be taken over (MAILER_AUTOCONFIRM=true)", () => {
  let server: TestServer;
  let admin: { authorization: string };

  beforeAll(async () => {
    server = await startTestServer({ MAILER_AUTOCONFIRM: "true" });
    admin = await staffAdmin(server);
  });
  afterAll(() => server?.close());

  it("a sign-up with the invited address gets no session, sets no password and cannot enrol a factor", async () => {
    const { email, userId, tokenHash } = await invite(server, admin);
    const attacker = authClient(server.url);
    const { data, error } = await attacker.signUp({ email, password: ATTACKER_PASSWORD });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.id).not.toBe(userId);
    expect((await attacker.mfa.enroll({ factorType: "totp" })).error).not.toBeNull();
    expect((await passwordSignIn(server, email, ATTACKER_PASSWORD)).body.error_code).toBe("invalid_credentials");
    const [row] = (await server.db.query(`SELECT encrypted_password, email_confirmed_at FROM auth_user WHERE id = $1`, [
      userId,
    ])) as Record<string, unknown>[];
    expect(row).toEqual({ encrypted_password: null, email_confirmed_at: null });
    const factors = (await server.db.query(`SELECT id FROM auth_mfa_factor WHERE user_id = $1`, [userId])) as unknown[];
    expect(factors).toEqual([]);
    await acceptInvitation(server, email, tokenHash);
  });
});

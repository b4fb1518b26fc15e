import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../../server/src/auth/common/passwords.js";
import { insertUser } from "../../server/src/auth/common/store.js";
import { authClient, uniqueEmail } from "../support/auth-client.js";
import { ok } from "../support/charter.js";
import { parseEml, waitForMail } from "../support/mailbox.js";
import { startTestServer, type TestServer } from "../support/server.js";
import { totpCode } from "../support/totp.js";
import { dumpDatabase } from "../support/database-dump.js";

// A database dump or backup must not be enough to take over an account: after sign-ups, recovery,
// invitations, email changes, emailed and texted sign-in codes and MFA enrolment, no emailed link's
// secret, no sign-in code and no TOTP secret may be in it.

const PASSWORD = "Backups-leak-2026";
const INVITE = `mutation ($email: String!, $role: Role!) { inviteStaff(email: $email, role: $role) { id } }`;

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

/** The 6-digit codes in the sign-in mails and text messages delivered under DATA_DIR. */
async function sentCodes(server: TestServer): Promise<string[]> {
  const codes: string[] = [];
  for (const sub of ["mail", "sms"]) {
    const dir = path.join(server.dataDir, sub);
    for (const file of await readdir(dir)) {
      const raw = await readFile(path.join(dir, file), "utf8");
      const text = sub === "mail" ? parseEml(raw).text : raw;
      codes.push(...[...text.matchAll(/sign-in code is (\d{6})/g)].map((m) => m[1]!));
    }
  }
  return codes;
}

/** The secret parts of every link in every delivered mail (the local mailbox, DATA_DIR/mail). */
async function mailedSecrets(server: TestServer): Promise<string[]> {
  const dir = path.join(server.dataDir, "mail");
  const secrets: string[] = [];
  for (const file of (await readdir(dir)).filter((f) => f.endsWith(".eml"))) {
    const mail = parseEml(await readFile(path.join(dir, file), "utf8"));
    for (const link of mail.text.match(/https?:\/\/[^\s<>"]+/g) ?? []) {
      for (const name of ["token", "token_hash"]) {
        const value = new URL(link).searchParams.get(name);
        if (value) secrets.push(value);
      }
    }
  }
  return secrets;
}

describe("what a database dump holds", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ MAILER_AUTOCONFIRM: "false", PHONE_SIGNIN_ENABLED: "true" });
  });
  afterAll(() => server?.close());

  it("holds no emailed link's token and no TOTP secret after the flows that create them", async () => {
    // Sign-up, and a second sign-up link for the same address.
    const customer = uniqueEmail("dump-customer");
    const client = authClient(server.url);
    expect((await client.signUp({ email: customer, password: PASSWORD })).error).toBeNull();
    const confirmation = await waitForMail(server.dataDir, customer);
    await fetch(confirmation.link!, { redirect: "manual" });
    expect((await client.signInWithPassword({ email: customer, password: PASSWORD })).error).toBeNull();

    // Recovery, left unused.
    expect((await authClient(server.url).resetPasswordForEmail(customer)).error).toBeNull();
    await waitForMail(server.dataDir, customer, { after: 1 });

    // A passwordless sign-in's code and link, left unused; a texted sign-in code, likewise.
    expect((await authClient(server.url).signInWithOtp({ email: customer })).error).toBeNull();
    await waitForMail(server.dataDir, customer, { after: 2 });
    expect((await authClient(server.url).signInWithOtp({ phone: "+447700900555" })).error).toBeNull();

    // An email change, left unconfirmed.
    const moved = uniqueEmail("dump-moved");
    expect((await client.updateUser({ email: moved })).error).toBeNull();
    await waitForMail(server.dataDir, moved);

    // An invitation, left unaccepted.
    const adminEmail = uniqueEmail("dump-admin");
    await insertUser(server.db, {
      email: adminEmail,
      encryptedPassword: await hashPassword(PASSWORD),
      confirmed: true,
      role: "admin",
      userMetadata: {},
      locale: "en",
      provider: "email",
    });
    const admin = authClient(server.url);
    const signedIn = await admin.signInWithPassword({ email: adminEmail, password: PASSWORD });
    expect(signedIn.error).toBeNull();
    const invitee = uniqueEmail("dump-invitee");
    ok(
      await server.graphql(
        INVITE,
        { email: invitee, role: "STAFF" },
        { authorization: `Bearer ${signedIn.data.session!.access_token}` },
      ),
    );
    await waitForMail(server.dataDir, invitee);

    // A TOTP factor, enrolled and verified.
    const enrolled = await admin.mfa.enroll({ factorType: "totp" });
    if (enrolled.data?.type !== "totp") throw new Error("expected a TOTP factor");
    const totp = enrolled.data;
    const challenge = (await admin.mfa.challenge({ factorId: totp.id })).data!;
    expect(
      (await admin.mfa.verify({ factorId: totp.id, challengeId: challenge.id, code: totpCode(totp.totp.secret) }))
        .error,
    ).toBeNull();

    // Everything is delivered and recorded as sent.
    await expect
      .poll(
        async () => (await server.db.query(`SELECT count(*)::int AS n FROM mail_outbox WHERE sent_at IS NULL`))[0].n,
        { timeout: 10_000 },
      )
      .toBe(0);

    const secrets = await mailedSecrets(server);
    expect(secrets.length).toBeGreaterThanOrEqual(4);
    const dump = await dumpDatabase(server);
    // The dump is real: it has the accounts and the record of what was mailed to whom.
    expect(dump).toContain(customer);
    expect(dump).toContain(`mail_outbox: `);
    expect(dump).toContain("Confirm your new SkyCharter email address");
    for (const secret of secrets) expect(dump, "an emailed link's token").not.toContain(secret);
    const codes = await sentCodes(server);
    expect(codes).toHaveLength(2);
    for (const code of codes) {
      // As a value of its own (not the digits inside a timestamp, an id or a hash), or hashed unsalted.
      expect(dump, "a sign-in code").not.toMatch(new RegExp(`(?<![\\w.:-])${code}(?!\\w)`));
      expect(dump, "a sign-in code's plain hash").not.toContain(sha256(code));
      expect(dump, "a sign-in code's hash with the address").not.toContain(sha256(`${customer}${code}`));
    }
    expect(dump, "the TOTP secret").not.toContain(totp.totp.secret);
  });
});

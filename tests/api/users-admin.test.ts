import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { createOneTimeToken } from "../../server/src/auth/common/one-time-tokens.js";
import { hashPassword } from "../../server/src/auth/common/passwords.js";
import { insertUser } from "../../server/src/auth/common/store.js";
import { authClient, uniqueEmail } from "../support/auth-client.js";
import { errorCode, ok, problemFields, signUp, type TestUser } from "../support/charter.js";
import { waitForMail } from "../support/mailbox.js";
import { startTestServer, type TestServer } from "../support/server.js";
import { graphql } from "./__generated__/index.js";

// Disabling, ending sessions, inviting staff and the audit trail: the admin's account tools.

// Spread by the operations below.
graphql(`
  fragment UsersAdmin_User on User {
    id
    email
    role
    disabled
    activeSessions
    emailConfirmed
    factors {
      type
      status
    }
  }
`);
const DISABLE = graphql(`
  mutation UsersAdmin_Disable($id: ID!, $disabled: Boolean!) {
    setUserDisabled(userId: $id, disabled: $disabled) {
      ...UsersAdmin_User
    }
  }
`);
const END_SESSIONS = graphql(`
  mutation UsersAdmin_EndSessions($id: ID!) {
    endUserSessions(userId: $id) {
      ...UsersAdmin_User
    }
  }
`);
const INVITE = graphql(`
  mutation UsersAdmin_Invite($email: String!, $role: Role!, $name: String, $locale: String) {
    inviteStaff(email: $email, role: $role, name: $name, locale: $locale) {
      ...UsersAdmin_User
      name
    }
  }
`);
const AUDIT = graphql(`
  query UsersAdmin_Audit($subjects: [AuditSubject!], $first: Int, $after: String) {
    auditLog(subjects: $subjects, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          action
          entity
          entityId
          actor {
            id
          }
          changes {
            field
            before
            after
          }
        }
      }
    }
  }
`);
const VIEWER = graphql(`
  query UsersAdmin_Viewer {
    viewer {
      id
    }
  }
`);
const TAXI_MINUTES = graphql(`
  mutation UsersAdmin_TaxiMinutes {
    updatePricing(input: { taxiMinutes: 17 }) {
      taxiMinutes
    }
  }
`);

async function passwordSignIn(server: TestServer, email: string, password = "Jet-set-2026") {
  const response = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  return {
    status: response.status,
    body: (await response.json()) as { error_code?: string; access_token?: string; refresh_token?: string },
  };
}

/** An acknowledged graphql-ws socket of the user, and a promise of its close code. */
async function openSocket(server: TestServer, user: TestUser) {
  const socket = new WebSocket(`${server.url.replace("http", "ws")}/graphql`, "graphql-transport-ws");
  const closed = new Promise<number>((resolve) => socket.once("close", (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    socket.once("open", () =>
      socket.send(JSON.stringify({ type: "connection_init", payload: { authorization: user.headers.authorization } })),
    );
    socket.once("message", (data) =>
      JSON.parse(String(data)).type === "connection_ack" ? resolve() : reject(new Error(String(data))),
    );
  });
  return { socket, closed };
}

const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`not within ${ms} ms`)), ms)),
  ]);

describe("admin account tools", () => {
  let server: TestServer;
  let admin: TestUser;

  beforeAll(async () => {
    server = await startTestServer({ MAILER_AUTOCONFIRM: "true" });
    admin = await signUp(server, "admin");
  });
  afterAll(() => server?.close());

  it("disables an account: its token is refused at once, its socket closes, sign-in answers user_banned; enabling restores sign-in", async () => {
    const customer = await signUp(server, "customer");
    const refresh = (await passwordSignIn(server, customer.email)).body.refresh_token!;
    const { closed } = await openSocket(server, customer);
    expect(ok(await server.graphql(VIEWER, {}, customer.headers)).viewer?.id).toBe(customer.userId);

    const disabled = ok(
      await server.graphql(DISABLE, { id: customer.userId, disabled: true }, admin.headers),
    ).setUserDisabled;
    expect(disabled).toMatchObject({ disabled: true, activeSessions: 0 });
    expect(await within(closed, 3_000)).toBe(4401);
    expect(errorCode(await server.graphql(VIEWER, {}, customer.headers))).toBe("UNAUTHENTICATED");
    expect(await passwordSignIn(server, customer.email)).toMatchObject({
      status: 400,
      body: { error_code: "user_banned" },
    });
    const refreshed = await fetch(`${server.url}/auth/v1/token?grant_type=refresh_token`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ refresh_token: refresh }),
    });
    expect(refreshed.status).toBe(400);

    const enabled = ok(
      await server.graphql(DISABLE, { id: customer.userId, disabled: false }, admin.headers),
    ).setUserDisabled;
    expect(enabled.disabled).toBe(false);
    const again = await passwordSignIn(server, customer.email);
    expect(again.status).toBe(200);
    expect(
      errorCode(await server.graphql(VIEWER, {}, { authorization: `Bearer ${again.body.access_token}` })),
    ).toBeUndefined();

    const audit = (await server.db.query(
      `SELECT action, actor_user_id FROM audit_log WHERE entity_id = $1 ORDER BY id`,
      [customer.userId],
    )) as unknown[];
    expect(audit).toEqual([
      { action: "user.disable", actor_user_id: admin.userId },
      { action: "user.enable", actor_user_id: admin.userId },
    ]);
    expect(errorCode(await server.graphql(DISABLE, { id: admin.userId, disabled: true }, admin.headers))).toBe(
      "CONFLICT",
    );
  });

  it("ends every session of a user: tokens and refresh tokens stop working, the password still signs in", async () => {
    const staff = await signUp(server, "staff");
    const second = await passwordSignIn(server, staff.email);
    const ended = ok(await server.graphql(END_SESSIONS, { id: staff.userId }, admin.headers)).endUserSessions;
    expect(ended.activeSessions).toBe(0);
    const audit = (await server.db.query(`SELECT action, before, after FROM audit_log WHERE entity_id = $1`, [
      staff.userId,
    ])) as unknown[];
    expect(audit).toEqual([
      { action: "user.sessions_end", before: { activeSessions: 2 }, after: { activeSessions: 0 } },
    ]);
    const [{ n }] = (await server.db.query(
      `SELECT count(*)::int AS n FROM auth_refresh_token WHERE user_id = $1 AND NOT revoked`,
      [staff.userId],
    )) as { n: number }[];
    expect(n).toBe(0);
    expect(errorCode(await server.graphql(VIEWER, {}, staff.headers))).toBe("UNAUTHENTICATED");
    const refreshed = await fetch(`${server.url}/auth/v1/token?grant_type=refresh_token`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ refresh_token: second.body.refresh_token }),
    });
    expect(refreshed.status).toBe(400);
    expect((await passwordSignIn(server, staff.email)).status).toBe(200);
  });

  it("invites a staff member: an email in the inviter's language whose link signs them in to choose a password", async () => {
    const email = uniqueEmail("invitee");
    const invited = ok(
      await server.graphql(INVITE, { email, role: "STAFF", name: "Bessie Coleman", locale: "es" }, admin.headers),
    ).inviteStaff;
    expect(invited).toMatchObject({ email, role: "STAFF", emailConfirmed: false, name: "Bessie Coleman" });
    const mail = await waitForMail(server.dataDir, email);
    expect(mail.subject).toBe("Te han invitado al equipo de SkyCharter");
    const link = new URL(mail.link!);
    expect(link.pathname).toBe("/accept-invite");
    expect(link.searchParams.get("type")).toBe("invite");
    // No password yet: nothing to sign in with until the link is followed.
    expect((await passwordSignIn(server, email, "anything-at-all")).body.error_code).toBe("invalid_credentials");

    const client = authClient(server.url);
    const { data, error } = await client.verifyOtp({
      token_hash: link.searchParams.get("token_hash")!,
      type: "invite",
    });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
    expect((await client.updateUser({ password: "Cockpit-ready-77" })).error).toBeNull();
    expect((await passwordSignIn(server, email, "Cockpit-ready-77")).status).toBe(200);
    // The link works once.
    expect(
      (await authClient(server.url).verifyOtp({ token_hash: link.searchParams.get("token_hash")!, type: "invite" }))
        .error,
    ).not.toBeNull();

    // A confirmed account is not invited (the link would sign its holder into it); bad input names its fields.
    expect(errorCode(await server.graphql(INVITE, { email, role: "ADMIN" }, admin.headers))).toBe("CONFLICT");
    expect(
      problemFields(await server.graphql(INVITE, { email: "not-an-address", role: "CUSTOMER" }, admin.headers)),
    ).toEqual(["email", "role"]);
  });

  it("promotes an unconfirmed sign-up when invited, withdrawing its pending sign-up link", async () => {
    // This server confirms sign-ups at once, so the half-finished sign-up is made as /signup would leave it.
    const email = uniqueEmail("half-signed");
    const user = await insertUser(server.db, {
      email,
      encryptedPassword: null,
      confirmed: false,
      userMetadata: {},
      locale: "en",
      provider: "email",
    });
    const signupToken = await createOneTimeToken(server.db, user.id, "confirmation", null, {
      encryptedPassword: await hashPassword("Someone-else-99"),
      userMetadata: {},
      locale: "en",
    });
    ok(await server.graphql(INVITE, { email, role: "ADMIN" }, admin.headers));
    // Without a locale argument: the inviter's account language.
    expect((await waitForMail(server.dataDir, email)).subject).toBe("You are invited to the SkyCharter team");
    // The earlier sign-up's link (and its pre-chosen password) no longer confirms anything.
    expect((await authClient(server.url).verifyOtp({ token_hash: signupToken, type: "signup" })).error).not.toBeNull();
    expect((await passwordSignIn(server, email, "Someone-else-99")).body.error_code).toBe("invalid_credentials");
    const [row] = (await server.db.query(
      `SELECT role, encrypted_password, email_confirmed_at FROM auth_user WHERE email = $1`,
      [email],
    )) as Record<string, unknown>[];
    expect(row).toEqual({ role: "admin", encrypted_password: null, email_confirmed_at: null });
  });

  it("a disabled account's emailed link opens no session (user_banned) and stays usable once enabled", async () => {
    const email = uniqueEmail("invited-then-disabled");
    const invited = ok(await server.graphql(INVITE, { email, role: "STAFF" }, admin.headers)).inviteStaff;
    const token = new URL((await waitForMail(server.dataDir, email)).link!).searchParams.get("token_hash")!;
    ok(await server.graphql(DISABLE, { id: invited.id, disabled: true }, admin.headers));
    const refused = await authClient(server.url).verifyOtp({ token_hash: token, type: "invite" });
    expect(refused.error?.code).toBe("user_banned");
    const followed = await fetch(`${server.url}/auth/v1/verify?token=${token}&type=invite`, { redirect: "manual" });
    expect(followed.headers.get("location")).toContain("error_code=user_banned");
    ok(await server.graphql(DISABLE, { id: invited.id, disabled: false }, admin.headers));
    expect((await authClient(server.url).verifyOtp({ token_hash: token, type: "invite" })).data.user?.email).toBe(
      email,
    );
  });

  it("shows the audit trail newest first, by subject, with the actor; admins only", async () => {
    const customer = await signUp(server, "customer");
    ok(await server.graphql(TAXI_MINUTES, {}, admin.headers));
    ok(await server.graphql(DISABLE, { id: customer.userId, disabled: true }, admin.headers));
    const pricing = ok(await server.graphql(AUDIT, { subjects: ["PRICING"], first: 1 }, admin.headers)).auditLog;
    expect(pricing.edges[0]!.node).toMatchObject({
      action: "pricing.update",
      entity: "pricing_setting",
      actor: { id: admin.userId },
    });
    expect(pricing.edges[0]!.node.changes).toEqual([{ field: "taxiMinutes", before: expect.any(String), after: "17" }]);
    const all = ok(await server.graphql(AUDIT, { first: 1 }, admin.headers)).auditLog;
    expect(all.edges[0]!.node).toMatchObject({ action: "user.disable", entityId: customer.userId });
    const next = ok(await server.graphql(AUDIT, { first: 1, after: all.pageInfo.endCursor }, admin.headers)).auditLog;
    expect(next.edges[0]!.node.action).toBe("pricing.update");
    expect(problemFields(await server.graphql(AUDIT, { after: "garbage" }, admin.headers))).toEqual(["after"]);

    expect(errorCode(await server.graphql(AUDIT, {}))).toBe("UNAUTHENTICATED");
    for (const role of ["customer", "staff"] as const) {
      const user = await signUp(server, role);
      expect(errorCode(await server.graphql(AUDIT, {}, user.headers))).toBe("FORBIDDEN");
      expect(errorCode(await server.graphql(DISABLE, { id: customer.userId, disabled: false }, user.headers))).toBe(
        "FORBIDDEN",
      );
      expect(errorCode(await server.graphql(INVITE, { email: uniqueEmail(), role: "STAFF" }, user.headers))).toBe(
        "FORBIDDEN",
      );
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authClient, uniqueEmail } from "../support/auth-client.js";
import { errorCode, ok, proveAddress, signUp, submitRequest, type TestUser } from "../support/charter.js";
import { waitForMail } from "../support/mailbox.js";
import { startTestServer, type TestServer } from "../support/server.js";
import { graphql } from "./__generated__/index.js";

// MAILER_AUTOCONFIRM signs in whoever types an address. Such an account is a claim, not a proof: it
// takes nothing others sent with the address until the inbox owner follows a mailed link, which
// also hands the account over clean (the typist's password and sessions end).

const MY_REQUESTS = graphql(`
  query Autoconfirm_MyRequests {
    myQuoteRequests {
      totalCount
    }
  }
`);
const MY_BOOKINGS = graphql(`
  query Autoconfirm_MyBookings {
    myBookings {
      totalCount
    }
  }
`);
const ONE_REQUEST = graphql(`
  query Autoconfirm_OneRequest($id: ID!) {
    quoteRequest(id: $id) {
      id
    }
  }
`);
const CONTACT = graphql(`
  mutation Autoconfirm_Contact($input: ContactMessageInput!) {
    submitContactMessage(input: $input) {
      reference
    }
  }
`);
const INVITE = graphql(`
  mutation Autoconfirm_Invite($email: String!, $role: Role!) {
    inviteStaff(email: $email, role: $role) {
      id
    }
  }
`);
const SET_ROLE = graphql(`
  mutation Autoconfirm_SetRole($id: ID!, $role: Role!) {
    setUserRole(userId: $id, role: $role) {
      role
    }
  }
`);
const PASSWORD = "Jet-set-2026";

type Export = { quote_requests: { reference: string }[]; contact_messages: { message: string }[] };

describe("an autoconfirmed address proves nothing", () => {
  let server: TestServer;
  let admin: TestUser;
  const download = async (user: TestUser) =>
    (await (await fetch(`${server.url}/api/account/data.json`, { headers: user.headers })).json()) as Export;

  beforeAll(async () => {
    server = await startTestServer({ MAILER_AUTOCONFIRM: "true" });
    admin = await signUp(server, "admin");
    await server.db.query(`UPDATE auth_user SET email_proven_at = now() WHERE id = $1`, [admin.userId]);
  });
  afterAll(() => server?.close());

  it("an account registered on someone's address claims none of their requests, messages or export until the owner follows a link", async () => {
    const email = uniqueEmail("victim");
    const request = await submitRequest(server, email, { notes: "The owner's own trip" });
    ok(await server.graphql(CONTACT, { input: { name: "Grace Hopper", email, message: "Call me about Geneva." } }));

    const squatter = await signUp(server, "customer", email);
    expect(ok(await server.graphql(MY_REQUESTS, {}, squatter.headers)).myQuoteRequests.totalCount).toBe(0);
    expect(errorCode(await server.graphql(ONE_REQUEST, { id: request.id }, squatter.headers))).toBe("NOT_FOUND");
    expect(ok(await server.graphql(MY_BOOKINGS, {}, squatter.headers)).myBookings.totalCount).toBe(0);
    const taken = await download(squatter);
    expect(taken.quote_requests).toEqual([]);
    expect(taken.contact_messages).toEqual([]);
    expect(await server.db.query(`SELECT customer_user_id FROM quote_request WHERE id = $1`, [request.id])).toEqual([
      { customer_user_id: null },
    ]);

    // The inbox owner asks for a link and follows it: the account is theirs now, and the typist is out.
    const owner = await proveAddress(server, squatter);
    expect(errorCode(await server.graphql(MY_REQUESTS, {}, squatter.headers))).toBe("UNAUTHENTICATED");
    expect((await authClient(server.url).signInWithPassword({ email, password: PASSWORD })).error?.code).toBe(
      "invalid_credentials",
    );
    expect(ok(await server.graphql(ONE_REQUEST, { id: request.id }, owner.headers)).quoteRequest!.id).toBe(request.id);
    const mine = await download(owner);
    expect(mine.quote_requests.map((r) => r.reference)).toEqual([request.reference]);
    expect(mine.contact_messages.map((m) => m.message)).toEqual(["Call me about Geneva."]);
  });

  it("a password reset link proves the address too, and ends the typist's sessions", async () => {
    const email = uniqueEmail("reset");
    const request = await submitRequest(server, email);
    const squatter = await signUp(server, "customer", email);
    // The request's receipt and the sign-up's email come first: all delivered before the reset is asked for.
    const [{ queued }] = (await server.db.query(
      `SELECT count(*)::int AS queued FROM mail_outbox WHERE to_address = $1`,
      [email],
    )) as { queued: number }[];
    if (queued > 0) await waitForMail(server.dataDir, email, { after: queued - 1 });
    const before = queued;
    expect((await authClient(server.url).resetPasswordForEmail(email)).error).toBeNull();
    const mail = await waitForMail(server.dataDir, email, { after: before });
    const landing = new URL((await fetch(mail.link!, { redirect: "manual" })).headers.get("location")!);
    const owner = { authorization: `Bearer ${new URLSearchParams(landing.hash.slice(1)).get("access_token")}` };
    expect(errorCode(await server.graphql(MY_REQUESTS, {}, squatter.headers))).toBe("UNAUTHENTICATED");
    expect(ok(await server.graphql(ONE_REQUEST, { id: request.id }, owner)).quoteRequest!.id).toBe(request.id);
  });

  it("an invitation takes an autoconfirmed customer account over instead of refusing it, and staff rights need a proven address", async () => {
    const squatter = await signUp(server, "customer", uniqueEmail("desk"));
    expect(errorCode(await server.graphql(SET_ROLE, { id: squatter.userId, role: "STAFF" }, admin.headers))).toBe(
      "CONFLICT",
    );
    expect(
      ok(await server.graphql(INVITE, { email: squatter.email, role: "STAFF" }, admin.headers)).inviteStaff.id,
    ).toBe(squatter.userId);
    // The typist's session and password are gone; only the invitation link confirms the account now.
    expect(errorCode(await server.graphql(MY_REQUESTS, {}, squatter.headers))).toBe("UNAUTHENTICATED");
    expect(
      (await authClient(server.url).signInWithPassword({ email: squatter.email, password: PASSWORD })).error?.code,
    ).toBe("invalid_credentials");
    const link = new URL((await waitForMail(server.dataDir, squatter.email)).link!);
    const invitee = authClient(server.url);
    const { data, error } = await invitee.verifyOtp({
      token_hash: link.searchParams.get("token_hash")!,
      type: "invite",
    });
    expect(error).toBeNull();
    expect(data.user?.app_metadata.role).toBe("staff");
    const [row] = (await server.db.query(`SELECT email_proven_at IS NOT NULL AS proven FROM auth_user WHERE id = $1`, [
      squatter.userId,
    ])) as { proven: boolean }[];
    expect(row!.proven).toBe(true);
    // A proven account is changed in the list, as before.
    const proven = await proveAddress(server, await signUp(server, "customer"));
    expect(errorCode(await server.graphql(INVITE, { email: proven.email, role: "STAFF" }, admin.headers))).toBe(
      "CONFLICT",
    );
    expect(
      ok(await server.graphql(SET_ROLE, { id: proven.userId, role: "STAFF" }, admin.headers)).setUserRole.role,
    ).toBe("STAFF");
  });
});

import { readFile } from "node:fs/promises";
import path from "node:path";
import { importJWK, SignJWT, type JWK } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { authClient, decodeJwt, uniqueEmail } from "../support/auth-client.js";
import { signUp, submitRequest, type TestUser } from "../support/charter.js";
import { startTestServer, type TestServer } from "../support/server.js";
import { graphql } from "./__generated__/index.js";

const DEMOTE = graphql(`
  mutation SubscriptionsAuth_Demote($id: ID!) {
    setUserRole(userId: $id, role: CUSTOMER) {
      role
    }
  }
`);

/** Opens a graphql-transport-ws socket and sends connection_init; resolves with the first reply or the close. */
function connect(server: TestServer, authorization?: string) {
  const socket = new WebSocket(`${server.url.replace("http", "ws")}/graphql`, "graphql-transport-ws");
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.once("close", (code, reason) => resolve({ code, reason: String(reason) })),
  );
  const first = new Promise<string>((resolve, reject) => {
    socket.once("open", () =>
      socket.send(JSON.stringify({ type: "connection_init", payload: authorization ? { authorization } : {} })),
    );
    socket.once("message", (data) => resolve(JSON.parse(String(data)).type as string));
    socket.once("error", reject);
    void closed.then(({ code }) => resolve(`closed:${code}`));
  });
  return { socket, first, closed };
}

describe("graphql-ws authentication", () => {
  let server: TestServer;
  let accessToken: string;

  beforeAll(async () => {
    server = await startTestServer({ MAILER_AUTOCONFIRM: "true" });
    const { data, error } = await authClient(server.url).signUp({ email: uniqueEmail("ws"), password: "Jet-set-2026" });
    if (error) throw error;
    accessToken = data.session!.access_token;
  });
  afterAll(() => server?.close());

  it("acknowledges a valid token and an anonymous connection", async () => {
    const signedIn = connect(server, `Bearer ${accessToken}`);
    expect(await signedIn.first).toBe("connection_ack");
    signedIn.socket.close();
    const anonymous = connect(server);
    expect(await anonymous.first).toBe("connection_ack");
    anonymous.socket.close();
  });

  it("closes the socket with 4403 for a forged token", async () => {
    const [header, payload] = accessToken.split(".");
    const { first } = connect(server, `Bearer ${header}.${payload}.forged`);
    expect(await first).toBe("closed:4403");
  });

  it("closes the socket with 4401 when its token expires", async () => {
    const { keys } = JSON.parse(await readFile(path.join(server.dataDir, "jwt-keys.json"), "utf8")) as { keys: JWK[] };
    const shortLived = await new SignJWT({ ...decodeJwt(accessToken), exp: undefined })
      .setProtectedHeader({ alg: "ES256", kid: keys[0]!.kid! })
      .setExpirationTime(Math.floor(Date.now() / 1000) + 2)
      .sign(await importJWK(keys[0]!, "ES256"));
    const { first, closed } = connect(server, `Bearer ${shortLived}`);
    expect(await first).toBe("connection_ack");
    expect(await closed).toEqual({ code: 4401, reason: "Access token expired" });
  });
});

type WireMessage = { id?: string; type: string; payload?: unknown };

/** A graphql-transport-ws socket that subscribes to `query` once acknowledged; keeps every message and the close. */
function subscriber(server: TestServer, authorization: string, query: string) {
  const socket = new WebSocket(`${server.url.replace("http", "ws")}/graphql`, "graphql-transport-ws");
  const messages: WireMessage[] = [];
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.once("close", (code, reason) => resolve({ code, reason: String(reason) })),
  );
  const acked = new Promise<void>((resolve, reject) => {
    socket.once("open", () => socket.send(JSON.stringify({ type: "connection_init", payload: { authorization } })));
    socket.on("message", (data) => {
      const message = JSON.parse(String(data)) as WireMessage;
      messages.push(message);
      if (message.type === "connection_ack") {
        socket.send(JSON.stringify({ id: "1", type: "subscribe", payload: { query } }));
        resolve();
      }
    });
    socket.once("error", reject);
    void closed.then(({ code }) => reject(new Error(`closed (${code}) before connection_ack`)));
  });
  acked.catch(() => undefined);
  return { socket, messages, acked, closed };
}

/** `promise`, or a rejection naming `what` after `ms`: "promptly" in the tests below. */
async function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      promise,
      new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`${what} within ${ms} ms`)), ms))),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

const LEAD_EVENTS = "subscription { leadEvents { type lead { email } } }";

describe("graphql-ws sockets follow the session", () => {
  let server: TestServer;
  let admin: TestUser;

  beforeAll(async () => {
    server = await startTestServer({ MAILER_AUTOCONFIRM: "true" });
    admin = await signUp(server, "admin");
  });
  afterAll(() => server?.close());

  /** A staff socket whose leadEvents subscription is live: it has delivered an event. */
  async function liveBoard(user: TestUser) {
    const board = subscriber(server, user.headers.authorization, LEAD_EVENTS);
    await board.acked;
    // graphql-ws does not confirm a subscription: submit leads until one arrives.
    await expect
      .poll(
        async () => {
          await submitRequest(server, uniqueEmail("live-board"));
          return board.messages.some((m) => m.type === "next");
        },
        // Each attempt submits again; the next one looks for what the last one sent.
        { timeout: 10_000, interval: 200 },
      )
      .toBe(true);
    return board;
  }

  it("closes an open subscription socket with 4401 when the user signs out globally, and leaves others open", async () => {
    const staff = await signUp(server, "staff");
    const colleague = await signUp(server, "staff");
    const board = await liveBoard(staff);
    const other = await liveBoard(colleague);
    const response = await fetch(`${server.url}/auth/v1/logout?scope=global`, {
      method: "POST",
      headers: staff.headers,
    });
    expect(response.status).toBe(204);
    expect(await within(board.closed, 3_000, "the socket was not closed")).toMatchObject({ code: 4401 });
    expect(other.socket.readyState).toBe(WebSocket.OPEN);
    other.socket.close();
  });

  it("closes a staff socket with 4403 when an admin changes the user's role", async () => {
    const staff = await signUp(server, "staff");
    const board = await liveBoard(staff);
    const changed = await server.graphql(DEMOTE, { id: staff.userId }, admin.headers);
    expect(changed.errors).toBeUndefined();
    expect(await within(board.closed, 3_000, "the socket was not closed")).toMatchObject({ code: 4403 });
  });

  it("closes the socket with 4401 when the account is banned, whoever writes the ban", async () => {
    const staff = await signUp(server, "staff");
    const board = await liveBoard(staff);
    await server.db.query(`UPDATE auth_user SET banned_until = now() + interval '1 day' WHERE id = $1`, [staff.userId]);
    expect(await within(board.closed, 3_000, "the socket was not closed")).toMatchObject({ code: 4401 });
  });

  it("closes the socket with 4403 when a removed second factor lowers the session to aal1", async () => {
    const staff = await signUp(server, "staff");
    // A verified factor that brought this session to aal2 (the MFA flow itself is tested in auth-mfa.test.ts).
    const [factor] = (await server.db.query(
      `INSERT INTO auth_mfa_factor (user_id, friendly_name, factor_type, status, secret) VALUES ($1, 'Pilot phone', 'totp', 'verified', 'JBSWY3DPEHPK3PXP') RETURNING id`,
      [staff.userId],
    )) as { id: string }[];
    await server.db.query(
      `UPDATE auth_session SET aal = 'aal2', factor_id = $2, amr = amr || '[{"method":"totp","timestamp":1}]'::jsonb WHERE user_id = $1`,
      [staff.userId, factor!.id],
    );
    const board = await liveBoard(staff);
    const response = await fetch(`${server.url}/auth/v1/factors/${factor!.id}`, {
      method: "DELETE",
      headers: staff.headers,
    });
    expect(response.status).toBe(200);
    expect(await within(board.closed, 3_000, "the socket was not closed")).toMatchObject({ code: 4403 });
  });

  it("refuses the next subscribe on a still-open socket whose session ended unannounced, closing it with 4401", async () => {
    const staff = await signUp(server, "staff");
    const socket = subscriber(server, staff.headers.authorization, "{ __typename }");
    await socket.acked;
    await expect.poll(() => socket.messages.some((m) => m.type === "complete"), { timeout: 5_000 }).toBe(true);
    // The session ends with no event to announce it (triggers off in this transaction: a lost NOTIFY).
    await server.db.transaction(async (tx) => {
      await tx.query(`SET LOCAL session_replication_role = replica`);
      await tx.query(`DELETE FROM auth_session WHERE user_id = $1`, [staff.userId]);
    });
    expect(socket.socket.readyState).toBe(WebSocket.OPEN);
    socket.socket.send(JSON.stringify({ id: "2", type: "subscribe", payload: { query: LEAD_EVENTS } }));
    expect(await within(socket.closed, 3_000, "the socket was not closed")).toMatchObject({ code: 4401 });
    expect(socket.messages.filter((m) => m.id === "2" && m.type === "next")).toEqual([]);
  });
});

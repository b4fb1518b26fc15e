import { readFile } from "node:fs/promises";
import path from "node:path";
import { importJWK, SignJWT, type JWK } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { authClient, decodeJwt, uniqueEmail } from "../support/auth-client.js";
import { startTestServer, type TestServer } from "../support/server.js";

/** Opens a graphql-transport-ws socket and sends connection_init; resolves with the first reply or the close. */
function connect(server: TestServer, authorization?: string) {
  const socket = new WebSocket(`${server.url.replace("http", "ws")}/graphql`, "graphql-transport-ws");
  const closed = new Promise<{ code: number; reason: string }>((resolve) => socket.once("close", (code, reason) => resolve({ code, reason: String(reason) })));
  const first = new Promise<string>((resolve, reject) => {
    socket.once("open", () => socket.send(JSON.stringify({ type: "connection_init", payload: authorization ? { authorization } : {} })));
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

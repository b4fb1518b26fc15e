import { readFile } from "node:fs/promises";
import path from "node:path";
import { createRemoteJWKSet, generateKeyPair, importJWK, jwtVerify, SignJWT, type JWK } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authClient, decodeJwt, uniqueEmail } from "../support/auth-client.js";
import { startTestServer, type TestServer } from "../support/server.js";

const base64Json = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
const VIEWER = "{ viewer { email role assuranceLevel canUseStaffTools } }";

describe("access tokens", () => {
  let server: TestServer;
  let accessToken: string;
  let claims: Record<string, unknown>;

  beforeAll(async () => {
    server = await startTestServer({ MAILER_AUTOCONFIRM: "true" });
    const { data, error } = await authClient(server.url).signUp({
      email: uniqueEmail("token"),
      password: "Jet-set-2026",
    });
    if (error) throw error;
    accessToken = data.session!.access_token;
    claims = decodeJwt(accessToken);
  });
  afterAll(() => server?.close());

  /** Signs with the server's own private key (from its DATA_DIR), to test claim checks apart from signatures. */
  async function signWithServerKey(payload: Record<string, unknown>, expiresAt: number) {
    const { keys } = JSON.parse(await readFile(path.join(server.dataDir, "jwt-keys.json"), "utf8")) as { keys: JWK[] };
    const key = await importJWK(keys[0]!, "ES256");
    return new SignJWT(payload)
      .setProtectedHeader({ alg: "ES256", kid: keys[0]!.kid! })
      .setExpirationTime(expiresAt)
      .sign(key);
  }

  const userStatus = async (token: string) => {
    const response = await fetch(`${server.url}/auth/v1/user`, { headers: { authorization: `Bearer ${token}` } });
    return { status: response.status, code: ((await response.json()) as { error_code?: string }).error_code };
  };
  const graphqlStatus = async (token: string) => {
    const response = await fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: VIEWER }),
    });
    const body = (await response.json()) as { errors?: { extensions: { code: string } }[]; data?: unknown };
    return { status: response.status, code: body.errors?.[0]?.extensions.code ?? "OK", data: body.data };
  };

  it("verify with jose against the published JWKS, with kid, ES256 and the reference's claims", async () => {
    const jwks = createRemoteJWKSet(new URL(`${server.url}/auth/v1/.well-known/jwks.json`));
    const { payload, protectedHeader } = await jwtVerify(accessToken, jwks, {
      audience: "authenticated",
      issuer: `${server.url}/auth/v1`,
    });
    expect(protectedHeader).toMatchObject({ alg: "ES256", kid: expect.any(String) });
    expect(payload).toMatchObject({
      role: "authenticated",
      aal: "aal1",
      is_anonymous: false,
      session_id: expect.any(String),
      amr: [{ method: "password", timestamp: expect.any(Number) }],
    });
    expect((payload.exp as number) - (payload.iat as number)).toBe(3600);
  });

  it("let a valid token through /auth/v1/user and /graphql", async () => {
    expect(await userStatus(accessToken)).toMatchObject({ status: 200 });
    expect(await graphqlStatus(accessToken)).toMatchObject({
      status: 200,
      data: { viewer: { email: claims.email, role: "CUSTOMER", assuranceLevel: "aal1", canUseStaffTools: false } },
    });
  });

  const forged: [string, () => Promise<string>][] = [
    ["alg none", async () => `${base64Json({ alg: "none", typ: "JWT" })}.${base64Json(claims)}.`],
    [
      "another key with the same kid",
      async () => {
        const { privateKey } = await generateKeyPair("ES256");
        const kid = (JSON.parse(Buffer.from(accessToken.split(".")[0]!, "base64url").toString()) as { kid: string })
          .kid;
        return new SignJWT(claims).setProtectedHeader({ alg: "ES256", kid }).sign(privateKey);
      },
    ],
    [
      "a changed payload",
      async () => {
        const [header, , signature] = accessToken.split(".");
        const promoted = { ...claims, app_metadata: { ...(claims.app_metadata as object), role: "admin" } };
        return `${header}.${Buffer.from(JSON.stringify(promoted)).toString("base64url")}.${signature}`;
      },
    ],
    [
      "a wrong audience",
      () => signWithServerKey({ ...claims, aud: "service_role" }, Math.floor(Date.now() / 1000) + 600),
    ],
    [
      "an expiry in the past",
      () => signWithServerKey({ ...claims, exp: undefined }, Math.floor(Date.now() / 1000) - 60),
    ],
  ];

  it.each(forged)(
    "refuse %s on /auth/v1/user (403 bad_jwt) and /graphql (401 UNAUTHENTICATED)",
    async (_name, make) => {
      const token = await make();
      expect(await userStatus(token)).toEqual({ status: 403, code: "bad_jwt" });
      expect(await graphqlStatus(token)).toMatchObject({ status: 401, code: "UNAUTHENTICATED" });
    },
  );

  it("ask for a token where one is missing, and treat no token on /graphql as signed out", async () => {
    const response = await fetch(`${server.url}/auth/v1/user`);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error_code: "no_authorization" });
    expect(await server.graphql(VIEWER)).toEqual({ data: { viewer: null } });
  });
});

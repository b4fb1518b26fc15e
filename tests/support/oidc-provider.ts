import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { exportJWK, generateKeyPair } from "jose";
import { freePort } from "./ports.js";

/** What the provider says about a person: the ID token's profile claims. */
export interface TestAccount {
  email: string;
  email_verified?: boolean;
  name?: string;
  picture?: string;
}

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** People by login; the login is their `sub`. An unlisted login is `<login>@example.test`, verified. */
  accounts: Map<string, TestAccount>;
  close(): Promise<void>;
}

// oidc-provider ships no type declarations: this is the part of its API used here.
interface OidcProvider {
  callback(): (req: IncomingMessage, res: ServerResponse) => void;
}
type OidcProviderClass = new (issuer: string, configuration: Record<string, unknown>) => OidcProvider;

/**
 * A real OpenID Connect provider (npm oidc-provider) standing in for Google. Its development
 * interactions are plain HTML: a login form that takes any login and password, then a consent
 * screen ("Continue"), with a "[ Cancel ]" link that answers access_denied.
 */
export async function startOidcProvider(options: {
  redirectUri: string;
  clientId?: string;
  clientSecret?: string;
  port?: number;
}): Promise<TestOidcProvider> {
  const moduleName = "oidc-provider";
  const { default: Provider } = (await import(moduleName)) as { default: OidcProviderClass };
  const port = options.port ?? (await freePort());
  const issuer = `http://127.0.0.1:${port}`;
  const clientId = options.clientId ?? "skycharter-test";
  const clientSecret = options.clientSecret ?? "skycharter-test-secret-0123456789";
  const accounts = new Map<string, TestAccount>();
  const { privateKey } = await generateKeyPair("RS256", { extractable: true });

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ["authorization_code"],
        response_types: ["code"],
        token_endpoint_auth_method: "client_secret_post",
      },
    ],
    jwks: { keys: [{ ...(await exportJWK(privateKey)), kid: "test-rs256", alg: "RS256", use: "sig" }] },
    cookies: { keys: ["oidc-test-cookie-key"] },
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name", "picture"] },
    // As Google does: the ID token itself carries the email and profile claims.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    ttl: { Interaction: 600, Session: 600, Grant: 600, AuthorizationCode: 60, AccessToken: 600, IdToken: 600 },
    features: { devInteractions: { enabled: true } },
    async findAccount(_ctx: unknown, sub: string) {
      const account = accounts.get(sub) ?? { email: `${sub}@example.test`, email_verified: true, name: sub };
      return { accountId: sub, claims: async () => ({ sub, email_verified: true, ...account }) };
    },
  });

  const server = createServer(provider.callback());
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  return {
    issuer,
    clientId,
    clientSecret,
    accounts,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

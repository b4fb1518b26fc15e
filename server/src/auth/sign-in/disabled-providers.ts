import { decodeJwt } from "jose";
import { AuthError, OAuthGrantError, validationFailed } from "../common/errors.js";

// Sign-in methods Supabase Auth has and this server leaves off (SAML SSO, Web3 wallets, ID tokens
// from native apps): each is refused in Supabase Auth's words for a disabled provider, so clients
// written against it take the same branch.

export const samlDisabled = () => new AuthError(404, "saml_provider_disabled", "SAML 2.0 is disabled");

/** POST /token?grant_type=web3: refused before the body is read, as with both chains off. */
export const web3Disabled = () => new AuthError(422, "web3_provider_disabled", "Web3 provider is disabled");

const APPLE_ISSUERS = new Set(["https://appleid.apple.com", "https://account.apple.com"]);
const AZURE_ISSUER = /^https:\/\/login[.]microsoftonline[.]com\/([^/]+)\/v2[.]0\/?$/;
const isAzureTokenIssuer = (iss: string) =>
  iss.startsWith("https://login.microsoftonline.com/") || iss.startsWith("https://sts.windows.net/");

// The built-in ID token providers whose issuer is fixed, in the order Supabase Auth tries them
// (after Apple, Google and Azure); Apple's and Azure's issuers come from the token.
const FIXED_ISSUERS: Record<string, string> = {
  google: "https://accounts.google.com",
  facebook: "https://www.facebook.com",
  // Keycloak's issuer is its configured URL, and none is configured.
  keycloak: "",
  kakao: "https://kauth.kakao.com",
  vercel_marketplace: "https://marketplace.vercel.com",
  snapchat: "https://accounts.snapchat.com/accounts/oauth2/token",
};

export interface IdTokenGrantInput {
  id_token?: unknown;
  provider?: unknown;
  client_id?: unknown;
  issuer?: unknown;
  link_identity?: unknown;
}

const text = (value: unknown) => (typeof value === "string" ? value : "");

/** The `iss` of an unverified ID token, or null when it cannot be read (as Supabase Auth detects Apple's and Azure's). */
function tokenIssuer(idToken: string): string | null {
  try {
    const iss = decodeJwt(idToken).iss;
    return typeof iss === "string" ? iss : "";
  } catch {
    return null;
  }
}

function detectedIssuer(
  idToken: string,
  requested: string,
  name: "Apple" | "Azure",
  accepts: (issuer: string) => boolean,
): string {
  const issuer = tokenIssuer(idToken);
  if (issuer === null) throw validationFailed(`Unable to detect issuer in ID token for ${name} provider`);
  if (!accepts(issuer)) throw validationFailed(`Detected ID token issuer is not an ${name} ID token issuer`);
  if (requested && requested !== issuer) throw validationFailed("Provided issuer does not match ID token issuer");
  return issuer;
}

/**
 * POST /token?grant_type=id_token with no ID token provider enabled: the request is checked as
 * Supabase Auth checks it, then refused as its provider would be. `authenticate` runs only for
 * `link_identity`, as there.
 */
export async function refuseIdTokenGrant(
  input: IdTokenGrantInput,
  authorization: string | undefined,
  authenticate: () => Promise<unknown>,
): Promise<never> {
  const idToken = text(input.id_token);
  const provider = text(input.provider);
  const issuer = text(input.issuer);
  if (!idToken) throw new OAuthGrantError("invalid request", "id_token required");
  if (!provider && (!text(input.client_id) || !issuer))
    throw new OAuthGrantError("invalid request", "provider or client_id and issuer required");
  if (input.link_identity === true) {
    if (!authorization)
      throw new OAuthGrantError("invalid request", "Linking requires a valid user access token in Authorization");
    await authenticate();
  }
  let providerIssuer: string;
  if (provider === "apple" || APPLE_ISSUERS.has(issuer)) {
    providerIssuer = detectedIssuer(idToken, issuer, "Apple", (iss) => APPLE_ISSUERS.has(iss));
  } else if (provider === "google" || issuer === FIXED_ISSUERS.google) {
    providerIssuer = FIXED_ISSUERS.google!;
  } else if (provider === "azure" || AZURE_ISSUER.test(issuer)) {
    providerIssuer = detectedIssuer(idToken, issuer, "Azure", isAzureTokenIssuer);
  } else {
    const known = Object.keys(FIXED_ISSUERS).find(
      (name) => name === provider || (issuer !== "" && FIXED_ISSUERS[name] === issuer),
    );
    if (known === undefined) {
      // Custom providers are looked up by name, and there are none; any other issuer is not on the allow list.
      if (provider.startsWith("custom:"))
        throw validationFailed(`Custom provider ${JSON.stringify(provider)} not found`);
      throw validationFailed(`Custom OIDC provider ${JSON.stringify(provider)} not allowed`);
    }
    providerIssuer = FIXED_ISSUERS[known]!;
  }
  throw new AuthError(400, "provider_disabled", `Provider (issuer ${JSON.stringify(providerIssuer)}) is not enabled`);
}

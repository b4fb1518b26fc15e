import * as oidc from "openid-client";
import type { Logger } from "../../logger.js";
import { AuthError } from "../common/errors.js";
import type { ExternalProfile, ExternalProvider } from "./provider.js";

export interface GoogleSettings {
  clientId: string;
  clientSecret: string;
  issuer: string;
}

const BASE_SCOPES = ["openid", "email", "profile"];
// The app may pass extra parameters on to Google, but never ones that steer the flow itself.
const RESERVED = new Set([
  "client_id",
  "client_secret",
  "redirect_uri",
  "response_type",
  "response_mode",
  "scope",
  "state",
  "nonce",
  "code_challenge",
  "code_challenge_method",
  "code_verifier",
  "request",
  "request_uri",
]);

const text = (value: unknown) => (typeof value === "string" && value ? value : undefined);

function profileFrom(claims: oidc.IDToken): ExternalProfile {
  const email = text(claims.email)?.trim().toLowerCase() ?? null;
  const emailVerified = claims.email_verified === true || claims.email_verified === "true";
  const name = text(claims.name);
  const picture = text(claims.picture);
  const data: Record<string, unknown> = {
    iss: claims.iss,
    sub: claims.sub,
    email: email ?? undefined,
    email_verified: emailVerified,
    phone_verified: false,
    name,
    picture,
    full_name: name,
    avatar_url: picture,
    provider_id: claims.sub,
  };
  for (const key of Object.keys(data)) if (data[key] === undefined) delete data[key];
  return { subject: claims.sub, email, emailVerified, locale: text(claims.locale), data };
}

/**
 * Google (or any OpenID provider at `issuer`, e.g. a local one in tests) via openid-client.
 * Discovery runs once and is kept; a failed discovery is not kept, so the next sign-in retries.
 */
export function googleProvider(
  settings: GoogleSettings,
  options: { redirectUri: string; production: boolean; log: Logger },
): ExternalProvider {
  const { redirectUri, log } = options;
  // Plain-http issuers (a local provider in development and tests) only outside production.
  const insecure = new URL(settings.issuer).protocol === "http:" && !options.production;
  let discovered: Promise<oidc.Configuration> | null = null;

  function configuration(): Promise<oidc.Configuration> {
    discovered ??= oidc
      .discovery(new URL(settings.issuer), settings.clientId, settings.clientSecret, undefined, {
        timeout: 10,
        execute: insecure ? [oidc.allowInsecureRequests] : [],
      })
      .catch((error: unknown) => {
        discovered = null;
        log.error({ err: error, issuer: settings.issuer }, "OpenID discovery failed");
        throw new AuthError(500, "unexpected_failure", "Unable to reach the sign-in provider, please try again");
      });
    return discovered;
  }

  return {
    name: "google",

    async authorizationUrl({ state, nonce, codeVerifier, scopes, extra }) {
      const config = await configuration();
      const params = new URLSearchParams(Object.entries(extra).filter(([key]) => !RESERVED.has(key.toLowerCase())));
      const scope = new Set([...BASE_SCOPES, ...(scopes ?? "").split(/[\s,]+/).filter(Boolean)]);
      params.set("redirect_uri", redirectUri);
      params.set("scope", [...scope].join(" "));
      params.set("state", state);
      params.set("nonce", nonce);
      params.set("code_challenge", await oidc.calculatePKCECodeChallenge(codeVerifier));
      params.set("code_challenge_method", "S256");
      return oidc.buildAuthorizationUrl(config, params).toString();
    },

    async exchange(callback, checks) {
      const config = await configuration();
      // openid-client takes the redirect_uri for the token request from this URL, minus the response parameters.
      const current = new URL(redirectUri);
      for (const [key, value] of callback) current.searchParams.append(key, value);
      let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
      try {
        tokens = await oidc.authorizationCodeGrant(config, current, {
          pkceCodeVerifier: checks.codeVerifier,
          expectedState: checks.state,
          expectedNonce: checks.nonce,
          idTokenExpected: true,
        });
      } catch (error) {
        log.warn({ err: error }, "exchanging the provider's code failed");
        throw new AuthError(500, "unexpected_failure", "Unable to exchange external code");
      }
      const claims = tokens.claims();
      if (!claims) throw new AuthError(500, "unexpected_failure", "The provider returned no ID token");
      return {
        profile: profileFrom(claims),
        tokens: { accessToken: tokens.access_token, refreshToken: tokens.refresh_token },
      };
    },
  };
}

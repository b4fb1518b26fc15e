/** Who the person is, as the external provider's ID token says. */
export interface ExternalProfile {
  subject: string;
  /** Lowercased; null when the provider gave none. */
  email: string | null;
  emailVerified: boolean;
  locale?: string;
  /** identity_data in Supabase Auth's shape: iss, sub, name, picture, email, full_name, avatar_url, … */
  data: Record<string, unknown>;
}

export interface ProviderTokens {
  accessToken: string;
  refreshToken?: string;
}

/** What our flow state remembers to check the provider's answer against. */
export interface ProviderChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

export interface AuthorizationRequest {
  state: string;
  nonce: string;
  codeVerifier: string;
  /** Extra scopes the app asked for, comma- or space-separated. */
  scopes?: string;
  /** Further parameters for the provider (prompt, login_hint, hd, access_type…). */
  extra: Record<string, string>;
}

/** An OpenID Connect provider we sign people in with. */
export interface ExternalProvider {
  readonly name: string;
  authorizationUrl(request: AuthorizationRequest): Promise<string>;
  /** Redeems the code in the callback's parameters, checking state, nonce and PKCE. */
  exchange(
    callback: URLSearchParams,
    checks: ProviderChecks,
  ): Promise<{ profile: ExternalProfile; tokens: ProviderTokens }>;
}

/** An error the provider sent to the callback (e.g. the person declined): passed on to the app as it is. */
export class ProviderError extends Error {
  constructor(
    readonly error: string,
    readonly description: string,
  ) {
    super(description);
  }
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

import { randomNonce, randomPKCECodeVerifier } from "openid-client";
import type { DataSource } from "typeorm";
import type { AuthConfig } from "../../config.js";
import type { Logger } from "../../logger.js";
import { safeEqual } from "../common/crypto.js";
import { AuthError, oauthErrorOf, validationFailed } from "../common/errors.js";
import {
  allowedRedirect,
  createFlowState,
  FLOW_STATE_TTL_SECONDS,
  issueAuthCode,
  readPkce,
  type PkceParams,
} from "../common/one-time-tokens.js";
import type { ClientInfo, SessionService } from "../sessions/index.js";
import { one, type Db } from "../common/store.js";
import { linkExternalIdentity, resolveExternalUser } from "./identity-linking.js";
import { ProviderError, UUID, type ExternalProfile, type ExternalProvider, type ProviderTokens } from "./provider.js";

/** Providers this service knows how to speak to; each is enabled by its configuration. */
const KNOWN_PROVIDERS = new Set(["google"]);
const AUTHENTICATION_METHOD = "oauth";

export interface AuthorizeParams extends PkceParams {
  provider?: string;
  scopes?: string;
  redirect_to?: string;
  /** Passed on to the provider (prompt, login_hint, …). */
  extra: Record<string, string>;
}

export type CallbackClient = ClientInfo & { acceptLanguage?: string };

interface OAuthFlowRow {
  id: string;
  code_challenge: string;
  provider: string;
  provider_state: { code_verifier?: string; nonce?: string };
  redirect_to: string | null;
  link_user_id: string | null;
  auth_code_hash: string | null;
  created_at: Date;
}

const DENIED_CODES = new Set(["signup_disabled", "user_banned", "provider_email_needs_verification"]);

/**
 * GET /authorize → provider → GET|POST /callback. The flow state's id is the `state` we send;
 * it also keeps our PKCE verifier and nonce for the provider, and the app's own PKCE challenge.
 */
export class OAuthFlows {
  constructor(
    private readonly db: DataSource,
    private readonly config: AuthConfig,
    private readonly sessions: SessionService,
    private readonly providers: ReadonlyMap<string, ExternalProvider>,
    private readonly log: Logger,
  ) {}

  private provider(requested: string | undefined): ExternalProvider {
    const name = (requested ?? "").trim().toLowerCase();
    const provider = this.providers.get(name);
    if (provider) return provider;
    if (KNOWN_PROVIDERS.has(name)) throw validationFailed("Unsupported provider: provider is not enabled");
    throw validationFailed(`Unsupported provider: Provider ${name} could not be found`);
  }

  /**
   * Stores a flow state and returns the provider's authorization URL and the state's id (for the
   * browser's flow cookie); `linkUserId` makes it a link.
   */
  async start(params: AuthorizeParams, linkUserId: string | null): Promise<{ url: string; state: string }> {
    const provider = this.provider(params.provider);
    // Implicit flows have no challenge: the callback then answers with tokens, not a code.
    const pkce = readPkce(params) ?? { challenge: "", method: "s256" };
    const codeVerifier = randomPKCECodeVerifier();
    const nonce = randomNonce();
    const state = await createFlowState(this.db, pkce, {
      method: AUTHENTICATION_METHOD,
      provider: provider.name,
      redirectTo: allowedRedirect(this.config, params.redirect_to),
      providerState: { code_verifier: codeVerifier, nonce },
      linkUserId,
    });
    await this.sweep();
    return {
      url: await provider.authorizationUrl({ state, nonce, codeVerifier, scopes: params.scopes, extra: params.extra }),
      state,
    };
  }

  /**
   * Handles the provider's answer and returns where to send the browser: the app, with a code, tokens or an error.
   * `browserFlow` is the flow cookie the browser sent: the state must be the one this browser started.
   */
  async callback(params: URLSearchParams, client: CallbackClient, browserFlow: string | undefined): Promise<string> {
    let flow: OAuthFlowRow;
    try {
      flow = await this.findFlow(params.get("state"));
    } catch (error) {
      return this.errorRedirect(this.config.siteUrl, error);
    }
    const target = allowedRedirect(this.config, flow.redirect_to);
    try {
      if (Date.now() - new Date(flow.created_at).getTime() > FLOW_STATE_TTL_SECONDS * 1000) {
        throw new AuthError(400, "bad_oauth_state", "OAuth state has expired");
      }
      if (flow.auth_code_hash) throw new AuthError(400, "flow_state_already_used", "State has already been used");
      // Otherwise a callback URL opened in someone else's browser would sign them in to, or link to, the starter's account.
      if (!browserFlow || !safeEqual(browserFlow, flow.id)) {
        throw new AuthError(
          400,
          "bad_oauth_state",
          "OAuth callback was not opened in the browser that started the sign-in",
        );
      }
      const providerError = params.get("error");
      if (providerError) throw new ProviderError(providerError, params.get("error_description") ?? "");
      if (!params.get("code"))
        throw new AuthError(400, "bad_oauth_callback", "OAuth callback with missing authorization code");
      const provider = this.providers.get(flow.provider);
      if (!provider)
        throw new AuthError(400, "oauth_provider_not_supported", "Unsupported provider: provider is not enabled");
      const { profile, tokens } = await provider.exchange(params, {
        state: flow.id,
        nonce: flow.provider_state.nonce ?? "",
        codeVerifier: flow.provider_state.code_verifier ?? "",
      });
      return await this.db.transaction((tx) => this.complete(tx, flow, profile, tokens, target, client));
    } catch (error) {
      // A state is good for one callback; one whose code was already issued stays for its exchange.
      await this.db.query(`DELETE FROM auth_flow_state WHERE id = $1 AND auth_code_hash IS NULL`, [flow.id]);
      return this.errorRedirect(target, error);
    }
  }

  private async findFlow(state: string | null): Promise<OAuthFlowRow> {
    if (!state) throw new AuthError(400, "bad_oauth_callback", "OAuth state parameter missing");
    if (!UUID.test(state)) throw new AuthError(400, "bad_oauth_state", "OAuth state parameter is invalid");
    const flow = await one<OAuthFlowRow>(
      this.db,
      `SELECT * FROM auth_flow_state WHERE id = $1 AND authentication_method = $2`,
      [state, AUTHENTICATION_METHOD],
    );
    if (!flow) throw new AuthError(400, "bad_oauth_state", "OAuth state not found or expired");
    return flow;
  }

  private async complete(
    tx: Db,
    flow: OAuthFlowRow,
    profile: ExternalProfile,
    tokens: ProviderTokens,
    target: string,
    client: CallbackClient,
  ): Promise<string> {
    const locked = await one<OAuthFlowRow>(tx, `SELECT * FROM auth_flow_state WHERE id = $1 FOR UPDATE`, [flow.id]);
    if (!locked || locked.auth_code_hash)
      throw new AuthError(400, "flow_state_already_used", "State has already been used");
    const user = flow.link_user_id
      ? await linkExternalIdentity(tx, flow.link_user_id, flow.provider, profile)
      : await resolveExternalUser(tx, this.config, flow.provider, profile, client.acceptLanguage);
    const url = new URL(target);
    if (flow.code_challenge) {
      url.searchParams.set("code", await issueAuthCode(tx, flow.id, user.id));
      return url.toString();
    }
    const session = await this.sessions.signIn(tx, user, "oauth", client);
    await tx.query(`DELETE FROM auth_flow_state WHERE id = $1`, [flow.id]);
    const fragment = new URLSearchParams({
      access_token: session.access_token,
      expires_at: String(session.expires_at),
      expires_in: String(session.expires_in),
      refresh_token: session.refresh_token,
      token_type: "bearer",
      provider_token: tokens.accessToken,
    });
    if (tokens.refreshToken) fragment.set("provider_refresh_token", tokens.refreshToken);
    fragment.set("sb", "");
    url.hash = fragment.toString();
    return url.toString();
  }

  /** Errors go back to the app in the query and, for implicit clients, the fragment (as Supabase Auth does). */
  private errorRedirect(target: string, error: unknown): string {
    const fields = this.describe(error);
    const url = new URL(target);
    for (const [key, value] of Object.entries(fields)) url.searchParams.set(key, value);
    url.hash = new URLSearchParams({ ...fields, sb: "" }).toString();
    return url.toString();
  }

  private describe(error: unknown): Record<string, string> {
    if (error instanceof ProviderError) {
      this.log.info({ error: error.error }, "the provider refused the sign-in");
      return { error: error.error, error_description: error.description };
    }
    if (error instanceof AuthError) {
      if (error.status >= 500) this.log.error({ err: error }, "OAuth callback failed");
      const oauthError = DENIED_CODES.has(error.code) ? "access_denied" : (oauthErrorOf(error) ?? "server_error");
      return { error: oauthError, error_code: error.code, error_description: error.message };
    }
    this.log.error({ err: error }, "OAuth callback failed");
    return {
      error: "server_error",
      error_code: "unexpected_failure",
      error_description: "Unexpected failure, please try again",
    };
  }

  /** Abandoned sign-ins leave flow states behind; now and then the old ones go. */
  private async sweep(): Promise<void> {
    if (Math.random() >= 0.05) return;
    await this.db.query(
      `DELETE FROM auth_flow_state WHERE authentication_method = $1 AND created_at < now() - interval '1 hour'`,
      [AUTHENTICATION_METHOD],
    );
  }
}

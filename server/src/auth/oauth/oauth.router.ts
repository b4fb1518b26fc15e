import express, { Router, type Request, type RequestHandler, type Response } from "express";
import type { DataSource } from "typeorm";
import type { Config } from "../../config.js";
import { clientKey } from "../../http/client-key.js";
import type { RateLimiter } from "../../http/rate-limit.js";
import type { Logger } from "../../logger.js";
import { authenticate, type SessionService, type TokenService } from "../sessions/index.js";
import { AuthError } from "../common/errors.js";
import { FLOW_STATE_TTL_SECONDS } from "../common/one-time-tokens.js";
import { tooMany } from "../common/limits.js";
import { clientInfo } from "../request.js";
import { googleProvider } from "./google.provider.js";
import { requireAalForIdentityChange, unlinkIdentity } from "./identity-linking.js";
import { OAuthFlows, type AuthorizeParams } from "./oauth.service.js";
import type { ExternalProvider } from "./provider.js";

export interface OAuthRouterDeps {
  config: Config;
  db: DataSource;
  log: Logger;
  tokens: TokenService;
  sessions: SessionService;
  limiter: RateLimiter;
}

// Our own parameters of /authorize; any others are passed on to the provider.
const OWN_PARAMS = new Set([
  "provider",
  "scopes",
  "redirect_to",
  "code_challenge",
  "code_challenge_method",
  "skip_http_redirect",
  "invite_token",
]);
// Each /authorize stores a flow state: enough for people, not for filling the table.
const AUTHORIZE_LIMIT = { limit: 60, windowSeconds: 300 };
// Holds the id of the flow this browser started; the callback requires it (login and link CSRF).
const FLOW_COOKIE = "sb-oauth-flow";

function readCookie(req: Request, name: string): string | undefined {
  for (const part of (req.get("cookie") ?? "").split(";")) {
    const at = part.indexOf("=");
    if (at <= 0 || part.slice(0, at).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(at + 1).trim());
    } catch {
      return undefined; // malformed: as if absent
    }
  }
  return undefined;
}

function singleValues(source: unknown): Record<string, string> {
  const values: Record<string, string> = {};
  if (!source || typeof source !== "object") return values;
  for (const [key, value] of Object.entries(source)) {
    const first: unknown = Array.isArray(value) ? value[0] : value;
    if (typeof first === "string") values[key] = first;
  }
  return values;
}

function authorizeParams(req: Request): AuthorizeParams {
  const query = singleValues(req.query);
  return {
    provider: query.provider,
    scopes: query.scopes,
    redirect_to: query.redirect_to,
    code_challenge: query.code_challenge,
    code_challenge_method: query.code_challenge_method,
    extra: Object.fromEntries(Object.entries(query).filter(([key]) => !OWN_PARAMS.has(key))),
  };
}

function enabledProviders({ config, log }: OAuthRouterDeps): Map<string, ExternalProvider> {
  const providers = new Map<string, ExternalProvider>();
  const redirectUri = `${config.auth.siteUrl}/auth/v1/callback`;
  if (config.auth.google)
    providers.set(
      "google",
      googleProvider(config.auth.google, { redirectUri, production: config.nodeEnv === "production", log }),
    );
  return providers;
}

/** Sign-in with external providers (Google) and linking/unlinking identities, under /auth/v1. */
export function oauthRouter(deps: OAuthRouterDeps): Router {
  const { db, tokens, limiter } = deps;
  const flows = new OAuthFlows(db, deps.config.auth, deps.sessions, enabledProviders(deps), deps.log);
  const router = Router();
  // Sent only to the callback; Lax, so the provider's top-level redirect back carries it.
  const cookieOptions = (req: Request) => ({
    httpOnly: true,
    sameSite: "lax" as const,
    secure: req.secure || new URL(deps.config.auth.siteUrl).protocol === "https:",
    path: new URL(`${deps.config.auth.siteUrl}/auth/v1/callback`).pathname,
  });
  const bindFlow = (req: Request, res: Response, state: string) =>
    res.cookie(FLOW_COOKIE, state, { ...cookieOptions(req), maxAge: FLOW_STATE_TTL_SECONDS * 1000 });
  const limitAuthorize: RequestHandler = async (req, _res, next) => {
    const result = await limiter.hit(`authorize:ip:${clientKey(req.ip ?? "unknown")}`, AUTHORIZE_LIMIT);
    next(result.allowed ? undefined : tooMany(result.retryAfter));
  };

  router.get("/authorize", limitAuthorize, async (req, res) => {
    const { url, state } = await flows.start(authorizeParams(req), null);
    bindFlow(req, res, state);
    res.redirect(302, url);
  });

  const callback: RequestHandler = async (req, res) => {
    // form_post answers come in the body; GET ones in the query.
    const params = new URLSearchParams({
      ...singleValues(req.query),
      ...(req.method === "POST" ? singleValues(req.body) : {}),
    });
    const browserFlow = readCookie(req, FLOW_COOKIE);
    const target = await flows.callback(
      params,
      { ...clientInfo(req), acceptLanguage: req.get("accept-language") },
      browserFlow,
    );
    // The flow is over either way; another flow's cookie (a second tab) is left alone.
    if (browserFlow && browserFlow === params.get("state")) res.clearCookie(FLOW_COOKIE, cookieOptions(req));
    res.redirect(302, target);
  };
  router.get("/callback", callback);
  router.post("/callback", express.urlencoded({ extended: false, limit: "64kb" }), callback);

  // As Supabase Auth: the user is known first, then linking and unlinking answer 404 while switched off.
  const requireManualLinking = () => {
    if (!deps.config.auth.manualLinking)
      throw new AuthError(404, "manual_linking_disabled", "Manual linking is disabled");
  };

  router.get("/user/identities/authorize", limitAuthorize, async (req, res) => {
    const auth = await authenticate(db, tokens, req.get("authorization"));
    requireManualLinking();
    await requireAalForIdentityChange(db, auth, "link an identity");
    const { url, state } = await flows.start(authorizeParams(req), auth.user.id);
    // auth-js asks for the URL with fetch from the app's page, so the cookie lands in that browser.
    bindFlow(req, res, state);
    if (req.query.skip_http_redirect === "true") res.json({ url });
    else res.redirect(302, url);
  });

  router.delete("/user/identities/:identity_id", async (req, res) => {
    const auth = await authenticate(db, tokens, req.get("authorization"));
    requireManualLinking();
    await requireAalForIdentityChange(db, auth, "unlink an identity");
    await unlinkIdentity(db, auth.user.id, req.params.identity_id);
    res.json({});
  });

  return router;
}

import express, { Router, type Request } from "express";
import type { Config } from "../config.js";
import type { RateLimiter } from "../http/rate-limit.js";
import type { Logger } from "../logger.js";
import type { AccountsService } from "./accounts.service.js";
import { authenticate } from "./bearer.js";
import { authCors } from "./cors.js";
import { refuseIdTokenGrant, samlDisabled, web3Disabled } from "./disabled-providers.js";
import { AuthError, authErrorHandler, validationFailed } from "./errors.js";
import type { SigningKeys } from "./keys.js";
import { limitByIp } from "./limits.js";
import type { ClientInfo, SessionService } from "./sessions.js";
import type { TokenService } from "./tokens.js";
import type { ReauthenticationService } from "./reauthentication.service.js";
import type { ResendService } from "./resend.service.js";
import type { UserService } from "./user.service.js";
import type { DataSource } from "typeorm";

export interface AuthRouterDeps {
  config: Config;
  db: DataSource;
  log: Logger;
  keys: SigningKeys;
  tokens: TokenService;
  sessions: SessionService;
  accounts: AccountsService;
  users: UserService;
  resends: ResendService;
  reauthentication: ReauthenticationService;
  limiter: RateLimiter;
  /** Further routes (MFA, OAuth) mounted on the same /auth/v1 router. */
  extensions?: Router[];
}

export const clientInfo = (req: Request): ClientInfo => ({ ip: req.ip ?? "unknown", userAgent: req.get("user-agent") });
const queryString = (value: unknown) => (typeof value === "string" ? value : undefined);
const body = (req: Request) => (req.body && typeof req.body === "object" ? (req.body as Record<string, unknown>) : {});

/** /auth/v1: the Supabase Auth (GoTrue) REST surface that @supabase/auth-js speaks. */
export function authRouter(deps: AuthRouterDeps): Router {
  const { config, db, tokens, sessions, accounts, users, limiter } = deps;
  const router = Router();
  router.use(authCors(config.auth));
  router.use(express.json({ limit: "64kb" }));
  const bearer = (req: Request) => authenticate(db, tokens, req.get("authorization"));

  router.post("/signup", limitByIp(limiter, "signup", config.auth.ipRateLimits.signup), async (req, res) => {
    res.json(
      await accounts.signUp(body(req), queryString(req.query.redirect_to), {
        ...clientInfo(req),
        acceptLanguage: req.get("accept-language"),
      }),
    );
  });

  router.post("/token", limitByIp(limiter, "token", config.auth.ipRateLimits.token), async (req, res) => {
    const grant = queryString(req.query.grant_type);
    if (grant === "password") {
      res.json(await accounts.signInWithPassword(body(req), clientInfo(req)));
      return;
    }
    if (grant === "refresh_token") {
      const token = body(req).refresh_token;
      if (typeof token !== "string" || !token) throw validationFailed("refresh_token required");
      res.json(await sessions.refresh(token));
      return;
    }
    if (grant === "pkce") {
      res.json(await accounts.exchangeCode(body(req), clientInfo(req)));
      return;
    }
    if (grant === "id_token") await refuseIdTokenGrant(body(req), req.get("authorization"), () => bearer(req));
    if (grant === "web3") throw web3Disabled();
    // Supabase Auth's own code for a grant it does not know.
    throw new AuthError(400, "invalid_credentials", "unsupported_grant_type");
  });

  // SAML single sign-on (POST /sso, its metadata and assertion endpoints): off, as /settings says.
  router.use("/sso", () => {
    throw samlDisabled();
  });

  router.post("/logout", async (req, res) => {
    const scope = queryString(req.query.scope) ?? "global";
    if (scope !== "global" && scope !== "local" && scope !== "others")
      throw validationFailed(`Unsupported logout scope "${scope}"`);
    const auth = await bearer(req);
    await sessions.logout(auth.user.id, auth.session.id, scope);
    res.status(204).end();
  });

  router.get("/user", async (req, res) => {
    res.json(await users.get(await bearer(req)));
  });
  router.put("/user", async (req, res) => {
    res.json(await users.update(await bearer(req), body(req), queryString(req.query.redirect_to)));
  });

  // As Supabase Auth answers: an empty object once the code is on its way.
  router.get("/reauthenticate", async (req, res) => {
    await deps.reauthentication.send(await bearer(req));
    res.json({});
  });

  router.get("/verify", limitByIp(limiter, "verify", config.auth.ipRateLimits.verify), async (req, res) => {
    const target = await accounts.followLink(
      {
        token: queryString(req.query.token),
        type: queryString(req.query.type),
        redirect_to: queryString(req.query.redirect_to),
      },
      clientInfo(req),
    );
    res.redirect(303, target);
  });
  router.post("/verify", limitByIp(limiter, "verify", config.auth.ipRateLimits.verify), async (req, res) => {
    res.json(await accounts.verifyToken(body(req), clientInfo(req)));
  });

  router.post("/recover", limitByIp(limiter, "recover", config.auth.ipRateLimits.recover), async (req, res) => {
    await accounts.recover(body(req), queryString(req.query.redirect_to));
    res.json({});
  });

  // As Supabase Auth answers an email resend: an empty object, whether or not a link went out.
  router.post("/resend", limitByIp(limiter, "resend", config.auth.ipRateLimits.resend), async (req, res) => {
    await deps.resends.resend(body(req), queryString(req.query.redirect_to));
    res.json({});
  });

  router.get("/settings", (_req, res) => {
    res.json({
      external: { email: true, phone: false, google: config.auth.google !== null },
      disable_signup: config.auth.disableSignup,
      mailer_autoconfirm: config.auth.mailerAutoconfirm,
      // Not in Supabase Auth's answer: lets the settings page say which addresses must confirm a change.
      mailer_secure_email_change_enabled: config.auth.secureEmailChange,
      // Not in Supabase Auth's answer either: lets the settings page offer linking only when it works.
      security_manual_linking_enabled: config.auth.manualLinking,
      phone_autoconfirm: false,
      // Without a webhook, codes are only written to files: offered in development, not in production.
      sms_provider: config.auth.smsWebhookUrl ? "webhook" : config.nodeEnv === "production" ? "" : "file",
      saml_enabled: false,
    });
  });
  router.get("/health", (_req, res) => {
    res.json({
      version: "v2-compatible",
      name: "GoTrue",
      description: "SkyCharter auth, wire-compatible with Supabase Auth",
    });
  });
  router.get("/.well-known/jwks.json", (_req, res) => {
    res.set("Cache-Control", "public, max-age=600").json(deps.keys.publicJwks);
  });

  for (const extension of deps.extensions ?? []) router.use(extension);
  router.use((req, _res, next) => next(new AuthError(404, "not_found", `No auth route ${req.method} ${req.path}`)));
  router.use(authErrorHandler(deps.log));
  return router;
}

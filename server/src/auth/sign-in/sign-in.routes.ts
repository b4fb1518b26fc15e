import { Router, type RequestHandler } from "express";
import type { Config } from "../../config.js";
import type { RateLimiter } from "../../http/rate-limit.js";
import type { SignInService } from "./sign-in.service.js";
import { refuseIdTokenGrant, samlDisabled, web3Disabled } from "./disabled-providers.js";
import { AuthError, validationFailed } from "../common/errors.js";
import { limitByIp } from "../common/limits.js";
import type { OtpService } from "../one-time/index.js";
import type { SessionService } from "../sessions/index.js";
import { body, clientInfo, queryString, type Bearer } from "../request.js";

export interface SignInRoutesDeps {
  config: Config;
  signIns: SignInService;
  sessions: SessionService;
  otp: OtpService;
  limiter: RateLimiter;
  bearer: Bearer;
}

/**
 * Sign-in (POST /token with every grant we take, and passwordless codes and links), single sign-on
 * (off) and sign-out.
 */
export function signInRoutes({ config, signIns, sessions, otp, limiter, bearer }: SignInRoutesDeps): Router {
  const router = Router();

  // With create_user false the answer tells a known address or number from an unknown one, as in
  // Supabase Auth: such requests are counted on their own, per client, before the lookup.
  const lookups = limitByIp(limiter, "otpLookup", config.auth.ipRateLimits.otpLookup);
  const countLookups: RequestHandler = (req, res, next) =>
    body(req).create_user === false ? lookups(req, res, next) : next();

  // Passwordless sign-in: a mailed code and magic link, or a texted code. As Supabase Auth answers: `{}`.
  router.post("/otp", limitByIp(limiter, "otp", config.auth.ipRateLimits.otp), countLookups, async (req, res) => {
    res.json(await otp.send(body(req), queryString(req.query.redirect_to), req.get("accept-language")));
  });

  router.post("/token", limitByIp(limiter, "token", config.auth.ipRateLimits.token), async (req, res) => {
    const grant = queryString(req.query.grant_type);
    if (grant === "password") {
      res.json(await signIns.signInWithPassword(body(req), clientInfo(req)));
      return;
    }
    if (grant === "refresh_token") {
      const token = body(req).refresh_token;
      if (typeof token !== "string" || !token) throw validationFailed("refresh_token required");
      res.json(await sessions.refresh(token));
      return;
    }
    if (grant === "pkce") {
      res.json(await signIns.exchangeCode(body(req), clientInfo(req)));
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

  return router;
}

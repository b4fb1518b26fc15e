import express, { Router } from "express";
import type { DataSource } from "typeorm";
import type { Config } from "../config.js";
import type { RateLimiter } from "../http/rate-limit.js";
import type { Logger } from "../logger.js";
import type { RecoveryService } from "./one-time/recovery.service.js";
import type { VerifyService } from "./one-time/verify.service.js";
import type { SignInService } from "./sign-in/sign-in.service.js";
import type { SignUpService } from "./sign-up/sign-up.service.js";
import { authCors } from "./cors.js";
import { AuthError, authErrorHandler } from "./common/errors.js";
import type { SigningKeys } from "./sessions/signing-keys.js";
import type { OtpService } from "./one-time/otp.service.js";
import type { ReauthenticationService } from "./one-time/reauthentication.service.js";
import type { ResendService } from "./one-time/resend.service.js";
import { emailLinkRoutes } from "./one-time/email-link.routes.js";
import { bearerOf } from "./request.js";
import { serviceInfoRoutes } from "./service-info.routes.js";
import { signInRoutes } from "./sign-in/sign-in.routes.js";
import { userRoutes } from "./user/user.routes.js";
import type { SessionService } from "./sessions/sessions.service.js";
import type { TokenService } from "./sessions/access-tokens.js";
import type { UserService } from "./user/user.service.js";

export interface AuthRouterDeps {
  config: Config;
  db: DataSource;
  log: Logger;
  keys: SigningKeys;
  tokens: TokenService;
  sessions: SessionService;
  signUps: SignUpService;
  signIns: SignInService;
  verifications: VerifyService;
  recoveries: RecoveryService;
  users: UserService;
  resends: ResendService;
  reauthentication: ReauthenticationService;
  otp: OtpService;
  limiter: RateLimiter;
  /** Further routes (MFA, OAuth) mounted on the same /auth/v1 router. */
  extensions?: Router[];
}

/**
 * /auth/v1: the Supabase Auth (GoTrue) REST surface that @supabase/auth-js speaks. Each group of
 * routes is in `routes/`; this file only mounts them, between the CORS and body parsing every
 * route shares and the JSON 404 and error answers.
 */
export function authRouter(deps: AuthRouterDeps): Router {
  const bearer = bearerOf(deps.db, deps.tokens);
  const router = Router();
  router.use(authCors(deps.config.auth));
  router.use(express.json({ limit: "64kb" }));

  router.use(signInRoutes({ ...deps, bearer }));
  router.use(userRoutes({ ...deps, bearer }));
  router.use(emailLinkRoutes(deps));
  router.use(serviceInfoRoutes(deps));
  for (const extension of deps.extensions ?? []) router.use(extension);

  router.use((req, _res, next) => next(new AuthError(404, "not_found", `No auth route ${req.method} ${req.path}`)));
  router.use(authErrorHandler(deps.log));
  return router;
}

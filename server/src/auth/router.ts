import express, { Router } from "express";
import type { DataSource } from "typeorm";
import type { Config } from "../config.js";
import type { RateLimiter } from "../http/rate-limit.js";
import type { Logger } from "../logger.js";
import {
  emailLinkRoutes,
  type OtpService,
  type RecoveryService,
  type ResendService,
  type VerifyService,
} from "./one-time/index.js";
import { signInRoutes, type SignInService } from "./sign-in/index.js";
import { signUpRoutes, type SignUpService } from "./sign-up/index.js";
import { authCors } from "./cors.js";
import { AuthError, authErrorHandler } from "./common/errors.js";
import type { SessionService, SigningKeys, TokenService } from "./sessions/index.js";
import { bearerOf } from "./request.js";
import { serviceInfoRoutes } from "./service-info.routes.js";
import { type ReauthenticationService, userRoutes, type UserService } from "./user/index.js";

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
 * /auth/v1: the Supabase Auth (GoTrue) REST surface that @supabase/auth-js speaks. Each flow's
 * routes are in its folder; this file only mounts them, between the CORS and body parsing every
 * route shares and the JSON 404 and error answers.
 */
export function authRouter(deps: AuthRouterDeps): Router {
  const bearer = bearerOf(deps.db, deps.tokens);
  const router = Router();
  router.use(authCors(deps.config.auth));
  router.use(express.json({ limit: "64kb" }));

  router.use(signUpRoutes(deps));
  router.use(signInRoutes({ ...deps, bearer }));
  router.use(userRoutes({ ...deps, bearer }));
  router.use(emailLinkRoutes(deps));
  router.use(serviceInfoRoutes(deps));
  for (const extension of deps.extensions ?? []) router.use(extension);

  router.use((req, _res, next) => next(new AuthError(404, "not_found", `No auth route ${req.method} ${req.path}`)));
  router.use(authErrorHandler(deps.log));
  return router;
}

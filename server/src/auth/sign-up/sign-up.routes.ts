import { Router } from "express";
import type { Config } from "../../config.js";
import type { RateLimiter } from "../../http/rate-limit.js";
import { limitByIp } from "../common/limits.js";
import { body, clientInfo, queryString } from "../request.js";
import type { SignUpService } from "./sign-up.service.js";

export interface SignUpRoutesDeps {
  config: Config;
  signUps: SignUpService;
  limiter: RateLimiter;
}

/** Sign-up (POST /signup) by email or phone, or anonymously with neither. */
export function signUpRoutes({ config, signUps, limiter }: SignUpRoutesDeps): Router {
  const router = Router();

  router.post("/signup", limitByIp(limiter, "signup", config.auth.ipRateLimits.signup), async (req, res) => {
    res.json(
      await signUps.signUp(body(req), queryString(req.query.redirect_to), {
        ...clientInfo(req),
        acceptLanguage: req.get("accept-language"),
      }),
    );
  });

  return router;
}

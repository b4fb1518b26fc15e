import { Router } from "express";
import type { Config } from "../../config.js";
import type { RateLimiter } from "../../http/rate-limit.js";
import type { RecoveryService } from "./recovery.service.js";
import type { VerifyService } from "./verify.service.js";
import { limitByIp } from "../common/limits.js";
import type { ResendService } from "./resend.service.js";
import { body, clientInfo, queryString } from "../request.js";

export interface EmailLinkRoutesDeps {
  config: Config;
  verifications: VerifyService;
  recoveries: RecoveryService;
  resends: ResendService;
  limiter: RateLimiter;
}

/** The emailed links and codes: following or verifying one, asking for a recovery link, sending one again. */
export function emailLinkRoutes({ config, verifications, recoveries, resends, limiter }: EmailLinkRoutesDeps): Router {
  const router = Router();

  router.get("/verify", limitByIp(limiter, "verify", config.auth.ipRateLimits.verify), async (req, res) => {
    const target = await verifications.followLink(
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
    res.json(await verifications.verifyToken(body(req), clientInfo(req)));
  });

  router.post("/recover", limitByIp(limiter, "recover", config.auth.ipRateLimits.recover), async (req, res) => {
    await recoveries.recover(body(req), queryString(req.query.redirect_to));
    res.json({});
  });

  // As Supabase Auth answers an email resend: an empty object, whether or not a link went out.
  router.post("/resend", limitByIp(limiter, "resend", config.auth.ipRateLimits.resend), async (req, res) => {
    await resends.resend(body(req), queryString(req.query.redirect_to));
    res.json({});
  });

  return router;
}

import { Router, type Request } from "express";
import type { DataSource } from "typeorm";
import type { Config } from "../../config.js";
import type { RateLimiter } from "../../http/rate-limit.js";
import type { Logger } from "../../logger.js";
import {
  authenticate,
  type Authenticated,
  refuseAnonymous,
  type SessionService,
  type TokenService,
} from "../sessions/index.js";
import { limitByIp, MFA_PER_USER, tooMany } from "../common/limits.js";
import { ChallengesService } from "./challenges.service.js";
import type { FactorSecrets } from "./factor-secrets.js";
import { FactorsService } from "./factors.service.js";
import { createSmsSender, type SmsSender } from "../common/sms-sender.js";
import { RelyingParty } from "../webauthn/index.js";

export interface MfaDeps {
  config: Config;
  db: DataSource;
  log: Logger;
  tokens: TokenService;
  sessions: SessionService;
  limiter: RateLimiter;
  factorSecrets: FactorSecrets;
  /** Defaults to the webhook (SMS_WEBHOOK_URL) or files under DATA_DIR/sms. */
  sms?: SmsSender;
}

const body = (req: Request) => (req.body && typeof req.body === "object" ? (req.body as Record<string, unknown>) : {});
const clientIp = (req: Request) => req.ip ?? "unknown";
const factorId = (req: Request) => (typeof req.params.id === "string" ? req.params.id : "");

/** /auth/v1/factors: enrol, challenge, verify and unenrol second factors (TOTP, SMS, WebAuthn), as Supabase Auth does. */
export function mfaRouter(deps: MfaDeps): Router {
  const { db, tokens, limiter } = deps;
  const factors = new FactorsService(db, deps.config.auth, deps.factorSecrets);
  const challenges = new ChallengesService(
    db,
    deps.factorSecrets,
    deps.sessions,
    deps.sms ?? createSmsSender(deps.config, deps.log),
    deps.log,
    limiter,
    deps.config.auth.mfaDailyFailures,
    deps.config.auth.smsMaxFrequencySeconds,
    new RelyingParty(deps.config.auth.webauthn),
  );
  const bearer = async (req: Request) => refuseAnonymous(await authenticate(db, tokens, req.get("authorization")));
  // Challenge and verify share one budget per IP (limitByIp) and one per user, so neither
  // many addresses against one account nor one address against many accounts can guess codes.
  const limitedBearer = async (req: Request): Promise<Authenticated> => {
    const auth = await bearer(req);
    const result = await limiter.hit(`mfa:user:${auth.user.id}`, MFA_PER_USER);
    if (!result.allowed) throw tooMany(result.retryAfter);
    return auth;
  };

  const router = Router();
  router.post("/factors", async (req, res) => {
    res.json(await factors.enroll(await bearer(req), body(req)));
  });
  router.post(
    "/factors/:id/challenge",
    limitByIp(limiter, "mfa", deps.config.auth.ipRateLimits.mfa),
    async (req, res) => {
      res.json(await challenges.challenge(await limitedBearer(req), factorId(req), body(req), clientIp(req)));
    },
  );
  router.post("/factors/:id/verify", limitByIp(limiter, "mfa", deps.config.auth.ipRateLimits.mfa), async (req, res) => {
    res.json(await challenges.verify(await limitedBearer(req), factorId(req), body(req), clientIp(req)));
  });
  router.delete("/factors/:id", async (req, res) => {
    res.json(await factors.unenroll(await bearer(req), factorId(req)));
  });
  return router;
}

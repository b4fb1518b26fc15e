import { Router, type Request } from "express";
import type { DataSource } from "typeorm";
import type { Config } from "../../config.js";
import type { RateLimiter } from "../../http/rate-limit.js";
import { authenticate, refuseAnonymous, type SessionService, type TokenService } from "../sessions/index.js";
import { limitByIp } from "../common/limits.js";
import { RelyingParty } from "../webauthn/index.js";
import { PasskeysService } from "./passkeys.service.js";

export interface PasskeysDeps {
  config: Config;
  db: DataSource;
  tokens: TokenService;
  sessions: SessionService;
  limiter: RateLimiter;
}

const body = (req: Request) => (req.body && typeof req.body === "object" ? (req.body as Record<string, unknown>) : {});
const passkeyId = (req: Request) => (typeof req.params.id === "string" ? req.params.id : "");

/** /auth/v1/passkeys: register passkeys, sign in with one (no password), list, rename and delete them. */
export function passkeysRouter(deps: PasskeysDeps): Router {
  const { config, db, tokens, limiter } = deps;
  const passkeys = new PasskeysService(db, new RelyingParty(config.auth.webauthn), deps.sessions);
  const bearer = async (req: Request) => refuseAnonymous(await authenticate(db, tokens, req.get("authorization")));
  // A sign-in like POST /token: both steps share a per-IP budget (AUTH_RATE_LIMIT_PASSKEY per 5 minutes).
  const signInLimit = limitByIp(limiter, "passkey", config.auth.ipRateLimits.passkey);

  const router = Router();
  router.post("/passkeys/authentication/options", signInLimit, async (_req, res) => {
    res.json(await passkeys.authenticationOptions());
  });
  router.post("/passkeys/authentication/verify", signInLimit, async (req, res) => {
    res.json(
      await passkeys.verifyAuthentication(body(req), { ip: req.ip ?? "unknown", userAgent: req.get("user-agent") }),
    );
  });
  router.post("/passkeys/registration/options", async (req, res) => {
    res.json(await passkeys.registrationOptions(await bearer(req)));
  });
  router.post("/passkeys/registration/verify", async (req, res) => {
    res.json(await passkeys.verifyRegistration(await bearer(req), body(req)));
  });
  router.get(["/passkeys", "/passkeys/"], async (req, res) => {
    res.json(await passkeys.list(await bearer(req)));
  });
  router.patch("/passkeys/:id", async (req, res) => {
    res.json(await passkeys.rename(await bearer(req), passkeyId(req), body(req)));
  });
  router.delete("/passkeys/:id", async (req, res) => {
    await passkeys.remove(await bearer(req), passkeyId(req));
    res.status(204).end();
  });
  return router;
}

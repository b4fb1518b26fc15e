import type { Router } from "express";
import type { DataSource } from "typeorm";
import type { Config } from "../config.js";
import { RateLimiter } from "../http/rate-limit.js";
import type { Logger } from "../logger.js";
import { passwordRules } from "./common/account-fields.js";
import { createSmsSender, type SmsSender } from "./common/sms-sender.js";
import { adminRouter, type AccountRules } from "./admin/index.js";
import { type MailNotifier } from "../mail/outbox.js";
import { loadFactorSecrets, sealFactorSecrets, type FactorSecrets } from "./factors/index.js";
import { OtpService, PhoneOtp, RecoveryService, ResendService, VerifyService } from "./one-time/index.js";
import { authRouter } from "./router.js";
import { createTokenService, loadSigningKeys, SessionService, type TokenService } from "./sessions/index.js";
import { SignInService } from "./sign-in/index.js";
import { SignUpService } from "./sign-up/index.js";
import { EmailChangeService, ReauthenticationService, UserService } from "./user/index.js";

export interface AuthModule {
  router: Router;
  tokens: TokenService;
  sessions: SessionService;
  limiter: RateLimiter;
  factorSecrets: FactorSecrets;
  /** Texts codes: phone second factors and phone sign-in. */
  sms: SmsSender;
}

/** Wires the /auth/v1 service: keys, token signing, sessions, account flows and the REST router. */
export async function createAuthModule(
  config: Config,
  db: DataSource,
  log: Logger,
  mail: MailNotifier,
  accountRules: AccountRules,
  extensions: (deps: Omit<AuthModule, "router">) => Router[] = () => [],
): Promise<AuthModule> {
  const keys = await loadSigningKeys(config, log);
  const factorSecrets = await loadFactorSecrets(config, log);
  await sealFactorSecrets(db, factorSecrets, log);
  const tokens = createTokenService(keys, `${config.auth.siteUrl}/auth/v1`, config.auth.jwtExpirySeconds);
  const sessions = new SessionService(db, tokens, config.auth.refreshTokenReuseIntervalSeconds);
  const limiter = new RateLimiter(db);
  const sms = createSmsSender(config, log);
  const phoneOtp = new PhoneOtp(db, config.auth, sms, limiter, log);
  const otp = new OtpService(db, config.auth, sessions, mail, limiter, phoneOtp, log);
  const signUps = new SignUpService(db, config.auth, sessions, mail, limiter, phoneOtp);
  const signIns = new SignInService(db, config.auth, sessions, limiter);
  const verifications = new VerifyService(db, config.auth, sessions, otp);
  const recoveries = new RecoveryService(db, config.auth, mail, limiter, log);
  const emailChange = new EmailChangeService(db, config.auth, mail, limiter);
  const reauthentication = new ReauthenticationService(db, config.auth, mail, limiter);
  const users = new UserService(db, sessions, emailChange, reauthentication, passwordRules(config.auth));
  const resends = new ResendService(db, emailChange, phoneOtp, mail, limiter, log, config.auth);
  const core = { tokens, sessions, limiter, factorSecrets, sms };
  const router = authRouter({
    config,
    db,
    log,
    keys,
    tokens,
    sessions,
    signUps,
    signIns,
    verifications,
    recoveries,
    users,
    resends,
    reauthentication,
    otp,
    limiter,
    extensions: [adminRouter({ config: config.auth, db, keys, mail, accountRules }), ...extensions(core)],
  });
  return { router, ...core };
}

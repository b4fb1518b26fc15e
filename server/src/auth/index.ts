import type { Router } from "express";
import type { DataSource } from "typeorm";
import type { Config } from "../config.js";
import { RateLimiter } from "../http/rate-limit.js";
import type { Logger } from "../logger.js";
import { AccountsService } from "./accounts.service.js";
import { type MailNotifier } from "../mail/outbox.js";
import { EmailChangeService } from "./email-change.service.js";
import { loadSigningKeys } from "./keys.js";
import { ReauthenticationService } from "./reauthentication.service.js";
import { loadFactorSecrets, sealFactorSecrets, type FactorSecrets } from "./mfa/factor-secrets.js";
import { ResendService } from "./resend.service.js";
import { authRouter } from "./router.js";
import { SessionService } from "./sessions.js";
import { createTokenService, type TokenService } from "./tokens.js";
import { UserService } from "./user.service.js";

export interface AuthModule {
  router: Router;
  tokens: TokenService;
  sessions: SessionService;
  accounts: AccountsService;
  limiter: RateLimiter;
  factorSecrets: FactorSecrets;
}

/** Wires the /auth/v1 service: keys, token signing, sessions, account flows and the REST router. */
export async function createAuthModule(
  config: Config,
  db: DataSource,
  log: Logger,
  mail: MailNotifier,
  extensions: (deps: Omit<AuthModule, "router">) => Router[] = () => [],
): Promise<AuthModule> {
  const keys = await loadSigningKeys(config, log);
  const factorSecrets = await loadFactorSecrets(config, log);
  await sealFactorSecrets(db, factorSecrets, log);
  const tokens = createTokenService(keys, `${config.auth.siteUrl}/auth/v1`, config.auth.jwtExpirySeconds);
  const sessions = new SessionService(db, tokens, config.auth.refreshTokenReuseIntervalSeconds);
  const limiter = new RateLimiter(db);
  const accounts = new AccountsService(db, config.auth, sessions, mail, limiter, log);
  const emailChange = new EmailChangeService(db, config.auth, mail, limiter);
  const reauthentication = new ReauthenticationService(db, config.auth, mail, limiter);
  const users = new UserService(db, accounts, sessions, emailChange, reauthentication);
  const resends = new ResendService(db, accounts, emailChange, mail, limiter, log, config.auth);
  const core = { tokens, sessions, accounts, limiter, factorSecrets };
  const router = authRouter({
    config,
    db,
    log,
    keys,
    tokens,
    sessions,
    accounts,
    users,
    resends,
    reauthentication,
    limiter,
    extensions: extensions(core),
  });
  return { router, ...core };
}

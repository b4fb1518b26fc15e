import type { Router } from "express";
import type { DataSource } from "typeorm";
import type { Config } from "../config.js";
import type { Logger } from "../logger.js";
import type { AuthModule } from "./index.js";
import { mfaRouter } from "./factors/index.js";
import { oauthRouter } from "./oauth/index.js";
import { passkeysRouter } from "./passkeys/index.js";

export type AuthCore = Omit<AuthModule, "router">;

/** Routes mounted on /auth/v1 beside the core ones: second factors, external providers and passkeys. */
export function authExtensions(config: Config, db: DataSource, log: Logger, core: AuthCore): Router[] {
  const deps = { config, db, log, ...core };
  return [mfaRouter(deps), oauthRouter(deps), passkeysRouter(deps)];
}

import type { Router } from "express";
import type { DataSource } from "typeorm";
import type { Config } from "../config.js";
import type { Logger } from "../logger.js";
import type { AuthModule } from "./index.js";

export type AuthCore = Omit<AuthModule, "router">;

/** Routes mounted on /auth/v1 beside the core ones: second factors and external providers. */
export function authExtensions(_config: Config, _db: DataSource, _log: Logger, _core: AuthCore): Router[] {
  return [];
}

import path from "node:path";
import { fileURLToPath } from "node:url";

// The only module that reads process.env: everything else receives a validated Config.

export class ConfigError extends Error {}

export type NodeEnv = "development" | "production" | "test";
export type LogLevel = "fatal" | "error" | "warn" | "info" | "debug" | "trace" | "silent";

export interface Config {
  nodeEnv: NodeEnv;
  host: string;
  port: number;
  /** Empty when the server should run its own embedded PostgreSQL. */
  databaseUrl: string | null;
  dataDir: string;
  embeddedPgPort: number;
  logLevel: LogLevel;
  /** Directory of the built web app (vite output). */
  webDist: string;
  graphqlIntrospection: boolean;
  /** Load the demo data (featured offers, later demo leads) into an empty database at start. */
  seedDemoData: boolean;
  /** How long SIGTERM waits for in-flight requests before closing them. */
  shutdownGraceMs: number;
}

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

type Env = Record<string, string | undefined>;

function fail(name: string, expected: string, got: string): never {
  throw new ConfigError(`${name} must be ${expected} (got "${got}")`);
}

function readInt(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  if (!/^\d+$/.test(raw)) fail(name, `an integer from ${min} to ${max}`, raw);
  const value = Number(raw);
  if (value < min || value > max) fail(name, `an integer from ${min} to ${max}`, raw);
  return value;
}

function readBool(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw) return fallback;
  if (["1", "true", "yes", "on"].includes(raw)) return true;
  if (["0", "false", "no", "off"].includes(raw)) return false;
  return fail(name, "true or false", raw);
}

function readEnum<T extends string>(env: Env, name: string, allowed: readonly T[], fallback: T): T {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  if (!(allowed as readonly string[]).includes(raw)) fail(name, `one of ${allowed.join(", ")}`, raw);
  return raw as T;
}

function readDatabaseUrl(env: Env): string | null {
  const raw = env.DATABASE_URL?.trim();
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return fail("DATABASE_URL", "a postgres:// URL", raw);
  }
  if (!["postgres:", "postgresql:"].includes(url.protocol)) fail("DATABASE_URL", "a postgres:// URL", raw);
  return raw;
}

export function loadConfig(env: Env = process.env): Config {
  const nodeEnv = readEnum(env, "NODE_ENV", ["development", "production", "test"] as const, "development");
  return {
    nodeEnv,
    host: env.HOST?.trim() || "0.0.0.0",
    port: readInt(env, "PORT", 4000, 0, 65535),
    databaseUrl: readDatabaseUrl(env),
    dataDir: path.resolve(projectRoot, env.DATA_DIR?.trim() || ".data"),
    embeddedPgPort: readInt(env, "EMBEDDED_PG_PORT", 54329, 1, 65535),
    logLevel: readEnum(env, "LOG_LEVEL", ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const, nodeEnv === "test" ? "warn" : "info"),
    webDist: path.resolve(projectRoot, env.WEB_DIST?.trim() || "web/dist"),
    graphqlIntrospection: readBool(env, "GRAPHQL_INTROSPECTION", true),
    seedDemoData: readBool(env, "SEED_DEMO_DATA", true),
    shutdownGraceMs: readInt(env, "SHUTDOWN_GRACE_MS", 10_000, 0, 600_000),
  };
}

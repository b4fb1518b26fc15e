import type { Request } from "express";
import type { DataSource } from "typeorm";
import { authenticate, type Authenticated, type ClientInfo, type TokenService } from "./sessions/index.js";

// What the /auth/v1 routes read from a request, the same way in every group.

export const clientInfo = (req: Request): ClientInfo => ({ ip: req.ip ?? "unknown", userAgent: req.get("user-agent") });
export const queryString = (value: unknown) => (typeof value === "string" ? value : undefined);
export const body = (req: Request) =>
  req.body && typeof req.body === "object" ? (req.body as Record<string, unknown>) : {};

/** The request's `Authorization: Bearer` user and session; throws the auth error Supabase Auth answers. */
export type Bearer = (req: Request) => Promise<Authenticated>;

export const bearerOf =
  (db: DataSource, tokens: TokenService): Bearer =>
  (req) =>
    authenticate(db, tokens, req.get("authorization"));

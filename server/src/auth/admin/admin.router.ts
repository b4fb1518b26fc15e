import { Router, type Request, type Response } from "express";
import type { DataSource } from "typeorm";
import type { AuthConfig } from "../../config.js";
import type { MailNotifier } from "../../mail/outbox.js";
import { passwordRules } from "../common/account-fields.js";
import type { SigningKeys } from "../sessions/index.js";
import type { AccountRules } from "./account-rules.js";
import { AdminFactorsService } from "./factors.service.js";
import { AdminPasskeysService } from "./passkeys.service.js";
import { AdminInviteService } from "./invite.service.js";
import { AdminLinksService } from "./links.service.js";
import { AdminOAuthClientsService } from "./oauth-clients.service.js";
import { MAX_PER_PAGE } from "./params.js";
import { serviceRoleCheck } from "./service-role.js";
import { AdminUsersService } from "./users.service.js";

export interface AdminRouterDeps {
  config: AuthConfig;
  db: DataSource;
  keys: SigningKeys;
  mail: MailNotifier;
  /** The back office's rules on roles, bans and deletion, which the admin API keeps too. */
  accountRules: AccountRules;
}

const body = (req: Request) => (req.body && typeof req.body === "object" ? (req.body as Record<string, unknown>) : {});
const param = (req: Request, name: string) => String(req.params[name] ?? "");
const queryString = (value: unknown) => (typeof value === "string" && value ? value : undefined);

/**
 * Supabase Auth's Link header: the next page (when there is one) and the last, on the request's own
 * URL with `page` set; X-Total-Count the number of rows (users, OAuth clients). Query keys sorted, as Go encodes them.
 */
function paginationHeaders(req: Request, res: Response, page: number, perPage: number, total: number): void {
  const pages = Math.ceil(total / perPage);
  const url = new URL(req.originalUrl, "http://x");
  const at = (n: number) => {
    url.searchParams.set("page", String(n));
    url.searchParams.set("per_page", String(perPage));
    url.searchParams.sort();
    return `<${url.pathname}?${url.searchParams.toString()}>`;
  };
  const links = [...(pages > page ? [`${at(page + 1)}; rel="next"`] : []), `${at(pages)}; rel="last"`];
  res.set({ Link: links.join(", "), "X-Total-Count": String(total) });
}

/** The admin endpoints of Supabase Auth, for a service-role key only: /admin/*, /invite. */
export function adminRouter(deps: AdminRouterDeps): Router {
  const { db, config } = deps;
  const users = new AdminUsersService(db, passwordRules(config), deps.accountRules);
  const factors = new AdminFactorsService(db);
  const passkeys = new AdminPasskeysService(db);
  const links = new AdminLinksService(db, config);
  const invites = new AdminInviteService(db, config, deps.mail);
  const oauthClients = new AdminOAuthClientsService(db);
  const requireServiceRole = serviceRoleCheck(deps.keys, db, {
    issuer: `${config.siteUrl}/auth/v1`,
    maxLifetimeSeconds: config.serviceRoleKeyMaxDays * 86_400,
    supabaseIssuer: config.serviceRoleKeySupabaseIssuer,
  });

  const router = Router();
  router.use(["/admin", "/invite"], async (req, _res, next) => {
    await requireServiceRole(req.get("authorization"));
    next();
  });

  router.get("/admin/users", async (req, res) => {
    const result = await users.list(req.query);
    paginationHeaders(req, res, result.page, Math.min(result.perPage, MAX_PER_PAGE), result.total);
    res.json({ users: result.users, aud: "authenticated" });
  });
  router.post("/admin/users", async (req, res) => {
    res.json(await users.create(body(req)));
  });
  router.get("/admin/users/:id", async (req, res) => {
    res.json(await users.get(param(req, "id")));
  });
  router.put("/admin/users/:id", async (req, res) => {
    res.json(await users.update(param(req, "id"), body(req)));
  });
  router.delete("/admin/users/:id", async (req, res) => {
    res.json(await users.remove(param(req, "id"), body(req)));
  });

  router.get("/admin/users/:id/factors", async (req, res) => {
    res.json(await factors.list(param(req, "id")));
  });
  router.put("/admin/users/:id/factors/:factorId", async (req, res) => {
    res.json(await factors.update(param(req, "id"), param(req, "factorId"), body(req)));
  });
  router.delete("/admin/users/:id/factors/:factorId", async (req, res) => {
    res.json(await factors.remove(param(req, "id"), param(req, "factorId")));
  });

  router.get("/admin/users/:id/passkeys", async (req, res) => {
    res.json(await passkeys.list(param(req, "id")));
  });
  router.delete("/admin/users/:id/passkeys/:passkeyId", async (req, res) => {
    await passkeys.remove(param(req, "id"), param(req, "passkeyId"));
    res.json({});
  });
  router.get("/admin/oauth/clients", async (req, res) => {
    const result = await oauthClients.list(req.query);
    paginationHeaders(req, res, result.page, result.perPage, result.total);
    res.json({ clients: result.clients });
  });
  router.post("/admin/oauth/clients", async (req, res) => {
    res.status(201).json(await oauthClients.create(body(req)));
  });
  router.get("/admin/oauth/clients/:clientId", async (req, res) => {
    res.json(await oauthClients.get(param(req, "clientId")));
  });
  router.put("/admin/oauth/clients/:clientId", async (req, res) => {
    res.json(await oauthClients.update(param(req, "clientId"), body(req)));
  });
  router.delete("/admin/oauth/clients/:clientId", async (req, res) => {
    await oauthClients.remove(param(req, "clientId"));
    res.status(204).end();
  });
  router.post("/admin/oauth/clients/:clientId/regenerate_secret", async (req, res) => {
    res.json(await oauthClients.regenerateSecret(param(req, "clientId")));
  });
  router.post("/admin/generate_link", async (req, res) => {
    res.json(await links.generate(body(req), queryString(req.query.redirect_to)));
  });
  router.post("/invite", async (req, res) => {
    res.json(await invites.invite(body(req), queryString(req.query.redirect_to), req.get("accept-language")));
  });
  return router;
}

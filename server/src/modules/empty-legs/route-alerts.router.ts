import express, { Router, type Response } from "express";
import { alertPageHtml, type AlertPage } from "./route-alert-pages.js";
import type { RouteAlertsService } from "./route-alerts.service.js";

// The links in route alert emails. GET only shows a page with a button (mail scanners open links), the
// POST acts: confirming the double opt-in, or unsubscribing. A POST to the unsubscribe address is also
// RFC 8058's one-click unsubscribe a mail client sends ("List-Unsubscribe=One-Click"): it needs no page.

const send = (res: Response, status: number, locale: string | null, page: AlertPage) =>
  res
    .status(status)
    .set({ "Cache-Control": "no-store", "X-Robots-Tag": "noindex", "Referrer-Policy": "no-referrer" })
    .type("html")
    .send(alertPageHtml(locale, page));

const tokenOf = (value: unknown) => (typeof value === "string" && /^[\w-]{20,64}$/.test(value) ? value : null);

export function routeAlertsRouter(alerts: RouteAlertsService): Router {
  const router = Router();
  const form = express.urlencoded({ extended: false, limit: "2kb" });

  router.get("/api/route-alerts/confirm", async (req, res) => {
    const token = tokenOf(req.query.token);
    const locale = token && (await alerts.localeOf("confirm", token));
    if (!locale) return send(res, 404, null, "unknown");
    send(res, 200, locale, "confirmAsk");
  });
  router.post("/api/route-alerts/confirm", form, async (req, res) => {
    const token = tokenOf(req.query.token);
    const locale = token && (await alerts.confirm(token));
    if (!locale) return send(res, 404, null, "unknown");
    send(res, 200, locale, "confirmed");
  });
  router.get("/api/route-alerts/unsubscribe", async (req, res) => {
    const token = tokenOf(req.query.token);
    const locale = token && (await alerts.localeOf("unsubscribe", token));
    if (!locale) return send(res, 404, null, "unknown");
    send(res, 200, locale, "unsubscribeAsk");
  });
  router.post("/api/route-alerts/unsubscribe", form, async (req, res) => {
    const token = tokenOf(req.query.token);
    const locale = token && (await alerts.unsubscribe(token));
    if (!locale) return send(res, 404, null, "unknown");
    send(res, 200, locale, "unsubscribed");
  });
  return router;
}

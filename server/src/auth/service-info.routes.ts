import { Router } from "express";
import type { Config } from "../config.js";
import type { SigningKeys } from "./sessions/index.js";

export interface ServiceInfoRoutesDeps {
  config: Config;
  keys: SigningKeys;
}

/** What the service tells anyone about itself: its settings, its health and its public signing keys. */
export function serviceInfoRoutes({ config, keys }: ServiceInfoRoutesDeps): Router {
  const router = Router();

  router.get("/settings", (_req, res) => {
    res.json({
      external: {
        email: true,
        phone: config.auth.phoneSignIn,
        google: config.auth.google !== null,
        anonymous_users: config.auth.anonymousSignIn,
      },
      disable_signup: config.auth.disableSignup,
      mailer_autoconfirm: config.auth.mailerAutoconfirm,
      // Not in Supabase Auth's answer: lets the settings page say which addresses must confirm a change.
      mailer_secure_email_change_enabled: config.auth.secureEmailChange,
      // Not in Supabase Auth's answer either: lets the settings page offer linking only when it works.
      security_manual_linking_enabled: config.auth.manualLinking,
      phone_autoconfirm: config.auth.smsAutoconfirm,
      // Without a webhook, codes are only written to files: offered in development, not in production.
      sms_provider: config.auth.smsWebhookUrl ? "webhook" : config.nodeEnv === "production" ? "" : "file",
      saml_enabled: false,
      // Not in Supabase Auth's answer: which second factor staff need for the back office (STAFF_REQUIRE_MFA).
      staff_mfa_factor: config.auth.staffRequireMfa || null,
    });
  });
  router.get("/health", (_req, res) => {
    res.json({
      version: "v2-compatible",
      name: "GoTrue",
      description: "SkyCharter auth, wire-compatible with Supabase Auth",
    });
  });
  router.get("/.well-known/jwks.json", (_req, res) => {
    res.set("Cache-Control", "public, max-age=600").json(keys.publicJwks);
  });

  return router;
}

import { useEffect, useState } from "react";

/** The parts of GET /auth/v1/settings the screens use. */
export interface AuthSettings {
  googleEnabled: boolean;
  /** Customers may sign in with a code texted to their phone (GoTrue's external.phone). */
  phoneSignIn: boolean;
  /** The server can text MFA codes (an SMS webhook, or files outside production). */
  phoneMfaEnabled: boolean;
  /** An email change is confirmed from the current address as well as the new one. */
  secureEmailChange: boolean;
  /** Signed-in users may link and unlink sign-in methods themselves. */
  manualLinking: boolean;
  /** What staff need for the back office: any second factor, a security key (WebAuthn), or nothing more. */
  staffFactor: "any" | "webauthn" | null;
}

let settings: Promise<AuthSettings> | null = null;

async function fetchAuthSettings(): Promise<AuthSettings> {
  const response = await fetch("/auth/v1/settings", { headers: { accept: "application/json" } });
  if (!response.ok) throw new Error(`GET /auth/v1/settings answered ${response.status}`);
  const body = (await response.json()) as {
    external?: { google?: unknown; phone?: unknown };
    sms_provider?: unknown;
    mailer_secure_email_change_enabled?: unknown;
    security_manual_linking_enabled?: unknown;
    staff_mfa_factor?: unknown;
  } | null;
  return {
    googleEnabled: body?.external?.google === true,
    phoneSignIn: body?.external?.phone === true,
    phoneMfaEnabled: typeof body?.sms_provider === "string" && body.sms_provider !== "",
    // Absent (a server that does not say): the safer assumption, the default.
    secureEmailChange: body?.mailer_secure_email_change_enabled !== false,
    // Absent: off, as Supabase Auth's default.
    manualLinking: body?.security_manual_linking_enabled === true,
    staffFactor: body?.staff_mfa_factor === "webauthn" ? "webauthn" : body?.staff_mfa_factor === "any" ? "any" : null,
  };
}

// Fetched once per page load; when that fails, optional sign-in methods are simply not offered
// (and the next screen asks again).
function loadAuthSettings(): Promise<AuthSettings> {
  settings ??= fetchAuthSettings().catch(() => {
    settings = null;
    return {
      googleEnabled: false,
      phoneSignIn: false,
      phoneMfaEnabled: false,
      secureEmailChange: true,
      manualLinking: false,
      staffFactor: null,
    };
  });
  return settings;
}

/** Null until the server has answered. */
export function useAuthSettings(): AuthSettings | null {
  const [value, setValue] = useState<AuthSettings | null>(null);
  useEffect(() => {
    let current = true;
    void loadAuthSettings().then((loaded) => {
      if (current) setValue(loaded);
    });
    return () => {
      current = false;
    };
  }, []);
  return value;
}

import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { suppressAuthModal } from "../pages/AuthModal.js";
import { promotedStaff } from "./staff.js";
import { enrolTotp, signInToken } from "./api.js";

// Where the web app's auth-js keeps its session (web/src/auth/authClient.ts).
const authStorageKey = "skycharter.auth";

/**
 * A new admin (made ADMIN by the seeded admin's session) with an authenticator, whose aal2 session
 * this browser holds as auth-js stores it, then sent to `path`. Each test gets its own admin, so none
 * depends on another's session. The staff login's own password-and-code steps are auth.spec.ts's
 * subject; doing them here too would spend the per-address MFA budget (15 a minute) twice per test.
 */
export async function signInAsAdmin(
  page: Page,
  request: APIRequestContext,
  path: string,
  role: "ADMIN" | "STAFF" = "ADMIN",
) {
  await suppressAuthModal(page);
  const admin = await promotedStaff(request, role);
  const { session } = await enrolTotp(request, await signInToken(request, admin.email, admin.password));
  await page.goto("/");
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
    authStorageKey,
    JSON.stringify(session),
  ] as const);
  await page.goto(path);
  await expect(page).toHaveURL(path);
  return admin;
}

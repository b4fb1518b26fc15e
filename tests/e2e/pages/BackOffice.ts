import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { promotedStaff } from "../support/staff.js";
import { totpCode } from "../support/totp.js";
import { suppressAuthModal } from "./AuthModal.js";
import { StaffLoginPage } from "./StaffLoginPage.js";

/** A new staff member signs in at /login and sets up an authenticator (aal2): they land on /admin/dashboard. */
export async function signInNewStaff(page: Page, request: APIRequestContext): Promise<void> {
  await suppressAuthModal(page);
  const member = await promotedStaff(request);
  const login = new StaffLoginPage(page);
  await login.goto();
  await login.forms.signIn(member.email, member.password);
  await expect(login.secret).toBeVisible();
  await login.code.fill(totpCode((await login.secret.textContent())!.trim()));
  await login.verifyAndTurnOn.click();
  await expect(page).toHaveURL("/admin/dashboard");
}

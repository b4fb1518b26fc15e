import type { CDPSession, Page } from "@playwright/test";
import { waitForMail } from "../support/mailbox.js";
import { AccountSummary } from "./pages/AccountSummary.js";
import { AuthForms } from "./pages/AuthForms.js";
import { BackOfficeFrame } from "./pages/BackOfficeFrame.js";
import { CustomerFrame } from "./pages/CustomerFrame.js";
import { CustomerLoginPage } from "./pages/CustomerLoginPage.js";
import { PasskeyList, SecurityKeyList } from "./pages/SecurityKeys.js";
import { StaffLoginPage } from "./pages/StaffLoginPage.js";
import { toast } from "./pages/Toast.js";
import { startSiteServer, type SiteServer } from "./support/siteServer.js";
import { expect, test } from "./support/test.js";

// Security keys and passkeys in Chromium, answered by its virtual authenticator (the DevTools
// WebAuthn domain): real key pairs, real signatures, no one at a keyboard to touch a key. The
// site runs on its own server, at http://localhost (browsers refuse WebAuthn on an IP address),
// with staff required to use a security key.

const admin = { email: "webauthn-admin@skycharter.example", password: "Security-Key-Staff-2026" };

let site: SiteServer;

test.describe.configure({ mode: "serial", timeout: 120_000 });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  site = await startSiteServer("webauthn", {
    STAFF_REQUIRE_MFA: "webauthn",
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
  });
});

test.afterAll(async () => {
  await site?.stop();
});

/** A virtual authenticator in this page's browser: a USB security key, or the device's own (which keeps passkeys). */
async function addAuthenticator(
  page: Page,
  kind: "security-key" | "platform",
): Promise<{ cdp: CDPSession; id: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: kind === "security-key" ? "usb" : "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, id: authenticatorId };
}

async function credentialCount(cdp: CDPSession, authenticatorId: string): Promise<number> {
  return (await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials.length;
}

test("staff register a security key at sign-in, manage keys in the back office, and sign in with one", async ({
  page,
}) => {
  const login = new StaffLoginPage(page);
  const forms = login.forms;
  const deskKey = await addAuthenticator(page, "security-key");

  await page.goto(`${site.url}/login`);
  await forms.signIn(admin.email, admin.password);
  // STAFF_REQUIRE_MFA=webauthn: no authenticator app on offer, a security key it must be.
  await expect(login.securityKeyRequired).toBeVisible();
  const name = forms.field("Security key name");
  await name.fill("");
  await login.registerSecurityKey.click();
  await expect(forms.fieldError("Security key name")).toHaveText("Enter a security key name.");
  await name.fill("Desk key");
  await login.registerSecurityKey.click();

  await expect(page).toHaveURL(`${site.url}/admin/dashboard`);
  expect(await credentialCount(deskKey.cdp, deskKey.id)).toBe(1);
  const keys = new SecurityKeyList(page);
  await expect(keys.entries).toHaveText([/Desk key/]);
  // The only key of a staff member who needs one stays.
  await expect(keys.onlyKeyStays).toBeVisible();

  // A second key, as a spare: the desk key is unplugged and another one is used.
  await deskKey.cdp.send("WebAuthn.removeVirtualAuthenticator", { authenticatorId: deskKey.id });
  const spareKey = await addAuthenticator(page, "security-key");
  await keys.add("Spare key");
  await expect(toast(page, "Security key added")).toBeVisible();
  await expect(keys.entries).toHaveText([/Desk key/, /Spare key/]);
  expect(await credentialCount(spareKey.cdp, spareKey.id)).toBe(1);

  // The lost desk key is removed from the account.
  await keys.remove("Desk key");
  await expect(toast(page, "Security key removed")).toBeVisible();
  await expect(keys.entries).toHaveText([/Spare key/]);

  // Next time: password, then the spare key signs the server's challenge.
  await new BackOfficeFrame(page).logout.click();
  await expect(page).toHaveURL(`${site.url}/`);
  await page.goto(`${site.url}/login`);
  await forms.signIn(admin.email, admin.password);
  await expect(login.securityKeyPrompt).toBeVisible();
  await login.useSecurityKey.click();
  await expect(page).toHaveURL(`${site.url}/admin/dashboard`);
  await expect(new AccountSummary(page).sessionAal).toHaveText("verified with a second step");
});

test("a customer adds a passkey in settings and signs in with it, without a password", async ({ page, request }) => {
  const id = Math.random().toString(36).slice(2, 8);
  const customer = { name: `Ada Passkey ${id}`, email: `passkey-${id}@example.com`, password: `Charter-${id}-2026` };
  const signup = await request.post(`${site.url}/auth/v1/signup`, {
    data: { email: customer.email, password: customer.password, data: { name: customer.name } },
  });
  expect(signup.ok(), await signup.text()).toBe(true);
  const mail = await waitForMail(site.dataDir, customer.email);
  expect((await request.get(mail.link!, { maxRedirects: 0 })).status()).toBe(303);

  const device = await addAuthenticator(page, "platform");
  const forms = new AuthForms(page);
  await page.goto(`${site.url}/customer-login`);
  await forms.signIn(customer.email, customer.password);
  await expect(page).toHaveURL(`${site.url}/customer-dashboard`);

  await page.goto(`${site.url}/customer/settings`);
  const passkeys = new PasskeyList(page);
  await expect(passkeys.none).toBeVisible();
  await passkeys.addPasskey.click();
  await expect(toast(page, "Passkey added")).toBeVisible();
  await expect(passkeys.entries).toHaveCount(1);
  const stored = (await device.cdp.send("WebAuthn.getCredentials", { authenticatorId: device.id })).credentials;
  expect(stored).toHaveLength(1);
  expect(stored[0]!.isResidentCredential).toBe(true);

  await new CustomerFrame(page).logout.click();
  await page.goto(`${site.url}/customer-login`);
  await new CustomerLoginPage(page).signInWithPasskey.click();
  await expect(page).toHaveURL(`${site.url}/customer-dashboard`);
  await expect(toast(page, "Welcome back!")).toBeVisible();
});

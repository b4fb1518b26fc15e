import { readFile } from "node:fs/promises";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, readyAfterNavigation, test } from "./support/test.js";
import { seriousViolations } from "./support/a11y.js";
import { AccountSettingsPage } from "./pages/AccountSettingsPage.js";
import { CustomerDashboardPage } from "./pages/CustomerDashboardPage.js";
import { CustomerLoginPage, signInAsCustomer } from "./pages/CustomerLoginPage.js";
import { Webpage } from "./pages/Webpage.js";
import { codeMailedTo, createConfirmedCustomer, mailTo, newCustomer, type TestCustomer } from "./support/accounts.js";
import { signInToken } from "./support/api.js";
import { smsCodeTo } from "./support/sms.js";

async function openSettings(page: Page, customer: TestCustomer): Promise<AccountSettingsPage> {
  await signInAsCustomer(page, customer, AccountSettingsPage.path);
  return new AccountSettingsPage(page);
}

/** Whether a password sign-in through the auth API works: its HTTP status. */
async function passwordSignInStatus(request: APIRequestContext, email: string, password: string): Promise<number> {
  const response = await request.post("/auth/v1/token?grant_type=password", { data: { email, password } });
  return response.status();
}

test.describe("account settings", () => {
  test("the profile's name greets the customer on the dashboard; a bad phone is named beside its field", async ({
    page,
    request,
  }) => {
    const customer = await createConfirmedCustomer(request, newCustomer("profile"));
    const settings = await openSettings(page, customer);
    await settings.saveProfile({ name: "Grace Hopper", phone: "call me" });
    await expect(settings.fieldError("Phone (optional)")).toHaveText(
      "Enter a phone number with digits, e.g. +44 20 7946 0000.",
    );

    await settings.saveProfile({ phone: "+1 212 555 0100" });
    await expect(settings.toast("Profile saved")).toBeVisible();
    const dashboard = new CustomerDashboardPage(page);
    await dashboard.goto();
    await expect(dashboard.greeting).toHaveText("Welcome, Grace Hopper");
    await settings.goto();
    await expect(settings.field("Phone (optional)")).toHaveValue("+1 212 555 0100");
  });

  test("a new email address takes effect once the links sent to it and to the current address are both followed", async ({
    page,
    request,
  }) => {
    // Two emailed links, each a full page load through the server and back to the settings page.
    test.setTimeout(240_000);
    const customer = await createConfirmedCustomer(request, newCustomer("mover"));
    const newEmail = `moved-${customer.email}`;
    const settings = await openSettings(page, customer);
    await expect(settings.emailChangeIntro).toHaveText(
      "We send a link to the new address and another to your current one: your address changes once both are followed.",
    );
    await settings.requestEmailChange(customer.email.toUpperCase());
    await expect(settings.fieldError("New email address")).toHaveText("This is already your email address.");

    await settings.requestEmailChange(newEmail);
    await expect(settings.emailChangePending).toContainText(newEmail);
    await expect(settings.emailChangePending).toContainText("and to your current address");
    await expect(settings.currentEmail).toHaveText(customer.email);
    // The current address must agree too: it gets a link of its own.
    const toCurrent = await mailTo(customer.email, { after: 1 });
    expect(toCurrent.subject).toBe("Confirm the change of your SkyCharter email address");
    expect(toCurrent.text).toContain(newEmail);

    // Followed in the same browser (the links are bound to it): the first changes nothing yet.
    await page.goto(toCurrent.link!);
    await expect(
      settings.toast("Link accepted. Now follow the link sent to your other address to finish the change."),
    ).toBeVisible();
    await expect(page).toHaveURL(AccountSettingsPage.path);
    await expect(settings.currentEmail).toHaveText(customer.email);
    await expect(settings.emailChangePending).toContainText(newEmail);

    await page.goto((await mailTo(newEmail)).link!);
    await expect(settings.toast("Your email address has been changed")).toBeVisible();
    await expect(page).toHaveURL(AccountSettingsPage.path);
    await expect(settings.currentEmail).toHaveText(newEmail);
    await expect(settings.emailChangePending).toHaveCount(0);
    expect(await passwordSignInStatus(request, newEmail, customer.password)).toBe(200);
    expect(await passwordSignInStatus(request, customer.email, customer.password)).toBe(400);
  });

  test("a new password works at the next sign-in and ends the other device's session", async ({
    page,
    request,
    browser,
  }) => {
    const customer = await createConfirmedCustomer(request, newCustomer("password"));
    const otherDevice = await signInToken(request, customer.email, customer.password);
    const settings = await openSettings(page, customer);
    await settings.requestPasswordChange("Short", "Other");
    await expect(settings.fieldError("New password")).toHaveText("Password must be at least 6 characters");
    await expect(settings.fieldError("Repeat the new password")).toHaveText("The two passwords do not match");

    const newPassword = `${customer.password}-new`;
    await settings.requestPasswordChange(newPassword);
    // A session alone is not enough: the code mailed to the account's address confirms the change.
    await expect(settings.passwordCodeSent).toContainText(customer.email);
    const code = await codeMailedTo(customer.email, { after: 1 });
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    await settings.confirmPasswordChange(wrong);
    await expect(settings.fieldError("Code from the email")).toHaveText(
      "This code is wrong, already used or expired. Check the latest email, or send a new code.",
    );
    expect(await passwordSignInStatus(request, customer.email, customer.password)).toBe(200);

    await settings.confirmPasswordChange(code);
    await expect(settings.toast("Password changed")).toBeVisible();
    await expect(settings.field("New password")).toHaveValue("");
    const other = await request.get("/auth/v1/user", { headers: { authorization: `Bearer ${otherDevice}` } });
    expect(other.status()).toBe(403);

    const fresh = await browser.newContext();
    const again = readyAfterNavigation(await fresh.newPage());
    await openSettings(again, { ...customer, password: newPassword });
    await fresh.close();
  });

  test("downloads the account's data as JSON, then deletes the account after the address is typed", async ({
    page,
    request,
  }) => {
    const customer = await createConfirmedCustomer(request, newCustomer("leaver"));
    const settings = await openSettings(page, customer);
    const download = await settings.downloadData();
    expect(download.suggestedFilename()).toMatch(/^skycharter-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile((await download.path())!, "utf8")) as {
      account: { email: string; profile: { name: string } };
    };
    expect(data.account).toMatchObject({ email: customer.email, profile: { name: customer.name } });

    await settings.deleteAccount("someone@else.example");
    await expect(settings.fieldError("Type your email address to confirm")).toHaveText(
      "Type the email address of this account",
    );
    await settings.deleteAccount(customer.email);
    await expect(settings.toast("Your account has been deleted")).toBeVisible();
    await expect(page).toHaveURL("/");
    expect(await passwordSignInStatus(request, customer.email, customer.password)).toBe(400);
  });

  test("codes by text message: a phone number is enrolled with a texted code and asked for at the next sign-in", async ({
    page,
    request,
  }) => {
    const customer = await createConfirmedCustomer(request, newCustomer("sms"));
    const phone = `+4477009${String(Math.floor(Math.random() * 100_000)).padStart(5, "0")}`;
    const settings = await openSettings(page, customer);
    await settings.addPhone.click();
    await settings.textCodeTo("07700 900123");
    await expect(settings.fieldError("Mobile number")).toHaveText(
      "Enter the number with + and the country code, e.g. +44 7700 900123.",
    );
    await settings.textCodeTo(`${phone.slice(0, 3)} ${phone.slice(3)}`);
    await settings.verifyPhone(await smsCodeTo(phone));
    await expect(settings.toast("Text-message codes are on")).toBeVisible();
    await expect(settings.phoneFactors).toContainText(phone.slice(-4));

    await settings.logout.click();
    await expect(page).toHaveURL("/");
    const login = new CustomerLoginPage(page);
    await login.goto(CustomerDashboardPage.path);
    await login.signIn(customer);
    await expect(login.textOffer).toBeVisible();
    // One text per SMS_MAX_FREQUENCY (2 s in these tests): the journey can be quicker than that,
    // and then, like a person, the test asks again once the refusal shows.
    await expect(async () => {
      await login.textMeACode.click();
      await expect(login.code.or(login.tooManyAttempts)).toBeVisible();
      await expect(login.code).toBeVisible({ timeout: 100 });
    }).toPass();
    await login.code.fill(await smsCodeTo(phone, { after: 1 }));
    await login.verify.click();
    await expect(page).toHaveURL(CustomerDashboardPage.path);
  });

  for (const locale of ["ar", "en"] as const) {
    test(`has no serious accessibility violation at 375 px (${locale})`, async ({ page, request }) => {
      const customer = await createConfirmedCustomer(request, newCustomer(`a11y-${locale}`));
      await page.setViewportSize({ width: 375, height: 800 });
      const settings = await openSettings(page, customer);
      await page.evaluate((lang) => localStorage.setItem("skycharter.locale", lang), locale);
      await page.reload();
      await expect(new Webpage(page).document).toHaveAttribute("dir", locale === "ar" ? "rtl" : "ltr");
      await expect(settings.linkedIdentities).toBeVisible();
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth).toBeLessThanOrEqual(375);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});

import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { expect, readyAfterNavigation, test } from "./support/test.js";
import { seriousViolations } from "./support/a11y.js";
import { AuthForms } from "./pages/AuthForms.js";
import { suppressAuthModal } from "./pages/AuthModal.js";
import { codeMailedTo, createConfirmedCustomer, mailTo, newCustomer, type TestCustomer } from "./support/accounts.js";
import { signInToken } from "./support/api.js";
import { smsCodeTo } from "./support/sms.js";

const toast = (page: Page, title: string) => page.getByTestId("toast").filter({ hasText: title });

async function openSettings(page: Page, customer: TestCustomer) {
  await suppressAuthModal(page);
  await page.goto("/customer-login?redirect=%2Fcustomer%2Fsettings");
  await new AuthForms(page).signIn(customer.email, customer.password);
  await expect(page).toHaveURL("/customer/settings");
}

test.describe("account settings", () => {
  test("the profile's name greets the customer on the dashboard; a bad phone is named beside its field", async ({
    page,
    request,
  }) => {
    const customer = await createConfirmedCustomer(request, newCustomer("profile"));
    await openSettings(page, customer);
    const forms = new AuthForms(page);
    await forms.field("Full name").fill("Grace Hopper");
    await forms.field("Phone (optional)").fill("call me");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(forms.fieldError("Phone (optional)")).toHaveText(
      "Enter a phone number with digits, e.g. +44 20 7946 0000.",
    );

    await forms.field("Phone (optional)").fill("+1 212 555 0100");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(toast(page, "Profile saved")).toBeVisible();
    await page.goto("/customer-dashboard");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome, Grace Hopper");
    await page.goto("/customer/settings");
    await expect(forms.field("Phone (optional)")).toHaveValue("+1 212 555 0100");
  });

  test("a new email address takes effect once the links sent to it and to the current address are both followed", async ({
    page,
    request,
  }) => {
    // Two emailed links, each a full page load through the server and back to the settings page.
    test.setTimeout(120_000);
    const customer = await createConfirmedCustomer(request, newCustomer("mover"));
    const newEmail = `moved-${customer.email}`;
    await openSettings(page, customer);
    const forms = new AuthForms(page);
    await expect(page.getByTestId("email-change-intro")).toHaveText(
      "We send a link to the new address and another to your current one: your address changes once both are followed.",
    );
    await forms.field("New email address").fill(customer.email.toUpperCase());
    await page.getByRole("button", { name: "Change email" }).click();
    await expect(forms.fieldError("New email address")).toHaveText("This is already your email address.");

    await forms.field("New email address").fill(newEmail);
    await page.getByRole("button", { name: "Change email" }).click();
    await expect(page.getByTestId("email-change-pending")).toContainText(newEmail);
    await expect(page.getByTestId("email-change-pending")).toContainText("and to your current address");
    await expect(page.getByTestId("current-email")).toHaveText(customer.email);
    // The current address must agree too: it gets a link of its own.
    const toCurrent = await mailTo(customer.email, { after: 1 });
    expect(toCurrent.subject).toBe("Confirm the change of your SkyCharter email address");
    expect(toCurrent.text).toContain(newEmail);

    // Followed in the same browser (the links are bound to it): the first changes nothing yet.
    await page.goto(toCurrent.link!);
    await expect(
      toast(page, "Link accepted. Now follow the link sent to your other address to finish the change."),
    ).toBeVisible();
    await expect(page).toHaveURL("/customer/settings");
    await expect(page.getByTestId("current-email")).toHaveText(customer.email);
    await expect(page.getByTestId("email-change-pending")).toContainText(newEmail);

    await page.goto((await mailTo(newEmail)).link!);
    await expect(toast(page, "Your email address has been changed")).toBeVisible();
    await expect(page).toHaveURL("/customer/settings");
    await expect(page.getByTestId("current-email")).toHaveText(newEmail);
    await expect(page.getByTestId("email-change-pending")).toHaveCount(0);
    expect(
      (
        await request.post("/auth/v1/token?grant_type=password", {
          data: { email: newEmail, password: customer.password },
        })
      ).status(),
    ).toBe(200);
    expect(
      (
        await request.post("/auth/v1/token?grant_type=password", {
          data: { email: customer.email, password: customer.password },
        })
      ).status(),
    ).toBe(400);
  });

  test("a new password works at the next sign-in and ends the other device's session", async ({
    page,
    request,
    browser,
  }) => {
    const customer = await createConfirmedCustomer(request, newCustomer("password"));
    const otherDevice = await signInToken(request, customer.email, customer.password);
    await openSettings(page, customer);
    const forms = new AuthForms(page);
    await forms.field("New password").fill("Short");
    await forms.field("Repeat the new password").fill("Other");
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(forms.fieldError("New password")).toHaveText("Password must be at least 6 characters");
    await expect(forms.fieldError("Repeat the new password")).toHaveText("The two passwords do not match");

    const newPassword = `${customer.password}-new`;
    await forms.field("New password").fill(newPassword);
    await forms.field("Repeat the new password").fill(newPassword);
    await page.getByRole("button", { name: "Change password" }).click();
    // A session alone is not enough: the code mailed to the account's address confirms the change.
    await expect(page.getByTestId("password-code-sent")).toContainText(customer.email);
    const code = await codeMailedTo(customer.email, { after: 1 });
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    await forms.field("Code from the email").fill(wrong);
    await page.getByRole("button", { name: "Confirm new password" }).click();
    await expect(forms.fieldError("Code from the email")).toHaveText(
      "This code is wrong, already used or expired. Check the latest email, or send a new code.",
    );
    expect(
      (
        await request.post("/auth/v1/token?grant_type=password", {
          data: { email: customer.email, password: customer.password },
        })
      ).status(),
    ).toBe(200);

    await forms.field("Code from the email").fill(code);
    await page.getByRole("button", { name: "Confirm new password" }).click();
    await expect(toast(page, "Password changed")).toBeVisible();
    await expect(forms.field("New password")).toHaveValue("");
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
    await openSettings(page, customer);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download my data" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^skycharter-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile((await download.path())!, "utf8")) as {
      account: { email: string; profile: { name: string } };
    };
    expect(data.account).toMatchObject({ email: customer.email, profile: { name: customer.name } });

    const forms = new AuthForms(page);
    await forms.field("Type your email address to confirm").fill("someone@else.example");
    await page.getByRole("button", { name: "Delete my account" }).click();
    await expect(forms.fieldError("Type your email address to confirm")).toHaveText(
      "Type the email address of this account",
    );
    await forms.field("Type your email address to confirm").fill(customer.email);
    await page.getByRole("button", { name: "Delete my account" }).click();
    await expect(toast(page, "Your account has been deleted")).toBeVisible();
    await expect(page).toHaveURL("/");
    const signIn = await request.post("/auth/v1/token?grant_type=password", {
      data: { email: customer.email, password: customer.password },
    });
    expect(signIn.status()).toBe(400);
  });

  test("codes by text message: a phone number is enrolled with a texted code and asked for at the next sign-in", async ({
    page,
    request,
  }) => {
    const customer = await createConfirmedCustomer(request, newCustomer("sms"));
    const phone = `+4477009${String(Math.floor(Math.random() * 100_000)).padStart(5, "0")}`;
    await openSettings(page, customer);
    const forms = new AuthForms(page);
    await page.getByRole("button", { name: "Add a phone number" }).click();
    await forms.field("Mobile number").fill("07700 900123");
    await page.getByRole("button", { name: "Text me a code" }).click();
    await expect(forms.fieldError("Mobile number")).toHaveText(
      "Enter the number with + and the country code, e.g. +44 7700 900123.",
    );
    await forms.field("Mobile number").fill(`${phone.slice(0, 3)} ${phone.slice(3)}`);
    await page.getByRole("button", { name: "Text me a code" }).click();
    await forms.field("6-digit code").fill(await smsCodeTo(phone));
    await page.getByRole("button", { name: "Verify and turn on" }).click();
    await expect(toast(page, "Text-message codes are on")).toBeVisible();
    await expect(page.getByTestId("phone-factors")).toContainText(phone.slice(-4));

    await page.getByRole("button", { name: "Logout" }).first().click();
    await expect(page).toHaveURL("/");
    await page.goto("/customer-login?redirect=%2Fcustomer-dashboard");
    await forms.signIn(customer.email, customer.password);
    await expect(page.getByText(`We can text a 6-digit code to`)).toBeVisible();
    // One text per SMS_MAX_FREQUENCY (2 s in these tests): the journey can be quicker than that,
    // and then, like a person, the test asks again once the refusal shows.
    const codeField = forms.field("6-digit code");
    await expect(async () => {
      await page.getByRole("button", { name: "Text me a code" }).click();
      await expect(codeField.or(page.getByText("Too many attempts."))).toBeVisible();
      await expect(codeField).toBeVisible({ timeout: 100 });
    }).toPass();
    await codeField.fill(await smsCodeTo(phone, { after: 1 }));
    await page.getByRole("button", { name: "Verify", exact: true }).click();
    await expect(page).toHaveURL("/customer-dashboard");
  });

  for (const locale of ["ar", "en"] as const) {
    test(`has no serious accessibility violation at 375 px (${locale})`, async ({ page, request }) => {
      const customer = await createConfirmedCustomer(request, newCustomer(`a11y-${locale}`));
      await page.setViewportSize({ width: 375, height: 800 });
      await openSettings(page, customer);
      await page.evaluate((lang) => localStorage.setItem("skycharter.locale", lang), locale);
      await page.reload();
      await expect(page.locator("html")).toHaveAttribute("dir", locale === "ar" ? "rtl" : "ltr");
      await expect(page.getByTestId("linked-identities")).toBeVisible();
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth).toBeLessThanOrEqual(375);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});

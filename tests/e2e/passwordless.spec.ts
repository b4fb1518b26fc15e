import type { Page } from "@playwright/test";
import { AccountSummary } from "./pages/AccountSummary.js";
import { suppressAuthModal } from "./pages/AuthModal.js";
import { CustomerDashboardPage } from "./pages/CustomerDashboardPage.js";
import { CustomerLoginPage } from "./pages/CustomerLoginPage.js";
import { Webpage } from "./pages/Webpage.js";
import { codeMailedTo, createConfirmedCustomer, mailTo, newCustomer } from "./support/accounts.js";
import { expect, test } from "./support/test.js";

// Passwordless sign-in as a customer meets it on the sign-in page: "Email me a code or link", then
// the 6-digit code from the email typed on the page, or the email's link opened in the browser.

async function askForCode(page: Page, email: string): Promise<CustomerLoginPage> {
  const login = new CustomerLoginPage(page);
  await login.goto();
  await login.emailMeACode.click();
  await login.emailCodeTo(email);
  await expect(login.codeSentTo(email)).toBeVisible();
  return login;
}

test.describe("passwordless sign-in", () => {
  test.beforeEach(async ({ page }) => {
    await suppressAuthModal(page);
  });

  test("a new customer signs in with the emailed code, after a wrong one is refused beside the field", async ({
    page,
  }) => {
    const { email } = newCustomer("otp-code");
    const login = new CustomerLoginPage(page);
    await login.goto();
    await login.emailMeACode.click();
    // The field's problem, in words, before anything is sent.
    await login.sendMeACode.click();
    const shown = new Webpage(page);
    await expect(shown.text("Email is required")).toBeVisible();
    await login.emailCodeTo(email);
    await expect(login.codeSentTo(email)).toBeVisible();

    const code = await codeMailedTo(email);
    const field = login.emailedCode;
    await login.signInButton.click();
    await expect(shown.text("Enter the 6-digit code we sent you")).toBeVisible();
    await field.fill(code === "000000" ? "111111" : "000000");
    await login.signInButton.click();
    await expect(shown.text("This code is wrong or has expired. Check it, or send a new one.")).toBeVisible();
    await expect(field).toHaveAttribute("aria-invalid", "true");

    await field.fill(code);
    await login.signInButton.click();
    await expect(page).toHaveURL(CustomerDashboardPage.path);
    await expect(new AccountSummary(page).email).toHaveText(email);
  });

  test("a customer signs in by opening the emailed link, landing on the dashboard", async ({ page, request }) => {
    const customer = await createConfirmedCustomer(request, newCustomer("otp-link"));
    await askForCode(page, customer.email);
    // The sign-up's confirmation was the first mail; the sign-in email is the second.
    const mail = await mailTo(customer.email, { after: 1 });
    expect(mail.text).toMatch(/Your sign-in code is \d{6}\./);
    // Opened in this browser, which started the PKCE flow and holds its verifier.
    await page.goto(mail.link!);
    await expect(page).toHaveURL(CustomerDashboardPage.path);
    await expect(new CustomerDashboardPage(page).greeting).toHaveText(`Welcome, ${customer.name}`);
    await expect(new AccountSummary(page).email).toHaveText(customer.email);
  });
});

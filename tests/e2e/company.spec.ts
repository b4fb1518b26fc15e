import type { Browser, Page } from "@playwright/test";
import { randomInt } from "node:crypto";
import { expect, readyAfterNavigation, test } from "./support/test.js";
import { suppressAuthModal } from "./pages/AuthModal.js";
import { SignUpPage, SignupConfirmationPage } from "./pages/SignUpPage.js";
import { Webpage } from "./pages/Webpage.js";
import { toast } from "./pages/Toast.js";
import { seriousViolations } from "./support/a11y.js";
import { newCustomer, mailTo } from "./support/accounts.js";
import { signInAsAdmin } from "./support/adminBrowser.js";

// The company's facts are data an admin keeps (issue 31): an edit shows on the public pages' next
// view in every language (through the server's page cache), the legal pages read well, and a
// sign-up records the version of the charter terms it accepted.

const LANGUAGES = ["en", "es", "ar", "zh"] as const;

/** A visitor's fresh browser with `locale` chosen (the preference cookie the server renders by). */
async function visitorIn(browser: Browser, baseURL: string, locale: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addCookies([{ name: "sky_lang", value: locale, url: baseURL }]);
  const page = await context.newPage();
  await suppressAuthModal(page);
  return page;
}

test("an admin edits the phone number and a leadership entry, and the next page view shows them in every language", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const admin = readyAfterNavigation(page);
  await signInAsAdmin(admin, request, "/admin/dashboard");
  await admin.getByRole("link", { name: "Company & legal" }).click();
  await expect(admin).toHaveURL("/admin/company");
  await expect(new Webpage(admin).heading).toHaveText("Company and legal pages");

  const particulars = admin.getByRole("region", { name: "Company particulars" });
  const leadership = admin.getByRole("region", { name: "Leadership team" });
  const firstLeader = leadership.getByRole("group", { name: "Leader 1" });
  const phoneField = particulars.getByLabel("Phone");
  const before = {
    phone: await phoneField.inputValue(),
    name: await firstLeader.getByLabel("Name").inputValue(),
    role: await firstLeader.getByLabel("Role").inputValue(),
  };
  const phone = `+44 20 3${randomInt(100, 999)} ${randomInt(1000, 9999)}`;
  const leader = { name: `Imogen Vale ${randomInt(1000, 9999)}`, role: "Director of flight operations" };

  // A number that is not one is refused beside its field, and nothing is saved.
  await phoneField.fill("call us");
  await admin.getByRole("button", { name: "Save company settings" }).click();
  await expect(toast(admin, "Some fields need correcting")).toBeVisible();
  await expect(phoneField).toHaveAttribute("aria-invalid", "true");

  await phoneField.fill(phone);
  await firstLeader.getByLabel("Name").fill(leader.name);
  await firstLeader.getByLabel("Role").fill(leader.role);
  await admin.getByRole("button", { name: "Save company settings" }).click();
  await expect(toast(admin, "Company settings saved")).toBeVisible();
  await expect(phoneField).not.toHaveAttribute("aria-invalid", "true");
  expect(await seriousViolations(admin)).toEqual([]);

  try {
    for (const locale of LANGUAGES) {
      const visitor = await visitorIn(browser, baseURL!, locale);
      await visitor.goto("/about");
      await expect(new Webpage(visitor).document).toHaveAttribute("lang", locale);
      const team = visitor.locator("#leadership");
      await expect(team.getByRole("heading", { name: leader.name })).toBeVisible();
      await expect(team.getByText(leader.role)).toBeVisible();
      // The header's line and the footer both call the new number.
      await expect(visitor.locator("header").getByRole("link", { name: phone })).toBeVisible();
      await expect(visitor.locator("footer").getByRole("link", { name: phone })).toHaveAttribute(
        "href",
        `tel:+${phone.replace(/\D/g, "")}`,
      );
      await visitor.goto("/contact");
      await expect(visitor.locator("main").getByRole("link", { name: phone })).toBeVisible();
      await visitor.context().close();
    }
  } finally {
    // Other tests read the seeded contact details: put them back.
    await phoneField.fill(before.phone);
    await firstLeader.getByLabel("Name").fill(before.name);
    await firstLeader.getByLabel("Role").fill(before.role);
    await admin.getByRole("button", { name: "Save company settings" }).click();
    await expect(toast(admin, "Company settings saved").last()).toBeVisible();
  }
});

test("a visitor signs up accepting the charter terms, and the account records the version accepted", async ({
  page,
}) => {
  await suppressAuthModal(page);
  const customer = newCustomer("terms");
  const signUp = new SignUpPage(page);
  await signUp.goto();
  const consent = page.getByText("By creating an account you accept our");
  await expect(consent.getByRole("link", { name: "charter terms" })).toHaveAttribute("href", "/legal/terms");
  await signUp.forms.signUp(customer);
  await expect(page).toHaveURL(SignupConfirmationPage.path(customer.email));

  const mail = await mailTo(customer.email);
  await page.goto(mail.link!);
  await expect(page).toHaveURL("/customer-dashboard");
  // The server's own record of the account, as auth-js keeps it after signing in.
  const accepted = await page.evaluate(async () => {
    const session = JSON.parse(window.localStorage.getItem("skycharter.auth") ?? "{}") as { access_token?: string };
    const response = await fetch("/auth/v1/user", { headers: { authorization: `Bearer ${session.access_token}` } });
    return ((await response.json()) as { user_metadata: { terms_version?: string } }).user_metadata.terms_version;
  });
  await page.goto("/legal/terms");
  await expect(page.getByText(`Version ${accepted}`)).toBeVisible();
  expect(accepted).toMatch(/^\d{4}-\d{2}$/);
});

for (const locale of ["en", "ar"] as const) {
  test(`the legal pages read well and are accessible in ${locale}`, async ({ browser, baseURL }) => {
    const visitor = await visitorIn(browser, baseURL!, locale);
    for (const path of ["/legal/terms", "/legal/privacy", "/legal/cookies"]) {
      const response = await visitor.goto(path);
      expect(response?.status()).toBe(200);
      const shown = new Webpage(visitor);
      await expect(shown.document).toHaveAttribute("dir", locale === "ar" ? "rtl" : "ltr");
      await expect(shown.heading).toBeVisible();
      // Linked from every page's footer.
      await expect(visitor.locator(`footer a[href="${path}"]`)).toBeVisible();
      expect(await seriousViolations(visitor), path).toEqual([]);
    }
    // The cookie notice names what the site keeps, the sign-in session among them.
    await expect(visitor.getByRole("cell", { name: "skycharter.auth", exact: true })).toBeVisible();
    await expect(visitor.getByRole("cell", { name: "sky_lang", exact: true })).toBeVisible();
    await visitor.context().close();
  });
}

import type { Page } from "@playwright/test";
import { expect, readyAfterNavigation, test } from "./support/test.js";
import { seriousViolations } from "./support/a11y.js";
import { gql } from "./__generated__/index.js";
import { AcceptInvitePage } from "./pages/AcceptInvitePage.js";
import { AuthForms } from "./pages/AuthForms.js";
import { suppressAuthModal } from "./pages/AuthModal.js";
import { toast } from "./pages/Toast.js";
import { UsersPage } from "./pages/UsersPage.js";
import { Webpage } from "./pages/Webpage.js";
import { createConfirmedCustomer, mailTo, newCustomer } from "./support/accounts.js";
import { signInAsAdmin } from "./support/adminBrowser.js";
import { graphqlAnswer } from "./support/api.js";
import { staffToken } from "./support/staff.js";

const USER_COUNT = gql(`
  query AdminUsers_Count {
    users {
      totalCount
    }
  }
`);

test("an admin disables a customer, who then cannot sign in, and enables them again", async ({
  page,
  request,
  browser,
}) => {
  const customer = await createConfirmedCustomer(request, newCustomer("disabled"));
  const admin = await signInAsAdmin(page, request, "/admin/users");
  const users = new UsersPage(page);
  await expect(users.heading).toHaveText("Users");
  await expect(users.backToDashboard).toHaveAttribute("href", "/admin/dashboard");

  const row = await users.find(customer.email);
  await row.disable.click();
  await expect(users.confirmDialog).toContainText("cannot sign in until an admin enables the account again");
  await users.confirm.click();
  await expect(row.status).toHaveText("Disabled");

  // The customer, in their own browser, is told the account is suspended.
  const context = await browser.newContext();
  const theirs = readyAfterNavigation(await context.newPage());
  await suppressAuthModal(theirs);
  await theirs.goto("/customer-login");
  await new AuthForms(theirs).signIn(customer.email, customer.password);
  await expect(toast(theirs, "Error")).toContainText("This account is suspended. Please contact us.");
  await expect(theirs).toHaveURL("/customer-login");
  await context.close();
  const refused = await request.post("/auth/v1/token?grant_type=password", {
    data: { email: customer.email, password: customer.password },
  });
  expect(refused.status()).toBe(400);
  expect(((await refused.json()) as { error_code: string }).error_code).toBe("user_banned");

  await users.enable(row);
  await expect(row.status).toHaveText("Active");
  const allowed = await request.post("/auth/v1/token?grant_type=password", {
    data: { email: customer.email, password: customer.password },
  });
  expect(allowed.status()).toBe(200);

  // The admin's own row: no role change, no disabling.
  const own = await users.find(admin.email);
  await expect(own.role).toBeDisabled();
  await expect(own.disable).toHaveCount(0);
});

test("a staff member who is not an admin sees the admins-only notice, and the API refuses them", async ({
  page,
  request,
}) => {
  await signInAsAdmin(page, request, "/admin/users", "STAFF");
  const users = new UsersPage(page);
  await expect(users.heading).toHaveText("Admins only");
  await expect(users.adminOnlyNotice).toBeVisible();
  await expect(users.table).toHaveCount(0);
  await page.goto("/admin/pricing");
  await expect(users.heading).toHaveText("Admins only");

  // The notice is a courtesy: the API itself refuses a staff member's aal2 session.
  const answer = await graphqlAnswer(request, USER_COUNT, {}, await staffToken(request));
  expect(answer.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
});

test("an invited colleague follows the emailed link, chooses a password and is asked to set up an authenticator", async ({
  page,
  request,
  browser,
}) => {
  // Two browsers, a sign-in with a second factor and an authenticator set up: on 2 busy cores it needs room.
  test.setTimeout(240_000);
  await signInAsAdmin(page, request, "/admin/users");
  const users = new UsersPage(page);
  const invitee = newCustomer("invitee");
  await users.invite.sendTo(invitee);
  const row = await users.find(invitee.email);
  await expect(row.status).toHaveText("Invited");

  const mail = await mailTo(invitee.email);
  expect(mail.subject).toBe("You are invited to the SkyCharter team");
  // Another browser: the invitation works wherever it is opened.
  const context = await browser.newContext();
  const theirs = readyAfterNavigation(await context.newPage());
  await theirs.goto(mail.link!);
  const invitation = new AcceptInvitePage(theirs);
  await expect(invitation.heading).toHaveText("Welcome to the team");
  expect(new URL(theirs.url()).search).toBe("");
  await invitation.choosePassword(invitee.password);
  await expect(invitation.setUpPrompt).toBeVisible();
  await invitation.turnOnAuthenticator();
  await expect(theirs).toHaveURL("/admin/dashboard");
  await context.close();

  await page.reload();
  await expect((await users.find(invitee.email)).status).toHaveText("Active");
});

test("in Arabic the users page reads right to left and axe finds nothing serious", async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsAdminInArabic(page, request);
  const users = new UsersPage(page);
  await expect(new Webpage(page).document).toHaveAttribute("dir", "rtl");
  await expect(users.heading).toHaveText("المستخدمون");
  await expect(users.rows.first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(users.cards.first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

/** The staff login's labels are in Arabic too: sign in in English first, then switch the page's language. */
async function signInAsAdminInArabic(page: Page, request: Parameters<typeof signInAsAdmin>[1]) {
  await signInAsAdmin(page, request, "/admin/users");
  await page.evaluate(() => window.localStorage.setItem("skycharter.locale", "ar"));
  await page.reload();
}

import type { ParsedMail } from "mailparser";
import { expect, test } from "./support/test.js";
import { seriousViolations } from "./support/a11y.js";
import { gql } from "./__generated__/index.js";
import { newCustomer } from "./support/accounts.js";
import { signInAsAdmin } from "./support/adminBrowser.js";
import { graphql } from "./support/api.js";
import { inbox, mailWithSubject } from "./support/inbox.js";
import { staffToken } from "./support/staff.js";
import { until } from "../support/until.js";

const SAVE = gql(`
  mutation EmptyLegsE2e_Save($input: EmptyLegInput!) {
    saveEmptyLeg(input: $input) {
      id
    }
  }
`);
const PUBLISH = gql(`
  mutation EmptyLegsE2e_Publish($id: ID!) {
    publishEmptyLeg(id: $id) {
      id
      status
    }
  }
`);
const ALERT = gql(`
  mutation EmptyLegsE2e_Alert($input: RouteAlertInput!) {
    createRouteAlert(input: $input) {
      email
    }
  }
`);

const nextYear = new Date().getUTCFullYear() + 1;
const header = (mail: ParsedMail, name: string) => mail.headerLines.find((line) => line.key === name)?.line ?? "";
const legMails = async (to: string) =>
  (await inbox(to)).filter((mail) => (mail.subject ?? "").startsWith("Empty leg:"));

// Route alerts end to end: a visitor saves an alert on the public page and confirms it from its
// email; staff publish a matching leg in the back office and the visitor gets one email, with the
// one-click unsubscribe headers; after unsubscribing from that email, the next matching leg sends nothing.

test("a route alert confirmed by its email gets one email when a matching empty leg is published, and none after unsubscribing", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const visitor = newCustomer("alert");
  const control = newCustomer("alert-control");
  const aircraft = `Citation XLS+ ${visitor.email.slice(6, 14)}`;

  // 1. The visitor saves an alert for Nice → Geneva.
  await page.goto("/empty-legs");
  await page.getByTestId("route-alert-email").fill(visitor.email);
  await page.getByTestId("route-alert-from").fill("Nice");
  await page.getByTestId("route-alert-to").fill("GVA");
  await page.getByTestId("route-alert-submit").click();
  await expect(page.getByTestId("route-alert-sent")).toContainText(visitor.email);

  // 2. Its email's link shows a page with a button; the button confirms.
  const confirmation = await mailWithSubject(visitor.email, /Confirm your SkyCharter empty-leg alert/);
  const confirmLink = /https?:\/\/\S+\/api\/route-alerts\/confirm\?token=[\w-]+/.exec(confirmation.text ?? "")![0];
  const plain = await browser.newPage();
  await plain.goto(confirmLink);
  await plain.getByRole("button", { name: "Confirm the alert" }).click();
  await expect(plain.getByRole("heading", { name: "Alert confirmed" })).toBeVisible();

  // A second visitor on the same route, confirmed the same way: it shows when the mail worker has sent.
  await graphql(request, ALERT, { input: { email: control.email, from: "NCE", to: "Geneva", locale: "en" } });
  const controlLink = /https?:\/\/\S+\/api\/route-alerts\/confirm\?token=[\w-]+/.exec(
    (await mailWithSubject(control.email, /Confirm your SkyCharter/)).text ?? "",
  )![0];
  expect((await request.post(controlLink)).ok()).toBe(true);

  // 3. Staff create and publish a matching leg in the back office.
  await signInAsAdmin(page, request, "/admin/empty-legs", "STAFF");
  await page.getByTestId("leg-fromCode").fill("NCE");
  await page.getByTestId("leg-toCode").fill("GVA");
  await page.getByTestId("leg-earliestLocal").fill(`${nextYear}-08-02T09:00`);
  await page.getByTestId("leg-latestLocal").fill(`${nextYear}-08-02T18:00`);
  await page.getByTestId("leg-aircraftType").fill(aircraft);
  await page.getByTestId("leg-seats").fill("8");
  await page.getByTestId("leg-priceUsd").fill("9500");
  await page.getByTestId("leg-category").selectOption("MIDSIZE");
  await page.getByTestId("leg-save").click();
  const row = page.getByTestId("admin-empty-leg").filter({ hasText: aircraft });
  await row.getByTestId("leg-publish").click();
  await expect(row).toContainText("Published");
  expect(await seriousViolations(page)).toEqual([]);

  // 4. One email, with RFC 8058's headers and the same link in its text.
  const news = await mailWithSubject(visitor.email, /^Empty leg: Nice \(NCE\) → Geneva \(GVA\)/);
  expect(news.text).toContain(aircraft);
  const unsubscribe = /<(.+)>/.exec(header(news, "list-unsubscribe"))![1]!;
  expect(header(news, "list-unsubscribe-post")).toMatch(/List-Unsubscribe=One-Click/);
  expect(news.text).toContain(unsubscribe);
  await mailWithSubject(control.email, /^Empty leg:/);
  expect(await legMails(visitor.email)).toHaveLength(1);

  // 5. The email's unsubscribe link: a page with a button, then no more alerts.
  await plain.goto(unsubscribe);
  await plain.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(plain.getByRole("heading", { name: "Unsubscribed" })).toBeVisible();

  const token = await staffToken(request);
  const second = await graphql(
    request,
    SAVE,
    {
      input: {
        fromCode: "NCE",
        toCode: "GVA",
        earliestLocal: `${nextYear}-08-04T09:00`,
        latestLocal: `${nextYear}-08-04T18:00`,
        aircraftType: aircraft,
        category: "MIDSIZE",
        seats: 8,
        priceUsd: 9_000,
      },
    },
    token,
  );
  await graphql(request, PUBLISH, { id: second.saveEmptyLeg.id }, token);
  // The control alert hears of it: the worker has sent this leg's emails, and none went to the visitor.
  await until(async () => ((await legMails(control.email)).length === 2 ? true : undefined), {
    failure: () => "the control alert got no second email",
  });
  expect(await legMails(visitor.email)).toHaveLength(1);

  // The back office page reads right to left in Arabic, and stays axe clean.
  await page.goto("/admin/empty-legs?lang=ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByTestId("admin-empty-leg").filter({ hasText: aircraft }).first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test("the public list filters by route, dates and seats, and is axe clean in English and Arabic", async ({
  page,
  request,
}) => {
  const token = await staffToken(request);
  const aircraft = `Phenom 300 ${Date.now()}`;
  const { saveEmptyLeg } = await graphql(
    request,
    SAVE,
    {
      input: {
        fromCode: "TEB",
        toCode: "PBI",
        earliestLocal: `${nextYear}-02-10T07:00`,
        latestLocal: `${nextYear}-02-10T15:00`,
        aircraftType: aircraft,
        category: "LIGHT",
        seats: 6,
        priceUsd: 7_800,
      },
    },
    token,
  );
  await graphql(request, PUBLISH, { id: saveEmptyLeg.id }, token);
  const card = page.getByTestId("empty-leg").filter({ hasText: aircraft });

  await page.goto("/empty-legs");
  await expect(card).toBeVisible();
  await expect(card).toContainText("Teterboro (TEB)");
  await expect(card.getByRole("link", { name: /Request this leg/ })).toHaveAttribute(
    "href",
    "/booking?from=TEB&to=PBI&category=light",
  );
  expect(await seriousViolations(page)).toEqual([]);

  // The filters form is the address: from and to (code or city), dates, seats.
  await page.getByTestId("leg-filter-from").fill("TEB");
  await page.getByTestId("leg-filter-to").fill("West Palm Beach");
  await page.getByTestId("leg-filter-submit").click();
  await expect(page).toHaveURL(/from=TEB&to=West\+Palm\+Beach/);
  await expect(card).toBeVisible();
  await page.goto(`/empty-legs?from=TEB&seats=7`);
  await expect(page.getByTestId("empty-legs-none").or(page.getByTestId("empty-leg").first())).toBeVisible();
  await expect(card).toHaveCount(0);
  await page.goto(`/empty-legs?from=TEB&dateFrom=${nextYear}-02-11`);
  await expect(page.getByTestId("empty-legs-none").or(page.getByTestId("empty-leg").first())).toBeVisible();
  await expect(card).toHaveCount(0);
  await page.goto(`/empty-legs?from=TEB&dateFrom=${nextYear}-02-10&dateTo=${nextYear}-02-10`);
  await expect(card).toBeVisible();

  await page.goto("/empty-legs?lang=ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(card).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

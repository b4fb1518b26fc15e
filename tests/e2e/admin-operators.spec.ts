import { randomBytes } from "node:crypto";
import { expect, test } from "./support/test.js";
import { seriousViolations } from "./support/a11y.js";
import { signInAsAdmin } from "./support/adminBrowser.js";
import { BackOfficeFrame } from "./pages/BackOfficeFrame.js";
import { OperatorPage } from "./pages/OperatorPage.js";
import { OperatorsPage } from "./pages/OperatorsPage.js";
import { Webpage } from "./pages/Webpage.js";

/** The UTC calendar day `days` from today, as a date field takes it. */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
/** Letters of this run's own, so its registrations and names meet no other test's. */
const letters = (n: number) => [...randomBytes(n)].map((byte) => String.fromCharCode(65 + (byte % 26))).join("");

test("an admin adds an operator, imports a fleet file with one bad row, and sees the report and the fleet", async ({
  page,
  request,
}) => {
  await signInAsAdmin(page, request, "/admin/dashboard");
  await new BackOfficeFrame(page).section("Operators").click();
  const operators = new OperatorsPage(page);
  await expect(operators.heading).toHaveText("Operators");

  const tag = letters(4);
  const name = `Northwind Executive ${tag}`;
  await operators.newOperator.click();
  const form = operators.form;
  await form.fill({
    name,
    aocNumber: `GB-E2E-${tag}`,
    aocValidUntil: inDays(400),
    country: "QQ",
    insuranceValidUntil: inDays(20),
    contact: { name: "Ops desk", email: `ops-${tag.toLowerCase()}@northwind.example`, phone: "+44 20 7946 0999" },
  });
  // A country no airport is in: refused by the server, said beside the field, nothing created.
  await form.create.click();
  await expect(form.problem("Enter a two-letter ISO country code, e.g. GB, US or AE.")).toBeVisible();
  await expect(form.country).toHaveAttribute("aria-invalid", "true");
  await form.country.fill("GB");
  await form.create.click();

  const operator = new OperatorPage(page);
  await expect(operator.heading).toHaveText(name);
  await expect(operator.quotable).toHaveText("Quotable");
  await expect(operator.warnings).toHaveText(["Insurance ends in 20 days"]);
  await expect(operator.papers).toContainText("United Kingdom");
  await expect(operator.contacts).toContainText(`ops-${tag.toLowerCase()}@northwind.example`);

  const [first, second] = [`G-${letters(4)}`, `G-${letters(4)}`];
  await operator.fleetImport.importCsv(
    [
      "registration,type,category,year_of_manufacture,year_of_refurbishment,seats,base_airport,wifi,lavatory,pets_allowed",
      `${first},Citation XLS+,midsize,2014,2022,9,FAB,yes,yes,no`,
      `G-${letters(4)},Phenom 300,light,2018,,40,EGLF,yes,yes,no`,
      `${second.toLowerCase()},Challenger 650,large,2017,,12,LTN,yes,yes,yes`,
    ].join("\n"),
  );
  await expect(operator.fleetImport.summary).toHaveText("3 rows read: 2 added, 0 updated, 0 unchanged, 1 rejected.");
  await expect(operator.fleetImport.rejectedRows).toHaveCount(1);
  await expect(operator.fleetImport.rejectedRow(3)).toContainText("Seats");
  await expect(operator.fleetImport.rejectedRow(3)).toContainText("Must be from 1 to 30.");
  await expect(operator.fleetRows).toHaveCount(2);
  await expect(operator.aircraft(first)).toContainText("Citation XLS+");
  await expect(operator.aircraft(first)).toContainText("2014, refurbished 2022");
  await expect(operator.aircraft(second)).toContainText("Challenger 650");

  // The same file again stores nothing new.
  await operator.fleetImport.submit.click();
  await expect(operator.fleetImport.summary).toHaveText("3 rows read: 0 added, 0 updated, 2 unchanged, 1 rejected.");
  await expect(operator.fleetRows).toHaveCount(2);

  // The list finds it by a registration of its fleet, with its standing.
  await operator.backToOperators.click();
  await operators.search.fill(first);
  const row = operators.row(name);
  await expect(row.root).toBeVisible();
  await expect(operators.rows).toHaveCount(1);
  await expect(row.quotable).toHaveText("Quotable");
  await expect(row.warnings).toHaveText(["Insurance ends in 20 days"]);
});

test("in Arabic the operator pages read right to left and axe finds nothing serious", async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsAdmin(page, request, "/admin/operators");
  await page.evaluate(() => window.localStorage.setItem("skycharter.locale", "ar"));
  await page.reload();
  const operators = new OperatorsPage(page);
  await expect(new Webpage(page).document).toHaveAttribute("dir", "rtl");
  await expect(operators.heading).toHaveText("المشغّلون");
  // The demo seed's made-up operators, one of them not quotable.
  await expect(operators.rows.first()).toBeVisible();
  // These pages, not the frame's bar around them: the frame has checks of its own.
  expect(await seriousViolations(page, { exclude: "header" })).toEqual([]);

  await operators.rows.first().getByRole("link").click();
  await expect(new OperatorPage(page).fleetRows.first()).toBeVisible();
  expect(await seriousViolations(page, { exclude: "header" })).toEqual([]);
});

import { randomUUID } from "node:crypto";
import { expect, test } from "./support/test.js";
import { suppressAuthModal } from "./pages/AuthModal.js";
import { graphql } from "./support/api.js";
import { staffToken } from "./support/staff.js";

const person = () => {
  const id = randomUUID().slice(0, 8);
  return { name: `Katherine Johnson ${id}`, email: `forms-${id}@example.com` };
};

async function leadSources(request: Parameters<typeof staffToken>[0], email: string) {
  const { leads } = await graphql<{ leads: { edges: { node: { source: string; activity: { kind: string }[] } }[] } }>(
    request,
    `
      query ($search: String) {
        leads(filter: { search: $search }, first: 5) {
          edges {
            node {
              source
              activity {
                kind
              }
            }
          }
        }
      }
    `,
    { search: email },
    await staffToken(request),
  );
  return leads.edges.map((edge) => edge.node);
}

test.beforeEach(async ({ page }) => {
  await suppressAuthModal(page);
});

test("the contact form sends once, however it is clicked, and gives a reference", async ({ page, request }) => {
  const sender = person();
  await page.goto("/contact");
  await page.getByLabel("Full name").fill(sender.name);
  await page.getByLabel("Email").fill(sender.email);
  await page.getByLabel("Subject").fill("Ski week in Courchevel");
  await page
    .getByRole("textbox", { name: "Message" })
    .fill("Eight of us, Geneva to Chambéry and back in February. Can you help?");
  await page.getByTestId("contact-submit").dblclick();
  await expect(page.getByTestId("contact-sent")).toContainText(/CM-[A-Z0-9]{6}/);
  const leads = await leadSources(request, sender.email);
  expect(leads).toHaveLength(1);
  expect(leads[0]!.source).toBe("CONTACT");
});

test("the contact form names each faulty field in Arabic and keeps what was typed", async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem("skycharter.locale", "ar"));
  await page.goto("/contact");
  await page.getByLabel("البريد الإلكتروني").fill("not-an-address");
  await page.getByLabel("الرسالة").fill("short");
  await page.getByTestId("contact-submit").click();
  await expect(page.getByText("أدخل اسمك.")).toBeVisible();
  await expect(page.getByText("أدخل بريدًا إلكترونيًا صالحًا.")).toBeVisible();
  await expect(page.getByText("اكتب رسالة من 10 إلى 5000 حرف.")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("الرسالة")).toHaveValue("short");
});

test("a partner applies from /affiliate and sees what happens next; the application reaches staff as a lead", async ({
  page,
  request,
}) => {
  const partner = person();
  await page.goto("/affiliate");
  await page.getByRole("link", { name: "Apply to join" }).first().click();
  await expect(page).toHaveURL("/affiliate/apply");
  await page.getByLabel("Full name").fill(partner.name);
  await page.getByLabel("Email").fill(partner.email);
  await page.getByLabel("Website").fill("not a url");
  await page.getByLabel("Your audience and channels").fill("Travel newsletter, 40,000 readers in the Gulf.");
  await page.getByTestId("affiliate-submit").click();
  await expect(page.getByText("Enter a web address starting with https://")).toBeVisible();
  await page.getByLabel("Website").fill("https://gulf-travel.example");
  await page.getByTestId("affiliate-submit").click();
  await expect(page.getByTestId("affiliate-applied")).toContainText(`We will write to ${partner.email}.`);
  const leads = await leadSources(request, partner.email);
  expect(leads.map((lead) => lead.source)).toEqual(["AFFILIATE"]);
});

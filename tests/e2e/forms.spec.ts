import { randomUUID } from "node:crypto";
import { expect, test } from "./support/test.js";
import { gql } from "./__generated__/index.js";
import { AffiliateApplicationPage } from "./pages/AffiliateApplicationPage.js";
import { AffiliatePage } from "./pages/AffiliatePage.js";
import { suppressAuthModal } from "./pages/AuthModal.js";
import { ContactPage } from "./pages/ContactPage.js";
import { Webpage } from "./pages/Webpage.js";
import { graphql } from "./support/api.js";
import { staffToken } from "./support/staff.js";

const LEAD_SOURCES = gql(`
  query Forms_LeadSources($search: String) {
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
`);

const person = () => {
  const id = randomUUID().slice(0, 8);
  return { name: `Katherine Johnson ${id}`, email: `forms-${id}@example.com` };
};

async function leadSources(request: Parameters<typeof staffToken>[0], email: string) {
  const { leads } = await graphql(request, LEAD_SOURCES, { search: email }, await staffToken(request));
  return leads.edges.map((edge) => edge.node);
}

test.beforeEach(async ({ page }) => {
  await suppressAuthModal(page);
});

test("the contact form sends once, however it is clicked, and gives a reference", async ({ page, request }) => {
  const sender = person();
  const contact = new ContactPage(page);
  await contact.goto();
  await contact.field("Full name").fill(sender.name);
  await contact.field("Email").fill(sender.email);
  await contact.field("Subject").fill("Ski week in Courchevel");
  await contact.message.fill("Eight of us, Geneva to Chambéry and back in February. Can you help?");
  await contact.submit.dblclick();
  await expect(contact.sent).toContainText(/CM-[A-Z0-9]{6}/);
  const leads = await leadSources(request, sender.email);
  expect(leads).toHaveLength(1);
  expect(leads[0]!.source).toBe("CONTACT");
});

test("the contact form names each faulty field in Arabic and keeps what was typed", async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem("skycharter.locale", "ar"));
  const contact = new ContactPage(page);
  await contact.goto();
  await contact.field("البريد الإلكتروني").fill("not-an-address");
  await contact.field("الرسالة").fill("short");
  await contact.submit.click();
  const shown = new Webpage(page);
  await expect(shown.text("أدخل اسمك.")).toBeVisible();
  await expect(shown.text("أدخل بريدًا إلكترونيًا صالحًا.")).toBeVisible();
  await expect(shown.text("اكتب رسالة من 10 إلى 5000 حرف.")).toBeVisible();
  await page.reload();
  await expect(contact.field("الرسالة")).toHaveValue("short");
});

test("a partner applies from /affiliate and sees what happens next; the application reaches staff as a lead", async ({
  page,
  request,
}) => {
  const partner = person();
  await page.goto("/affiliate");
  await new AffiliatePage(page).applyToJoin.click();
  await expect(page).toHaveURL(AffiliateApplicationPage.path);
  const application = new AffiliateApplicationPage(page);
  await application.fill({
    name: partner.name,
    email: partner.email,
    website: "not a url",
    audience: "Travel newsletter, 40,000 readers in the Gulf.",
  });
  await application.submit.click();
  await expect(new Webpage(page).text("Enter a web address starting with https://")).toBeVisible();
  await application.field("Website").fill("https://gulf-travel.example");
  await application.submit.click();
  await expect(application.applied).toContainText(`We will write to ${partner.email}.`);
  const leads = await leadSources(request, partner.email);
  expect(leads.map((lead) => lead.source)).toEqual(["AFFILIATE"]);
});

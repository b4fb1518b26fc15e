import { randomBytes } from "node:crypto";
import { expect, readyAfterNavigation, test } from "./support/test.js";
import { gql } from "./__generated__/index.js";
import { suppressAuthModal } from "./pages/AuthModal.js";
import { LeadDetailPage } from "./pages/LeadDetailPage.js";
import { RfqPage } from "./pages/RfqPage.js";
import { signInAsAdmin } from "./support/adminBrowser.js";
import { createConfirmedCustomer, mailTo, newCustomer } from "./support/accounts.js";
import { graphql, signInToken } from "./support/api.js";
import { adminToken } from "./support/staff.js";
import { submitTripRequest } from "./support/trips.js";

const CREATE_OPERATOR = gql(`
  mutation Rfq_CreateOperator($input: OperatorInput!) {
    createOperator(input: $input) {
      id
    }
  }
`);
const ADD_AIRCRAFT = gql(`
  mutation Rfq_AddAircraft($operatorId: ID!, $input: FleetAircraftInput!) {
    addAircraft(operatorId: $operatorId, input: $input) {
      id
    }
  }
`);
const LEAD_BY_EMAIL = gql(`
  query Rfq_LeadByEmail($q: String) {
    leads(filter: { search: $q }, first: 1) {
      edges {
        node {
          id
        }
      }
    }
  }
`);

const letters = (n: number) => [...randomBytes(n)].map((byte) => String.fromCharCode(65 + (byte % 26))).join("");
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

// Staff ask two operators near the departure to quote a lead's trip; one answers through its
// emailed link, without an account, and the answer reaches the lead page while it is open.
test("staff send a request for quotes to two operators, and an operator's answer appears on the lead live", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const tag = letters(5);
  const operators = await Promise.all(
    [
      { name: `Aurora Jets ${tag}`, language: "en", base: "FAB", registration: `G-R${tag.slice(0, 4)}` },
      { name: `Sahara Air ${tag}`, language: "ar", base: "LTN", registration: `G-S${tag.slice(0, 4)}` },
    ].map(async (o) => {
      const email = `ops-${o.language}-${tag.toLowerCase()}@operator.example`;
      const { createOperator } = await graphql(
        request,
        CREATE_OPERATOR,
        {
          input: {
            name: o.name,
            aocNumber: `GB-RFQ-${o.language}-${tag}`,
            aocExpiresOn: inDays(400),
            country: "GB",
            insuranceExpiresOn: inDays(300),
            contacts: [{ name: `Desk ${o.language}`, email, language: o.language }],
          },
        },
        adminToken(),
      );
      await graphql(
        request,
        ADD_AIRCRAFT,
        {
          operatorId: createOperator.id,
          input: {
            registration: o.registration,
            typeName: "Citation XLS+",
            category: "MIDSIZE",
            yearOfManufacture: 2015,
            seats: 8,
            baseAirport: o.base,
          },
        },
        adminToken(),
      );
      return { ...o, email };
    }),
  );

  const client = await createConfirmedCustomer(request, newCustomer("rfq-client"));
  const trip = await submitTripRequest(
    request,
    await signInToken(request, client.email, client.password),
    { name: client.name, email: client.email },
    { category: "MIDSIZE", luggage: "Two golf bags" },
  );

  const staff = readyAfterNavigation(page);
  await signInAsAdmin(staff, request, "/admin/dashboard", "STAFF");
  const { leads } = await graphql(request, LEAD_BY_EMAIL, { q: client.email }, adminToken());
  const lead = new LeadDetailPage(staff);
  await lead.goto(leads.edges[0]!.node.id);
  const panel = lead.request(trip.reference);
  await panel.askOperators(operators.map((o) => o.name));
  for (const o of operators) await expect(panel.rfqAnswer(o.name)).toContainText("Waiting");

  // The operator's contact opens its emailed link in a browser of its own, without an account.
  const link = (await mailTo(operators[0]!.email)).link!;
  expect(new URL(link).pathname).toMatch(/^\/rfq\/[A-Za-z0-9_-]{43}$/);
  const operatorContext = await browser.newContext();
  const operatorTab = readyAfterNavigation(await operatorContext.newPage());
  await suppressAuthModal(operatorTab);
  const rfq = new RfqPage(operatorTab);
  await rfq.open(link);
  await expect(rfq.legs).toContainText("LHR");
  await expect(rfq.legs).toContainText("NCE");
  await expect(operatorTab.getByText(client.name)).toHaveCount(0);
  await expect(operatorTab.getByText(client.email)).toHaveCount(0);
  const until = new Date(Date.now() + 3 * 86_400_000);
  await rfq.quote({
    price: "21000",
    currency: "EUR",
    validUntil: `${until.toISOString().slice(0, 10)}T18:00`,
    conditions: "Subject to slot availability.",
  });
  await expect(rfq.recorded).toContainText("€21,000");

  // The lead page, still open, shows the answer in its currency and in dollars at the fixed rate.
  const answered = panel.rfqAnswer(operators[0]!.name);
  await expect(answered).toContainText("Quoted");
  await expect(answered).toContainText("€21,000");
  await expect(answered).toContainText("$22,826");
  await expect(panel.rfqAnswers.first()).toContainText(operators[0]!.name);
  await expect(panel.rfqAnswer(operators[1]!.name)).toContainText("Waiting");

  // The link takes one answer: opened again, it shows the recorded one and no form.
  await rfq.open(link);
  await expect(rfq.recorded).toBeVisible();
  await expect(rfq.sendQuote).toHaveCount(0);
  await operatorContext.close();
});

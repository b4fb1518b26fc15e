import { randomBytes } from "node:crypto";
import { expect, readyAfterNavigation, test } from "./support/test.js";
import { gql } from "./__generated__/index.js";
import { suppressAuthModal } from "./pages/AuthModal.js";
import { signInAsCustomer } from "./pages/CustomerLoginPage.js";
import { CommandPalette } from "./pages/CommandPalette.js";
import { LeadDetailPage } from "./pages/LeadDetailPage.js";
import { QuoteRequestPage } from "./pages/QuoteRequestPage.js";
import { RfqPage } from "./pages/RfqPage.js";
import { signInAsAdmin } from "./support/adminBrowser.js";
import { createConfirmedCustomer, mailTo, newCustomer } from "./support/accounts.js";
import { graphql, signInToken } from "./support/api.js";
import { seriousViolations } from "./support/a11y.js";
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
test("staff find the lead with the search, ask two operators to quote; one answers and one declines through their links, live on the lead", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(360_000);
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
  // Staff find the client's lead from the board with the search (Ctrl/⌘-K), by the client's address.
  const palette = new CommandPalette(staff);
  await palette.openWithKeys();
  await palette.search(client.email);
  await expect(palette.group("Leads").first()).toContainText(client.name);
  await staff.keyboard.press("Enter");
  const lead = new LeadDetailPage(staff);
  await expect(lead.name).toHaveText(client.name);
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

  // The other operator declines through its own link; staff see the reason on the lead, live.
  const declineContext = await browser.newContext();
  const declineTab = readyAfterNavigation(await declineContext.newPage());
  await suppressAuthModal(declineTab);
  const declining = new RfqPage(declineTab);
  // Its contact speaks Arabic: the link opens the page in Arabic.
  await declining.open((await mailTo(operators[1]!.email)).link!);
  await expect(declineTab.locator("html")).toHaveAttribute("dir", "rtl");
  const declineForm = declineTab.getByTestId("rfq-decline-form");
  await declineForm.getByLabel("السبب").fill("No crew available that week.");
  await declineForm.getByRole("button", { name: "اعتذار" }).click();
  await expect(declining.recorded).toBeVisible();
  const declined = panel.rfqAnswer(operators[1]!.name);
  await expect(declined).toContainText("Declined");
  await expect(declined).toContainText("No crew available that week.");
  await declineContext.close();
});

const SEND_RFQ = gql(`
  mutation Rfq_SendRfq($quoteRequestId: ID!, $recipients: [RfqRecipientInput!]!) {
    sendRfq(quoteRequestId: $quoteRequestId, recipients: $recipients) {
      id
      contactEmail
    }
  }
`);
const ANSWER_RFQ = gql(`
  mutation Rfq_Answer($token: String!, $rfqId: ID!, $input: RfqQuoteInput!) {
    answerRfq(token: $token, rfqId: $rfqId, input: $input) {
      id
    }
  }
`);

// Two operators answer; staff send both answers as quote options with a margin, the cheaper at the
// default 10%; the customer compares them side by side on a desktop and on a phone, and accepts one.
test("operators' answers become quote options with a margin, which the customer compares and accepts", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(360_000);
  const tag = letters(5);
  const operators = await Promise.all(
    [
      {
        name: `Boreal Jets ${tag}`,
        registration: `G-B${tag.slice(0, 4)}`,
        aircraft: { yearOfManufacture: 2012, seats: 7, wifi: false },
        audits: [{ rating: "ARGUS_PLATINUM" as const, expiresOn: inDays(300) }],
        answer: { price: 21_000, currency: "EUR" as const },
      },
      {
        name: `Cirrus Wings ${tag}`,
        registration: `G-C${tag.slice(0, 4)}`,
        aircraft: { yearOfManufacture: 2021, seats: 9, wifi: true },
        audits: [{ rating: "WYVERN_WINGMAN" as const, expiresOn: inDays(300) }],
        answer: { price: 26_000, currency: "USD" as const },
      },
    ].map(async (o) => {
      const email = `ops-${o.registration.toLowerCase()}@operator.example`;
      const { createOperator } = await graphql(
        request,
        CREATE_OPERATOR,
        {
          input: {
            name: o.name,
            aocNumber: `GB-MRG-${o.registration}`,
            aocExpiresOn: inDays(400),
            country: "GB",
            insuranceExpiresOn: inDays(300),
            audits: o.audits,
            contacts: [{ name: "Desk", email, language: "en" }],
          },
        },
        adminToken(),
      );
      const { addAircraft } = await graphql(
        request,
        ADD_AIRCRAFT,
        {
          operatorId: createOperator.id,
          input: {
            registration: o.registration,
            typeName: "Citation XLS+",
            category: "MIDSIZE",
            yearOfRefurbishment: 2023,
            baseAirport: "FAB",
            lavatory: true,
            ...o.aircraft,
          },
        },
        adminToken(),
      );
      return { ...o, id: createOperator.id, email, aircraftId: addAircraft.id };
    }),
  );

  const client = await createConfirmedCustomer(request, newCustomer("margin-client"));
  const trip = await submitTripRequest(
    request,
    await signInToken(request, client.email, client.password),
    { name: client.name, email: client.email },
    { category: "MIDSIZE" },
  );
  const { sendRfq } = await graphql(
    request,
    SEND_RFQ,
    { quoteRequestId: trip.id, recipients: operators.map((o) => ({ operatorId: o.id, contactEmail: o.email })) },
    adminToken(),
  );
  for (const o of operators) {
    const token = new URL((await mailTo(o.email)).link!).pathname.replace(/^\/rfq\//, "");
    await graphql(request, ANSWER_RFQ, {
      token,
      rfqId: sendRfq.find((r) => r.contactEmail === o.email)!.id,
      input: {
        aircraftId: o.aircraftId,
        ...o.answer,
        validUntil: new Date(Date.now() + 3 * 86_400_000).toISOString(),
        conditions: `Catering and de-icing included (${o.name}).`,
      },
    });
  }
  const [cheaper, dearer] = operators;

  // Staff: the cheaper answer (21,000 EUR = $22,826) at the default 10% makes $25,109; a margin
  // below the minimum is refused before anything is sent.
  const staff = readyAfterNavigation(page);
  await signInAsAdmin(staff, request, "/admin/dashboard", "STAFF");
  const { leads } = await graphql(request, LEAD_BY_EMAIL, { q: client.email }, adminToken());
  const lead = new LeadDetailPage(staff);
  await lead.goto(leads.edges[0]!.node.id);
  const panel = lead.request(trip.reference);
  await panel.pickAnswer(cheaper!.name);
  await expect(panel.offerPrice(cheaper!.name)).toContainText("$25,109");
  await panel.pickAnswer(dearer!.name, "1");
  await expect(panel.offerError(dearer!.name)).toBeVisible();
  await panel.setMargin(dearer!.name, "12");
  await expect(panel.offerPrice(dearer!.name)).toContainText("$29,120");
  await panel.sendOffers.click();
  await expect(panel.quoteItems).toHaveCount(2);
  await expect(panel.quoteItems.first()).toContainText("$25,109");

  // The customer, on a desktop: two options side by side, cheapest first, with what sets each apart.
  const customerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const customerTab = readyAfterNavigation(await customerContext.newPage());
  await signInAsCustomer(customerTab, client, QuoteRequestPage.path(trip.id));
  const quotes = new QuoteRequestPage(customerTab);
  await expect(quotes.options).toHaveCount(2);
  const first = quotes.nth(1);
  const second = quotes.nth(2);
  await expect(first.price).toHaveText("$25,109");
  await expect(first.cheapest).toBeVisible();
  await expect(second.newest).toBeVisible();
  await expect(second.mostSeats).toBeVisible();
  await expect(first.year).toHaveText("2012");
  await expect(second.seats).toHaveText("9");
  await expect(first.amenity("wifi")).toHaveAttribute("data-has", "no");
  await expect(second.amenity("wifi")).toHaveAttribute("data-has", "yes");
  await expect(second.amenity("wifi")).toHaveAttribute("data-differs", "yes");
  await expect(first.audits).toContainText("ARGUS Platinum");
  await expect(first.estimate).toContainText(/(Below|Within|Above) our estimate \(\$[\d,]+ – \$[\d,]+\)/);
  await expect(first.root).toContainText(`Catering and de-icing included (${cheaper!.name}).`);
  const [a, b] = [await first.root.boundingBox(), await second.root.boundingBox()];
  expect(Math.abs(a!.y - b!.y)).toBeLessThan(2);
  expect(b!.x).toBeGreaterThan(a!.x + a!.width - 1);
  expect(await quotes.fitsTheWidth()).toBe(true);
  expect(await seriousViolations(customerTab)).toEqual([]);

  // On a phone: stacked, nothing scrolls sideways; then the cheaper one is accepted.
  await customerTab.setViewportSize({ width: 375, height: 812 });
  const [c, d] = [await first.root.boundingBox(), await second.root.boundingBox()];
  expect(d!.y).toBeGreaterThan(c!.y + c!.height - 1);
  expect(await quotes.fitsTheWidth()).toBe(true);
  await first.accept.click();
  await quotes.agree.click();
  await quotes.confirmAccept.click();
  await expect(quotes.accepted).toBeVisible();
  await expect(quotes.confirmationCode).toBeVisible();
  await customerContext.close();
});

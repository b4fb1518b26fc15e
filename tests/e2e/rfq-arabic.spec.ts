import { expect, readyAfterNavigation, test } from "./support/test.js";
import { gql } from "./__generated__/index.js";
import { suppressAuthModal } from "./pages/AuthModal.js";
import { signInAsCustomer } from "./pages/CustomerLoginPage.js";
import { QuoteRequestPage } from "./pages/QuoteRequestPage.js";
import { RfqPage } from "./pages/RfqPage.js";
import { Webpage } from "./pages/Webpage.js";
import { seriousViolations } from "./support/a11y.js";
import { createConfirmedCustomer, newCustomer } from "./support/accounts.js";
import { graphql, signInToken } from "./support/api.js";
import { answerThroughLink, askToQuote, createOperator, inDays, letters } from "./support/operators.js";
import { adminToken } from "./support/staff.js";
import { submitTripRequest } from "./support/trips.js";

// Sourcing in Arabic, right to left: the operator's page opens in its contact's language from the
// emailed link, with errors in Arabic beside the fields; the customer compares the options in Arabic
// with the cheapest first (on the right), on a desktop and on a phone.

const SEND_OPTIONS = gql(`
  mutation RfqArabic_SendOptions($quoteRequestId: ID!, $options: [RfqQuoteOptionInput!]!) {
    sendRfqQuotes(quoteRequestId: $quoteRequestId, options: $options) {
      id
    }
  }
`);

test("an Arabic-speaking operator answers in Arabic, right to left, through its link", async ({ page, request }) => {
  const tag = letters(5);
  const operator = await createOperator(request, {
    name: `Sahara Air ${tag}`,
    language: "ar",
    registration: `A6-${tag.slice(0, 3)}`,
  });
  const client = await createConfirmedCustomer(request, newCustomer("rfq-ar"));
  const trip = await submitTripRequest(
    request,
    await signInToken(request, client.email, client.password),
    { name: client.name, email: client.email },
    { category: "MIDSIZE" },
  );
  const asked = (await askToQuote(request, trip.id, [operator])).get(operator)!;
  expect(new URL(asked.link).searchParams.get("lang")).toBe("ar");

  const tab = readyAfterNavigation(page);
  await suppressAuthModal(tab);
  const rfq = new RfqPage(tab);
  await rfq.open(asked.link);
  const shown = new Webpage(tab);
  await expect(shown.document).toHaveAttribute("dir", "rtl");
  await expect(shown.document).toHaveAttribute("lang", "ar");
  await expect(rfq.heading).toHaveText("قدّم عرض سعر لرحلة مستأجرة");
  await expect(rfq.legs).toContainText("LHR");
  await expect(tab.getByText(client.name)).toHaveCount(0);

  const form = tab.getByTestId("rfq-quote-form");
  await form.getByLabel("السعر").fill("0");
  await tab.getByTestId("rfq-send-quote").click();
  await expect(form).toContainText("أدخل مبلغًا صحيحًا أكبر من صفر.");
  await expect(form).toContainText("اختر تاريخًا ووقتًا في المستقبل، خلال سنة.");
  expect(await seriousViolations(tab)).toEqual([]);

  await form.getByLabel("السعر").fill("95000");
  await form.getByLabel("العملة").selectOption("AED");
  await form.getByLabel("صالح حتى").fill(`${inDays(3)}T18:00`);
  await tab.getByTestId("rfq-send-quote").click();
  await expect(rfq.recorded).toContainText("أُرسل عرضك");
  await expect(tab.getByTestId("rfq-quote-form")).toHaveCount(0);
});

test("the customer compares operators' options in Arabic: cheapest first on the right, stacked on a phone", async ({
  page,
  request,
}) => {
  const tag = letters(5);
  const [cheaper, dearer] = await Promise.all([
    createOperator(request, {
      name: `Nile Jets ${tag}`,
      language: "en",
      registration: `G-N${tag.slice(0, 4)}`,
      aircraft: { yearOfManufacture: 2012, seats: 7, wifi: false },
    }),
    createOperator(request, {
      name: `Oasis Wings ${tag}`,
      language: "en",
      registration: `G-O${tag.slice(0, 4)}`,
      aircraft: { yearOfManufacture: 2021, seats: 9, wifi: true },
    }),
  ]);
  const client = await createConfirmedCustomer(request, newCustomer("compare-ar"));
  const trip = await submitTripRequest(
    request,
    await signInToken(request, client.email, client.password),
    { name: client.name, email: client.email },
    { category: "MIDSIZE" },
  );
  const asked = await askToQuote(request, trip.id, [cheaper!, dearer!]);
  await answerThroughLink(request, asked.get(cheaper!)!, cheaper!, { price: 21_000, currency: "EUR" });
  await answerThroughLink(request, asked.get(dearer!)!, dearer!, { price: 26_000, currency: "USD" });
  await graphql(
    request,
    SEND_OPTIONS,
    {
      quoteRequestId: trip.id,
      options: [{ rfqId: asked.get(dearer!)!.rfqId }, { rfqId: asked.get(cheaper!)!.rfqId }],
    },
    adminToken(),
  );

  await page.setViewportSize({ width: 1280, height: 900 });
  const tab = readyAfterNavigation(page);
  await signInAsCustomer(tab, client, QuoteRequestPage.path(trip.id));
  await tab.evaluate(() => window.localStorage.setItem("skycharter.locale", "ar"));
  await tab.reload();
  await expect(new Webpage(tab).document).toHaveAttribute("dir", "rtl");
  const quotes = new QuoteRequestPage(tab);
  await expect(quotes.options).toHaveCount(2);
  const [first, second] = [quotes.nth(1), quotes.nth(2)];
  await expect(first.root).toContainText(cheaper!.name);
  await expect(first.cheapest).toHaveText("أقل سعر");
  await expect(second.newest).toHaveText("أحدث طائرة");
  await expect(second.mostSeats).toHaveText("أكثر مقاعد");
  await expect(second.amenity("wifi")).toHaveAttribute("data-differs", "yes");
  // Right to left: the first option, the cheapest, stands on the right, its neighbour to its left.
  const [a, b] = [await first.root.boundingBox(), await second.root.boundingBox()];
  expect(Math.abs(a!.y - b!.y)).toBeLessThan(2);
  expect(a!.x).toBeGreaterThan(b!.x + b!.width - 1);
  expect(await quotes.fitsTheWidth()).toBe(true);
  expect(await seriousViolations(tab)).toEqual([]);

  await tab.setViewportSize({ width: 375, height: 812 });
  const [c, d] = [await first.root.boundingBox(), await second.root.boundingBox()];
  expect(d!.y).toBeGreaterThan(c!.y + c!.height - 1);
  expect(await quotes.fitsTheWidth()).toBe(true);
});

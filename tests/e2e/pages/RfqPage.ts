import type { Locator, Page } from "@playwright/test";

export interface RfqQuote {
  /** The price in whole units of `currency`. */
  price: string;
  currency: string;
  /** As a datetime-local field takes it: "2027-03-01T18:00". */
  validUntil: string;
  conditions?: string;
}

/** /rfq/:token, where an operator's emailed link lands: the trip, and a quote or a decline, once. */
export class RfqPage {
  readonly heading: Locator;
  readonly legs: Locator;
  readonly aircraft: Locator;
  readonly price: Locator;
  readonly currency: Locator;
  readonly validUntil: Locator;
  readonly conditions: Locator;
  readonly sendQuote: Locator;
  readonly reason: Locator;
  readonly decline: Locator;
  /** The answer as recorded, shown instead of the forms once given. */
  readonly recorded: Locator;
  /** The page's refusal of an expired or unknown link. */
  readonly refused: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole("heading", { level: 1 });
    this.legs = page.getByTestId("rfq-legs");
    const quote = page.getByTestId("rfq-quote-form");
    this.aircraft = quote.getByLabel("Aircraft");
    this.price = quote.getByLabel("Price");
    this.currency = quote.getByLabel("Currency");
    this.validUntil = quote.getByLabel("Valid until");
    this.conditions = quote.getByLabel("Conditions");
    this.sendQuote = page.getByTestId("rfq-send-quote");
    const decline = page.getByTestId("rfq-decline-form");
    this.reason = decline.getByLabel("Reason");
    this.decline = decline.getByRole("button", { name: "Decline" });
    this.recorded = page.getByTestId("rfq-recorded");
    this.refused = page.getByTestId("rfq-refused");
  }

  /** Opens the emailed link (an absolute URL) at this site's own origin. */
  async open(link: string): Promise<void> {
    const url = new URL(link);
    await this.page.goto(`${url.pathname}${url.search}`);
  }

  async quote(values: RfqQuote): Promise<void> {
    await this.price.fill(values.price);
    await this.currency.selectOption(values.currency);
    await this.validUntil.fill(values.validUntil);
    if (values.conditions) await this.conditions.fill(values.conditions);
    await this.sendQuote.click();
  }
}
